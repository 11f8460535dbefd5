#include "comparedata.h"

#include "charts/providercolors.h"
#include "stats/percentile.h"

#include <algorithm>
#include <map>

namespace ttft {

double ProviderSample::percentile(double p) const
{
    return percentileOfSorted(sortedMs, p).value_or(0);
}

QStringList cellsOf(const AnalysisInput &input)
{
    QStringList cells;
    for (const RequestRecord &record : input.all()) {
        const QString cell = QString::fromStdString(record.cell);
        if (!cells.contains(cell))
            cells << cell;
    }
    return cells;
}

QStringList providersOf(const AnalysisInput &input)
{
    QStringList providers;
    for (const ProviderProfile &profile : input.run.providers)
        providers << QString::fromStdString(profile.name);
    for (const RequestRecord &record : input.all()) {
        const QString provider = QString::fromStdString(record.provider);
        if (!providers.contains(provider))
            providers << provider;
    }
    return providers;
}

QColor providerColorOf(const AnalysisInput &input, const QString &provider)
{
    if (const auto it = input.colors.constFind(provider); it != input.colors.constEnd() && it->isValid())
        return *it;
    const int index = int(providersOf(input).indexOf(provider));
    return index >= 0 ? paletteColor(index) : ProviderColors().colorOf(provider);
}

CompareData buildCompareData(const AnalysisInput &input, Metric metric, const QString &cell)
{
    CompareData data;
    data.metric = metric;
    data.cell = cell;
    const std::string cellKey = cell.toStdString();
    std::map<std::string, ProviderSample> byProvider;
    for (const RequestRecord &record : input.all()) {
        if (record.warmup || record.failed() || (!cell.isEmpty() && record.cell != cellKey))
            continue;
        const std::optional<double> value = metricValue(record, metric);
        if (!value)
            continue;
        ProviderSample &sample = byProvider[record.provider];
        sample.sortedMs.push_back(*value);
        if (const std::optional<double> offset = record.startOffsetMs()) {
            sample.overTime.emplace_back(*offset / 1000.0, *value);
            data.endS = std::max(data.endS, *offset / 1000.0);
        }
    }
    bool first = true;
    for (const QString &provider : providersOf(input)) {
        const auto it = byProvider.find(provider.toStdString());
        if (it == byProvider.end())
            continue;
        ProviderSample sample = std::move(it->second);
        sample.provider = provider;
        sample.color = providerColorOf(input, provider);
        std::sort(sample.sortedMs.begin(), sample.sortedMs.end());
        std::stable_sort(sample.overTime.begin(), sample.overTime.end(),
                         [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); });
        data.lowMs = first ? sample.sortedMs.front() : std::min(data.lowMs, sample.sortedMs.front());
        data.highMs = first ? sample.sortedMs.back() : std::max(data.highMs, sample.sortedMs.back());
        first = false;
        data.providers.push_back(std::move(sample));
    }
    return data;
}

std::pair<double, double> whiskerEnds(const ProviderSample &sample, WhiskerRange range)
{
    switch (range) {
    case WhiskerRange::P5P95: return {sample.percentile(5), sample.percentile(95)};
    case WhiskerRange::P1P99: return {sample.percentile(1), sample.percentile(99)};
    case WhiskerRange::MinMax: break;
    }
    return {sample.percentile(0), sample.percentile(100)};
}

} // namespace ttft
