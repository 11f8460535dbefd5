#include "conversationuser.h"

#include "utterancecorpus.h"

#include <algorithm>
#include <cmath>

namespace ttft {

ConversationUser::ConversationUser(const ConversationPlan &plan, int conversation, std::string systemPrompt,
                                   std::string cacheTag, std::uint64_t seed)
    : m_plan(plan)
    , m_conversation(conversation)
    , m_seed(seed)
{
    m_system = cacheTag.empty() ? systemPrompt : "[" + cacheTag + "]\n" + systemPrompt;
    m_warmUpSystem = cacheTag.empty() ? systemPrompt : "[warm-up " + cacheTag + "]\n" + systemPrompt;
}

nlohmann::json ConversationUser::warmUp() const
{
    nlohmann::json messages = nlohmann::json::array();
    if (!m_warmUpSystem.empty())
        messages.push_back({{"role", "system"}, {"content", m_warmUpSystem}});
    messages.push_back({{"role", "user"}, {"content", m_plan.language == "zh" ? "你好？" : "Hello?"}});
    return messages;
}

std::string ConversationUser::id() const
{
    return "u" + std::to_string(m_conversation);
}

nlohmann::json ConversationUser::nextTurn()
{
    ++m_turnsSent;
    m_pendingUtterance = utteranceFor(m_plan.language, m_seed, m_conversation, m_turnsSent);
    nlohmann::json messages = nlohmann::json::array();
    if (!m_system.empty())
        messages.push_back({{"role", "system"}, {"content", m_system}});
    for (const nlohmann::json &message : m_history)
        messages.push_back(message);
    messages.push_back({{"role", "user"}, {"content", m_pendingUtterance}});
    return messages;
}

void ConversationUser::turnEnded(bool succeeded, const std::string &reply)
{
    if (!succeeded || reply.empty()) {
        m_ended = true;
        return;
    }
    m_history.push_back({{"role", "user"}, {"content", m_pendingUtterance}});
    // A server that ignores max_tokens must not make every later request megabytes long: a reply
    // goes into the history up to 64 KiB (cut on a character boundary), far beyond a spoken answer.
    constexpr std::size_t kMaxReplyBytes = 64 * 1024;
    std::size_t keep = std::min(reply.size(), kMaxReplyBytes);
    while (keep < reply.size() && keep > 0 && (static_cast<unsigned char>(reply[keep]) & 0xC0) == 0x80)
        --keep;
    m_history.push_back({{"role", "assistant"}, {"content", reply.substr(0, keep)}});
    m_ended = m_turnsSent >= m_plan.turns;
}

std::int64_t ConversationUser::thinkNs(double gapS) const
{
    const std::string next = utteranceFor(m_plan.language, m_seed, m_conversation, m_turnsSent + 1);
    return std::llround(thinkTimeMs(m_plan, gapS, next, m_seed, m_conversation, m_turnsSent + 1) * 1e6);
}

} // namespace ttft
