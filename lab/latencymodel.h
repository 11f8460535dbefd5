#pragma once

#include "labmodel.h"
#include "model/planestimate.h"
#include "model/providerprofile.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace ttft {

class LabRandom;

// Per-request settings that replace the model's numbers (request headers X-Lab-First-Token-Ms,
// X-Lab-Tpot-Ms, X-Lab-Output-Tokens, X-Lab-Reasoning-Tokens). An override is exact: no jitter is
// added to it.
struct LabOverrides {
    std::optional<double> firstTokenMs;
    std::optional<double> tpotMs;
    std::optional<int> outputTokens;
    std::optional<int> reasoningTokens;
};

// What the server will do for one request. Decided when it is accepted, except the time of the
// first token, which depends on when it leaves the queue.
struct LabPlan {
    // X-Lab-First-Token-Ms: the first token comes exactly this long after the start; the request
    // skips the queue, the cold start and the prefill (it still counts as running).
    std::optional<double> exactFirstTokenMs;
    int reasoningTokens = 0;     // reasoning tokens to write first (the first of them comes at the first-token time)
    int outputTokens = 0;        // content (answer) tokens to write after them
    bool cutByMaxTokens = false; // finish_reason "length" instead of "stop"
    double tpotMs = 0;
    double tpotJitterMs = 0;
    double slowdownPerRequest = 0; // 0 with an exact X-Lab-Tpot-Ms
};

// The arithmetic of LabModel (see labmodel.h):
//   prefill = fixedOverheadMs + (uncached + cachedPrefillFactor × cached prompt tokens) * 1000 / prefillTokensPerSec + J,
//     J ~ Exponential(mean = firstTokenJitterMs): latency has a floor and a long right tail, so the
//     jitter only ever adds;
//   each later gap = tpotMs * (1 + slowdownPerRequest * (running - 1)) + U(-tpotJitterMs, +tpotJitterMs),
//     never below 0;
//   reasoning tokens = min(reasoningTokens, max_tokens when given), then
//   output tokens = min(outputTokens, max_tokens − reasoning tokens when given): reasoning counts
//   against max_tokens, as with OpenAI's max_completion_tokens and Anthropic's max_tokens.
// Draws come from the caller's LabRandom in a fixed order (prefill jitter, then one per gap), so
// a seed reproduces a request's draws whatever else is in flight; the load (queue wait, batch
// size) still moves its times, as it would on a real server.
class LatencyModel
{
public:
    static LabPlan plan(const LabModel &model, std::optional<int> maxTokens, const LabOverrides &overrides);

    // The prefill's duration in ms, once the request leaves the queue (and the model is loaded).
    // `promptTokens` is the whole prompt (the quadratic term's context), `uncachedPromptTokens` what
    // is computed.
    static double prefillMs(const LabModel &model, int uncachedPromptTokens, int promptTokens, LabRandom &rng);
    // Tokenising a prompt of `promptTokens` before the queue (LabModel::tokenizeMsPer1kTokens).
    static double tokenizeMs(const LabModel &model, int promptTokens);

    // The gap before the next token, in ns, with `running` requests of the model in the batch.
    static std::int64_t nextGapNs(const LabPlan &plan, int running, LabRandom &rng);

    // The same arithmetic in means, for a plan's time estimate (planestimate.h).
    static RequestLatency expected(const LabModel &model);
};

// For each provider in order, its expected latency when it is one of the embedded lab's models
// (a profile of kind Lab naming a model in `models`), else nullopt: what the window's plan panel
// and `ttft-bench run` estimate a plan's time from.
std::vector<std::optional<RequestLatency>> labProviderLatencies(const std::vector<ProviderProfile> &providers,
                                                                const std::vector<LabModel> &models);

} // namespace ttft
