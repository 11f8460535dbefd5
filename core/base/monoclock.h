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

} // namespace ttft
