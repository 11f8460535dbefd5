#include "apikeyresolver.h"

#include "keys/runkeys.h"
#include "model/providerprofile.h"

namespace ttft {

// One provider's key, read as a run reads its keys (keys/runkeys.h): one code path for the
// keychain, the environment and their error sentences.
std::optional<std::string> resolveApiKey(const ProviderProfile &profile, QString *error)
{
    const std::optional<RunKeys> keys = resolveRunKeys({profile}, {}, error);
    if (!keys || keys->providers.front().empty())
        return std::nullopt;
    return keys->providers.front();
}

} // namespace ttft
