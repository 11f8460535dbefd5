// The window's run controller against the real lab server on loopback: every dispatched request
// reaches the UI thread exactly once, in at most ten batches a second; stop() ends a run with the
// unfinished requests cancelled; a run started after a stopped one never sees the stopped one's
// records; the journal holds every record.
#include "lab/labserver.h"
#include "stats/healthlight.h"
#include "model/planextent.h"
#include "run/runcontroller.h"
#include "store/session.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace ttft;

namespace {

ProviderProfile labProfile(const LabServer &lab, const std::string &name, int firstTokenMs, int outputTokens, int tpotMs)
{
    ProviderProfile profile;
    profile.name = name;
    profile.baseUrl = lab.baseUrl().toStdString();
    profile.model = "lab-fast";
    profile.auth = AuthStyle::None;
    // Exact timings: the test's duration does not depend on the demo models' jitter.
    profile.extraHeaders = {{"X-Lab-First-Token-Ms", std::to_string(firstTokenMs)},
                            {"X-Lab-Output-Tokens", std::to_string(outputTokens)},
                            {"X-Lab-Tpot-Ms", std::to_string(tpotMs)}};
    return profile;
}

// A run of providers that need no key, as the window describes it.
MeasuredRunOptions userRun(std::vector<ProviderProfile> profiles, RunPlan plan)
{
    MeasuredRunOptions options;
    for (ProviderProfile &profile : profiles) {
        options.description.providers.push_back(std::move(profile));
        options.keys.providers.emplace_back();
    }
    options.description.workload.messages = nlohmann::json::array({{{"role", "user"}, {"content", "Say hello."}}});
    options.description.plan = std::move(plan);
    return options;
}

// Collects what a controller hands out, with the time each batch arrived.
struct Collector {
    std::vector<RequestRecord> records;
    std::vector<qint64> batchMs;
    QElapsedTimer clock;
    std::optional<RunOutcome> outcome;
    int finishedCount = 0;

    void attach(RunController &controller)
    {
        clock.start();
        QObject::connect(&controller, &RunController::recordsArrived, &controller, [this](const RecordBatch &batch) {
            QVERIFY(batch && !batch->empty()); // no empty batches are sent
            batchMs.push_back(clock.elapsed());
            records.insert(records.end(), batch->begin(), batch->end());
        });
        QObject::connect(&controller, &RunController::finished, &controller, [this](const RunOutcome &result) {
            outcome = result;
            ++finishedCount;
        });
    }
};

} // namespace

