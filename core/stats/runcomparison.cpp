#include "runcomparison.h"

#include "base/figuretext.h"
#include "base/i18n.h"
#include "groupsummary.h"
#include "metricsummary.h"
#include "model/requestrecord.h"
#include "percentile.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <map>

namespace ttft {

namespace {

struct Side {
    std::vector<double> sample;
    std::int64_t requests = 0;
    std::int64_t errors = 0;
    std::int64_t throttled = 0;
};

using GroupSides = std::map<std::pair<std::string, std::string>, Side>; // (provider, cell label)

void collect(const std::vector<RequestRecord> &records, Metric metric, GroupSides &sides, std::vector<std::pair<std::string, std::string>> &order)
{
    for (const RequestRecord &record : records) {
        if (record.warmup)
            continue;
        const std::pair key{record.provider, cellLabel(groupKeyOf(record))};
        auto [it, added] = sides.try_emplace(key);
        if (added)
            order.push_back(key);
        Side &side = it->second;
        ++side.requests;
        if (record.failed()) {
            ++side.errors;
            if (record.throttled())
                ++side.throttled;
            continue;
        }
        if (const std::optional<double> value = metricValue(record, metric))
            side.sample.push_back(*value);
    }
}

std::vector<double> percentilesOf(std::vector<double> sample)
{
    std::sort(sample.begin(), sample.end());
    std::vector<double> values;
    for (double p : kRunComparisonPercentiles)
        values.push_back(percentileOfSorted(sample, p).value_or(std::nan("")));
    return values;
}

} // namespace

bool RegressionThreshold::passedBy(double differenceMs, double baselineMs) const
{
    if (differenceMs <= 0)
        return false;
    if (ms > 0 && differenceMs < ms)
        return false;
    if (percent > 0 && !(baselineMs > 0 && differenceMs >= baselineMs * percent / 100.0))
        return false;
    return true;
}

bool RunComparison::anyRegression() const
{
    return std::any_of(deltas.begin(), deltas.end(), [](const RunDelta &d) { return d.regression; });
}

RunComparison compareRuns(const std::vector<RequestRecord> &baseline, const std::vector<RequestRecord> &candidate, Metric metric,
                          const RegressionThreshold &threshold, const BootstrapOptions &options)
{
    RunComparison comparison;
    comparison.metric = metric;
    comparison.threshold = threshold;
    GroupSides before, after;
    std::vector<std::pair<std::string, std::string>> beforeOrder, afterOrder;
    collect(baseline, metric, before, beforeOrder);
    collect(candidate, metric, after, afterOrder);
    for (const auto &key : beforeOrder) {
        const auto match = after.find(key);
        if (match == after.end()) {
            comparison.onlyInBaseline.push_back(key.first + " @ " + key.second);
            continue;
        }
        const Side &a = before.at(key);
        const Side &b = match->second;
        RunDelta delta;
        delta.provider = key.first;
        delta.cell = key.second;
        delta.metric = metric;
        delta.baselineRequests = a.requests;
        delta.candidateRequests = b.requests;
        delta.baselineErrors = a.errors;
        delta.candidateErrors = b.errors;
        delta.baselineThrottled = a.throttled;
        delta.candidateThrottled = b.throttled;
        delta.baselinePercentiles = percentilesOf(a.sample);
        delta.candidatePercentiles = percentilesOf(b.sample);
        // candidate − baseline: the library's difference is A − B, so the candidate is A.
        delta.differences = bootstrapPercentileDifferences(b.sample, a.sample, kRunComparisonPercentiles, options);
        for (std::size_t i = 0; i < delta.differences.size(); ++i) {
            const PercentileDifference &d = delta.differences[i];
            const double base = delta.baselinePercentiles[i];
            if (d.lower > 0 && threshold.passedBy(d.estimate, base))
                delta.regression = true;
            else if (d.upper < 0 && threshold.passedBy(-d.estimate, base))
                delta.improvement = true;
        }
        delta.improvement = delta.improvement && !delta.regression;
        comparison.deltas.push_back(std::move(delta));
    }
    for (const auto &key : afterOrder) {
        if (!before.count(key))
            comparison.onlyInCandidate.push_back(key.first + " @ " + key.second);
    }
    return comparison;
}

std::optional<RegressionThreshold> regressionThresholdFromText(const QString &text)
{
    QString value = text.trimmed().toLower();
    RegressionThreshold threshold;
    double *field = &threshold.ms;
    if (value.endsWith(QLatin1Char('%'))) {
        value.chop(1);
        field = &threshold.percent;
    } else if (value.endsWith(QLatin1String("ms"))) {
        value.chop(2);
    }
    bool ok = false;
    const double number = value.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(number) || number < 0)
        return std::nullopt;
    *field = number;
    return threshold;
}

