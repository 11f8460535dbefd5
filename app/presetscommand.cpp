// `ttft-bench presets`: the provider presets `run --preset` knows.
#include "base/i18n.h"
#include "benchcommands.h"
#include "clisupport.h"
#include "model/providerpresets.h"

#include <cstdio>

namespace ttft {

int presetsCommand(const QStringList &arguments)
{
    if (arguments.size() > 1) {
        printLine(stderr, Tr::tr("ttft-bench presets: takes no arguments"));
        return 2;
    }
    std::printf("%-17s %-15s %-10s %-21s %s\n", "preset", "dialect", "auth", "key variable", "base URL");
    for (const ProviderPreset &preset : providerPresets()) {
        const ProviderProfile &profile = preset.profile;
        std::printf("%-17.*s %-15s %-10s %-21s %s%s%s\n", int(preset.id.size()), preset.id.data(), profile.dialect.c_str(),
                    authStyleName(profile.auth), profile.apiKeyEnv.empty() ? "-" : profile.apiKeyEnv.c_str(),
                    profile.baseUrl.c_str(), profile.query.empty() ? "" : "?", profile.query.c_str());
    }
    return 0;
}

} // namespace ttft
