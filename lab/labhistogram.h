#pragma once

#include <cstdint>
#include <vector>

namespace ttft {

// A Prometheus-style histogram: counts of observations at or below each upper bound, plus the
// +Inf bucket, their sum and count. Not thread-safe (LabModelState locks).
class LabHistogram
{
public:
    explicit LabHistogram(std::vector<double> upperBounds); // ascending, without +Inf

    void observe(double value);

    const std::vector<double> &upperBounds() const { return m_upperBounds; }
    // Cumulative counts, one per upper bound and a last one for +Inf (== count()).
    std::vector<std::uint64_t> cumulativeCounts() const;
    double sum() const { return m_sum; }
    std::uint64_t count() const { return m_count; }

    // Bounds for latencies in seconds, from 1 ms to 60 s.
    static std::vector<double> latencyBounds();
    // vLLM's buckets for vllm:time_to_first_token_seconds (1 ms to 2560 s) and for its request
    // phase histograms (e2e, queue, prefill, decode: 0.3 s to 7680 s).
    static std::vector<double> vllmTimeToFirstTokenBounds();
    static std::vector<double> vllmRequestLatencyBounds();

private:
    std::vector<double> m_upperBounds;
    std::vector<std::uint64_t> m_bucketCounts; // per bucket, last: above every bound
    double m_sum = 0;
    std::uint64_t m_count = 0;
};

} // namespace ttft
