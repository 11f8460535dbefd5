#include "geminiformat.h"

#include "openaichunkbuilder.h"

namespace ttft {

namespace {

constexpr QByteArrayView kPartsPrefix("{\"candidates\":[{\"content\":{\"parts\":[{\"text\":\"");

} // namespace

GeminiFormat::GeminiFormat(LabStreamSetup setup)
    : LabStreamFormat(std::move(setup))
{
    const QByteArray prompt = QByteArray::number(m_setup.promptTokens);
    m_chunkSuffix = QByteArrayLiteral("\"usageMetadata\":{\"promptTokenCount\":") + prompt
        + QByteArrayLiteral(",\"totalTokenCount\":") + prompt + QByteArrayLiteral("},\"modelVersion\":\"")
        + escapedModel() + QByteArrayLiteral("\",\"responseId\":\"") + responseId("lab") + QByteArrayLiteral("\"}");
}

QByteArray GeminiFormat::response(QByteArrayView jsonSafeText, const LabStreamEnd *end) const
{
    QByteArray json;
    json.reserve(kPartsPrefix.size() + jsonSafeText.size() + m_chunkSuffix.size() + 160);
    json.append(kPartsPrefix).append(jsonSafeText).append("\"}],\"role\":\"model\"}");
    if (!end) {
        json.append(",\"index\":0}],").append(m_chunkSuffix);
        return json;
    }
    json.append(",\"finishReason\":\"").append(m_setup.cutByMaxTokens ? "MAX_TOKENS" : "STOP").append("\",\"index\":0}],");
    json.append("\"usageMetadata\":{\"promptTokenCount\":").append(QByteArray::number(end->promptTokens));
    json.append(",\"candidatesTokenCount\":").append(QByteArray::number(end->outputTokens));
    json.append(",\"totalTokenCount\":").append(QByteArray::number(end->promptTokens + end->outputTokens));
    if (end->cachedTokens > 0)
        json.append(",\"cachedContentTokenCount\":").append(QByteArray::number(end->cachedTokens));
    json.append("},\"modelVersion\":\"").append(escapedModel());
    json.append("\",\"responseId\":\"").append(responseId("lab")).append("\"}");
    return json;
}

QByteArray GeminiFormat::token(QByteArrayView jsonSafeText)
{
    return sseData(response(jsonSafeText, nullptr));
}

QByteArray GeminiFormat::tail(const LabStreamEnd &end)
{
    return sseData(response({}, &end));
}

QByteArray GeminiFormat::malformed()
{
    return frame(QByteArray(QByteArrayLiteral("data: ") + kPartsPrefix.toByteArray() + QByteArrayLiteral("\n\n")));
}

QByteArray GeminiFormat::wholeBody(QByteArrayView answer, const LabStreamEnd &end)
{
    return response(jsonEscaped(answer), &end);
}

} // namespace ttft
