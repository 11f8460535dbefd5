#pragma once

#include "environment.h"
#include "providerprofile.h"
#include "runplan.h"
#include "slolimits.h"
#include "voiceplan.h"
#include "workload.h"

#include <nlohmann/json_fwd.hpp>

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

    bool operator==(const RunDescription &) const = default;
};

// JSON keys: providers [..], workload, plan, environment, voice (pipeline runs only), slo (when
// any limit or from_intended is set).
nlohmann::json toJson(const RunDescription &description);
RunDescription runDescriptionFromJson(const nlohmann::json &object, std::string *error = nullptr);

} // namespace ttft
