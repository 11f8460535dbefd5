#pragma once

#include <nlohmann/json_fwd.hpp>

#include <string>

namespace ttft {

// How many requests a run sends: `warmup` requests whose records are kept but excluded from the
// statistics, then `rounds` measured ones, one after another.
struct RunPlan {
    int warmup = 1;
    int rounds = 10;

    bool operator==(const RunPlan &) const = default;
};

// JSON keys: warmup, rounds.
nlohmann::json toJson(const RunPlan &plan);

// Never throws; negative counts are reported and replaced by the defaults.
RunPlan runPlanFromJson(const nlohmann::json &object, std::string *error = nullptr);

} // namespace ttft
