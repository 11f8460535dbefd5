// A run's guards and repeats against the lab on loopback: the breaker and the error-rate limit stop
// a provider's cell and say why, a throttled answer's Retry-After and the per-minute budget hold
// sends back (and so keep 429s away), and --repeat tags every record and gives each percentile its
// spread across repeats. The lab's rate limits are OpenAI's (lab/labratelimit.h).
#include "engine/engine.h"
#include "lab/labserver.h"
#include "results/runresults.h"
#include "stats/repeatspread.h"
#include "stats/runsummary.h"

#include <QTest>

#include <algorithm>

using namespace ttft;

namespace {

LabModel quickModel(const std::string &name)
{
    LabModel model;
    model.name = name;
    model.fixedOverheadMs = 5;
    model.prefillTokensPerSec = 0;
    model.tpotMs = 2;
    model.outputTokens = 3;
    model.firstTokenJitterMs = 0;
    model.tpotJitterMs = 0;
    return model;
}

ProviderProfile provider(const LabServer &lab, const std::string &name, const std::string &model)
{
    ProviderProfile profile;
    profile.name = name;
    profile.baseUrl = lab.baseUrl().toStdString();
    profile.model = model;
    profile.firstTokenTimeoutMs = 5000;
    profile.totalTimeoutMs = 20000;
    return profile;
}

RunSpec spec(const std::vector<ProviderProfile> &providers, const RunPlan &plan)
{
    RunSpec spec;
    for (const ProviderProfile &profile : providers)
        spec.providers.push_back(EngineProvider{profile, {}});
    spec.workload.messages = nlohmann::json::array({{{"role", "user"}, {"content", "Say hello."}}});
    spec.workload.maxTokens = 3;
    spec.plan = plan;
    return spec;
}

std::int64_t countOf(const std::vector<RequestRecord> &records, const std::string &provider, bool (*what)(const RequestRecord &))
{
    return std::count_if(records.begin(), records.end(), [&](const RequestRecord &r) { return r.provider == provider && what(r); });
}

const GuardEvent *eventOf(const RunOutcome &outcome, GuardEvent::Kind kind, const std::string &provider)
{
    for (const GuardEvent &event : outcome.guardEvents) {
        if (event.kind == kind && event.provider == provider)
            return &event;
    }
    return nullptr;
}

} // namespace

class TestGuards : public QObject
{
    Q_OBJECT

    std::unique_ptr<LabServer> startLab(std::vector<LabModel> models)
    {
        LabConfig config;
        config.models = std::move(models);
        auto lab = std::make_unique<LabServer>(config);
        QString error;
        if (!lab->start(&error))
            return nullptr;
        return lab;
    }

private Q_SLOTS:
    // One provider's every answer is a 503; the breaker stops its cell after five in a row, and the
    // healthy provider beside it runs its whole cell.
    void breakerStopsTheFailingProvider()
    {
        const auto lab = startLab({quickModel("m")});
        QVERIFY(lab);
        ProviderProfile failing = provider(*lab, "failing", "m");
        failing.extraHeaders.emplace_back("X-Lab-Fault", "http-503");
        RunPlan plan;
        plan.mode = LoadMode::ClosedLoop;
        plan.concurrency = {2};
        plan.warmup = 0;
        plan.requests = 40;
        plan.breakerErrors = 5;
        RunOutcome outcome;
        const auto records = runToCompletion(spec({failing, provider(*lab, "healthy", "m")}, plan), &outcome);
        const GuardEvent *stop = eventOf(outcome, GuardEvent::Kind::Breaker, "failing");
        QVERIFY(stop);
        QCOMPARE(stop->count, std::int64_t(5));
        QCOMPARE(stop->cell, std::string("c2"));
        // Five in a row stop it; at most the other worker's request was still on the wire.
        const std::int64_t failingSent = countOf(records, "failing", [](const RequestRecord &) { return true; });
        QVERIFY2(failingSent >= 5 && failingSent <= 7, qPrintable(QString::number(failingSent)));
        QVERIFY(!eventOf(outcome, GuardEvent::Kind::Breaker, "healthy"));
        QCOMPARE(countOf(records, "healthy", [](const RequestRecord &r) { return !r.warmup && !r.failed(); }), std::int64_t(40));
    }

    // Two requests a second allowed, four workers sending as fast as they can: most answers are
    // 429s, throttled apart from the failures, and the error-rate limit stops the cell at 20.
    void errorRateLimitStopsTheCell()
    {
        LabModel limited = quickModel("limited");
        limited.requestsPerMinute = 120;
        const auto lab = startLab({limited});
        QVERIFY(lab);
        RunPlan plan;
        plan.mode = LoadMode::ClosedLoop;
        plan.concurrency = {4};
        plan.warmup = 0;
        plan.requests = 400;
        plan.maxErrorRate = 0.5;
        RunOutcome outcome;
        const auto records = runToCompletion(spec({provider(*lab, "p", "limited")}, plan), &outcome);
        const GuardEvent *stop = eventOf(outcome, GuardEvent::Kind::ErrorRate, "p");
        QVERIFY(stop);
        QCOMPARE(stop->requests, std::int64_t(20));
        QVERIFY(stop->count > 10);
        QVERIFY2(records.size() < 40, qPrintable(QString::number(records.size())));
        const RunSummary summary = summarizeRun(records);
        QVERIFY(summary.throttled > 10);
        QCOMPARE(summary.throttled, summary.errors); // every error was a 429: no failure
        QCOMPARE(summary.failures(), std::int64_t(0));
    }

