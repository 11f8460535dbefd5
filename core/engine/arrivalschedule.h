#pragma once

#include "model/runplan.h"

#include <cstdint>
#include <random>

namespace ttft {

// Gaps between open-loop arrivals at `rate` per second: constant, exponential (Poisson process) or
// gamma with shape `burstiness` and the same mean (shape 1 is Poisson; below 1 arrivals bunch up,
// above 1 they even out), as vLLM's benchmark defines burstiness. Deterministic for a seed.
class ArrivalSchedule
{
public:
    ArrivalSchedule(ArrivalProcess process, double rate, double burstiness, std::uint64_t seed);

    // The next gap, in nanoseconds.
    std::int64_t nextGapNs();

private:
    ArrivalProcess m_process;
    double m_rate;
    std::mt19937_64 m_random;
    std::exponential_distribution<double> m_exponential;
    std::gamma_distribution<double> m_gamma;
};

} // namespace ttft
