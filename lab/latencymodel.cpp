#include "latencymodel.h"

#include "labrandom.h"

#include <algorithm>
#include <cmath>

namespace ttft {

namespace {

constexpr double kLongestMs = 86'400'000; // a day: far beyond any timeout, far inside int64 ns

} // namespace

LabPlan LatencyModel::plan(const LabModel &model, std::optional<int> maxTokens, const LabOverrides &overrides)
{
    LabPlan plan;
    if (overrides.firstTokenMs)
        plan.exactFirstTokenMs = std::max(*overrides.firstTokenMs, 0.0);

    if (overrides.tpotMs) {
        plan.tpotMs = std::max(*overrides.tpotMs, 0.0);
    } else {
        plan.tpotMs = std::max(model.tpotMs, 0.0);
        plan.tpotJitterMs = std::max(model.tpotJitterMs, 0.0);
        plan.slowdownPerRequest = std::max(model.decodeSlowdownPerRequest, 0.0);
    }

    const int wanted = std::max(overrides.outputTokens.value_or(model.outputTokens), 0);
    const int wantedReasoning = std::max(overrides.reasoningTokens.value_or(model.reasoningTokens), 0);
    plan.outputTokens = wanted;
    plan.reasoningTokens = wantedReasoning;
    if (maxTokens && std::int64_t(*maxTokens) < std::int64_t(wanted) + wantedReasoning) {
        const int limit = std::max(*maxTokens, 0);
        plan.reasoningTokens = std::min(wantedReasoning, limit);
        plan.outputTokens = limit - plan.reasoningTokens;
        plan.cutByMaxTokens = true;
    }
    return plan;
}

double LatencyModel::prefillMs(const LabModel &model, int uncachedPromptTokens, int promptTokens, LabRandom &rng)
{
    // A cached token costs cachedPrefillFactor of a computed one (LabModel): counted as that share
    // of a computed token in both terms.
    const double cached = std::max(promptTokens - std::max(uncachedPromptTokens, 0), 0);
    const double uncached = std::max(uncachedPromptTokens, 0) + std::clamp(model.cachedPrefillFactor, 0.0, 1.0) * cached;
    double computeMs = model.prefillTokensPerSec > 0 ? 1000.0 * uncached / model.prefillTokensPerSec : 0.0;
    // Each computed token attends to the whole context before it.
    computeMs += std::max(model.prefillMsPer1kTokensSquared, 0.0) * (uncached / 1000.0) * (std::max(promptTokens, 0) / 1000.0);
    return std::clamp(model.fixedOverheadMs + computeMs + rng.exponential(model.firstTokenJitterMs), 0.0, kLongestMs);
}

double LatencyModel::tokenizeMs(const LabModel &model, int promptTokens)
{
    // Bounded (a day) so that any configuration stays a time the scheduler can hold in ns.
    return std::min(std::max(model.tokenizeMsPer1kTokens, 0.0) * std::max(promptTokens, 0) / 1000.0, kLongestMs);
}

std::int64_t LatencyModel::nextGapNs(const LabPlan &plan, int running, LabRandom &rng)
{
    double gapMs = plan.tpotMs * (1.0 + plan.slowdownPerRequest * std::max(running - 1, 0));
    if (plan.tpotJitterMs > 0)
        gapMs += rng.uniform(-plan.tpotJitterMs, plan.tpotJitterMs);
    return std::llround(std::max(gapMs, 0.0) * 1e6);
}

RequestLatency LatencyModel::expected(const LabModel &model)
{
    RequestLatency latency;
    latency.firstTokenS = (model.fixedOverheadMs + model.firstTokenJitterMs) / 1000.0; // the jitter's mean
    latency.prefillTokensPerS = model.prefillTokensPerSec;
    latency.tpotS = model.tpotMs / 1000.0;
    latency.outputTokens = std::max(1, model.reasoningTokens + model.outputTokens); // max_tokens counts both
    latency.maxBatch = model.maxBatch;
    latency.slowdownPerRequest = model.decodeSlowdownPerRequest;
    latency.coldStartS = model.coldStartMs / 1000.0;
    return latency;
}

std::vector<std::optional<RequestLatency>> labProviderLatencies(const std::vector<ProviderProfile> &providers,
                                                                const std::vector<LabModel> &models)
{
    std::vector<std::optional<RequestLatency>> latencies;
    for (const ProviderProfile &profile : providers) {
        std::optional<RequestLatency> known;
        for (const LabModel &model : models) {
            if (profile.pointsAtLab() && model.name == profile.model)
                known = LatencyModel::expected(model);
        }
        latencies.push_back(known);
    }
    return latencies;
}

} // namespace ttft
