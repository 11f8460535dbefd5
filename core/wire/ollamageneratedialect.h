#pragma once

#include "dialect.h"

namespace ttft {

// Ollama's native completion endpoint, /api/generate: NDJSON like /api/chat, the text in
// `response`, reasoning in `thinking`. The model's own template still applies, so the prompt is the
// conversation as plain text (see plainPrompt) and the system messages go in `system`.
class OllamaGenerateDialect : public Dialect
{
public:
    DialectId id() const override { return DialectId::OllamaGenerate; }
    Framing framing() const override { return Framing::Ndjson; }
    std::string path(const ChatRequest &) const override { return "/api/generate"; }
    // {"model", "prompt", "system" (when there are system messages), "stream",
    //  "options": {"num_predict", "temperature"}}
    std::string buildBody(const ChatRequest &request) const override;
    void classify(std::string_view type, std::string_view data, std::vector<StreamEvent> &out) override;

private:
    int m_nextToolIndex = 0;
};

} // namespace ttft
