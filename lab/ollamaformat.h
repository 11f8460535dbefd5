#pragma once

#include "labstreamformat.h"

namespace ttft {

// Ollama /api/chat and /api/generate: NDJSON, one line per token
// ({"model","created_at","message":{"role":"assistant","content":TOKEN},"done":false}, or
// "response":TOKEN for generate), then a done:true line with done_reason and Ollama's counts and
// durations in nanoseconds (total, load, prompt_eval, eval), taken from the lab's truth:
// load_duration is the cold start, prompt_eval_count the prompt tokens not found in the cache.
// Reasoning: lines with "thinking":TOKEN beside an empty content (or response), as thinking
// models stream; eval_count counts them with the answer.
// Errors are {"error":"…"} lines.
class OllamaFormat final : public LabStreamFormat
{
public:
    explicit OllamaFormat(LabStreamSetup setup);

    QByteArray reasoningToken(QByteArrayView jsonSafeText) override;
    QByteArray token(QByteArrayView jsonSafeText) override;
    QByteArray tail(const LabStreamEnd &end) override;
    QByteArray malformed() override;
    QByteArray wholeBody(QByteArrayView reasoning, QByteArrayView answer, const LabStreamEnd &end) override;

private:
    QByteArray head() const; // {"model":…,"created_at":…, then the content field's opening
    QByteArray final(QByteArrayView jsonSafeThinking, QByteArrayView jsonSafeText, const LabStreamEnd &end) const;

    bool m_chat;
};

} // namespace ttft
