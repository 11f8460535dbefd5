#include "planextent.h"

#include "shardspec.h"

#include <algorithm>

namespace ttft {

PlanExtent planExtent(const RunPlan &wholePlan, int providerCount)
{
    const RunPlan plan = shardCounts(wholePlan); // a shard sends its share (model/shardspec.h)
    PlanExtent estimate;
    const std::vector<PlanCell> cells = planCells(plan);
    if (cells.empty() || providerCount <= 0)
        return estimate;
    if (plan.mode == LoadMode::Sequential) {
        estimate.requests = std::int64_t(cells.size()) * providerCount * (plan.warmup + plan.rounds);
        return estimate;
    }
    if (plan.conversations.enabled()) {
        // Each user: a warm-up, then every turn and each tool-call turn's follow-up (fewer when a
        // failed turn ends a conversation).
        estimate.requests = std::int64_t(cells.size()) * providerCount * plan.shard.share(plan.conversations.users)
            * plan.conversations.requestsPerUser();
        return estimate;
    }
    if (plan.durationS > 0) {
        estimate.measuredSeconds = double(cells.size()) * (plan.durationS + plan.rampUpS);
        return estimate;
    }
    std::int64_t total = 0;
    for (const PlanCell &cell : cells) {
        // Closed loop: every worker's first request warms its connection, so a cell sends at least
        // one warm-up per worker (see Engine::dispatch).
        const std::int64_t warmups = cell.mode == LoadMode::ClosedLoop ? std::max<std::int64_t>(plan.warmup, plan.shard.share(cell.concurrency)) : plan.warmup;
        total += (warmups + plan.requests) * providerCount;
    }
    estimate.requests = total;
    return estimate;
}

namespace {

// The expected elapsed time once `recorded` requests are in, along the timeline (linear in a cell).
std::optional<double> expectedElapsed(const std::vector<CellEstimate> &timeline, std::int64_t recorded)
{
    double seconds = 0;
    std::int64_t requests = 0;
    for (const CellEstimate &cell : timeline) {
        if (cell.requests > 0 && recorded <= requests + cell.requests)
            return seconds + cell.seconds * double(recorded - requests) / double(cell.requests);
        seconds += cell.seconds;
        requests += cell.requests;
    }
    return timeline.empty() ? std::nullopt : std::optional(seconds);
}

} // namespace

ProgressEstimate estimateProgress(const PlanExtent &plan, std::int64_t recorded, double elapsedS)
{
    ProgressEstimate progress;
    double totalS = 0;
    for (const CellEstimate &cell : plan.timeline)
        totalS += cell.seconds;
    if (totalS > 0 && plan.requests && recorded < *plan.requests) {
        // The expected time left, at the pace measured so far against the expected one.
        const double expected = expectedElapsed(plan.timeline, recorded).value_or(0);
        progress.fraction = std::clamp(expected / totalS, 0.0, 1.0);
        if (recorded > 0 && expected > 0 && elapsedS > 0)
            progress.etaS = std::max(0.0, (totalS - expected) * elapsedS / expected);
        return progress;
    }
    if (plan.requests && *plan.requests > 0) {
        progress.fraction = std::clamp(double(recorded) / double(*plan.requests), 0.0, 1.0);
        if (recorded > 0 && elapsedS > 0)
            progress.etaS = std::max(0.0, elapsedS * double(*plan.requests - recorded) / double(recorded));
    } else if (plan.measuredSeconds && *plan.measuredSeconds > 0) {
        // Warm-ups and the last requests' tails come on top of the windows: never claim "done".
        progress.fraction = std::clamp(elapsedS / *plan.measuredSeconds, 0.0, 0.99);
        progress.etaS = std::max(0.0, *plan.measuredSeconds - elapsedS);
    }
    return progress;
}

} // namespace ttft
