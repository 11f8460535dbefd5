#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace ttft {

// One probe of a reference clock: when it left and when its answer was back, on this machine's
// wall clock, and what the reference said the time was.
struct ClockSample {
    std::int64_t sentNs = 0;     // wall clock, ns since the epoch
    std::int64_t receivedNs = 0;
    std::optional<std::int64_t> referenceNs;      // a time endpoint's exact time (ns since the epoch)
    std::optional<std::int64_t> dateSeconds;      // an HTTP Date header (whole seconds, truncated)
    std::int64_t rttNs() const { return receivedNs - sentNs; }
};

// An estimate of this machine's wall clock minus the reference's: the true offset lies in
// [lowNs, highNs].
struct ClockOffsetEstimate {
    std::int64_t lowNs = 0;
    std::int64_t highNs = 0;
    std::int64_t offsetNs() const { return lowNs + (highNs - lowNs) / 2; }
    std::int64_t uncertaintyNs() const { return (highNs - lowNs) / 2; }
};

// Cristian's method (as NTP's clock filter keeps the sample with the least delay): the reference
// read its clock somewhere between our send and our receipt, so the sample with the shortest round
// trip bounds the offset tightest, to ± half of it. Empty without a sample that has referenceNs.
std::optional<ClockOffsetEstimate> estimateFromTimeEndpoint(const std::vector<ClockSample> &samples);

// The Date header says only the whole second, truncated (RFC 9110 §5.6.7; servers format their
// clock's current second). Each answer still bounds the offset: the server wrote second D at some
// moment between our send s and receipt r, so offset ∈ (s − (D+1 s), r − D]. The bounds of many
// answers intersect, and answers sent to land near a second's boundary (clockprobe.h) narrow it to
// about a round trip, as htpdate does. Empty when no sample has a date, or the bounds contradict
// each other (a server whose clock stepped, or that rounds instead of truncating).
std::optional<ClockOffsetEstimate> estimateFromDates(const std::vector<ClockSample> &samples);

} // namespace ttft
