#pragma once

#include "analysisinput.h"
#include "stats/metric.h"

#include <QColor>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <vector>

namespace ttft {

// How far a box plot's whiskers reach; what lies beyond is drawn as single dots.
enum class WhiskerRange { P5P95, P1P99, MinMax };

// One provider's values of one metric (successful measured requests only), as the compare charts
// draw them.
struct ProviderSample {
    QString provider;
    QColor color;
    std::vector<double> sortedMs;  // ascending
    std::vector<QPointF> overTime; // (seconds since the run start, ms), in start order

    // The p-th percentile (percentile.h's definition); 0 when there are no values.
    double percentile(double p) const;
};

// The distributions the compare view draws, for one metric and one cell (or all cells).
struct CompareData {
    Metric metric = Metric::Ttft;
    QString cell;                          // empty: every cell pooled
    std::vector<ProviderSample> providers; // in the run's provider order; providers without values left out
    double lowMs = 0;                      // over every provider's values
    double highMs = 0;
    double endS = 0;                       // the last start, seconds since the run start

    bool empty() const { return providers.empty(); }
};

// The run's cells in the order they ran (first seen).
QStringList cellsOf(const AnalysisInput &input);

// The providers of a run: the description's order, then any others the records name.
QStringList providersOf(const AnalysisInput &input);

// The colour of `provider`: the input's, else the live views' palette by its position.
QColor providerColorOf(const AnalysisInput &input, const QString &provider);

CompareData buildCompareData(const AnalysisInput &input, Metric metric, const QString &cell = {});

// The whisker ends of `sample` for `range`.
std::pair<double, double> whiskerEnds(const ProviderSample &sample, WhiskerRange range);

} // namespace ttft
