#pragma once

#include "labstreamformat.h"
#include "openaichunkbuilder.h"

namespace ttft {

// OpenAI Chat Completions: a role-only chunk, one chunk per token, the finish chunk, the usage
// chunk when stream_options.include_usage asks for it, then data: [DONE].
class OpenAiChatFormat final : public LabStreamFormat
{
public:
    explicit OpenAiChatFormat(LabStreamSetup setup);

    QByteArray prelude() override;
    QByteArray token(QByteArrayView jsonSafeText) override;
    QByteArray tail(const LabStreamEnd &end) override;
    QByteArray malformed() override;
    QByteArray wholeBody(QByteArrayView answer, const LabStreamEnd &end) override;

private:
    QByteArray finishReason() const;

    OpenAiChunkBuilder m_chunks;
};

} // namespace ttft
