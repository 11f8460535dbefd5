#include "groupsummary.h"

#include "model/requestrecord.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <limits>
#include <map>

namespace ttft {

namespace {

std::optional<double> perSecond(double amount, const std::optional<double> &spanS)
{
    if (!spanS)
        return std::nullopt;
    return amount / *spanS;
}

std::string formatRate(double rps)
{
    // Shortest plain form: 2 → "2", 2.5 → "2.5", 0.125 → "0.125".
    char text[32];
    std::snprintf(text, sizeof text, "%.6g", rps);
    return text;
}

} // namespace

GroupKey groupKeyOf(const RequestRecord &record)
{
    return GroupKey{record.provider, record.cell, record.concurrency, record.rateRps, record.promptTokensTarget};
}

std::string cellLabel(const GroupKey &key)
{
    if (!key.cell.empty())
        return key.cell;
    // Appends only: GCC 12 at -O3 warns falsely (-Wrestrict, its bug 105329) on "c" + std::string.
    std::string label(1, key.rateRps ? 'r' : 'c');
    label.append(key.rateRps ? formatRate(*key.rateRps) : std::to_string(key.concurrency));
    if (key.promptTokensTarget)
        label.append("/p").append(std::to_string(*key.promptTokensTarget));
    return label;
}

GroupSummary summarizeGroup(const GroupKey &key, std::span<const RequestRecord *const> records, const SloLimits &slo)
{
    GroupSummary summary;
    summary.key = key;
    summary.slo = slo;
    summary.run = summarizeRunSelection(records);

    std::vector<double> fromIntended, cold, warm;
    std::int64_t firstStartNs = std::numeric_limits<std::int64_t>::max();
    std::int64_t lastEndNs = -1;
    double outputTokens = 0;
    for (const RequestRecord *const recordPointer : records) {
        const RequestRecord &record = *recordPointer;
        if (record.warmup)
            continue;
        if (record.startNs >= 0)
            firstStartNs = std::min(firstStartNs, record.startNs);
        if (record.endNs >= 0)
            lastEndNs = std::max(lastEndNs, record.endNs);
        if (record.failed())
            continue;
        if (const auto ttft = record.ttftFromIntendedMs())
            fromIntended.push_back(*ttft);
        if (const auto ttft = record.ttftMs())
            (record.connectionReused ? warm : cold).push_back(*ttft);
        if (record.outputTokens)
            outputTokens += double(*record.outputTokens);
        if (meetsSlo(record, slo))
            ++summary.goodput.requests;
    }
    summary.ttftFromIntendedMs = summarizeMetric(std::move(fromIntended));
    summary.coldTtftMs = summarizeMetric(std::move(cold));
    summary.warmTtftMs = summarizeMetric(std::move(warm));

    if (lastEndNs > firstStartNs && firstStartNs != std::numeric_limits<std::int64_t>::max())
        summary.wallSpanS = double(lastEndNs - firstStartNs) / 1e9;
    summary.requestsPerS = perSecond(double(summary.run.succeeded()), summary.wallSpanS);
    summary.outputTokensPerSAggregate = perSecond(outputTokens, summary.wallSpanS);
    if (summary.run.requests > 0)
        summary.goodput.fraction = double(summary.goodput.requests) / double(summary.run.requests);
    summary.goodput.requestsPerS = perSecond(double(summary.goodput.requests), summary.wallSpanS);
    return summary;
}

std::vector<GroupSummary> summarizeGroups(const std::vector<RequestRecord> &records, const SloLimits &slo)
{
    std::map<GroupKey, std::size_t> indexOf;
    std::vector<GroupKey> keys;
    std::vector<std::vector<const RequestRecord *>> members;
    for (const RequestRecord &record : records) {
        GroupKey key = groupKeyOf(record);
        auto [it, inserted] = indexOf.try_emplace(key, keys.size());
        if (inserted) {
            keys.push_back(std::move(key));
            members.emplace_back();
        }
        members[it->second].push_back(&record);
    }

    std::vector<GroupSummary> summaries;
    summaries.reserve(keys.size());
    for (std::size_t i = 0; i < keys.size(); ++i)
        summaries.push_back(summarizeGroup(keys[i], members[i], slo));
    return summaries;
}

nlohmann::json toJson(const GroupSummary &summary)
{
    nlohmann::json object = toJson(summary.run);
    const GroupKey &key = summary.key;
    object["provider"] = key.provider;
    object["cell"] = cellLabel(key);
    object["cell_id"] = key.cell.empty() ? nlohmann::json(nullptr) : nlohmann::json(key.cell);
    object["concurrency"] = key.concurrency;
    object["rate_rps"] = numberOrNull(key.rateRps);
    object["prompt_tokens_target"] = key.promptTokensTarget ? nlohmann::json(*key.promptTokensTarget)
                                                            : nlohmann::json(nullptr);
    object["ttft_from_intended_ms"] = toJson(summary.ttftFromIntendedMs);
    object["cold_ttft_ms"] = toJson(summary.coldTtftMs);
    object["warm_ttft_ms"] = toJson(summary.warmTtftMs);
    object["wall_span_s"] = numberOrNull(summary.wallSpanS);
    object["requests_per_s"] = numberOrNull(summary.requestsPerS);
    object["output_tokens_per_s_aggregate"] = numberOrNull(summary.outputTokensPerSAggregate);
    object["slo"] = toJson(summary.slo);
    object["goodput"] = nlohmann::json{
        {"requests", summary.goodput.requests},
        {"fraction", numberOrNull(summary.goodput.fraction)},
        {"requests_per_s", numberOrNull(summary.goodput.requestsPerS)},
    };
    return object;
}

nlohmann::json toJson(const std::vector<GroupSummary> &summaries)
{
    nlohmann::json array = nlohmann::json::array();
    for (const GroupSummary &summary : summaries)
        array.push_back(toJson(summary));
    return array;
}

} // namespace ttft
