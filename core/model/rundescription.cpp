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
    if (const auto providers = object.find("providers"); providers != object.end() && providers->is_array()) {
        for (const nlohmann::json &provider : *providers)
            description.providers.push_back(providerProfileFromJson(provider, error));
    }
    if (const auto workload = object.find("workload"); workload != object.end())
        description.workload = workloadFromJson(*workload, error);
    if (const auto plan = object.find("plan"); plan != object.end())
        description.plan = runPlanFromJson(*plan, error);
    if (const auto environment = object.find("environment"); environment != object.end())
        description.environment = runEnvironmentFromJson(*environment, error);
    if (const auto voice = object.find("voice"); voice != object.end())
        description.voice = voicePlanFromJson(*voice, error);
    return description;
}

} // namespace ttft
