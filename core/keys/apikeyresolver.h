#pragma once

#include <QString>

#include <optional>
#include <string>

namespace ttft {

struct ProviderProfile;

// The key a provider uses, waiting for the keychain (for the CLI and tests; the window uses
// RunKeyResolver): the keychain entry if profile.apiKeyKeychain is set, else the
// environment variable if profile.apiKeyEnv is set, else none (nullopt, no error). A source that
// is named but yields nothing gives nullopt and an error sentence naming the entry or the
// variable (never the key). An empty value counts as missing: it would only earn a 401 later.
std::optional<std::string> resolveApiKey(const ProviderProfile &profile, QString *error);

} // namespace ttft
