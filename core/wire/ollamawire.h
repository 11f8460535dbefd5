#pragma once

#include "dialect.h"
#include "streamevent.h"

#include <nlohmann/json.hpp>

#include <string_view>
#include <vector>

namespace ttft {

// What Ollama's /api/chat and /api/generate share: the request's common members and the reading of
// one NDJSON line. Chat lines carry `message.content` / `message.thinking` / `message.tool_calls`,
// generate lines `response` / `thinking`; both end with a `done: true` object holding done_reason,
// the token counts and the server's own durations (nanoseconds), and report failure as
// {"error": "..."}.

// {"model", "stream", "options": {"num_predict", "temperature"}} for `request` (options only
// when set).
nlohmann::json ollamaBodyBase(const ChatRequest &request);

// Applies extraBody as a JSON merge patch ({"options": {"num_ctx": 8192}} adds an option) and
// serializes.
std::string ollamaFinishBody(nlohmann::json body, const ChatRequest &request);

// Reads one line. Tool calls arrive whole, with no index of their own: `nextToolIndex` numbers them
// over the stream.
void classifyOllamaLine(std::string_view data, int &nextToolIndex, std::vector<StreamEvent> &out);

} // namespace ttft
