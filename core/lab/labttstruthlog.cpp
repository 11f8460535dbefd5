#include "labttstruthlog.h"

#include <QMutexLocker>

#include <algorithm>

namespace ttft {

LabTtsTruthLog::LabTtsTruthLog(std::size_t capacity)
    : m_capacity(std::max<std::size_t>(capacity, 1))
{
}

std::uint64_t LabTtsTruthLog::add(const LabTtsTruth &truth)
{
    QMutexLocker lock(&m_mutex);
    return addLocked(truth);
}

void LabTtsTruthLog::update(std::uint64_t sequence, const LabTtsTruth &truth)
{
    QMutexLocker lock(&m_mutex);
    updateLocked(sequence, truth);
}

std::uint64_t LabTtsTruthLog::addLocked(const LabTtsTruth &truth)
{
    if (m_records.size() == m_capacity) {
        const auto it = m_newestById.find(m_records.front().requestId);
        if (it != m_newestById.end() && it->second == m_firstSequence)
            m_newestById.erase(it);
        m_records.pop_front();
        ++m_firstSequence;
    }
    const std::uint64_t sequence = m_firstSequence + m_records.size();
    m_records.push_back(truth);
    m_newestById[truth.requestId] = sequence;
    return sequence;
}

void LabTtsTruthLog::updateLocked(std::uint64_t sequence, const LabTtsTruth &truth)
{
    if (sequence < m_firstSequence || sequence - m_firstSequence >= m_records.size())
        return;
    m_records[std::size_t(sequence - m_firstSequence)] = truth;
}

std::vector<LabTtsTruth> LabTtsTruthLog::snapshot(std::size_t newestCount) const
{
    QMutexLocker lock(&m_mutex);
    const std::size_t count = std::min(newestCount, m_records.size());
    return {m_records.end() - std::ptrdiff_t(count), m_records.end()};
}

std::optional<LabTtsTruth> LabTtsTruthLog::find(const std::string &requestId) const
{
    QMutexLocker lock(&m_mutex);
    const auto it = m_newestById.find(requestId);
    if (it == m_newestById.end())
        return std::nullopt;
    return m_records[std::size_t(it->second - m_firstSequence)];
}

void LabTtsTruthLog::clear()
{
    QMutexLocker lock(&m_mutex);
    m_firstSequence += m_records.size();
    m_records.clear();
    m_newestById.clear();
}

} // namespace ttft
