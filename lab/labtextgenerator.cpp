#include "labtextgenerator.h"

#include <array>
#include <string_view>

namespace ttft {

namespace {

constexpr std::array<std::string_view, 160> kWords{
    "the", "a", "model", "answer", "first", "token", "time", "stream", "request", "server",
    "latency", "client", "voice", "agent", "user", "word", "quickly", "network", "response", "prompt",
    "cache", "queue", "batch", "short", "long", "clear", "simple", "data", "test", "result",
    "each", "every", "with", "from", "into", "over", "under", "and", "but", "so",
    "then", "when", "while", "because", "it", "this", "that", "we", "you", "they",
    "can", "will", "should", "might", "must", "does", "is", "are", "was", "be",
    "has", "have", "sends", "reads", "waits", "starts", "measures", "speaks", "returns", "arrives",
    "finishes", "begins", "fast", "slow", "steady", "early", "late", "next", "last", "small",
    "large", "good", "useful", "careful", "quiet", "warm", "open", "real", "honest", "precise",
    "typical", "common", "of", "to", "in", "on", "at", "for", "by", "about",
    "through", "after", "before", "again", "also", "only", "still", "often", "rarely", "always",
    "here", "there", "now", "today", "system", "engine", "signal", "moment", "minute", "second",
    "number", "value", "line", "chart", "table", "report", "sentence", "story", "idea", "reason",
    "question", "point", "part", "way", "plan", "step", "path", "window", "budget", "goal",
    "people", "team", "city", "river", "morning", "evening", "light", "sound", "music", "garden",
    "little", "more", "most", "some", "many", "few", "other", "same", "own", "new",
};

} // namespace

LabTextGenerator::LabTextGenerator(std::uint64_t seed)
    : m_rng(seed)
{
}

QByteArray LabTextGenerator::nextToken()
{
    if (m_wordsLeft == 0 && !m_capitalize) {
        m_capitalize = true;
        return m_rng.chance(0.1) ? QByteArrayLiteral("!") : QByteArrayLiteral(".");
    }
    if (m_capitalize) {
        m_wordsLeft = 6 + m_rng.below(13);
    } else if (!m_lastWasComma && m_wordsLeft > 1 && m_rng.chance(0.08)) {
        m_lastWasComma = true;
        return QByteArrayLiteral(",");
    }
    m_lastWasComma = false;

    const std::string_view word = kWords[std::size_t(m_rng.below(int(kWords.size())))];
    QByteArray token;
    token.reserve(qsizetype(word.size()) + 1);
    if (!m_first)
        token.append(' ');
    const qsizetype wordStart = token.size();
    token.append(word.data(), qsizetype(word.size()));
    if (m_capitalize)
        token[wordStart] = char(token[wordStart] - 'a' + 'A');
    m_first = false;
    m_capitalize = false;
    --m_wordsLeft;
    return token;
}

} // namespace ttft
