#pragma once

#include <QMutex>
#include <QMutexLocker>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace ttft {

// The bounded, thread-safe log of per-request ground-truth records (`Record` has a std::string
// `requestId`), one logic for the chat truth (LabTruthLog) and the speech truth (LabTtsTruthLog).
// The server thread adds a record when a request is accepted and replaces it at each milestone,
// so readers on any thread see in-flight requests too. When full, the oldest record is dropped.
template <typename Record>
class LabRecordLog
{
public:
    explicit LabRecordLog(std::size_t capacity)
        : m_capacity(std::max<std::size_t>(capacity, 1))
    {
    }

    // Returns the record's sequence number, the handle for update().
    std::uint64_t add(const Record &record)
    {
        QMutexLocker lock(&m_mutex);
        return addLocked(record);
    }
    // Replaces the record; a no-op once it has been dropped for capacity.
    void update(std::uint64_t sequence, const Record &record)
    {
        QMutexLocker lock(&m_mutex);
        updateLocked(sequence, record);
    }

    // The same, with `writeAndStamp` (which sends bytes and stamps `record`) run under the log's
    // lock: a reader on another thread that has already received those bytes cannot get the
    // record without their stamp. The server thread only ever waits here for a reader's copy.
    template <typename WriteAndStamp>
    std::uint64_t addAround(Record &record, WriteAndStamp &&writeAndStamp)
    {
        QMutexLocker lock(&m_mutex);
        writeAndStamp();
        return addLocked(record);
    }
    template <typename WriteAndStamp>
    void updateAround(std::uint64_t sequence, Record &record, WriteAndStamp &&writeAndStamp)
    {
        QMutexLocker lock(&m_mutex);
        writeAndStamp();
        updateLocked(sequence, record);
    }

    std::vector<Record> snapshot(std::size_t newestCount = SIZE_MAX) const // oldest first
    {
        QMutexLocker lock(&m_mutex);
        const std::size_t count = std::min(newestCount, m_records.size());
        return {m_records.end() - std::ptrdiff_t(count), m_records.end()};
    }
    // The newest record with this request id (ids sent twice keep both records).
    std::optional<Record> find(const std::string &requestId) const
    {
        QMutexLocker lock(&m_mutex);
        const auto it = m_newestById.find(requestId);
        if (it == m_newestById.end())
            return std::nullopt;
        return m_records[std::size_t(it->second - m_firstSequence)];
    }
    std::size_t size() const
    {
        QMutexLocker lock(&m_mutex);
        return m_records.size();
    }
    void clear()
    {
        QMutexLocker lock(&m_mutex);
        m_firstSequence += m_records.size();
        m_records.clear();
        m_newestById.clear();
    }

private:
    std::uint64_t addLocked(const Record &record)
    {
        if (m_records.size() == m_capacity) {
            const auto it = m_newestById.find(m_records.front().requestId);
            if (it != m_newestById.end() && it->second == m_firstSequence)
                m_newestById.erase(it);
            m_records.pop_front();
            ++m_firstSequence;
        }
        const std::uint64_t sequence = m_firstSequence + m_records.size();
        m_records.push_back(record);
        m_newestById[record.requestId] = sequence;
        return sequence;
    }
    void updateLocked(std::uint64_t sequence, const Record &record)
    {
        if (sequence < m_firstSequence || sequence - m_firstSequence >= m_records.size())
            return;
        m_records[std::size_t(sequence - m_firstSequence)] = record;
    }

    mutable QMutex m_mutex;
    std::size_t m_capacity;
    std::deque<Record> m_records;
    std::uint64_t m_firstSequence = 0; // sequence number of m_records.front()
    std::unordered_map<std::string, std::uint64_t> m_newestById;
};

} // namespace ttft
