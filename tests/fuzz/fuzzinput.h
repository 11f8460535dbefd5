#pragma once

// How a fuzz input becomes a stream torn into chunks, shared by every target in tests/fuzz.
//
//   byte 0         flags: bits 0-2 = number of split hints that follow (0: the stream in one piece),
//                  bit 3 = flush a pending SSE event at the end, bit 4 = do not keep text (meter)
//   bytes 1..n     split hints, used in turn: chunk size (hint & 0x7f) + 1; bit 7 also feeds an
//                  empty chunk first (a read that returned nothing must change nothing)
//   the rest       the stream's bytes
//
// The fuzzer mutates the hints like any other byte, so it explores chunk boundaries (CR|LF, a UTF-8
// sequence, a BOM, a JSON token torn in two) as freely as it explores the bytes.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace fuzzinput {

struct Input {
    bool flushPending = false;
    bool keepText = true;
    std::string_view stream;
    std::vector<std::string_view> chunks; // covers `stream` exactly, in order, possibly with empty ones
};

inline Input parse(const std::uint8_t *data, std::size_t size)
{
    Input input;
    if (size == 0)
        return input;
    const std::uint8_t flags = data[0];
    const std::size_t hintCount = std::min<std::size_t>(flags & 0x07, size - 1);
    input.flushPending = (flags & 0x08) != 0;
    input.keepText = (flags & 0x10) == 0;
    const std::uint8_t *hints = data + 1;
    input.stream = std::string_view(reinterpret_cast<const char *>(data + 1 + hintCount), size - 1 - hintCount);

    if (hintCount == 0) {
        input.chunks.push_back(input.stream);
        return input;
    }
    std::size_t pos = 0;
    for (std::size_t i = 0; pos < input.stream.size(); ++i) {
        const std::uint8_t hint = hints[i % hintCount];
        if (hint & 0x80)
            input.chunks.push_back(input.stream.substr(pos, 0));
        const std::size_t length = std::size_t(hint & 0x7f) + 1;
        input.chunks.push_back(input.stream.substr(pos, length));
        pos += length;
    }
    return input;
}

// A broken property is a finding like a crash: say what differed, then abort so libFuzzer keeps the input.
[[noreturn]] inline void fail(const char *what, const std::string &expected, const std::string &actual)
{
    std::fprintf(stderr, "fuzz property broken: %s\n--- whole stream:\n%s\n--- torn stream:\n%s\n", what,
                 expected.c_str(), actual.c_str());
    std::abort();
}

inline void check(bool condition, const char *what)
{
    if (!condition) {
        std::fprintf(stderr, "fuzz invariant broken: %s\n", what);
        std::abort();
    }
}

} // namespace fuzzinput
