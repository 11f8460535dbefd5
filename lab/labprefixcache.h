#pragma once

#include <cstddef>
#include <cstdint>
#include <list>
#include <unordered_map>
#include <vector>

namespace ttft {

// The prefix cache of one simulated model: a bounded LRU set of prompt-prefix hashes, one per
// whole block of prompt tokens (see ChatPromptDigest). Block k's hash covers the whole prompt up
// to the end of block k, so a prompt hits for as many leading blocks as some earlier prompt shared
// with it, and a nonce at the start defeats it entirely. Not thread-safe (LabModelState locks).
class LabPrefixCache
{
public:
    explicit LabPrefixCache(std::size_t capacityBlocks);

    // How many leading blocks of `blocks` are cached; then remembers them all. A prompt's first
    // block is left the most recently used, so eviction eats prompts from their tails, where a
    // lost block costs the least.
    int lookupAndInsert(const std::vector<std::uint64_t> &blocks);

    std::size_t size() const { return m_index.size(); }
    std::size_t capacity() const { return m_capacity; }

private:
    void touch(std::uint64_t block);

    std::size_t m_capacity;
    std::list<std::uint64_t> m_recent; // front: most recently used
    std::unordered_map<std::uint64_t, std::list<std::uint64_t>::iterator> m_index;
};

} // namespace ttft
