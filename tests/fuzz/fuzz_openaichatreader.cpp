// libFuzzer target: OpenAI Chat Completions' two readings of one chunk must agree. The single-pass
// OpenAiChatChunkReader (the hot path) either declines a payload or appends exactly what the full
// DOM reading (classifyOpenAiChatDom) appends; a difference would be a figure that changes with the
// code path a chunk happens to take. The input is an SSE stream (fixtures seed it as they are);
// every event's data is read both ways, by one reader reused from event to event as the dialect does.

#include "fuzzinput.h"

#include "wire/openaichatchunkreader.h"
#include "wire/openaichatdom.h"
#include "wire/ssedecoder.h"

#include <string>
#include <vector>

namespace {

std::string optionalText(const std::optional<std::int64_t> &value)
{
    return value ? std::to_string(*value) : std::string("-");
}

std::string describe(const std::vector<ttft::StreamEvent> &events)
{
    std::string text;
    for (const ttft::StreamEvent &event : events) {
        text += std::string(ttft::eventKindName(event.kind)) + " choice " + std::to_string(event.choice) + " text ["
            + event.text + "] code [" + event.code + "] id [" + event.id + "] raw [" + event.raw + "] usage "
            + optionalText(event.usage.promptTokens) + ' ' + optionalText(event.usage.completionTokens) + ' '
            + optionalText(event.usage.totalTokens) + ' ' + optionalText(event.usage.reasoningTokens) + ' '
            + optionalText(event.usage.cachedTokens) + '\n';
    }
    return text;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    ttft::SseDecoder decoder;
    std::vector<ttft::SseEvent> events;
    decoder.feed(std::string_view(reinterpret_cast<const char *>(data), size), events);
    decoder.finish(events, true);

    ttft::OpenAiChatChunkReader reader;
    for (const ttft::SseEvent &event : events) {
        std::vector<ttft::StreamEvent> fast;
        if (!reader.read(event.data, fast)) {
            fuzzinput::check(fast.empty(), "a declined chunk leaves the events as they were");
            continue;
        }
        std::vector<ttft::StreamEvent> dom;
        ttft::classifyOpenAiChatDom("message", event.data, dom);
        const std::string fastText = describe(fast);
        const std::string domText = describe(dom);
        if (fastText != domText)
            fuzzinput::fail(("the chunk reader and the DOM disagree on: " + event.data).c_str(), domText, fastText);
    }
    return 0;
}
