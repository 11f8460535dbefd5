#include "percentile.h"

#include <algorithm>
#include <cmath>

namespace ttft {

namespace {

// Where the p-th percentile sits among n sorted values: between x[lo] and x[hi], a fraction t
// of the way. Shared by the sorted and the selection paths so both give bit-identical results.
struct Rank {
    std::size_t lo;
    std::size_t hi;
    double t;
};

bool validP(double p)
{
    return p >= 0.0 && p <= 100.0; // false for NaN too
}

Rank rankOf(std::size_t n, double p)
{
    // numpy divides q by 100 first and then multiplies by (n − 1); keeping that order keeps the
    // rounding of the rank identical.
    const double rank = (p / 100.0) * double(n - 1);
    const double below = std::floor(rank);
    const std::size_t lo = std::min(std::size_t(below), n - 1);
    return Rank{lo, std::min(lo + 1, n - 1), rank - below};
}

double interpolate(double a, double b, double t)
{
    const double diff = b - a;
    // numpy's _lerp interpolates from the nearer end; for t ≥ 0.5 that is b.
    return t >= 0.5 ? b - diff * (1.0 - t) : a + diff * t;
}

} // namespace

std::optional<double> percentileOfSorted(std::span<const double> sorted, double p)
{
    if (sorted.empty() || !validP(p))
        return std::nullopt;
    const Rank r = rankOf(sorted.size(), p);
    return interpolate(sorted[r.lo], sorted[r.hi], r.t);
}

std::optional<double> percentile(std::vector<double> sample, double p)
{
    std::sort(sample.begin(), sample.end());
    return percentileOfSorted(sample, p);
}

std::optional<double> percentileSelect(std::span<double> values, double p)
{
    double value = 0;
    if (!percentilesSelect(values, std::span<const double>(&p, 1), std::span<double>(&value, 1)))
        return std::nullopt;
    return value;
}

bool percentilesSelect(std::span<double> values, std::span<const double> ascendingPs, std::span<double> out)
{
    if (values.empty() || out.size() < ascendingPs.size())
        return false;
    for (std::size_t i = 0; i < ascendingPs.size(); ++i) {
        if (!validP(ascendingPs[i]) || (i > 0 && ascendingPs[i] < ascendingPs[i - 1]))
            return false;
    }
    // [0, placed) holds the `placed` smallest values (in no particular order) and everything after
    // is ≥ them: each later selection only needs to look at [placed, n).
    std::size_t placed = 0;
    for (std::size_t i = 0; i < ascendingPs.size(); ++i) {
        const Rank r = rankOf(values.size(), ascendingPs[i]);
        if (r.lo >= placed) {
            std::nth_element(values.begin() + std::ptrdiff_t(placed), values.begin() + std::ptrdiff_t(r.lo),
                             values.end());
            placed = r.lo + 1;
        } // else r.lo == placed − 1: the previous selection already put that order statistic there
        const double a = values[r.lo];
        // Everything after lo is ≥ a, so the next order statistic is the smallest of them. A scan
        // rather than another selection: it leaves the partition intact for the next p.
        const double b = r.hi == r.lo ? a : *std::min_element(values.begin() + std::ptrdiff_t(r.hi), values.end());
        out[i] = interpolate(a, b, r.t);
    }
    return true;
}

std::optional<PercentileRank> percentileRank(std::size_t n, double p)
{
    if (n == 0 || !validP(p))
        return std::nullopt;
    const Rank r = rankOf(n, p);
    return PercentileRank{r.lo, r.hi, r.t};
}

double interpolatePercentile(double atLo, double atHi, double t)
{
    return interpolate(atLo, atHi, t);
}

} // namespace ttft
