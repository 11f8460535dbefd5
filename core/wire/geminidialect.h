#pragma once

#include "dialect.h"

namespace ttft {

// Google Gemini `streamGenerateContent?alt=sse` (the Generative Language API; Vertex AI sends the
// same objects). Each SSE event is a whole GenerateContentResponse: `candidates[].content.parts[]`
// carry text (`thought: true` marks reasoning summaries) or complete `functionCall`s, and most
// events repeat a growing `usageMetadata`. There is no terminator: the last event has the
// `finishReason` and the stream ends.
class GeminiDialect : public Dialect
{
public:
    DialectId id() const override { return DialectId::Gemini; }
    Framing framing() const override { return Framing::Sse; }
    // "/models/MODEL:streamGenerateContent?alt=sse"; a model given with its collection
    // ("models/x", "tunedModels/x") keeps it.
    std::string path(const ChatRequest &request) const override;
    std::string buildBody(const ChatRequest &request) const override;
    void classify(std::string_view type, std::string_view data, std::vector<StreamEvent> &out) override;

private:
    // Function calls arrive whole, one per part, with no index of their own: they are numbered in
    // order of arrival over the stream.
    int m_nextToolIndex = 0;
};

} // namespace ttft
