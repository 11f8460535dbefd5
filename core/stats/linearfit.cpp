#include "linearfit.h"

#include "metricsummary.h"
#include "model/requestrecord.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

namespace ttft {

std::optional<double> LinearFit::predict(double x) const
{
    if (!slope || !intercept)
        return std::nullopt;
    return *intercept + *slope * x;
}

std::optional<double> LinearFit::prefillTokensPerS() const
{
    if (!slope || !(*slope > 0))
        return std::nullopt;
    return 1000.0 / *slope;
}

LinearFit fitLine(std::span<const double> x, std::span<const double> y)
{
    const std::size_t length = std::min(x.size(), y.size());
    std::vector<std::pair<double, double>> points;
    points.reserve(length);
    for (std::size_t i = 0; i < length; ++i) {
        if (std::isfinite(x[i]) && std::isfinite(y[i]))
            points.emplace_back(x[i], y[i]);
    }
    LinearFit fit;
    fit.n = std::int64_t(points.size());
    if (points.size() < 2)
        return fit;

    double sumX = 0, sumY = 0;
    for (const auto &[px, py] : points) {
        sumX += px;
        sumY += py;
    }
    const double n = double(points.size());
    const double meanX = sumX / n;
    const double meanY = sumY / n;
    double sxx = 0, sxy = 0, syy = 0;
    for (const auto &[px, py] : points) {
        sxx += (px - meanX) * (px - meanX);
        sxy += (px - meanX) * (py - meanY);
        syy += (py - meanY) * (py - meanY);
    }
    if (!(sxx > 0))
        return fit; // every x the same: any slope fits equally badly

    const double slope = sxy / sxx;
    const double intercept = meanY - slope * meanX;
    fit.slope = slope;
    fit.intercept = intercept;
    // Residuals summed directly rather than as syy − slope·sxy: that difference cancels
    // catastrophically when the fit is nearly exact, and could even come out negative.
    double ssRes = 0;
    for (const auto &[px, py] : points) {
        const double residual = py - (intercept + slope * px);
        ssRes += residual * residual;
    }
    if (syy > 0)
        fit.rSquared = std::clamp(1.0 - ssRes / syy, 0.0, 1.0);
    if (points.size() > 2)
        fit.slopeStdErr = std::sqrt(ssRes / (n - 2) / sxx);
    return fit;
}

std::optional<double> promptTokensOf(const RequestRecord &record)
{
    if (record.usage.promptTokens)
        return double(*record.usage.promptTokens);
    if (record.promptTokensTarget)
        return double(*record.promptTokensTarget);
    return std::nullopt;
}

LinearFit fitTtftOnPromptTokens(const std::vector<RequestRecord> &records, std::string_view provider)
{
    std::vector<double> tokens, ttft;
    for (const RequestRecord &record : records) {
        if (record.warmup || record.failed() || (!provider.empty() && record.provider != provider))
            continue;
        const auto x = promptTokensOf(record);
        const auto y = record.ttftMs();
        if (x && y) {
            tokens.push_back(*x);
            ttft.push_back(*y);
        }
    }
    return fitLine(tokens, ttft);
}

nlohmann::json toJson(const LinearFit &fit)
{
    const auto orNull = [](const std::optional<double> &v) {
        return v ? nlohmann::json(roundForJson(*v)) : nlohmann::json(nullptr);
    };
    return nlohmann::json{
        {"n", fit.n},
        {"slope_ms_per_token", orNull(fit.slope)},
        {"intercept_ms", orNull(fit.intercept)},
        {"r_squared", orNull(fit.rSquared)},
        {"slope_stderr_ms_per_token", orNull(fit.slopeStdErr)},
        {"prefill_tokens_per_s", orNull(fit.prefillTokensPerS())},
    };
}

} // namespace ttft
