#include "shardclock.h"

#include "jsonfields.h"

#include <nlohmann/json.hpp>

namespace ttft {

namespace {

nlohmann::json orNull(const std::optional<double> &value)
{
    return value ? nlohmann::json(*value) : nlohmann::json();
}

} // namespace

nlohmann::json toJson(const ShardClock &clock)
{
    return nlohmann::json{
        {"anchor", {{"monotonic_ns", clock.monotonicNs}, {"wall_ns", clock.wallNs}, {"boot_id", clock.bootId}}},
        {"reference", clock.reference},
        {"method", clock.method},
        {"offset_ms", orNull(clock.offsetMs)},
        {"uncertainty_ms", orNull(clock.uncertaintyMs)},
        {"probes", clock.probes},
        {"min_rtt_ms", orNull(clock.minRttMs)},
        {"error", clock.error.empty() ? nlohmann::json() : nlohmann::json(clock.error)},
    };
}

ShardClock shardClockFromJson(const nlohmann::json &object, std::string *error)
{
    ShardClock clock;
    if (!object.is_object()) {
        if (error && error->empty())
            *error = "\"clock\": expected an object";
        return clock;
    }
    using jsonfields::read;
    if (object.contains("anchor") && object["anchor"].is_object()) {
        const nlohmann::json &anchor = object["anchor"];
        read(anchor, "monotonic_ns", clock.monotonicNs, error);
        read(anchor, "wall_ns", clock.wallNs, error);
        read(anchor, "boot_id", clock.bootId, error);
    }
    read(object, "reference", clock.reference, error);
    read(object, "method", clock.method, error);
    read(object, "offset_ms", clock.offsetMs, error);
    read(object, "uncertainty_ms", clock.uncertaintyMs, error);
    read(object, "probes", clock.probes, error);
    read(object, "min_rtt_ms", clock.minRttMs, error);
    read(object, "error", clock.error, error);
    return clock;
}

} // namespace ttft
