#pragma once

#include "groupsummary.h"
#include "linearfit.h"

#include <nlohmann/json_fwd.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ttft {

struct RequestRecord;
struct RunPlan;

// A conversation run's figures by turn (model/conversationplan.h), per provider and cell (each cell
// a gap between turns), the repeats pooled. A turn's figures are its answer's: a tool-call turn's
// TTFT is its follow-up's own (the tool-call request and the tool are in ToolTurns). What a voice team asks of it: does the tenth turn answer
// as fast as the first, how much each turn's longer history costs, and does the provider's prompt
// cache carry the history from one turn to the next.
struct ConversationStats {
    struct Turn {
        int turn = 0;                           // 1 …
        std::int64_t requests = 0;              // turns sent with this index
        std::int64_t errors = 0;
        std::optional<double> ttftP50;
        std::optional<double> ttftP95;
        std::optional<double> promptTokens;     // mean of the server's usage.prompt_tokens
        std::optional<double> cachedTokens;     // mean of its cached tokens, where it reports them
        std::optional<double> cacheHitShare;    // successes with cached tokens > 0, of those that report them
        // Voice pipeline runs: the caller's first sound (stats/pipelinesummary.h, through the plan's
        // first TTS endpoint), from the end of the caller's turn: a tool-call turn's from its first request.
        std::optional<double> firstSoundP50;
        std::optional<double> firstSoundP95;
    };
    // Tool-call turns (ConversationPlan::toolEvery): the turn's time to its first answer, from its
    // first request to the follow-up's first answer text, and its stages. Per turn the stages sum to
    // it exactly (each is a difference of the after-tool record's stamps); their medians need not.
    struct ToolTurns {
        std::int64_t turns = 0;                 // tool-call turns sent (their first requests)
        std::int64_t called = 0;                // answered with a tool call (the others answered in text)
        std::int64_t answered = 0;              // whose follow-up answered: the figures are over these
        std::optional<double> toFirstCallP50;   // turn start → first tool-call delta
        std::optional<double> callRestP50;      // → the call's last byte
        std::optional<double> handOverP50;      // → the tool started (the client's share)
        std::optional<double> toolP50;          // the tool's run
        std::optional<double> toFollowUpP50;    // result in → follow-up handed to the transport
        std::optional<double> followUpTtftP50;  // the follow-up's own TTFT
        std::optional<double> firstAnswerP50;   // turn start → the follow-up's first answer text
        std::optional<double> firstAnswerP95;
        static constexpr std::size_t kStages = 6;
        // The stages' medians in the turn's order (toFirstCallP50 … followUpTtftP50).
        std::array<std::optional<double>, kStages> stageP50s() const
        {
            return {toFirstCallP50, callRestP50, handOverP50, toolP50, toFollowUpP50, followUpTtftP50};
        }
    };
    GroupKey key;                               // provider and cell
    std::optional<double> gapS;                 // the cell's gap between turns
    std::string history = "full";               // the cell's history strategy (historyStrategyName)
    int conversations = 0;                      // distinct conversations (× repeats) in the cell
    int completed = 0;                          // of which every planned turn succeeded
    std::vector<Turn> turns;
    std::optional<double> firstTurnP50;         // TTFT p50 of turn 1
    std::optional<double> laterTurnsP50;        // of turns 2 …
    std::optional<double> laterCacheHitShare;   // turns 2 …: share with cached tokens (null: none reported)
    // Fits over turns 2 … (turn 1 pays for a system prompt no cache has seen yet: it is reported
    // apart, above): TTFT (ms) on the turn index, ms per turn; TTFT (ms) on prompt tokens, its
    // slope × 1000 the ms per 1,000 tokens of history.
    LinearFit byTurn;
    LinearFit byPromptTokens;
    // The verdict a voice team reads: the TTFT P95 of each turn against the limit (the run's
    // --slo-ttft, else the multi-turn scenario's 800 ms), and the last turn up to which every turn
    // kept it (0: not even the first; a turn without a success breaks the run of turns).
    double sloTtftP95Ms = 0;
    int withinSloThroughTurn = 0;
    int plannedTurns = 0;
    std::optional<ToolTurns> toolTurns;         // a plan with tool-call turns only
};

// The multi-turn scenario's limit (stats/scenario.cpp, MultiTurn): TTFT P95 within 800 ms.
constexpr double kConversationSloTtftP95Ms = 800;

// Per provider and history strategy: where a prompt cache stops carrying a conversation, read from
// cells of different gaps. A gap "keeps" the cache when at least half of its later turns reported cached tokens.
struct CacheLifetime {
    std::string provider;
    std::string history = "full";
    std::optional<double> keptAtS;   // the longest gap that kept it
    std::optional<double> lostAtS;   // the shortest gap beyond keptAtS that lost it
    bool reported = false;           // the server reports cached tokens at all
    std::string text;                // one line in English: "between 5 s and 30 s", …
};

// One entry per provider and conversation cell, in the order they first appear; empty for a run
// without conversations.
// `sloTtftP95Ms`: the limit of the turns' TTFT P95 (ConversationStats::withinSloThroughTurn).
std::vector<ConversationStats> summarizeConversations(const RunPlan &plan, const std::vector<RequestRecord> &records,
                                                      double sloTtftP95Ms = kConversationSloTtftP95Ms);
// One entry per provider and history strategy with two gaps or more.
std::vector<CacheLifetime> cacheLifetimes(const std::vector<ConversationStats> &stats);

// {"provider", "cell", "gap_s", "history", "conversations", "completed", "first_turn_ttft_p50_ms",
//  "later_turns_ttft_p50_ms", "later_turns_cache_hit_share", "ms_per_turn", "ms_per_1k_prompt_tokens",
//  "slo_ttft_p95_ms", "within_slo_through_turn", "planned_turns",
//  "by_prompt_tokens": LinearFit, "turns": [{"turn", "requests", "errors", "ttft_p50_ms", "ttft_p95_ms",
//  "prompt_tokens", "cached_tokens", "cache_hit_share", "first_sound_p50_ms", "first_sound_p95_ms"}],
//  "tool_turns": null | {"turns", "called", "answered", "to_first_call_p50_ms", "call_rest_p50_ms",
//  "hand_over_p50_ms", "tool_p50_ms", "to_follow_up_p50_ms", "follow_up_ttft_p50_ms",
//  "first_answer_p50_ms", "first_answer_p95_ms"}}
nlohmann::json toJson(const ConversationStats &stats);
// {"provider", "history", "kept_at_s", "lost_at_s", "reported", "text"}
nlohmann::json toJson(const CacheLifetime &lifetime);

} // namespace ttft
