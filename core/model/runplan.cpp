#include "runplan.h"

#include "jsonfields.h"

#include <nlohmann/json.hpp>

namespace ttft {

nlohmann::json toJson(const RunPlan &plan)
{
    return nlohmann::json{{"warmup", plan.warmup}, {"rounds", plan.rounds}};
}

RunPlan runPlanFromJson(const nlohmann::json &object, std::string *error)
{
    RunPlan plan;
    if (!object.is_object()) {
        if (error && error->empty())
            *error = "a run plan must be a JSON object";
        return plan;
    }
    const RunPlan defaults;
    jsonfields::read(object, "warmup", plan.warmup, error);
    jsonfields::read(object, "rounds", plan.rounds, error);
    if (plan.warmup < 0 || plan.rounds < 0) {
        if (error && error->empty())
            *error = "\"warmup\" and \"rounds\" must not be negative";
        if (plan.warmup < 0)
            plan.warmup = defaults.warmup;
        if (plan.rounds < 0)
            plan.rounds = defaults.rounds;
    }
    return plan;
}

} // namespace ttft
