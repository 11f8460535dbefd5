#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <string>

namespace ttft {

// How one shard's clocks relate to the others', saved with its run so that `merge-shards` can put
// every shard's requests on one time line. A record's stamps are CLOCK_MONOTONIC, which is one
// clock for every process of a machine (one boot) and unrelated between machines; the anchor ties
// it to this machine's wall clock, and the offset ties that to a reference clock all shards share
// (a server's Date header, or the lab's time endpoint).
struct ShardClock {
    // The anchor: one instant on both clocks of this machine.
    std::int64_t monotonicNs = -1;
    std::int64_t wallNs = -1;         // ns since the Unix epoch
    std::string bootId;               // /proc/sys/kernel/random/boot_id: equal ids share CLOCK_MONOTONIC

    // The offset, estimated before the run (engine/clockprobe.h).
    std::string reference;            // the URL asked
    std::string method;               // "time_endpoint" (a JSON unix_time_ns) | "http_date" | "" (not estimated)
    std::optional<double> offsetMs;   // this machine's wall clock minus the reference's
    std::optional<double> uncertaintyMs; // the true offset is within ± this of offsetMs
    int probes = 0;
    std::optional<double> minRttMs;   // the fastest probe's round trip
    std::string error;                // why there is no offset (English, for the log)

    bool operator==(const ShardClock &) const = default;
};

// JSON keys: anchor {monotonic_ns, wall_ns, boot_id}, reference, method, offset_ms,
// uncertainty_ms, probes, min_rtt_ms, error (null or absent when empty).
nlohmann::json toJson(const ShardClock &clock);
ShardClock shardClockFromJson(const nlohmann::json &object, std::string *error = nullptr);

} // namespace ttft
