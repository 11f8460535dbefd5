#include "metricsummary.h"

#include "percentile.h"

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

} // namespace ttft
