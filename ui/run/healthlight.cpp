#include "healthlight.h"

namespace ttft {

HealthReading judgeHealth(const std::optional<HealthSample> &latest, std::optional<double> dispatchLagP99Ms)
{
    HealthReading reading;
    reading.dispatchLagP99Ms = dispatchLagP99Ms;
    if (!latest && !dispatchLagP99Ms)
        return reading;
    if (latest) {
        reading.cpuOfMachine = latest->cpuOfMachine;
        reading.wakeLagMs = latest->wakeLagMs;
        reading.inFlight = latest->inFlight;
    }
    const double lag = dispatchLagP99Ms.value_or(0);
    if (reading.cpuOfMachine > 90 || reading.wakeLagMs > 5 || lag > 10)
        reading.light = HealthLight::Red;
    else if (reading.cpuOfMachine > 70 || reading.wakeLagMs > 2 || lag > 5)
        reading.light = HealthLight::Amber;
    else
        reading.light = HealthLight::Green;
    return reading;
}

} // namespace ttft
