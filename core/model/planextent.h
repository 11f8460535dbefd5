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
    // The timeline comes from each provider's known latency (the lab's models), not from a guess:
    // it is trusted in the first cell, before any cell has measured the run's own pace.
    bool timelineKnown = false;
};

PlanExtent planExtent(const RunPlan &plan, int providerCount);

// Progress from 0 to 1 and the seconds left, from what finished so far. `elapsedS` counts from the
// run's start. Unknown (empty ETA) until there is something to extrapolate from.
struct ProgressEstimate {
    double fraction = 0;
    std::optional<double> etaS;
};

// Where the run stands within its plan's cells (the engine runs them one after the other).
struct CellProgress {
    int index = -1;       // the cell running now; -1: none yet
    double startedS = 0;  // elapsed at its start
    std::vector<std::int64_t> recordedByProvider; // this cell's records so far, one per provider
};

// With a timeline and the cell: the time left is the current cell's plus the later cells' planned
// time, scaled by the pace the run has shown against the plan in the cells it finished (in the
// first cell: the plan's own, when the timeline is known; otherwise the first cell's measured
// pace once every provider is a tenth through it). Within a cell the providers run side by side
// and the slowest sets its end, so the cell's own measure is its slowest provider's share done,
// never the request count, which the fastest provider fills early.
ProgressEstimate estimateProgress(const PlanExtent &plan, std::int64_t recorded, double elapsedS,
                                  const CellProgress &cell = {});

} // namespace ttft
