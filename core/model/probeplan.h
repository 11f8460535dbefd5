#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <string>

namespace ttft {

// Probes over time (ttft-bench probe): the run's plan, small, again every `everyS` seconds for
// `forS` seconds, every probe's records in one session (RequestRecord::repeat is the probe's
// number). Hours of the day are the prober's local time: its offset from UTC when the probes began.
struct ProbePlan {
    double everyS = 600;
    double forS = 86'400;
    int utcOffsetMinutes = 0;

    int expectedProbes() const; // at 0, every, 2·every, … before `for`
    bool operator==(const ProbePlan &) const = default;
};

// One probe of a run of probes over time, as it ended (or was missed).
struct ProbeReport {
    int probe = 0; // from 0
    int count = 0;
    bool missed = false; // the probe before ran past this one's time
    std::int64_t measured = 0;
    std::int64_t failed = 0;
    std::optional<double> ttftMedianMs;
};

// "30s", "10m", "2h", "1d" or plain seconds → seconds; negative when unreadable.
double durationSecondsFromText(const std::string &text);

// {"every_s", "for_s", "utc_offset_min"}
nlohmann::json toJson(const ProbePlan &plan);
ProbePlan probePlanFromJson(const nlohmann::json &object, std::string *error = nullptr);

} // namespace ttft
