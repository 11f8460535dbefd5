#include "promptbuilder.h"

#include "model/jsonfields.h"
#include "promptestimator.h"
#include "promptfiller.h"

#include <cmath>
#include <cstdio>
#include <random>

namespace ttft {

namespace {

constexpr std::size_t kCachedFillers = 16;  // a sweep has a handful of lengths
constexpr double kMinAnswerTokens = 3;      // a shorter closing answer is not worth a message
constexpr std::size_t kSettledSamples = 3;  // calibrate(): from here on, samples that fit are skipped
constexpr double kSettledError = 0.005;

bool isAsciiAlnum(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

std::size_t codePointLength(unsigned char lead)
{
    if (lead >= 0xF0)
        return 4;
    if (lead >= 0xE0)
        return 3;
    if (lead >= 0xC0)
        return 2;
    return 1;
}

// The next piece of `text` from `at` that the estimate counts on its own: a word or number with
// the spaces before it, or one other character.
std::size_t unitEnd(std::string_view text, std::size_t at)
{
    std::size_t end = at;
    while (end < text.size() && text[end] == ' ')
        ++end;
    const auto first = end < text.size() ? static_cast<unsigned char>(text[end]) : 0;
    if (end < text.size() && isAsciiAlnum(first)) {
        const bool digits = first >= '0' && first <= '9';
        while (end < text.size()) {
            const auto c = static_cast<unsigned char>(text[end]);
            if (!isAsciiAlnum(c) || (c >= '0' && c <= '9') != digits)
                break;
            ++end;
        }
        return end;
    }
    if (end > at)
        return end; // spaces before punctuation: a unit of their own
    return std::min(text.size(), at + codePointLength(first));
}

// Appends the leading units of `piece` to `text` while they fit in `budget`; returns their tokens.
double appendUnitsWithin(std::string &text, std::string_view piece, double budget)
{
    double used = 0;
    std::size_t at = 0;
    while (at < piece.size()) {
        const std::size_t end = unitEnd(piece, at);
        const double cost = PromptEstimator::textTokens(piece.substr(at, end - at));
        if (used + cost > budget + 1e-9)
            break;
        used += cost;
        at = end;
    }
    text.append(piece.substr(0, at));
    return used;
}

// Writes assistant sentences into `text` (after what it holds) until `budget` tokens are used up,
// cutting the last sentence at a word (or, in Chinese, a character).
double fillText(PromptFiller &source, std::string &text, double budget, std::string candidate)
{
    double used = 0;
    for (;;) {
        std::string piece;
        if (text.empty()) {
            piece = std::move(candidate);
        } else {
            piece.reserve(source.sentenceSeparator().size() + candidate.size());
            piece.append(source.sentenceSeparator()).append(candidate);
        }
        const double cost = PromptEstimator::textTokens(piece);
        if (used + cost > budget)
            return used + appendUnitsWithin(text, piece, budget - used);
        text += piece;
        used += cost;
        candidate = source.assistantSentence();
    }
}

nlohmann::json turn(const char *role, std::string content)
{
    return nlohmann::json{{"role", role}, {"content", std::move(content)}};
}

void prependNonce(nlohmann::json &message, const std::string &line)
{
    if (!message.is_object())
        return;
    auto content = message.find("content");
    if (content == message.end() || content->is_null()) {
        message["content"] = line;
    } else if (content->is_string()) {
        // Appended piece by piece: at -O3 GCC 12 warns (-Wrestrict, wrongly) about chained operator+.
        const std::string &text = content->get_ref<const std::string &>();
        std::string opened;
        opened.reserve(line.size() + 1 + text.size());
        opened.append(line).append(1, '\n').append(text);
        *content = std::move(opened);
    } else if (content->is_array()) {
        content->insert(content->begin(), nlohmann::json{{"type", "text"}, {"text", line}});
    }
}

} // namespace

PromptBuilder::PromptBuilder(Workload workload)
    : m_workload(std::move(workload))
    , m_fixed(composeMessages(m_workload))
    , m_runTag(newRunTag())
{
    if (!m_fixed.is_array())
        m_fixed = nlohmann::json::array();
    while (m_leadingSystem < m_fixed.size()) {
        const nlohmann::json &message = m_fixed[m_leadingSystem];
        const std::string role = message.is_object() ? jsonfields::valueOr(message, "role", std::string()) : std::string();
        if (role != "system" && role != "developer")
            break;
        ++m_leadingSystem;
    }
    m_fixedTokens = PromptEstimator::chatTokens(m_fixed, m_workload.extraBody);
}

std::string PromptBuilder::newRunTag()
{
    std::random_device device;
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%08x", unsigned(device()));
    return buffer;
}

std::string PromptBuilder::nonceFor(std::string_view runTag, std::int64_t requestIndex)
{
    std::string nonce = "run ";
    nonce.append(runTag).append(" request ").append(std::to_string(requestIndex));
    return nonce;
}

BuiltPrompt PromptBuilder::build(std::int64_t requestIndex, std::optional<int> targetTokens) const
{
    return build(nonceFor(m_runTag, requestIndex), targetTokens);
}

BuiltPrompt PromptBuilder::build(std::string_view nonce, std::optional<int> targetTokens) const
{
    BuiltPrompt prompt;
    prompt.targetTokens = targetTokens;

    std::string nonceLine;
    double nonceTokens = 0;
    if (m_workload.cacheBust && !nonce.empty()) {
        nonceLine.reserve(nonce.size() + 3);
        nonceLine.append(1, '[').append(nonce).append(1, ']');
        // The line break joins it to the content; estimates add up across a line break.
        nonceTokens = PromptEstimator::textTokens(nonceLine) + PromptEstimator::textTokens("\n");
    }

    std::shared_ptr<const Filler> filler;
    PromptCalibration calibration;
    {
        std::lock_guard lock(m_mutex);
        calibration = m_calibration;
        if (targetTokens) {
            const double rawTarget = calibration.estimateFor(*targetTokens);
            const double budget = rawTarget - m_fixedTokens - nonceTokens;
            prompt.targetReachable = budget > -0.5;
            if (budget >= 1)
                filler = fillerFor(int(std::lround(budget)));
        }
    }

    nlohmann::json::array_t messages;
    messages.reserve(m_fixed.size() + (filler ? filler->messages.size() : 0));
    for (std::size_t i = 0; i < m_leadingSystem; ++i)
        messages.push_back(m_fixed[i]);
    if (filler) {
        for (const auto &message : filler->messages)
            messages.push_back(message);
        prompt.fillerMessages = int(filler->messages.size());
    }
    for (std::size_t i = m_leadingSystem; i < m_fixed.size(); ++i)
        messages.push_back(m_fixed[i]);
    if (!nonceLine.empty() && !messages.empty())
        prependNonce(messages.front(), nonceLine);
    prompt.messages = std::move(messages);

    const double estimated = m_fixedTokens + nonceTokens + (filler ? filler->tokens : 0.0);
    prompt.estimatedTokens = int(std::lround(estimated));
    prompt.expectedTokens = int(std::lround(calibration.predict(estimated)));
    return prompt;
}

std::shared_ptr<const PromptBuilder::Filler> PromptBuilder::fillerFor(int budget) const
{
    if (const auto cached = m_fillers.find(budget); cached != m_fillers.end())
        return cached->second;

    auto filler = std::make_shared<Filler>();
    PromptFiller source(m_workload.fillerLanguage, m_workload.fillerSeed);
    const double overhead = PromptEstimator::kTokensPerMessage;
    double remaining = budget;
    for (;;) {
        std::string user = source.userTurn();
        std::string answer = source.assistantTurn();
        const double userCost = overhead + PromptEstimator::textTokens(user);
        const double answerCost = overhead + PromptEstimator::textTokens(answer);
        if (userCost + answerCost <= remaining) {
            filler->messages.push_back(turn("user", std::move(user)));
            filler->messages.push_back(turn("assistant", std::move(answer)));
            remaining -= userCost + answerCost;
            continue;
        }
        // The closing exchange: the question as it came, the answer cut to what is left.
        if (remaining - userCost - overhead >= kMinAnswerTokens) {
            std::string cut;
            const double used = fillText(source, cut, remaining - userCost - overhead, std::move(answer));
            filler->messages.push_back(turn("user", std::move(user)));
            filler->messages.push_back(turn("assistant", std::move(cut)));
            remaining -= userCost + overhead + used;
        } else if (!filler->messages.empty()) {
            // Too little for another exchange: the last answer runs on a little longer.
            std::string &last = filler->messages.back()["content"].get_ref<std::string &>();
            remaining -= fillText(source, last, remaining, std::move(answer));
        } else if (remaining >= 2 * overhead + 2 * kMinAnswerTokens) {
            // A short target: one exchange, both sides cut to fit.
            const double text = remaining - 2 * overhead;
            std::string question;
            std::string cut;
            double used = appendUnitsWithin(question, user, std::floor(text / 2));
            used += fillText(source, cut, text - used, std::move(answer));
            filler->messages.push_back(turn("user", std::move(question)));
            filler->messages.push_back(turn("assistant", std::move(cut)));
            remaining -= 2 * overhead + used;
        }
        break;
    }
    filler->tokens = double(budget) - remaining;

    m_fillers.emplace(budget, filler);
    m_fillerOrder.push_back(budget);
    if (m_fillerOrder.size() > kCachedFillers) {
        m_fillers.erase(m_fillerOrder.front());
        m_fillerOrder.pop_front();
    }
    return filler;
}

bool PromptBuilder::calibrate(int estimatedTokens, int reportedTokens)
{
    std::lock_guard lock(m_mutex);
    if (estimatedTokens <= 0 || reportedTokens <= 0)
        return false;
    if (m_calibration.sampleCount() >= kSettledSamples
        && std::abs(m_calibration.predict(estimatedTokens) - reportedTokens) <= kSettledError * reportedTokens)
        return false;
    m_calibration.addSample(estimatedTokens, reportedTokens);
    return true;
}

PromptCalibration PromptBuilder::calibration() const
{
    std::lock_guard lock(m_mutex);
    return m_calibration;
}

void PromptBuilder::setCalibration(const PromptCalibration &calibration)
{
    std::lock_guard lock(m_mutex);
    m_calibration = calibration;
}

} // namespace ttft