nlohmann::json toJson(const RunComparison &comparison)
{
    const auto figures = [](const std::vector<double> &values) {
        nlohmann::json object = nlohmann::json::object();
        for (std::size_t i = 0; i < kRunComparisonPercentiles.size() && i < values.size(); ++i) {
            const std::string key = "p" + std::to_string(int(kRunComparisonPercentiles[i]));
            object[key] = std::isfinite(values[i]) ? nlohmann::json(roundForJson(values[i])) : nlohmann::json(nullptr);
        }
        return object;
    };
    nlohmann::json deltas = nlohmann::json::array();
    for (const RunDelta &delta : comparison.deltas) {
        nlohmann::json differences = nlohmann::json::array();
        for (const PercentileDifference &difference : delta.differences)
            differences.push_back(toJson(difference));
        deltas.push_back({{"provider", delta.provider},
                          {"cell", delta.cell},
                          {"baseline", figures(delta.baselinePercentiles)},
                          {"candidate", figures(delta.candidatePercentiles)},
                          {"differences", std::move(differences)},
                          {"requests", {{"baseline", delta.baselineRequests}, {"candidate", delta.candidateRequests}}},
                          {"errors", {{"baseline", delta.baselineErrors}, {"candidate", delta.candidateErrors}}},
                          {"throttled", {{"baseline", delta.baselineThrottled}, {"candidate", delta.candidateThrottled}}},
                          {"regression", delta.regression},
                          {"improvement", delta.improvement}});
    }
    return {{"metric", metricKey(comparison.metric)},
            {"threshold", {{"ms", comparison.threshold.ms}, {"percent", comparison.threshold.percent}}},
            {"regression", comparison.anyRegression()},
            {"deltas", std::move(deltas)},
            {"only_in_baseline", comparison.onlyInBaseline},
            {"only_in_candidate", comparison.onlyInCandidate}};
}

QString describeRunDelta(const RunDelta &delta)
{
    QStringList parts;
    for (std::size_t i = 0; i < delta.differences.size() && i < delta.baselinePercentiles.size(); ++i) {
        const PercentileDifference &d = delta.differences[i];
        parts << Tr::tr("p%1 %2 → %3 ms, %4 ms (95 % CI %5 to %6 ms)")
                     .arg(int(kRunComparisonPercentiles[i]))
                     .arg(delta.baselinePercentiles[i], 0, 'f', 1)
                     .arg(delta.candidatePercentiles[i], 0, 'f', 1)
                     .arg(signedMs(d.estimate), signedMs(d.lower), signedMs(d.upper));
    }
    const QString verdict = delta.regression    ? Tr::tr("REGRESSION")
                          : delta.improvement ? Tr::tr("faster")
                                              : Tr::tr("no significant change past the threshold");
    return Tr::tr("%1 @ %2, %3: %4 — %5")
        .arg(QString::fromStdString(delta.provider), QString::fromStdString(delta.cell), metricName(delta.metric),
             parts.join(QStringLiteral("; ")), verdict);
}

} // namespace ttft
