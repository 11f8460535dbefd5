// Use-case scenarios: presets, verdicts at their boundaries, the evidence each verdict shows, and
// edited limits, on synthetic records whose figures are known exactly.
#include "model/requestrecord.h"
#include "stats/scenario.h"

#include <QTest>

#include <nlohmann/json.hpp>

using namespace ttft;

namespace {

constexpr std::int64_t kMs = 1'000'000;
constexpr std::int64_t kBase = 5'000'000'000'000;

struct Where {
    std::string provider = "A";
    std::string cell = "c1";
    int concurrency = 1;
};

// A successful request: first answer text at `ttftMs`, first sentence at `ttfsMs` (0: none),
// last byte at `e2eMs`, all from its start.
RequestRecord success(const Where &where, double ttftMs, double ttfsMs = 0, double e2eMs = 0, bool warmup = false)
{
    RequestRecord r;
    r.provider = where.provider;
    r.cell = where.cell;
    r.concurrency = where.concurrency;
    r.warmup = warmup;
    r.runStartNs = kBase;
    r.startNs = kBase + 10 * kMs;
    r.intendedNs = r.startNs;
    r.firstOutputNs = r.startNs + std::int64_t(ttftMs * kMs);
    r.firstAnswerNs = r.firstOutputNs;
    if (ttfsMs > 0)
        r.firstSentenceNs = r.startNs + std::int64_t(ttfsMs * kMs);
    r.endNs = r.startNs + std::int64_t((e2eMs > 0 ? e2eMs : ttftMs + 100) * kMs);
    r.lastAnswerNs = r.endNs;
    r.outputTokens = 11;
    r.outputTokensSource = "usage";
    r.httpStatus = 200;
    return r;
}

RequestRecord failure(const Where &where)
{
    RequestRecord r = success(where, 1);
    r.firstAnswerNs = r.firstOutputNs = -1;
    r.errorClass = ErrorClass::HttpServer;
    r.httpStatus = 503;
    return r;
}

const ProviderVerdict *verdictOf(const ScenarioResult &result, const std::string &provider)
{
    for (const ProviderVerdict &verdict : result.providers) {
        if (verdict.provider == provider)
            return &verdict;
    }
    return nullptr;
}

} // namespace

