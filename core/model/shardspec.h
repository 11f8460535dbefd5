#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <string>

namespace ttft {

struct RunPlan;

// One share of a plan run by several processes at once (`ttft-bench run --shard I/N`, one pod of
// a Kubernetes Indexed Job each). The plan stays whole in every shard; each takes a deterministic
// part of it, as k6's execution segments do: unit k of a countable quantity (a closed loop's
// workers, warm-ups, measured requests, the in-flight limit, an open loop's arrivals) belongs to
// shard k mod N. k6 stripes its segments the same way for equal parts, so that every shard's part
// looks like the whole (a ramp-up, an arrival stream) rather than one slice of it, and the parts
// add up to the whole exactly.
struct ShardSpec {
    int index = 0; // 0 … count-1 (a Job's completion index starts at 0)
    int count = 1; // 1: the whole plan

    bool sharded() const { return count > 1; }
    bool owns(std::int64_t unit) const { return unit % count == index; }
    // How many of units 0 … total-1 are this shard's.
    std::int64_t share(std::int64_t total) const;
    // A seed of this shard's own, for what must differ between shards (filler text, ASR draws):
    // the seed itself for an unsharded plan.
    std::uint64_t seed(std::uint64_t planSeed) const;
    std::string label() const; // "2/4"

    bool operator==(const ShardSpec &) const = default;
};

// Why `plan` cannot be split into its shard's share (English, for validatePlan); empty when it
// can. A sequential plan sends one request at a time, which N machines cannot share; every load
// level, request count and in-flight limit must give each shard at least one.
std::string shardPlanProblem(const RunPlan &plan);

// The shard's share of the plan's counts (warm-up, measured requests, the in-flight limit); the
// load levels stay whole, since they name the cells every shard's records share.
RunPlan shardCounts(const RunPlan &plan);

// JSON keys: index, count.
nlohmann::json toJson(const ShardSpec &shard);
ShardSpec shardSpecFromJson(const nlohmann::json &object, std::string *error = nullptr);

} // namespace ttft
