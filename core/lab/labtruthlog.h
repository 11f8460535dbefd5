#pragma once

#include "labtruth.h"

#include <QMutex>

#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace ttft {

// The bounded, thread-safe log of ground-truth records. The server thread adds a record when a
// request is accepted and replaces it at each milestone, so readers on any thread see in-flight
// requests too. When full, the oldest record is dropped.
class LabTruthLog
{
public:
    explicit LabTruthLog(std::size_t capacity);

    // Returns the record's sequence number, the handle for update().
    std::uint64_t add(const LabTruth &truth);
    // Replaces the record; a no-op once it has been dropped for capacity.
    void update(std::uint64_t sequence, const LabTruth &truth);

    // The same, with `writeAndStamp` (which sends bytes and stamps `truth`) run under the log's
    // lock: a reader on another thread that has already received those bytes cannot get the
    // record without their stamp. The server thread only ever waits here for a reader's copy.
    template <typename WriteAndStamp>
    std::uint64_t addAround(LabTruth &truth, WriteAndStamp &&writeAndStamp)
    {
        QMutexLocker lock(&m_mutex);
        writeAndStamp();
        return addLocked(truth);
    }
    template <typename WriteAndStamp>
    void updateAround(std::uint64_t sequence, LabTruth &truth, WriteAndStamp &&writeAndStamp)
    {
        QMutexLocker lock(&m_mutex);
        writeAndStamp();
        updateLocked(sequence, truth);
    }

    std::vector<LabTruth> snapshot(std::size_t newestCount = SIZE_MAX) const; // oldest first
    // The newest record with this request id (ids sent twice keep both records).
    std::optional<LabTruth> find(const std::string &requestId) const;
    std::size_t size() const;
    void clear();

private:
    std::uint64_t addLocked(const LabTruth &truth);
    void updateLocked(std::uint64_t sequence, const LabTruth &truth);

    mutable QMutex m_mutex;
    std::size_t m_capacity;
    std::deque<LabTruth> m_records;
    std::uint64_t m_firstSequence = 0; // sequence number of m_records.front()
    std::unordered_map<std::string, std::uint64_t> m_newestById;
};

} // namespace ttft
