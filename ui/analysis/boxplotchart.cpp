#include "boxplotchart.h"

#include "charts/chartgeometry.h"
#include "charts/plotpainter.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace ttft {

namespace {

// Dots beyond a whisker drawn per provider and side: the rest of a long tail adds ink, not news.
constexpr std::size_t kMaxOutliersPerSide = 400;

std::pair<std::size_t, std::size_t> outlierSpans(const ProviderSample &sample, WhiskerRange range)
{
    const auto [low, high] = whiskerEnds(sample, range);
    const auto &v = sample.sortedMs;
    const auto below = std::size_t(std::lower_bound(v.begin(), v.end(), low) - v.begin());
    const auto above = std::size_t(v.end() - std::upper_bound(v.begin(), v.end(), high));
    return {below, above};
}

} // namespace

QString whiskerRangeName(WhiskerRange range)
{
    switch (range) {
    case WhiskerRange::P5P95: return BoxPlotChart::tr("P5–P95");
    case WhiskerRange::P1P99: return BoxPlotChart::tr("P1–P99");
    case WhiskerRange::MinMax: break;
    }
    return BoxPlotChart::tr("min–max");
}

BoxPlotChart::BoxPlotChart(QWidget *parent)
    : AnalysisChart(parent)
{
    setObjectName(QStringLiteral("boxPlotChart"));
}

void BoxPlotChart::setWhiskers(WhiskerRange range)
{
    m_whiskers = range;
    update();
}

QString BoxPlotChart::title() const
{
    return tr("%1 by provider").arg(metricName(m_data ? m_data->metric : Metric::Ttft));
}

std::vector<std::size_t> BoxPlotChart::outlierCounts() const
{
    std::vector<std::size_t> counts;
    if (!m_data)
        return counts;
    for (const ProviderSample &sample : m_data->providers) {
        const auto [below, above] = outlierSpans(sample, m_whiskers);
        counts.push_back(below + above);
    }
    return counts;
}

void BoxPlotChart::draw(QPainter &painter, const QRectF &area, const PlotTheme &theme) const
{
    if (!m_data || m_data->empty()) {
        drawPlaceholder(painter, area, tr("No finished requests yet"), theme);
        return;
    }
    const CompareData &data = *m_data;
    const QFontMetricsF small(theme.smallFont);

    // What the marks mean, above the plot.
    painter.setFont(theme.smallFont);
    painter.setPen(theme.subtleText);
    const QString note = tr("Box P25–P75, line median, whiskers %1, dots beyond").arg(whiskerRangeName(m_whiskers));
    painter.drawText(QRectF(area.left(), area.top(), area.width(), small.height()), Qt::AlignLeft | Qt::AlignVCenter,
                     small.elidedText(note, Qt::ElideRight, area.width()));
    const QRectF below = area.adjusted(0, small.height() + 6, 0, 0);

    ChartGeometry g;
    g.y = timeTicks(data.lowMs, data.highMs, m_logScale, std::max(3, int(below.height() / 40)));
    g.logY = m_logScale;
    g.plot = plotRect(below, g.y, theme, false, 2, m_logScale);
    g.x = AxisTicks{0, double(data.providers.size()), 1, {}, 0};
    painter.fillRect(g.plot, theme.plotBackground);
    drawYAxis(painter, g.plot, g.y, axisTitle(metricName(data.metric), metricUnit(data.metric)), theme,
              m_logScale ? TickFormatter(formatLogTick) : TickFormatter(formatTick));
    painter.setPen(theme.axis);
    painter.drawLine(g.plot.bottomLeft(), g.plot.bottomRight());

    const double slot = g.plot.width() / double(data.providers.size());
    const double boxWidth = std::min(slot * 0.45, 80.0);
    for (std::size_t i = 0; i < data.providers.size(); ++i) {
        const ProviderSample &sample = data.providers[i];
        const double centre = g.xOf(double(i) + 0.5);
        const auto [whiskerLow, whiskerHigh] = whiskerEnds(sample, m_whiskers);
        const double q1 = sample.percentile(25);
        const double q3 = sample.percentile(75);
        const double median = sample.percentile(50);
        QColor fill = sample.color;
        fill.setAlphaF(0.35);

        // Whiskers with caps.
        painter.setPen(QPen(sample.color.darker(theme.plotBackground.lightnessF() < 0.5 ? 80 : 120), 1.4));
        painter.drawLine(QPointF(centre, g.yOf(whiskerLow)), QPointF(centre, g.yOf(q1)));
        painter.drawLine(QPointF(centre, g.yOf(q3)), QPointF(centre, g.yOf(whiskerHigh)));
        painter.drawLine(QPointF(centre - boxWidth / 4, g.yOf(whiskerLow)), QPointF(centre + boxWidth / 4, g.yOf(whiskerLow)));
        painter.drawLine(QPointF(centre - boxWidth / 4, g.yOf(whiskerHigh)), QPointF(centre + boxWidth / 4, g.yOf(whiskerHigh)));
        // The box and its median.
        painter.setBrush(fill);
        painter.setPen(QPen(sample.color, 1.4));
        painter.drawRect(QRectF(QPointF(centre - boxWidth / 2, g.yOf(q3)), QPointF(centre + boxWidth / 2, g.yOf(q1))));
        painter.setPen(QPen(theme.text, 2));
        painter.drawLine(QPointF(centre - boxWidth / 2, g.yOf(median)), QPointF(centre + boxWidth / 2, g.yOf(median)));

        // Outliers, spread sideways a little (deterministically) so that equal values stay visible.
        painter.setPen(Qt::NoPen);
        QColor dot = sample.color;
        dot.setAlphaF(0.7);
        painter.setBrush(dot);
        const auto [belowCount, aboveCount] = outlierSpans(sample, m_whiskers);
        const auto drawDots = [&](std::size_t from, std::size_t count) {
            const std::size_t stride = std::max<std::size_t>(1, count / kMaxOutliersPerSide);
            for (std::size_t k = 0; k < count; k += stride) {
                const std::size_t index = from + k;
                const double spread = (double((index * 7919) % 101) / 100.0 - 0.5) * boxWidth * 0.5;
                painter.drawEllipse(QPointF(centre + spread, g.yOf(sample.sortedMs[index])), 2.2, 2.2);
            }
        };
        drawDots(0, belowCount);
        drawDots(sample.sortedMs.size() - aboveCount, aboveCount);

        // The provider and its sample size under the axis.
        painter.setFont(theme.smallFont);
        painter.setPen(theme.text);
        const QRectF label(centre - slot / 2, g.plot.bottom() + 6, slot, small.height());
        painter.drawText(label, Qt::AlignHCenter | Qt::AlignTop, small.elidedText(sample.provider, Qt::ElideMiddle, slot - 4));
        painter.setPen(theme.subtleText);
        painter.drawText(label.translated(0, small.height()), Qt::AlignHCenter | Qt::AlignTop,
                         tr("n = %1").arg(sample.sortedMs.size()));
    }
    painter.setBrush(Qt::NoBrush);
}

} // namespace ttft
