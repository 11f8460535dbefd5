#pragma once

#include <cstdint>
#include <ctime>

namespace ttft {

// Every timestamp in the project comes from here: CLOCK_MONOTONIC in nanoseconds. The clock is
// system-wide on Linux, so stamps taken by the client and by a lab server in another process on the
// same host are directly comparable.
inline std::int64_t monoNowNs() noexcept
{
    timespec ts{};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return std::int64_t(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

// Timestamps are absolute monotonic nanoseconds; "absent" is kNoTime, never 0.
inline constexpr std::int64_t kNoTime = -1;

inline bool hasTime(std::int64_t ns) noexcept { return ns != kNoTime; }

// The wall clock in milliseconds since the Unix epoch: only for when a run started and ended as a
// reader's calendar has it (sessions, journals), never for a duration.
inline std::int64_t wallClockMs() noexcept
{
    timespec ts{};
    clock_gettime(CLOCK_REALTIME, &ts);
    return std::int64_t(ts.tv_sec) * 1000 + ts.tv_nsec / 1'000'000;
}

// The wall clock in nanoseconds since the Unix epoch: for comparing this machine's clock with
// another's (a shard's clock offset, engine/clockprobe.h), never for a duration.
inline std::int64_t wallClockNs() noexcept
{
    timespec ts{};
    clock_gettime(CLOCK_REALTIME, &ts);
    return std::int64_t(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

} // namespace ttft
