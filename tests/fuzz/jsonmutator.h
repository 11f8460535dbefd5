#pragma once

// A custom mutator for the targets that read JSON files, so that the fuzzer reaches the inputs that
// once crashed the client. libFuzzer's byte mutations grow an input a few bytes at a time: the
// 50,000-deep nesting (100 KB of brackets) that overflowed the stack can never come out of them in a
// short round. One mutation in eight here wraps a stretch of the input in nesting of a random depth
// (up to 150,000 levels, arrays or objects), or repeats a stretch of it many times (a long array, a
// long string, a flood of lines); the other seven are libFuzzer's own, steered by the dictionary of
// the formats' keys that scripts/fuzz extracts from the sources.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t *data, std::size_t size, std::size_t maxSize);

namespace jsonmutator {

inline std::size_t mutate(std::uint8_t *data, std::size_t size, std::size_t maxSize, unsigned int seed)
{
    std::minstd_rand random(seed);
    if (size == 0 || random() % 8 != 0)
        return LLVMFuzzerMutate(data, size, maxSize);

    const std::size_t begin = random() % size;
    const std::size_t end = begin + random() % (size - begin + 1);
    const std::string inner(reinterpret_cast<const char *>(data) + begin, end - begin);
    std::string grown;
    if (random() % 2 == 0) {
        // Nesting: [[[ inner ]]] or {"k":{"k": inner }}, as deep as the size allows.
        static constexpr std::size_t kDepths[] = {255, 256, 257, 1000, 20000, 50000, 150000};
        const bool objects = random() % 3 == 0;
        const std::string open = objects ? "{\"k\":" : "[";
        const std::string close = objects ? "}" : "]";
        const std::size_t room = maxSize > size ? (maxSize - size) / (open.size() + close.size()) : 0;
        const std::size_t depth = std::min(kDepths[random() % std::size(kDepths)], room);
        grown.reserve(depth * (open.size() + close.size()) + inner.size());
        for (std::size_t i = 0; i < depth; ++i)
            grown += open;
        grown += inner.empty() ? std::string("1") : inner;
        for (std::size_t i = 0; i < depth; ++i)
            grown += close;
    } else {
        // Repetition: the stretch again and again (with a comma, so arrays stay arrays).
        const std::string unit = (inner.empty() ? std::string("0") : inner) + (random() % 2 ? "," : "");
        const std::size_t room = maxSize > size ? (maxSize - size) / unit.size() : 0;
        const std::size_t times = std::min<std::size_t>(1 + random() % 20000, room);
        grown.reserve(times * unit.size());
        for (std::size_t i = 0; i < times; ++i)
            grown += unit;
    }
    const std::size_t newSize = size - (end - begin) + grown.size();
    if (newSize > maxSize)
        return LLVMFuzzerMutate(data, size, maxSize);
    std::memmove(data + begin + grown.size(), data + end, size - end);
    std::memcpy(data + begin, grown.data(), grown.size());
    return newSize;
}

} // namespace jsonmutator
