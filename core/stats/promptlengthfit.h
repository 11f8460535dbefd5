#pragma once

#include "linearfit.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ttft {

struct RequestRecord;

// One provider's TTFT against its prompt length, the points and the line through them: the slope
// is the prefill cost per token (1000 / slope = prefill throughput, tokens/s), the intercept the
// fixed overhead every request pays before prefill.
struct PromptLengthSeries {
    std::string provider;
    std::vector<double> promptTokens; // x: promptTokensOf (the server's count when it gave one)
    std::vector<double> ttftMs;       // y: TTFT from the request start
    std::int64_t serverCounted = 0;   // points whose x is the server's usage.prompt_tokens
    // Points whose server reported cached prompt tokens: their prefill was shorter than x says, and
    // they pull the line down (run with cache busting for a true prefill rate).
    std::int64_t cacheHits = 0;
    LinearFit fit;                    // fitTtftOnPromptTokens over the same points
    double minTokens = 0;
    double maxTokens = 0;
};

// Per provider, in order of first appearance, over successful measured requests with a prompt
// length and a TTFT (the same selection as fitTtftOnPromptTokens).
std::vector<PromptLengthSeries> promptLengthSeries(const std::vector<RequestRecord> &records);

// The prompt of turn `turn` (1-based) of a conversation whose turns (a question and its answer)
// take about `tokensPerTurn` tokens each, after a system prompt of `systemTokens`: everything said
// before, plus the new question (half a turn). A rough guide for "how long is my prompt at turn 10".
int conversationPromptTokens(int turn, int tokensPerTurn, int systemTokens = 0);

} // namespace ttft
