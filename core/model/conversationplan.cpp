#include "conversationplan.h"

#include "base/splitmix64.h"
#include "jsonfields.h"
#include "wire/clausescanner.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace ttft {

namespace {

// Conversational Mandarin, characters per minute for each English word per minute (see the header).
constexpr double kChineseCharsPerEnglishWord = 1.7;
constexpr int kMaxUsers = 100'000;
constexpr int kMaxTurns = 1'000;
constexpr double kMaxGapS = 86'400;

int englishWords(const std::string &text)
{
    int words = 0;
    bool inWord = false;
    for (unsigned char c : text) {
        const bool space = c == ' ' || c == '\t' || c == '\n' || c == '\r';
        if (!space && !inWord)
            ++words;
        inWord = !space;
    }
    return words;
}

std::vector<std::string> historyNames(const std::vector<HistoryStrategy> &history)
{
    std::vector<std::string> names;
    for (const HistoryStrategy &strategy : history)
        names.push_back(historyStrategyName(strategy));
    return names;
}

} // namespace

const char *thinkTimeName(ThinkTime think)
{
    switch (think) {
    case ThinkTime::Fixed:
        return "fixed";
    case ThinkTime::Exponential:
        return "exponential";
    case ThinkTime::Speaking:
        return "speaking";
    }
    return "fixed";
}

bool thinkTimeFromName(const std::string &name, ThinkTime &think)
{
    for (ThinkTime candidate : {ThinkTime::Fixed, ThinkTime::Exponential, ThinkTime::Speaking}) {
        if (name == thinkTimeName(candidate)) {
            think = candidate;
            return true;
        }
    }
    return false;
}

std::string historyStrategyName(const HistoryStrategy &strategy)
{
    switch (strategy.kind) {
    case HistoryStrategy::Kind::Full:
        return "full";
    case HistoryStrategy::Kind::LastTurns:
        return "last:" + std::to_string(strategy.n);
    case HistoryStrategy::Kind::TokenBudget:
        return "budget:" + std::to_string(strategy.n);
    case HistoryStrategy::Kind::Summary:
        return "summary:" + std::to_string(strategy.n);
    }
    return "full";
}

