#include "ttfthistogramcanvas.h"

#include "charts/axisticks.h"
#include "charts/plotpainter.h"

#include <QFontMetricsF>
#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace ttft {

namespace {

constexpr qreal kMargin = 10;

struct Marker {
    double value = 0;
    QString name;
    Qt::PenStyle style = Qt::SolidLine;
};

std::vector<Marker> markersOf(const TtftHistogramData::ProviderBins &bins)
{
    std::vector<Marker> markers;
    if (bins.p50)
        markers.push_back({*bins.p50, TtftHistogramCanvas::tr("p50"), Qt::SolidLine});
    if (bins.p95)
        markers.push_back({*bins.p95, TtftHistogramCanvas::tr("p95"), Qt::DashLine});
    if (bins.p99)
        markers.push_back({*bins.p99, TtftHistogramCanvas::tr("p99"), Qt::DotLine});
    return markers;
}

// Text in a provider's colour, dark enough to read on the plot's background.
QColor readable(const QColor &color, const PlotTheme &theme)
{
    const bool darkBackground = theme.plotBackground.lightnessF() < 0.5;
    if (darkBackground)
        return color.lightnessF() < 0.55 ? color.lighter(150) : color;
    return color.lightnessF() > 0.55 ? color.darker(150) : color;
}

} // namespace

TtftHistogramCanvas::TtftHistogramCanvas(QWidget *parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void TtftHistogramCanvas::append(const std::vector<RequestRecord> &batch)
{
    for (const RequestRecord &record : batch)
        m_colors.colorOf(QString::fromStdString(record.provider));
    m_data.append(batch);
    m_dirty = true;
    update();
}

void TtftHistogramCanvas::clear()
{
    m_data.clear();
    m_colors.clearAssigned();
    m_dirty = true;
    update();
}

void TtftHistogramCanvas::setProviderColor(const QString &provider, const QColor &color)
{
    m_colors.set(provider, color);
    update();
}

void TtftHistogramCanvas::setSmallMultiples(bool on)
{
    if (m_smallMultiples == on)
        return;
    m_smallMultiples = on;
    update();
}

void TtftHistogramCanvas::setLogScale(bool on)
{
    if (m_logScale == on)
        return;
    m_logScale = on;
    m_dirty = true;
    update();
}

void TtftHistogramCanvas::setLevel(const QString &level)
{
    if (m_level == level)
        return;
    m_level = level;
    m_dirty = true;
    update();
}

int TtftHistogramCanvas::maxBins() const
{
    // About four pixels a bar at least: thinner bars read as noise.
    return std::max(kMinAutoBins, (width() - 90) / 4);
}

const TtftHistogramData::Bins &TtftHistogramCanvas::bins() const
{
    const int cap = maxBins();
    if (m_dirty || cap != m_binsFor) {
        m_bins = m_data.compute(m_level, cap, m_logScale);
        m_binsFor = cap;
        m_dirty = false;
    }
    return m_bins;
}

bool TtftHistogramCanvas::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const QString text = binToolTip(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        update();
    return QWidget::event(event);
}

void TtftHistogramCanvas::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const PlotTheme theme = PlotTheme::from(palette(), font());
    painter.fillRect(rect(), theme.plotBackground);
    painter.setRenderHint(QPainter::Antialiasing);
    m_panels.clear();

    const TtftHistogramData::Bins &shown = bins();
    if (shown.empty()) {
        drawPlaceholder(painter, rect(),
                        m_data.providers().isEmpty()
                            ? tr("The TTFT histogram fills in as requests finish.")
                            : tr("No successful measured requests yet (warm-up and failed requests are not counted)."),
                        theme);
        return;
    }

    // Legend: providers with their sample sizes, then what the marker lines mean.
    std::vector<LegendEntry> legend;
    // Small multiples name each provider over its panel; the legend then only explains the lines.
    if (!m_smallMultiples) {
        for (const auto &provider : shown.providers)
            legend.push_back({m_colors.colorOf(provider.provider), LegendSymbol::Box, providerCaption(provider)});
    }
    legend.push_back({theme.subtleText, LegendSymbol::Line, tr("p50")});
    legend.push_back({theme.subtleText, LegendSymbol::DashedLine, tr("p95")});
    legend.push_back({theme.subtleText, LegendSymbol::DottedLine, tr("p99")});
    const QRectF area = QRectF(rect()).adjusted(kMargin, kMargin, -kMargin, -kMargin);
    const qreal legendUsed = drawLegend(painter, area.topLeft(), area.width(), legend, theme);

    const int maxXTicks = std::max(3, int(area.width() / 80));
    const AxisTicks xTicks = shown.logScale ? logTicks(shown.range.low / 1.08, shown.range.high * 1.08, maxXTicks)
                                            : niceTicks(shown.range.low, shown.range.high, maxXTicks);
    m_axisLow = xTicks.low;
    m_axisHigh = xTicks.high;

    // Vertical layout: legend, panels, the x axis labels and title at the bottom.
    const QFontMetricsF small(theme.smallFont);
    const qreal xAxisHeight = 4 + 2 + small.height() * 2 + 8;
    QRectF panelsArea = area.adjusted(0, legendUsed + 6, 0, -xAxisHeight);
    if (shown.above > 0) {
        painter.setFont(theme.smallFont);
        painter.setPen(theme.subtleText);
        painter.drawText(QRectF(area.left(), area.bottom() - small.height(), area.width(), small.height()),
                         Qt::AlignRight | Qt::AlignVCenter,
                         tr("%n request(s) above %1 not shown", nullptr, int(shown.above))
                             .arg(formatDurationMs(shown.range.high)));
    }

    // The left margin is shared by all panels so their x axes line up.
    std::int64_t maxCount = 1;
    for (const auto &provider : shown.providers)
        for (const std::int64_t count : provider.histogram.counts)
            maxCount = std::max(maxCount, count);
    const int labelWidth = yLabelWidth(countTicks(double(maxCount), 6), theme);
    const qreal left = panelsArea.left() + small.height() + 8 + labelWidth + 8;

    std::vector<std::vector<std::size_t>> groups;
    if (m_smallMultiples) {
        for (std::size_t i = 0; i < shown.providers.size(); ++i)
            groups.push_back({i});
    } else {
        groups.emplace_back();
        for (std::size_t i = 0; i < shown.providers.size(); ++i)
            groups.back().push_back(i);
    }
    const qreal gap = m_smallMultiples ? 10 : 0;
    const qreal panelHeight = (panelsArea.height() - gap * qreal(groups.size() - 1)) / qreal(groups.size());
    for (std::size_t g = 0; g < groups.size(); ++g) {
        Panel panel;
        panel.providers = groups[g];
        panel.plot = QRectF(left, panelsArea.top() + qreal(g) * (panelHeight + gap), panelsArea.right() - left,
                            panelHeight);
        paintPanel(painter, panel, theme, xTicks, g + 1 == groups.size());
        m_panels.push_back(panel);
    }
}

