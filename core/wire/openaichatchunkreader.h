#pragma once

#include "jsonscanner.h"
#include "streamevent.h"

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace ttft {

// The hot path of OpenAiChatDialect: reads one `chat.completion.chunk` payload in a single pass over
// its bytes, keeping only the fields the metrics use, without building a DOM (at a thousand streams
// the DOM's allocations were most of the client's CPU, and they delay the arrival stamps).
//
// It appends exactly the events classifyOpenAiChatDom() appends, or declines: returns false with
// `out` as it was, and the caller hands the payload to the DOM reading. It declines what it cannot
// vouch for (see JsonScanner) and what is rare in a healthy stream: a payload that is not an object,
// a non-null top-level `error`, a known member given twice (a DOM keeps the last one), a number in a
// field it reads that is not a plain integer of at most 18 digits, a finish reason that is neither
// a string nor null.
class OpenAiChatChunkReader
{
public:
    bool read(std::string_view data, std::vector<StreamEvent> &out);

private:
    struct ToolCall {
        int position = 0; // in the tool_calls array: the index when the wire's is unusable
        std::optional<std::int64_t> index;
        JsonStringToken id;
        JsonStringToken name;
        JsonStringToken arguments;
    };
    struct Choice {
        std::optional<std::int64_t> index;
        bool hasDelta = false;      // any value, null included: it makes a role-only chunk a Prelude
        bool deltaIsObject = false;
        JsonStringToken content;
        JsonStringToken reasoningContent;
        JsonStringToken reasoning;
        JsonStringToken refusal;
        JsonStringToken legacyText; // choices[].text, read only without a delta object
        bool finished = false;      // finish_reason present and not null
        JsonStringToken finishReason;
    };

    bool readChoice(JsonScanner &scanner, int position, std::vector<StreamEvent> &out);
    bool readDelta(JsonScanner &scanner, Choice &choice);
    bool readToolCall(JsonScanner &scanner, int position);

    std::vector<ToolCall> m_toolCalls; // the current choice's; the storage is reused chunk to chunk
};

} // namespace ttft
