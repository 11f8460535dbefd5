#include "conversationuser.h"

#include "utterancecorpus.h"

#include "base/utf8prefix.h"

#include <algorithm>
#include <cmath>

namespace ttft {

namespace {

// Tokens of a text as a client estimates them before sending (a budget is the client's own rule,
// kept without the server's tokenizer): a token per four bytes of ASCII, one per other character
// (a CJK character is a token or more on the common tokenizers).
int approxTokens(const std::string &text)
{
    int ascii = 0, other = 0;
    for (unsigned char c : text) {
        if (c < 0x80)
            ++ascii;
        else if ((c & 0xC0) != 0x80)
            ++other;
    }
    return (ascii + 3) / 4 + other;
}

int approxTokens(const nlohmann::json &message)
{
    const auto content = message.find("content");
    return 4 + (content != message.end() && content->is_string() ? approxTokens(content->get<std::string>()) : 0);
}

// Cuts `text` to at most `bytes` bytes on a character boundary.
std::string cutUtf8(const std::string &text, std::size_t bytes)
{
    return text.substr(0, utf8PrefixLength(text, bytes));
}

} // namespace

ConversationUser::ConversationUser(const ConversationPlan &plan, HistoryStrategy history, int conversation,
                                   std::string systemPrompt, std::string cacheTag, std::uint64_t seed)
    : m_plan(plan)
    , m_strategy(history)
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
    // A summary goes at the end of the system prompt: one system message, which every dialect takes.
    std::string system = m_system;
    if (!m_summary.empty())
        system += (system.empty() ? "" : "\n\n") + m_summary;
    if (!system.empty())
        messages.push_back({{"role", "system"}, {"content", system}});
    for (nlohmann::json &message : keptHistory())
        messages.push_back(std::move(message));
    messages.push_back({{"role", "user"}, {"content", m_pendingUtterance}});
    return messages;
}

nlohmann::json ConversationUser::keptHistory() const
{
    // m_history holds exchanges: a user message and its reply, in order.
    std::size_t from = 0;
    switch (m_strategy.kind) {
    case HistoryStrategy::Kind::Full:
        break;
    case HistoryStrategy::Kind::LastTurns:
        from = m_history.size() > 2 * std::size_t(m_strategy.n) ? m_history.size() - 2 * std::size_t(m_strategy.n) : 0;
        break;
    case HistoryStrategy::Kind::TokenBudget: {
        // The newest exchanges that fit, whole: an exchange is dropped with its reply.
        int tokens = 0;
        from = m_history.size();
        while (from >= 2) {
            const int exchange = approxTokens(m_history[from - 2]) + approxTokens(m_history[from - 1]);
            if (tokens + exchange > m_strategy.n)
                break;
            tokens += exchange;
            from -= 2;
        }
        break;
    }
    case HistoryStrategy::Kind::Summary:
        from = m_summarized;
        break;
    }
    nlohmann::json kept = nlohmann::json::array();
    for (std::size_t i = from; i < m_history.size(); ++i)
        kept.push_back(m_history[i]);
    return kept;
}

std::string ConversationUser::summaryOfHistory() const
{
    // Of fixed size (about kSummaryTokens), as a summariser asked for so many words writes: here the
    // caller's own words so far, in order, repeated to fill it. Its text changes with each summary,
    // as a real one would; what the test of a strategy needs is its size and when it changes.
    const bool zh = m_plan.language == "zh";
    const std::string heading = zh ? "此前对话摘要（第 1–" + std::to_string(m_history.size() / 2) + " 轮）：来电者说："
                                   : "Summary of the conversation so far (turns 1-" + std::to_string(m_history.size() / 2)
                                         + "): the caller said: ";
    std::string said;
    for (std::size_t i = 0; i < m_history.size(); i += 2) {
        const auto content = m_history[i].find("content");
        if (content != m_history[i].end() && content->is_string())
            said += content->get<std::string>() + (zh ? "；" : "; ");
    }
    // kSummaryTokens at approxTokens' rates: four bytes of English, one Chinese character (3 bytes).
    const std::size_t bytes = zh ? std::size_t(kSummaryTokens) * 3 : std::size_t(kSummaryTokens) * 4;
    std::string summary = heading;
    while (!said.empty() && summary.size() < bytes)
        summary += said;
    return cutUtf8(summary, bytes);
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
    m_history.push_back({{"role", "assistant"}, {"content", cutUtf8(reply, kMaxReplyBytes)}});
    m_ended = m_turnsSent >= m_plan.turns;
    // Summary every N turns: what came before is summarised before the next turn is sent.
    if (m_strategy.kind == HistoryStrategy::Kind::Summary && m_strategy.n > 0 && m_turnsSent % m_strategy.n == 0) {
        m_summary = summaryOfHistory();
        m_summarized = m_history.size();
    }
}

std::int64_t ConversationUser::thinkNs(double gapS) const
{
    const std::string next = utteranceFor(m_plan.language, m_seed, m_conversation, m_turnsSent + 1);
    return std::llround(thinkTimeMs(m_plan, gapS, next, m_seed, m_conversation, m_turnsSent + 1) * 1e6);
}

} // namespace ttft
