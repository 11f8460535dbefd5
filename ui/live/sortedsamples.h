#pragma once

#include <optional>
#include <span>
#include <vector>

namespace ttft {

// A sample kept sorted as it grows: a batch is sorted and merged in (O(n) per batch instead of a
// full sort), so percentiles of a growing run are read in O(1) after every batch.
class SortedSamples
{
public:
    // Adds the finite values of `batch` (NaN and infinities are not measurements).
    void insert(std::vector<double> batch);
    void clear();

    std::span<const double> values() const { return m_values; }
    std::size_t size() const { return m_values.size(); }
    bool empty() const { return m_values.empty(); }
    // percentile.h's definition (numpy's linear method).
    std::optional<double> percentile(double p) const;
    // Summed as the values arrive: equal to MetricSummary's mean up to rounding in the last digits.
    std::optional<double> mean() const;

private:
    std::vector<double> m_values;
    double m_sum = 0;
};

} // namespace ttft
