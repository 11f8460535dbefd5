#pragma once

#include <string>

namespace ttft {

// The latency model of one simulated model (see LatencyModel for how the numbers combine):
//   time to first token = fixedOverheadMs + promptTokens / prefillTokensPerSec + jitter
//   then one token every tpotMs, each gap moved by up to ±tpotJitterMs.
struct LabModel {
    std::string name;
    double fixedOverheadMs = 50;       // scheduling, tokenisation, network: paid by every request
    double prefillTokensPerSec = 5000; // prompt processing speed
    double tpotMs = 20;                // time per output token after the first
    int outputTokens = 64;             // answer length when max_tokens does not cut it
    double firstTokenJitterMs = 5;     // mean of an exponential delay added to the first token
    double tpotJitterMs = 2;           // half-width of a uniform jitter on each token gap
};

} // namespace ttft
