#pragma once

#include "model/requestrecord.h"
#include "sortedsamples.h"
#include "stats/histogram.h"

#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <vector>

namespace ttft {

// What the TTFT histogram shows, without the painting: the TTFT of each provider's successful
// measured requests (warm-up and failures left out, as in every statistic), per plan cell and
// pooled, kept sorted as batches arrive so percentiles cost nothing; and the bins, computed once
// per change for all providers at once so that their bars line up.
class TtftHistogramData
{
public:
    struct ProviderBins {
        QString provider;
        Histogram histogram;           // over the shared range
        std::size_t count = 0;         // values (in and out of the range)
        std::optional<double> p50, p95, p99;
    };
    struct Bins {
        HistogramRange range;          // shared by every provider, in ms
        bool logScale = false;         // bins of equal width in log10(ms)
        int binCount = 0;
        std::vector<ProviderBins> providers; // in order of first appearance; only those with values
        std::int64_t above = 0;        // values beyond the range (the tail past the shown p99.5)
        bool empty() const { return providers.empty(); }
    };

    void append(const std::vector<RequestRecord> &batch);
    void clear();

    QStringList providers() const { return m_providerOrder; } // every provider seen, even without values
    QStringList levels() const { return m_levelOrder; }       // plan cells seen, in order
    // The values the histogram shows: one level's, or all levels' (an empty level).
    const SortedSamples *samples(const QString &provider, const QString &level = {}) const;

    // Bins for `level` (empty: all levels). The range starts at 0 unless every value is far from
    // it, and ends at the largest value, or at the largest p99.5 when a long tail would squeeze
    // the body into a few bars. Bin width: the finest Freedman–Diaconis width among the providers
    // (each provider's own rule, so a fast, narrow one is not lumped into one bar by a slow, wide
    // one), the count clamped to [kMinAutoBins, maxBins].
    // On a log scale the bins are equal in log10(ms) (the edges are still given in ms) and the
    // range is the data's own, from the smallest value to the largest.
    Bins compute(const QString &level, int maxBins, bool logScale = false) const;

private:
    struct ProviderSamples {
        SortedSamples all;
        std::map<QString, SortedSamples> byLevel;
    };
    std::map<QString, ProviderSamples> m_samples;
    QStringList m_providerOrder;
    QStringList m_levelOrder;
};

} // namespace ttft
