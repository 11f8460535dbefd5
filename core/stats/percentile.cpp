#include "percentile.h"

#include <algorithm>
#include <cmath>

namespace ttft {

std::optional<double> percentileOfSorted(std::span<const double> sorted, double p)
{
    if (sorted.empty() || !(p >= 0.0 && p <= 100.0))
        return std::nullopt;
    const std::size_t n = sorted.size();
    // numpy divides q by 100 first and then multiplies by (n − 1); keeping that order keeps the
    // rounding of the rank identical.
    const double rank = (p / 100.0) * double(n - 1);
    const double below = std::floor(rank);
    const std::size_t lo = std::min(std::size_t(below), n - 1);
    const std::size_t hi = std::min(lo + 1, n - 1);
    const double t = rank - below;
    const double a = sorted[lo];
    const double b = sorted[hi];
    const double diff = b - a;
    // numpy's _lerp interpolates from the nearer end; for t ≥ 0.5 that is b.
    return t >= 0.5 ? b - diff * (1.0 - t) : a + diff * t;
}

std::optional<double> percentile(std::vector<double> sample, double p)
{
    std::sort(sample.begin(), sample.end());
    return percentileOfSorted(sample, p);
}

} // namespace ttft
