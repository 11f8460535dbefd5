#pragma once

#include "dialect.h"

namespace ttft {

// OpenAI Responses API streaming (POST {base}/responses): typed SSE events response.created,
// response.output_text.delta, ..., response.completed. OpenAI names each event twice (`event:` and
// the payload's `type`); OpenRouter sends only the payload and ends with `data: [DONE]`, so the
// payload's type is read whenever the SSE name is absent.
//
// Reading: output_text deltas are answer text, reasoning_summary_text / reasoning_text deltas
// reasoning, refusal deltas refusal. A function_call output item is a tool call naming its tool
// (keyed by output_index, the call_id as its id), and its arguments deltas are fragments of it.
// response.completed / response.incomplete carry usage, the finish reason (the response status, or
// why it is incomplete) and end the stream; response.failed and `error` events fail the request.
//
// Request: chat messages become input message items, role kept (system and developer are valid
// roles there), content parts renamed to input_text / output_text / input_image; OpenAI-style tool
// calls and results become function_call / function_call_output items, and Chat-style `tools` /
// `tool_choice` in extraBody are flattened to the Responses shape.
class OpenAiResponsesDialect : public Dialect
{
public:
    DialectId id() const override { return DialectId::OpenAiResponses; }
    Framing framing() const override { return Framing::Sse; }
    std::string path(const ChatRequest &) const override { return "/responses"; }
    std::string buildBody(const ChatRequest &request) const override;
    void classify(std::string_view type, std::string_view data, std::vector<StreamEvent> &out) override;
};

} // namespace ttft
