#pragma once

#include "labttstruth.h"

#include <QMutex>

#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace ttft {

// The bounded, thread-safe log of text-to-speech truth records, kept like LabTruthLog keeps the
// chat ones: added when a request is accepted, replaced at each milestone (readers see requests
// in flight), oldest dropped first when full.
class LabTtsTruthLog
{
public:
    explicit LabTtsTruthLog(std::size_t capacity);

    std::uint64_t add(const LabTtsTruth &truth); // returns the handle for update()
    void update(std::uint64_t sequence, const LabTtsTruth &truth);

    // `writeAndStamp` sends bytes and stamps `truth`, under the log's lock: a reader that has
    // already received the bytes cannot get the record without their stamp.
    template <typename WriteAndStamp>
    std::uint64_t addAround(LabTtsTruth &truth, WriteAndStamp &&writeAndStamp)
    {
        QMutexLocker lock(&m_mutex);
        writeAndStamp();
        return addLocked(truth);
    }
    template <typename WriteAndStamp>
    void updateAround(std::uint64_t sequence, LabTtsTruth &truth, WriteAndStamp &&writeAndStamp)
    {
        QMutexLocker lock(&m_mutex);
        writeAndStamp();
        updateLocked(sequence, truth);
    }

    std::vector<LabTtsTruth> snapshot(std::size_t newestCount = SIZE_MAX) const; // oldest first
    std::optional<LabTtsTruth> find(const std::string &requestId) const; // the newest with this id
    void clear();

private:
    std::uint64_t addLocked(const LabTtsTruth &truth);
    void updateLocked(std::uint64_t sequence, const LabTtsTruth &truth);

    mutable QMutex m_mutex;
    std::size_t m_capacity;
    std::deque<LabTtsTruth> m_records;
    std::uint64_t m_firstSequence = 0; // sequence number of m_records.front()
    std::unordered_map<std::string, std::uint64_t> m_newestById;
};

} // namespace ttft
