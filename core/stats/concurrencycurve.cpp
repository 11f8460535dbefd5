#include "concurrencycurve.h"

#include "model/requestrecord.h"
#include "percentile.h"

#include <algorithm>
#include <map>

namespace ttft {

bool hasArrivalRates(const std::vector<RequestRecord> &records)
{
    return std::any_of(records.begin(), records.end(), [](const RequestRecord &r) { return r.rateRps.has_value(); });
}

std::optional<Knee> findKnee(const std::vector<ConcurrencyPoint> &points, const KneeOptions &options)
{
    if (points.empty())
        return std::nullopt;
    const std::optional<double> baseline = points.front().p95Ms;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const ConcurrencyPoint &point = points[i];
        if (!point.p95Ms)
            continue;
        Knee knee;
        knee.level = point.level;
        knee.p95Ms = *point.p95Ms;
        knee.baselineP95Ms = baseline.value_or(0);
        if (options.p95LimitMs && *point.p95Ms > *options.p95LimitMs) {
            knee.rule = KneeRule::Limit;
            knee.thresholdMs = *options.p95LimitMs;
            return knee;
        }
        // The lowest level is the reference, so it cannot double from itself.
        if (i > 0 && baseline && *baseline > 0 && *point.p95Ms >= options.doublingFactor * *baseline) {
            knee.rule = KneeRule::Doubling;
            knee.thresholdMs = options.doublingFactor * *baseline;
            return knee;
        }
    }
    return std::nullopt;
}

std::vector<ConcurrencyCurve> concurrencyCurves(const std::vector<RequestRecord> &records, LoadAxis axis,
                                                const KneeOptions &options)
{
    struct Level {
        std::vector<double> ttft;
        std::int64_t requests = 0;
        std::int64_t failed = 0;
    };
    using CurveKey = std::pair<std::string, std::optional<int>>;
    std::vector<CurveKey> order;
    std::map<CurveKey, std::map<double, Level>> levels;

    for (const RequestRecord &record : records) {
        // A cancelled request says nothing about the server (the user stopped the run).
        if (record.warmup || record.errorClass == ErrorClass::Cancelled)
            continue;
        double level = 0;
        if (axis == LoadAxis::ArrivalRate) {
            if (!record.rateRps)
                continue;
            level = *record.rateRps;
        } else {
            if (record.rateRps || record.concurrency < 1)
                continue;
            level = record.concurrency;
        }
        const CurveKey key{record.provider, record.promptTokensTarget};
        auto curveIt = levels.find(key);
        if (curveIt == levels.end()) {
            order.push_back(key);
            curveIt = levels.emplace(key, std::map<double, Level>{}).first;
        }
        Level &bucket = curveIt->second[level];
        ++bucket.requests;
        if (record.failed()) {
            ++bucket.failed;
            continue;
        }
        const std::optional<double> ttft =
            axis == LoadAxis::ArrivalRate ? record.ttftFromIntendedMs() : record.ttftMs();
        if (ttft)
            bucket.ttft.push_back(*ttft);
    }

    // Providers in order of first appearance, each provider's prompt targets ascending.
    std::map<std::string, std::size_t> providerRank;
    for (const CurveKey &key : order)
        providerRank.emplace(key.first, providerRank.size());
    std::stable_sort(order.begin(), order.end(), [&](const CurveKey &a, const CurveKey &b) {
        const std::size_t rankA = providerRank.at(a.first);
        const std::size_t rankB = providerRank.at(b.first);
        return rankA != rankB ? rankA < rankB : a.second < b.second;
    });

    std::vector<ConcurrencyCurve> curves;
    for (const CurveKey &key : order) {
        ConcurrencyCurve curve;
        curve.provider = key.first;
        curve.promptTokensTarget = key.second;
        curve.axis = axis;
        for (auto &[level, bucket] : levels[key]) {
            ConcurrencyPoint point;
            point.level = level;
            point.requests = bucket.requests;
            point.failed = bucket.failed;
            point.succeeded = std::int64_t(bucket.ttft.size());
            if (bucket.requests > 0)
                point.errorRate = double(bucket.failed) / double(bucket.requests);
            std::sort(bucket.ttft.begin(), bucket.ttft.end());
            point.p50Ms = percentileOfSorted(bucket.ttft, 50);
            point.p95Ms = percentileOfSorted(bucket.ttft, 95);
            point.p99Ms = percentileOfSorted(bucket.ttft, 99);
            curve.points.push_back(point);
        }
        curve.knee = findKnee(curve.points, options);
        curves.push_back(std::move(curve));
    }
    return curves;
}

} // namespace ttft
