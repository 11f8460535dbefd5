#pragma once

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

} // namespace ttft
