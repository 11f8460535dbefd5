#include "percentilebarchart.h"

#include "charts/chartgeometry.h"
#include "charts/plotpainter.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace ttft {

PercentileBarChart::PercentileBarChart(QWidget *parent)
    : AnalysisChart(parent)
{
    setObjectName(QStringLiteral("percentileBarChart"));
}

QString PercentileBarChart::title() const
{
    return tr("%1 percentiles").arg(metricName(m_data ? m_data->metric : Metric::Ttft));
}

void PercentileBarChart::draw(QPainter &painter, const QRectF &area, const PlotTheme &theme) const
{
    if (!m_data || m_data->empty()) {
        drawPlaceholder(painter, area, tr("No finished requests yet"), theme);
        return;
    }
    const CompareData &data = *m_data;
    const QFontMetricsF small(theme.smallFont);

    std::vector<LegendEntry> legend;
    for (const ProviderSample &sample : data.providers)
        legend.push_back({sample.color, LegendSymbol::Box, sample.provider});
    const qreal legendUsed = drawLegend(painter, area.topLeft(), area.width(), legend, theme);
    const QRectF below = area.adjusted(0, legendUsed + 4, 0, 0);

    double highest = 0;
    for (const ProviderSample &sample : data.providers)
        highest = std::max(highest, sample.percentile(kPercentiles.back()));
    ChartGeometry g;
    // Room above the tallest bar for its figure (two lines when figures are staggered).
    g.y = niceTicks(0, highest * 1.2, std::max(3, int(below.height() / 40)));
    g.plot = plotRect(below, g.y, theme, false);
    g.x = AxisTicks{0, double(kPercentiles.size()), 1, {}, 0};
    drawYAxis(painter, g.plot, g.y, axisTitle(metricName(data.metric), metricUnit(data.metric)), theme);
    painter.setPen(theme.axis);
    painter.drawLine(g.plot.bottomLeft(), g.plot.bottomRight());

    const double group = g.plot.width() / double(kPercentiles.size());
    const double barWidth = std::min(group * 0.8 / double(data.providers.size()), 60.0);
    const double groupWidth = barWidth * double(data.providers.size());
    // Figures with their unit when every one fits over its bar; else all as plain milliseconds
    // (the axis names the unit), which fit bars half as wide.
    bool compact = false;
    for (const ProviderSample &sample : data.providers) {
        for (const double p : kPercentiles)
            compact = compact || small.horizontalAdvance(formatDurationMs(sample.percentile(p))) > barWidth + 2;
    }
    const auto figureOf = [&](double ms) {
        return compact ? formatTick(ms, ms >= 100 ? 0 : 1) : formatDurationMs(ms);
    };
    for (std::size_t j = 0; j < kPercentiles.size(); ++j) {
        const double left = g.xOf(double(j) + 0.5) - groupWidth / 2;
        std::vector<QRectF> bars;
        for (std::size_t i = 0; i < data.providers.size(); ++i) {
            const ProviderSample &sample = data.providers[i];
            const double value = sample.percentile(kPercentiles[j]);
            bars.emplace_back(QPointF(left + barWidth * double(i) + 1, g.yOf(value)),
                              QPointF(left + barWidth * double(i + 1) - 1, g.yOf(0)));
            QColor fill = sample.color;
            fill.setAlphaF(0.8);
            painter.setPen(QPen(sample.color, 1));
            painter.setBrush(fill);
            painter.drawRect(bars.back());
        }
        // Each figure over its bar, moved up past the neighbouring bars and figures it would cover
        // (figures wider than their bars, next to a taller neighbour).
        painter.setFont(theme.smallFont);
        painter.setPen(theme.text);
        std::vector<QRectF> obstacles;
        for (std::size_t i = 0; i < bars.size(); ++i) {
            const QString figure = figureOf(data.providers[i].percentile(kPercentiles[j]));
            const qreal width = small.horizontalAdvance(figure);
            QRectF label(bars[i].center().x() - width / 2, bars[i].top() - small.height() - 1, width, small.height());
            for (int round = 0; round < 16; ++round) {
                bool moved = false;
                const auto avoid = [&](const QRectF &other) {
                    if (label.intersects(other.adjusted(-2, 0, 2, 0))) {
                        label.moveBottom(other.top() - 1);
                        moved = true;
                    }
                };
                for (std::size_t k = 0; k < bars.size(); ++k) {
                    if (k != i)
                        avoid(bars[k]);
                }
                for (const QRectF &other : obstacles)
                    avoid(other);
                if (!moved)
                    break;
            }
            obstacles.push_back(label);
            painter.drawText(label, Qt::AlignCenter, figure);
        }
        painter.setPen(theme.text);
        painter.setFont(theme.smallFont);
        painter.drawText(QRectF(g.xOf(double(j)), g.plot.bottom() + 6, group, small.height()), Qt::AlignHCenter | Qt::AlignTop,
                         QStringLiteral("P%1").arg(kPercentiles[j]));
    }
    painter.setBrush(Qt::NoBrush);
}

} // namespace ttft
