#pragma once

#include "bootstrap.h"
#include "metricsummary.h"
#include "model/capacityplan.h"

#include <QString>

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace ttft {

struct RequestRecord;

// The part of one load level's run where the load was what the plan asked for: the client held at
// least 95 % of the target in flight. Ramp-up (workers starting, arrivals building up) and drain
// (the last requests finishing after sending stopped) are left out: their requests saw less load
// than the level names and flatter its figures (vLLM's benchmark reports a steady-state window the
// same way). In flight counts every request of the run, warm-up included.
struct SteadyWindow {
    double targetInFlight = 0;
    std::int64_t startNs = -1;
    std::int64_t endNs = -1;
    std::int64_t kept = 0;          // measured requests that started and reached their first answer (or failed) inside
    std::int64_t leftOutRamp = 0;   // measured requests that started before it
    std::int64_t leftOutDrain = 0;  // measured requests whose answer came after it

    bool found() const { return startNs >= 0 && endNs > startNs; }
    double seconds() const { return found() ? double(endNs - startNs) / 1e9 : 0.0; }
};

// The window of `records` (one provider, one level, one repeat) and which measured ones it keeps.
// A closed loop's target is its concurrency; an open loop's (targetInFlight ≤ 0) the median in
// flight over the run, as Little's law puts it (rate × time in flight).
SteadyWindow steadyWindow(std::span<const RequestRecord *const> records, double targetInFlight,
                          std::vector<const RequestRecord *> *kept = nullptr);

// One tested load level, judged on the steady windows of its repeats pooled.
struct CapacityPoint {
    struct LimitResult {
        CapacityPlan::Limit limit;
        std::optional<double> value;  // the statistic over the kept successes
        std::optional<double> lower;  // its 95 % interval (bootstrap for percentiles, normal for the mean)
        std::optional<double> upper;
        bool pass() const { return value && *value <= limit.limitMs; }
        bool clearlyPasses() const { return upper && *upper <= limit.limitMs; }
        bool clearlyFails() const { return !value || (lower && *lower > limit.limitMs); }
    };
    double level = 0;
    int repeats = 0;
    std::int64_t requests = 0;        // kept: measured requests inside the steady windows
    std::int64_t leftOutRamp = 0;
    std::int64_t leftOutDrain = 0;
    double windowS = 0;               // the windows' length, all repeats
    std::int64_t failures = 0;        // kept requests that failed, throttling aside
    std::int64_t throttled = 0;
    double errorRate = 0;             // failures / requests
    double throttleRate = 0;          // throttled / requests
    bool errorsOk = false;
    bool throttleOk = false;
    std::vector<LimitResult> limits;
    MetricSummary ttftMs;             // kept successes, for the chart
    std::vector<ConfidenceInterval> ttftCi; // p50, p95, p99
    bool pass = false;
    bool clear = false;               // pass or fail holds across the intervals: not a coin toss
};

// Judges the records of one level (every repeat): each repeat's steady window, then the plan's
// limits over what the windows kept. `targetInFlight` as for steadyWindow.
CapacityPoint judgeCapacityPoint(std::span<const RequestRecord *const> records, double level, double targetInFlight,
                                 const CapacityPlan &plan, const BootstrapOptions &options = {});

// The search's answer over its points (in any order): the highest passing level below the lowest
// failing one, and an interval that allows for sampling noise — from the highest level that
// clearly passes to just under the lowest that clearly fails.
struct CapacityResult {
    CapacityPlan plan;
    std::vector<CapacityPoint> points;   // by level
    std::optional<double> capacity;      // empty: even the start level failed
    std::optional<double> lower;
    std::optional<double> upper;         // empty: nothing clearly failed up to the plan's max
    bool reachedMax = false;             // the max level passed: the capacity is at least that
    std::optional<double> firstFailure;  // the lowest failing level
};

CapacityResult capacityFromPoints(const CapacityPlan &plan, std::vector<CapacityPoint> points);

// The whole search from a session's records (their level is the concurrency, or the arrival rate,
// of the cell they ran in): what the results layer computes from a saved capacity search.
CapacityResult capacityFromRecords(const CapacityPlan &plan, const std::vector<RequestRecord> &records,
                                   const BootstrapOptions &options = {});

// The level a record ran at on the plan's axis; empty when it has none.
std::optional<double> capacityLevelOf(const CapacityPlan &plan, const RequestRecord &record);

// {"plan": {...}, "capacity", "lower", "upper", "reached_max", "first_failure", "points": [{"level",
// "repeats", "requests", "left_out_ramp", "left_out_drain", "window_s", "failures", "throttled",
// "error_rate", "throttle_rate", "errors_ok", "throttle_ok", "limits": [{"metric", "statistic",
// "limit_ms", "value", "lower", "upper", "pass"}], "ttft_ms": MetricSummary, "pass", "clear"}]}
nlohmann::json toJson(const CapacityResult &result);

// "capacity 12 users (95 % interval 12–12): TTFT mean ≤ 500 ms, P95 ≤ 800 ms, P99 ≤ 1000 ms" and
// its variants. Translated.
QString describeCapacity(const CapacityResult &result);
// One judged level: "12 users: 95 requests in 9.6 s (ramp 12, drain 12 left out): TTFT mean
// 410.2 ms, P95 622.0 ms (≤ 800), …; errors 0.0 %, throttled 0.0 %: pass". Translated.
QString describeCapacityPoint(const CapacityPlan &plan, const CapacityPoint &point);
// A limit for people: "TTFT P95 ≤ 800 ms". Translated.
QString capacityLimitLabel(const CapacityPlan::Limit &limit);
// A level with its unit: "12 users", "2.5 req/s". Translated.
QString capacityLevelText(CapacityPlan::Axis axis, double level);

} // namespace ttft
