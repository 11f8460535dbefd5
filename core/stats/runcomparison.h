#pragma once

#include "bootstrap.h"
#include "metric.h"

#include <QString>

#include <nlohmann/json_fwd.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ttft {

struct RequestRecord;

// When a candidate run counts as worse than its baseline: its percentile is higher, the bootstrap
// interval of the difference excludes 0 (not noise), and the difference passes this threshold.
// Both zero: any significant increase.
struct RegressionThreshold {
    double ms = 0;      // at least this many ms slower
    double percent = 0; // at least this share of the baseline's percentile (10 = 10 %)

    bool passedBy(double differenceMs, double baselineMs) const;
};

// One provider in one cell of two runs of the same plan (yesterday's and today's, before and after
// a deploy): the candidate − baseline difference of each percentile with its bootstrap interval,
// and the error and throttle counts of both.
struct RunDelta {
    std::string provider;
    std::string cell;
    Metric metric = Metric::Ttft;
    std::vector<double> baselinePercentiles;  // p50, p95, p99 (as kRunComparisonPercentiles)
    std::vector<double> candidatePercentiles;
    std::vector<PercentileDifference> differences; // candidate − baseline, same percentiles
    std::int64_t baselineRequests = 0, candidateRequests = 0;
    std::int64_t baselineErrors = 0, candidateErrors = 0;
    std::int64_t baselineThrottled = 0, candidateThrottled = 0;
    bool regression = false;  // some percentile significantly higher, past the threshold
    bool improvement = false; // some percentile significantly lower, past the threshold, and no regression
};

inline constexpr std::array<double, 3> kRunComparisonPercentiles{50, 95, 99};

// The two runs side by side, cell by cell and provider by provider (matched by name and cell),
// on successful measured requests. Groups found in only one run are listed apart.
struct RunComparison {
    Metric metric = Metric::Ttft;
    RegressionThreshold threshold;
    std::vector<RunDelta> deltas;
    std::vector<std::string> onlyInBaseline;  // "provider @ cell"
    std::vector<std::string> onlyInCandidate;
    bool anyRegression() const;
};

RunComparison compareRuns(const std::vector<RequestRecord> &baseline, const std::vector<RequestRecord> &candidate, Metric metric,
                          const RegressionThreshold &threshold = {}, const BootstrapOptions &options = {});

// Parses "10%" or "50ms" (or "50"): the form of --fail-on-regression. Empty when unreadable.
std::optional<RegressionThreshold> regressionThresholdFromText(const QString &text);

// {"metric", "threshold": {"ms", "percent"}, "regression": bool, "deltas": [{"provider", "cell",
// "baseline": {p50, p95, p99}, "candidate": {...}, "differences": [...], "requests", "errors",
// "throttled" (each {"baseline", "candidate"}), "regression", "improvement"}], "only_in_baseline",
// "only_in_candidate"}
nlohmann::json toJson(const RunComparison &comparison);

// One delta in words: "lab-fast @ c8: TTFT p95 412.0 → 655.3 ms, +243.3 ms (95 % CI +190.2 to
// +301.7): slower (regression)". Translated.
QString describeRunDelta(const RunDelta &delta);

} // namespace ttft
