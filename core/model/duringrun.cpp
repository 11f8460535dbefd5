#include "duringrun.h"

#include "model/jsonfields.h"

namespace ttft {

namespace {

using jsonfields::valueOrNull;

template <typename T>
void putIf(nlohmann::json &object, const char *key, const std::optional<T> &value)
{
    if (value)
        object[key] = *value;
}

} // namespace

bool DuringRun::empty() const
{
    return !dispatched && guardEvents.empty() && !labClientMinusServerTtftMs && serverCrossCheck.is_null() && shards.empty();
}

nlohmann::json toJson(const ShardEntry &shard)
{
    nlohmann::json entry{
        {"index", shard.index},
        {"count", shard.count},
        {"host", shard.host},
        {"location", shard.location},
        {"start_at", valueOrNull(shard.startAt)},
        {"start_late_ms", valueOrNull(shard.startLateMs)},
        {"clock", toJson(shard.clock)},
    };
    putIf(entry, "records", shard.records);
    if (shard.records) { // the merge's part: every key, null where unknown
        entry["dispatched"] = valueOrNull(shard.dispatched);
        entry["client_health"] = shard.clientHealth;
        entry["placement"] = valueOrNull(shard.placement);
        entry["shift_ms"] = valueOrNull(shard.shiftMs);
        entry["placement_uncertainty_ms"] = valueOrNull(shard.placementUncertaintyMs);
    }
    return entry;
}

ShardEntry shardEntryFromJson(const nlohmann::json &object, std::string *problem)
{
    ShardEntry shard;
    if (!object.is_object()) {
        if (problem && problem->empty())
            *problem = "expected an object, found " + jsonfields::foundName(object);
        return shard;
    }
    jsonfields::read(object, "index", shard.index, problem);
    jsonfields::read(object, "count", shard.count, problem);
    jsonfields::read(object, "host", shard.host, problem);
    jsonfields::read(object, "location", shard.location, problem);
    jsonfields::read(object, "start_at", shard.startAt, problem);
    jsonfields::read(object, "start_late_ms", shard.startLateMs, problem);
    if (object.contains("clock"))
        jsonfields::within(problem, "clock", [&] { shard.clock = shardClockFromJson(object["clock"], problem); });
    jsonfields::read(object, "records", shard.records, problem);
    jsonfields::read(object, "dispatched", shard.dispatched, problem);
    shard.clientHealth = jsonfields::valueOr(object, "client_health", nlohmann::json());
    jsonfields::read(object, "placement", shard.placement, problem);
    jsonfields::read(object, "shift_ms", shard.shiftMs, problem);
    jsonfields::read(object, "placement_uncertainty_ms", shard.placementUncertaintyMs, problem);
    return shard;
}

nlohmann::json toJson(const DuringRun &during)
{
    if (during.empty())
        return nullptr;
    nlohmann::json object = nlohmann::json::object();
    putIf(object, "dispatched", during.dispatched);
    if (!during.guardEvents.empty())
        object["guard_events"] = toJson(during.guardEvents);
    if (during.labClientMinusServerTtftMs) {
        nlohmann::json bias = nlohmann::json::object();
        for (const auto &[provider, summary] : *during.labClientMinusServerTtftMs)
            bias[provider] = toJson(summary);
        object["lab_client_minus_server_ttft_ms"] = std::move(bias);
    }
    if (!during.serverCrossCheck.is_null())
        object["server_cross_check"] = during.serverCrossCheck;
    if (!during.shards.empty()) {
        nlohmann::json shards = nlohmann::json::array();
        for (const ShardEntry &shard : during.shards)
            shards.push_back(toJson(shard));
        object["shards"] = std::move(shards);
    }
    return object;
}

nlohmann::json summaryFields(const DuringRun &during)
{
    const nlohmann::json object = toJson(during);
    nlohmann::json fields = nlohmann::json::object();
    for (const char *key : {"dispatched", "server_cross_check", "lab_client_minus_server_ttft_ms", "shards"})
        fields[key] = object.is_object() && object.contains(key) ? object.at(key) : nlohmann::json();
    return fields;
}

DuringRun duringRunFromJson(const nlohmann::json &object, std::string *problem)
{
    DuringRun during;
    if (!object.is_object())
        return during;
    jsonfields::read(object, "dispatched", during.dispatched, problem);
    if (const auto it = object.find("guard_events"); it != object.end())
        during.guardEvents = guardEventsFromJson(*it);
    if (const auto it = object.find("lab_client_minus_server_ttft_ms"); it != object.end() && it->is_object()) {
        std::map<std::string, MetricSummary> bias;
        for (const auto &item : it->items()) { // no structured binding: a lambda below takes them
            const std::string &provider = item.key();
            jsonfields::within(problem, "lab_client_minus_server_ttft_ms." + provider,
                               [&] { bias[provider] = metricSummaryFromJson(item.value(), problem); });
        }
        during.labClientMinusServerTtftMs = std::move(bias);
    }
    if (const auto it = object.find("server_cross_check"); it != object.end() && it->is_object())
        during.serverCrossCheck = *it;
    if (const auto it = object.find("shards"); it != object.end() && it->is_array()) {
        for (std::size_t i = 0; i < it->size(); ++i)
            jsonfields::within(problem, "shards[" + std::to_string(i) + "]",
                               [&] { during.shards.push_back(shardEntryFromJson((*it)[i], problem)); });
    }
    return during;
}

} // namespace ttft
