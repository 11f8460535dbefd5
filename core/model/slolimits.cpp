#include "slolimits.h"

#include "jsonfields.h"

#include <nlohmann/json.hpp>

namespace ttft {

namespace {

nlohmann::json orNull(const std::optional<double> &value)
{
    return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

} // namespace

nlohmann::json toJson(const SloLimits &limits)
{
    return nlohmann::json{
        {"ttft_ms", orNull(limits.ttftMs)},
        {"tpot_ms", orNull(limits.tpotMs)},
        {"e2e_ms", orNull(limits.e2eMs)},
        {"from_intended", limits.fromIntended},
    };
}

SloLimits sloLimitsFromJson(const nlohmann::json &object, std::string *error)
{
    SloLimits limits;
    if (!object.is_object()) {
        if (error && error->empty())
            *error = "service-level limits must be a JSON object, found " + jsonfields::foundName(object);
        return limits;
    }
    using jsonfields::read;
    read(object, "ttft_ms", limits.ttftMs, error);
    read(object, "tpot_ms", limits.tpotMs, error);
    read(object, "e2e_ms", limits.e2eMs, error);
    read(object, "from_intended", limits.fromIntended, error);
    return limits;
}

} // namespace ttft
