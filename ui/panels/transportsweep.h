#pragma once

#include "model/providerprofile.h"

#include <vector>

namespace ttft {

// The plan's transport and HTTP-version choice applied to the providers, as `ttft-bench run
// --transport curl,qt --http 1.1,2` does: an empty list keeps each provider's own setting, one
// value sets it on every provider, several make a sweep axis (every provider measured with each,
// named "name [curl h1.1]").
std::vector<ProviderProfile> applyTransportSweep(const std::vector<ProviderProfile> &providers,
                                                 const std::vector<TransportKind> &transports,
                                                 const std::vector<HttpVersion> &httpVersions);

} // namespace ttft
