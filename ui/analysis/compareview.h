#pragma once

#include "analysisinput.h"
#include "comparedata.h"
#include "stats/comparison.h"

#include <QWidget>

#include <memory>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QSplitter;
class QStackedWidget;
class QTableView;

namespace ttft {

class BoxPlotChart;
class CdfChart;
class MetricTimeChart;
class PercentileBarChart;
class VerdictTableModel;

// Providers side by side on one metric (TTFT, TTFS, TPOT or E2E): box plots, P50/P95/P99 bars,
// overlaid CDFs and the metric over the run in a 2 × 2 grid, in one cell of the plan or all of
// them pooled; below, every pair of providers in every cell with the bootstrap verdict on their
// p50 and p95 in plain words. Warm-up and failed requests are left out.
class CompareView : public QWidget
{
    Q_OBJECT
public:
    explicit CompareView(QWidget *parent = nullptr);
    ~CompareView() override;

    void setInput(const AnalysisInput &input);

    void setMetric(Metric metric);
    Metric metric() const { return m_metric; }
    // The cell shown in the charts; empty: every cell pooled. Until one is chosen (here or in the
    // picker), a run of several cells opens on its first, and the time axis is logarithmic when
    // the providers' medians differ more than ten times.
    void setCell(const QString &cell);
    QString cell() const;
    QString summaryText() const; // the line under the controls: which cell, how many requests, why log
    void setWhiskers(WhiskerRange range);
    void setLogTimeAxis(bool on);

    // What is drawn, for tests and exports.
    const CompareData &data() const { return *m_data; }
    VerdictTableModel *verdictModel() const { return m_verdicts; }
    // The verdicts are computed off the UI thread (thousands of bootstrap resamples per pair);
    // true until the table holds those of the current input and metric.
    bool verdictsPending() const { return m_verdictsPending; }
    BoxPlotChart *boxPlot() const { return m_boxPlot; }
    PercentileBarChart *percentileBars() const { return m_bars; }
    CdfChart *cdf() const { return m_cdf; }
    MetricTimeChart *overTime() const { return m_overTime; }
    QComboBox *metricPicker() const { return m_metricBox; }

    // The four charts in their 2 × 2 grid into `target` of any painter.
    void renderCharts(QPainter *painter, const QRectF &target) const;

    QSize sizeHint() const override { return {1200, 820}; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();        // the charts' data for the metric and cell
    void rebuildVerdicts(); // the table for the metric (every cell), computed on a pool thread
    void applyVerdicts(quint64 generation, std::vector<ProviderComparison> comparisons);
    void retranslate();
    void fillCellBox();

    AnalysisInput m_input;
    Metric m_metric = Metric::Ttft;
    std::shared_ptr<const CompareData> m_data;
    quint64 m_verdictGeneration = 0; // a result for an older input or metric is dropped
    bool m_verdictsPending = false;
    bool m_cellChosen = false; // the user picked the cell: new inputs keep it
    bool m_logChosen = false;  // the user set the log axis: no automatic choice

    QComboBox *m_metricBox;
    QComboBox *m_cellBox;
    QComboBox *m_whiskerBox;
    QCheckBox *m_logBox;
    QLabel *m_metricLabel;
    QLabel *m_cellLabel;
    QLabel *m_whiskerLabel;
    QLabel *m_summary;
    QLabel *m_verdictTitle;
    QStackedWidget *m_stack; // the charts and table, or the empty-input text
    QLabel *m_empty;
    QSplitter *m_splitter;
    BoxPlotChart *m_boxPlot;
    PercentileBarChart *m_bars;
    CdfChart *m_cdf;
    MetricTimeChart *m_overTime;
    VerdictTableModel *m_verdicts;
    QTableView *m_table;
};

} // namespace ttft
