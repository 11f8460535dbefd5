#include "groundtruth.h"

#include "stats/metricsummary.h"

namespace ttft {

std::optional<double> clientMinusServerTtftMs(const RequestRecord &record, const GroundTruth &truth)
{
    if (record.failed() || !record.ttftMs())
        return std::nullopt;
    const std::optional<double> serverMs = truth.serverTtftMs(record.requestId);
    if (!serverMs)
        return std::nullopt;
    return *record.ttftMs() - *serverMs;
}

std::map<std::string, MetricSummary> labClientBias(const std::vector<ProviderProfile> &providers,
                                                   const std::vector<RequestRecord> &records, const GroundTruth &truth)
{
    std::map<std::string, std::vector<double>> differences;
    for (const ProviderProfile &profile : providers) {
        if (profile.pointsAtLab())
            differences[profile.name];
    }
    for (const RequestRecord &record : records) {
        const auto provider = differences.find(record.provider);
        if (provider == differences.end() || record.warmup)
            continue;
        if (const std::optional<double> difference = clientMinusServerTtftMs(record, truth))
            provider->second.push_back(*difference);
    }
    std::map<std::string, MetricSummary> bias;
    for (auto &[provider, values] : differences)
        bias[provider] = summarizeMetric(std::move(values));
    return bias;
}

} // namespace ttft
