#include "geminiformat.h"

#include "openaichunkbuilder.h"

namespace ttft {

namespace {

constexpr QByteArrayView kPartsPrefix("{\"candidates\":[{\"content\":{\"parts\":[");
constexpr QByteArrayView kTextPrefix("{\"candidates\":[{\"content\":{\"parts\":[{\"text\":\"");

} // namespace

GeminiFormat::GeminiFormat(LabStreamSetup setup)
    : LabStreamFormat(std::move(setup))
{
    const QByteArray prompt = QByteArray::number(m_setup.promptTokens);
    m_chunkSuffix = QByteArrayLiteral("\"usageMetadata\":{\"promptTokenCount\":") + prompt
        + QByteArrayLiteral(",\"totalTokenCount\":") + prompt + QByteArrayLiteral("},\"modelVersion\":\"")
        + escapedModel() + QByteArrayLiteral("\",\"responseId\":\"") + responseId("lab") + QByteArrayLiteral("\"}");
}

QByteArray GeminiFormat::textPart(QByteArrayView jsonSafeText, bool thought)
{
    QByteArray part;
    part.reserve(jsonSafeText.size() + 32);
    part.append("{\"text\":\"").append(jsonSafeText).append(thought ? "\",\"thought\":true}" : "\"}");
    return part;
}

QByteArray GeminiFormat::response(QByteArrayView parts, const LabStreamEnd *end) const
{
    QByteArray json;
    json.reserve(kPartsPrefix.size() + parts.size() + m_chunkSuffix.size() + 160);
    json.append(kPartsPrefix).append(parts).append("],\"role\":\"model\"}");
    if (!end) {
        json.append(",\"index\":0}],").append(m_chunkSuffix);
        return json;
    }
    json.append(",\"finishReason\":\"").append(m_setup.cutByMaxTokens ? "MAX_TOKENS" : "STOP").append("\",\"index\":0}],");
    json.append("\"usageMetadata\":{\"promptTokenCount\":").append(QByteArray::number(end->promptTokens));
    json.append(",\"candidatesTokenCount\":").append(QByteArray::number(end->outputTokens));
    json.append(",\"totalTokenCount\":")
        .append(QByteArray::number(end->promptTokens + end->outputTokens + end->reasoningTokens));
    if (m_setup.plannedReasoningTokens > 0)
        json.append(",\"thoughtsTokenCount\":").append(QByteArray::number(end->reasoningTokens));
    if (end->cachedTokens > 0)
        json.append(",\"cachedContentTokenCount\":").append(QByteArray::number(end->cachedTokens));
    json.append("},\"modelVersion\":\"").append(escapedModel());
    json.append("\",\"responseId\":\"").append(responseId("lab")).append("\"}");
    return json;
}

QByteArray GeminiFormat::reasoningToken(QByteArrayView jsonSafeText)
{
    return sseData(response(textPart(jsonSafeText, true), nullptr));
}

QByteArray GeminiFormat::token(QByteArrayView jsonSafeText)
{
    return sseData(response(textPart(jsonSafeText, false), nullptr));
}

QByteArray GeminiFormat::functionCallPart(QByteArrayView arguments) const
{
    const bool whole = arguments == m_setup.toolCall->arguments;
    return QByteArrayLiteral("{\"functionCall\":{\"name\":\"") + jsonEscaped(m_setup.toolCall->name)
        + QByteArrayLiteral("\",\"args\":") + (whole ? arguments.toByteArray() : QByteArrayLiteral("{}")) + QByteArrayLiteral("}}");
}

QByteArray GeminiFormat::toolCallPiece(int piece)
{
    if (piece + 1 < int(m_setup.toolCall->pieces.size()))
        return {};
    return sseData(response(functionCallPart(m_setup.toolCall->arguments), nullptr));
}

QByteArray GeminiFormat::tail(const LabStreamEnd &end)
{
    return sseData(response(textPart({}, false), &end));
}

QByteArray GeminiFormat::malformed()
{
    return frame(QByteArray(QByteArrayLiteral("data: ") + kTextPrefix.toByteArray() + QByteArrayLiteral("\n\n")));
}

QByteArray GeminiFormat::wholeBody(QByteArrayView reasoning, QByteArrayView answer, const LabStreamEnd &end)
{
    QByteArray parts;
    if (!reasoning.isEmpty())
        parts = textPart(jsonEscaped(reasoning), true) + ',';
    parts += m_setup.toolCall ? functionCallPart(answer) : textPart(jsonEscaped(answer), false);
    return response(parts, &end);
}

} // namespace ttft
