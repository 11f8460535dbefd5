#pragma once

#include "charts/axisticks.h"
#include "stats/pipelinesummary.h"

#include <QColor>
#include <QCoreApplication>
#include <QRectF>
#include <QString>

#include <array>
#include <optional>
#include <vector>

class QPainter;

namespace ttft {

struct PlotTheme;

// One LLM × TTS combination as drawn: the stage medians end to end from the user's last word, and
// ticks where the first sound's P50 and P95 fall. With a what-if the bar shows the estimate and
// the measured bar stays behind it as a faint ghost.
struct PipelineWaterfallRow {
    std::size_t index = 0;                               // into the summaries
    QString name;
    QRectF band;                                         // the whole row, name column included
    QRectF bar;                                          // the bar's height, across the plot
    std::array<double, kPipelineStageCount> stageMs{};   // the medians drawn (the estimate's with a what-if)
    std::array<QRectF, kPipelineStageCount> segments;    // empty where a stage has no width
    std::array<QRectF, kPipelineStageCount> ghost;       // the measured medians; empty without a what-if
    std::optional<double> p50Ms, p95Ms;                  // first sound of what is drawn
    std::optional<double> measuredP50Ms;                 // with a what-if: the measured P50
    qreal p50X = -1, p95X = -1, measuredP50X = -1;
};

struct PipelineWaterfallLayout {
    QRectF area;
    QRectF plot; // the rows' span; the ms axis runs under it
    AxisTicks ticks;
    std::vector<PipelineWaterfallRow> rows;

    qreal xOf(double ms) const { return plot.left() + (ms - ticks.low) / (ticks.high - ticks.low) * plot.width(); }
    qreal widthOf(double ms) const { return ms / (ticks.high - ticks.low) * plot.width(); }
};

// The waterfall of the Pipeline view: layout (a pure function of the figures, the target and the
// theme, so tests read the geometry painting uses), painting and tooltips.
class PipelineWaterfall
{
    Q_DECLARE_TR_FUNCTIONS(ttft::PipelineWaterfall)
public:
    // `estimate` matches `measured` row by row; it is only drawn when `whatIf` is set.
    void setSummaries(std::vector<PipelineSummary> measured, std::vector<PipelineSummary> estimate, bool whatIf);
    const std::vector<PipelineSummary> &measured() const { return m_measured; }
    const std::vector<PipelineSummary> &estimate() const { return m_whatIf ? m_estimate : m_measured; }
    bool whatIf() const { return m_whatIf; }

    PipelineWaterfallLayout layout(const QRectF &target, const PlotTheme &theme) const;
    void draw(QPainter &painter, const QRectF &target, const PlotTheme &theme) const;
    QString toolTip(const QRectF &target, const PlotTheme &theme, const QPointF &position) const;

    // The height a picture of `rows` combinations reads well at (reports, exports).
    static qreal preferredHeight(std::size_t rows, bool whatIf);
    static QColor stageColor(PipelineStage stage, bool dark);

private:
    const PipelineSummary *estimateOf(std::size_t index) const;

    std::vector<PipelineSummary> m_measured;
    std::vector<PipelineSummary> m_estimate;
    bool m_whatIf = false;
};

} // namespace ttft
