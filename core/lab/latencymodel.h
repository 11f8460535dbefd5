#pragma once

#include "labmodel.h"

#include <cstdint>
#include <optional>

namespace ttft {

class LabRandom;

// Per-request settings that replace the model's numbers (request headers X-Lab-First-Token-Ms,
// X-Lab-Tpot-Ms, X-Lab-Output-Tokens). An override is exact: no jitter is added to it.
struct LabOverrides {
    std::optional<double> firstTokenMs;
    std::optional<double> tpotMs;
    std::optional<int> outputTokens;
};

// What the server will do for one request, decided when it is accepted.
struct LabPlan {
    double firstTokenMs = 0;   // from the request's start to the first content token
    int outputTokens = 0;      // content tokens to write
    bool cutByMaxTokens = false; // finish_reason "length" instead of "stop"
    double tpotMs = 0;
    double tpotJitterMs = 0;
};

// Turns a model and a request into a plan:
//   first token = fixedOverheadMs + promptTokens * 1000 / prefillTokensPerSec + J,
//     J ~ Exponential(mean = firstTokenJitterMs): latency has a floor and a long right tail, so the
//     jitter only ever adds;
//   each later gap = tpotMs + U(-tpotJitterMs, +tpotJitterMs), never below 0;
//   output tokens = min(outputTokens, max_tokens when given).
// Draws come from the caller's LabRandom, so a seed reproduces a plan. Load-dependent effects
// (batch limit and queueing, decode slowing with batch size, prefix cache, cold start) belong here,
// fed by the server's current load.
class LatencyModel
{
public:
    static LabPlan plan(const LabModel &model, int promptTokens, std::optional<int> maxTokens,
                        const LabOverrides &overrides, LabRandom &rng);

    // The gap before the next token, in ns.
    static std::int64_t nextGapNs(const LabPlan &plan, LabRandom &rng);
};

} // namespace ttft
