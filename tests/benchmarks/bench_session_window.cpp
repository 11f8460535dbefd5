// The workbench window opening and saving a session of many requests: what the user waits for
// (every view filled, the analysis computed), not the file alone (bench_record_memory).
//   bench_session_window [COUNT]   (default 100,000; run with QT_QPA_PLATFORM=offscreen)
#include "base/monoclock.h"
#include "mainwindow.h"
#include "requests/requestsmodel.h"
#include "store/session.h"
#include "syntheticrecords.h"

#include <QApplication>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>

using namespace ttft;

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

    MainWindowOptions options;
    options.settingsPath = dir.filePath(QStringLiteral("bench.ini"));
    options.journalDirectory = dir.filePath(QStringLiteral("runs"));
    options.startLab = false;
    MainWindow window(options);
    window.resize(1480, 920);
    window.show();
    QCoreApplication::processEvents();

    std::int64_t t0 = monoNowNs();
    if (!window.openSession(path, &error)) {
        std::fprintf(stderr, "cannot open: %s\n", qPrintable(error));
        return 1;
    }
    QCoreApplication::processEvents(); // the first paint of every view
    const double openS = double(monoNowNs() - t0) / 1e9;

    const QString saved = dir.filePath(QStringLiteral("saved.ttft.json"));
    t0 = monoNowNs();
    if (!window.saveSession(saved, &error)) {
        std::fprintf(stderr, "cannot save: %s\n", qPrintable(error));
        return 1;
    }
    const double saveS = double(monoNowNs() - t0) / 1e9;
    std::printf("%lld requests: window open (read, every view filled and painted) %.2f s; save %.2f s; %d rows\n",
                static_cast<long long>(count), openS, saveS, window.requestsModel()->rowCount());
    return 0;
}
