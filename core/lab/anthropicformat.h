#pragma once

#include "labstreamformat.h"

namespace ttft {

// Anthropic Messages: message_start (usage.input_tokens), content_block_start and ping when the
// request is accepted; one content_block_delta (text_delta) per token; content_block_stop,
// message_delta (stop_reason, usage with output_tokens and the cache figures) and message_stop.
// Errors in the stream are `event: error` with an overloaded_error, as Anthropic sends them.
class AnthropicFormat final : public LabStreamFormat
{
public:
    explicit AnthropicFormat(LabStreamSetup setup);

    QByteArray prelude() override;
    QByteArray token(QByteArrayView jsonSafeText) override;
    QByteArray tail(const LabStreamEnd &end) override;
    QByteArray streamError(bool namedEvent, const QString &message) override;
    QByteArray malformed() override;
    QByteArray wholeBody(QByteArrayView answer, const LabStreamEnd &end) override;

private:
    const char *stopReason() const { return m_setup.cutByMaxTokens ? "max_tokens" : "end_turn"; }
};

} // namespace ttft
