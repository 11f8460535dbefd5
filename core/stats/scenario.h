#pragma once

#include <QString>

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ttft {

struct RequestRecord;

// The latency figures a scenario can judge, each over the successful measured requests.
enum class ScenarioMetric {
    Ttft,             // "ttft": start → first answer text
    TtftFromIntended, // "ttft_from_intended": intended start → first answer text (open loop)
    Ttfs,             // "ttfs": start → first speakable clause
    Tpot,             // "tpot": time per output token
    E2e,              // "e2e": start → last byte
    // An agent's tool calls, on the responses that ended in one and began with it (finish reason
    // tool_calls / tool_use; first output neither answer text nor reasoning): the records keep no
    // stamp per tool-call event, but their first output then is the call's first delta.
    ToolCallStart,    // "tool_call_start": start → first tool-call event
    ToolCall,         // "tool_call": first tool-call event → last byte
    // What the user waits for each answer: TTFT, but for a conversation's tool-call turn
    // (model/conversationplan.h) from the turn's first request to its follow-up's first answer
    // text (the request answered with the call has no answer of its own).
    FirstAnswer,      // "first_answer"
};

enum class ScenarioStatistic {
    Mean, // "mean"
    P50,  // "p50"
    P95,  // "p95"
    P99,  // "p99"
};

// The use cases the method names. Each is a preset with limits the user can edit.
enum class ScenarioKind {
    SimpleQa,        // "simple_qa": one question, one answer
    MultiTurn,       // "multi_turn": a conversation with history
    ToolAgent,       // "tool_agent": an agent that calls tools
    HighConcurrency, // "high_concurrency": a service under load
    VoiceIntercom,   // "voice_intercom": a voice agent; the first sentence feeds speech synthesis
};

// Which plan cells a scenario looks at by default: a simple question is asked one at a time, a
// service is judged at its highest load.
enum class ScenarioLoad {
    AllCells,          // "all"
    SingleConcurrency, // "single": concurrency 1 (sequential or c1) when the run has it, else all
    HighestLoad,       // "highest": the highest concurrency (or arrival rate) of the run
};

const char *scenarioMetricName(ScenarioMetric metric);
bool scenarioMetricFromName(const std::string &name, ScenarioMetric &metric);
const char *scenarioStatisticName(ScenarioStatistic statistic);
bool scenarioStatisticFromName(const std::string &name, ScenarioStatistic &statistic);
const char *scenarioKindName(ScenarioKind kind);
bool scenarioKindFromName(const std::string &name, ScenarioKind &kind);
const char *scenarioLoadName(ScenarioLoad load);
bool scenarioLoadFromName(const std::string &name, ScenarioLoad &load);

// For people (translated): "TTFT", "P95", "Simple Q&A", ...
QString scenarioMetricLabel(ScenarioMetric metric);
QString scenarioStatisticLabel(ScenarioStatistic statistic);
QString scenarioTitle(ScenarioKind kind);
QString scenarioDescription(ScenarioKind kind);

// One requirement: `statistic` of `metric` at most `limitMs` (met at equality).
struct ScenarioLimit {
    ScenarioMetric metric = ScenarioMetric::Ttft;
    ScenarioStatistic statistic = ScenarioStatistic::P95;
    double limitMs = 0;

    bool operator==(const ScenarioLimit &) const = default;
};

// A figure shown beside the verdicts, judged by nobody (E2E of an agent, say).
struct ScenarioFigure {
    ScenarioMetric metric = ScenarioMetric::Ttft;
    ScenarioStatistic statistic = ScenarioStatistic::P50;

    bool operator==(const ScenarioFigure &) const = default;
};

struct Scenario {
    ScenarioKind kind = ScenarioKind::SimpleQa;
    std::vector<ScenarioLimit> limits;
    std::vector<ScenarioFigure> shown;
    ScenarioLoad load = ScenarioLoad::AllCells;
    // "As small as possible": providers are ranked by the first limit's figure, lowest first.
    bool rankByFirstLimit = false;
    // A failed limit is an alert (a service that must be watched), not only a miss.
    bool alertOnFail = false;

    bool operator==(const Scenario &) const = default;
};

// The presets, in the method's order: simple Q&A (mean TTFT ≤ 500 ms), multi-turn (P95 TTFT
// ≤ 800 ms), tool-using agent (P95 TTFT ≤ 1,000 ms; tool-call start, tool-call time and E2E shown
// apart), high-concurrency service
// (P99 TTFT ≤ 1,000 ms, alert above), voice intercom (P95 TTFS ≤ 700 ms, providers ranked).
std::vector<Scenario> scenarioPresets();
Scenario scenarioPreset(ScenarioKind kind);

// What a scenario cannot judge from the records, in words (empty when nothing): which tool calls
// the agent's figures can time, speech synthesis's first audio for voice.
QString scenarioCaveat(ScenarioKind kind);

// The plan cells (cellLabel of groupKeyOf) that `load` picks among those of `records`, in order of
// first appearance; empty means every cell.
std::vector<std::string> scenarioCells(ScenarioLoad load, const std::vector<RequestRecord> &records);

struct LimitVerdict {
    ScenarioLimit limit;
    std::optional<double> figureMs; // empty: no request had the metric
    std::int64_t n = 0;             // the requests the figure is computed over
    bool pass = false;              // a limit without a figure is not met (nothing proves it)
};

struct FigureValue {
    ScenarioFigure figure;
    std::optional<double> valueMs;
    std::int64_t n = 0;
};

// The answer ended in a tool call (finish reason tool_calls, tool_use or function_call); and
// whether it was a tool call instead of text (that, or calls kept, and no answer text): such an
// answer has no TTFT or TPOT to miss.
bool endedInToolCall(const RequestRecord &record);
bool answeredWithToolCall(const RequestRecord &record);
// The two tool-call figures of a record (ToolCallStart, ToolCall), when it is a response that
// ended in a tool call and began with it.
std::optional<double> toolCallStartMs(const RequestRecord &record);
std::optional<double> toolCallMs(const RequestRecord &record);

// One provider under one scenario. Counted requests are the measured (non-warm-up) requests of
// the chosen cells that succeeded; failed ones are counted apart and never make a latency figure.
struct ProviderVerdict {
    std::string provider;
    std::int64_t measured = 0;   // non-warm-up requests in the chosen cells
    std::int64_t succeeded = 0;  // of which succeeded: the latency figures' population
    std::int64_t failed = 0;
    std::int64_t warmupLeftOut = 0;
    std::optional<double> failureRate; // failed / measured
    std::vector<LimitVerdict> limits;  // in the scenario's order
    std::vector<FigureValue> shown;
    bool pass = false;                 // every limit met (and at least one request succeeded)
    int rank = 0;                      // 1 = best, when the scenario ranks; 0 otherwise
};

struct ScenarioResult {
    Scenario scenario;
    std::vector<std::string> cells; // the cells counted; empty: all
    std::vector<ProviderVerdict> providers; // in order of first appearance in the records
};

// Judges `scenario` per provider on `records`, over `cells` (empty: all cells).
ScenarioResult evaluateScenario(const Scenario &scenario, const std::vector<RequestRecord> &records,
                                const std::vector<std::string> &cells = {});

// The evidence of one verdict, in words: "P95 TTFT 612.4 ms over 120 successful measured requests
// (warm-up left out, 2 of 122 failed: 1.6 %); limit ≤ 800 ms: met".
QString describeLimitVerdict(const LimitVerdict &verdict, const ProviderVerdict &provider);

// JSON. Scenario: {kind, load, rank_by_first_limit, alert_on_fail, limits: [{metric, statistic,
// limit_ms}], shown: [{metric, statistic}]}. scenarioFromJson never throws: a missing or mistyped
// key keeps the preset's value (of the kind named, else simple Q&A) and is reported in *error.
nlohmann::json toJson(const Scenario &scenario);
Scenario scenarioFromJson(const nlohmann::json &object, std::string *error = nullptr);
// {scenario, cells, providers: [{provider, measured, succeeded, failed, warmup_left_out,
// failure_rate, pass, rank, limits: [{metric, statistic, limit_ms, figure_ms, n, pass, evidence}],
// shown: [{metric, statistic, value_ms, n}]}]}; figures rounded like MetricSummary's.
nlohmann::json toJson(const ScenarioResult &result);

} // namespace ttft
