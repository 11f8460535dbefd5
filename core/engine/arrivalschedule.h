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

    // Sharded plans (model/shardspec.h): the whole plan's stream, of which this shard keeps every
    // count-th arrival from the index-th on, so that the shards' arrivals together are exactly the
    // arrivals one process would make (every shard draws the same stream from the same seed).
    void keepStripe(const ShardSpec &shard) { m_stripe = shard; }
    // When this shard's first arrival comes after the stream's start (0 for shard 0).
    std::int64_t firstArrivalNs();
    // The gap to this shard's next arrival, in nanoseconds.
    std::int64_t nextGapNs();

private:
    std::int64_t drawGapNs();

    ShardSpec m_stripe;
    ArrivalProcess m_process;
    double m_rate;
    std::mt19937_64 m_random;
    std::exponential_distribution<double> m_exponential;
    std::gamma_distribution<double> m_gamma;
};

} // namespace ttft
