#include "rundescription.h"

#include "jsonfields.h"

#include <nlohmann/json.hpp>

namespace ttft {

nlohmann::json toJson(const RunDescription &description)
{
    nlohmann::json providers = nlohmann::json::array();
    for (const ProviderProfile &profile : description.providers)
        providers.push_back(toJson(profile));
    nlohmann::json object{
        {"providers", std::move(providers)},
        {"workload", toJson(description.workload)},
        {"plan", toJson(description.plan)},
        {"environment", toJson(description.environment)},
    };
    if (description.voice.enabled())
        object["voice"] = toJson(description.voice);
    if (description.slo != SloLimits{})
        object["slo"] = toJson(description.slo);
    return object;
}

RunDescription runDescriptionFromJson(const nlohmann::json &object, std::string *error)
{
    RunDescription description;
    if (!object.is_object()) {
        if (error && error->empty())
            *error = "a run description must be a JSON object";
        return description;
    }
    // Each part's first problem is named with where it was found: `providers[1]: "name": …`.
    using jsonfields::within;
    if (const auto providers = object.find("providers"); providers != object.end() && providers->is_array()) {
        for (std::size_t i = 0; i < providers->size(); ++i)
            within(error, "providers[" + std::to_string(i) + "]",
                   [&] { description.providers.push_back(providerProfileFromJson((*providers)[i], error)); });
    }
    if (const auto workload = object.find("workload"); workload != object.end())
        within(error, "workload", [&] { description.workload = workloadFromJson(*workload, error); });
    if (const auto plan = object.find("plan"); plan != object.end())
        within(error, "plan", [&] { description.plan = runPlanFromJson(*plan, error); });
    if (const auto environment = object.find("environment"); environment != object.end())
        within(error, "environment", [&] { description.environment = runEnvironmentFromJson(*environment, error); });
    if (const auto voice = object.find("voice"); voice != object.end())
        within(error, "voice", [&] { description.voice = voicePlanFromJson(*voice, error); });
    if (const auto slo = object.find("slo"); slo != object.end() && !slo->is_null())
        within(error, "slo", [&] { description.slo = sloLimitsFromJson(*slo, error); });
    return description;
}

} // namespace ttft
