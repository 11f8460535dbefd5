#pragma once

#include "servertimings.h"
#include "httpheaders.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace ttft {

// In-body server timings, from the raw object a dialect kept (StreamFacts::serverTimings); the
// format is told by its keys:
//   llama.cpp `timings`   prompt_ms, predicted_ms          → prefill = TTFT (from the slot's start), decode
//   Ollama final object   load_duration, prompt_eval_duration, eval_duration, total_duration (ns)
//                         → TTFT = load + prompt eval, prefill, decode, e2e
//   Cerebras `time_info`  queue_time, prompt_time, completion_time, total_time (s)
//                         → queue, prefill, TTFT = queue + prompt, decode, e2e
// Empty for anything else or for bytes that are no JSON object.
ServerTimings serverTimingsFromBody(std::string_view rawJson);

// llama.cpp's timings.cache_n: prompt tokens its slot reused from the last prompt (its prefix
// cache, on by default). Its OpenAI-compatible usage has no cached_tokens; this is where it says
// so. Empty for other sources or a value that is no count.
std::optional<std::int64_t> cachedTokensFromTimings(std::string_view rawJson);

// From response headers (lower-case names): `server-timing` entries named like ttft / queue /
// prefill / decode / total (W3C Server-Timing: `name;dur=12.5, …`; durations in ms), and
// `openai-processing-ms`.
ServerTimings serverTimingsFromHeaders(const HeaderList &headers);

// The response headers worth keeping with a request: request ids (x-request-id, request-id, cf-ray,
// …), timing headers, rate-limit headers, the server and any proxy's name.
ServerHeaders headersOfInterest(const HeaderList &headers);

} // namespace ttft