double TtftHistogramCanvas::toAxis(double ms) const
{
    return m_bins.logScale ? std::log10(std::max(ms, 1e-3)) : ms;
}

QString TtftHistogramCanvas::providerCaption(const TtftHistogramData::ProviderBins &provider) const
{
    // The figures in the legend, so the marker lines need no more than a short name each.
    QString caption = tr("%1 (n = %2)").arg(provider.provider).arg(provider.count);
    if (provider.p50 && provider.p95 && provider.p99)
        caption += QStringLiteral("  ")
                   + tr("p50 %1 · p95 %2 · p99 %3")
                         .arg(formatDurationMs(*provider.p50), formatDurationMs(*provider.p95), formatDurationMs(*provider.p99));
    return caption;
}

void TtftHistogramCanvas::paintPanel(QPainter &painter, const Panel &panel, const PlotTheme &theme,
                                     const AxisTicks &xTicks, bool xLabels) const
{
    const TtftHistogramData::Bins &shown = m_bins;
    const QFontMetricsF small(theme.smallFont);
    const auto xOf = [&](double ms) {
        return panel.plot.left() + (toAxis(ms) - xTicks.low) / (xTicks.high - xTicks.low) * panel.plot.width();
    };

    // Room above the plot: the provider's name in small multiples, one line of marker names.
    QRectF plot = panel.plot;
    if (m_smallMultiples)
        plot.setTop(plot.top() + small.height() + 2);
    const QRectF labelLine(plot.left(), plot.top(), plot.width(), small.height());
    plot.setTop(plot.top() + small.height() + 2);

    std::int64_t maxCount = 1;
    for (const std::size_t i : panel.providers)
        for (const std::int64_t count : shown.providers[i].histogram.counts)
            maxCount = std::max(maxCount, count);
    const AxisTicks yTicks = countTicks(double(maxCount), std::max(2, int(plot.height() / 30)));

    drawYAxis(painter, plot, yTicks, tr("Requests"), theme);
    const TickFormatter xFormat = shown.logScale ? TickFormatter(formatLogTick) : TickFormatter(formatTick);
    if (xLabels) {
        drawXAxis(painter, plot, xTicks, shown.logScale ? tr("Time to first token (ms, log scale)") : tr("Time to first token (ms)"),
                  theme, xFormat);
    } else {
        drawXAxis(painter, plot, xTicks, QString(), theme, [](double, int) { return QString(); });
    }

    // Bars as one step outline per provider: overlaid fills stay readable where an outline shows
    // the other provider's shape through them.
    painter.save();
    painter.setClipRect(plot.adjusted(0, -1, 1, 1));
    const double fill = panel.providers.size() > 1 ? 0.30 : 0.45;
    for (const std::size_t i : panel.providers) {
        const auto &provider = shown.providers[i];
        const Histogram &histogram = provider.histogram;
        const QColor color = m_colors.colorOf(provider.provider);
        // One closed outline per run of non-empty bins: empty stretches draw no line on the axis.
        QPainterPath path;
        bool open = false;
        for (std::size_t b = 0; b < histogram.counts.size(); ++b) {
            const double left = xOf(histogram.edges[b]);
            const double right = xOf(histogram.edges[b + 1]);
            if (histogram.counts[b] == 0) {
                if (open) {
                    path.lineTo(left, plot.bottom());
                    path.closeSubpath();
                    open = false;
                }
                continue;
            }
            const double y = plot.bottom() - double(histogram.counts[b]) / (yTicks.high - yTicks.low) * plot.height();
            if (!open) {
                path.moveTo(left, plot.bottom());
                open = true;
            }
            path.lineTo(left, y);
            path.lineTo(right, y);
        }
        if (open) {
            path.lineTo(xOf(histogram.edges.back()), plot.bottom());
            path.closeSubpath();
        }
        QColor translucent = color;
        translucent.setAlphaF(fill);
        painter.setPen(QPen(color, 1.4));
        painter.setBrush(translucent);
        painter.drawPath(path);
    }
    painter.restore();

    // Marker lines over the whole plot; their short names on the line above it where they fit
    // without touching another (the legend carries every figure).
    struct Label {
        double x;
        QString text;
        QColor color;
    };
    std::vector<Label> labels;
    std::vector<std::pair<double, double>> spans;
    painter.save();
    for (const std::size_t i : panel.providers) {
        const auto &provider = shown.providers[i];
        const QColor color = m_colors.colorOf(provider.provider);
        for (const Marker &marker : markersOf(provider)) {
            const double x = xOf(marker.value);
            // Dashed and dotted lines one pixel wide: the raster engine's fast path (a wider
            // dashed pen is stroked dash by dash into paths).
            painter.setPen(QPen(color, marker.style == Qt::SolidLine ? 1.5 : 1.0, marker.style));
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.top() - 2));
            const double width = small.horizontalAdvance(marker.name);
            labels.push_back({x, marker.name, color});
            spans.emplace_back(x - width / 2, x + width / 2);
        }
    }
    const std::vector<int> lanes = stackLabels(spans, 3);
    painter.setFont(theme.smallFont);
    for (std::size_t l = 0; l < labels.size(); ++l) {
        if (lanes[l] != 0 || spans[l].first < labelLine.left() - 2 || spans[l].second > labelLine.right() + 2)
            continue;
        painter.setPen(readable(labels[l].color, theme));
        painter.drawText(QRectF(spans[l].first, labelLine.top(), spans[l].second - spans[l].first, labelLine.height()),
                         Qt::AlignCenter, labels[l].text);
    }
    painter.restore();

    if (m_smallMultiples && !panel.providers.empty()) {
        const auto &provider = shown.providers[panel.providers.front()];
        painter.save();
        QFont title = theme.smallFont;
        title.setBold(true);
        painter.setFont(title);
        painter.setPen(readable(m_colors.colorOf(provider.provider), theme));
        painter.drawText(QRectF(panel.plot.left(), panel.plot.top(), panel.plot.width(), small.height()),
                         Qt::AlignLeft | Qt::AlignVCenter, providerCaption(provider));
        painter.restore();
    }
}

