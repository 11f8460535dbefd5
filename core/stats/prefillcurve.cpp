#include "prefillcurve.h"

#include "metricsummary.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <numeric>
#include <vector>

namespace ttft {

namespace {

constexpr std::size_t kFolds = 5;
constexpr double kQuadraticMargin = 0.02; // quadratic must predict held-out points 2 % better
constexpr std::int64_t kQuadraticMinPoints = 6;

struct Points {
    std::vector<double> x;
    std::vector<double> y;
};

Points finitePairs(std::span<const double> x, std::span<const double> y)
{
    Points points;
    const std::size_t n = std::min(x.size(), y.size());
    for (std::size_t i = 0; i < n; ++i) {
        if (std::isfinite(x[i]) && std::isfinite(y[i])) {
            points.x.push_back(x[i]);
            points.y.push_back(y[i]);
        }
    }
    return points;
}

std::size_t distinctCount(std::vector<double> x)
{
    std::sort(x.begin(), x.end());
    return std::size_t(std::unique(x.begin(), x.end()) - x.begin());
}

// Least squares over the basis functions in `free` (0: 1, 1: u, 2: u², u = x / scale), the others
// held at 0: the normal equations solved by Gaussian elimination with partial pivoting. Empty when
// they are singular (no spread for the chosen basis).
std::optional<std::array<double, 3>> solveFree(const Points &p, const std::vector<int> &free, double scale)
{
    const std::size_t k = free.size();
    std::array<std::array<double, 4>, 3> m{}; // augmented k × (k + 1)
    for (std::size_t i = 0; i < p.x.size(); ++i) {
        const double u = p.x[i] / scale;
        const std::array<double, 3> basis{1.0, u, u * u};
        for (std::size_t r = 0; r < k; ++r) {
            for (std::size_t c = 0; c < k; ++c)
                m[r][c] += basis[std::size_t(free[r])] * basis[std::size_t(free[c])];
            m[r][k] += basis[std::size_t(free[r])] * p.y[i];
        }
    }
    double largest = 0;
    for (std::size_t r = 0; r < k; ++r)
        largest = std::max(largest, std::abs(m[r][r]));
    for (std::size_t col = 0; col < k; ++col) {
        std::size_t pivot = col;
        for (std::size_t r = col + 1; r < k; ++r) {
            if (std::abs(m[r][col]) > std::abs(m[pivot][col]))
                pivot = r;
        }
        if (std::abs(m[pivot][col]) <= 1e-12 * std::max(largest, 1e-300))
            return std::nullopt;
        std::swap(m[pivot], m[col]);
        for (std::size_t r = 0; r < k; ++r) {
            if (r == col)
                continue;
            const double factor = m[r][col] / m[col][col];
            for (std::size_t c = col; c <= k; ++c)
                m[r][c] -= factor * m[col][c];
        }
    }
    std::array<double, 3> coefficients{};
    for (std::size_t r = 0; r < k; ++r)
        coefficients[std::size_t(free[r])] = m[r][k] / m[r][r];
    // Back to tokens: y = a + (b/scale)·x + (c/scale²)·x².
    coefficients[1] /= scale;
    coefficients[2] /= scale * scale;
    return coefficients;
}

double sse(const Points &p, const std::array<double, 3> &coef)
{
    double sum = 0;
    for (std::size_t i = 0; i < p.x.size(); ++i) {
        const double r = p.y[i] - (coef[0] + coef[1] * p.x[i] + coef[2] * p.x[i] * p.x[i]);
        sum += r * r;
    }
    return sum;
}

struct Solved {
    std::array<double, 3> coef{};
    bool clamped = false; // the unconstrained solution had a < 0
    bool ok = false;
};

// The exact non-negative least-squares fit with `terms` coefficients (2: a, b; 3: a, b, c).
Solved solveNonNegative(const Points &p, int terms)
{
    Solved out;
    if (p.x.size() < std::size_t(terms) || distinctCount(p.x) < std::size_t(terms))
        return out;
    double scale = 0;
    for (const double x : p.x)
        scale = std::max(scale, std::abs(x));
    if (scale <= 0)
        return out;
    std::vector<int> all(static_cast<std::size_t>(terms));
    std::iota(all.begin(), all.end(), 0);
    if (const auto unconstrained = solveFree(p, all, scale)) {
        out.clamped = (*unconstrained)[0] < 0;
        if (std::all_of(unconstrained->begin(), unconstrained->end(), [](double v) { return v >= 0; })) {
            out.coef = *unconstrained;
            out.ok = true;
            return out;
        }
    }
    double best = sse(p, {0, 0, 0}); // every coefficient at its bound
    for (int mask = 1; mask < (1 << terms) - 1; ++mask) {
        std::vector<int> free;
        for (int t = 0; t < terms; ++t) {
            if (mask & (1 << t))
                free.push_back(t);
        }
        const auto coef = solveFree(p, free, scale);
        if (!coef || std::any_of(coef->begin(), coef->end(), [](double v) { return v < 0; }))
            continue;
        const double error = sse(p, *coef);
        if (error < best) {
            best = error;
            out.coef = *coef;
        }
    }
    out.ok = true;
    return out;
}

// The F distribution's upper 1 % point for (1, d) degrees of freedom, from the usual tables,
// interpolated in 1/d (exact at the listed d, within 1 % between them).
double fCritical1Percent(double d)
{
    static constexpr std::array<std::pair<double, double>, 11> table{{{3, 34.12}, {4, 21.20}, {5, 16.26}, {6, 13.75}, {8, 11.26},
                                                                     {10, 10.04}, {15, 8.68}, {20, 8.10}, {30, 7.56}, {60, 7.08},
                                                                     {1e9, 6.63}}};
    if (d <= table.front().first)
        return table.front().second;
    for (std::size_t i = 1; i < table.size(); ++i) {
        if (d <= table[i].first) {
            const double t = (1 / table[i - 1].first - 1 / d) / (1 / table[i - 1].first - 1 / table[i].first);
            return table[i - 1].second + t * (table[i].second - table[i - 1].second);
        }
    }
    return table.back().second;
}

// Held-out RMS error of the `terms` fit, folds dealt in order of x; empty when a training set
// cannot be fitted.
std::optional<double> crossValidatedRms(const Points &p, int terms)
{
    const std::size_t n = p.x.size();
    const std::size_t folds = std::min(kFolds, n);
    if (folds < 2)
        return std::nullopt;
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t l, std::size_t r) { return p.x[l] < p.x[r]; });
    std::vector<std::size_t> foldOf(n);
    for (std::size_t rank = 0; rank < n; ++rank)
        foldOf[order[rank]] = rank % folds;
    double sum = 0;
    for (std::size_t fold = 0; fold < folds; ++fold) {
        Points train;
        for (std::size_t i = 0; i < n; ++i) {
            if (foldOf[i] != fold) {
                train.x.push_back(p.x[i]);
                train.y.push_back(p.y[i]);
            }
        }
        const Solved fit = solveNonNegative(train, terms);
        if (!fit.ok)
            return std::nullopt;
        for (std::size_t i = 0; i < n; ++i) {
            if (foldOf[i] == fold) {
                const double r = p.y[i] - (fit.coef[0] + fit.coef[1] * p.x[i] + fit.coef[2] * p.x[i] * p.x[i]);
                sum += r * r;
            }
        }
    }
    return std::sqrt(sum / double(n));
}

