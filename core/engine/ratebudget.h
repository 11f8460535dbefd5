#pragma once

#include <cstdint>

namespace ttft {

// Keeps one provider's dispatches under a per-minute limit that the user knows (RunPlan's
// maxRequestsPerMinute / maxTokensPerMinute). Hosted APIs enforce such limits over shorter
// periods than the minute (OpenAI's rate-limit guide: a limit is "quantized", 60,000 requests a
// minute may be enforced as 1,000 a second), so the budget holds one second's share, at least one
// unit, and refills continuously: a burst the size of a minute's limit is never sent at once.
class RateBudget
{
public:
    RateBudget() = default;
    explicit RateBudget(double perMinute);

    bool enabled() const { return m_perSecond > 0; }
    // The first moment, at or after nowNs, when `cost` units may be spent. A cost above what the
    // budget holds waits for a full budget and leaves it in debt.
    std::int64_t readyAtNs(double cost, std::int64_t nowNs);
    void spend(double cost, std::int64_t nowNs);

private:
    void refill(std::int64_t nowNs);

    double m_perSecond = 0;
    double m_capacity = 0;
    double m_level = 0;
    std::int64_t m_lastNs = -1;
};

} // namespace ttft
