#pragma once

#include "planestimate.h"
#include "runplan.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace ttft {

// What a plan fixes in advance: the number of requests it sends (sequential plans, and closed or
// open loops with a request count), or the time it measures (loops with a duration). Progress and
// ETA are measured against whichever is known.
struct PlanExtent {
    std::optional<std::int64_t> requests; // warm-up included, every provider and cell
    std::optional<double> measuredSeconds; // duration plans: the cells' measuring windows, end to end
    // When each cell's time is known in advance (the lab's models, planestimate.h): cells differ
    // in pace by ten times and more, so progress and ETA follow time, not the request count.
    std::vector<CellEstimate> timeline;
};

PlanExtent planExtent(const RunPlan &plan, int providerCount);

// Progress from 0 to 1 and the seconds left, from what finished so far. `elapsedS` counts from the
// run's start. Unknown (empty ETA) until there is something to extrapolate from.
struct ProgressEstimate {
    double fraction = 0;
    std::optional<double> etaS;
};

ProgressEstimate estimateProgress(const PlanExtent &plan, std::int64_t recorded, double elapsedS);

} // namespace ttft
