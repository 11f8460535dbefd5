#pragma once

#include <atomic>
#include <cstdint>

namespace ttft {

// How far a long file job (a session read or written, a journal recovered) has come, and whether
// its user gave up on it: shared between the thread that does it and the one that shows it (the
// window polls it; docs/ARCHITECTURE.md, Threads). Counts records.
struct FileProgress {
    std::atomic<std::int64_t> done{0};
    std::atomic<std::int64_t> total{0}; // 0 while not known
    std::atomic<bool> cancelled{false}; // set by the user's side; the job stops at its next record

    bool isCancelled() const { return cancelled.load(std::memory_order_relaxed); }
    void add(std::int64_t records) { done.fetch_add(records, std::memory_order_relaxed); }
};

} // namespace ttft