class TestRunController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_journals.isValid());
        QString error;
        QVERIFY2(m_lab.start(&error), qPrintable(error));
    }

    void everyRequestArrivesOnceInFewBatches()
    {
        RunPlan plan;
        plan.mode = LoadMode::ClosedLoop;
        plan.concurrency = {1, 8};
        plan.warmup = 1;
        plan.requests = 24;
        MeasuredRunOptions spec = userRun({labProfile(m_lab, "alpha", 15, 4, 5), labProfile(m_lab, "beta", 25, 4, 5)}, plan);
        const PlanExtent estimate = planExtent(spec.description.plan, 2);

        RunController controller;
        controller.setJournalDirectory(m_journals.path());
        Collector collected;
        collected.attach(controller);
        std::vector<RunProgress> progress;
        connect(&controller, &RunController::progressChanged, &controller,
                [&progress](const RunProgress &p) { progress.push_back(p); });
        qint64 runStartNs = -1;
        connect(&controller, &RunController::runStartKnown, &controller, [&runStartNs](qint64 ns) { runStartNs = ns; });

        QString error;
        QVERIFY2(controller.start(spec, &error), qPrintable(error));
        QVERIFY(controller.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(collected.outcome.has_value(), 60'000);
        QVERIFY(!controller.isRunning());
        QCOMPARE(collected.finishedCount, 1);

        const RunOutcome &outcome = *collected.outcome;
        QVERIFY(!outcome.stopped);
        QVERIFY(outcome.error.empty());
        QCOMPARE(outcome.recorded, outcome.dispatched);
        // Every dispatched request arrived once: as many records as dispatched, no id twice.
        QCOMPARE(std::int64_t(collected.records.size()), outcome.dispatched);
        std::set<std::string> ids;
        for (const RequestRecord &record : collected.records) {
            QVERIFY2(ids.insert(record.requestId).second, record.requestId.c_str());
            QVERIFY2(!record.failed(), record.errorMessage.c_str());
            QCOMPARE(record.runStartNs, std::int64_t(runStartNs));
        }
        QVERIFY(estimate.requests);
        QCOMPARE(std::int64_t(collected.records.size()), *estimate.requests);
        QCOMPARE(controller.records().size(), collected.records.size());

        // Batches: at most ten a second (a 100 ms timer), fewer than the records.
        QVERIFY(collected.batchMs.size() < collected.records.size());
        const double spanS = std::max(0.1, double(collected.batchMs.back() - collected.batchMs.front()) / 1000.0);
        const double perSecond = double(collected.batchMs.size() - 1) / spanS;
        qInfo("%zu records in %zu batches over %.2f s: %.1f batches/s", collected.records.size(), collected.batchMs.size(),
              spanS, perSecond);
        QVERIFY2(perSecond <= 11.0, qPrintable(QString::number(perSecond)));
        for (std::size_t i = 1; i < collected.batchMs.size(); ++i)
            QVERIFY2(collected.batchMs[i] - collected.batchMs[i - 1] >= 80,
                     qPrintable(QStringLiteral("batches %1 ms apart").arg(collected.batchMs[i] - collected.batchMs[i - 1])));

        // Progress ends complete, with the counts the user sees.
        QVERIFY(!progress.empty());
        const RunProgress &last = progress.back();
        QCOMPARE(last.recorded, std::int64_t(collected.records.size()));
        QCOMPARE(last.failed, 0);
        QCOMPARE(last.fraction, 1.0);
        QCOMPARE(last.cellCount, 2);
        QVERIFY(controller.healthSummary().samples > 0);

        // The journal holds every record and recovers into the same run.
        Session recovered;
        QVERIFY2(recoverSessionFromJournal(controller.journalPath(), recovered, &error), qPrintable(error));
        QCOMPARE(recovered.records.size(), collected.records.size());
        QCOMPARE(recovered.run.providers.size(), std::size_t(2));
    }

    void stopCancelsWhatIsOnTheWire()
    {
        RunPlan plan;
        plan.mode = LoadMode::ClosedLoop;
        plan.concurrency = {6};
        plan.warmup = 0;
        plan.durationS = 60;
        // Streams of two seconds: at any moment six are on the wire.
        MeasuredRunOptions spec = userRun({labProfile(m_lab, "long", 20, 100, 20)}, plan);

        RunController controller;
        controller.setJournalDirectory(m_journals.path());
        Collector collected;
        collected.attach(controller);
        QString error;
        QVERIFY2(controller.start(spec, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(controller.progress().inFlight >= 6, 10'000);
        QElapsedTimer stopClock;
        stopClock.start();
        controller.stop();
        QVERIFY(controller.isStopping());
        QTRY_VERIFY_WITH_TIMEOUT(collected.outcome.has_value(), 10'000);
        qInfo("stop() to finished(): %lld ms", stopClock.elapsed());
        QVERIFY(stopClock.elapsed() < 5000);
        QVERIFY(collected.outcome->stopped);
        QCOMPARE(std::int64_t(collected.records.size()), collected.outcome->dispatched);
        const auto cancelled = std::count_if(collected.records.begin(), collected.records.end(),
                                             [](const RequestRecord &r) { return r.errorClass == ErrorClass::Cancelled; });
        QVERIFY2(cancelled >= 6, qPrintable(QString::number(cancelled)));
        QCOMPARE(controller.progress().failed, std::int64_t(cancelled));
    }

    void aNewRunNeverSeesTheStoppedOnesRecords()
    {
        RunPlan longPlan;
        longPlan.mode = LoadMode::ClosedLoop;
        longPlan.concurrency = {8};
        longPlan.warmup = 0;
        longPlan.durationS = 60;
        MeasuredRunOptions first = userRun({labProfile(m_lab, "first", 20, 60, 20)}, longPlan);
        RunPlan shortPlan = sequentialPlan(0, 5);
        MeasuredRunOptions second = userRun({labProfile(m_lab, "second", 10, 3, 5)}, shortPlan);

        RunController controller;
        controller.setJournalDirectory(m_journals.path());
        QString error;
        QVERIFY2(controller.start(first, &error), qPrintable(error));
        const quint64 firstGeneration = controller.generation();
        QTRY_VERIFY_WITH_TIMEOUT(controller.progress().inFlight >= 8, 10'000);
        // Stop, and start the next run at once: the first one's cancelled records are still draining.
        controller.stop();
        Collector collected;
        collected.attach(controller);
        QVERIFY2(controller.start(second, &error), qPrintable(error));
        QVERIFY(controller.generation() > firstGeneration);
        QTRY_VERIFY_WITH_TIMEOUT(collected.outcome.has_value(), 30'000);
        QCOMPARE(collected.finishedCount, 1); // the replaced run reports nothing
        QCOMPARE(collected.records.size(), std::size_t(5));
        for (const RequestRecord &record : collected.records)
            QCOMPARE(record.provider, std::string("second"));
        QCOMPARE(controller.progress().recorded, 5);
        for (const RequestRecord &record : controller.records())
            QCOMPARE(record.provider, std::string("second"));
    }

    void refusesWhatCannotRun()
    {
        RunController controller;
        controller.setJournalDirectory(m_journals.path());
        QString error;
        QVERIFY(!controller.start(MeasuredRunOptions{}, &error));
        QVERIFY(!error.isEmpty());
        RunPlan bad;
        bad.mode = LoadMode::ClosedLoop;
        bad.concurrency = {};
        MeasuredRunOptions spec = userRun({labProfile(m_lab, "x", 10, 2, 5)}, bad);
        error.clear();
        QVERIFY(!controller.start(spec, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!controller.isRunning());
        // A journal that cannot be written stops the run before the first request.
        controller.setJournalDirectory(QStringLiteral("/proc/no-such-dir"));
        MeasuredRunOptions fine = userRun({labProfile(m_lab, "x", 10, 2, 5)}, sequentialPlan(0, 1));
        QVERIFY(!controller.start(fine, &error));
        QVERIFY(error.contains(QStringLiteral("journal")));
    }

    void estimatesFollowThePlan()
    {
        QCOMPARE(*planExtent(sequentialPlan(2, 10), 3).requests, 36);
        RunPlan closed;
        closed.mode = LoadMode::ClosedLoop;
        closed.concurrency = {1, 10};
        closed.warmup = 1;
        closed.requests = 20;
        // c1: 1 warm-up + 20; c10: one warm-up per worker + 20; three providers.
        QCOMPARE(*planExtent(closed, 3).requests, (21 + 30) * 3);
        closed.durationS = 30;
        const PlanExtent timed = planExtent(closed, 3);
        QVERIFY(!timed.requests);
        QCOMPARE(*timed.measuredSeconds, 60.0);
        const ProgressEstimate half = estimateProgress(planExtent(sequentialPlan(0, 10), 1), 5, 2.0);
        QCOMPARE(half.fraction, 0.5);
        QCOMPARE(*half.etaS, 2.0);
        QVERIFY(!estimateProgress(planExtent(sequentialPlan(0, 10), 1), 0, 0).etaS);
    }

    void judgesTheClientsHealth()
    {
        QCOMPARE(judgeHealth(HealthWindow{}, std::nullopt).light, HealthLight::Unknown);
        HealthSample idle;
        idle.cores = 2;
        idle.clientCpuPercent = 20;
        idle.busiestThreadPercent = 15;
        idle.machineBusyPercent = 12;
        idle.othersCpuPercent = 4;
        idle.wakeLagMs = 0.3;
        const auto window = [](const HealthSample &sample, float wakeMs) {
            HealthWindow w;
            w.samples.assign(8, sample);
            w.wakeLagsMs.assign(200, wakeMs);
            return w;
        };
        QCOMPARE(judgeHealth(window(idle, 0.3f), 1.0).light, HealthLight::Green);
        QCOMPARE(judgeHealth(window(idle, 0.3f), 25.0).light, HealthLight::Red); // requests leave late, nobody else busy
        HealthSample hog = idle; // another process holds both cores: the machine, not the client
        hog.othersCpuPercent = 190;
        hog.machineBusyPercent = 100;
        QCOMPARE(judgeHealth(window(hog, 8.0f), 1.0).light, HealthLight::Amber);
        QCOMPARE(judgeHealth(window(hog, 8.0f), 1.0).summary.state, HealthState::MachineBusy);
        HealthSample saturated = idle; // the client's own thread has no slack
        saturated.busiestThreadPercent = 99;
        saturated.clientCpuPercent = 120;
        QCOMPARE(judgeHealth(window(saturated, 0.5f), 1.0).light, HealthLight::Red);
        HealthSample full = idle; // the client fills the machine and wakes late
        full.clientCpuPercent = 195;
        full.machineBusyPercent = 100;
        QCOMPARE(judgeHealth(window(full, 9.0f), 1.0).summary.state, HealthState::ClientSaturated);
    }

private:
    LabServer m_lab;
    QTemporaryDir m_journals;
};

QTEST_MAIN(TestRunController)
#include "tst_runcontroller.moc"
