#include "openaichatformat.h"

#include "laberrorbodies.h"
#include "llamacppformat.h"
#include "openaibodies.h"

#include <QJsonObject>

#include <nlohmann/json.hpp>

namespace ttft {

OpenAiChatFormat::OpenAiChatFormat(LabStreamSetup setup)
    : LabStreamFormat(std::move(setup))
    , m_chunks(responseId("chatcmpl-lab"), m_setup.createdSecs, m_setup.model)
{
}

QByteArray OpenAiChatFormat::finishReason() const
{
    if (m_setup.cutByMaxTokens)
        return QByteArrayLiteral("length");
    return m_setup.toolCall && !m_setup.toolCall->named ? QByteArrayLiteral("tool_calls") : QByteArrayLiteral("stop");
}

QByteArray OpenAiChatFormat::prelude()
{
    // llama.cpp's server sends no role-only chunk: its first chunk carries the first token.
    return m_setup.llamaCppShape ? QByteArray() : frame(m_chunks.roleChunk());
}

int OpenAiChatFormat::reportedReasoning(const LabStreamEnd &end) const
{
    // Usage says how many were reasoning only when the request was to reason at all.
    return m_setup.plannedReasoningTokens > 0 ? end.reasoningTokens : -1;
}

QByteArray OpenAiChatFormat::reasoningToken(QByteArrayView jsonSafeText)
{
    return frame(m_chunks.reasoningChunk(jsonSafeText));
}

QByteArray OpenAiChatFormat::token(QByteArrayView jsonSafeText)
{
    return frame(m_chunks.contentChunk(jsonSafeText));
}

QByteArray OpenAiChatFormat::toolCallPiece(int piece)
{
    const LabToolCall &call = *m_setup.toolCall;
    QByteArray bytes;
    if (piece == 0)
        bytes = frame(m_chunks.toolCallStartChunk(QByteArray(QByteArrayLiteral("call_lab") + call.callId), call.name));
    return bytes + frame(m_chunks.toolArgumentsChunk(call.pieces.at(std::size_t(piece))));
}

QByteArray OpenAiChatFormat::tail(const LabStreamEnd &end)
{
    if (m_setup.llamaCppShape) {
        // llama.cpp (tools/server, its OpenAI-compatible stream): one last chunk with choices
        // [{delta {}, finish_reason}] and, beside them, usage and timings, stream_options or not.
        const QByteArray usage = QByteArrayLiteral("{\"completion_tokens\":") + QByteArray::number(end.outputTokens + end.reasoningTokens)
            + QByteArrayLiteral(",\"prompt_tokens\":") + QByteArray::number(end.promptTokens)
            + QByteArrayLiteral(",\"total_tokens\":") + QByteArray::number(end.promptTokens + end.outputTokens + end.reasoningTokens) + '}';
        return frame(m_chunks.finalChunk(finishReason(), usage, labJsonText(llamaCppTimings(end))))
            + frame(OpenAiChunkBuilder::doneChunk());
    }
    QByteArray tail = frame(m_chunks.finishChunk(finishReason()));
    if (m_setup.includeUsage)
        tail += frame(m_chunks.usageChunk(end.promptTokens, end.outputTokens + end.reasoningTokens, end.cachedTokens,
                                          reportedReasoning(end)));
    tail += frame(OpenAiChunkBuilder::doneChunk());
    return tail;
}

QByteArray OpenAiChatFormat::malformed()
{
    return frame(m_chunks.malformedChunk());
}

QByteArray OpenAiChatFormat::wholeBody(QByteArrayView reasoning, QByteArrayView answer, const LabStreamEnd &end)
{
    QJsonArray toolCalls;
    if (const LabToolCall *call = m_setup.toolCall.get()) {
        toolCalls.append(QJsonObject{
            {QStringLiteral("id"), QString::fromLatin1(QByteArrayLiteral("call_lab") + call->callId)},
            {QStringLiteral("type"), QStringLiteral("function")},
            {QStringLiteral("function"),
             QJsonObject{{QStringLiteral("name"), QString::fromUtf8(call->name)}, {QStringLiteral("arguments"), QString::fromUtf8(answer.toByteArray())}}},
        });
    }
    return openai::completion(responseId("chatcmpl-lab"), m_setup.createdSecs, QString::fromUtf8(m_setup.model),
                              answer.toByteArray(), QString::fromLatin1(finishReason()), end.promptTokens,
                              end.outputTokens + end.reasoningTokens, end.cachedTokens, reasoning.toByteArray(),
                              reportedReasoning(end), toolCalls);
}

} // namespace ttft