class TestScenarios : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void presetsAreTheMethods()
    {
        const auto presets = scenarioPresets();
        QCOMPARE(presets.size(), std::size_t(5));
        const Scenario qa = scenarioPreset(ScenarioKind::SimpleQa);
        QCOMPARE(qa.limits.size(), std::size_t(1));
        QVERIFY(qa.limits[0] == (ScenarioLimit{ScenarioMetric::Ttft, ScenarioStatistic::Mean, 500}));
        QCOMPARE(qa.load, ScenarioLoad::SingleConcurrency);
        QVERIFY(scenarioPreset(ScenarioKind::MultiTurn).limits[0]
                == (ScenarioLimit{ScenarioMetric::Ttft, ScenarioStatistic::P95, 800}));
        const Scenario service = scenarioPreset(ScenarioKind::HighConcurrency);
        QVERIFY(service.limits[0] == (ScenarioLimit{ScenarioMetric::Ttft, ScenarioStatistic::P99, 1000}));
        QVERIFY(service.alertOnFail);
        QCOMPARE(service.load, ScenarioLoad::HighestLoad);
        const Scenario voice = scenarioPreset(ScenarioKind::VoiceIntercom);
        QVERIFY(voice.limits[0] == (ScenarioLimit{ScenarioMetric::Ttfs, ScenarioStatistic::P95, 700}));
        QVERIFY(voice.rankByFirstLimit);
        // What cannot be judged is said, not hidden.
        QVERIFY(scenarioCaveat(ScenarioKind::ToolAgent).contains(QStringLiteral("not timed")));
        QVERIFY(scenarioCaveat(ScenarioKind::VoiceIntercom).contains(QStringLiteral("TTS")));
        QVERIFY(scenarioCaveat(ScenarioKind::SimpleQa).isEmpty());
        const Scenario agent = scenarioPreset(ScenarioKind::ToolAgent);
        QVERIFY(std::any_of(agent.shown.begin(), agent.shown.end(),
                            [](const ScenarioFigure &figure) { return figure.metric == ScenarioMetric::E2e; }));
    }

    // Mean TTFT exactly at the limit is met; a microsecond above is not.
    void meanAtTheBoundary()
    {
        const Scenario qa = scenarioPreset(ScenarioKind::SimpleQa);
        std::vector<RequestRecord> records{success({}, 400), success({}, 600)};
        ScenarioResult result = evaluateScenario(qa, records);
        QCOMPARE(result.providers.size(), std::size_t(1));
        QCOMPARE(*result.providers[0].limits[0].figureMs, 500.0);
        QVERIFY(result.providers[0].limits[0].pass);
        QVERIFY(result.providers[0].pass);

        records[1] = success({}, 600.002);
        result = evaluateScenario(qa, records);
        QCOMPARE(*result.providers[0].limits[0].figureMs, 500.001);
        QVERIFY(!result.providers[0].limits[0].pass);
        QVERIFY(!result.providers[0].pass);
    }

    // The figure is the P95 of the successful measured requests only (numpy's linear method), with
    // the count, the failures and the warm-up left out said in the evidence.
    void evidenceIsExact()
    {
        std::vector<RequestRecord> records;
        for (int ms = 1; ms <= 100; ++ms)
            records.push_back(success({}, ms * 10)); // 10 … 1000 ms
        for (int i = 0; i < 5; ++i)
            records.push_back(success({}, 9000, 0, 0, true)); // warm-up: slow, left out
        records.push_back(failure({}));
        records.push_back(failure({}));

        const ScenarioResult result = evaluateScenario(scenarioPreset(ScenarioKind::MultiTurn), records);
        const ProviderVerdict &verdict = result.providers.at(0);
        QCOMPARE(verdict.measured, std::int64_t(102));
        QCOMPARE(verdict.succeeded, std::int64_t(100));
        QCOMPARE(verdict.failed, std::int64_t(2));
        QCOMPARE(verdict.warmupLeftOut, std::int64_t(5));
        QCOMPARE(*verdict.failureRate, 2.0 / 102.0);
        const LimitVerdict &limit = verdict.limits.at(0);
        QCOMPARE(limit.n, std::int64_t(100));
        // rank 0.95 · 99 = 94.05 → 950 + 0.05 · 10 = 950.5
        QVERIFY(std::abs(*limit.figureMs - 950.5) < 1e-9);
        QVERIFY(!limit.pass); // limit 800 ms
        QCOMPARE(verdict.shown.at(0).figure.statistic, ScenarioStatistic::P50);
        QVERIFY(std::abs(*verdict.shown.at(0).valueMs - 505.0) < 1e-9);

        const QString evidence = describeLimitVerdict(limit, verdict);
        QVERIFY2(evidence.contains(QStringLiteral("950.5 ms")), qPrintable(evidence));
        QVERIFY2(evidence.contains(QStringLiteral("100 successful")), qPrintable(evidence));
        QVERIFY2(evidence.contains(QStringLiteral("2 of 102")), qPrintable(evidence));
        QVERIFY2(evidence.contains(QStringLiteral("2.0 %")), qPrintable(evidence));
        QVERIFY2(evidence.contains(QStringLiteral("≤ 800 ms")), qPrintable(evidence));
        QVERIFY2(evidence.endsWith(QStringLiteral("not met")), qPrintable(evidence));

        const nlohmann::json json = toJson(result);
        const nlohmann::json &provider = json["providers"][0];
        QCOMPARE(provider["measured"].get<int>(), 102);
        QCOMPARE(provider["failed"].get<int>(), 2);
        QCOMPARE(provider["limits"][0]["figure_ms"].get<double>(), 950.5);
        QCOMPARE(provider["limits"][0]["n"].get<int>(), 100);
        QCOMPARE(provider["limits"][0]["limit_ms"].get<double>(), 800.0);
        QCOMPARE(provider["limits"][0]["pass"].get<bool>(), false);
        QVERIFY(provider["limits"][0]["evidence"].get<std::string>().find("950.5 ms") != std::string::npos);
        QCOMPARE(json["scenario"]["kind"].get<std::string>(), std::string("multi_turn"));
    }

    // Editing a limit flips the verdict, at equality and just below it.
    void editedLimitFlipsVerdict()
    {
        std::vector<RequestRecord> records;
        for (int ms = 1; ms <= 100; ++ms)
            records.push_back(success({}, ms * 10));
        Scenario service = scenarioPreset(ScenarioKind::HighConcurrency);
        // P99: rank 98.01 → 990 + 0.01 · 10 = 990.1
        ScenarioResult result = evaluateScenario(service, records);
        QVERIFY(std::abs(*result.providers[0].limits[0].figureMs - 990.1) < 1e-9);
        QVERIFY(result.providers[0].pass);

        service.limits[0].limitMs = 990;
        result = evaluateScenario(service, records);
        QVERIFY(!result.providers[0].pass);
        QVERIFY(!result.providers[0].limits[0].pass);

        service.limits[0].limitMs = *result.providers[0].limits[0].figureMs;
        result = evaluateScenario(service, records);
        QVERIFY(result.providers[0].pass);
    }

    // Voice: judged on TTFS, "as small as possible": providers ranked by it, ties sharing a rank,
    // one with no TTFS at all last.
    void voiceRanksByTtfs()
    {
        std::vector<RequestRecord> records;
        for (int i = 0; i < 20; ++i) {
            records.push_back(success({"slow"}, 300, 900));
            records.push_back(success({"fast"}, 100, 250));
            records.push_back(success({"twin"}, 120, 250));
            records.push_back(success({"mute"}, 100)); // answers never reach a clause
        }
        const ScenarioResult result = evaluateScenario(scenarioPreset(ScenarioKind::VoiceIntercom), records);
        QCOMPARE(verdictOf(result, "fast")->rank, 1);
        QCOMPARE(verdictOf(result, "twin")->rank, 1);
        QCOMPARE(verdictOf(result, "slow")->rank, 3);
        QCOMPARE(verdictOf(result, "mute")->rank, 4);
        QVERIFY(verdictOf(result, "fast")->pass);
        QVERIFY(!verdictOf(result, "slow")->pass); // P95 TTFS 900 > 700
        QVERIFY(!verdictOf(result, "mute")->pass); // nothing proves it met the limit
        QVERIFY(!verdictOf(result, "mute")->limits[0].figureMs);
        QCOMPARE(verdictOf(result, "mute")->limits[0].n, std::int64_t(0));
        QVERIFY(describeLimitVerdict(verdictOf(result, "mute")->limits[0], *verdictOf(result, "mute"))
                    .contains(QStringLiteral("no figure")));
        // Providers keep the records' order; the rank is a column, not a reordering.
        QCOMPARE(result.providers[0].provider, std::string("slow"));
        QCOMPARE(toJson(result)["providers"][0]["rank"].get<int>(), 3);
    }

    // Which cells a scenario counts: single-request rounds for Q&A, the highest load for a service.
    void cellsByLoad()
    {
        std::vector<RequestRecord> records;
        for (int i = 0; i < 10; ++i) {
            records.push_back(success({"A", "c1", 1}, 100));
            records.push_back(success({"A", "c10", 10}, 700));
            records.push_back(success({"B", "c1", 1}, 200));
            records.push_back(success({"B", "c10", 10}, 1500));
        }
        QCOMPARE(scenarioCells(ScenarioLoad::SingleConcurrency, records), std::vector<std::string>{"c1"});
        QCOMPARE(scenarioCells(ScenarioLoad::HighestLoad, records), std::vector<std::string>{"c10"});
        QVERIFY(scenarioCells(ScenarioLoad::AllCells, records).empty());

        const Scenario service = scenarioPreset(ScenarioKind::HighConcurrency);
        const ScenarioResult atTen = evaluateScenario(service, records, scenarioCells(service.load, records));
        QVERIFY(verdictOf(atTen, "A")->pass);
        QVERIFY(!verdictOf(atTen, "B")->pass); // 1,500 ms at c10
        QCOMPARE(verdictOf(atTen, "B")->succeeded, std::int64_t(10));
        const ScenarioResult atOne = evaluateScenario(service, records, {"c1"});
        QVERIFY(verdictOf(atOne, "B")->pass);
        QVERIFY(toJson(atTen)["cells"] == nlohmann::json::array({"c10"}));

        // A run without a single-request round: Q&A counts every cell rather than none.
        std::vector<RequestRecord> loaded{success({"A", "c10", 10}, 100)};
        QVERIFY(scenarioCells(ScenarioLoad::SingleConcurrency, loaded).empty());
    }

    // A provider whose requests all failed has no figure and no pass; its failure rate is 100 %.
    void allFailed()
    {
        std::vector<RequestRecord> records{failure({"down"}), failure({"down"}), success({"up"}, 100)};
        const ScenarioResult result = evaluateScenario(scenarioPreset(ScenarioKind::SimpleQa), records);
        const ProviderVerdict *down = verdictOf(result, "down");
        QVERIFY(down);
        QVERIFY(!down->pass);
        QCOMPARE(*down->failureRate, 1.0);
        QVERIFY(!down->limits[0].figureMs);
        QVERIFY(verdictOf(result, "up")->pass);
    }

    // The agent's tool calls: timed on responses that ended in a tool call and began with it.
    void toolCalls()
    {
        RequestRecord call = success({"agent"}, 1);
        call.firstAnswerNs = -1; // no answer text: the call was the output
        call.firstOutputNs = call.startNs + 300 * kMs;
        call.endNs = call.startNs + 500 * kMs;
        call.finishReasons = {"tool_calls"};
        QCOMPARE(*toolCallStartMs(call), 300.0);
        QCOMPARE(*toolCallMs(call), 200.0);

        RequestRecord anthropic = call;
        anthropic.finishReasons = {"tool_use"};
        anthropic.endNs = call.startNs + 700 * kMs;
        RequestRecord afterReasoning = call; // the first output was reasoning: the call is not stamped
        afterReasoning.firstReasoningNs = afterReasoning.firstOutputNs;
        QVERIFY(!toolCallStartMs(afterReasoning));
        RequestRecord afterText = success({"agent"}, 150); // text first, then a call
        afterText.finishReasons = {"tool_calls"};
        QVERIFY(!toolCallStartMs(afterText));
        RequestRecord answer = success({"agent"}, 150);
        answer.finishReasons = {"stop"};
        QVERIFY(!toolCallMs(answer));

        const std::vector<RequestRecord> records{call, anthropic, afterReasoning, afterText, answer};
        const ScenarioResult result = evaluateScenario(scenarioPreset(ScenarioKind::ToolAgent), records);
        const ProviderVerdict &verdict = result.providers.at(0);
        const auto figure = [&](ScenarioMetric metric) {
            for (const FigureValue &value : verdict.shown) {
                if (value.figure.metric == metric)
                    return value;
            }
            return FigureValue{};
        };
        QCOMPARE(figure(ScenarioMetric::ToolCallStart).n, std::int64_t(2));
        QCOMPARE(*figure(ScenarioMetric::ToolCallStart).valueMs, 300.0);
        QCOMPARE(figure(ScenarioMetric::ToolCall).n, std::int64_t(2));
        QCOMPARE(*figure(ScenarioMetric::ToolCall).valueMs, 300.0); // P50 of 200 and 400
        QCOMPARE(verdict.limits[0].n, std::int64_t(2));           // TTFT: the two text answers
        QCOMPARE(verdict.succeeded, std::int64_t(5));

        // A conversation's tool-call turn: the caller waits from the turn's first request to the
        // follow-up's first answer (150 ms of call, 300 ms of tool, then the follow-up's 200 ms
        // TTFT), not the follow-up's TTFT alone. Its first request has no answer of its own.
        std::vector<RequestRecord> turns;
        for (int i = 0; i < 10; ++i) {
            RequestRecord plain = success({"agent"}, 180);
            plain.turnLeg = TurnLeg::Whole;
            RequestRecord first = call;
            first.turnLeg = TurnLeg::ToolCall;
            RequestRecord followUp = success({"agent"}, 200);
            followUp.turnLeg = TurnLeg::AfterTool;
            followUp.turnStartNs = followUp.startNs - 450 * kMs;
            turns.insert(turns.end(), {plain, first, followUp});
        }
        const ScenarioResult agentResult = evaluateScenario(scenarioPreset(ScenarioKind::ToolAgent), turns);
        const ProviderVerdict &agent = agentResult.providers.at(0);
        QCOMPARE(agent.limits[0].limit.metric, ScenarioMetric::FirstAnswer);
        QCOMPARE(agent.limits[0].n, std::int64_t(20));
        QCOMPARE(*agent.limits[0].figureMs, 650.0); // P95 of ten 180s and ten 650s
        QVERIFY(agent.limits[0].pass);
    }

    void jsonRoundTrip()
    {
        for (const Scenario &preset : scenarioPresets()) {
            Scenario edited = preset;
            edited.limits[0].limitMs = 321;
            std::string error;
            const Scenario read = scenarioFromJson(toJson(edited), &error);
            QVERIFY2(error.empty(), error.c_str());
            QVERIFY(read == edited);
        }
        std::string error;
        const Scenario read = scenarioFromJson(nlohmann::json{{"kind", "voice_intercom"}, {"limits", 3}}, &error);
        QVERIFY(!error.empty());
        QVERIFY(read == scenarioPreset(ScenarioKind::VoiceIntercom)); // the preset's limits kept
        error.clear();
        QCOMPARE(scenarioFromJson(nlohmann::json{{"kind", "nonsense"}}, &error).kind, ScenarioKind::SimpleQa);
        QVERIFY(!error.empty());
    }
};

QTEST_GUILESS_MAIN(TestScenarios)
#include "tst_scenarios.moc"
