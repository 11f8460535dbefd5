#pragma once

#include "base/splitmix64.h"

#include <cmath>
#include <cstdint>
#include <string_view>

namespace ttft {

// A small deterministic generator (base/splitmix64.h) with its transforms spelled out here. std::
// distributions differ between standard libraries; these give the same latencies for the same
// seed everywhere.
class LabRandom
{
public:
    explicit LabRandom(std::uint64_t seed) : m_state(seed) {}

    // A seed for one request: the server seed mixed with the request id (FNV-1a), so a request's
    // jitter and text do not depend on what else is in flight.
    static std::uint64_t seedFor(std::uint64_t serverSeed, std::string_view requestId, std::uint64_t stream)
    {
        std::uint64_t hash = 0xcbf29ce484222325ULL;
        for (const char c : requestId) {
            hash ^= static_cast<unsigned char>(c);
            hash *= 0x100000001b3ULL;
        }
        LabRandom mixer(serverSeed ^ hash ^ (stream * 0xd1b54a32d192ed03ULL));
        return mixer.next();
    }

    std::uint64_t next() { return splitMix64Next(m_state); }

    double uniform01() { return splitMix64Unit(next()); } // [0, 1)
    double uniform(double low, double high) { return low + (high - low) * uniform01(); }
    double exponential(double mean) { return mean > 0 ? -mean * std::log1p(-uniform01()) : 0.0; }
    int below(int bound) { return bound > 0 ? int(next() % std::uint64_t(bound)) : 0; } // [0, bound)
    bool chance(double probability) { return uniform01() < probability; }

private:
    std::uint64_t m_state;
};

} // namespace ttft
