#include "repeatspread.h"

#include "metricsummary.h"
#include "model/requestrecord.h"
#include "percentile.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

namespace ttft {

namespace {

struct MetricGetter {
    const char *name;
    std::optional<double> (RequestRecord::*get)() const;
};

constexpr MetricGetter kMetrics[] = {
    {"ttft_ms", &RequestRecord::ttftMs},
    {"ttfs_ms", &RequestRecord::ttfsMs},
    {"tpot_ms", &RequestRecord::tpotMs},
    {"e2e_ms", &RequestRecord::e2eMs},
};

constexpr std::pair<const char *, double> kQuantiles[] = {{"p50", 50.0}, {"p95", 95.0}, {"p99", 99.0}};

RepeatSpread::Figure spreadOf(const char *metric, const char *quantile, std::vector<double> values)
{
    RepeatSpread::Figure figure;
    figure.metric = metric;
    figure.quantile = quantile;
    figure.perRepeat = std::move(values);
    const std::vector<double> &v = figure.perRepeat;
    if (v.empty())
        return figure;
    const double n = double(v.size());
    const double mean = std::accumulate(v.begin(), v.end(), 0.0) / n;
    figure.mean = mean;
    figure.min = *std::min_element(v.begin(), v.end());
    figure.max = *std::max_element(v.begin(), v.end());
    if (v.size() >= 2) {
        double squares = 0;
        for (double value : v)
            squares += (value - mean) * (value - mean);
        figure.sd = std::sqrt(squares / (n - 1));
        if (mean > 0)
            figure.cv = *figure.sd / mean;
    }
    return figure;
}

} // namespace

std::vector<RepeatSpread> summarizeRepeats(const std::vector<RequestRecord> &records)
{
    // Groups in the order they first appear, each with its successful measured records by repeat.
    std::vector<GroupKey> order;
    std::map<GroupKey, std::map<int, std::vector<const RequestRecord *>>> byGroup;
    for (const RequestRecord &record : records) {
        if (record.warmup)
            continue;
        const GroupKey key = groupKeyOf(record);
        auto [it, added] = byGroup.try_emplace(key);
        if (added)
            order.push_back(key);
        auto &repeat = it->second[record.repeat];
        if (!record.failed())
            repeat.push_back(&record);
    }
    std::vector<RepeatSpread> spreads;
    for (const GroupKey &key : order) {
        const auto &repeats = byGroup.at(key);
        if (repeats.size() < 2)
            continue;
        RepeatSpread spread;
        spread.key = key;
        spread.repeats = int(repeats.size());
        for (const MetricGetter &metric : kMetrics) {
            for (const auto &[quantileName, q] : kQuantiles) {
                std::vector<double> values;
                for (const auto &[repeat, group] : repeats) {
                    std::vector<double> sample;
                    for (const RequestRecord *record : group) {
                        if (const std::optional<double> value = (record->*metric.get)())
                            sample.push_back(*value);
                    }
                    if (const std::optional<double> value = percentile(std::move(sample), q))
                        values.push_back(*value);
                }
                spread.figures.push_back(spreadOf(metric.name, quantileName, std::move(values)));
            }
        }
        spreads.push_back(std::move(spread));
    }
    return spreads;
}

nlohmann::json toJson(const RepeatSpread &spread)
{
    nlohmann::json figures = nlohmann::json::array();
    for (const RepeatSpread::Figure &figure : spread.figures) {
        nlohmann::json perRepeat = nlohmann::json::array();
        for (double value : figure.perRepeat)
            perRepeat.push_back(roundForJson(value));
        figures.push_back({{"metric", figure.metric},
                           {"quantile", figure.quantile},
                           {"per_repeat", std::move(perRepeat)},
                           {"mean", numberOrNull(figure.mean)},
                           {"sd", numberOrNull(figure.sd)},
                           {"min", numberOrNull(figure.min)},
                           {"max", numberOrNull(figure.max)},
                           {"cv", numberOrNull(figure.cv)}});
    }
    return {{"provider", spread.key.provider},
            {"cell", cellLabel(spread.key)},
            {"repeats", spread.repeats},
            {"figures", std::move(figures)}};
}

} // namespace ttft
