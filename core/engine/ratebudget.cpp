#include "ratebudget.h"

#include <algorithm>
#include <cmath>

namespace ttft {

RateBudget::RateBudget(double perMinute)
    : m_perSecond(perMinute > 0 ? perMinute / 60.0 : 0)
    , m_capacity(std::max(1.0, m_perSecond))
    , m_level(m_capacity)
{
}

void RateBudget::refill(std::int64_t nowNs)
{
    if (m_lastNs >= 0 && nowNs > m_lastNs)
        m_level = std::min(m_capacity, m_level + m_perSecond * double(nowNs - m_lastNs) / 1e9);
    if (m_lastNs < 0 || nowNs > m_lastNs)
        m_lastNs = nowNs;
}

std::int64_t RateBudget::readyAtNs(double cost, std::int64_t nowNs)
{
    if (!enabled())
        return nowNs;
    refill(nowNs);
    const double needed = std::min(cost, m_capacity);
    if (m_level >= needed)
        return nowNs;
    return nowNs + std::int64_t(std::ceil((needed - m_level) / m_perSecond * 1e9));
}

void RateBudget::spend(double cost, std::int64_t nowNs)
{
    if (!enabled())
        return;
    refill(nowNs);
    m_level -= cost;
}

} // namespace ttft
