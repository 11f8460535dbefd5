// The method's ten-point release checklist: what the plan decides before a run, what the records
// decide after it, and what only the user can tick.
#include "engine/readyplan.h"
#include "model/requestrecord.h"
#include "model/rundescription.h"
#include "stats/releasechecklist.h"

#include <QTest>

#include <nlohmann/json.hpp>

using namespace ttft;

namespace {

constexpr std::int64_t kMs = 1'000'000;
constexpr std::int64_t kBase = 9'000'000'000'000;

// A plan that passes everything the plan can decide: warm-up 5, c1 and c10, 100 measured requests
// each, one model, max_tokens and temperature set, a note on the network.
RunDescription goodRun()
{
    RunDescription run;
    for (const char *name : {"A", "B"}) {
        ProviderProfile profile;
        profile.name = name;
        profile.model = "same-model";
        run.providers.push_back(profile);
    }
    run.workload.templateName = "voice";
    run.workload.maxTokens = 128;
    run.workload.temperature = 0.0;
    run.plan.mode = LoadMode::ClosedLoop;
    run.plan.warmup = 5;
    run.plan.concurrency = {1, 10};
    run.plan.requests = 100;
    run.environment.note = "office fibre, Hangzhou";
    return run;
}

const CheckItem &itemOf(const std::vector<CheckItem> &items, CheckId id)
{
    for (const CheckItem &item : items) {
        if (item.id == id)
            return item;
    }
    qFatal("check missing");
}

CheckState stateOf(const RunDescription &run, CheckId id, const std::vector<RequestRecord> *records = nullptr,
                   const ChecklistTicks &ticks = {})
{
    return itemOf(evaluateReleaseChecklist(run, records, ticks), id).state;
}

// A streamed answer: 11 tokens, answer events 20 ms apart after TTFT 100 ms.
RequestRecord streamed(const std::string &provider, const std::string &cell, int concurrency, bool warmup, double lagMs = 0.2)
{
    RequestRecord r;
    r.provider = provider;
    r.cell = cell;
    r.concurrency = concurrency;
    r.warmup = warmup;
    r.runStartNs = kBase;
    r.startNs = kBase + 5 * kMs;
    r.intendedNs = r.startNs - std::int64_t(lagMs * kMs);
    r.firstOutputNs = r.firstAnswerNs = r.startNs + 100 * kMs;
    for (int i = 0; i < 10; ++i)
        r.answerEventNs.push_back(r.firstAnswerNs + i * 20 * kMs);
    r.lastAnswerNs = r.answerEventNs.back();
    r.endNs = r.lastAnswerNs + kMs;
    r.outputTokens = 11;
    r.outputTokensSource = "usage";
    r.httpStatus = 200;
    return r;
}

// The same answer held back by a proxy: all events in a 0.1 ms burst at the end.
RequestRecord buffered(const std::string &provider, const std::string &cell, int concurrency)
{
    RequestRecord r = streamed(provider, cell, concurrency, false);
    r.answerEventNs.clear();
    for (int i = 0; i < 10; ++i)
        r.answerEventNs.push_back(r.startNs + 900 * kMs + i * 10'000);
    r.firstAnswerNs = r.firstOutputNs = r.answerEventNs.front();
    r.lastAnswerNs = r.answerEventNs.back();
    r.endNs = r.lastAnswerNs + kMs;
    return r;
}

// `warmup` warm-up and `measured` measured requests per provider (A, B) and cell (c1, c10).
std::vector<RequestRecord> sweep(int warmup, int measured)
{
    std::vector<RequestRecord> records;
    for (const auto &[cell, concurrency] : {std::pair<std::string, int>{"c1", 1}, {"c10", 10}}) {
        for (const char *provider : {"A", "B"}) {
            for (int i = 0; i < warmup; ++i)
                records.push_back(streamed(provider, cell, concurrency, true));
            for (int i = 0; i < measured; ++i)
                records.push_back(streamed(provider, cell, concurrency, false));
        }
    }
    return records;
}

} // namespace

class TestReleaseChecklist : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The plan the tool offers passes every item the plan decides; the rest wait for the data or
    // say what only the user can settle, and how.
    void readyPlanPassesItsOwnChecklist()
    {
        RunDescription run;
        run.workload = readyWorkload();
        run.plan = readyPlan();
        for (const char *model : {"lab-fast", "lab-steady", "lab-slow"}) {
            ProviderProfile profile;
            profile.name = std::string("lab/") + model;
            profile.model = model;
            run.providers.push_back(profile);
        }
        for (const CheckItem &item : evaluateReleaseChecklist(run, nullptr)) {
            const QString what = checkTitle(item.id) + QStringLiteral(": ") + item.reason;
            QVERIFY2(item.state != CheckState::Fail, qPrintable(what));
            if (item.state == CheckState::NeedsUser)
                QVERIFY2(!item.hint.isEmpty() && item.userDecidable, qPrintable(what));
        }
        for (CheckId id : {CheckId::Warmup, CheckId::Percentiles, CheckId::ConcurrencyRounds})
            QCOMPARE(itemOf(evaluateReleaseChecklist(run, nullptr), id).state, CheckState::Pass);
        // The same models would settle item 2 from the plan; the lab's three differ by design.
        QCOMPARE(itemOf(evaluateReleaseChecklist(run, nullptr), CheckId::SameWorkload).state, CheckState::NeedsUser);
        QCOMPARE(itemOf(evaluateReleaseChecklist(run, nullptr), CheckId::Environment).state, CheckState::NeedsUser);
        run.environment.note = "office fibre, Hangzhou";
        QCOMPARE(itemOf(evaluateReleaseChecklist(run, nullptr), CheckId::Environment).state, CheckState::Pass);
    }

