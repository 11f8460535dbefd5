#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <span>
#include <string>

namespace ttft {

// TTFT (ms) against prompt length n (tokens): a + b·n, or a + b·n + c·n² where prefill grows
// faster than the prompt. Attention costs O(n²) on every engine, and it shows at long contexts:
// llama.cpp's own prompt_per_second on one CPU server fell from 2,811 tokens/s at 116 tokens to
// 587 at 2,953 (issue 18), where a straight line fitted a fixed overhead of −15.5 ms.
//
// The coefficients are constrained to a, b, c ≥ 0 (no request pays a negative fixed overhead,
// prefill never gets cheaper with a longer prompt): the exact non-negative least-squares solution,
// found by trying every set of free coefficients (three unknowns: eight sets). When the
// unconstrained fit wanted a < 0, `interceptClamped` says so: the data do not support a fixed
// overhead, and a is 0 rather than negative.
//
// Linear or quadratic is chosen by k-fold cross-validated prediction error (k = 5, folds dealt
// in order of prompt length so each spans the range): quadratic only when it predicts held-out
// points at least 2 % better, with at least 6 points at 3 or more distinct lengths, and only when
// the quadratic term passes the nested-model F test at the 1 % level (not a lucky fold).
struct PrefillCurve {
    enum class Shape { None, Linear, Quadratic };
    Shape shape = Shape::None;          // None: fewer than 2 points or no spread in prompt length
    std::int64_t n = 0;                 // points used
    double a = 0;                       // ms, the fixed part every request pays
    double b = 0;                       // ms per token
    double c = 0;                       // ms per token², 0 for a line
    bool interceptClamped = false;      // the unconstrained fit had a < 0
    std::optional<double> rSquared;     // of the chosen curve; empty when TTFT has no spread
    std::optional<double> cvRmsLinearMs; // held-out RMS error of each shape (empty: too few points)
    std::optional<double> cvRmsQuadraticMs;
    double minTokens = 0;               // the measured range of prompt lengths
    double maxTokens = 0;

    bool valid() const { return shape != Shape::None; }
    // The fitted TTFT at n tokens.
    std::optional<double> predict(double tokens) const;
    // Prefill's average rate for a prompt of n tokens: n ÷ (b·n + c·n²) in tokens/s, what an
    // engine reports as prompt_per_second. Empty when the curve does not grow there.
    std::optional<double> prefillTokensPerS(double tokens) const;
    // What one more token costs at n tokens (b + 2c·n), as tokens/s.
    std::optional<double> marginalTokensPerS(double tokens) const;
    // The prefill part alone (b·n + c·n²) for a prompt of n tokens, ms.
    double prefillMs(double tokens) const { return b * tokens + c * tokens * tokens; }
};

// The curve through (x[i], y[i]) where both are finite (the shorter span decides), shape chosen
// by cross-validation as above.
PrefillCurve fitPrefillCurve(std::span<const double> x, std::span<const double> y);
// A straight line only (a, b ≥ 0), for callers that need one slope: the slot-wait inference's
// unloaded gap, a what-if on few points.
PrefillCurve fitPrefillLine(std::span<const double> x, std::span<const double> y);

// "TTFT ~ 12.0 ms + 0.3900 ms/token x n + 0.060 ms x (n/1000)^2" in English (ASCII), for the CLI and logs.
std::string describePrefillCurve(const PrefillCurve &curve);

// {"shape": "linear"|"quadratic"|null, "n", "intercept_ms", "slope_ms_per_token",
//  "quadratic_ms_per_token2", "intercept_clamped", "r_squared", "cv_rms_linear_ms",
//  "cv_rms_quadratic_ms", "min_tokens", "max_tokens", "prefill_tokens_per_s_at": {"<n>": rate}}
// with the rates at the measured shortest and longest prompt and at 500, 1000, 2000, 4000, …
// between them (none extrapolated).
nlohmann::json toJson(const PrefillCurve &curve);

} // namespace ttft
