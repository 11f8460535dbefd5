#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ttft {

// The server's own account of one request, in milliseconds, from whichever source it gave one:
// in-body timings (llama.cpp `timings`, Ollama durations, Cerebras `time_info`), response headers
// (`server-timing`, `openai-processing-ms`) or the server's log joined by request id. What each
// figure covers depends on the source: in-body TTFT starts when the engine took the request up
// (no queue), a log's starts when the request arrived. `source` says which. Every source's TTFT
// ends at the first token the engine generated, whatever its kind: a thinking model's first
// thought, not its first answer word (compare it with RequestRecord::firstTokenMs).
struct ServerTimings {
    std::optional<double> ttftMs;       // arrival (or start of work) → first token
    std::optional<double> queueMs;      // waiting before prefill
    std::optional<double> prefillMs;    // prompt processing
    std::optional<double> decodeMs;     // first → last token
    std::optional<double> e2eMs;        // arrival → last token
    std::optional<double> processingMs; // openai-processing-ms: the gateway's processing time
    std::optional<double> loadMs;       // loading the model before prefill (Ollama load_duration)
    std::string source;                 // "llamacpp-timings", "ollama-durations", "cerebras-time_info",
                                        // "server-timing", "openai-processing-ms", "tgi-headers", "log"

    bool empty() const { return !ttftMs && !queueMs && !prefillMs && !decodeMs && !e2eMs && !processingMs && !loadMs; }
    // Fills the figures `other` has; its source is added to ours ("a+b").
    void mergeFrom(const ServerTimings &other);
    bool operator==(const ServerTimings &) const = default;
};

// Response headers worth keeping with a request: ids, timing and rate-limit headers (lower-case names).
using ServerHeaders = std::vector<std::pair<std::string, std::string>>;

} // namespace ttft
