#include "sortedsamples.h"

#include "stats/percentile.h"

#include <algorithm>
#include <cmath>

namespace ttft {

void SortedSamples::insert(std::vector<double> batch)
{
    std::erase_if(batch, [](double v) { return !std::isfinite(v); });
    if (batch.empty())
        return;
    for (const double v : batch)
        m_sum += v;
    std::sort(batch.begin(), batch.end());
    const auto oldSize = std::ptrdiff_t(m_values.size());
    m_values.insert(m_values.end(), batch.begin(), batch.end());
    // Only the old values above the batch's smallest one move.
    const auto mergeFrom = std::upper_bound(m_values.begin(), m_values.begin() + oldSize, batch.front());
    std::inplace_merge(mergeFrom, m_values.begin() + oldSize, m_values.end());
}

void SortedSamples::clear()
{
    m_values.clear();
    m_sum = 0;
}

std::optional<double> SortedSamples::percentile(double p) const
{
    return percentileOfSorted(m_values, p);
}

std::optional<double> SortedSamples::mean() const
{
    if (m_values.empty())
        return std::nullopt;
    return m_sum / double(m_values.size());
}

} // namespace ttft
