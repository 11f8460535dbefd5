#include "histogram.h"

#include "metricsummary.h"
#include "percentile.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace ttft {

namespace {

std::vector<double> finiteValues(std::span<const double> values, const std::optional<HistogramRange> &range)
{
    std::vector<double> kept;
    kept.reserve(values.size());
    for (const double v : values) {
        if (std::isfinite(v) && (!range || (v >= range->low && v <= range->high)))
            kept.push_back(v);
    }
    return kept;
}

bool properRange(const HistogramRange &range)
{
    return std::isfinite(range.low) && std::isfinite(range.high) && range.high > range.low;
}

// The range to bin over: the given one, or the data's, widened when the data has no spread.
std::optional<HistogramRange> binRange(std::span<const double> finite, const std::optional<HistogramRange> &range)
{
    if (range)
        return properRange(*range) ? range : std::nullopt;
    if (finite.empty())
        return std::nullopt;
    const auto [lowIt, highIt] = std::minmax_element(finite.begin(), finite.end());
    HistogramRange r{*lowIt, *highIt};
    if (r.high == r.low) {
        r.low -= 0.5;
        r.high += 0.5;
    }
    return r;
}

int fdBins(std::vector<double> finite, const HistogramRange &range)
{
    if (finite.size() < 2)
        return kMinAutoBins;
    std::sort(finite.begin(), finite.end());
    if (finite.front() == finite.back())
        return kMinAutoBins; // one value: one bar, whatever the count
    const double iqr = *percentileOfSorted(finite, 75) - *percentileOfSorted(finite, 25);
    const double width = 2.0 * iqr / std::cbrt(double(finite.size()));
    if (!(width > 0))
        return kMaxAutoBins;
    const double bins = std::ceil((range.high - range.low) / width);
    return int(std::clamp(bins, double(kMinAutoBins), double(kMaxAutoBins)));
}

} // namespace

std::int64_t Histogram::total() const
{
    return std::accumulate(counts.begin(), counts.end(), std::int64_t(0)) + below + above;
}

int freedmanDiaconisBins(std::span<const double> values, std::optional<HistogramRange> range)
{
    std::vector<double> finite = finiteValues(values, range);
    const auto r = binRange(finite, range);
    if (!r)
        return kMinAutoBins;
    return fdBins(std::move(finite), *r);
}

Histogram histogram(std::span<const double> values, std::optional<int> binCount, std::optional<HistogramRange> range)
{
    Histogram result;
    if (binCount && *binCount < 1)
        return result;
    std::vector<double> inside = finiteValues(values, range);
    const auto r = binRange(inside, range);
    if (!r)
        return result;
    std::int64_t finiteCount = 0;
    for (const double v : values)
        finiteCount += std::isfinite(v) ? 1 : 0;
    if (finiteCount == 0)
        return result;

    const int bins = binCount ? *binCount : fdBins(inside, *r);
    result.edges.resize(std::size_t(bins) + 1);
    const double span = r->high - r->low;
    for (int i = 0; i <= bins; ++i)
        result.edges[std::size_t(i)] = r->low + span * (double(i) / double(bins));
    result.edges.back() = r->high; // exact, whatever the rounding of the line above
    result.counts.assign(std::size_t(bins), 0);

    for (const double v : values) {
        if (!std::isfinite(v))
            continue;
        if (v < r->low) {
            ++result.below;
            continue;
        }
        if (v > r->high) {
            ++result.above;
            continue;
        }
        auto bin = std::size_t(std::min(double(bins - 1), std::floor((v - r->low) / span * double(bins))));
        // The scaled index can land one off the bin the stored edges say; the edges are what a
        // reader sees, so they decide (numpy makes the same correction).
        if (bin > 0 && v < result.edges[bin])
            --bin;
        else if (bin + 1 < std::size_t(bins) && v >= result.edges[bin + 1])
            ++bin;
        ++result.counts[bin];
    }
    return result;
}

nlohmann::json toJson(const Histogram &histogram)
{
    nlohmann::json edges = nlohmann::json::array();
    for (const double edge : histogram.edges)
        edges.push_back(roundForJson(edge));
    return nlohmann::json{
        {"edges", std::move(edges)},
        {"counts", histogram.counts},
        {"below", histogram.below},
        {"above", histogram.above},
    };
}

} // namespace ttft
