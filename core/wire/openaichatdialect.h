#pragma once

#include "dialect.h"
#include "openaichatchunkreader.h"

namespace ttft {

// OpenAI Chat Completions streaming (`chat.completion.chunk` objects over SSE, `[DONE]` at the end)
// and the many servers that copy it: vLLM, SGLang, TGI's Messages API, llama.cpp, DeepSeek, Groq,
// OpenRouter, Together, Cerebras. It reads the common fields and the widespread extensions
// (`reasoning_content` / `reasoning`, legacy `choices[].text`, `time_info`, in-band `error`).
class OpenAiChatDialect : public Dialect
{
public:
    DialectId id() const override { return DialectId::OpenAiChat; }
    Framing framing() const override { return Framing::Sse; }
    std::string path(const ChatRequest &) const override { return "/chat/completions"; }
    std::string buildBody(const ChatRequest &request) const override;
    void classify(std::string_view type, std::string_view data, std::vector<StreamEvent> &out) override;

private:
    OpenAiChatChunkReader m_chunkReader;
};

} // namespace ttft
