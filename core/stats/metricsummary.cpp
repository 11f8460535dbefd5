#include "metricsummary.h"

#include "percentile.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

namespace ttft {

MetricSummary summarizeMetric(std::vector<double> values)
{
    values.erase(std::remove_if(values.begin(), values.end(), [](double v) { return !std::isfinite(v); }),
                 values.end());
    MetricSummary summary;
    summary.count = std::int64_t(values.size());
    if (values.empty())
        return summary;

    std::sort(values.begin(), values.end());
    const double n = double(values.size());
    double sum = 0;
    for (const double v : values)
        sum += v;
    const double mean = sum / n;
    summary.mean = mean;
    if (values.size() >= 2) {
        // Two passes: the one-pass formula loses precision when the values sit far from zero.
        double squares = 0;
        for (const double v : values)
            squares += (v - mean) * (v - mean);
        summary.stddev = std::sqrt(squares / (n - 1));
    }
    summary.min = values.front();
    summary.max = values.back();
    summary.p50 = percentileOfSorted(values, 50);
    summary.p90 = percentileOfSorted(values, 90);
    summary.p95 = percentileOfSorted(values, 95);
    summary.p99 = percentileOfSorted(values, 99);
    summary.p999 = percentileOfSorted(values, 99.9);
    return summary;
}

double roundForJson(double value)
{
    // Beyond 1e9 a double has fewer than seven decimals left to round, and value·1e6 could
    // overflow; leave such values (and non-finite ones) alone.
    if (!std::isfinite(value) || std::abs(value) >= 1e9)
        return value;
    // + 0.0 turns a rounded −0 (from −0.0000001) into 0: files should not show "-0.0".
    return std::round(value * 1e6) / 1e6 + 0.0;
}

nlohmann::json toJson(const MetricSummary &summary)
{
    const auto orNull = [](const std::optional<double> &v) {
        return v ? nlohmann::json(roundForJson(*v)) : nlohmann::json(nullptr);
    };
    return nlohmann::json{
        {"count", summary.count},
        {"mean", orNull(summary.mean)},
        {"stddev", orNull(summary.stddev)},
        {"min", orNull(summary.min)},
        {"p50", orNull(summary.p50)},
        {"p90", orNull(summary.p90)},
        {"p95", orNull(summary.p95)},
        {"p99", orNull(summary.p99)},
        {"p99_9", orNull(summary.p999)},
        {"max", orNull(summary.max)},
    };
}

} // namespace ttft
