// libFuzzer target: the NDJSON line splitter (core/wire/ndjsondecoder.h). The torn stream must give
// exactly the lines of the whole one; no line is empty or holds its line feed.

#include "fuzzinput.h"

#include "wire/ndjsondecoder.h"

#include <string>
#include <vector>

namespace {

std::vector<std::string> decode(const std::vector<std::string_view> &chunks)
{
    ttft::NdjsonDecoder decoder;
    std::vector<std::string> lines;
    for (std::string_view chunk : chunks)
        decoder.feed(chunk, lines);
    decoder.finish(lines);
    std::int64_t total = 0;
    for (std::string_view chunk : chunks)
        total += std::int64_t(chunk.size());
    fuzzinput::check(decoder.bytesFed() == total, "bytesFed counts every byte fed");
    return lines;
}

std::string describe(const std::vector<std::string> &lines)
{
    std::string text;
    for (const std::string &line : lines)
        text += "line [" + line + "]\n";
    return text;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const fuzzinput::Input input = fuzzinput::parse(data, size);
    if (input.chunks.empty())
        return 0;

    const std::vector<std::string> whole = decode({input.stream});
    const std::vector<std::string> torn = decode(input.chunks);
    if (whole != torn)
        fuzzinput::fail("NDJSON lines depend on chunk boundaries", describe(whole), describe(torn));
    for (const std::string &line : whole) {
        fuzzinput::check(!line.empty(), "no empty line is emitted");
        fuzzinput::check(line.find('\n') == std::string::npos, "no line holds a line feed");
    }
    return 0;
}
