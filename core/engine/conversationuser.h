#pragma once

#include "model/conversationplan.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>

namespace ttft {

// One simulated user of a conversation run (model/conversationplan.h), kept by the engine thread:
// the history it has so far (its utterances and the model's actual replies), which turn comes next
// and whether its conversation has ended.
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
    // The next turn's messages (system, the history the strategy keeps, the next utterance), and
    // the turn is counted sent.
    nlohmann::json nextTurn();
    // The turn in flight ended: with a reply, the history grows by the utterance and the reply and
    // the conversation goes on while turns remain; without one (a failure), the conversation ends.
    void turnEnded(bool succeeded, const std::string &reply);
    // The think time before the next turn (ConversationPlan::think), in ns.
    std::int64_t thinkNs(double gapS) const;

private:
    // The messages of the history the strategy sends (system prompt apart).
    nlohmann::json keptHistory() const;
    // The fixed-size summary of every exchange so far (HistoryStrategy::Summary).
    std::string summaryOfHistory() const;

    const ConversationPlan &m_plan;
    HistoryStrategy m_strategy;
    std::string m_summary;         // Summary: the latest summary, empty before the first
    std::size_t m_summarized = 0;  // Summary: messages of m_history it stands for
    int m_conversation = 0;
    std::string m_system;
    std::string m_warmUpSystem;
    std::uint64_t m_seed = 0;
    nlohmann::json m_history = nlohmann::json::array();
    std::string m_pendingUtterance;
    int m_turnsSent = 0;
    bool m_warmedUp = false;
    bool m_ended = false;
};

} // namespace ttft
