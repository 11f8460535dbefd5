#pragma once

#include "stats/clienthealthverdict.h"

#include <optional>

namespace ttft {

// The status bar's client-health light. Green: the client keeps up and the machine has room.
// Amber: the machine was busy, with other processes or with the server under test running on it;
// the client is not the limit, but its figures may carry that contention. Red: the client itself
// is the limit, so its figures are suspect.
enum class HealthLight { Unknown, Green, Amber, Red };

HealthLight lightFor(HealthState state);

struct HealthReading {
    HealthLight light = HealthLight::Unknown;
    HealthSummary summary; // the judgement the light shows, with its figures
};

// While a run goes: the last two seconds of samples (`recent`) and the recent requests' dispatch
// lag, judged as the whole run is at its end (stats/clienthealthverdict.h).
HealthReading judgeHealth(const HealthWindow &recent, std::optional<double> dispatchLagP99Ms);
HealthReading readingOf(const HealthSummary &summary);

} // namespace ttft
