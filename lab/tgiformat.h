#pragma once

#include "labstreamformat.h"

namespace ttft {

// Hugging Face TGI /generate_stream: one `data:{"index":i,"token":{"id","text","logprob","special":
// false},"generated_text":null,"details":null}` event per token (TGI writes "data:" without a
// space). The last event carries generated_text and details {finish_reason, generated_tokens, seed,
// input_length}: when the answer is cut it is the last token's event ("length"); when it ends by
// itself it is the end-of-sequence token, special and not part of the text ("eos_token", counted in
// generated_tokens as TGI counts it). /generate answers {"generated_text","details"}.
class TgiFormat final : public LabStreamFormat
{
public:
    explicit TgiFormat(LabStreamSetup setup);

    QByteArray token(QByteArrayView jsonSafeText) override;
    QByteArray tail(const LabStreamEnd &end) override;
    QByteArray streamError(bool namedEvent, const QString &message) override;
    QByteArray malformed() override;
    QByteArray wholeBody(QByteArrayView reasoning, QByteArrayView answer, const LabStreamEnd &end) override;

private:
    QByteArray event(QByteArrayView json) const; // "data:JSON\n\n", framed
    QByteArray tokenJson(QByteArrayView jsonSafeText, bool special) const;
    QByteArray details(const char *finishReason, int generatedTokens) const;

    QByteArray m_text; // the answer so far (JSON-safe)
    int m_index = 0;   // tokens sent
    bool m_detailsSent = false;
};

} // namespace ttft