    void tenChecksInTheMethodsOrder()
    {
        const auto items = evaluateReleaseChecklist(goodRun(), nullptr);
        QCOMPARE(int(items.size()), kCheckCount);
        for (int i = 0; i < kCheckCount; ++i) {
            QCOMPARE(int(items[std::size_t(i)].id), i + 1);
            QVERIFY(!items[std::size_t(i)].reason.isEmpty());
            QVERIFY(!checkTitle(items[std::size_t(i)].id).isEmpty());
        }
        const nlohmann::json json = toJson(items);
        QCOMPARE(json.size(), std::size_t(kCheckCount));
        QCOMPARE(json[0]["key"].get<std::string>(), std::string("warmup"));
        QCOMPARE(json[9]["key"].get<std::string>(), std::string("server_cross_check"));
    }

    // Before a run the plan decides what it can; what only data shows is pending.
    void planAlone()
    {
        const auto items = evaluateReleaseChecklist(goodRun(), nullptr);
        const auto expect = [&](CheckId id, CheckState state, CheckSource source) {
            const CheckItem &item = itemOf(items, id);
            QVERIFY2(item.state == state, qPrintable(QString::fromLatin1(checkKey(id)) + QStringLiteral(": ") + item.reason));
            QCOMPARE(item.source, source);
        };
        expect(CheckId::Warmup, CheckState::Pass, CheckSource::Plan);
        expect(CheckId::SameWorkload, CheckState::Pass, CheckSource::Plan);
        expect(CheckId::Streaming, CheckState::Pending, CheckSource::None);
        expect(CheckId::MetricsRecorded, CheckState::Pending, CheckSource::None);
        expect(CheckId::Percentiles, CheckState::Pass, CheckSource::Plan);
        expect(CheckId::Environment, CheckState::Pass, CheckSource::Plan);
        expect(CheckId::RealisticPrompts, CheckState::NeedsUser, CheckSource::None);
        expect(CheckId::ConcurrencyRounds, CheckState::Pass, CheckSource::Plan);
        expect(CheckId::ClientHealth, CheckState::Pending, CheckSource::None);
        expect(CheckId::ServerCrossCheck, CheckState::Pending, CheckSource::None);
        QVERIFY(itemOf(items, CheckId::RealisticPrompts).reason.contains(QStringLiteral("\"voice\"")));
    }

