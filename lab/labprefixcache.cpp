#include "labprefixcache.h"

#include <algorithm>

namespace ttft {

LabPrefixCache::LabPrefixCache(std::size_t capacityBlocks, std::int64_t ttlNs)
    : m_capacity(std::max<std::size_t>(capacityBlocks, 1))
    , m_ttlNs(std::max<std::int64_t>(ttlNs, 0))
{
}

int LabPrefixCache::lookupAndInsert(const std::vector<std::uint64_t> &blocks, std::int64_t nowNs)
{
    int cached = 0;
    while (std::size_t(cached) < blocks.size() && alive(blocks[std::size_t(cached)], nowNs))
        ++cached;
    for (auto it = blocks.rbegin(); it != blocks.rend(); ++it)
        touch(*it, nowNs);
    return cached;
}

bool LabPrefixCache::alive(std::uint64_t block, std::int64_t nowNs) const
{
    const auto found = m_index.find(block);
    return found != m_index.end() && (m_ttlNs == 0 || nowNs - found->second.lastUsedNs <= m_ttlNs);
}

void LabPrefixCache::touch(std::uint64_t block, std::int64_t nowNs)
{
    // An expired block is written again (a cache write, as the APIs count it): same place in the LRU.
    const auto found = m_index.find(block);
    if (found != m_index.end()) {
        m_recent.splice(m_recent.begin(), m_recent, found->second.position);
        found->second.lastUsedNs = nowNs;
        return;
    }
    if (m_index.size() == m_capacity) {
        m_index.erase(m_recent.back());
        m_recent.pop_back();
    }
    m_recent.push_front(block);
    m_index.emplace(block, Entry{m_recent.begin(), nowNs});
}

} // namespace ttft
