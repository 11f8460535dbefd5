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
// - tokenisation (tokenizeMsPer1kTokens): before the queue, in no engine timings (llama.cpp).
// - prefill: fixedOverheadMs + uncached prompt tokens / prefillTokensPerSec (+ the quadratic
//   term prefillMsPer1kTokensSquared × uncached/1k × prompt/1k) + jitter, where
//   the jitter is Exponential(mean firstTokenJitterMs). With `prefixCache`, the prompt is cut into
//   blocks of `prefixCacheBlockTokens` and the leading blocks whose whole prefix the model has
//   already seen cost `cachedPrefillFactor` of their prefill (reported as
//   usage.prompt_tokens_details.cached_tokens). With `prefixCacheTtlS`, a block not used for that
//   long is gone (each use refreshes it).
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
    // A cached prefix's lifetime since its last use; 0: kept until evicted. vLLM's and llama.cpp's
    // caches have none (LRU eviction when memory is needed); hosted APIs do: Anthropic's cache
    // lives 5 minutes (1 hour on request), "refreshed each time the cached content is used", and
    // OpenAI clears an in-memory prefix after 5 to 10 minutes of inactivity, always within an hour
    // (their prompt-caching guides). Conversations with gaps between turns meet it (issue 21).
    double prefixCacheTtlS = 0;
    // What a cached prompt token costs of an uncached one's prefill time: 0 (the default) as vLLM's
    // automatic prefix caching, which skips the cached blocks' computation; a hosted API still
    // moves the cached KV and schedules it (OpenAI: "reduce latency by up to 80%"), e.g. 0.2.
    double cachedPrefillFactor = 0;

    double coldStartMs = 0;     // 0: never cold
    double coldAfterIdleS = 300; // idle this long makes the model cold again; 0: only the very first request
    // llama.cpp-like engines (issue 18, measured against llama-server with 4 slots):
    // - tokenisation before the queue: llama.cpp's server tokenises the prompt in the HTTP handler
    //   before it posts the task (tools/server/server.cpp, handle_completions_impl), and its
    //   timings.prompt_ms starts only when a slot takes the task up: this time is in no timings.
    double tokenizeMsPer1kTokens = 0;
    // - attention's quadratic cost: c × (uncached prompt / 1k) × (whole prompt / 1k) ms on top of
    //   the linear prefill; llama.cpp's own prompt_per_second fell from 2,811 at 116 tokens to 587
    //   at 2,953 tokens on one CPU server.
    double prefillMsPer1kTokensSquared = 0;
    // - a slot's context: a longer prompt is cut to it silently (HTTP 200, usage.prompt_tokens the
    //   cut length), as that server did; 0: no limit.
    int contextTokens = 0;
    // "llamacpp": the model answers /v1/chat/completions as llama.cpp's server does (no role-only
    // chunk; the last chunk holds the finish reason, `usage` and `timings`, whatever
    // stream_options says; a body without messages gets HTTP 500). Empty: as OpenAI does.
    std::string engine;
    // Rate limits as a hosted API enforces them (labratelimit.h: OpenAI's RPM and TPM; a request's
    // tokens are its prompt plus its max_tokens, or the model's answer length without one):
    // beyond them a request gets HTTP 429 with Retry-After, before it reaches the queue. 0: none.
    int requestsPerMinute = 0;
    int tokensPerMinute = 0;

    bool operator==(const LabModel &) const = default;
};

} // namespace ttft
