#pragma once

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace ttft {

// A capacity search (ttft-bench capacity): the highest load at which a provider still meets its
// SLOs. The load doubles from `start` until a point fails (or `max`), then bisects between the last
// pass and the first failure down to `resolution`. Each point runs `repeats` times for
// `pointDurationS`, and is judged only on its steady window (stats/capacity.h).
struct CapacityPlan {
    enum class Axis {
        Concurrency, // "concurrency": closed-loop users
        Rate,        // "rate": open-loop arrivals per second
    };
    // One latency requirement: `statistic` ("mean", "p50", "p90", "p95", "p99") of `metric`
    // ("ttft", "ttfs", "ttft_from_intended") at most `limitMs` (met at equality).
    struct Limit {
        std::string metric = "ttft";
        std::string statistic = "p95";
        double limitMs = 0;
        bool operator==(const Limit &) const = default;
    };

    Axis axis = Axis::Concurrency;
    double start = 1;
    double max = 256;
    double resolution = 1;      // concurrency: users; rate: requests/s
    double pointDurationS = 20; // measured per point and repeat, after the warm-up
    int repeats = 1;
    std::vector<Limit> limits;  // empty: voicePresetLimits()
    bool any = false;           // true: a point passes when one latency limit holds (OR); else all (AND)
    // Apart from the latency limits, and always required: failures and throttled answers, each a
    // share of the measured requests in the steady window.
    double maxErrorRate = 0.01;
    double maxThrottleRate = 0.05;

    bool operator==(const CapacityPlan &) const = default;
};

// The voice presets: mean TTFT ≤ 500 ms, P95 ≤ 800 ms, P99 ≤ 1,000 ms.
std::vector<CapacityPlan::Limit> voicePresetLimits();
// The limits a plan judges by: its own, or the voice presets.
std::vector<CapacityPlan::Limit> effectiveLimits(const CapacityPlan &plan);

const char *capacityAxisName(CapacityPlan::Axis axis); // "concurrency" | "rate"
bool capacityAxisFromName(const std::string &name, CapacityPlan::Axis &axis);

// Parses "ttft-p95=800,ttft-mean=500,ttfs-p95=700": metric-statistic=limit, comma-separated.
// Empty on a malformed item (and `error` says which).
std::vector<CapacityPlan::Limit> capacityLimitsFromText(const std::string &text, std::string *error);

// What is wrong with the plan, in words; empty when it can run.
std::string validateCapacityPlan(const CapacityPlan &plan);

// {"axis", "start", "max", "resolution", "point_duration_s", "repeats", "limits": [{"metric",
// "statistic", "limit_ms"}], "combine": "all"|"any", "max_error_rate", "max_throttle_rate"}
nlohmann::json toJson(const CapacityPlan &plan);
// Never throws; wrong types keep defaults and are reported in *error.
CapacityPlan capacityPlanFromJson(const nlohmann::json &object, std::string *error = nullptr);

} // namespace ttft
