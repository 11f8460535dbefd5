// How responsive the workbench window stays while 1,000 streams run: the whole window (every live
// view, the requests table) is fed by its run controller from a closed loop against the lab, and a
// 16 ms timer on the UI thread measures how late each of its ticks comes (the event loop's latency:
// batch handling, model updates and repaints all delay it). The lab runs in its own process
// (`ttft-bench lab`) unless --embedded, so that its work is not counted as the window's.
//   bench_window_frametime [--seconds S] [--concurrency C] [--providers N] [--embedded]
// Run it under xvfb-run for real painting; QT_QPA_PLATFORM=offscreen paints into memory.
#include "lab/labserver.h"
#include "mainwindow.h"
#include "model/environment.h"
#include "requests/requestsmodel.h"
#include "run/runcontroller.h"
#include "stats/percentile.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <map>
#include <thread>

using namespace ttft;

namespace {

// Times every event the UI thread dispatches, so that a late tick can be traced to what held the
// thread: the receiver's class and the event type of the slowest dispatches are printed.
class TimingApplication : public QApplication
{
public:
    using QApplication::QApplication;

    struct Slow {
        double ms;
        QByteArray receiver;
        int type;
    };

    bool notify(QObject *receiver, QEvent *event) override
    {
        if (QThread::currentThread() != thread())
            return QApplication::notify(receiver, event);
        if (m_depth > 0) {
            // Nested: a widget painting inside the window's repaint. Its share, by class.
            if (event->type() != QEvent::Paint)
                return QApplication::notify(receiver, event);
            QElapsedTimer paintTimer;
            paintTimer.start();
            const bool painted = QApplication::notify(receiver, event);
            // A scroll area's viewport is a plain QWidget: name it after its view.
            QByteArray name(receiver->metaObject()->className());
            if (receiver->parent() && (name == "QWidget" || name == "QScrollBar"))
                for (QObject *up = receiver->parent(); up; up = up->parent()) {
                    if (QByteArray(up->metaObject()->className()) != "QWidget") {
                        name += QByteArray(" in ") + up->metaObject()->className() + ' ' + up->objectName().toLatin1();
                        break;
                    }
                }
            m_paintMs[name] += double(paintTimer.nsecsElapsed()) / 1e6;
            return painted;
        }
        ++m_depth;
        QElapsedTimer timer;
        timer.start();
        const int type = event->type();
        const bool result = QApplication::notify(receiver, event);
        const double ms = double(timer.nsecsElapsed()) / 1e6;
        --m_depth;
        m_busyMs += ms;
        if (ms >= 20)
            m_slow.push_back(Slow{ms, QByteArray(receiver->metaObject()->className()), type});
        return result;
    }

    std::vector<Slow> m_slow;
    std::map<QByteArray, double> m_paintMs;
    double m_busyMs = 0;

private:
    int m_depth = 0;
};

} // namespace