    void warmupFollowsThePlan()
    {
        RunDescription run = goodRun();
        run.plan.warmup = 3;
        const CheckItem item = itemOf(evaluateReleaseChecklist(run, nullptr), CheckId::Warmup);
        QCOMPARE(item.state, CheckState::Fail);
        QCOMPARE(item.reason, QStringLiteral("Warm-up is 3 requests; the method asks for at least 5."));
        QVERIFY(!item.hint.isEmpty());
        run.plan.warmup = 5;
        QCOMPARE(stateOf(run, CheckId::Warmup), CheckState::Pass);
    }

    // A conversation run warms each user's connection with its own first request, and its
    // workload is spoken turns with the model's replies, not a hand-made prompt.
    void conversationRunsWarmUpPerUser()
    {
        RunDescription run = goodRun();
        run.plan.warmup = 0;
        run.plan.mode = LoadMode::ClosedLoop;
        run.plan.conversations.users = 4;
        run.plan.conversations.turns = 10;
        const auto items = evaluateReleaseChecklist(run, nullptr);
        QCOMPARE(itemOf(items, CheckId::Warmup).state, CheckState::Pass);
        QVERIFY(itemOf(items, CheckId::Warmup).reason.contains(QStringLiteral("4 users")));
        const CheckItem prompts = itemOf(items, CheckId::RealisticPrompts);
        QCOMPARE(prompts.state, CheckState::NeedsUser);
        QVERIFY2(prompts.reason.startsWith(QStringLiteral("The workload is conversations of 10 turns")), qPrintable(prompts.reason));
    }

    void concurrencyRoundsFollowThePlan()
    {
        RunDescription run = goodRun();
        run.plan.concurrency = {1};
        QCOMPARE(stateOf(run, CheckId::ConcurrencyRounds), CheckState::Fail);
        QVERIFY(itemOf(evaluateReleaseChecklist(run, nullptr), CheckId::ConcurrencyRounds).reason.contains(QStringLiteral("Only concurrency 1")));
        run.plan.concurrency.push_back(10);
        QCOMPARE(stateOf(run, CheckId::ConcurrencyRounds), CheckState::Pass);
        run.plan.concurrency = {10};
        QCOMPARE(stateOf(run, CheckId::ConcurrencyRounds), CheckState::Fail);
        run.plan = sequentialPlan(5, 100);
        QCOMPARE(stateOf(run, CheckId::ConcurrencyRounds), CheckState::Fail);
        run.plan.mode = LoadMode::OpenLoop;
        run.plan.rates = {2};
        QCOMPARE(stateOf(run, CheckId::ConcurrencyRounds), CheckState::Fail);
    }

    void percentilesNeedEnoughRequests()
    {
        RunDescription run = goodRun();
        run.plan = sequentialPlan(5, 20);
        CheckItem item = itemOf(evaluateReleaseChecklist(run, nullptr), CheckId::Percentiles);
        QCOMPARE(item.state, CheckState::Fail);
        QVERIFY2(item.reason.contains(QStringLiteral("20")) && item.reason.contains(QStringLiteral("30")), qPrintable(item.reason));
        // 30: P50 and P95 hold, and the item says what a P99 needs.
        run.plan.rounds = 30;
        item = itemOf(evaluateReleaseChecklist(run, nullptr), CheckId::Percentiles);
        QCOMPARE(item.state, CheckState::Pass);
        QVERIFY2(item.reason.contains(QStringLiteral("A P99 needs 100")), qPrintable(item.reason));
        run.plan.rounds = 100;
        QCOMPARE(stateOf(run, CheckId::Percentiles), CheckState::Pass);
        // Bounded by time: the count depends on the latency, known after the run.
        run.plan = goodRun().plan;
        run.plan.durationS = 60;
        QCOMPARE(stateOf(run, CheckId::Percentiles), CheckState::Pending);
    }

