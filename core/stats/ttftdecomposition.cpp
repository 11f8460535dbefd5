#include "ttftdecomposition.h"

#include "groupsummary.h"
#include "model/requestrecord.h"
#include "percentile.h"

#include <algorithm>
#include <map>

namespace ttft {

const char *ttftComponentKey(TtftComponent component)
{
    switch (component) {
    case TtftComponent::DispatchLag: return "dispatch_lag";
    case TtftComponent::Dns: return "dns";
    case TtftComponent::Connect: return "connect";
    case TtftComponent::Tls: return "tls";
    case TtftComponent::ServerQueue: return "server_queue";
    case TtftComponent::ServerPrefill: return "server_prefill";
    case TtftComponent::NetworkOther: return "network_other";
    }
    return "";
}

std::optional<std::array<double, kTtftComponentCount>> decomposeRequest(const RequestRecord &record)
{
    if (record.warmup || record.failed())
        return std::nullopt;
    const std::optional<double> ttft = record.ttftMs();
    if (!ttft)
        return std::nullopt;
    std::array<double, kTtftComponentCount> parts{};
    const auto at = [&](TtftComponent c) -> double & { return parts[std::size_t(c)]; };
    at(TtftComponent::DispatchLag) = std::max(0.0, record.dispatchLagMs().value_or(0));
    at(TtftComponent::Dns) = record.dnsMs().value_or(0);
    at(TtftComponent::Connect) = record.connectMs().value_or(0);
    at(TtftComponent::Tls) = record.tlsMs().value_or(0);
    const ServerTimings &server = record.server;
    at(TtftComponent::ServerQueue) = std::max(0.0, server.queueMs.value_or(0));
    if (server.prefillMs)
        at(TtftComponent::ServerPrefill) = std::max(0.0, *server.prefillMs);
    else if (server.ttftMs)
        at(TtftComponent::ServerPrefill) = std::max(0.0, *server.ttftMs - server.queueMs.value_or(0));

    const double total = at(TtftComponent::DispatchLag) + *ttft;
    double known = 0;
    for (std::size_t i = 0; i + 1 < kTtftComponentCount; ++i)
        known += parts[i];
    double excess = known - total;
    // The server's clock against the client's: trim its figures, never make other negative.
    for (const TtftComponent c : {TtftComponent::ServerPrefill, TtftComponent::ServerQueue, TtftComponent::Tls,
                                  TtftComponent::Connect, TtftComponent::Dns, TtftComponent::DispatchLag}) {
        if (excess <= 0)
            break;
        const double cut = std::min(excess, at(c));
        at(c) -= cut;
        excess -= cut;
    }
    known = 0;
    for (std::size_t i = 0; i + 1 < kTtftComponentCount; ++i)
        known += parts[i];
    at(TtftComponent::NetworkOther) = std::max(0.0, total - known);
    return parts;
}

std::vector<TtftDecomposition> decomposeTtft(const std::vector<RequestRecord> &records, bool perCell)
{
    struct Group {
        std::vector<std::array<double, kTtftComponentCount>> parts;
        std::vector<double> ttft;
        std::vector<double> total;
        std::int64_t withServer = 0;
        std::int64_t trimmed = 0;
        std::map<std::string, int> sources;
    };
    using Key = std::pair<std::string, std::string>;
    std::vector<Key> order;
    std::map<Key, Group> groups;
    for (const RequestRecord &record : records) {
        const auto parts = decomposeRequest(record);
        if (!parts)
            continue;
        const Key key{record.provider, perCell ? cellLabel(groupKeyOf(record)) : std::string()};
        auto it = groups.find(key);
        if (it == groups.end()) {
            order.push_back(key);
            it = groups.emplace(key, Group{}).first;
        }
        Group &group = it->second;
        group.parts.push_back(*parts);
        const double ttft = *record.ttftMs();
        group.ttft.push_back(ttft);
        group.total.push_back((*parts)[std::size_t(TtftComponent::DispatchLag)] + ttft);
        const ServerTimings &server = record.server;
        if (server.queueMs || server.prefillMs || server.ttftMs) {
            ++group.withServer;
            ++group.sources[server.source];
            const double claimed = std::max(0.0, server.queueMs.value_or(0))
                                   + (server.prefillMs ? std::max(0.0, *server.prefillMs)
                                                       : std::max(0.0, server.ttftMs.value_or(0) - server.queueMs.value_or(0)));
            const double kept = (*parts)[std::size_t(TtftComponent::ServerQueue)] + (*parts)[std::size_t(TtftComponent::ServerPrefill)];
            if (kept < claimed - 1e-9)
                ++group.trimmed;
        }
    }

    std::vector<TtftDecomposition> result;
    for (const Key &key : order) {
        Group &group = groups[key];
        TtftDecomposition d;
        d.provider = key.first;
        d.cell = key.second;
        d.requests = std::int64_t(group.parts.size());
        const double n = double(group.parts.size());
        for (std::size_t c = 0; c < kTtftComponentCount; ++c) {
            std::vector<double> values;
            values.reserve(group.parts.size());
            double sum = 0;
            for (const auto &parts : group.parts) {
                values.push_back(parts[c]);
                sum += parts[c];
                d.components[c].present += parts[c] > 0 ? 1 : 0;
            }
            d.components[c].meanMs = sum / n;
            d.components[c].medianMs = percentile(std::move(values), 50);
        }
        double totalSum = 0, ttftSum = 0;
        for (std::size_t i = 0; i < group.total.size(); ++i) {
            totalSum += group.total[i];
            ttftSum += group.ttft[i];
        }
        d.meanTotalMs = totalSum / n;
        d.meanTtftMs = ttftSum / n;
        d.medianTtftMs = percentile(group.ttft, 50);
        d.medianTotalMs = percentile(group.total, 50);
        d.withServerTimings = group.withServer;
        d.trimmed = group.trimmed;
        int most = 0;
        for (const auto &[source, count] : group.sources) {
            if (count > most) {
                most = count;
                d.serverSource = source;
            }
        }
        result.push_back(std::move(d));
    }
    return result;
}

} // namespace ttft
