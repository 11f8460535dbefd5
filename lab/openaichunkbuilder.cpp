#include "openaichunkbuilder.h"

#include <QStringBuilder>

namespace ttft {

QByteArray jsonEscaped(QByteArrayView utf8)
{
    QByteArray out;
    out.reserve(utf8.size() + 8);
    for (const char c : utf8) {
        switch (c) {
        case '"': out.append("\\\""); break;
        case '\\': out.append("\\\\"); break;
        case '\n': out.append("\\n"); break;
        case '\r': out.append("\\r"); break;
        case '\t': out.append("\\t"); break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                static const char hex[] = "0123456789abcdef";
                out.append("\\u00");
                out.append(hex[(c >> 4) & 0xf]);
                out.append(hex[c & 0xf]);
            } else {
                out.append(c);
            }
        }
    }
    return out;
}

OpenAiChunkBuilder::OpenAiChunkBuilder(QByteArrayView completionId, qint64 createdSecs, QByteArrayView model)
{
    m_prefix = QByteArrayLiteral("data: {\"id\":\"") + jsonEscaped(completionId)
        + QByteArrayLiteral("\",\"object\":\"chat.completion.chunk\",\"created\":") + QByteArray::number(createdSecs)
        + QByteArrayLiteral(",\"model\":\"") + jsonEscaped(model) + QByteArrayLiteral("\",\"choices\":[");
}

QByteArray OpenAiChunkBuilder::httpChunk(QByteArrayView payload)
{
    QByteArray chunk;
    chunk.reserve(payload.size() + 12);
    chunk.append(QByteArray::number(payload.size(), 16));
    chunk.append("\r\n");
    chunk.append(payload);
    chunk.append("\r\n");
    return chunk;
}

QByteArray OpenAiChunkBuilder::lastHttpChunk()
{
    return QByteArrayLiteral("0\r\n\r\n");
}

QByteArray OpenAiChunkBuilder::roleChunk() const
{
    return m_prefix
        + QByteArrayLiteral("{\"index\":0,\"delta\":{\"role\":\"assistant\",\"content\":\"\"},\"finish_reason\":null}]}\n\n");
}

QByteArray OpenAiChunkBuilder::contentChunk(QByteArrayView jsonSafeText) const
{
    QByteArray event;
    event.reserve(m_prefix.size() + jsonSafeText.size() + 64);
    event.append(m_prefix);
    event.append("{\"index\":0,\"delta\":{\"content\":\"");
    event.append(jsonSafeText);
    event.append("\"},\"finish_reason\":null}]}\n\n");
    return event;
}

QByteArray OpenAiChunkBuilder::reasoningChunk(QByteArrayView jsonSafeText) const
{
    QByteArray event;
    event.reserve(m_prefix.size() + jsonSafeText.size() + 72);
    event.append(m_prefix);
    event.append("{\"index\":0,\"delta\":{\"reasoning_content\":\"");
    event.append(jsonSafeText);
    event.append("\"},\"finish_reason\":null}]}\n\n");
    return event;
}

QByteArray OpenAiChunkBuilder::toolCallStartChunk(QByteArrayView callId, QByteArrayView name) const
{
    return m_prefix + QByteArrayLiteral("{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"") + jsonEscaped(callId)
        + QByteArrayLiteral("\",\"type\":\"function\",\"function\":{\"name\":\"") + jsonEscaped(name)
        + QByteArrayLiteral("\",\"arguments\":\"\"}}]},\"finish_reason\":null}]}\n\n");
}

QByteArray OpenAiChunkBuilder::toolArgumentsChunk(QByteArrayView argumentsFragment) const
{
    return m_prefix + QByteArrayLiteral("{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"function\":{\"arguments\":\"")
        + jsonEscaped(argumentsFragment) + QByteArrayLiteral("\"}}]},\"finish_reason\":null}]}\n\n");
}

QByteArray OpenAiChunkBuilder::finishChunk(QByteArrayView finishReason) const
{
    return m_prefix + QByteArrayLiteral("{\"index\":0,\"delta\":{},\"finish_reason\":\"") + jsonEscaped(finishReason)
        + QByteArrayLiteral("\"}]}\n\n");
}

QByteArray OpenAiChunkBuilder::finalChunk(QByteArrayView finishReason, QByteArrayView usageJson, QByteArrayView timingsJson) const
{
    return m_prefix + QByteArrayLiteral("{\"index\":0,\"delta\":{},\"finish_reason\":\"") + jsonEscaped(finishReason)
        + QByteArrayLiteral("\"}],\"usage\":") + usageJson + QByteArrayLiteral(",\"timings\":") + timingsJson
        + QByteArrayLiteral("}\n\n");
}

QByteArray OpenAiChunkBuilder::usageChunk(int promptTokens, int completionTokens, int cachedTokens,
                                          int reasoningTokens) const
{
    QByteArray chunk = m_prefix + QByteArrayLiteral("],\"usage\":{\"prompt_tokens\":") + QByteArray::number(promptTokens)
        + QByteArrayLiteral(",\"completion_tokens\":") + QByteArray::number(completionTokens)
        + QByteArrayLiteral(",\"total_tokens\":") + QByteArray::number(promptTokens + completionTokens)
        + QByteArrayLiteral(",\"prompt_tokens_details\":{\"cached_tokens\":") + QByteArray::number(cachedTokens) + '}';
    if (reasoningTokens >= 0) {
        chunk += QByteArrayLiteral(",\"completion_tokens_details\":{\"reasoning_tokens\":")
            + QByteArray::number(reasoningTokens) + '}';
    }
    return chunk + QByteArrayLiteral("}}\n\n");
}

QByteArray OpenAiChunkBuilder::doneChunk()
{
    return QByteArrayLiteral("data: [DONE]\n\n");
}

QByteArray OpenAiChunkBuilder::errorEventChunk(QByteArrayView errorJson)
{
    return QByteArrayLiteral("event: error\ndata: ") + errorJson.toByteArray() + QByteArrayLiteral("\n\n");
}

QByteArray OpenAiChunkBuilder::errorObjectChunk(QByteArrayView errorJson)
{
    return QByteArrayLiteral("data: ") + errorJson.toByteArray() + QByteArrayLiteral("\n\n");
}

QByteArray OpenAiChunkBuilder::malformedChunk() const
{
    // The JSON stops inside the delta; the SSE framing around it stays intact.
    return m_prefix + QByteArrayLiteral("{\"index\":0,\"delta\":{\"content\":\"\n\n");
}

} // namespace ttft
