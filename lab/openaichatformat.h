#pragma once

#include "labstreamformat.h"
#include "openaichunkbuilder.h"

namespace ttft {

// OpenAI Chat Completions: a role-only chunk, one chunk per token (reasoning tokens first, as
// delta.reasoning_content), the finish chunk, the usage chunk when stream_options.include_usage
// asks for it, then data: [DONE]. A tool call streams as delta.tool_calls: a first chunk with the
// call's id and name and empty arguments, then one chunk per fragment of the arguments; its
// finish_reason is "tool_calls" under tool_choice "required" and "stop" when the tool was named,
// as OpenAI answers (measured against OpenAI in vLLM's pull request 25054, which aligned vLLM).
class OpenAiChatFormat final : public LabStreamFormat
{
public:
    explicit OpenAiChatFormat(LabStreamSetup setup);

    QByteArray prelude() override;
    QByteArray reasoningToken(QByteArrayView jsonSafeText) override;
    QByteArray token(QByteArrayView jsonSafeText) override;
    QByteArray toolCallPiece(int piece) override;
    QByteArray tail(const LabStreamEnd &end) override;
    QByteArray malformed() override;
    QByteArray wholeBody(QByteArrayView reasoning, QByteArrayView answer, const LabStreamEnd &end) override;

private:
    QByteArray finishReason() const;
    int reportedReasoning(const LabStreamEnd &end) const; // -1: not reported

    OpenAiChunkBuilder m_chunks;
};

} // namespace ttft