    void sameWorkload()
    {
        RunDescription run = goodRun();
        run.workload.maxTokens.reset();
        CheckItem item = itemOf(evaluateReleaseChecklist(run, nullptr), CheckId::SameWorkload);
        QCOMPARE(item.state, CheckState::Fail);
        QVERIFY(item.reason.contains(QStringLiteral("max_tokens is not set")));

        run = goodRun();
        run.providers[1].extraBody = {{"temperature", 0.7}};
        item = itemOf(evaluateReleaseChecklist(run, nullptr), CheckId::SameWorkload);
        QCOMPARE(item.state, CheckState::Fail);
        QVERIFY2(item.reason.contains(QStringLiteral("B overrides temperature")), qPrintable(item.reason));

        // Models differ by provider as a rule: the user confirms they are the ones to compare.
        run = goodRun();
        run.providers[1].model = "other-model";
        item = itemOf(evaluateReleaseChecklist(run, nullptr), CheckId::SameWorkload);
        QCOMPARE(item.state, CheckState::NeedsUser);
        QVERIFY(item.userDecidable);
        QVERIFY2(item.reason.contains(QStringLiteral("A: same-model")) && item.reason.contains(QStringLiteral("B: other-model")),
                 qPrintable(item.reason));
        ChecklistTicks ticks;
        ticks.set(CheckId::SameWorkload, true);
        item = itemOf(evaluateReleaseChecklist(run, nullptr, ticks), CheckId::SameWorkload);
        QCOMPARE(item.state, CheckState::Pass);
        QCOMPARE(item.source, CheckSource::User);

        run.providers.pop_back();
        QCOMPARE(stateOf(run, CheckId::SameWorkload), CheckState::NotApplicable);
    }

    void environmentNote()
    {
        RunDescription run = goodRun();
        run.environment.note.clear();
        // Only the user knows where the client ran: the item says how to record it, or a tick settles it.
        const CheckItem item = itemOf(evaluateReleaseChecklist(run, nullptr), CheckId::Environment);
        QCOMPARE(item.state, CheckState::NeedsUser);
        QVERIFY2(item.hint.contains(QStringLiteral("--note")), qPrintable(item.hint));
        ChecklistTicks ticks;
        ticks.set(CheckId::Environment, true);
        QCOMPARE(stateOf(run, CheckId::Environment, nullptr, ticks), CheckState::Pass);
    }

    // Ticks decide only the checks that need the user; a tick elsewhere changes nothing.
    void ticks()
    {
        RunDescription run = goodRun();
        run.plan.warmup = 1;
        ChecklistTicks ticks;
        ticks.set(CheckId::RealisticPrompts, true);
        ticks.set(CheckId::Warmup, true);
        const auto items = evaluateReleaseChecklist(run, nullptr, ticks);
        QCOMPARE(itemOf(items, CheckId::RealisticPrompts).state, CheckState::Pass);
        QCOMPARE(itemOf(items, CheckId::RealisticPrompts).source, CheckSource::User);
        QCOMPARE(itemOf(items, CheckId::Warmup).state, CheckState::Fail);

        const nlohmann::json json = toJson(ticks);
        QVERIFY(json == (nlohmann::json{{"realistic_prompts", true}, {"warmup", true}}));
        std::string error;
        QVERIFY(checklistTicksFromJson(json, &error) == ticks);
        QVERIFY(error.empty());
        const ChecklistTicks read = checklistTicksFromJson(nlohmann::json{{"realistic_prompts", false}, {"later_check", true}});
        QVERIFY(read.ticked.empty());
    }

