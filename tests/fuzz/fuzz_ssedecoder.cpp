// libFuzzer target: the incremental SSE decoder (core/wire/ssedecoder.h).
// Beyond "no crash, no UB, no leak" it checks the decoder's promise: bytes may be split anywhere.
// The torn stream must give exactly the events, comments, retry values and end state of the whole
// one, and a decoder reused after finish() must read a new stream like a fresh one.

#include "fuzzinput.h"

#include "wire/ssedecoder.h"

#include <string>
#include <vector>

namespace {

struct Decoded {
    std::vector<ttft::SseEvent> events;
    bool unterminated = false;
    int comments = 0;
    std::vector<std::int64_t> retries;
    std::int64_t bytesFed = 0;
};

std::string describe(const Decoded &decoded)
{
    std::string text;
    for (const ttft::SseEvent &event : decoded.events)
        text += "event [" + event.type + "] id [" + event.lastEventId + "] data [" + event.data + "]\n";
    text += "unterminated " + std::to_string(decoded.unterminated) + " comments " + std::to_string(decoded.comments)
        + " bytes " + std::to_string(decoded.bytesFed) + " retries";
    for (std::int64_t retry : decoded.retries)
        text += ' ' + std::to_string(retry);
    return text;
}

Decoded decode(ttft::SseDecoder &decoder, const std::vector<std::string_view> &chunks, bool flush)
{
    Decoded decoded;
    for (std::string_view chunk : chunks)
        decoder.feed(chunk, decoded.events);
    decoded.unterminated = decoder.finish(decoded.events, flush);
    decoded.comments = decoder.comments();
    decoded.retries = decoder.retryValues();
    decoded.bytesFed = decoder.bytesFed();
    return decoded;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const fuzzinput::Input input = fuzzinput::parse(data, size);
    if (input.chunks.empty())
        return 0;

    ttft::SseDecoder wholeDecoder;
    const Decoded whole = decode(wholeDecoder, {input.stream}, input.flushPending);
    ttft::SseDecoder tornDecoder;
    const Decoded torn = decode(tornDecoder, input.chunks, input.flushPending);
    const std::string wholeText = describe(whole);
    const std::string tornText = describe(torn);
    if (wholeText != tornText)
        fuzzinput::fail("SSE events depend on chunk boundaries", wholeText, tornText);
    fuzzinput::check(whole.bytesFed == std::int64_t(input.stream.size()), "bytesFed counts every byte fed");

    // After finish() the decoder is ready for a new stream: the same bytes again read the same.
    tornDecoder.reset();
    const Decoded again = decode(tornDecoder, input.chunks, input.flushPending);
    const std::string againText = describe(again);
    if (againText != tornText)
        fuzzinput::fail("a reset decoder reads a stream differently from a fresh one", tornText, againText);
    return 0;
}
