#pragma once

#include "capacityplan.h"
#include "environment.h"
#include "probeplan.h"
#include "providerprofile.h"
#include "runplan.h"
#include "slolimits.h"
#include "voiceplan.h"
#include "workload.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <vector>

namespace ttft {

// What was run, where and how: the head of a journal and of a session file. No secrets: profiles
// carry the NAME of a key's environment variable, never the key.
struct RunDescription {
    std::vector<ProviderProfile> providers;
    Workload workload;
    RunPlan plan;
    RunEnvironment environment;
    VoicePlan voice; // a voice pipeline run when it names TTS profiles
    SloLimits slo;   // goodput limits (--slo-*): a saved run's goodput is judged by them again
    std::optional<CapacityPlan> capacity; // a capacity search's plan: its points are the records' cells
    std::optional<ProbePlan> probe;       // probes over time: the records' repeat is the probe's number

    bool operator==(const RunDescription &) const = default;
};

// JSON keys: providers [..], workload, plan, environment, voice (pipeline runs only), slo (when
// any limit or from_intended is set), capacity (capacity searches only), probe (probes only).
nlohmann::json toJson(const RunDescription &description);
RunDescription runDescriptionFromJson(const nlohmann::json &object, std::string *error = nullptr);

// Why two runs did not measure the same thing, for comparing them as baseline and candidate: the
// first difference in the load plan (its seed aside), the prompt (messages, template, length
// target, filler language) or the answer asked for (max_tokens, temperature), in words; empty
// when they are alike. Providers are matched by name elsewhere, so their lists may differ.
std::string planDifference(const RunDescription &a, const RunDescription &b);

} // namespace ttft
