#include "openaichatformat.h"

#include "openaibodies.h"

namespace ttft {

OpenAiChatFormat::OpenAiChatFormat(LabStreamSetup setup)
    : LabStreamFormat(std::move(setup))
    , m_chunks(responseId("chatcmpl-lab"), m_setup.createdSecs, m_setup.model)
{
}

QByteArray OpenAiChatFormat::finishReason() const
{
    return m_setup.cutByMaxTokens ? QByteArrayLiteral("length") : QByteArrayLiteral("stop");
}

QByteArray OpenAiChatFormat::prelude()
{
    return frame(m_chunks.roleChunk());
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

QByteArray OpenAiChatFormat::tail(const LabStreamEnd &end)
{
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
    return openai::completion(responseId("chatcmpl-lab"), m_setup.createdSecs, QString::fromUtf8(m_setup.model),
                              answer.toByteArray(), QString::fromLatin1(finishReason()), end.promptTokens,
                              end.outputTokens + end.reasoningTokens, end.cachedTokens, reasoning.toByteArray(),
                              reportedReasoning(end));
}

} // namespace ttft
