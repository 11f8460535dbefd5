#include "scenario.h"

#include "base/figuretext.h"
#include "base/i18n.h"
#include "groupsummary.h"
#include "metricsummary.h"
#include "model/requestrecord.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <utility>

namespace ttft {

namespace {

template<typename Enum>
struct NameOf {
    Enum value;
    const char *name;
};

constexpr std::array<NameOf<ScenarioMetric>, 8> kMetricNames{{
    {ScenarioMetric::Ttft, "ttft"},
    {ScenarioMetric::TtftFromIntended, "ttft_from_intended"},
    {ScenarioMetric::Ttfs, "ttfs"},
    {ScenarioMetric::Tpot, "tpot"},
    {ScenarioMetric::E2e, "e2e"},
    {ScenarioMetric::ToolCallStart, "tool_call_start"},
    {ScenarioMetric::ToolCall, "tool_call"},
    {ScenarioMetric::FirstAnswer, "first_answer"},
}};
constexpr std::array<NameOf<ScenarioStatistic>, 4> kStatisticNames{{
    {ScenarioStatistic::Mean, "mean"},
    {ScenarioStatistic::P50, "p50"},
    {ScenarioStatistic::P95, "p95"},
    {ScenarioStatistic::P99, "p99"},
}};
constexpr std::array<NameOf<ScenarioKind>, 5> kKindNames{{
    {ScenarioKind::SimpleQa, "simple_qa"},
    {ScenarioKind::MultiTurn, "multi_turn"},
    {ScenarioKind::ToolAgent, "tool_agent"},
    {ScenarioKind::HighConcurrency, "high_concurrency"},
    {ScenarioKind::VoiceIntercom, "voice_intercom"},
}};
constexpr std::array<NameOf<ScenarioLoad>, 3> kLoadNames{{
    {ScenarioLoad::AllCells, "all"},
    {ScenarioLoad::SingleConcurrency, "single"},
    {ScenarioLoad::HighestLoad, "highest"},
}};

template<typename Enum, std::size_t N>
const char *nameIn(const std::array<NameOf<Enum>, N> &names, Enum value)
{
    for (const auto &entry : names) {
        if (entry.value == value)
            return entry.name;
    }
    return "";
}

template<typename Enum, std::size_t N>
bool valueIn(const std::array<NameOf<Enum>, N> &names, const std::string &name, Enum &value)
{
    for (const auto &entry : names) {
        if (name == entry.name) {
            value = entry.value;
            return true;
        }
    }
    return false;
}

std::optional<double> metricOf(const RequestRecord &record, ScenarioMetric metric)
{
    switch (metric) {
    case ScenarioMetric::Ttft: return record.ttftMs();
    case ScenarioMetric::TtftFromIntended: return record.ttftFromIntendedMs();
    case ScenarioMetric::Ttfs: return record.ttfsMs();
    case ScenarioMetric::Tpot: return record.tpotMs();
    case ScenarioMetric::E2e: return record.e2eMs();
    case ScenarioMetric::ToolCallStart: return toolCallStartMs(record);
    case ScenarioMetric::ToolCall: return toolCallMs(record);
    case ScenarioMetric::FirstAnswer: return record.turnLeg == TurnLeg::AfterTool ? record.turnFirstAnswerMs() : record.ttftMs();
    }
    return std::nullopt;
}

// The first output of a response that ended in a tool call, when that output was the call: not
// answer text and not reasoning (whose stamps would then be the same).
std::optional<std::int64_t> toolCallStartNs(const RequestRecord &record)
{
    if (!endedInToolCall(record) || record.firstOutputNs < 0 || record.firstOutputNs == record.firstAnswerNs
        || record.firstOutputNs == record.firstReasoningNs)
        return std::nullopt;
    return record.firstOutputNs;
}

std::optional<double> statisticOf(const MetricSummary &summary, ScenarioStatistic statistic)
{
    switch (statistic) {
    case ScenarioStatistic::Mean: return summary.mean;
    case ScenarioStatistic::P50: return summary.p50;
    case ScenarioStatistic::P95: return summary.p95;
    case ScenarioStatistic::P99: return summary.p99;
    }
    return std::nullopt;
}

// A figure for people: one decimal below 10 s, none above (the limits are in whole ms).
} // namespace

const char *scenarioMetricName(ScenarioMetric metric) { return nameIn(kMetricNames, metric); }
bool scenarioMetricFromName(const std::string &name, ScenarioMetric &metric) { return valueIn(kMetricNames, name, metric); }
const char *scenarioStatisticName(ScenarioStatistic statistic) { return nameIn(kStatisticNames, statistic); }
bool scenarioStatisticFromName(const std::string &name, ScenarioStatistic &statistic)
{
    return valueIn(kStatisticNames, name, statistic);
}
const char *scenarioKindName(ScenarioKind kind) { return nameIn(kKindNames, kind); }
bool scenarioKindFromName(const std::string &name, ScenarioKind &kind) { return valueIn(kKindNames, name, kind); }
const char *scenarioLoadName(ScenarioLoad load) { return nameIn(kLoadNames, load); }
bool scenarioLoadFromName(const std::string &name, ScenarioLoad &load) { return valueIn(kLoadNames, name, load); }

QString scenarioMetricLabel(ScenarioMetric metric)
{
    switch (metric) {
    case ScenarioMetric::Ttft: return Tr::tr("TTFT");
    case ScenarioMetric::TtftFromIntended: return Tr::tr("TTFT from intended start");
    case ScenarioMetric::Ttfs: return Tr::tr("TTFS");
    case ScenarioMetric::Tpot: return Tr::tr("TPOT");
    case ScenarioMetric::E2e: return Tr::tr("E2E");
    case ScenarioMetric::ToolCallStart: return Tr::tr("Tool-call start");
    case ScenarioMetric::ToolCall: return Tr::tr("Tool-call time");
    case ScenarioMetric::FirstAnswer: return Tr::tr("Time to the first answer");
    }
    return {};
}

QString scenarioStatisticLabel(ScenarioStatistic statistic)
{
    switch (statistic) {
    case ScenarioStatistic::Mean: return Tr::tr("Mean");
    case ScenarioStatistic::P50: return Tr::tr("P50");
    case ScenarioStatistic::P95: return Tr::tr("P95");
    case ScenarioStatistic::P99: return Tr::tr("P99");
    }
    return {};
}

QString scenarioTitle(ScenarioKind kind)
{
    switch (kind) {
    case ScenarioKind::SimpleQa: return Tr::tr("Simple Q&A");
    case ScenarioKind::MultiTurn: return Tr::tr("Multi-turn conversation");
    case ScenarioKind::ToolAgent: return Tr::tr("Tool-using agent");
    case ScenarioKind::HighConcurrency: return Tr::tr("High-concurrency service");
    case ScenarioKind::VoiceIntercom: return Tr::tr("Voice intercom");
    }
    return {};
}

QString scenarioDescription(ScenarioKind kind)
{
    switch (kind) {
    case ScenarioKind::SimpleQa:
        return Tr::tr("One question, one answer: the user waits for the first words. Judged on the mean TTFT, "
                      "one request at a time.");
    case ScenarioKind::MultiTurn:
        return Tr::tr("A conversation whose history grows: the slow turns are what users remember. Judged on "
                      "the P95 TTFT.");
    case ScenarioKind::ToolAgent:
        return Tr::tr("An agent that calls tools between answers: the first token starts each step, the whole "
                      "response ends it. Judged on the P95 time to the first answer: TTFT, and for a conversation's "
                      "tool-call turn the whole wait from its first request to the answer after the tool; tool-call "
                      "times and E2E shown apart.");
    case ScenarioKind::HighConcurrency:
        return Tr::tr("A service under load: the tail decides. Judged on the P99 TTFT at the highest load of "
                      "the run; above the limit is an alert.");
    case ScenarioKind::VoiceIntercom:
        return Tr::tr("A voice agent: speech synthesis can start on the first sentence, so TTFS is what the "
                      "caller hears as silence. As small as possible: providers are ranked by it.");
    }
    return {};
}

QString scenarioCaveat(ScenarioKind kind)
{
    switch (kind) {
    case ScenarioKind::ToolAgent:
        return Tr::tr("Tool-call start and time count only responses that ended in a tool call and began with "
                      "it (finish reason tool_calls or tool_use): the records keep no stamp per tool-call event, so a "
                      "call after reasoning or text is not timed. TTFT counts text answers.");
    case ScenarioKind::VoiceIntercom:
        return Tr::tr("Speech synthesis (TTS) first audio is not measured yet: the verdict is on TTFS, when a "
                      "streaming TTS could start speaking.");
    default:
        return {};
    }
}

bool endedInToolCall(const RequestRecord &record)
{
    return std::any_of(record.finishReasons.begin(), record.finishReasons.end(), [](const std::string &reason) {
        return reason == "tool_calls" || reason == "tool_use" || reason == "function_call";
    });
}

bool answeredWithToolCall(const RequestRecord &record)
{
    return record.firstAnswerNs < 0 && (endedInToolCall(record) || !record.toolCalls.empty());
}

std::optional<double> toolCallStartMs(const RequestRecord &record)
{
    const auto callNs = toolCallStartNs(record);
    return callNs ? spanMs(record.startNs, *callNs) : std::nullopt;
}

std::optional<double> toolCallMs(const RequestRecord &record)
{
    const auto callNs = toolCallStartNs(record);
    return callNs ? spanMs(*callNs, record.endNs) : std::nullopt;
}

std::vector<Scenario> scenarioPresets()
{
    std::vector<Scenario> presets;
    for (const auto &entry : kKindNames)
        presets.push_back(scenarioPreset(entry.value));
    return presets;
}

Scenario scenarioPreset(ScenarioKind kind)
{
    Scenario scenario;
    scenario.kind = kind;
    switch (kind) {
    case ScenarioKind::SimpleQa:
        scenario.limits = {{ScenarioMetric::Ttft, ScenarioStatistic::Mean, 500}};
        scenario.shown = {{ScenarioMetric::Ttft, ScenarioStatistic::P95}};
        scenario.load = ScenarioLoad::SingleConcurrency;
        break;
    case ScenarioKind::MultiTurn:
        scenario.limits = {{ScenarioMetric::Ttft, ScenarioStatistic::P95, 800}};
        scenario.shown = {{ScenarioMetric::Ttft, ScenarioStatistic::P50}};
        break;
    case ScenarioKind::ToolAgent:
        // What the user waits: in a run without tool-call turns every request's TTFT.
        scenario.limits = {{ScenarioMetric::FirstAnswer, ScenarioStatistic::P95, 1000}};
        scenario.shown = {{ScenarioMetric::Ttft, ScenarioStatistic::P50},
                          {ScenarioMetric::ToolCallStart, ScenarioStatistic::P50},
                          {ScenarioMetric::ToolCall, ScenarioStatistic::P50},
                          {ScenarioMetric::E2e, ScenarioStatistic::P95}};
        break;
    case ScenarioKind::HighConcurrency:
        scenario.limits = {{ScenarioMetric::Ttft, ScenarioStatistic::P99, 1000}};
        scenario.shown = {{ScenarioMetric::Ttft, ScenarioStatistic::P50}};
        scenario.load = ScenarioLoad::HighestLoad;
        scenario.alertOnFail = true;
        break;
    case ScenarioKind::VoiceIntercom:
        scenario.limits = {{ScenarioMetric::Ttfs, ScenarioStatistic::P95, 700}};
        scenario.shown = {{ScenarioMetric::Ttfs, ScenarioStatistic::P50}, {ScenarioMetric::Ttft, ScenarioStatistic::P50}};
        scenario.rankByFirstLimit = true;
        break;
    }
    return scenario;
}

std::vector<std::string> scenarioCells(ScenarioLoad load, const std::vector<RequestRecord> &records)
{
    if (load == ScenarioLoad::AllCells)
        return {};
    // The cells in order of first appearance, with their load.
    struct Cell {
        std::string label;
        int concurrency = 1;
        std::optional<double> rateRps;
    };
    std::vector<Cell> cells;
    for (const RequestRecord &record : records) {
        const std::string label = cellLabel(groupKeyOf(record));
        if (std::none_of(cells.begin(), cells.end(), [&](const Cell &cell) { return cell.label == label; }))
            cells.push_back({label, record.concurrency, record.rateRps});
    }
    std::vector<std::string> chosen;
    if (load == ScenarioLoad::SingleConcurrency) {
        for (const Cell &cell : cells) {
            if (!cell.rateRps && cell.concurrency == 1)
                chosen.push_back(cell.label);
        }
        return chosen; // none: every cell (the run has no single-request round)
    }
    // Highest load: the open-loop rate when the run has one (the heavier way to load a service),
    // else the highest concurrency.
    double highest = -1;
    bool byRate = std::any_of(cells.begin(), cells.end(), [](const Cell &cell) { return cell.rateRps.has_value(); });
    const auto loadOf = [byRate](const Cell &cell) {
        return byRate ? cell.rateRps.value_or(-1) : double(cell.concurrency);
    };
    for (const Cell &cell : cells)
        highest = std::max(highest, loadOf(cell));
    for (const Cell &cell : cells) {
        if (loadOf(cell) == highest)
            chosen.push_back(cell.label);
    }
    // One cell for the whole run is the same as all of them.
    return chosen.size() == cells.size() ? std::vector<std::string>{} : chosen;
}

ScenarioResult evaluateScenario(const Scenario &scenario, const std::vector<RequestRecord> &records,
                                const std::vector<std::string> &cells)
{
    ScenarioResult result;
    result.scenario = scenario;
    result.cells = cells;

    struct Bucket {
        ProviderVerdict verdict;
        std::vector<const RequestRecord *> succeeded;
    };
    std::vector<Bucket> buckets;
    std::map<std::string, std::size_t> index;
    for (const RequestRecord &record : records) {
        auto [at, inserted] = index.try_emplace(record.provider, buckets.size());
        if (inserted) {
            buckets.emplace_back();
            buckets.back().verdict.provider = record.provider;
        }
        if (!cells.empty() && std::find(cells.begin(), cells.end(), cellLabel(groupKeyOf(record))) == cells.end())
            continue;
        Bucket &bucket = buckets[at->second];
        if (record.warmup) {
            ++bucket.verdict.warmupLeftOut;
            continue;
        }
        ++bucket.verdict.measured;
        if (record.failed()) {
            ++bucket.verdict.failed;
            continue;
        }
        ++bucket.verdict.succeeded;
        bucket.succeeded.push_back(&record);
    }

    const auto summaryOf = [](const Bucket &bucket, ScenarioMetric metric) {
        std::vector<double> values;
        values.reserve(bucket.succeeded.size());
        for (const RequestRecord *record : bucket.succeeded) {
            if (const auto value = metricOf(*record, metric))
                values.push_back(*value);
        }
        return summarizeMetric(std::move(values));
    };

    for (Bucket &bucket : buckets) {
        ProviderVerdict &verdict = bucket.verdict;
        if (verdict.measured > 0)
            verdict.failureRate = double(verdict.failed) / double(verdict.measured);
        verdict.pass = verdict.succeeded > 0;
        for (const ScenarioLimit &limit : scenario.limits) {
            const MetricSummary summary = summaryOf(bucket, limit.metric);
            LimitVerdict limitVerdict;
            limitVerdict.limit = limit;
            limitVerdict.n = summary.count;
            limitVerdict.figureMs = statisticOf(summary, limit.statistic);
            limitVerdict.pass = limitVerdict.figureMs && *limitVerdict.figureMs <= limit.limitMs;
            verdict.pass = verdict.pass && limitVerdict.pass;
            verdict.limits.push_back(limitVerdict);
        }
        for (const ScenarioFigure &figure : scenario.shown) {
            const MetricSummary summary = summaryOf(bucket, figure.metric);
            verdict.shown.push_back(FigureValue{figure, statisticOf(summary, figure.statistic), summary.count});
        }
        result.providers.push_back(std::move(verdict));
    }

    if (scenario.rankByFirstLimit && !scenario.limits.empty()) {
        // Lowest figure first; providers without one share the last rank after all who have one.
        std::vector<ProviderVerdict *> order;
        for (ProviderVerdict &verdict : result.providers)
            order.push_back(&verdict);
        const auto figureOf = [](const ProviderVerdict *verdict) { return verdict->limits.front().figureMs; };
        std::stable_sort(order.begin(), order.end(), [&](const ProviderVerdict *a, const ProviderVerdict *b) {
            const auto fa = figureOf(a), fb = figureOf(b);
            if (fa && fb)
                return *fa < *fb;
            return fa.has_value() && !fb.has_value();
        });
        int rank = 0;
        std::optional<double> previous;
        for (std::size_t i = 0; i < order.size(); ++i) {
            const auto figure = figureOf(order[i]);
            if (i == 0 || figure != previous)
                rank = int(i) + 1; // ties share a rank
            order[i]->rank = rank;
            previous = figure;
        }
    }
    return result;
}

QString describeLimitVerdict(const LimitVerdict &verdict, const ProviderVerdict &provider)
{
    const QString what = scenarioStatisticLabel(verdict.limit.statistic) + QLatin1Char(' ')
                         + scenarioMetricLabel(verdict.limit.metric);
    QString failures;
    if (provider.failed > 0)
        failures = Tr::tr(", %1 of %2 failed: %3 %")
                       .arg(provider.failed)
                       .arg(provider.measured)
                       .arg(provider.failureRate.value_or(0) * 100, 0, 'f', 1);
    else
        failures = Tr::tr(", none of %1 failed").arg(provider.measured);
    // Limits are whole milliseconds as a rule: "≤ 800 ms", not "≤ 800.0 ms".
    const double limitMs = verdict.limit.limitMs;
    const QString limit = Tr::tr("limit ≤ %1 ms")
                              .arg(limitMs == std::round(limitMs) ? QString::number(limitMs, 'f', 0) : msFigure(limitMs));
    if (!verdict.figureMs)
        return Tr::tr("%1: no figure (no successful measured request had it%2); %3: not met")
            .arg(what, failures, limit);
    return Tr::tr("%1 %2 ms over %3 successful measured requests (warm-up left out%4); %5: %6")
        .arg(what, msFigure(*verdict.figureMs))
        .arg(verdict.n)
        .arg(failures, limit, verdict.pass ? Tr::tr("met") : Tr::tr("not met"));
}

nlohmann::json toJson(const Scenario &scenario)
{
    nlohmann::json limits = nlohmann::json::array();
    for (const ScenarioLimit &limit : scenario.limits)
        limits.push_back({{"metric", scenarioMetricName(limit.metric)},
                          {"statistic", scenarioStatisticName(limit.statistic)},
                          {"limit_ms", limit.limitMs}});
    nlohmann::json shown = nlohmann::json::array();
    for (const ScenarioFigure &figure : scenario.shown)
        shown.push_back({{"metric", scenarioMetricName(figure.metric)}, {"statistic", scenarioStatisticName(figure.statistic)}});
    return {{"kind", scenarioKindName(scenario.kind)},
            {"load", scenarioLoadName(scenario.load)},
            {"rank_by_first_limit", scenario.rankByFirstLimit},
            {"alert_on_fail", scenario.alertOnFail},
            {"limits", std::move(limits)},
            {"shown", std::move(shown)}};
}

Scenario scenarioFromJson(const nlohmann::json &object, std::string *error)
{
    const auto report = [error](const std::string &problem) {
        if (error && error->empty())
            *error = problem;
    };
    if (!object.is_object()) {
        report("scenario: not an object");
        return scenarioPreset(ScenarioKind::SimpleQa);
    }
    ScenarioKind kind = ScenarioKind::SimpleQa;
    if (const auto at = object.find("kind"); at == object.end() || !at->is_string()
                                             || !scenarioKindFromName(at->get<std::string>(), kind))
        report("scenario: missing or unknown \"kind\"");
    Scenario scenario = scenarioPreset(kind);

    if (const auto at = object.find("load"); at != object.end()) {
        if (!at->is_string() || !scenarioLoadFromName(at->get<std::string>(), scenario.load))
            report("scenario: unknown \"load\"");
    }
    const auto readBool = [&](const char *key, bool &value) {
        if (const auto at = object.find(key); at != object.end()) {
            if (at->is_boolean())
                value = at->get<bool>();
            else
                report(std::string("scenario: \"") + key + "\" is not a boolean");
        }
    };
    readBool("rank_by_first_limit", scenario.rankByFirstLimit);
    readBool("alert_on_fail", scenario.alertOnFail);

    const auto readPair = [&](const nlohmann::json &entry, ScenarioMetric &metric, ScenarioStatistic &statistic) {
        const auto m = entry.find("metric");
        const auto s = entry.find("statistic");
        return m != entry.end() && m->is_string() && scenarioMetricFromName(m->get<std::string>(), metric)
               && s != entry.end() && s->is_string() && scenarioStatisticFromName(s->get<std::string>(), statistic);
    };
    if (const auto at = object.find("limits"); at != object.end()) {
        if (!at->is_array()) {
            report("scenario: \"limits\" is not an array");
        } else {
            std::vector<ScenarioLimit> limits;
            for (const nlohmann::json &entry : *at) {
                ScenarioLimit limit;
                const auto ms = entry.is_object() ? entry.find("limit_ms") : entry.end();
                if (!entry.is_object() || !readPair(entry, limit.metric, limit.statistic) || ms == entry.end()
                    || !ms->is_number() || !std::isfinite(ms->get<double>())) {
                    report("scenario: a limit lacks metric, statistic or limit_ms");
                    continue;
                }
                limit.limitMs = ms->get<double>();
                limits.push_back(limit);
            }
            scenario.limits = std::move(limits);
        }
    }
    if (const auto at = object.find("shown"); at != object.end()) {
        if (!at->is_array()) {
            report("scenario: \"shown\" is not an array");
        } else {
            std::vector<ScenarioFigure> shown;
            for (const nlohmann::json &entry : *at) {
                ScenarioFigure figure;
                if (!entry.is_object() || !readPair(entry, figure.metric, figure.statistic)) {
                    report("scenario: a shown figure lacks metric or statistic");
                    continue;
                }
                shown.push_back(figure);
            }
            scenario.shown = std::move(shown);
        }
    }
    return scenario;
}

nlohmann::json toJson(const ScenarioResult &result)
{
    nlohmann::json providers = nlohmann::json::array();
    for (const ProviderVerdict &verdict : result.providers) {
        nlohmann::json limits = nlohmann::json::array();
        for (const LimitVerdict &limit : verdict.limits)
            limits.push_back({{"metric", scenarioMetricName(limit.limit.metric)},
                              {"statistic", scenarioStatisticName(limit.limit.statistic)},
                              {"limit_ms", limit.limit.limitMs},
                              {"figure_ms", numberOrNull(limit.figureMs)},
                              {"n", limit.n},
                              {"pass", limit.pass},
                              {"evidence", describeLimitVerdict(limit, verdict).toStdString()}});
        nlohmann::json shown = nlohmann::json::array();
        for (const FigureValue &figure : verdict.shown)
            shown.push_back({{"metric", scenarioMetricName(figure.figure.metric)},
                             {"statistic", scenarioStatisticName(figure.figure.statistic)},
                             {"value_ms", numberOrNull(figure.valueMs)},
                             {"n", figure.n}});
        providers.push_back({{"provider", verdict.provider},
                             {"measured", verdict.measured},
                             {"succeeded", verdict.succeeded},
                             {"failed", verdict.failed},
                             {"warmup_left_out", verdict.warmupLeftOut},
                             {"failure_rate", numberOrNull(verdict.failureRate)},
                             {"pass", verdict.pass},
                             {"rank", verdict.rank > 0 ? nlohmann::json(verdict.rank) : nlohmann::json(nullptr)},
                             {"limits", std::move(limits)},
                             {"shown", std::move(shown)}});
    }
    return {{"scenario", toJson(result.scenario)}, {"cells", result.cells}, {"providers", std::move(providers)}};
}

} // namespace ttft
