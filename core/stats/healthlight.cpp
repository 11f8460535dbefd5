#include "healthlight.h"

namespace ttft {

HealthLight lightFor(HealthState state)
{
    switch (state) {
    case HealthState::Unknown: return HealthLight::Unknown;
    case HealthState::Ok: return HealthLight::Green;
    case HealthState::ServerSharesMachine:
    case HealthState::MachineBusy: return HealthLight::Amber;
    case HealthState::ClientSaturated: return HealthLight::Red;
    }
    return HealthLight::Unknown;
}

HealthReading readingOf(const HealthSummary &summary)
{
    HealthReading reading;
    reading.summary = summary;
    reading.light = summary.samples > 0 ? lightFor(summary.state) : HealthLight::Unknown;
    return reading;
}

HealthReading judgeHealth(const HealthWindow &recent, std::optional<double> dispatchLagP99Ms)
{
    return readingOf(judgeClientHealth(recent, dispatchLagP99Ms.value_or(0)));
}

} // namespace ttft
