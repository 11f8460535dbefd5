#pragma once

#include "runplan.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace ttft {

// How long a plan will take and how many requests it sends, before it runs: for the plan editor's
// "≈ 2 min 10 s, 1,240 requests" line.
struct CellEstimate {
    std::int64_t requests = 0;
    double seconds = 0;
};
struct PlanEstimate {
    std::int64_t requests = 0; // dispatched, warm-up included, all providers and cells
    double seconds = 0;        // wall time from the first dispatch to the last record
    std::vector<CellEstimate> cells; // the same per cell, in the order they run
};

// What a request is assumed to take, start to end, when its provider's latency is not known in
// advance: the plan panel's default "typical request" and the CLI's guess for the ETA's timeline
// (the run's own pace corrects it once the first cell shows it).
inline constexpr double kTypicalRequestS = 2.0;

// What one provider's requests take, as a latency model: known in advance for the lab's models
// (LatencyModel::expected, from their configuration), learned from a run for the others (or a
// guess, RequestLatency::fixed). Providers differ by a factor of ten, and in a closed loop they
// run side by side, so the slowest sets the pace: one "typical request" for all was 40 % short.
struct RequestLatency {
    double firstTokenS = 2.0;      // TTFT alone at a short prompt: fixed overhead, no queue
    double prefillTokensPerS = 0;  // prompt tokens per second of prefill; 0: length not modelled
    double tpotS = 0;              // per output token after the first
    int outputTokens = 1;          // answer length when max_tokens does not cut it
    int maxBatch = 0;              // requests served at once; 0: no limit (no queue)
    double slowdownPerRequest = 0; // decode slows by this share per other running request
    double coldStartS = 0;         // once, before the first request

    // Start to last byte of one request with this prompt length and max_tokens, `running`
    // requests being served at once.
    double requestS(std::optional<int> promptTokens, std::optional<int> maxTokens, int running) const;
    static RequestLatency fixed(double requestSeconds);
};

// The engine's rules, cell by cell (planCells):
// - sequential: providers interleaved one request at a time, warm-up + rounds each;
// - closed loop, C workers per provider side by side (the slowest provider sets the cell's
//   time): each worker's first request and the first `warmup` of a provider are warm-up, then
//   `durationS` of measurement (C requests in flight all along) or `requests` measured ones, plus
//   the ramp-up and the tail of the last requests; above a provider's batch limit requests queue,
//   so each takes C / limit times as long;
// - open loop at rate R per provider: `warmup` arrivals, then `durationS` of arrivals or
//   `requests` more, plus the last request's own duration. An in-flight limit is not modelled.
// An invalid plan (validatePlan) or no provider estimates zero.
PlanEstimate estimatePlan(const RunPlan &plan, const std::vector<RequestLatency> &providers, std::optional<int> maxTokens);
// Every provider taking `requestSeconds` a request.
PlanEstimate estimatePlan(const RunPlan &plan, int providerCount, double requestSeconds);

} // namespace ttft