    // After a run the records decide.
    void recordsDecide()
    {
        const RunDescription run = goodRun();
        std::vector<RequestRecord> records = sweep(5, 100);
        auto items = evaluateReleaseChecklist(run, &records);
        QCOMPARE(itemOf(items, CheckId::Warmup).source, CheckSource::Data);
        QCOMPARE(itemOf(items, CheckId::Warmup).state, CheckState::Pass);
        QCOMPARE(itemOf(items, CheckId::Streaming).state, CheckState::Pass);
        QCOMPARE(itemOf(items, CheckId::MetricsRecorded).state, CheckState::Pass);
        QCOMPARE(itemOf(items, CheckId::Percentiles).state, CheckState::Pass);
        QCOMPARE(itemOf(items, CheckId::ConcurrencyRounds).state, CheckState::Pass);
        QCOMPARE(itemOf(items, CheckId::ClientHealth).state, CheckState::Pass);
        QVERIFY(itemOf(items, CheckId::ClientHealth).reason.contains(QStringLiteral("0.2 ms")));
        QCOMPARE(itemOf(items, CheckId::ServerCrossCheck).state, CheckState::NeedsUser);

        // A stopped run: one group with fewer warm-up requests than planned.
        std::vector<RequestRecord> shortWarmup = sweep(5, 100);
        int dropped = 0; // outside the predicate: remove_if may copy it
        shortWarmup.erase(std::remove_if(shortWarmup.begin(), shortWarmup.end(),
                                         [&dropped](const RequestRecord &r) {
                                             return r.warmup && r.provider == "B" && r.cell == "c10" && dropped++ < 3;
                                         }),
                          shortWarmup.end());
        CheckItem item = itemOf(evaluateReleaseChecklist(run, &shortWarmup), CheckId::Warmup);
        QCOMPARE(item.state, CheckState::Fail);
        QCOMPARE(item.reason, QStringLiteral("B at c10 had a warm-up of 2; the method asks for at least 5."));

        // A buffering proxy in front of B.
        records[110] = buffered("B", "c1", 1);
        records.push_back(buffered("B", "c1", 1));
        item = itemOf(evaluateReleaseChecklist(run, &records), CheckId::Streaming);
        QCOMPARE(item.state, CheckState::Fail);
        QVERIFY2(item.reason.contains(QStringLiteral("B: 2 of")), qPrintable(item.reason));

        // Too few for a P99 in one group: P50 and P95 still hold, and the item says so.
        std::vector<RequestRecord> few = sweep(5, 100);
        dropped = 0;
        few.erase(std::remove_if(few.begin(), few.end(), [&dropped](const RequestRecord &r) {
                      return !r.warmup && r.provider == "A" && r.cell == "c1" && dropped++ < 40;
                  }),
                  few.end());
        item = itemOf(evaluateReleaseChecklist(run, &few), CheckId::Percentiles);
        QCOMPARE(item.state, CheckState::Pass);
        QVERIFY2(item.reason.contains(QStringLiteral("at least 60 successful")) && item.reason.contains(QStringLiteral("A P99 needs 100")),
                 qPrintable(item.reason));
        // Too few even for a P95.
        dropped = 0;
        few.erase(std::remove_if(few.begin(), few.end(), [&dropped](const RequestRecord &r) {
                      return !r.warmup && r.provider == "A" && r.cell == "c1" && dropped++ < 40;
                  }),
                  few.end());
        item = itemOf(evaluateReleaseChecklist(run, &few), CheckId::Percentiles);
        QCOMPARE(item.state, CheckState::Fail);
        QVERIFY2(item.reason.startsWith(QStringLiteral("A at c1 has 20 successful")), qPrintable(item.reason));
        QVERIFY2(item.reason.contains(QStringLiteral("Its P95 TTFT is 100.0 ms")), qPrintable(item.reason));

        // Output length missing: TPOT and output length cannot be known.
        std::vector<RequestRecord> noUsage = sweep(5, 100);
        noUsage[7].outputTokens.reset();
        item = itemOf(evaluateReleaseChecklist(run, &noUsage), CheckId::MetricsRecorded);
        QCOMPARE(item.state, CheckState::Fail);
        QVERIFY2(item.reason.contains(QStringLiteral("output length missing in 1 of 400")), qPrintable(item.reason));

        // An answer that is a tool call has no text, so no TTFT or TPOT to miss; a text answer
        // without them still fails.
        std::vector<RequestRecord> tools = sweep(5, 100);
        for (const std::size_t i : {std::size_t(7), std::size_t(8)}) {
            tools[i].firstAnswerNs = tools[i].firstSentenceNs = tools[i].lastAnswerNs = -1;
            tools[i].answerEventNs.clear();
            tools[i].finishReasons = {"tool_calls"};
        }
        item = itemOf(evaluateReleaseChecklist(run, &tools), CheckId::MetricsRecorded);
        QCOMPARE(item.state, CheckState::Pass);
        QVERIFY2(item.reason.contains(QStringLiteral("2 of them answered with a tool call")), qPrintable(item.reason));
        tools[8].finishReasons = {"stop"};
        item = itemOf(evaluateReleaseChecklist(run, &tools), CheckId::MetricsRecorded);
        QCOMPARE(item.state, CheckState::Fail);
        QVERIFY2(item.reason.contains(QStringLiteral("TTFT missing in 1 of")), qPrintable(item.reason));

        // Only c1 was run: the data says so even though the plan had c10.
        std::vector<RequestRecord> single = sweep(5, 100);
        single.erase(std::remove_if(single.begin(), single.end(), [](const RequestRecord &r) { return r.cell == "c10"; }),
                     single.end());
        QCOMPARE(stateOf(run, CheckId::ConcurrencyRounds, &single), CheckState::Fail);
    }

