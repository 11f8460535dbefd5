#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace ttft {

struct RequestRecord;

// An ordinary-least-squares line y ≈ intercept + slope·x. Fitted to TTFT (ms) on prompt tokens,
// the slope is the prefill cost per token and the intercept the fixed overhead every request pays
// (network, queueing, scheduling) before prefill starts.
struct LinearFit {
    std::int64_t n = 0;                 // points used
    std::optional<double> slope;        // empty with fewer than 2 points or no spread in x
    std::optional<double> intercept;
    std::optional<double> rSquared;     // 1 − SSres/SStot; empty when y has no spread (0/0)
    std::optional<double> slopeStdErr;  // √(SSres/(n − 2) / Sxx), the usual OLS standard error; n > 2

    // The fitted y at `x`.
    std::optional<double> predict(double x) const;
    // For TTFT on prompt tokens: 1000 / slope, the prompt tokens prefilled per second. Empty
    // unless the slope is positive (a flat or falling line has no prefill rate to speak of).
    std::optional<double> prefillTokensPerS() const;
};

// OLS over the pairs (x[i], y[i]) where both are finite (the shorter span decides the length).
// Centred sums (two passes), so prompt sizes in the 100 000s do not cost precision.
LinearFit fitLine(std::span<const double> x, std::span<const double> y);

// The prompt length of a request: what the server counted (usage.prompt_tokens) when it said,
// else what the workload aimed at (promptTokensTarget); empty when neither is known.
std::optional<double> promptTokensOf(const RequestRecord &record);

// TTFT (from the request start, as ttft_ms) on promptTokensOf, over the successful non-warm-up
// records that have both, of `provider` (empty: every provider; mixing providers in one line is
// rarely meaningful).
LinearFit fitTtftOnPromptTokens(const std::vector<RequestRecord> &records, std::string_view provider = {});

// {"n", "slope_ms_per_token", "intercept_ms", "r_squared", "slope_stderr_ms_per_token",
//  "prefill_tokens_per_s"}: the names of the TTFT-on-prompt-tokens reading; null when absent.
nlohmann::json toJson(const LinearFit &fit);

} // namespace ttft
