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

TtftHistogramData::Bins TtftHistogramData::compute(const QString &level, int maxBins, bool logScale) const
{
    Bins bins;
    bins.logScale = logScale;
    std::vector<std::pair<QString, const SortedSamples *>> shown;
    for (const QString &provider : m_providerOrder) {
        const SortedSamples *values = samples(provider, level);
        if (values && !values->empty())
            shown.emplace_back(provider, values);
    }
    if (shown.empty())
        return bins;

    // Bins are equal in "axis units": ms, or log10(ms) on a log axis (TTFT is never 0; a value
    // that is would be clamped to a microsecond).
    const auto toAxis = [logScale](double ms) { return logScale ? std::log10(std::max(ms, 1e-3)) : ms; };
    const auto fromAxis = [logScale](double unit) { return logScale ? std::pow(10.0, unit) : unit; };

    double low = std::numeric_limits<double>::infinity();
    double high = -low;
    double tailCut = -low;
    for (const auto &[provider, values] : shown) {
        low = std::min(low, values->values().front());
        high = std::max(high, values->values().back());
        tailCut = std::max(tailCut, *values->percentile(99.5));
    }
    // A tail more than a third past the p99.5 would squeeze the body of the distribution.
    if (!logScale && high > tailCut * 1.35 && tailCut > low)
        high = tailCut;
    // From zero unless that leaves most of the axis empty: an absolute scale reads better.
    if (!logScale && low < 0.4 * high)
        low = 0;
    if (!(high > low)) {
        low = logScale ? low / 1.5 : std::max(0.0, low - 0.5);
        high = logScale ? high * 1.5 : low + 1;
    }
    bins.range = HistogramRange{low, high};
    const HistogramRange axisRange{toAxis(low), toAxis(high)};

    double width = axisRange.high - axisRange.low;
    for (const auto &[provider, values] : shown) {
        const auto sorted = values->values();
        if (sorted.size() < 2 || sorted.back() <= sorted.front())
            continue;
        const HistogramRange own{toAxis(sorted.front()), toAxis(std::min(sorted.back(), high))};
        if (!(own.high > own.low))
            continue;
        // freedmanDiaconisBins' rule read off the sorted sample (it would copy and sort it again):
        // width 2·IQR·n^(−1/3), as many bins over the provider's own range as that makes, clamped
        // to [kMinAutoBins, kMaxAutoBins]; an IQR of 0 takes the upper clamp.
        const double span = own.high - own.low;
        const double iqr = toAxis(*values->percentile(75)) - toAxis(*values->percentile(25));
        const double fdWidth = 2.0 * iqr / std::cbrt(double(sorted.size()));
        const double ownWidth = fdWidth > 0 ? std::clamp(fdWidth, span / kMaxAutoBins, span / kMinAutoBins)
                                            : span / kMaxAutoBins;
        width = std::min(width, ownWidth);
    }
    maxBins = std::max(kMinAutoBins, std::min(maxBins, kMaxAutoBins));
    bins.binCount = std::clamp(int(std::ceil((axisRange.high - axisRange.low) / width - 1e-9)), kMinAutoBins, maxBins);

    std::vector<double> transformed;
    for (const auto &[provider, values] : shown) {
        ProviderBins entry;
        entry.provider = provider;
        if (logScale) {
            transformed.assign(values->values().begin(), values->values().end());
            for (double &value : transformed)
                value = toAxis(value);
            entry.histogram = histogram(transformed, bins.binCount, axisRange);
            for (double &edge : entry.histogram.edges)
                edge = fromAxis(edge);
            entry.histogram.edges.back() = high; // exactly, not 10^log10(high)
        } else {
            entry.histogram = histogram(values->values(), bins.binCount, bins.range);
        }
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
