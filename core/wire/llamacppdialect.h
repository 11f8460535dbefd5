#pragma once

#include "dialect.h"

namespace ttft {

// llama.cpp server's native completion endpoint, /completion, streamed as SSE: one
// {"content": "...", "stop": false} object per token, then a `stop: true` object with the token
// counts, why generation stopped and the server's own `timings` (prompt_ms, predicted_ms, ...).
// No [DONE]: the stop object ends the stream. (llama.cpp's OpenAI-compatible endpoint is
// OpenAiChatDialect's.)
class LlamaCppDialect : public Dialect
{
public:
    DialectId id() const override { return DialectId::LlamaCpp; }
    Framing framing() const override { return Framing::Sse; }
    std::string path(const ChatRequest &) const override { return "/completion"; }
    // {"prompt", "n_predict", "temperature", "stream"}: the prompt is the conversation as plain text
    // (see plainPrompt; /completion applies no chat template).
    std::string buildBody(const ChatRequest &request) const override;
    void classify(std::string_view type, std::string_view data, std::vector<StreamEvent> &out) override;
};

} // namespace ttft
