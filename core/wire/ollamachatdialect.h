#pragma once

#include "dialect.h"

namespace ttft {

// Ollama's native chat endpoint, /api/chat: one JSON object per line (NDJSON), the text in
// `message.content`, thinking models' reasoning in `message.thinking`, and a final `done: true`
// object with the counts and the server's durations.
class OllamaChatDialect : public Dialect
{
public:
    DialectId id() const override { return DialectId::OllamaChat; }
    Framing framing() const override { return Framing::Ndjson; }
    std::string path(const ChatRequest &) const override { return "/api/chat"; }
    // {"model", "messages": [{"role", "content"}], "stream", "options": {"num_predict", "temperature"}};
    // content arrays (OpenAI parts) are flattened to their text, as Ollama takes a string.
    std::string buildBody(const ChatRequest &request) const override;
    void classify(std::string_view type, std::string_view data, std::vector<StreamEvent> &out) override;

private:
    int m_nextToolIndex = 0;
};

} // namespace ttft
