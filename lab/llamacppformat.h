#pragma once

#include "labstreamformat.h"

#include <nlohmann/json_fwd.hpp>

namespace ttft {

// llama.cpp server /completion: one `data: {"content":TOKEN,"stop":false,…}` event per token,
// then `{"content":"","stop":true,…}` with tokens_predicted, tokens_evaluated, tokens_cached,
// stop_type ("eos" or "limit") and llama.cpp's timings (prompt_n, prompt_ms, predicted_n,
// predicted_ms and their per-token and per-second forms), taken from the lab's truth:
// prompt_ms is the prefill, predicted_ms the decode. No [DONE].
// llama.cpp's `timings` object for a request that ended as `end` says (its /completion end event
// and the last chunk of its OpenAI-compatible stream both carry it).
nlohmann::ordered_json llamaCppTimings(const LabStreamEnd &end);

class LlamaCppFormat final : public LabStreamFormat
{
public:
    explicit LlamaCppFormat(LabStreamSetup setup);

    QByteArray token(QByteArrayView jsonSafeText) override;
    QByteArray tail(const LabStreamEnd &end) override;
    QByteArray malformed() override;
    QByteArray wholeBody(QByteArrayView reasoning, QByteArrayView answer, const LabStreamEnd &end) override;

private:
    nlohmann::ordered_json final(QByteArrayView answer, const LabStreamEnd &end) const;
};

} // namespace ttft
