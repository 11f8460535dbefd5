#pragma once

#include "labstreamformat.h"

namespace ttft {

// Google Gemini streamGenerateContent?alt=sse: one `data:` chunk per token with
// candidates[0].content.parts[{text}] (and usageMetadata with the prompt count, as Gemini repeats
// it), then a last chunk with finishReason "STOP" (or "MAX_TOKENS") and the full usageMetadata.
// No prelude, no terminator: the stream just ends. generateContent answers the whole
// GenerateContentResponse. Reasoning comes as parts with "thought": true (thinking models with
// includeThoughts), counted apart in usageMetadata.thoughtsTokenCount. A forced function call
// (functionCallingConfig mode ANY) comes whole, as Gemini streams it: one chunk whose part is
// {"functionCall": {"name", "args"}} once its last argument is made (Gemini's function-calling
// guide: the call is a part of the candidate's content, not streamed piece by piece), then the last
// chunk with finishReason "STOP".
class GeminiFormat final : public LabStreamFormat
{
public:
    explicit GeminiFormat(LabStreamSetup setup);

    QByteArray reasoningToken(QByteArrayView jsonSafeText) override;
    QByteArray token(QByteArrayView jsonSafeText) override;
    QByteArray toolCallPiece(int piece) override;
    QByteArray tail(const LabStreamEnd &end) override;
    QByteArray malformed() override;
    QByteArray wholeBody(QByteArrayView reasoning, QByteArrayView answer, const LabStreamEnd &end) override;

private:
    // `parts` is the inside of the parts array, JSON.
    QByteArray response(QByteArrayView parts, const LabStreamEnd *end) const;
    static QByteArray textPart(QByteArrayView jsonSafeText, bool thought);
    // {"functionCall":{"name","args"}}; arguments that are not (yet) a JSON object give {}.
    QByteArray functionCallPart(QByteArrayView arguments) const;

    QByteArray m_chunkSuffix; // "usageMetadata":…,"modelVersion":…,"responseId":…} of token chunks
};

} // namespace ttft
