#include "metricsummary.h"

#include "model/jsonfields.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace ttft {

double roundForJson(double value)
{
    // Beyond 1e9 a double has fewer than seven decimals left to round, and value·1e6 could
    // overflow; leave such values (and non-finite ones) alone.
    if (!std::isfinite(value) || std::abs(value) >= 1e9)
        return value;
    // + 0.0 turns a rounded −0 (from −0.0000001) into 0: files should not show "-0.0".
    return std::round(value * 1e6) / 1e6 + 0.0;
}

nlohmann::json numberOrNull(const std::optional<double> &value)
{
    return value && std::isfinite(*value) ? nlohmann::json(roundForJson(*value)) : nlohmann::json(nullptr);
}

nlohmann::json toJson(const MetricSummary &summary)
{
    const auto orNull = numberOrNull;
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

MetricSummary metricSummaryFromJson(const nlohmann::json &object, std::string *problem)
{
    MetricSummary summary;
    if (!object.is_object()) {
        if (problem && problem->empty())
            *problem = "expected an object, found " + jsonfields::foundName(object);
        return summary;
    }
    jsonfields::read(object, "count", summary.count, problem);
    jsonfields::read(object, "mean", summary.mean, problem);
    jsonfields::read(object, "stddev", summary.stddev, problem);
    jsonfields::read(object, "min", summary.min, problem);
    jsonfields::read(object, "p50", summary.p50, problem);
    jsonfields::read(object, "p90", summary.p90, problem);
    jsonfields::read(object, "p95", summary.p95, problem);
    jsonfields::read(object, "p99", summary.p99, problem);
    jsonfields::read(object, "p99_9", summary.p999, problem);
    jsonfields::read(object, "max", summary.max, problem);
    return summary;
}

} // namespace ttft
