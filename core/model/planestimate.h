#pragma once

#include "runplan.h"

#include <cstdint>

namespace ttft {

// How long a plan will take and how many requests it sends, before it runs: for the plan editor's
// "≈ 2 min 10 s, 1,240 requests" line. Request latency is not known in advance, so the caller
// supplies a typical request duration (start to last byte); plans bounded by time (closed and open
// loops for a duration) depend on it only through their tails and request counts.
struct PlanEstimate {
    std::int64_t requests = 0; // dispatched, warm-up included, all providers and cells
    double seconds = 0;        // wall time from the first dispatch to the last record
};

// The engine's rules, cell by cell (planCells):
// - sequential: providers interleaved one request at a time, warm-up + rounds each;
// - closed loop, C workers per provider side by side: each worker's first request and the first
//   `warmup` of a provider are warm-up, then `durationS` of measurement (C requests in flight all
//   along) or `requests` measured ones, plus the ramp-up and the tail of the last requests;
// - open loop at rate R per provider: `warmup` arrivals, then `durationS` of arrivals or
//   `requests` more, plus the last request's own duration. An in-flight limit is not modelled.
// An invalid plan (validatePlan) or no provider estimates zero.
PlanEstimate estimatePlan(const RunPlan &plan, int providerCount, double requestSeconds);

} // namespace ttft