PrefillCurve finish(const Points &p, const Solved &solved, PrefillCurve::Shape shape)
{
    PrefillCurve curve;
    curve.n = std::int64_t(p.x.size());
    if (!solved.ok)
        return curve;
    curve.shape = shape;
    curve.a = solved.coef[0];
    curve.b = solved.coef[1];
    curve.c = solved.coef[2];
    curve.interceptClamped = solved.clamped;
    curve.minTokens = *std::min_element(p.x.begin(), p.x.end());
    curve.maxTokens = *std::max_element(p.x.begin(), p.x.end());
    const double mean = std::accumulate(p.y.begin(), p.y.end(), 0.0) / double(p.y.size());
    double total = 0;
    for (const double y : p.y)
        total += (y - mean) * (y - mean);
    if (total > 0)
        curve.rSquared = 1 - sse(p, solved.coef) / total;
    return curve;
}

} // namespace

std::optional<double> PrefillCurve::predict(double tokens) const
{
    if (!valid() || !std::isfinite(tokens))
        return std::nullopt;
    return a + prefillMs(tokens);
}

std::optional<double> PrefillCurve::prefillTokensPerS(double tokens) const
{
    const double ms = prefillMs(tokens);
    if (!valid() || !(tokens > 0) || !(ms > 0))
        return std::nullopt;
    return tokens / ms * 1000.0;
}

std::optional<double> PrefillCurve::marginalTokensPerS(double tokens) const
{
    const double msPerToken = b + 2 * c * std::max(0.0, tokens);
    if (!valid() || !(msPerToken > 0))
        return std::nullopt;
    return 1000.0 / msPerToken;
}

