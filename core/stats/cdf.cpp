#include "cdf.h"

#include "metricsummary.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

namespace ttft {

namespace {

// Index into `sorted` of the k-th of m targets (0 ≤ k < m, m ≥ 2); any index, snapped later.
std::size_t targetIndex(std::span<const double> sorted, std::size_t k, std::size_t m, CdfSpacing spacing)
{
    const std::size_t n = sorted.size();
    // The ends are exact in every spacing, whatever exp/log/pow round to.
    if (k == 0)
        return 0;
    if (k + 1 == m)
        return n - 1;
    const double fraction = double(k) / double(m - 1);
    switch (spacing) {
    case CdfSpacing::LogValue: {
        const double logLow = std::log(sorted.front());
        const double logHigh = std::log(sorted.back());
        const double target = std::exp(logLow + (logHigh - logLow) * fraction);
        // The last sample value ≤ target (target > minimum here, so there is one).
        const auto it = std::upper_bound(sorted.begin(), sorted.end(), target);
        return it == sorted.begin() ? 0 : std::size_t(it - sorted.begin()) - 1;
    }
    case CdfSpacing::Tail: {
        // Exceedance 1 − p runs from 1 down to 1/n; spread its logarithm evenly. Index i leaves
        // n − i values at or above it, so i = n − n·10^(−t) with t from 0 to log10(n).
        const double t = std::log10(double(n)) * fraction;
        const double index = std::round(double(n) - double(n) * std::pow(10.0, -t));
        return std::size_t(std::clamp(index, 0.0, double(n - 1)));
    }
    case CdfSpacing::Probability:
        break;
    }
    return std::size_t(std::llround(double(n - 1) * fraction));
}

} // namespace

std::vector<CdfPoint> cdf(std::span<const double> values, std::size_t maxPoints, CdfSpacing spacing)
{
    std::vector<double> sorted;
    sorted.reserve(values.size());
    for (const double v : values) {
        if (std::isfinite(v))
            sorted.push_back(v);
    }
    std::vector<CdfPoint> points;
    if (sorted.empty())
        return points;
    std::sort(sorted.begin(), sorted.end());
    const std::size_t n = sorted.size();
    const std::size_t m = std::max<std::size_t>(maxPoints, 2);
    if (spacing == CdfSpacing::LogValue && !(sorted.front() > 0))
        spacing = CdfSpacing::Probability;

    // A point for the sample value at `index`: the CDF there counts every value equal to it, so
    // the point sits at the end of its run of ties.
    const auto pointAt = [&](std::size_t index) {
        const auto runEnd = std::upper_bound(sorted.begin() + std::ptrdiff_t(index), sorted.end(), sorted[index]);
        const auto atOrBelow = std::size_t(runEnd - sorted.begin());
        return CdfPoint{sorted[index], double(atOrBelow) / double(n)};
    };
    const auto add = [&](const CdfPoint &point) {
        if (points.empty() || points.back().value != point.value)
            points.push_back(point);
    };

    std::size_t distinct = 1;
    for (std::size_t i = 1; i < n; ++i)
        distinct += sorted[i] != sorted[i - 1] ? 1 : 0;
    if (distinct <= m) {
        points.reserve(distinct);
        for (std::size_t i = 0; i < n; ++i) {
            if (i + 1 == n || sorted[i + 1] != sorted[i])
                points.push_back(CdfPoint{sorted[i], double(i + 1) / double(n)});
        }
        return points;
    }

    points.reserve(m);
    for (std::size_t k = 0; k < m; ++k)
        add(pointAt(targetIndex(sorted, k, m, spacing)));
    return points;
}

nlohmann::json toJson(const std::vector<CdfPoint> &points)
{
    nlohmann::json values = nlohmann::json::array();
    nlohmann::json probabilities = nlohmann::json::array();
    for (const CdfPoint &point : points) {
        values.push_back(roundForJson(point.value));
        probabilities.push_back(point.probability);
    }
    return nlohmann::json{{"values", std::move(values)}, {"probabilities", std::move(probabilities)}};
}

} // namespace ttft
