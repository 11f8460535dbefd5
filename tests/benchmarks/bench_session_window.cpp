// The workbench window opening and saving a session of many requests: what the user waits for
// (every view filled, the analysis computed), not the file alone (bench_record_memory), and how
// late a 10 ms timer on the UI thread fires meanwhile. Reading and writing run on the window's file
// job thread (ui/run/filejob.h): the timer's lateness shows what is left on the UI thread (filling
// the table, the live views and the analysis with what was read). Then a report of it, HTML and
// PDF, written as Export report… writes it.
//   bench_session_window [COUNT]   (default 100,000; run with QT_QPA_PLATFORM=offscreen)
#include "base/monoclock.h"
#include "mainwindow.h"
#include "report/reportactions.h"
#include "requests/requestsmodel.h"
#include "run/uistallwatch.h"
#include "store/session.h"
#include "syntheticrecords.h"

#include <QApplication>
#include <QEventLoop>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace ttft;

namespace {

// "ticks N, late p50 A ms, p99 B ms, max C ms" of the UI thread's watch (its nested-loop count is
// no figure here: the benchmark itself waits for each job in a QEventLoop).
void printLateness(const char *what, const UiStallWatch &watch)
{
    std::printf("  %s: UI timer (10 ms) ticks %lld, late p50 %.1f ms, p99 %.1f ms, max %.1f ms\n", what,
                static_cast<long long>(watch.ticks()), watch.quantileMs(0.50), watch.quantileMs(0.99), watch.worstMs());
}

// Starts a window file job and waits for it, the event loop running.
template <typename Start>
bool finish(MainWindow &window, Start start, QString *error)
{
    QEventLoop loop;
    bool ok = false;
    QObject::connect(&window, &MainWindow::fileJobFinished, &loop, [&](bool good, const QString &why) {
        ok = good;
        *error = why;
        loop.quit();
    });
    if (!start())
        return false;
    loop.exec();
    return ok;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const std::int64_t count = argc > 1 ? std::atoll(argv[1]) : 100'000;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.ttft.json"));
    Session session;
    for (std::int64_t i = 0; i < count; ++i)
        session.records.push_back(bench::syntheticRecord(i));
    QString error;
    if (!writeSessionFile(path, session, &error)) {
        std::fprintf(stderr, "cannot write: %s\n", qPrintable(error));
        return 1;
    }
    session = {};

    MainWindowOptions options;
    options.settingsPath = dir.filePath(QStringLiteral("bench.ini"));
    options.journalDirectory = dir.filePath(QStringLiteral("runs"));
    options.startLab = false;
    MainWindow window(options);
    window.resize(1480, 920);
    window.show();
    QCoreApplication::processEvents();

    UiStallWatch lateness;
    lateness.start();
    std::int64_t t0 = monoNowNs();
    if (!finish(window, [&] { return window.openSession(path, &error); }, &error)) {
        std::fprintf(stderr, "cannot open: %s\n", qPrintable(error));
        return 1;
    }
    QCoreApplication::processEvents(); // the first paint of every view
    const double openS = double(monoNowNs() - t0) / 1e9;
    lateness.stop();
    std::printf("%lld requests: window open (read, every view filled and painted) %.2f s; %d rows\n",
                static_cast<long long>(count), openS, window.requestsModel()->rowCount());
    printLateness("open", lateness);

    const QString saved = dir.filePath(QStringLiteral("saved.ttft.json"));
    lateness.start();
    t0 = monoNowNs();
    if (!finish(window, [&] { return window.saveSession(saved, &error); }, &error)) {
        std::fprintf(stderr, "cannot save: %s\n", qPrintable(error));
        return 1;
    }
    const double saveS = double(monoNowNs() - t0) / 1e9;
    lateness.stop();
    std::printf("  save %.2f s\n", saveS);
    printLateness("save", lateness);

    // A report of what is on show, as Export report… writes it (HTML and PDF): the window's way,
    // one step per event-loop turn.
    auto *reports = window.findChild<ReportActions *>(QStringLiteral("reportActions"));
    if (!reports) {
        std::fprintf(stderr, "no report actions\n");
        return 1;
    }
    QEventLoop exported;
    bool reportOk = false;
    QObject::connect(reports, &ReportActions::exportFinished, &exported, [&](bool ok, const QString &why) {
        reportOk = ok;
        error = why;
        exported.quit();
    });
    lateness.start();
    t0 = monoNowNs();
    if (!reports->startExport(dir.filePath(QStringLiteral("report.html")), dir.filePath(QStringLiteral("report.pdf")))) {
        std::fprintf(stderr, "cannot start the report\n");
        return 1;
    }
    exported.exec();
    const double reportS = double(monoNowNs() - t0) / 1e9;
    lateness.stop();
    if (!reportOk) {
        std::fprintf(stderr, "cannot write the report: %s\n", qPrintable(error));
        return 1;
    }
    std::printf("  report (HTML and PDF) %.2f s\n", reportS);
    printLateness("report", lateness);
    return 0;
}
