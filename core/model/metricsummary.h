#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <string>

namespace ttft {

// Distribution of one metric over a set of requests (computed by stats/metricsummary.h's
// summarizeMetric). Every statistic is empty when count is 0; stddev (the sample standard
// deviation, n − 1) is also empty when count is 1, where it is undefined (numpy's std(ddof=1)
// gives NaN there; JSON cannot carry NaN). Percentiles follow stats/percentile.h (numpy's linear
// method). A value type of the model because saved runs hold it (model/duringrun.h).
struct MetricSummary {
    std::int64_t count = 0;
    std::optional<double> mean;
    std::optional<double> stddev;
    std::optional<double> min;
    std::optional<double> p50;
    std::optional<double> p90;
    std::optional<double> p95;
    std::optional<double> p99;
    std::optional<double> p999;
    std::optional<double> max;

    bool empty() const { return count == 0; }
    bool operator==(const MetricSummary &) const = default;
};

// Keys: count, mean, stddev, min, p50, p90, p95, p99, p99_9, max (null when absent). Values are
// rounded to six decimals (nanoseconds, for the ms metrics: already finer than any stamp), so
// files show 0.0124 rather than 0.012400000000000001; the struct keeps the exact figures.
nlohmann::json toJson(const MetricSummary &summary);
// The same read back, tolerantly (model/jsonfields.h): a field of the wrong type stays empty and
// is named in *problem (the first one).
MetricSummary metricSummaryFromJson(const nlohmann::json &object, std::string *problem = nullptr);

// The rounding toJson applies: to six decimals, nearest.
double roundForJson(double value);
// A figure as files write it: rounded so (roundForJson), null when absent or not finite (JSON
// cannot carry NaN or infinity). The one home of this for every summary's JSON.
nlohmann::json numberOrNull(const std::optional<double> &value);

} // namespace ttft
