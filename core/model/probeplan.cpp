#include "probeplan.h"

#include "jsonfields.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdlib>

namespace ttft {

int ProbePlan::expectedProbes() const
{
    if (!(everyS > 0) || !(forS > 0))
        return 0;
    return int(std::ceil(forS / everyS - 1e-9));
}

double durationSecondsFromText(const std::string &text)
{
    if (text.empty())
        return -1;
    double unit = 1;
    std::string number = text;
    switch (text.back()) {
    case 's': unit = 1; break;
    case 'm': unit = 60; break;
    case 'h': unit = 3600; break;
    case 'd': unit = 86'400; break;
    default: number.push_back('s'); break;
    }
    number.pop_back();
    char *end = nullptr;
    const double value = std::strtod(number.c_str(), &end);
    if (number.empty() || !end || *end != '\0' || !std::isfinite(value) || value <= 0)
        return -1;
    return value * unit;
}

nlohmann::json toJson(const ProbePlan &plan)
{
    return {{"every_s", plan.everyS}, {"for_s", plan.forS}, {"utc_offset_min", plan.utcOffsetMinutes}};
}

ProbePlan probePlanFromJson(const nlohmann::json &object, std::string *error)
{
    ProbePlan plan;
    if (!object.is_object()) {
        if (error && error->empty())
            *error = "a probe plan must be a JSON object";
        return plan;
    }
    jsonfields::read(object, "every_s", plan.everyS, error);
    jsonfields::read(object, "for_s", plan.forS, error);
    jsonfields::read(object, "utc_offset_min", plan.utcOffsetMinutes, error);
    return plan;
}

} // namespace ttft
