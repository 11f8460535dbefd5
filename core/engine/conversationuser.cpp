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
    int tokens = 4;
    const auto content = message.find("content");
    if (content != message.end() && content->is_string())
        tokens += approxTokens(content->get<std::string>());
    if (const auto calls = message.find("tool_calls"); calls != message.end() && calls->is_array()) {
        for (const nlohmann::json &call : *calls) {
            const auto function = call.find("function");
            if (function == call.end() || !function->is_object())
                continue;
            for (const char *key : {"name", "arguments"}) {
                const auto text = function->find(key);
                if (text != function->end() && text->is_string())
                    tokens += approxTokens(text->get<std::string>());
            }
        }
    }
    return tokens;
}

int approxTokensOfExchange(const nlohmann::json &exchange)
{
    int tokens = 0;
    for (const nlohmann::json &message : exchange)
        tokens += approxTokens(message);
    return tokens;
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

TurnLeg ConversationUser::nextLeg() const
{
    if (m_pending && m_pending->complete())
        return TurnLeg::AfterTool;
    return m_plan.toolTurn(m_turnsSent + 1) ? TurnLeg::ToolCall : TurnLeg::Whole;
}

std::string ConversationUser::systemText() const
{
    // A summary goes at the end of the system prompt: one system message, which every dialect takes.
    std::string system = m_system;
    if (!m_summary.empty())
        system += (system.empty() ? "" : "\n\n") + m_summary;
    return system;
}

nlohmann::json ConversationUser::nextTurn()
{
    ++m_turnsSent;
    m_pending.reset();
    m_pendingUtterance = utteranceFor(m_plan.language, m_seed, m_conversation, m_turnsSent);
    nlohmann::json messages = nlohmann::json::array();
    if (const std::string system = systemText(); !system.empty())
        messages.push_back({{"role", "system"}, {"content", system}});
    for (nlohmann::json &message : keptHistory())
        messages.push_back(std::move(message));
    messages.push_back({{"role", "user"}, {"content", m_pendingUtterance}});
    return messages;
}

nlohmann::json ConversationUser::keptHistory() const
{
    std::size_t from = 0;
    switch (m_strategy.kind) {
    case HistoryStrategy::Kind::Full:
        break;
    case HistoryStrategy::Kind::LastTurns:
        from = m_exchanges.size() > std::size_t(m_strategy.n) ? m_exchanges.size() - std::size_t(m_strategy.n) : 0;
        break;
    case HistoryStrategy::Kind::TokenBudget: {
        // The newest exchanges that fit, whole: an exchange is dropped with its reply.
        int tokens = 0;
        from = m_exchanges.size();
        while (from >= 1) {
            const int exchange = approxTokensOfExchange(m_exchanges[from - 1]);
            if (tokens + exchange > m_strategy.n)
                break;
            tokens += exchange;
            --from;
        }
        break;
    }
    case HistoryStrategy::Kind::Summary:
        from = m_summarized;
        break;
    }
    nlohmann::json kept = nlohmann::json::array();
    for (std::size_t i = from; i < m_exchanges.size(); ++i) {
        for (const nlohmann::json &message : m_exchanges[i])
            kept.push_back(message);
    }
    return kept;
}

std::string ConversationUser::summaryOfHistory() const
{
    // Of fixed size (about kSummaryTokens), as a summariser asked for so many words writes: here the
    // caller's own words so far, in order, repeated to fill it. Its text changes with each summary,
    // as a real one would; what the test of a strategy needs is its size and when it changes.
    const bool zh = m_plan.language == "zh";
    const std::string turns = std::to_string(m_exchanges.size());
    const std::string heading = zh ? "此前对话摘要（第 1–" + turns + " 轮）：来电者说："
                                   : "Summary of the conversation so far (turns 1-" + turns + "): the caller said: ";
    std::string said;
    for (const nlohmann::json &exchange : m_exchanges) {
        const auto content = exchange.front().find("content");
        if (content != exchange.front().end() && content->is_string())
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
        m_pending.reset();
        return;
    }
    nlohmann::json exchange = nlohmann::json::array({{{"role", "user"}, {"content", m_pendingUtterance}}});
    if (m_pending && m_pending->complete()) {
        for (nlohmann::json &message : toolMessages())
            exchange.push_back(std::move(message));
    }
    m_pending.reset();
    // A server that ignores max_tokens must not make every later request megabytes long: a reply
    // goes into the history up to 64 KiB (cut on a character boundary), far beyond a spoken answer.
    constexpr std::size_t kMaxReplyBytes = 64 * 1024;
    exchange.push_back({{"role", "assistant"}, {"content", cutUtf8(reply, kMaxReplyBytes)}});
    m_exchanges.push_back(std::move(exchange));
    m_ended = m_turnsSent >= m_plan.turns;
    // Summary every N turns: what came before is summarised before the next turn is sent.
    if (m_strategy.kind == HistoryStrategy::Kind::Summary && m_strategy.n > 0 && m_turnsSent % m_strategy.n == 0) {
        m_summary = summaryOfHistory();
        m_summarized = m_exchanges.size();
    }
}

bool ConversationUser::PendingTool::complete() const
{
    return std::all_of(results.begin(), results.end(), [](const auto &result) { return result.has_value(); });
}

void ConversationUser::toolCallsMade(const RequestRecord &record)
{
    PendingTool pending;
    pending.calls = record.toolCalls;
    for (std::size_t i = 0; i < pending.calls.size(); ++i) {
        // A call id ties each result to its call (Anthropic's tool_use_id, OpenAI's tool_call_id);
        // Gemini's calls may come without one.
        if (pending.calls[i].id.empty())
            pending.calls[i].id = "call_" + std::to_string(m_turnsSent) + "_" + std::to_string(i);
    }
    pending.results.assign(pending.calls.size(), std::nullopt);
    pending.turnStartNs = record.startNs;
    pending.callFirstNs = record.firstOutputNs;
    pending.callEndNs = record.endNs;
    m_pending = std::move(pending);
}

void ConversationUser::toolResult(std::size_t call, std::string result, std::int64_t startNs, std::int64_t endNs,
                                  std::optional<int> exitStatus)
{
    if (!m_pending || call >= m_pending->results.size())
        return;
    PendingTool &pending = *m_pending;
    pending.results[call] = cutUtf8(result, 16 << 10);
    if (pending.toolStartNs < 0 || startNs < pending.toolStartNs)
        pending.toolStartNs = startNs;
    pending.toolEndNs = std::max(pending.toolEndNs, endNs);
    if (exitStatus && (!pending.exitStatus || *pending.exitStatus == 0))
        pending.exitStatus = exitStatus;
}

nlohmann::json ConversationUser::toolMessages() const
{
    nlohmann::json messages = nlohmann::json::array();
    if (!m_pending)
        return messages;
    nlohmann::json calls = nlohmann::json::array();
    for (const ToolCallRecord &call : m_pending->calls) {
        calls.push_back({{"id", call.id},
                         {"type", "function"},
                         {"function", {{"name", call.name}, {"arguments", call.arguments.empty() ? "{}" : call.arguments}}}});
    }
    messages.push_back({{"role", "assistant"}, {"content", nullptr}, {"tool_calls", std::move(calls)}});
    for (std::size_t i = 0; i < m_pending->calls.size(); ++i) {
        messages.push_back({{"role", "tool"},
                            {"tool_call_id", m_pending->calls[i].id},
                            {"content", m_pending->results[i].value_or(std::string())}});
    }
    return messages;
}

nlohmann::json ConversationUser::followUp() const
{
    nlohmann::json messages = nlohmann::json::array();
    if (const std::string system = systemText(); !system.empty())
        messages.push_back({{"role", "system"}, {"content", system}});
    for (nlohmann::json &message : keptHistory())
        messages.push_back(std::move(message));
    messages.push_back({{"role", "user"}, {"content", m_pendingUtterance}});
    for (nlohmann::json &message : toolMessages())
        messages.push_back(std::move(message));
    return messages;
}

std::int64_t ConversationUser::thinkNs(double gapS) const
{
    const std::string next = utteranceFor(m_plan.language, m_seed, m_conversation, m_turnsSent + 1);
    return std::llround(thinkTimeMs(m_plan, gapS, next, m_seed, m_conversation, m_turnsSent + 1) * 1e6);
}

} // namespace ttft
