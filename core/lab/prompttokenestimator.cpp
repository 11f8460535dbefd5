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
    int cjk = 0;
    int other = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        char32_t codePoint = text[i].unicode();
        if (text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            codePoint = QChar::surrogateToUcs4(text[i], text[i + 1]);
            ++i;
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
