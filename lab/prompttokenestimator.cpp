#include "prompttokenestimator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

namespace ttft {

namespace {

bool isCjk(char32_t codePoint)
{
    return (codePoint >= 0x2E80 && codePoint <= 0x9FFF)     // radicals, kana, CJK unified
        || (codePoint >= 0xAC00 && codePoint <= 0xD7AF)     // Hangul syllables
        || (codePoint >= 0xF900 && codePoint <= 0xFAFF)     // compatibility ideographs
        || (codePoint >= 0xFF00 && codePoint <= 0xFFEF)     // full-width forms
        || (codePoint >= 0x20000 && codePoint <= 0x3FFFF);  // ideograph extensions B and later
}

QString compactJson(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

// A content part's text: its "text", or, for a part that carries something else (Anthropic's
// tool_use and tool_result, Gemini's functionCall and functionResponse), that as compact JSON: a
// chat template renders tool calls and results into the prompt, and engines count them.
QString partText(const QJsonValue &part)
{
    const QJsonObject object = part.toObject();
    const QJsonValue text = object.value(QLatin1String("text"));
    if (text.isString() || object.isEmpty())
        return text.toString();
    return compactJson(object);
}

// What a message carries besides its content: OpenAI's tool_calls, or a whole item without
// content (the Responses API's function_call and function_call_output), as compact JSON.
QString messageExtraText(const QJsonObject &message)
{
    if (const QJsonValue calls = message.value(QLatin1String("tool_calls")); calls.isArray())
        return QString::fromUtf8(QJsonDocument(calls.toArray()).toJson(QJsonDocument::Compact));
    if (!message.contains(QLatin1String("content")) && !message.contains(QLatin1String("role")))
        return compactJson(message);
    return {};
}

int textTokensOf(const QJsonValue &content)
{
    if (content.isString())
        return estimateTextTokens(content.toString());
    int tokens = 0;
    if (content.isArray()) {
        for (const QJsonValue &part : content.toArray())
            tokens += estimateTextTokens(partText(part));
    }
    return tokens;
}

} // namespace

int estimateTextTokens(QStringView text)
{
    // A plain loop over UTF-16 code units: this runs on the server thread for every request, over
    // prompts of several MiB, and everything below U+2E80 (all Latin, Greek, Cyrillic, ...) is
    // decided by one comparison.
    int cjk = 0;
    int other = 0;
    const char16_t *unit = text.utf16();
    const char16_t *const end = unit + text.size();
    for (; unit != end; ++unit) {
        char32_t codePoint = *unit;
        if (codePoint < 0x2E80) {
            ++other;
            continue;
        }
        if (QChar::isHighSurrogate(codePoint) && unit + 1 != end && QChar::isLowSurrogate(unit[1])) {
            codePoint = QChar::surrogateToUcs4(char16_t(codePoint), unit[1]);
            ++unit;
        }
        if (isCjk(codePoint))
            ++cjk;
        else
            ++other;
    }
    return cjk + (other + 3) / 4;
}

int estimateChatPromptTokens(const QJsonArray &messages)
{
    int tokens = 3;
    for (const QJsonValue &message : messages) {
        const QJsonObject object = message.toObject();
        tokens += 4 + textTokensOf(object.value(QLatin1String("content")));
        if (const QString extra = messageExtraText(object); !extra.isEmpty())
            tokens += estimateTextTokens(extra);
    }
    return tokens;
}

namespace {

// Walks a prompt with estimateTextTokens()'s arithmetic while hashing it (FNV-1a over UTF-16
// units), taking the hash each time the token count reaches a block boundary.
class PromptWalker
{
public:
    explicit PromptWalker(int blockTokens)
        : m_blockTokens(blockTokens)
        , m_nextBoundary(blockTokens)
    {
    }

    void mix(char16_t unit)
    {
        m_hash = (m_hash ^ unit) * 0x100000001b3ULL;
    }

    void mixText(QStringView text)
    {
        for (const QChar c : text)
            mix(c.unicode());
    }

    // A stretch of text whose "other" characters are rounded up on their own, as one
    // estimateTextTokens() call does.
    void text(QStringView text)
    {
        const int start = m_tokens;
        int cjk = 0;
        int other = 0;
        const char16_t *unit = text.utf16();
        const char16_t *const end = unit + text.size();
        for (; unit != end; ++unit) {
            char32_t codePoint = *unit;
            mix(*unit);
            if (codePoint >= 0x2E80) {
                if (QChar::isHighSurrogate(codePoint) && unit + 1 != end && QChar::isLowSurrogate(unit[1])) {
                    codePoint = QChar::surrogateToUcs4(char16_t(codePoint), unit[1]);
                    ++unit;
                    mix(*unit);
                }
            }
            if (codePoint >= 0x2E80 && isCjk(codePoint))
                ++cjk;
            else
                ++other;
            reach(start + cjk + other / 4);
        }
        reach(start + cjk + (other + 3) / 4);
    }

    void addTokens(int count) { reach(m_tokens + count); }

    int tokens() const { return m_tokens; }
    std::vector<std::uint64_t> takeHashes() { return std::move(m_hashes); }

private:
    void reach(int tokens)
    {
        m_tokens = tokens;
        while (m_blockTokens > 0 && m_tokens >= m_nextBoundary) {
            m_hashes.push_back(m_hash);
            m_nextBoundary += m_blockTokens;
        }
    }

    int m_blockTokens;
    int m_nextBoundary;
    int m_tokens = 0;
    std::uint64_t m_hash = 0xcbf29ce484222325ULL;
    std::vector<std::uint64_t> m_hashes;
};

} // namespace

ChatPromptDigest digestChatPrompt(const QJsonArray &messages, int blockTokens)
{
    constexpr char16_t kMessageEnd = 0x1e; // record separator: "a" + "b" must not hash as "ab"
    constexpr char16_t kPartEnd = 0x1f;
    PromptWalker walker(blockTokens);
    for (const QJsonValue &message : messages) {
        const QJsonObject object = message.toObject();
        walker.mixText(object.value(QLatin1String("role")).toString());
        walker.mix(kPartEnd);
        walker.addTokens(4);
        const QJsonValue content = object.value(QLatin1String("content"));
        if (content.isString()) {
            walker.text(content.toString());
        } else if (content.isArray()) {
            for (const QJsonValue &part : content.toArray()) {
                walker.text(partText(part));
                walker.mix(kPartEnd);
            }
        }
        if (const QString extra = messageExtraText(object); !extra.isEmpty()) {
            walker.mix(kPartEnd);
            walker.text(extra);
        }
        walker.mix(kMessageEnd);
    }
    walker.addTokens(3);
    ChatPromptDigest digest;
    digest.tokens = walker.tokens();
    digest.blockHashes = walker.takeHashes();
    return digest;
}

} // namespace ttft
