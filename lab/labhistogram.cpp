#include "labhistogram.h"

#include <algorithm>

namespace ttft {

LabHistogram::LabHistogram(std::vector<double> upperBounds)
    : m_upperBounds(std::move(upperBounds))
    , m_bucketCounts(m_upperBounds.size() + 1, 0)
{
}

void LabHistogram::observe(double value)
{
    // `le` is inclusive: a value equal to a bound belongs to that bound's bucket.
    const auto bucket = std::lower_bound(m_upperBounds.begin(), m_upperBounds.end(), value);
    ++m_bucketCounts[std::size_t(bucket - m_upperBounds.begin())];
    m_sum += value;
    ++m_count;
}

std::vector<std::uint64_t> LabHistogram::cumulativeCounts() const
{
    std::vector<std::uint64_t> cumulative(m_bucketCounts.size());
    std::uint64_t running = 0;
    for (std::size_t i = 0; i < m_bucketCounts.size(); ++i) {
        running += m_bucketCounts[i];
        cumulative[i] = running;
    }
    return cumulative;
}

std::vector<double> LabHistogram::latencyBounds()
{
    return {0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5,
            0.75, 1.0, 1.5, 2.0, 3.0, 5.0, 10.0, 20.0, 30.0, 60.0};
}

std::vector<double> LabHistogram::vllmTimeToFirstTokenBounds()
{
    return {0.001, 0.005, 0.01, 0.02, 0.04, 0.06, 0.08, 0.1, 0.25, 0.5, 0.75,
            1.0, 2.5, 5.0, 7.5, 10.0, 20.0, 40.0, 80.0, 160.0, 640.0, 2560.0};
}

std::vector<double> LabHistogram::vllmRequestLatencyBounds()
{
    return {0.3, 0.5, 0.8, 1.0, 1.5, 2.0, 2.5, 5.0, 10.0, 15.0, 20.0,
            30.0, 40.0, 50.0, 60.0, 120.0, 240.0, 480.0, 960.0, 1920.0, 7680.0};
}

} // namespace ttft
