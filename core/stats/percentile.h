#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <vector>

namespace ttft {

// The p-th percentile (0 ≤ p ≤ 100) of a sample, by linear interpolation between closest ranks:
// exactly numpy.percentile's default (method='linear'), as vLLM and AIPerf report, so our figures
// can be compared with theirs. With the sample sorted ascending as x[0..n-1]:
//     rank = p/100 · (n − 1),  lo = floor(rank),  hi = min(lo + 1, n − 1),  t = rank − lo
//     value = x[lo] + (x[hi] − x[lo]) · t
// The arithmetic follows numpy's step by step (rank as p/100 · (n − 1), then its _lerp, which
// interpolates from the nearer end), so the floating-point results should match numpy's too
// (the tests check hand-derived values to 1e-12, not numpy itself).
// Empty when the sample is empty or p is outside [0, 100] or not a number. The sample must not
// hold NaN (callers filter them; MetricSummary does).
std::optional<double> percentile(std::vector<double> sample, double p);

// The same on a sample already sorted ascending (no copy): for taking several percentiles.
std::optional<double> percentileOfSorted(std::span<const double> sorted, double p);

// The same without sorting: selects the order statistics it needs with std::nth_element, O(n)
// instead of O(n log n), for hot loops such as the bootstrap. Reorders `values` (pass a scratch
// copy); the result is bit-identical to percentileOfSorted on the sorted values.
std::optional<double> percentileSelect(std::span<double> values, double p);

// Several percentiles of one unsorted sample: `ascendingPs` in ascending order, out[i] receives the
// ascendingPs[i]-th percentile. Each selection works only on the part the previous one left
// above its rank, so three percentiles cost little more than one. Reorders `values`. False (and
// `out` untouched) when `values` is empty, `out` is too short, or a p is invalid or out of order.
bool percentilesSelect(std::span<double> values, std::span<const double> ascendingPs, std::span<double> out);

// The arithmetic above, for code that finds order statistics its own way (the bootstrap counts
// them): the p-th percentile of n sorted values x is interpolatePercentile(x[lo], x[hi], t).
// Empty when n is 0 or p is invalid.
struct PercentileRank {
    std::size_t lo = 0;
    std::size_t hi = 0;
    double t = 0;
};
std::optional<PercentileRank> percentileRank(std::size_t n, double p);
double interpolatePercentile(double atLo, double atHi, double t);

} // namespace ttft
