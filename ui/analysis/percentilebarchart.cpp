#include "percentilebarchart.h"

#include "chartgeometry.h"
#include "live/plotpainter.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace ttft {

PercentileBarChart::PercentileBarChart(QWidget *parent)
    : AnalysisChart(parent)
{
    setObjectName(QStringLiteral("percentileBarChart"));
}

void PercentileBarChart::setData(std::shared_ptr<const CompareData> data)
{
    m_data = std::move(data);
    update();
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
    // Room above the tallest bar for its figure.
    g.y = niceTicks(0, highest * 1.12, std::max(3, int(below.height() / 40)));
    g.plot = plotRect(below, g.y, theme, false);
    g.x = AxisTicks{0, double(kPercentiles.size()), 1, {}, 0};
    drawYAxis(painter, g.plot, g.y, axisTitle(metricName(data.metric), metricUnit(data.metric)), theme);
    painter.setPen(theme.axis);
    painter.drawLine(g.plot.bottomLeft(), g.plot.bottomRight());

    const double group = g.plot.width() / double(kPercentiles.size());
    const double barWidth = std::min(group * 0.8 / double(data.providers.size()), 60.0);
    const double groupWidth = barWidth * double(data.providers.size());
    for (std::size_t j = 0; j < kPercentiles.size(); ++j) {
        const double left = g.xOf(double(j) + 0.5) - groupWidth / 2;
        for (std::size_t i = 0; i < data.providers.size(); ++i) {
            const ProviderSample &sample = data.providers[i];
            const double value = sample.percentile(kPercentiles[j]);
            const QRectF bar(QPointF(left + barWidth * double(i) + 1, g.yOf(value)),
                             QPointF(left + barWidth * double(i + 1) - 1, g.yOf(0)));
            QColor fill = sample.color;
            fill.setAlphaF(0.8);
            painter.setPen(QPen(sample.color, 1));
            painter.setBrush(fill);
            painter.drawRect(bar);
            // The figure, when it fits over the bar.
            const QString figure = formatDurationMs(value);
            painter.setFont(theme.smallFont);
            painter.setPen(theme.text);
            if (small.horizontalAdvance(figure) <= barWidth - 2)
                painter.drawText(QRectF(bar.center().x() - barWidth, bar.top() - small.height() - 1, barWidth * 2,
                                        small.height()),
                                 Qt::AlignHCenter | Qt::AlignBottom, figure);
        }
        painter.setPen(theme.text);
        painter.setFont(theme.smallFont);
        painter.drawText(QRectF(g.xOf(double(j)), g.plot.bottom() + 6, group, small.height()), Qt::AlignHCenter | Qt::AlignTop,
                         QStringLiteral("P%1").arg(kPercentiles[j]));
    }
    painter.setBrush(Qt::NoBrush);
}

} // namespace ttft
