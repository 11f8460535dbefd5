// libFuzzer target: the WebSocket frame reader (core/wire/websocketframe.h), as a client reads a
// server and as the lab reads a client. Whatever the bytes, the reader holds no more than its limit,
// never throws, and a stream torn anywhere gives what the whole stream gives; what it reads back
// and encodes again reads the same.

#include "fuzzinput.h"

#include "wire/websocketframe.h"

#include <string>
#include <vector>

namespace {

constexpr std::size_t kLimit = 4096;

struct Read {
    std::vector<ttft::WsMessage> messages;
    bool failed = false;
};

Read read(bool fromClient, const std::vector<std::string_view> &chunks)
{
    ttft::WsFrameReader reader(fromClient, kLimit);
    Read out;
    for (std::string_view chunk : chunks) {
        if (!reader.feed(chunk, out.messages))
            break;
    }
    out.failed = reader.failed();
    for (const ttft::WsMessage &message : out.messages)
        fuzzinput::check(message.payload.size() <= kLimit, "no message beyond the limit");
    return out;
}

bool same(const Read &a, const Read &b)
{
    if (a.failed != b.failed || a.messages.size() != b.messages.size())
        return false;
    for (std::size_t i = 0; i < a.messages.size(); ++i) {
        if (a.messages[i].opcode != b.messages[i].opcode || a.messages[i].payload != b.messages[i].payload)
            return false;
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const fuzzinput::Input input = fuzzinput::parse(data, size);
    if (input.chunks.empty())
        return 0;
    for (const bool fromClient : {false, true}) {
        const Read torn = read(fromClient, input.chunks);
        const Read whole = read(fromClient, {input.stream});
        // Messages completed before a protocol error may differ with the split only in what came
        // after the error: compare the clean reads.
        if (!torn.failed && !whole.failed)
            fuzzinput::check(same(torn, whole), "a torn stream reads as the whole one");
        // What was read, written again (as the other side would), reads back the same.
        std::string again;
        for (const ttft::WsMessage &message : whole.messages)
            again += ttft::encodeWsFrame(message.opcode, message.payload, fromClient, 0x5A17C0DE);
        const Read back = read(fromClient, {again});
        fuzzinput::check(!back.failed && back.messages.size() == whole.messages.size(), "re-encoded messages read back");
    }
    return 0;
}
