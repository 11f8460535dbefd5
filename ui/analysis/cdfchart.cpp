#include "cdfchart.h"

#include "charts/chartgeometry.h"
#include "charts/plotpainter.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace ttft {

CdfChart::CdfChart(QWidget *parent)
    : AnalysisChart(parent)
{
    setObjectName(QStringLiteral("cdfChart"));
}

QString CdfChart::title() const
{
    return tr("%1 distribution (CDF)").arg(metricName(m_data ? m_data->metric : Metric::Ttft));
}

std::vector<QPointF> CdfChart::curve(std::size_t index) const
{
    std::vector<QPointF> points;
    if (!m_data || index >= m_data->providers.size())
        return points;
    const std::vector<double> &values = m_data->providers[index].sortedMs;
    const std::size_t n = values.size();
    const std::size_t steps = std::min(n, kMaxSteps);
    points.reserve(steps);
    for (std::size_t k = 0; k < steps; ++k) {
        // The k-th of `steps` evenly spaced ranks: every value when the sample is small.
        const std::size_t i = steps == n ? k : (k + 1) * n / steps - 1;
        points.emplace_back(values[i], double(i + 1) / double(n));
    }
    return points;
}

void CdfChart::draw(QPainter &painter, const QRectF &area, const PlotTheme &theme) const
{
    if (!m_data || m_data->empty()) {
        drawPlaceholder(painter, area, tr("No finished requests yet"), theme);
        return;
    }
    const CompareData &data = *m_data;
    std::vector<LegendEntry> legend;
    for (const ProviderSample &sample : data.providers)
        legend.push_back({sample.color, LegendSymbol::Line, sample.provider});
    const qreal legendUsed = drawLegend(painter, area.topLeft(), area.width(), legend, theme);
    const QRectF below = area.adjusted(0, legendUsed + 4, 0, 0);

    ChartGeometry g;
    g.logX = m_logScale;
    g.y = niceTicks(0, 100, std::max(3, std::min(6, int(below.height() / 40))));
    g.plot = plotRect(below, g.y, theme, true);
    const int maxXTicks = std::max(3, int(g.plot.width() / 70));
    g.x = timeTicks(data.lowMs, data.highMs, m_logScale, maxXTicks);
    const QString xTitle = axisTitle(metricName(data.metric), metricUnit(data.metric))
                           + (m_logScale ? tr(", log scale") : QString());
    drawXAxis(painter, g.plot, g.x, xTitle, theme, m_logScale ? TickFormatter(formatLogTick) : TickFormatter(formatTick));
    drawYAxis(painter, g.plot, g.y, tr("Requests done (%)"), theme);

    // Where the tail percentiles sit: dotted lines a reader follows to each curve.
    painter.setFont(theme.smallFont);
    const QFontMetricsF small(theme.smallFont);
    for (const double share : {50.0, 95.0, 99.0}) {
        painter.setPen(QPen(theme.axis, 1, Qt::DotLine));
        painter.drawLine(QPointF(g.plot.left(), g.yOf(share)), QPointF(g.plot.right(), g.yOf(share)));
        painter.setPen(theme.subtleText);
        const QString label = QStringLiteral("P%1").arg(share);
        // P95 and P99 lie close together: P95's label goes under its line, the others above.
        const qreal top = share == 95.0 ? g.yOf(share) + 1 : g.yOf(share) - small.height();
        painter.drawText(QRectF(g.plot.right() - small.horizontalAdvance(label) - 4, top,
                                small.horizontalAdvance(label) + 2, small.height()),
                         Qt::AlignRight | Qt::AlignVCenter, label);
    }

    painter.save();
    painter.setClipRect(g.plot.adjusted(-1, -2, 1, 1));
    for (std::size_t i = 0; i < data.providers.size(); ++i) {
        const std::vector<QPointF> points = curve(i);
        if (points.empty())
            continue;
        const auto xOf = [&](double ms) { return g.xOf(ms); };
        QPainterPath path(QPointF(xOf(points.front().x()), g.yOf(0)));
        double previousY = 0;
        for (const QPointF &point : points) {
            // A step: up at each value.
            path.lineTo(xOf(point.x()), g.yOf(previousY * 100));
            path.lineTo(xOf(point.x()), g.yOf(point.y() * 100));
            previousY = point.y();
        }
        painter.setPen(QPen(data.providers[i].color, 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(path);
    }
    painter.restore();
}

} // namespace ttft
