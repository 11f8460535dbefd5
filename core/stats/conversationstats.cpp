#include "conversationstats.h"

#include "model/jsonfields.h"
#include "model/requestrecord.h"
#include "model/runplan.h"
#include "percentile.h"
#include "pipelinesummary.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <map>
#include <set>

namespace ttft {

namespace {

std::optional<double> mean(const std::vector<double> &values)
{
    if (values.empty())
        return std::nullopt;
    double sum = 0;
    for (double value : values)
        sum += value;
    return sum / double(values.size());
}

std::string seconds(double s)
{
    char text[32];
    std::snprintf(text, sizeof text, "%g s", s);
    return text;
}

// What one provider-and-cell collects before it is summarised.
struct Collected {
    ConversationStats stats;
    struct TurnSamples {
        std::int64_t requests = 0;
        std::int64_t errors = 0;
        std::vector<double> ttft, promptTokens, cachedTokens, firstSound;
        std::int64_t reporting = 0; // successes that reported cached tokens
        std::int64_t hits = 0;      // of which > 0
    };
    std::map<int, TurnSamples> turns;
    // Per (repeat, conversation): turns that succeeded, and whether one failed.
    std::map<std::pair<int, std::string>, std::pair<int, bool>> conversations;
    std::vector<double> turnX, turnY, tokenX, tokenY;
    // Tool-call turns: counts, and per answered turn its stages.
    ConversationStats::ToolTurns tools;
    std::vector<double> toFirstCall, callRest, handOver, tool, toFollowUp, followUpTtft, firstAnswer;
};

// A stage of an answered tool-call turn, from the after-tool record's stamps.
void addSpan(std::vector<double> &samples, std::int64_t fromNs, std::int64_t toNs)
{
    if (const std::optional<double> ms = spanMs(fromNs, toNs))
        samples.push_back(*ms);
}

// The caller's first sound for the turn `record` answered, through the first TTS leg: the
// pipeline's stages, and for a follow-up the tool-call turn before it.
std::optional<double> firstSoundOfTurn(const RequestRecord &record)
{
    if (record.tts.empty())
        return std::nullopt;
    const std::optional<PipelineStages> stages = pipelineStages(record, record.tts.front());
    if (!stages)
        return std::nullopt;
    if (record.turnLeg != TurnLeg::AfterTool)
        return stages->firstSoundMs;
    const std::optional<double> before = spanMs(record.turnStartNs, record.startNs);
    return before ? std::optional<double>(stages->firstSoundMs + *before) : std::nullopt;
}

} // namespace

std::vector<ConversationStats> summarizeConversations(const RunPlan &plan, const std::vector<RequestRecord> &records,
                                                      double sloTtftP95Ms)
{
    std::vector<Collected> groups;
    std::map<std::pair<std::string, std::string>, std::size_t> index;
    for (const RequestRecord &record : records) {
        if (record.turn <= 0 || record.warmup)
            continue;
        const auto key = std::make_pair(record.provider, record.cell);
        auto [it, added] = index.emplace(key, groups.size());
        if (added) {
            Collected group;
            group.stats.key = groupKeyOf(record);
            if (const std::optional<ConversationCell> cell = conversationCellOf(plan.conversations, record.cell)) {
                group.stats.gapS = cell->gapS;
                group.stats.history = historyStrategyName(cell->history);
            }
            groups.push_back(std::move(group));
        }
        Collected &group = groups[it->second];
        Collected::TurnSamples &turn = group.turns[record.turn];
        auto &conversation = group.conversations[{record.repeat, record.conversation}];
        // A tool-call turn is one turn in two requests: counted sent with its first, answered with
        // its follow-up.
        if (record.turnLeg != TurnLeg::AfterTool)
            ++turn.requests;
        if (record.turnLeg == TurnLeg::ToolCall)
            ++group.tools.turns;
        if (record.failed()) {
            ++turn.errors;
            conversation.second = true;
            continue;
        }
        if (record.turnLeg == TurnLeg::ToolCall && !record.toolCalls.empty()) {
            ++group.tools.called;
            continue; // the turn's answer comes with its follow-up
        }
        if (record.turnLeg == TurnLeg::AfterTool) {
            ++group.tools.answered;
            addSpan(group.toFirstCall, record.turnStartNs, record.toolCallFirstNs);
            addSpan(group.callRest, record.toolCallFirstNs, record.toolCallEndNs);
            addSpan(group.handOver, record.toolCallEndNs, record.toolStartNs);
            addSpan(group.tool, record.toolStartNs, record.toolEndNs);
            addSpan(group.toFollowUp, record.toolEndNs, record.startNs);
            addSpan(group.followUpTtft, record.startNs, record.firstAnswerNs);
            addSpan(group.firstAnswer, record.turnStartNs, record.firstAnswerNs);
        }
        ++conversation.first;
        if (const std::optional<double> sound = firstSoundOfTurn(record))
            turn.firstSound.push_back(*sound);
        const std::optional<double> ttft = record.ttftMs();
        const std::optional<double> tokens = record.usage.promptTokens ? std::optional<double>(double(*record.usage.promptTokens))
                                                                       : std::nullopt;
        // The fits are over the later turns: turn 1 sends a system prompt no cache has seen yet,
        // and is reported apart (first turn against later turns).
        if (ttft)
            turn.ttft.push_back(*ttft);
        if (ttft && record.turn > 1) {
            group.turnX.push_back(double(record.turn));
            group.turnY.push_back(*ttft);
            if (tokens) {
                group.tokenX.push_back(*tokens);
                group.tokenY.push_back(*ttft);
            }
        }
        if (tokens)
            turn.promptTokens.push_back(*tokens);
        if (record.usage.cachedTokens) {
            turn.cachedTokens.push_back(double(*record.usage.cachedTokens));
            ++turn.reporting;
            if (*record.usage.cachedTokens > 0)
                ++turn.hits;
        }
    }

    std::vector<ConversationStats> result;
    for (Collected &group : groups) {
        ConversationStats &stats = group.stats;
        std::vector<double> first, later;
        std::int64_t laterReporting = 0, laterHits = 0;
        for (auto &[number, samples] : group.turns) {
            ConversationStats::Turn turn;
            turn.turn = number;
            turn.requests = samples.requests;
            turn.errors = samples.errors;
            turn.ttftP50 = percentile(samples.ttft, 50);
            turn.ttftP95 = percentile(samples.ttft, 95);
            turn.promptTokens = mean(samples.promptTokens);
            turn.cachedTokens = mean(samples.cachedTokens);
            if (samples.reporting > 0)
                turn.cacheHitShare = double(samples.hits) / double(samples.reporting);
            turn.firstSoundP50 = percentile(samples.firstSound, 50);
            turn.firstSoundP95 = percentile(samples.firstSound, 95);
            stats.turns.push_back(turn);
            (number == 1 ? first : later).insert((number == 1 ? first : later).end(), samples.ttft.begin(), samples.ttft.end());
            if (number > 1) {
                laterReporting += samples.reporting;
                laterHits += samples.hits;
            }
        }
        stats.firstTurnP50 = percentile(first, 50);
        stats.laterTurnsP50 = percentile(later, 50);
        if (laterReporting > 0)
            stats.laterCacheHitShare = double(laterHits) / double(laterReporting);
        stats.byTurn = fitLine(group.turnX, group.turnY);
        stats.byPromptTokens = fitLine(group.tokenX, group.tokenY);
        stats.sloTtftP95Ms = sloTtftP95Ms;
        stats.plannedTurns = plan.conversations.turns;
        for (int number = 1; number <= plan.conversations.turns; ++number) {
            const auto turn = std::find_if(stats.turns.begin(), stats.turns.end(), [number](const auto &t) { return t.turn == number; });
            if (turn == stats.turns.end() || !turn->ttftP95 || *turn->ttftP95 > sloTtftP95Ms)
                break;
            stats.withinSloThroughTurn = number;
        }
        if (plan.conversations.toolEvery > 0) {
            ConversationStats::ToolTurns tools = group.tools;
            tools.toFirstCallP50 = percentile(group.toFirstCall, 50);
            tools.callRestP50 = percentile(group.callRest, 50);
            tools.handOverP50 = percentile(group.handOver, 50);
            tools.toolP50 = percentile(group.tool, 50);
            tools.toFollowUpP50 = percentile(group.toFollowUp, 50);
            tools.followUpTtftP50 = percentile(group.followUpTtft, 50);
            tools.firstAnswerP50 = percentile(group.firstAnswer, 50);
            tools.firstAnswerP95 = percentile(group.firstAnswer, 95);
            stats.toolTurns = tools;
        }
        stats.conversations = int(group.conversations.size());
        for (const auto &[id, outcome] : group.conversations)
            stats.completed += !outcome.second && outcome.first >= plan.conversations.turns ? 1 : 0;
        result.push_back(std::move(stats));
    }
    return result;
}

std::vector<CacheLifetime> cacheLifetimes(const std::vector<ConversationStats> &stats)
{
    std::vector<std::pair<std::string, std::string>> series; // provider, history
    for (const ConversationStats &group : stats) {
        const auto key = std::make_pair(group.key.provider, group.history);
        if (std::find(series.begin(), series.end(), key) == series.end())
            series.push_back(key);
    }
    std::vector<CacheLifetime> result;
    for (const auto &[provider, history] : series) {
        std::vector<std::pair<double, std::optional<double>>> gaps; // gap, later turns' hit share
        for (const ConversationStats &group : stats) {
            if (group.key.provider == provider && group.history == history && group.gapS)
                gaps.emplace_back(*group.gapS, group.laterCacheHitShare);
        }
        if (gaps.size() < 2)
            continue;
        std::sort(gaps.begin(), gaps.end());
        CacheLifetime lifetime;
        lifetime.provider = provider;
        lifetime.history = history;
        lifetime.reported = std::any_of(gaps.begin(), gaps.end(), [](const auto &gap) { return gap.second.has_value(); });
        for (const auto &[gap, share] : gaps) {
            if (share && *share >= 0.5)
                lifetime.keptAtS = gap;
        }
        for (const auto &[gap, share] : gaps) {
            if ((!lifetime.keptAtS || gap > *lifetime.keptAtS) && share && *share < 0.5) {
                lifetime.lostAtS = gap;
                break;
            }
        }
        if (!lifetime.reported)
            lifetime.text = "the server reports no cached tokens";
        else if (lifetime.keptAtS && lifetime.lostAtS)
            lifetime.text = "between " + seconds(*lifetime.keptAtS) + " and " + seconds(*lifetime.lostAtS);
        else if (lifetime.keptAtS)
            lifetime.text = "longer than " + seconds(*lifetime.keptAtS);
        else
            lifetime.text = "shorter than " + seconds(gaps.front().first) + ", or no cache";
        result.push_back(lifetime);
    }
    return result;
}

nlohmann::json toJson(const ConversationStats &stats)
{
    nlohmann::json turns = nlohmann::json::array();
    for (const ConversationStats::Turn &turn : stats.turns) {
        turns.push_back({{"turn", turn.turn},
                         {"requests", turn.requests},
                         {"errors", turn.errors},
                         {"ttft_p50_ms", jsonfields::valueOrNull(turn.ttftP50)},
                         {"ttft_p95_ms", jsonfields::valueOrNull(turn.ttftP95)},
                         {"prompt_tokens", jsonfields::valueOrNull(turn.promptTokens)},
                         {"cached_tokens", jsonfields::valueOrNull(turn.cachedTokens)},
                         {"cache_hit_share", jsonfields::valueOrNull(turn.cacheHitShare)},
                         {"first_sound_p50_ms", jsonfields::valueOrNull(turn.firstSoundP50)},
                         {"first_sound_p95_ms", jsonfields::valueOrNull(turn.firstSoundP95)}});
    }
    nlohmann::json tools = nullptr;
    if (const std::optional<ConversationStats::ToolTurns> &t = stats.toolTurns) {
        using jsonfields::valueOrNull;
        tools = {{"turns", t->turns},
                 {"called", t->called},
                 {"answered", t->answered},
                 {"to_first_call_p50_ms", valueOrNull(t->toFirstCallP50)},
                 {"call_rest_p50_ms", valueOrNull(t->callRestP50)},
                 {"hand_over_p50_ms", valueOrNull(t->handOverP50)},
                 {"tool_p50_ms", valueOrNull(t->toolP50)},
                 {"to_follow_up_p50_ms", valueOrNull(t->toFollowUpP50)},
                 {"follow_up_ttft_p50_ms", valueOrNull(t->followUpTtftP50)},
                 {"first_answer_p50_ms", valueOrNull(t->firstAnswerP50)},
                 {"first_answer_p95_ms", valueOrNull(t->firstAnswerP95)}};
    }
    const std::optional<double> perThousand = stats.byPromptTokens.slope ? std::optional<double>(*stats.byPromptTokens.slope * 1000.0)
                                                                         : std::nullopt;
    return nlohmann::json{
        {"provider", stats.key.provider},
        {"cell", stats.key.cell},
        {"gap_s", jsonfields::valueOrNull(stats.gapS)},
        {"history", stats.history},
        {"conversations", stats.conversations},
        {"completed", stats.completed},
        {"first_turn_ttft_p50_ms", jsonfields::valueOrNull(stats.firstTurnP50)},
        {"later_turns_ttft_p50_ms", jsonfields::valueOrNull(stats.laterTurnsP50)},
        {"later_turns_cache_hit_share", jsonfields::valueOrNull(stats.laterCacheHitShare)},
        {"ms_per_turn", jsonfields::valueOrNull(stats.byTurn.slope)},
        {"ms_per_1k_prompt_tokens", jsonfields::valueOrNull(perThousand)},
        {"by_prompt_tokens", toJson(stats.byPromptTokens)},
        {"slo_ttft_p95_ms", stats.sloTtftP95Ms},
        {"within_slo_through_turn", stats.withinSloThroughTurn},
        {"planned_turns", stats.plannedTurns},
        {"turns", std::move(turns)},
        {"tool_turns", std::move(tools)},
    };
}

nlohmann::json toJson(const CacheLifetime &lifetime)
{
    return nlohmann::json{{"provider", lifetime.provider},
                          {"history", lifetime.history},
                          {"kept_at_s", jsonfields::valueOrNull(lifetime.keptAtS)},
                          {"lost_at_s", jsonfields::valueOrNull(lifetime.lostAtS)},
                          {"reported", lifetime.reported},
                          {"text", lifetime.text}};
}

} // namespace ttft
