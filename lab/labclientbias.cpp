#include "labclientbias.h"

#include "base/monoclock.h"
#include "lab/labserver.h"
#include "stats/metricsummary.h"

#include <nlohmann/json.hpp>

namespace ttft {

LabClientBias::LabClientBias(const std::vector<ProviderProfile> &providers, const LabServer &lab)
    : m_lab(lab)
{
    for (const ProviderProfile &profile : providers) {
        if (profile.pointsAtLab())
            m_bias[profile.name];
    }
}

void LabClientBias::add(const RequestRecord &record)
{
    const auto provider = m_bias.find(record.provider);
    if (provider == m_bias.end() || record.warmup || record.failed() || !record.ttftMs())
        return;
    const std::optional<LabTruth> truth = m_lab.truthFor(record.requestId);
    if (!truth || !hasTime(truth->firstTokenWrittenNs) || !hasTime(truth->requestCompleteNs))
        return;
    const double serverTtftMs = double(truth->firstTokenWrittenNs - truth->requestCompleteNs) / 1e6;
    provider->second.push_back(*record.ttftMs() - serverTtftMs);
}

nlohmann::json LabClientBias::toJson() const
{
    nlohmann::json out = nlohmann::json::object();
    for (const auto &[name, values] : m_bias)
        out[name] = ttft::toJson(summarizeMetric(values));
    return out;
}

} // namespace ttft
