#include "ttfthistogramdata.h"

#include "stats/groupsummary.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ttft {

void TtftHistogramData::append(const std::vector<RequestRecord> &batch)
{
    // Grouped first, so every sample merges one sorted run per batch.
    std::map<QString, std::map<QString, std::vector<double>>> added;
    for (const RequestRecord &record : batch) {
        const QString provider = QString::fromStdString(record.provider);
        const QString level = QString::fromStdString(cellLabel(groupKeyOf(record)));
        if (!m_providerOrder.contains(provider))
            m_providerOrder << provider;
        if (!m_levelOrder.contains(level))
            m_levelOrder << level;
        if (record.warmup || record.failed())
            continue;
        if (const auto ttft = record.ttftMs())
            added[provider][level].push_back(*ttft);
    }
    for (auto &[provider, levels] : added) {
        ProviderSamples &samples = m_samples[provider];
        std::vector<double> pooled;
        for (auto &[level, values] : levels) {
            pooled.insert(pooled.end(), values.begin(), values.end());
            samples.byLevel[level].insert(std::move(values));
        }
        samples.all.insert(std::move(pooled));
    }
}

void TtftHistogramData::clear()
{
    m_samples.clear();
    m_providerOrder.clear();
    m_levelOrder.clear();
}

const SortedSamples *TtftHistogramData::samples(const QString &provider, const QString &level) const
{
    const auto it = m_samples.find(provider);
    if (it == m_samples.end())
        return nullptr;
    if (level.isEmpty())
        return &it->second.all;
    const auto levelIt = it->second.byLevel.find(level);
    return levelIt == it->second.byLevel.end() ? nullptr : &levelIt->second;
}

TtftHistogramData::Bins TtftHistogramData::compute(const QString &level, int maxBins) const
{
    Bins bins;
    std::vector<std::pair<QString, const SortedSamples *>> shown;
    for (const QString &provider : m_providerOrder) {
        const SortedSamples *values = samples(provider, level);
        if (values && !values->empty())
            shown.emplace_back(provider, values);
    }
    if (shown.empty())
        return bins;

    double low = std::numeric_limits<double>::infinity();
    double high = -low;
    double tailCut = -low;
    for (const auto &[provider, values] : shown) {
        low = std::min(low, values->values().front());
        high = std::max(high, values->values().back());
        tailCut = std::max(tailCut, *values->percentile(99.5));
    }
    // A tail more than a third past the p99.5 would squeeze the body of the distribution.
    if (high > tailCut * 1.35 && tailCut > low)
        high = tailCut;
    // From zero unless that leaves most of the axis empty: an absolute scale reads better.
    if (low < 0.4 * high)
        low = 0;
    if (!(high > low)) {
        low = std::max(0.0, low - 0.5);
        high = low + 1;
    }
    bins.range = HistogramRange{low, high};

    double width = high - low;
    for (const auto &[provider, values] : shown) {
        const auto sorted = values->values();
        if (sorted.size() < 2 || sorted.back() <= sorted.front())
            continue;
        const HistogramRange own{sorted.front(), std::min(sorted.back(), high)};
        if (!(own.high > own.low))
            continue;
        const int count = freedmanDiaconisBins(sorted, own);
        width = std::min(width, (own.high - own.low) / count);
    }
    maxBins = std::max(kMinAutoBins, std::min(maxBins, kMaxAutoBins));
    bins.binCount = std::clamp(int(std::ceil((high - low) / width - 1e-9)), kMinAutoBins, maxBins);

    for (const auto &[provider, values] : shown) {
        ProviderBins entry;
        entry.provider = provider;
        entry.histogram = histogram(values->values(), bins.binCount, bins.range);
        entry.count = values->size();
        entry.p50 = values->percentile(50);
        entry.p95 = values->percentile(95);
        entry.p99 = values->percentile(99);
        bins.above += entry.histogram.above;
        bins.providers.push_back(std::move(entry));
    }
    return bins;
}

} // namespace ttft
