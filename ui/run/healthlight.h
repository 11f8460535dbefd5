#pragma once

#include "engine/clienthealth.h"

#include <optional>

namespace ttft {

// The status bar's client-health light: is the measuring client itself keeping up? Red means the
// figures are suspect (the client, not the provider, may be what is slow).
enum class HealthLight { Unknown, Green, Amber, Red };

struct HealthReading {
    HealthLight light = HealthLight::Unknown;
    double cpuOfMachine = 0;             // % of all cores, latest sample
    double wakeLagMs = 0;                // latest sample's worst probe wake-up delay
    std::optional<double> dispatchLagP99Ms; // recent measured requests
    int inFlight = 0;
};

// The same limits as ClientHealthMonitor::summarize() for red (90 % of the machine, 5 ms wake-up
// delay, 10 ms dispatch lag), and amber from about half of them on, as a warning.
HealthReading judgeHealth(const std::optional<HealthSample> &latest, std::optional<double> dispatchLagP99Ms);

} // namespace ttft
