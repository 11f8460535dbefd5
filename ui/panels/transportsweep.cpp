#include "transportsweep.h"

namespace ttft {

std::vector<ProviderProfile> applyTransportSweep(const std::vector<ProviderProfile> &providers,
                                                 const std::vector<TransportKind> &transports,
                                                 const std::vector<HttpVersion> &httpVersions)
{
    const bool sweep = transports.size() > 1 || httpVersions.size() > 1;
    std::vector<ProviderProfile> result;
    for (const ProviderProfile &profile : providers) {
        const std::vector<TransportKind> kinds = transports.empty() ? std::vector{profile.transport} : transports;
        const std::vector<HttpVersion> versions = httpVersions.empty() ? std::vector{profile.httpVersion} : httpVersions;
        for (TransportKind kind : kinds) {
            for (HttpVersion version : versions) {
                ProviderProfile variant = profile;
                variant.transport = kind;
                variant.httpVersion = version;
                if (sweep)
                    variant.name += std::string(" [") + transportName(kind) + " h" + httpVersionName(version) + "]";
                result.push_back(std::move(variant));
            }
        }
    }
    return result;
}

} // namespace ttft