    void clientHealth()
    {
        const RunDescription run = goodRun();
        std::vector<RequestRecord> records = sweep(5, 100);
        for (std::size_t i = 0; i < records.size(); i += 10)
            records[i].intendedNs = records[i].startNs - 40 * kMs; // every tenth left 40 ms late
        CheckItem item = itemOf(evaluateReleaseChecklist(run, &records), CheckId::ClientHealth);
        QCOMPARE(item.state, CheckState::Fail);
        QVERIFY2(item.reason.contains(QStringLiteral("40.0 ms")), qPrintable(item.reason));

        // The run's health summary, when kept, is the fuller judge.
        HealthSummary health;
        health.samples = 40;
        health.cores = 2;
        health.state = HealthState::ClientSaturated;
        health.causes = {HealthCause::ClientCpu};
        health.clientCpuP90Percent = 194;
        records = sweep(5, 100);
        item = itemOf(evaluateReleaseChecklist(run, &records, {}, health), CheckId::ClientHealth);
        QCOMPARE(item.state, CheckState::Fail);
        QVERIFY2(item.reason.contains(QStringLiteral("97 % of all 2 cores")), qPrintable(item.reason));
        health.state = HealthState::Ok;
        health.causes.clear();
        QCOMPARE(itemOf(evaluateReleaseChecklist(run, &records, {}, health), CheckId::ClientHealth).state, CheckState::Pass);
        // A busy machine is not the client's fault: the item passes and says what was busy.
        health.state = HealthState::MachineBusy;
        health.causes = {HealthCause::OthersCpu};
        health.othersCpuP90Percent = 180;
        item = itemOf(evaluateReleaseChecklist(run, &records, {}, health), CheckId::ClientHealth);
        QCOMPARE(item.state, CheckState::Pass);
        QVERIFY2(item.reason.contains(QStringLiteral("other processes (180 %")), qPrintable(item.reason));
        // A schema-2 session's verdict reads back with its words.
        const std::optional<HealthSummary> legacy = healthFromJson(nlohmann::json{
            {"samples", 40}, {"client_bound", true}, {"reasons", {"the client used 97% of all CPU cores at its peak"}}});
        QVERIFY(legacy && legacy->clientBound());
        item = itemOf(evaluateReleaseChecklist(run, &records, {}, legacy), CheckId::ClientHealth);
        QVERIFY2(item.state == CheckState::Fail && item.reason.contains(QStringLiteral("97%")), qPrintable(item.reason));
    }

    void serverCrossCheck()
    {
        const RunDescription run = goodRun();
        std::vector<RequestRecord> records = sweep(5, 100);
        ChecklistTicks ticks;
        ticks.set(CheckId::ServerCrossCheck, true);
        CheckItem item = itemOf(evaluateReleaseChecklist(run, &records, ticks), CheckId::ServerCrossCheck);
        QCOMPARE(item.state, CheckState::Pass);
        QCOMPARE(item.source, CheckSource::User);

        for (std::size_t i = 0; i < 50; ++i) {
            records[i].server.ttftMs = 80;
            records[i].server.source = "log";
        }
        item = itemOf(evaluateReleaseChecklist(run, &records), CheckId::ServerCrossCheck);
        QCOMPARE(item.state, CheckState::Pass);
        QCOMPARE(item.source, CheckSource::Data);
        QVERIFY2(item.reason.contains(QStringLiteral("45 of 400")) && item.reason.contains(QStringLiteral("log")),
                 qPrintable(item.reason)); // the first 5 of them were warm-up
    }
};

QTEST_GUILESS_MAIN(TestReleaseChecklist)
#include "tst_releasechecklist.moc"
