#pragma once

#include "model/metricsummary.h"
#include "model/providerprofile.h"
#include "model/requestrecord.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ttft {

// A server that knows, by its own clock, how long each request took to its first token. Only the
// embedded lab does (lab/labserver.h stamps its reads and writes, lab/labtruth.h): a real engine
// gives aggregates at best (crossval/metricsscrape.h). Implemented by the lab, so that core can
// weigh the client against it without knowing the lab.
class GroundTruth
{
public:
    virtual ~GroundTruth() = default;
    // First token written − request read whole, in ms; nullopt when it holds no account of
    // `requestId` (another server's request, one it never answered, one it has forgotten).
    virtual std::optional<double> serverTtftMs(const std::string &requestId) const = 0;
};

// What the network and the client added to one request's TTFT: the client's TTFT minus the
// server's own. nullopt for a failed request, one without a first token, or one the server holds
// no account of. The one home of this figure: the run's during_run, `calibrate` and the window's
// calibration all take it from here.
std::optional<double> clientMinusServerTtftMs(const RequestRecord &record, const GroundTruth &truth);

// The same summarized per provider that points at the lab (ProviderProfile::pointsAtLab), over its
// measured requests (warm-ups left out): the session's "lab_client_minus_server_ttft_ms". A lab
// provider with no usable request gets an empty summary; other providers get no entry.
std::map<std::string, MetricSummary> labClientBias(const std::vector<ProviderProfile> &providers,
                                                   const std::vector<RequestRecord> &records, const GroundTruth &truth);

} // namespace ttft
