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
// with it, and a nonce at the start defeats it entirely. With a lifetime, a block unused for longer
// than it counts as gone (LabModel::prefixCacheTtlS). Not thread-safe (LabModelState locks).
class LabPrefixCache
{
public:
    // ttlNs 0: blocks live until evicted.
    explicit LabPrefixCache(std::size_t capacityBlocks, std::int64_t ttlNs = 0);

    // How many leading blocks of `blocks` are cached and alive at `nowNs`; then remembers them all,
    // used at `nowNs`. A prompt's first block is left the most recently used, so eviction eats
    // prompts from their tails, where a lost block costs the least.
    int lookupAndInsert(const std::vector<std::uint64_t> &blocks, std::int64_t nowNs);

    std::size_t size() const { return m_index.size(); }
    std::size_t capacity() const { return m_capacity; }

private:
    struct Entry {
        std::list<std::uint64_t>::iterator position;
        std::int64_t lastUsedNs = 0;
    };
    bool alive(std::uint64_t block, std::int64_t nowNs) const;
    void touch(std::uint64_t block, std::int64_t nowNs);

    std::size_t m_capacity;
    std::int64_t m_ttlNs;
    std::list<std::uint64_t> m_recent; // front: most recently used
    std::unordered_map<std::uint64_t, Entry> m_index;
};

} // namespace ttft
