#pragma once

#include "labstreamformat.h"

namespace ttft {

// Google Gemini streamGenerateContent?alt=sse: one `data:` chunk per token with
// candidates[0].content.parts[{text}] (and usageMetadata with the prompt count, as Gemini repeats
// it), then a last chunk with finishReason "STOP" (or "MAX_TOKENS") and the full usageMetadata.
// No prelude, no terminator: the stream just ends. generateContent answers the whole
// GenerateContentResponse.
class GeminiFormat final : public LabStreamFormat
{
public:
    explicit GeminiFormat(LabStreamSetup setup);

    QByteArray token(QByteArrayView jsonSafeText) override;
    QByteArray tail(const LabStreamEnd &end) override;
    QByteArray malformed() override;
    QByteArray wholeBody(QByteArrayView answer, const LabStreamEnd &end) override;

private:
    QByteArray response(QByteArrayView jsonSafeText, const LabStreamEnd *end) const;

    QByteArray m_chunkSuffix; // "usageMetadata":…,"modelVersion":…,"responseId":…} of token chunks
};

} // namespace ttft
