#pragma once

#include "labstreamformat.h"

namespace ttft {

// Anthropic Messages: message_start (usage.input_tokens), content_block_start and ping when the
// request is accepted; one content_block_delta (text_delta) per token; content_block_stop,
// message_delta (stop_reason, usage with output_tokens and the cache figures) and message_stop.
// With reasoning, as extended thinking streams it: block 0 is a `thinking` block (one
// thinking_delta per reasoning token), closed by a signature_delta and content_block_stop when
// the answer starts in text block 1; output_tokens counts both, output_tokens_details.thinking_tokens
// the thinking.
// A forced tool call (tool_choice any or tool) is a tool_use block (content_block_start with id,
// name and an empty input, one input_json_delta per fragment of the input's JSON, content_block_stop)
// with stop_reason "tool_use"; no text block comes before it, since the API prefills the assistant
// turn to force the call (Anthropic's tool-use guide, "Forcing tool use"); after a thinking block
// it is block 1.
// Errors in the stream are `event: error` with an overloaded_error, as Anthropic sends them.
class AnthropicFormat final : public LabStreamFormat
{
public:
    explicit AnthropicFormat(LabStreamSetup setup);

    QByteArray prelude() override;
    QByteArray reasoningToken(QByteArrayView jsonSafeText) override;
    QByteArray token(QByteArrayView jsonSafeText) override;
    QByteArray toolCallPiece(int piece) override;
    QByteArray tail(const LabStreamEnd &end) override;
    QByteArray streamError(bool namedEvent, const QString &message) override;
    QByteArray malformed() override;
    QByteArray wholeBody(QByteArrayView reasoning, QByteArrayView answer, const LabStreamEnd &end) override;

private:
    const char *stopReason() const
    {
        return m_setup.cutByMaxTokens ? "max_tokens" : m_setup.toolCall ? "tool_use" : "end_turn";
    }
    bool thinks() const { return m_setup.plannedReasoningTokens > 0; }
    QByteArray openTextBlock(); // closes the thinking block and opens the text block, once
    QByteArray closeThinkingBlock() const; // its signature_delta and content_block_stop
    std::string toolUseId() const;
    QByteArray signature() const;

    int m_textIndex = 0;     // the answer's block (text, or a forced call's tool_use): 1 after a thinking block
    bool m_textOpen = false; // the text block has started (always, without reasoning or a tool call)
    bool m_toolOpen = false; // the tool_use block has started
};

} // namespace ttft
