#pragma once

#include "model/guardevent.h"
#include "model/metricsummary.h"
#include "model/shardclock.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ttft {

// One shard of a run split over machines (model/shardspec.h): what `run --shard` records about
// its own start, and what `merge-shards` adds for each shard it merged.
struct ShardEntry {
    int index = 0;
    int count = 0;
    std::string host;
    std::string location;
    std::optional<std::string> startAt;  // --start-at, ISO 8601 in UTC
    std::optional<double> startLateMs;   // how late the shard started after it
    ShardClock clock;
    // Added by merge-shards:
    std::optional<std::int64_t> records;
    std::optional<std::int64_t> dispatched;
    nlohmann::json clientHealth;         // the shard's HealthSummary JSON (stats/clienthealthverdict.h), or null
    std::optional<std::string> placement; // how it was put on the reference time line (store/shardmerge.h)
    std::optional<double> shiftMs;
    std::optional<double> placementUncertaintyMs;

    bool operator==(const ShardEntry &) const = default;
};

// What only the live run could measure, kept with the session so that every summary of it is the
// same whoever computes it (results/runresults.h). Made by the run's lifecycle
// (launch/measuredrun.h) for both front ends, by merge-shards for a merged run; empty for a
// recovered session and an import. The one home of the session's "during_run" keys.
struct DuringRun {
    std::optional<std::int64_t> dispatched;   // requests sent (recorded or not)
    std::vector<GuardEvent> guardEvents;      // what the plan's guards did
    // Against the embedded lab: client TTFT − the lab's own TTFT, per provider that points at it
    // (crossval/groundtruth.h). Absent when no provider pointed at a lab of this process.
    std::optional<std::map<std::string, MetricSummary>> labClientMinusServerTtftMs;
    // The server's own account (crossval/servercrosscheck.h): that module's document, or null.
    nlohmann::json serverCrossCheck;
    std::vector<ShardEntry> shards;           // a shard's own entry, or every shard of a merged run

    bool empty() const;
    bool operator==(const DuringRun &) const = default;
};

// The session's "during_run" object: dispatched, guard_events, lab_client_minus_server_ttft_ms,
// server_cross_check, shards, each present only when there is something; null when empty.
nlohmann::json toJson(const DuringRun &during);
// Read tolerantly (a saved file may be damaged or older): a part of the wrong type is left out
// and the first such problem named in *problem.
DuringRun duringRunFromJson(const nlohmann::json &object, std::string *problem = nullptr);

// What summary.json carries of it (results/runresults.h): dispatched, server_cross_check,
// lab_client_minus_server_ttft_ms and shards, each null when the run did not measure it.
nlohmann::json summaryFields(const DuringRun &during);

nlohmann::json toJson(const ShardEntry &shard);
ShardEntry shardEntryFromJson(const nlohmann::json &object, std::string *problem = nullptr);

} // namespace ttft
