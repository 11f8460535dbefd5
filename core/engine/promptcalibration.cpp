#include "promptcalibration.h"

#include <algorithm>

namespace ttft {

namespace {

// A tokenizer counts 0.2–5 times what the estimate says; outside that band the fit is fitting
// noise or a mix of servers, and the plain ratio is the safer guess.
constexpr double kMinScale = 0.2;
constexpr double kMaxScale = 5.0;
constexpr double kSpreadForLine = 1.5;

} // namespace

void PromptCalibration::addSample(double estimated, double reported)
{
    if (!(estimated > 0) || !(reported > 0))
        return;
    m_samples.push_back({estimated, reported});
    if (m_samples.size() > kMaxSamples)
        m_samples.pop_front();
    refit();
}

void PromptCalibration::reset()
{
    m_samples.clear();
    m_scale = 1.0;
    m_offset = 0.0;
}

void PromptCalibration::refit()
{
    double sumEstimated = 0;
    double sumReported = 0;
    double lowest = m_samples.front().estimated;
    double highest = lowest;
    for (const Sample &sample : m_samples) {
        sumEstimated += sample.estimated;
        sumReported += sample.reported;
        lowest = std::min(lowest, sample.estimated);
        highest = std::max(highest, sample.estimated);
    }
    m_scale = std::clamp(sumReported / sumEstimated, kMinScale, kMaxScale);
    m_offset = 0;
    if (m_samples.size() < 3 || highest < kSpreadForLine * lowest)
        return;

    const double n = double(m_samples.size());
    const double meanEstimated = sumEstimated / n;
    const double meanReported = sumReported / n;
    double covariance = 0;
    double variance = 0;
    for (const Sample &sample : m_samples) {
        covariance += (sample.estimated - meanEstimated) * (sample.reported - meanReported);
        variance += (sample.estimated - meanEstimated) * (sample.estimated - meanEstimated);
    }
    const double slope = covariance / variance;
    const double intercept = meanReported - slope * meanEstimated;
    // The line must also stay sensible at the short end: a prompt the estimate calls `lowest` long
    // must not come out below half of it or negative.
    if (slope >= kMinScale && slope <= kMaxScale && slope * lowest + intercept > 0.5 * kMinScale * lowest) {
        m_scale = slope;
        m_offset = intercept;
    }
}

} // namespace ttft
