#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <span>
#include <vector>

namespace ttft {

// One point of an empirical CDF: `probability` is the fraction of the sample ≤ `value`.
struct CdfPoint {
    double value = 0;
    double probability = 0;

    friend bool operator==(const CdfPoint &, const CdfPoint &) = default;
};

// How the points of a reduced CDF are spread along the curve.
enum class CdfSpacing {
    Probability, // evenly in probability: a linear probability axis
    LogValue,    // evenly in log(value): a logarithmic value axis (latencies spanning decades)
    Tail,        // evenly in −log10(1 − p): a tail plot where p90, p99 and p99.9 are equally far apart
};

// The empirical CDF of the finite values of `values` (NaN and infinities skipped), reduced to at
// most `maxPoints` points (at least 2) so that a chart holds a few thousand points whatever n is.
// Every point returned lies exactly on the empirical CDF: the value is a sample value and the
// probability is the fraction of the sample at or below it. The first point is the minimum (with
// the share of the sample equal to it) and the last the maximum (probability 1), whatever the
// spacing. When the sample has at most `maxPoints` distinct values, every one of them is a point
// (the exact step function); otherwise maxPoints targets are spread per `spacing` and each is
// moved to the sample value at or below it, so ties and gaps in the data can leave fewer points.
// LogValue needs a positive minimum; with a value ≤ 0 it falls back to Probability.
std::vector<CdfPoint> cdf(std::span<const double> values, std::size_t maxPoints = 2000,
                          CdfSpacing spacing = CdfSpacing::Probability);

// {"values": [...], "probabilities": [...]}: two parallel arrays, compact for thousands of points.
// Values are rounded like MetricSummary's; probabilities are written exactly.
nlohmann::json toJson(const std::vector<CdfPoint> &points);

} // namespace ttft
