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
    if (description.capacity)
        object["capacity"] = toJson(*description.capacity);
    if (description.probe)
        object["probe"] = toJson(*description.probe);
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
    if (const auto capacity = object.find("capacity"); capacity != object.end() && !capacity->is_null())
        within(error, "capacity", [&] { description.capacity = capacityPlanFromJson(*capacity, error); });
    if (const auto probe = object.find("probe"); probe != object.end() && !probe->is_null())
        within(error, "probe", [&] { description.probe = probePlanFromJson(*probe, error); });
    return description;
}

std::string planDifference(const RunDescription &a, const RunDescription &b)
{
    nlohmann::json planA = toJson(a.plan);
    nlohmann::json planB = toJson(b.plan);
    planA.erase("seed");
    planB.erase("seed");
    for (auto it = planA.begin(); it != planA.end(); ++it) {
        const auto other = planB.find(it.key());
        if (other == planB.end() || *other != it.value())
            return "plan \"" + it.key() + "\": " + it.value().dump() + " against " + (other == planB.end() ? "none" : other->dump());
    }
    for (auto it = planB.begin(); it != planB.end(); ++it) {
        if (!planA.contains(it.key()))
            return "plan \"" + it.key() + "\": none against " + it.value().dump();
    }
    const Workload &x = a.workload;
    const Workload &y = b.workload;
    const auto text = [](const std::optional<int> &value) { return value ? std::to_string(*value) : std::string("none"); };
    if (x.maxTokens != y.maxTokens)
        return "max_tokens " + text(x.maxTokens) + " against " + text(y.maxTokens);
    if (x.temperature != y.temperature)
        return "a different temperature";
    if (x.promptTokensTarget != y.promptTokensTarget)
        return "prompt-length target " + text(x.promptTokensTarget) + " against " + text(y.promptTokensTarget);
    if (x.templateName != y.templateName)
        return "workload template \"" + x.templateName + "\" against \"" + y.templateName + "\"";
    if (x.fillerLanguage != y.fillerLanguage)
        return "filler language " + x.fillerLanguage + " against " + y.fillerLanguage;
    if (x.messages != y.messages || x.systemPrompt != y.systemPrompt || x.userMessage != y.userMessage || x.history != y.history)
        return "different messages";
    return {};
}

} // namespace ttft
