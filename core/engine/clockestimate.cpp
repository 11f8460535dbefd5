#include "clockestimate.h"

#include <algorithm>
#include <limits>

namespace ttft {

std::optional<ClockOffsetEstimate> estimateFromTimeEndpoint(const std::vector<ClockSample> &samples)
{
    const ClockSample *best = nullptr;
    for (const ClockSample &sample : samples) {
        if (sample.referenceNs && sample.rttNs() >= 0 && (!best || sample.rttNs() < best->rttNs()))
            best = &sample;
    }
    if (!best)
        return std::nullopt;
    ClockOffsetEstimate estimate;
    estimate.lowNs = best->sentNs - *best->referenceNs;
    estimate.highNs = best->receivedNs - *best->referenceNs;
    return estimate;
}

std::optional<ClockOffsetEstimate> estimateFromDates(const std::vector<ClockSample> &samples)
{
    constexpr std::int64_t kSecondNs = 1'000'000'000;
    std::int64_t low = std::numeric_limits<std::int64_t>::min();
    std::int64_t high = std::numeric_limits<std::int64_t>::max();
    bool any = false;
    for (const ClockSample &sample : samples) {
        if (!sample.dateSeconds || sample.rttNs() < 0)
            continue;
        const std::int64_t dateNs = *sample.dateSeconds * kSecondNs;
        low = std::max(low, sample.sentNs - (dateNs + kSecondNs));
        high = std::min(high, sample.receivedNs - dateNs);
        any = true;
    }
    if (!any || low > high)
        return std::nullopt;
    return ClockOffsetEstimate{low, high};
}

} // namespace ttft
