#pragma once

#include "model/providerprofile.h"
#include "model/requestrecord.h"

#include <nlohmann/json_fwd.hpp>

#include <map>
#include <string>
#include <vector>

namespace ttft {

class LabServer;

// What the network and the client added to each lab provider's TTFT: the client's TTFT minus the
// lab's own account of it (first token written − request complete, lab/labtruth.h), summarized per
// provider (stats/metricsummary.h) and keyed by its name. Only the embedded lab knows that truth, so
// only a run against it records this ("lab_client_minus_server_ttft_ms" in a session's during_run,
// written by both front ends). Warm-ups, failures and requests the lab has no truth for are left
// out; providers that do not point at the lab get no entry. Records are added one by one, so the
// window can feed its batches without flattening them.
class LabClientBias
{
public:
    LabClientBias(const std::vector<ProviderProfile> &providers, const LabServer &lab);
    void add(const RequestRecord &record);
    bool empty() const { return m_bias.empty(); } // no provider points at the lab
    nlohmann::json toJson() const;

private:
    const LabServer &m_lab;
    std::map<std::string, std::vector<double>> m_bias;
};

} // namespace ttft