bool historyStrategyFromName(const std::string &name, HistoryStrategy &strategy)
{
    if (name == "full") {
        strategy = {};
        return true;
    }
    const std::size_t colon = name.find(':');
    if (colon == std::string::npos || colon + 1 >= name.size() || name.size() - colon > 8)
        return false;
    const std::string kind = name.substr(0, colon);
    const std::string number = name.substr(colon + 1);
    if (!std::all_of(number.begin(), number.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return false;
    HistoryStrategy parsed;
    parsed.n = std::stoi(number);
    if (kind == "last")
        parsed.kind = HistoryStrategy::Kind::LastTurns;
    else if (kind == "budget")
        parsed.kind = HistoryStrategy::Kind::TokenBudget;
    else if (kind == "summary")
        parsed.kind = HistoryStrategy::Kind::Summary;
    else
        return false;
    strategy = parsed;
    return true;
}

std::string validateConversationPlan(const ConversationPlan &plan)
{
    if (!plan.enabled())
        return {};
    if (plan.users > kMaxUsers)
        return "at most 100,000 conversations at once";
    if (plan.turns < 1 || plan.turns > kMaxTurns)
        return "a conversation needs 1 to 1,000 turns";
    if (plan.gapsS.empty())
        return "a conversation plan needs at least one gap between turns";
    for (double gap : plan.gapsS) {
        if (!(gap >= 0 && gap <= kMaxGapS))
            return "gaps between turns must be between 0 s and a day";
    }
    for (std::size_t i = 0; i < plan.gapsS.size(); ++i) {
        for (std::size_t j = i + 1; j < plan.gapsS.size(); ++j) {
            if (conversationCellId(plan.gapsS[i]) == conversationCellId(plan.gapsS[j]))
                return "each gap between turns may be given once";
        }
    }
    if (plan.history.empty())
        return "a conversation plan needs at least one history strategy";
    for (std::size_t i = 0; i < plan.history.size(); ++i) {
        const HistoryStrategy &strategy = plan.history[i];
        if (strategy.kind == HistoryStrategy::Kind::LastTurns && !(strategy.n >= 1 && strategy.n <= kMaxTurns))
            return "last:N keeps 1 to 1,000 exchanges";
        if (strategy.kind == HistoryStrategy::Kind::TokenBudget && !(strategy.n >= 100 && strategy.n <= 10'000'000))
            return "budget:N keeps 100 to 10,000,000 tokens of history";
        if (strategy.kind == HistoryStrategy::Kind::Summary && !(strategy.n >= 1 && strategy.n <= kMaxTurns))
            return "summary:N summarises every 1 to 1,000 turns";
        if (std::find(plan.history.begin() + std::ptrdiff_t(i) + 1, plan.history.end(), strategy) != plan.history.end())
            return "each history strategy may be given once";
    }
    if (!(plan.wordsPerMinute >= 10 && plan.wordsPerMinute <= 1000))
        return "the speaking rate must be between 10 and 1,000 words a minute";
    if (!(plan.userRatePerS >= 0) || !std::isfinite(plan.userRatePerS))
        return "the users' arrival rate must not be negative";
    if (plan.language != "en" && plan.language != "zh")
        return "the conversations' language must be en or zh";
    for (char c : plan.affinityHeader) {
        // An HTTP token (RFC 9110 §5.6.2): nothing that could end the header or start another.
        if (!(std::isalnum(static_cast<unsigned char>(c)) || std::string_view("!#$%&'*+-.^_`|~").find(c) != std::string_view::npos))
            return "the affinity header must be a plain header name";
    }
    if (plan.toolEvery < 0 || plan.toolEvery > kMaxTurns)
        return "tool-call turns come every 1 to 1,000 turns (0: none)";
    if (!(plan.toolDelayMs >= 0 && plan.toolDelayMs <= 600'000))
        return "a tool's delay must be between 0 and 600,000 ms";
    if (plan.toolCommand.find('\0') != std::string::npos)
        return "the tool command must not hold a NUL character";
    return {};
}

std::string conversationCellId(double gapS, const HistoryStrategy &history)
{
    char buffer[48];
    std::snprintf(buffer, sizeof buffer, "conv-g%gs", gapS);
    std::string id = buffer;
    if (history.kind != HistoryStrategy::Kind::Full) {
        // The strategy's name without its colon: "last:4" → "-last4".
        std::string name = historyStrategyName(history);
        std::erase(name, ':');
        id += "-" + name;
    }
    return id;
}

std::optional<ConversationCell> conversationCellOf(const ConversationPlan &plan, const std::string &cellId)
{
    for (double gap : plan.gapsS) {
        for (const HistoryStrategy &history : plan.history) {
            if (conversationCellId(gap, history) == cellId)
                return ConversationCell{gap, history};
        }
    }
    return std::nullopt;
}

double speakingMs(const ConversationPlan &plan, const std::string &utterance)
{
    const double rate = std::clamp(plan.wordsPerMinute, 10.0, 1000.0);
    if (plan.language == "zh")
        return 60'000.0 * double(codePointCount(utterance)) / (rate * kChineseCharsPerEnglishWord);
    return 60'000.0 * double(englishWords(utterance)) / rate;
}

double thinkTimeMs(const ConversationPlan &plan, double gapS, const std::string &nextUtterance, std::uint64_t seed,
                   int conversation, int turn)
{
    const double gapMs = std::clamp(gapS, 0.0, kMaxGapS) * 1000.0;
    switch (plan.think) {
    case ThinkTime::Fixed:
        return gapMs;
    case ThinkTime::Exponential: {
        std::uint64_t state = seed ^ (std::uint64_t(conversation) * 0x100000001b3ULL) ^ (std::uint64_t(turn) << 40);
        const double unit = splitMix64Unit(splitMix64Next(state));
        // Capped at ten means: one draw in 22,000 would otherwise hold a user for hours.
        return std::min(-gapMs * std::log1p(-unit), 10.0 * gapMs);
    }
    case ThinkTime::Speaking:
        return gapMs + speakingMs(plan, nextUtterance);
    }
    return gapMs;
}

nlohmann::json toJson(const ConversationPlan &plan)
{
    return nlohmann::json{
        {"users", plan.users},
        {"turns", plan.turns},
        {"gaps_s", plan.gapsS},
        {"history", historyNames(plan.history)},
        {"think", thinkTimeName(plan.think)},
        {"words_per_minute", plan.wordsPerMinute},
        {"user_rate_per_s", plan.userRatePerS},
        {"language", plan.language},
        {"affinity_header", plan.affinityHeader},
        {"tool_every", plan.toolEvery},
        {"tool_delay_ms", plan.toolDelayMs},
        {"tool_command", plan.toolCommand},
    };
}

ConversationPlan conversationPlanFromJson(const nlohmann::json &object, std::string *error)
{
    ConversationPlan plan;
    if (!object.is_object()) {
        if (error && error->empty())
            *error = "a conversation plan must be a JSON object";
        return plan;
    }
    using jsonfields::read;
    read(object, "users", plan.users, error);
    read(object, "turns", plan.turns, error);
    read(object, "gaps_s", plan.gapsS, error);
    std::vector<std::string> history;
    if (read(object, "history", history, error) && !history.empty()) {
        plan.history.clear();
        for (const std::string &name : history) {
            HistoryStrategy strategy;
            if (historyStrategyFromName(name, strategy)) {
                plan.history.push_back(strategy);
            } else if (error && error->empty()) {
                *error = "\"history\": expected full, last:N, budget:N or summary:N";
            }
        }
        if (plan.history.empty())
            plan.history.push_back({});
    }
    std::string think;
    if (read(object, "think", think, error) && !think.empty() && !thinkTimeFromName(think, plan.think) && error
        && error->empty())
        *error = "\"think\": expected fixed, exponential or speaking";
    read(object, "words_per_minute", plan.wordsPerMinute, error);
    read(object, "user_rate_per_s", plan.userRatePerS, error);
    read(object, "language", plan.language, error);
    read(object, "affinity_header", plan.affinityHeader, error);
    read(object, "tool_every", plan.toolEvery, error);
    read(object, "tool_delay_ms", plan.toolDelayMs, error);
    read(object, "tool_command", plan.toolCommand, error);
    if (plan.users < 0) {
        if (error && error->empty())
            *error = "\"users\" must not be negative";
        plan.users = 0;
    }
    return plan;
}

} // namespace ttft
