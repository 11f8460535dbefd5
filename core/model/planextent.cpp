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

// The ETA along the timeline, from the cell running now (see estimateProgress in the header).
std::optional<ProgressEstimate> alongTheTimeline(const PlanExtent &plan, double elapsedS, const CellProgress &cell)
{
    const std::vector<CellEstimate> &timeline = plan.timeline;
    if (cell.index < 0 || std::size_t(cell.index) >= timeline.size())
        return std::nullopt;
    const std::size_t now = std::size_t(cell.index);
    double plannedBefore = 0;
    for (std::size_t i = 0; i < now; ++i)
        plannedBefore += timeline[i].seconds;
    double plannedAfter = 0;
    for (std::size_t i = now + 1; i < timeline.size(); ++i)
        plannedAfter += timeline[i].seconds;
    const double plannedNow = timeline[now].seconds;
    const double inCell = std::max(0.0, elapsedS - cell.startedS);

    // The cell's end by its own measure: each provider's share of its planned requests done, the
    // slowest one's extrapolated (only once every provider is a tenth through, so a first record
    // or two does not set it).
    std::optional<double> measuredCellS;
    const std::size_t providers = cell.recordedByProvider.size();
    if (providers > 0 && timeline[now].requests > 0 && inCell > 0) {
        const double perProvider = double(timeline[now].requests) / double(providers);
        double slowest = 1;
        for (const std::int64_t done : cell.recordedByProvider)
            slowest = std::min(slowest, double(done) / perProvider);
        if (slowest >= 0.1)
            measuredCellS = inCell / std::min(slowest, 1.0);
    }

    // The run's pace against the plan: from the cells it finished; in the first, the plan's when
    // the latencies are known, else the first cell's own measure, else (nothing yet) the plan's.
    double pace = 1;
    if (now > 0 && plannedBefore > 0 && cell.startedS > 0)
        pace = cell.startedS / plannedBefore;
    else if (!plan.timelineKnown && measuredCellS && plannedNow > 0)
        pace = *measuredCellS / plannedNow;

    // This cell's time left: its measure once it has one, else its planned time at the pace.
    const double cellLeft = measuredCellS ? std::max(0.0, *measuredCellS - inCell) : std::max(0.0, plannedNow * pace - inCell);
    ProgressEstimate progress;
    progress.etaS = cellLeft + plannedAfter * pace;
    const double total = elapsedS + *progress.etaS;
    progress.fraction = total > 0 ? std::clamp(elapsedS / total, 0.0, 1.0) : 0.0;
    return progress;
}

} // namespace

ProgressEstimate estimateProgress(const PlanExtent &plan, std::int64_t recorded, double elapsedS, const CellProgress &cell)
{
    if (std::optional<ProgressEstimate> timed = alongTheTimeline(plan, elapsedS, cell))
        return *timed;
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
