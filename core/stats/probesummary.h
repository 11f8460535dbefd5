#pragma once

#include "metricsummary.h"
#include "model/probeplan.h"

#include <QString>

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <vector>

namespace ttft {

struct RequestRecord;

// Probes over time, read from their records: which probes ran and which were missed (the previous
// one still running, the machine asleep), each probe's figures, and TTFT by hour of the day in the
// prober's local time, with the peak (slowest median) and quiet (fastest) hours.
struct ProbeSummary {
    struct Probe {
        int index = 0;
        std::int64_t wallStartMs = 0; // its first request's
        std::int64_t requests = 0;    // measured
        std::int64_t errors = 0;
        std::int64_t throttled = 0;
        std::optional<double> ttftP50;
    };
    struct Hour {
        int hour = 0; // 0–23, local to the prober
        int probes = 0;
        std::int64_t requests = 0;
        std::int64_t errors = 0;
        std::int64_t throttled = 0;
        MetricSummary ttftMs;
    };
    ProbePlan plan;
    int expected = 0;
    std::vector<Probe> probes;   // those that ran, in order
    std::vector<int> missed;     // probe numbers that have no record
    std::vector<Hour> hours;     // hours with a probe, in order of the hour
    std::optional<int> peakHour; // of the hours with at least 5 successes
    std::optional<int> quietHour;
};

ProbeSummary summarizeProbes(const ProbePlan &plan, const std::vector<RequestRecord> &records);

// {"plan", "expected", "ran", "missed": [...], "probes": [{"index", "started", "requests", "errors",
// "throttled", "ttft_p50_ms"}], "hours": [{"hour", "probes", "requests", "errors", "throttled",
// "ttft_ms"}], "peak_hour", "quiet_hour"}
nlohmann::json toJson(const ProbeSummary &summary);

// The lines `ttft-bench probe` prints at the end: probes run and missed, the hours' table, the
// peak and quiet hours. Translated; each line ends with '\n'.
QString probeSummaryText(const ProbeSummary &summary);

} // namespace ttft
