#pragma once

#include <cstdint>

namespace ttft {

// splitmix64 (Steele, Lea, Flood 2014): a tiny generator whose output is well mixed even for
// consecutive seeds, spelled out here so that the same seed gives the same numbers with every
// standard library. Its state advances by kSplitMix64Gamma; splitMix64Finalize mixes one state.
inline constexpr std::uint64_t kSplitMix64Gamma = 0x9e3779b97f4a7c15ULL;

inline std::uint64_t splitMix64Finalize(std::uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

// The next value of a generator whose state is `state`.
inline std::uint64_t splitMix64Next(std::uint64_t &state)
{
    return splitMix64Finalize(state += kSplitMix64Gamma);
}

// [0, 1) from the top 53 bits.
inline double splitMix64Unit(std::uint64_t bits)
{
    return double(bits >> 11) * 0x1.0p-53;
}

} // namespace ttft