    // One request a second allowed. Sent back to back, every other one is refused; honouring the
    // 429's Retry-After (1 s) holds the next send back, so fewer are refused, and the run says so.
    void retryAfterHoldsSendsBack()
    {
        LabModel limited = quickModel("limited");
        limited.requestsPerMinute = 60;
        const auto lab = startLab({limited});
        QVERIFY(lab);
        RunPlan plan = sequentialPlan(0, 8);
        RunOutcome eager;
        const auto eagerRecords = runToCompletion(spec({provider(*lab, "p", "limited")}, plan), &eager);
        const std::int64_t eagerThrottled = summarizeRun(eagerRecords).throttled;
        QVERIFY2(eagerThrottled >= 4, qPrintable(QString::number(eagerThrottled)));
        QVERIFY(eager.guardEvents.empty());

        QTest::qWait(1500); // the lab's bucket refills
        plan.honorRetryAfter = true;
        RunOutcome patient;
        const auto patientRecords = runToCompletion(spec({provider(*lab, "p", "limited")}, plan), &patient);
        const std::int64_t patientThrottled = summarizeRun(patientRecords).throttled;
        const GuardEvent *held = eventOf(patient, GuardEvent::Kind::RetryAfter, "p");
        QVERIFY(held);
        // Every 429 held the next send back, but the last one if no send came after it.
        QVERIFY2(held->count == patientThrottled || held->count == patientThrottled - 1,
                 qPrintable(QStringLiteral("%1 holds, %2 throttled").arg(held->count).arg(patientThrottled)));
        QVERIFY2(held->heldMs >= 900.0 * double(held->count), qPrintable(QString::number(held->heldMs)));
        QVERIFY2(patientThrottled < eagerThrottled, qPrintable(QStringLiteral("%1 vs %2").arg(patientThrottled).arg(eagerThrottled)));
    }

    // A client that knows the limit (60 a minute) paces itself under it: no 429 at all. The budget
    // is set a tenth under the limit, as docs/guide/cli.md advises (--max-rpm): the server counts a request when it
    // arrives, and the first one's connection setup delays its arrival more than the next's.
    void budgetKeepsUnderTheLimit()
    {
        LabModel limited = quickModel("limited");
        limited.requestsPerMinute = 60;
        const auto lab = startLab({limited});
        QVERIFY(lab);
        RunPlan plan = sequentialPlan(0, 4);
        plan.maxRequestsPerMinute = 54;
        RunOutcome outcome;
        const auto records = runToCompletion(spec({provider(*lab, "p", "limited")}, plan), &outcome);
        QCOMPARE(records.size(), std::size_t(4));
        QCOMPARE(summarizeRun(records).errors, std::int64_t(0));
        const GuardEvent *held = eventOf(outcome, GuardEvent::Kind::Budget, "p");
        QVERIFY(held);
        QCOMPARE(held->count, std::int64_t(3)); // every send after the first waited for its second
        QVERIFY2(held->heldMs > 3000, qPrintable(QString::number(held->heldMs))); // 3 × 1.11 s, less the answers' time
    }

    // --repeat 3: the plan three times, every record tagged; each percentile gets its spread.
    void repeatsAreTaggedAndSpread()
    {
        const auto lab = startLab({quickModel("m")});
        QVERIFY(lab);
        RunPlan plan = sequentialPlan(1, 5);
        plan.repeats = 3;
        int cellsStarted = 0;
        Engine::Events events;
        std::vector<RequestRecord> records;
        events.onRecord = [&](const RequestRecord &record) { records.push_back(record); };
        events.onCellStarted = [&](const PlanCell &, int index, int count) {
            QCOMPARE(index, cellsStarted);
            QCOMPARE(count, 3);
            ++cellsStarted;
        };
        Engine engine(spec({provider(*lab, "p", "m")}, plan), events);
        const RunOutcome outcome = engine.run();
        QVERIFY(outcome.error.empty());
        QCOMPARE(cellsStarted, 3);
        QCOMPARE(records.size(), std::size_t(18)); // (1 warm-up + 5) × 3
        for (int repeat = 0; repeat < 3; ++repeat)
            QCOMPARE(std::count_if(records.begin(), records.end(), [&](const RequestRecord &r) { return r.repeat == repeat && !r.warmup; }), 5);
        const std::vector<RepeatSpread> spreads = summarizeRepeats(records);
        QCOMPARE(spreads.size(), std::size_t(1));
        QCOMPARE(spreads.front().repeats, 3);
        const RepeatSpread::Figure &p50 = spreads.front().figures.front();
        QCOMPARE(p50.metric, std::string("ttft_ms"));
        QCOMPARE(p50.quantile, std::string("p50"));
        QCOMPARE(p50.perRepeat.size(), std::size_t(3));
        QVERIFY(p50.sd && p50.cv && *p50.min <= *p50.mean && *p50.mean <= *p50.max);
        // A record read back keeps its repeat; one of the first repeat writes none.
        const RequestRecord back = requestRecordFromJson(toJson(records.back(), false));
        QCOMPARE(back.repeat, records.back().repeat);
        QVERIFY(!toJson(records.front(), false).contains("repeat"));
    }
};

QTEST_GUILESS_MAIN(TestGuards)
#include "tst_guards.moc"