int main(int argc, char *argv[])
{
    TimingApplication app(argc, argv);
    double seconds = 20;
    int concurrency = 1000;
    int providers = 1;
    bool embedded = false;
    const QStringList arguments = QCoreApplication::arguments();
    for (int i = 1; i < arguments.size(); ++i) {
        const QString next = i + 1 < arguments.size() ? arguments[i + 1] : QString();
        if (arguments[i] == QLatin1String("--seconds"))
            seconds = next.toDouble(), ++i;
        else if (arguments[i] == QLatin1String("--concurrency"))
            concurrency = next.toInt(), ++i;
        else if (arguments[i] == QLatin1String("--providers"))
            providers = std::max(1, next.toInt()), ++i;
        else if (arguments[i] == QLatin1String("--embedded"))
            embedded = true;
    }

    QProcess labProcess;
    std::unique_ptr<LabServer> embeddedLab;
    QString baseUrl;
    if (embedded) {
        embeddedLab = std::make_unique<LabServer>();
        QString error;
        if (!embeddedLab->start(&error)) {
            std::fprintf(stderr, "cannot start the lab: %s\n", qPrintable(error));
            return 1;
        }
        baseUrl = embeddedLab->baseUrl();
    } else {
        const QString bench = QCoreApplication::applicationDirPath() + QStringLiteral("/../../app/ttft-bench");
        const unsigned cores = std::thread::hardware_concurrency();
        if (cores > 1)
            labProcess.start(QStringLiteral("taskset"), {QStringLiteral("-c"), QString::number(cores - 1), bench,
                                                         QStringLiteral("lab"), QStringLiteral("--port"), QStringLiteral("0")});
        else
            labProcess.start(bench, {QStringLiteral("lab"), QStringLiteral("--port"), QStringLiteral("0")});
        if (!labProcess.waitForReadyRead(10000)) {
            std::fprintf(stderr, "cannot start %s lab\n", qPrintable(bench));
            return 1;
        }
        const QRegularExpressionMatch match = QRegularExpression(QStringLiteral("(http://127\\.0\\.0\\.1:\\d+/v1)"))
                                                  .match(QString::fromUtf8(labProcess.readAllStandardOutput()));
        if (!match.hasMatch())
            return 1;
        baseUrl = match.captured(1);
    }

    QTemporaryDir scratch;
    MainWindowOptions options;
    options.settingsPath = scratch.filePath(QStringLiteral("settings.ini"));
    options.journalDirectory = scratch.filePath(QStringLiteral("runs"));
    options.startLab = false;
    MainWindow window(options);
    window.resize(1600, 1000);
    window.show();

    MeasuredRunOptions run; // as the window's Run builds it
    RunDescription &description = run.description;
    const int perProvider = std::max(1, concurrency / providers);
    for (int p = 0; p < providers; ++p) {
        ProviderProfile profile;
        profile.name = "lab-" + std::to_string(p + 1);
        profile.baseUrl = baseUrl.toStdString();
        profile.model = "lab-fast";
        profile.auth = AuthStyle::None;
        // About a second per request: ~1,000 records a second reach the window at c1000, and every
        // stream sends a token every 20 ms.
        profile.extraHeaders = {{"X-Lab-First-Token-Ms", std::to_string(200 + 100 * p)},
                                {"X-Lab-Output-Tokens", "40"},
                                {"X-Lab-Tpot-Ms", "20"}};
        description.providers.push_back(profile);
        run.keys.providers.emplace_back();
    }
    description.workload.messages = nlohmann::json::array({{{"role", "user"}, {"content", "Say something."}}});
    description.workload.keepText = true; // as the window runs it
    description.plan.mode = LoadMode::ClosedLoop;
    description.plan.concurrency = {perProvider};
    description.plan.warmup = 0;
    description.plan.durationS = seconds;
    description.plan.rampUpS = 3;

    // The probe: a 16 ms timer (one frame at 60 Hz); its lateness is what the user feels.
    std::vector<double> lateMs;
    std::vector<double> steadyLateMs; // after the ramp-up, with every stream running
    QElapsedTimer clock;
    QElapsedTimer sinceStart;
    qint64 lastNs = -1;
    QTimer probe;
    probe.setTimerType(Qt::PreciseTimer);
    probe.setInterval(16);
    QObject::connect(&probe, &QTimer::timeout, &probe, [&] {
        const qint64 now = clock.nsecsElapsed();
        if (lastNs >= 0) {
            const double late = std::max(0.0, double(now - lastNs) / 1e6 - 16.0);
            lateMs.push_back(late);
            if (sinceStart.elapsed() > 4000)
                steadyLateMs.push_back(late);
        }
        lastNs = now;
    });
    int maxInFlight = 0;
    QObject::connect(window.runController(), &RunController::progressChanged, &window,
                     [&maxInFlight](const RunProgress &progress) { maxInFlight = std::max(maxInFlight, progress.inFlight); });
    RunOutcome outcome;
    QObject::connect(window.runController(), &RunController::finished, &app, [&](const RunOutcome &result) {
        outcome = result;
        app.quit();
    });

    QString error;
    if (!window.runController()->start(std::move(run), &error)) {
        std::fprintf(stderr, "cannot start: %s\n", qPrintable(error));
        return 1;
    }
    clock.start();
    sinceStart.start();
    probe.start();
    app.exec();
    probe.stop();

    const auto show = [](const char *what, std::vector<double> values) {
        const std::size_t n = values.size();
        const double p50 = percentile(values, 50).value_or(-1);
        const double p99 = percentile(values, 99).value_or(-1);
        const double max = n ? *std::max_element(values.begin(), values.end()) : -1;
        std::printf("  %-34s ticks %6zu   lateness median %6.2f ms   p99 %6.2f ms   max %7.2f ms\n", what, n, p50, p99, max);
    };
    const HealthSummary &health = window.runController()->healthSummary();
    std::printf("Window frame time while %d streams run (%d provider(s) x c%d, %.0f s, lab %s, QPA %s)\n", perProvider * providers,
                providers, perProvider, seconds, embedded ? "in this process" : "in its own process",
                qPrintable(QGuiApplication::platformName()));
    std::printf("  %lld requests recorded (%lld failed), at most %d in flight; client CPU %.0f %% of a core on average\n",
                static_cast<long long>(outcome.recorded), static_cast<long long>(window.runController()->progress().failed),
                maxInFlight, health.clientCpuMeanPercent);
    show("16 ms timer, whole run", lateMs);
    show("16 ms timer, after the ramp-up", steadyLateMs);
    std::printf("  requests table rows: %d; the UI thread spent %.0f ms in event handlers (%.0f %% of the run)\n",
                window.requestsModel()->rowCount(), app.m_busyMs, 100.0 * app.m_busyMs / double(std::max<qint64>(1, clock.elapsed())));
    std::sort(app.m_slow.begin(), app.m_slow.end(), [](const auto &a, const auto &b) { return a.ms > b.ms; });
    std::printf("  events that held the UI thread 20 ms or more: %zu\n", app.m_slow.size());
    for (std::size_t i = 0; i < app.m_slow.size() && i < 8; ++i)
        std::printf("    %7.1f ms  %s, event type %d\n", app.m_slow[i].ms, app.m_slow[i].receiver.constData(), app.m_slow[i].type);
    std::vector<std::pair<QByteArray, double>> painters(app.m_paintMs.begin(), app.m_paintMs.end());
    std::sort(painters.begin(), painters.end(), [](const auto &a, const auto &b) { return a.second > b.second; });
    std::printf("  painting, by widget class (whole run):\n");
    for (std::size_t i = 0; i < painters.size() && i < 12; ++i)
        std::printf("    %7.0f ms  %s\n", painters[i].second, painters[i].first.constData());
    if (labProcess.state() != QProcess::NotRunning) {
        labProcess.terminate();
        labProcess.waitForFinished(5000);
    }
    return 0;
}
