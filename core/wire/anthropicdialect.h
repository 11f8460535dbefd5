#pragma once

#include "dialect.h"

namespace ttft {

// Anthropic Messages streaming (POST {base}/messages, base https://api.anthropic.com/v1): named SSE
// events message_start, content_block_start/delta/stop, ping, message_delta, message_stop, error.
//
// Reading: text_delta is answer text, thinking_delta reasoning, input_json_delta a tool-call
// argument fragment keyed by its content block index. A tool_use (or server_tool_use) block start
// is a tool call naming its tool, the counterpart of OpenAI's first tool_calls delta, so it counts
// as first output. redacted_thinking blocks carry no readable text and count as nothing. Usage is
// reported in two parts: message_start holds the input side, message_delta the final output count
// (and, in newer responses, the input side again); the meter merges them field by field.
//
// Request: `system` is a top-level string made of the system (and developer) messages; OpenAI-style
// tool calls and tool results in the history become tool_use / tool_result blocks, and OpenAI-style
// `tools` / `tool_choice` in extraBody are translated (native Anthropic ones pass as given).
class AnthropicDialect : public Dialect
{
public:
    // Anthropic rejects a request without max_tokens; this is sent when the workload sets none.
    static constexpr int kDefaultMaxTokens = 1024;

    DialectId id() const override { return DialectId::Anthropic; }
    Framing framing() const override { return Framing::Sse; }
    std::string path(const ChatRequest &) const override { return "/messages"; }
    std::string buildBody(const ChatRequest &request) const override;
    void classify(std::string_view type, std::string_view data, std::vector<StreamEvent> &out) override;
};

} // namespace ttft
