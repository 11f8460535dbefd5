#include "labprefixcache.h"

#include <algorithm>

namespace ttft {

LabPrefixCache::LabPrefixCache(std::size_t capacityBlocks)
    : m_capacity(std::max<std::size_t>(capacityBlocks, 1))
{
}

int LabPrefixCache::lookupAndInsert(const std::vector<std::uint64_t> &blocks)
{
    int cached = 0;
    while (std::size_t(cached) < blocks.size() && m_index.contains(blocks[std::size_t(cached)]))
        ++cached;
    for (auto it = blocks.rbegin(); it != blocks.rend(); ++it)
        touch(*it);
    return cached;
}

void LabPrefixCache::touch(std::uint64_t block)
{
    const auto found = m_index.find(block);
    if (found != m_index.end()) {
        m_recent.splice(m_recent.begin(), m_recent, found->second);
        return;
    }
    if (m_index.size() == m_capacity) {
        m_index.erase(m_recent.back());
        m_recent.pop_back();
    }
    m_recent.push_front(block);
    m_index.emplace(block, m_recent.begin());
}

} // namespace ttft
