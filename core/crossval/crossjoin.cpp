#include "crossjoin.h"

#include "base/monoclock.h"

#include <nlohmann/json.hpp>

#include <map>
#include <unordered_map>
#include <unordered_set>

namespace ttft {

ServerLogJoin joinServerLog(std::vector<RequestRecord> &records, const ServerLog &log)
{
    ServerLogJoin join;
    std::unordered_map<std::string, const ServerLogEntry *> byId;
    for (const ServerLogEntry &entry : log.entries)
        byId[entry.id] = &entry; // a repeated id: the last line wins, as it is the newest
    std::unordered_set<const ServerLogEntry *> used;
    for (RequestRecord &record : records) {
        auto it = byId.find(record.requestId);
        if (it == byId.end() && !record.serverRequestId.empty())
            it = byId.find(record.serverRequestId);
        if (it == byId.end()) {
            // A request cancelled before it was sent never reached the server.
            if (hasTime(record.requestSentNs))
                ++join.recordsWithoutEntry;
            continue;
        }
        record.server.mergeFrom(it->second->timings);
        used.insert(it->second);
        ++join.matched;
    }
    join.entriesWithoutRecord = int(byId.size() - used.size());
    return join;
}

std::vector<OverheadGroup> summarizeOverhead(const std::vector<RequestRecord> &records)
{
    struct Values {
        std::vector<double> client, server, overhead;
        std::map<std::string, int> sources;
    };
    std::map<std::pair<std::string, std::string>, Values> groups;
    std::vector<std::pair<std::string, std::string>> order;
    for (const RequestRecord &record : records) {
        const std::optional<double> overhead = record.clientOverheadMs();
        if (record.warmup || record.failed() || !overhead)
            continue;
        const auto key = std::make_pair(record.provider, record.cell);
        if (!groups.count(key))
            order.push_back(key);
        Values &values = groups[key];
        values.client.push_back(*record.ttftMs());
        values.server.push_back(*record.server.ttftMs);
        values.overhead.push_back(*overhead);
        ++values.sources[record.server.source];
    }
    std::vector<OverheadGroup> out;
    for (const auto &key : order) {
        Values &values = groups[key];
        OverheadGroup group;
        group.provider = key.first;
        group.cell = key.second;
        int most = 0;
        for (const auto &[source, count] : values.sources) {
            if (count > most) {
                most = count;
                group.source = source;
            }
        }
        group.clientTtft = summarizeMetric(std::move(values.client));
        group.serverTtft = summarizeMetric(std::move(values.server));
        group.overhead = summarizeMetric(std::move(values.overhead));
        out.push_back(std::move(group));
    }
    return out;
}

nlohmann::json toJson(const ServerLogJoin &join)
{
    return {{"matched", join.matched},
            {"records_without_entry", join.recordsWithoutEntry},
            {"entries_without_record", join.entriesWithoutRecord}};
}

nlohmann::json toJson(const OverheadGroup &group)
{
    return {{"provider", group.provider},
            {"cell", group.cell},
            {"server_source", group.source},
            {"client_ttft_ms", toJson(group.clientTtft)},
            {"server_ttft_ms", toJson(group.serverTtft)},
            {"overhead_ms", toJson(group.overhead)}};
}

} // namespace ttft