PrefillCurve fitPrefillLine(std::span<const double> x, std::span<const double> y)
{
    const Points p = finitePairs(x, y);
    PrefillCurve curve = finish(p, solveNonNegative(p, 2), PrefillCurve::Shape::Linear);
    curve.cvRmsLinearMs = crossValidatedRms(p, 2);
    return curve;
}

PrefillCurve fitPrefillCurve(std::span<const double> x, std::span<const double> y)
{
    const Points p = finitePairs(x, y);
    const std::optional<double> linearError = crossValidatedRms(p, 2);
    std::optional<double> quadraticError;
    if (std::int64_t(p.x.size()) >= kQuadraticMinPoints && distinctCount(p.x) >= 3)
        quadraticError = crossValidatedRms(p, 3);
    bool quadratic = linearError && quadraticError && *quadraticError < *linearError * (1 - kQuadraticMargin);
    const Solved line = solveNonNegative(p, 2);
    const Solved curved = solveNonNegative(p, 3);
    if (quadratic && line.ok && curved.ok) {
        // And the term must be there beyond chance: the nested-model F test at 1 % (a noisy line
        // can predict held-out points a few per cent better with a needless third coefficient).
        const double linearSse = sse(p, line.coef);
        const double quadraticSse = sse(p, curved.coef);
        const double dof = double(p.x.size()) - 3;
        quadratic = dof > 0 && (quadraticSse <= 0 ? linearSse > 0
                                                  : (linearSse - quadraticSse) / (quadraticSse / dof) > fCritical1Percent(dof));
    }
    PrefillCurve curve = quadratic ? finish(p, curved, PrefillCurve::Shape::Quadratic) : finish(p, line, PrefillCurve::Shape::Linear);
    curve.cvRmsLinearMs = linearError;
    curve.cvRmsQuadraticMs = quadraticError;
    return curve;
}

std::string describePrefillCurve(const PrefillCurve &curve)
{
    if (!curve.valid())
        return "no curve (one prompt length)";
    char buffer[160];
    if (curve.shape == PrefillCurve::Shape::Quadratic)
        std::snprintf(buffer, sizeof buffer, "TTFT ~ %.1f ms + %.4f ms/token x n + %.3f ms x (n/1000)^2", curve.a,
                      curve.b, curve.c * 1e6);
    else
        std::snprintf(buffer, sizeof buffer, "TTFT ~ %.1f ms + %.4f ms/token x n", curve.a, curve.b);
    return buffer;
}

nlohmann::json toJson(const PrefillCurve &curve)
{
    const auto orNull = [](const std::optional<double> &v) {
        return v ? nlohmann::json(roundForJson(*v)) : nlohmann::json(nullptr);
    };
    nlohmann::json out{
        {"shape", curve.shape == PrefillCurve::Shape::Quadratic ? nlohmann::json("quadratic")
                  : curve.valid()                                ? nlohmann::json("linear")
                                                                 : nlohmann::json(nullptr)},
        {"n", curve.n},
        {"intercept_ms", curve.valid() ? nlohmann::json(roundForJson(curve.a)) : nlohmann::json(nullptr)},
        {"slope_ms_per_token", curve.valid() ? nlohmann::json(curve.b) : nlohmann::json(nullptr)},
        {"quadratic_ms_per_token2", curve.valid() ? nlohmann::json(curve.c) : nlohmann::json(nullptr)},
        {"intercept_clamped", curve.interceptClamped},
        {"r_squared", orNull(curve.rSquared)},
        {"cv_rms_linear_ms", orNull(curve.cvRmsLinearMs)},
        {"cv_rms_quadratic_ms", orNull(curve.cvRmsQuadraticMs)},
    };
    out["min_tokens"] = curve.minTokens;
    out["max_tokens"] = curve.maxTokens;
    nlohmann::json rates = nlohmann::json::object();
    if (curve.valid()) {
        std::vector<double> at{curve.minTokens};
        for (const double tokens : {500.0, 1000.0, 2000.0, 4000.0, 8000.0, 16000.0, 32000.0, 64000.0, 128000.0}) {
            if (tokens > curve.minTokens && tokens < curve.maxTokens)
                at.push_back(tokens);
        }
        at.push_back(curve.maxTokens);
        for (const double tokens : at)
            rates[std::to_string(std::llround(tokens))] = orNull(curve.prefillTokensPerS(tokens));
    }
    out["prefill_tokens_per_s_at"] = std::move(rates);
    return out;
}

} // namespace ttft
