#pragma once

#include "dialect.h"

namespace ttft {

// Hugging Face Text Generation Inference's native streaming endpoint, /generate_stream: one SSE
// event per token ({"token": {"text", "special"}, "generated_text": null, "details": null}); the
// last token's event carries `generated_text` and, when asked for, `details` (finish reason, token
// counts). A failure is {"error": "...", "error_type": "..."}. (TGI's OpenAI-compatible Messages
// API is OpenAiChatDialect's.)
//
// The Done event's text is `generated_text` as sent; it holds the prompt too when the server
// returns full text, so the answer is always the concatenated tokens.
class TgiDialect : public Dialect
{
public:
    DialectId id() const override { return DialectId::Tgi; }
    Framing framing() const override { return Framing::Sse; }
    std::string path(const ChatRequest &) const override { return "/generate_stream"; }
    // {"inputs", "parameters": {"max_new_tokens", "temperature", "details": true}}: the inputs are
    // the conversation as plain text (see plainPrompt).
    std::string buildBody(const ChatRequest &request) const override;
    void classify(std::string_view type, std::string_view data, std::vector<StreamEvent> &out) override;
};

} // namespace ttft
