#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace ttft {

// A value range [low, high] for a histogram (high > low).
struct HistogramRange {
    double low = 0;
    double high = 0;
};

// Equal-width bins: bin i holds edges[i] ≤ v < edges[i + 1], except the last, which includes its
// upper edge (numpy.histogram's convention) so that the maximum is counted.
// counts.size() + 1 == edges.size(); edges ascend, the first is the range's low end and the last
// exactly its high end. Values outside a fixed range go to `below` / `above`, so
// sum(counts) + below + above is the number of finite values given.
struct Histogram {
    std::vector<double> edges;
    std::vector<std::int64_t> counts;
    std::int64_t below = 0;
    std::int64_t above = 0;

    bool empty() const { return counts.empty(); }
    std::int64_t total() const;
};

// Freedman–Diaconis: bin width 2·IQR·n^(−1/3), robust to the long tail latency data has (a
// Sturges or square-root rule would waste most bins on outliers, or hide the mode). The count
// covering `range` (or min..max) at that width, clamped to [10, 200] so a chart never degenerates
// to a few bars or to thousands of slivers. An IQR of 0 with some spread (most values identical,
// a few outliers) yields the upper clamp; no spread at all (or fewer than 2 values) the lower one.
// IQR by percentile.h's definition.
constexpr int kMinAutoBins = 10;
constexpr int kMaxAutoBins = 200;
int freedmanDiaconisBins(std::span<const double> values, std::optional<HistogramRange> range = std::nullopt);

// Bins the finite values of `values` (NaN and infinities are not measurements: skipped, not
// counted). `binCount` empty: freedmanDiaconisBins. `range` empty: min..max of the values; when
// they are all equal, a range one unit wide centred on them (as numpy does), so one bar shows.
// An empty histogram when there are no finite values, binCount < 1, or `range` is not a proper
// finite interval. With a fixed range, the bin count is chosen from the values inside it.
Histogram histogram(std::span<const double> values, std::optional<int> binCount = std::nullopt,
                    std::optional<HistogramRange> range = std::nullopt);

// {"edges": [...], "counts": [...], "below": n, "above": n}; edges rounded like MetricSummary's.
nlohmann::json toJson(const Histogram &histogram);

} // namespace ttft
