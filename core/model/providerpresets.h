#pragma once

#include "providerprofile.h"

#include <optional>
#include <string_view>
#include <vector>

namespace ttft {

// A starting point for a provider profile: where the API lives, how it streams, how the key
// travels and the environment variable people usually keep it in. Model names change often; the
// preset's is a reasonable default to edit, not a recommendation.
struct ProviderPreset {
    std::string_view id;          // "openai", "anthropic", "ollama", ...
    std::string_view displayName; // "OpenAI"
    bool local = false;           // runs on the user's machine; no key
    ProviderProfile profile;      // name, base URL, dialect, auth, key variable, model
    std::string_view note;        // what to fill in (Azure resource and deployment, Ark endpoint id, ...)
};

// Every preset, hosted ones first, in a stable order.
const std::vector<ProviderPreset> &providerPresets();
const ProviderPreset *findProviderPreset(std::string_view id);

} // namespace ttft
