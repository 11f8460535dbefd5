#pragma once

#include <string>

namespace ttft {

// The simulated inference engine behind one model name. A chat completion goes through:
//
//   request complete ─▶ queue ─▶ prefill start ─▶ [cold start] ─▶ prefill ─▶ first token ─▶ decode
//
// - queue: at most `maxBatch` requests of this model are running (in prefill or decode) at once;
//   the others wait in FIFO order (acceptance order). Queue wait is part of the TTFT.
// - cold start: the first request ever, and the first one after the model was idle (nothing
//   running or waiting) for `coldAfterIdleS`, first waits `coldStartMs` for the model to load;
//   requests that start their prefill while it loads wait until it is loaded too.
// - prefill: fixedOverheadMs + uncached prompt tokens / prefillTokensPerSec + jitter, where
//   the jitter is Exponential(mean firstTokenJitterMs). With `prefixCache`, the prompt is cut into
//   blocks of `prefixCacheBlockTokens` and the leading blocks whose whole prefix the model has
//   already seen cost nothing (reported as usage.prompt_tokens_details.cached_tokens).
// - decode: one token every tpotMs × (1 + decodeSlowdownPerRequest × (running − 1)), read as each
//   token is scheduled, moved by up to ±tpotJitterMs.
// - reasoning: with `reasoningTokens`, the decode starts with that many reasoning ("thinking")
//   tokens, paced like answer tokens, in each dialect's own reasoning format; the answer follows.
//   max_tokens counts them, as the APIs do (reasoning first, the answer gets what is left).
//
// LatencyModel turns these numbers into a plan; LabModelState keeps the model's live state.
struct LabModel {
    std::string name;
    double fixedOverheadMs = 50;       // per request, once it leaves the queue: scheduling, tokenisation
    double prefillTokensPerSec = 5000; // prompt processing speed (0: prefill costs nothing)
    double tpotMs = 20;                // time per output token after the first, alone in the batch
    int outputTokens = 64;             // answer length when max_tokens does not cut it
    int reasoningTokens = 0;           // reasoning tokens before the answer (dialects without a reasoning format: none)
    double firstTokenJitterMs = 5;     // mean of an exponential delay added to the prefill
    double tpotJitterMs = 2;           // half-width of a uniform jitter on each token gap

    int maxBatch = 0;                    // requests running at once; 0: unlimited (nothing waits)
    double decodeSlowdownPerRequest = 0; // 0.01: each other running request makes tokens 1% slower

    bool prefixCache = false;
    int prefixCacheBlockTokens = 64;     // cache granularity; shorter prompts never hit
    int prefixCacheBlocks = 65536;       // blocks remembered (LRU); about 100 bytes each

    double coldStartMs = 0;     // 0: never cold
    double coldAfterIdleS = 300; // idle this long makes the model cold again; 0: only the very first request

    bool operator==(const LabModel &) const = default;
};

} // namespace ttft
