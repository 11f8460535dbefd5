#include "arrivalschedule.h"

#include <algorithm>
#include <cmath>

namespace ttft {

ArrivalSchedule::ArrivalSchedule(ArrivalProcess process, double rate, double burstiness, std::uint64_t seed)
    : m_process(process)
    , m_rate(rate)
    , m_random(seed)
    , m_exponential(rate)
    , m_gamma(burstiness > 0 ? burstiness : 1.0, 1.0 / (rate * (burstiness > 0 ? burstiness : 1.0)))
{
}

std::int64_t ArrivalSchedule::firstArrivalNs()
{
    std::int64_t ns = 0;
    for (int i = 0; i < m_stripe.index; ++i)
        ns += drawGapNs();
    return ns;
}

std::int64_t ArrivalSchedule::nextGapNs()
{
    std::int64_t ns = 0;
    for (int i = 0; i < m_stripe.count; ++i)
        ns += drawGapNs();
    return ns;
}

std::int64_t ArrivalSchedule::drawGapNs()
{
    double seconds = 1.0 / m_rate;
    switch (m_process) {
    case ArrivalProcess::Constant: break;
    case ArrivalProcess::Poisson: seconds = m_exponential(m_random); break;
    case ArrivalProcess::Gamma: seconds = m_gamma(m_random); break;
    }
    return std::int64_t(std::llround(std::max(0.0, seconds) * 1e9));
}

} // namespace ttft
