#include "latencymodel.h"

#include "labrandom.h"

#include <algorithm>
#include <cmath>

namespace ttft {

LabPlan LatencyModel::plan(const LabModel &model, int promptTokens, std::optional<int> maxTokens,
                           const LabOverrides &overrides, LabRandom &rng)
{
    LabPlan plan;
    if (overrides.firstTokenMs) {
        plan.firstTokenMs = *overrides.firstTokenMs;
    } else {
        const double prefillMs = model.prefillTokensPerSec > 0
            ? 1000.0 * promptTokens / model.prefillTokensPerSec
            : 0.0;
        plan.firstTokenMs = model.fixedOverheadMs + prefillMs + rng.exponential(model.firstTokenJitterMs);
    }
    plan.firstTokenMs = std::max(plan.firstTokenMs, 0.0);

    if (overrides.tpotMs) {
        plan.tpotMs = std::max(*overrides.tpotMs, 0.0);
    } else {
        plan.tpotMs = std::max(model.tpotMs, 0.0);
        plan.tpotJitterMs = std::max(model.tpotJitterMs, 0.0);
    }

    const int wanted = std::max(overrides.outputTokens.value_or(model.outputTokens), 0);
    plan.outputTokens = wanted;
    if (maxTokens && *maxTokens < wanted) {
        plan.outputTokens = *maxTokens;
        plan.cutByMaxTokens = true;
    }
    return plan;
}

std::int64_t LatencyModel::nextGapNs(const LabPlan &plan, LabRandom &rng)
{
    double gapMs = plan.tpotMs;
    if (plan.tpotJitterMs > 0)
        gapMs += rng.uniform(-plan.tpotJitterMs, plan.tpotJitterMs);
    return std::llround(std::max(gapMs, 0.0) * 1e6);
}

} // namespace ttft
