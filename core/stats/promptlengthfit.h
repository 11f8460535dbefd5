#pragma once

#include "linearfit.h"
#include "prefillcurve.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ttft {

struct RequestRecord;

// One provider's TTFT against its prompt length, the points and the curve through them
// (prefillcurve.h: a line, or a line plus a quadratic term where prefill grows faster than the
// prompt): its growth is the prefill cost, its value at 0 the fixed part every request pays.
struct PromptLengthSeries {
    std::string provider;
    std::vector<double> promptTokens; // x: promptTokensOf (the server's count when it gave one)
    std::vector<double> ttftMs;       // y: TTFT from the request start
    std::int64_t serverCounted = 0;   // points whose x is the server's usage.prompt_tokens
    // Points whose server reported cached prompt tokens: their prefill was shorter than x says, and
    // they pull the line down (run with cache busting for a true prefill rate).
    std::int64_t cacheHits = 0;
    PrefillCurve fit;                 // fitPrefillCurve over the same points
    double minTokens = 0;
    double maxTokens = 0;
    // The load level the points come from: the provider's lightest (closed-loop concurrency, or
    // open-loop rate) when the run had several, so that no queue bends the curve.
    int levels = 1;                   // load levels the provider's requests were measured at
    int concurrency = 1;
    std::optional<double> rateRps;
};

// Per provider, in order of first appearance, over successful measured requests with a prompt
// length and a TTFT at the provider's lightest load level (see PromptLengthSeries::levels).
std::vector<PromptLengthSeries> promptLengthSeries(const std::vector<RequestRecord> &records);

// The prompt of turn `turn` (1-based) of a conversation whose turns (a question and its answer)
// take about `tokensPerTurn` tokens each, after a system prompt of `systemTokens`: everything said
// before, plus the new question (half a turn). A rough guide for "how long is my prompt at turn 10".
// The prefill curve of `provider`, as promptLengthSeries fits it (empty: every provider's requests
// at every level in one curve).
PrefillCurve prefillCurveOf(const std::vector<RequestRecord> &records, std::string_view provider = {});

int conversationPromptTokens(int turn, int tokensPerTurn, int systemTokens = 0);

} // namespace ttft
