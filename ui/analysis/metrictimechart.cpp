#include "metrictimechart.h"

#include "charts/chartgeometry.h"
#include "charts/plotpainter.h"
#include "live/rollingmedian.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace ttft {

MetricTimeChart::MetricTimeChart(QWidget *parent)
    : AnalysisChart(parent)
{
    setObjectName(QStringLiteral("metricTimeChart"));
}

QString MetricTimeChart::title() const
{
    return tr("%1 over the run").arg(metricName(m_data ? m_data->metric : Metric::Ttft));
}

void MetricTimeChart::draw(QPainter &painter, const QRectF &area, const PlotTheme &theme) const
{
    if (!m_data || m_data->empty()) {
        drawPlaceholder(painter, area, tr("No finished requests yet"), theme);
        return;
    }
    const CompareData &data = *m_data;
    std::vector<LegendEntry> legend;
    for (const ProviderSample &sample : data.providers)
        legend.push_back({sample.color, LegendSymbol::Dot, sample.provider});
    legend.push_back({theme.subtleText, LegendSymbol::Line, tr("trailing median of %1").arg(kMedianWindow)});
    const qreal legendUsed = drawLegend(painter, area.topLeft(), area.width(), legend, theme);
    const QRectF below = area.adjusted(0, legendUsed + 4, 0, 0);

    ChartGeometry g;
    g.y = timeTicks(data.lowMs, data.highMs, m_logScale, std::max(3, int(below.height() / 40)));
    g.logY = m_logScale;
    g.plot = plotRect(below, g.y, theme, true, 1, m_logScale);
    g.x = niceTicks(0, std::max(data.endS, 0.001), std::max(3, int(g.plot.width() / 70)));
    drawXAxis(painter, g.plot, g.x, tr("Seconds since the run started (s)"), theme);
    drawYAxis(painter, g.plot, g.y, axisTitle(metricName(data.metric), metricUnit(data.metric)), theme,
              m_logScale ? TickFormatter(formatLogTick) : TickFormatter(formatTick));

    painter.save();
    painter.setClipRect(g.plot.adjusted(-3, -3, 3, 3));
    for (const ProviderSample &sample : data.providers) {
        const std::vector<QPointF> &points = sample.overTime;
        QColor dot = sample.color;
        dot.setAlphaF(0.55);
        painter.setPen(Qt::NoPen);
        painter.setBrush(dot);
        const std::size_t stride = std::max<std::size_t>(1, points.size() / kMaxDots + (points.size() % kMaxDots ? 1 : 0));
        for (std::size_t i = 0; i < points.size(); i += stride)
            painter.drawEllipse(QPointF(g.xOf(points[i].x()), g.yOf(points[i].y())), 2.0, 2.0);

        // The trailing median, through every point (not only the drawn ones).
        if (points.size() < 2)
            continue;
        std::vector<double> values(points.size());
        std::transform(points.begin(), points.end(), values.begin(), [](const QPointF &p) { return p.y(); });
        std::vector<double> medians;
        trailingMedians(values, kMedianWindow, medians);
        QPainterPath path(QPointF(g.xOf(points[0].x()), g.yOf(medians[0])));
        const std::size_t lineStride = std::max<std::size_t>(1, points.size() / 2000);
        for (std::size_t i = 1; i < points.size(); i += lineStride)
            path.lineTo(g.xOf(points[i].x()), g.yOf(medians[i]));
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(sample.color.darker(theme.plotBackground.lightnessF() < 0.5 ? 70 : 125), 2));
        painter.drawPath(path);
    }
    painter.restore();
}

} // namespace ttft
