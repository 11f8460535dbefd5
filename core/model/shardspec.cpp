#include "shardspec.h"

#include "base/splitmix64.h"
#include "jsonfields.h"
#include "runplan.h"

#include <nlohmann/json.hpp>

namespace ttft {

std::int64_t ShardSpec::share(std::int64_t total) const
{
    if (total <= index)
        return 0;
    return (total - index + count - 1) / count;
}

std::uint64_t ShardSpec::seed(std::uint64_t planSeed) const
{
    if (!sharded())
        return planSeed;
    std::uint64_t state = planSeed ^ (std::uint64_t(index) << 32 | std::uint64_t(count));
    return splitMix64Next(state);
}

std::string ShardSpec::label() const
{
    return std::to_string(index) + "/" + std::to_string(count);
}

std::string shardPlanProblem(const RunPlan &plan)
{
    const ShardSpec &shard = plan.shard;
    if (!shard.sharded())
        return {};
    const std::string shards = std::to_string(shard.count) + " shards";
    if (plan.mode == LoadMode::Sequential)
        return "a sequential plan sends one request at a time and cannot be split into " + shards
            + " (give a concurrency or a rate, or run the whole plan from each place and merge the runs side by side)";
    if (plan.mode == LoadMode::ClosedLoop) {
        for (int level : plan.concurrency) {
            if (level < shard.count)
                return "concurrency " + std::to_string(level) + " cannot be split into " + shards + ": each needs a worker";
        }
    }
    if (plan.durationS <= 0 && plan.requests < shard.count)
        return std::to_string(plan.requests) + " measured requests cannot be split into " + shards + ": each needs one";
    if (plan.mode == LoadMode::OpenLoop && plan.maxInFlight > 0 && plan.maxInFlight < shard.count)
        return "an in-flight limit of " + std::to_string(plan.maxInFlight) + " cannot be split into " + shards;
    return {};
}

RunPlan shardCounts(const RunPlan &plan)
{
    RunPlan share = plan;
    const ShardSpec &shard = plan.shard;
    share.warmup = int(shard.share(plan.warmup));
    // An open loop's arrivals are one numbered stream, warm-ups first: the shard's measured ones are
    // its stripe of arrivals warmup … warmup+requests-1, so that together they are exactly those.
    share.requests = plan.mode == LoadMode::OpenLoop ? int(shard.share(plan.warmup + plan.requests) - share.warmup)
                                                     : int(shard.share(plan.requests));
    if (plan.maxInFlight > 0)
        share.maxInFlight = int(shard.share(plan.maxInFlight));
    // A per-minute budget is the provider's, shared by every shard: each keeps its part of it.
    if (shard.sharded()) {
        share.maxRequestsPerMinute = plan.maxRequestsPerMinute / double(shard.count);
        share.maxTokensPerMinute = plan.maxTokensPerMinute / double(shard.count);
    }
    return share;
}

nlohmann::json toJson(const ShardSpec &shard)
{
    return nlohmann::json{{"index", shard.index}, {"count", shard.count}};
}

ShardSpec shardSpecFromJson(const nlohmann::json &object, std::string *error)
{
    ShardSpec shard;
    if (!object.is_object()) {
        if (error && error->empty())
            *error = "\"shard\": expected an object";
        return shard;
    }
    jsonfields::read(object, "index", shard.index, error);
    jsonfields::read(object, "count", shard.count, error);
    if (shard.count < 1 || shard.index < 0 || shard.index >= shard.count) {
        if (error && error->empty())
            *error = "\"shard\": the index must be from 0 to count - 1";
        shard = ShardSpec{};
    }
    return shard;
}

} // namespace ttft
