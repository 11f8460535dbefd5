#pragma once

#include "charts/axisticks.h"
#include "stats/conversationstats.h"

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

// Tool-call turns of a conversation run (ConversationStats::ToolTurns), one bar per series: the
// stages' medians end to end from the turn's first request — first tool-call delta, rest of the
// call, hand-over, the tool, to the follow-up, the follow-up's TTFT — and ticks where the turn's
// time to its first answer has its P50 and P95. Medians of stages need not add up to the median of
// the whole; the ticks are the whole's own.
class ToolTurnChart
{
    Q_DECLARE_TR_FUNCTIONS(ttft::ToolTurnChart)
public:
    struct Series {
        QString label;
        QColor color; // the series' colour, for the swatch by its name
        ConversationStats::ToolTurns turns;
    };
    struct Row {
        std::size_t index = 0; // into the series
        QRectF band;           // the whole row, name column included
        QRectF bar;
        std::array<QRectF, ConversationStats::ToolTurns::kStages> segments; // empty where a stage is absent
        qreal p50X = -1, p95X = -1;
    };
    struct Layout {
        QRectF plot;
        AxisTicks ticks; // ms
        std::vector<Row> rows;
        qreal xOf(double ms) const { return plot.left() + (ms - ticks.low) / (ticks.high - ticks.low) * plot.width(); }
    };

    void setSeries(std::vector<Series> series) { m_series = std::move(series); }
    const std::vector<Series> &series() const { return m_series; }

    // Pure geometry: what draw() paints and toolTip() reads.
    Layout layout(const QRectF &area, const PlotTheme &theme) const;
    void draw(QPainter &painter, const QRectF &area, const PlotTheme &theme) const;
    QString toolTip(const QRectF &area, const PlotTheme &theme, const QPointF &position) const;

    static QColor stageColor(std::size_t stage, bool dark);

private:
    std::vector<Series> m_series;
};

} // namespace ttft