QString TtftHistogramCanvas::binToolTip(const QPoint &position) const
{
    if (m_panels.empty() || m_bins.empty())
        return {};
    for (const Panel &panel : m_panels) {
        if (!panel.plot.contains(position))
            continue;
        const double unit = m_axisLow + (position.x() - panel.plot.left()) / panel.plot.width() * (m_axisHigh - m_axisLow);
        const double ms = m_bins.logScale ? std::pow(10.0, unit) : unit;
        const Histogram &first = m_bins.providers[panel.providers.front()].histogram;
        const auto upper = std::upper_bound(first.edges.begin(), first.edges.end(), ms);
        if (upper == first.edges.begin() || upper == first.edges.end())
            return {};
        const std::size_t bin = std::size_t(upper - first.edges.begin()) - 1;
        QStringList lines;
        lines << tr("TTFT %1 – %2").arg(formatDurationMs(first.edges[bin]), formatDurationMs(first.edges[bin + 1]));
        for (const std::size_t i : panel.providers) {
            const auto &provider = m_bins.providers[i];
            lines << tr("%1: %n request(s)", nullptr, int(provider.histogram.counts[bin])).arg(provider.provider);
        }
        return lines.join(QLatin1Char('\n'));
    }
    return {};
}

} // namespace ttft
