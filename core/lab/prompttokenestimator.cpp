#include "prompttokenestimator.h"

#include <QJsonArray>
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

int textTokensOf(const QJsonValue &content)
{
    if (content.isString())
        return estimateTextTokens(content.toString());
    int tokens = 0;
    if (content.isArray()) {
        for (const QJsonValue &part : content.toArray())
            tokens += estimateTextTokens(part.toObject().value(QLatin1String("text")).toString());
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
    for (const QJsonValue &message : messages)
        tokens += 4 + textTokensOf(message.toObject().value(QLatin1String("content")));
    return tokens;
}

} // namespace ttft
