#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ttft {

// What one decoded wire event (an SSE event or an NDJSON line) carries, after a dialect has read it.
// One wire event can carry several of these (a chunk with text and a finish reason, say).
enum class EventKind {
    Prelude,       // role-only chunk, message_start, ping: the server is alive, no output yet
    Answer,        // user-visible answer text (non-empty)
    Reasoning,     // reasoning / thinking text
    ToolCall,      // a tool-call delta (name or argument fragment)
    Refusal,       // refusal text
    Usage,         // token counts
    ServerTimings, // server-reported timings (llama.cpp timings, Ollama durations, ...)
    Error,         // an in-band error: the request failed
    Finish,        // a finish / stop reason
    Done,          // the stream's terminator ([DONE], message_stop, ...)
    Other,         // understood but irrelevant to the metrics
};

const char *eventKindName(EventKind kind);

struct Usage {
    std::optional<std::int64_t> promptTokens;
    std::optional<std::int64_t> completionTokens;
    std::optional<std::int64_t> totalTokens;
    std::optional<std::int64_t> reasoningTokens;
    std::optional<std::int64_t> cachedTokens;

    bool empty() const
    {
        return !promptTokens && !completionTokens && !totalTokens && !reasoningTokens && !cachedTokens;
    }
    // Later reports overwrite earlier ones field by field (usage chunks often repeat and grow).
    void mergeFrom(const Usage &other);
};

struct StreamEvent {
    EventKind kind = EventKind::Other;
    std::string text;  // Answer/Reasoning/Refusal/ToolCall fragment, Finish reason, Error message
    std::string code;  // Error: type or code; ToolCall: tool name when the delta names it
    std::string id;    // ToolCall: the call id when the delta carries it
    int choice = 0;    // choices[i] index (OpenAI n>1); tool index for ToolCall
    Usage usage;       // Usage only
    std::string raw;   // Error / ServerTimings: the JSON object as received
};

} // namespace ttft
