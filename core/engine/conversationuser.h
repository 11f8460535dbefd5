#pragma once

#include "model/conversationplan.h"
#include "model/requestrecord.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ttft {

// One simulated user of a conversation run (model/conversationplan.h), kept by the engine thread:
// the history it has so far (its utterances and the model's actual replies), which turn comes next
// and whether its conversation has ended. A tool-call turn takes two requests: the first is
// answered with a tool call, the tool runs, and the follow-up carries its result.
class ConversationUser
{
public:
    // `conversation` is the plan's user index (shards share one numbering); `cacheTag` opens the
    // system prompt when the workload busts caches: unique per run, cell, repeat and user, so that
    // no conversation can hit another's cache, while its own turns share their prefix.
    // `history`: how each turn keeps what came before (the cell's strategy).
    ConversationUser(const ConversationPlan &plan, HistoryStrategy history, int conversation, std::string systemPrompt,
                     std::string cacheTag, std::uint64_t seed);

    std::string id() const;        // "u12"
    int conversation() const { return m_conversation; }
    int turnsSent() const { return m_turnsSent; }
    bool ended() const { return m_ended; }
    bool warmedUp() const { return m_warmedUp; }
    void setWarmedUp() { m_warmedUp = true; }

    // The warm-up's messages: the system prompt under a tag of its own (so that it primes no cache
    // for the conversation) and a greeting.
    nlohmann::json warmUp() const;

    // Which request the user sends next: the follow-up of a tool-call turn whose tool has run, the
    // first request of a tool-call turn (ConversationPlan::toolTurn), or a plain turn.
    TurnLeg nextLeg() const;
    // The next turn's messages (system, the history the strategy keeps, the next utterance), and
    // the turn is counted sent.
    nlohmann::json nextTurn();
    // The turn in flight ended: with a reply, the history grows by the exchange (the utterance, a
    // tool call and its results when the turn had them, the reply) and the conversation goes on
    // while turns remain; without one (a failure), the conversation ends.
    void turnEnded(bool succeeded, const std::string &reply);

    // A tool-call turn between its requests. What the first request's answer called (its record's
    // tool calls and stamps), then each call's result as the tool gives it.
    struct PendingTool {
        std::vector<ToolCallRecord> calls;
        std::vector<std::optional<std::string>> results; // by call; empty while its tool runs
        std::int64_t turnStartNs = -1;     // the first request handed to the transport
        std::int64_t callFirstNs = -1;     // its first tool-call delta
        std::int64_t callEndNs = -1;       // its last byte
        std::int64_t toolStartNs = -1;     // the first tool started
        std::int64_t toolEndNs = -1;       // the last result in
        std::optional<int> exitStatus;     // a command's: the first non-zero one, else 0
        bool complete() const;
    };
    void toolCallsMade(const RequestRecord &record);
    // Call `call`'s result; the tool's start and end stamps widen the pending turn's.
    void toolResult(std::size_t call, std::string result, std::int64_t startNs, std::int64_t endNs,
                    std::optional<int> exitStatus);
    const std::optional<PendingTool> &pendingTool() const { return m_pending; }
    // The follow-up's messages: the turn's messages, the model's tool-call message and a result per call.
    nlohmann::json followUp() const;

    // The think time before the next turn (ConversationPlan::think), in ns.
    std::int64_t thinkNs(double gapS) const;

private:
    // The messages of the history the strategy sends (system prompt apart).
    nlohmann::json keptHistory() const;
    // The system prompt, with a summary when the strategy keeps one.
    std::string systemText() const;
    // The fixed-size summary of every exchange so far (HistoryStrategy::Summary).
    std::string summaryOfHistory() const;
    // The pending turn's tool-call message and results, in the Chat Completions shape.
    nlohmann::json toolMessages() const;

    const ConversationPlan &m_plan;
    HistoryStrategy m_strategy;
    std::string m_summary;         // Summary: the latest summary, empty before the first
    std::size_t m_summarized = 0;  // Summary: exchanges it stands for
    int m_conversation = 0;
    std::string m_system;
    std::string m_warmUpSystem;
    std::uint64_t m_seed = 0;
    // Exchanges, oldest first: each an array of messages (the user's utterance, any tool call and
    // results, the reply). Strategies keep or drop whole exchanges.
    std::vector<nlohmann::json> m_exchanges;
    std::string m_pendingUtterance;
    std::optional<PendingTool> m_pending;
    int m_turnsSent = 0;
    bool m_warmedUp = false;
    bool m_ended = false;
};

} // namespace ttft
