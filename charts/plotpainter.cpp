#include "plotpainter.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPalette>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace ttft {

namespace {

constexpr qreal kTickLength = 4;
constexpr qreal kLegendSample = 14;
constexpr qreal kLegendSpacing = 16;

qreal entryWidth(const LegendEntry &entry, const QFontMetricsF &metrics)
{
    return kLegendSample + 5 + metrics.horizontalAdvance(entry.text);
}

void drawSymbol(QPainter &painter, const QRectF &box, const LegendEntry &entry)
{
    const QPointF centre = box.center();
    switch (entry.symbol) {
    case LegendSymbol::Box: {
        QColor fill = entry.color;
        fill.setAlphaF(0.45);
        painter.setPen(QPen(entry.color, 1.2));
        painter.setBrush(fill);
        painter.drawRect(box.adjusted(1, 2, -1, -2));
        break;
    }
    case LegendSymbol::Line:
    case LegendSymbol::DashedLine:
    case LegendSymbol::DottedLine:
        painter.setPen(QPen(entry.color, 2,
                            entry.symbol == LegendSymbol::Line         ? Qt::SolidLine
                            : entry.symbol == LegendSymbol::DashedLine ? Qt::DashLine
                                                                       : Qt::DotLine));
        painter.drawLine(QPointF(box.left(), centre.y()), QPointF(box.right(), centre.y()));
        break;
    case LegendSymbol::Dot:
        painter.setPen(Qt::NoPen);
        painter.setBrush(entry.color);
        painter.drawEllipse(centre, 3.5, 3.5);
        break;
    case LegendSymbol::HollowDot:
        painter.setPen(QPen(entry.color, 1.3));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(centre, 3.5, 3.5);
        break;
    case LegendSymbol::Cross:
        painter.setPen(QPen(entry.color, 1.6));
        painter.drawLine(centre + QPointF(-3.5, -3.5), centre + QPointF(3.5, 3.5));
        painter.drawLine(centre + QPointF(-3.5, 3.5), centre + QPointF(3.5, -3.5));
        break;
    }
}

} // namespace

PlotTheme PlotTheme::from(const QPalette &palette, const QFont &font)
{
    PlotTheme theme;
    theme.background = palette.color(QPalette::Window);
    theme.plotBackground = palette.color(QPalette::Base);
    theme.text = palette.color(QPalette::WindowText);
    const bool dark = theme.plotBackground.lightnessF() < 0.5;
    theme.subtleText = dark ? theme.text.darker(130) : QColor(0x55, 0x5b, 0x66);
    theme.grid = dark ? QColor(255, 255, 255, 28) : QColor(0, 0, 0, 22);
    theme.axis = dark ? QColor(255, 255, 255, 110) : QColor(0, 0, 0, 120);
    theme.failure = QColor(0xd6, 0x27, 0x28);
    theme.font = font;
    theme.smallFont = font;
    theme.smallFont.setPointSizeF(std::max(7.0, font.pointSizeF() * 0.88));
    theme.titleFont = font;
    theme.titleFont.setBold(true);
    return theme;
}

int yLabelWidth(const AxisTicks &ticks, const PlotTheme &theme, const TickFormatter &format)
{
    const QFontMetricsF metrics(theme.smallFont);
    qreal widest = 0;
    for (const double value : ticks.values)
        widest = std::max(widest, metrics.horizontalAdvance(format(value, ticks.decimals)));
    return int(std::ceil(widest));
}

void drawYAxis(QPainter &painter, const QRectF &plot, const AxisTicks &ticks, const QString &title,
               const PlotTheme &theme, const TickFormatter &format)
{
    painter.save();
    painter.setFont(theme.smallFont);
    const QFontMetricsF metrics(theme.smallFont);
    const double span = ticks.high - ticks.low;
    qreal widest = 0;
    for (const double value : ticks.values) {
        const qreal y = plot.bottom() - (value - ticks.low) / span * plot.height();
        painter.setPen(QPen(theme.grid, 1));
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        painter.setPen(theme.axis);
        painter.drawLine(QPointF(plot.left() - kTickLength, y), QPointF(plot.left(), y));
        const QString label = format(value, ticks.decimals);
        widest = std::max(widest, metrics.horizontalAdvance(label));
        painter.setPen(theme.subtleText);
        painter.drawText(QRectF(plot.left() - kTickLength - 3 - 200, y - metrics.height() / 2, 200, metrics.height()),
                         Qt::AlignRight | Qt::AlignVCenter, label);
    }
    painter.setPen(theme.axis);
    painter.drawLine(plot.bottomLeft(), plot.topLeft());
    if (!title.isEmpty()) {
        painter.setPen(theme.text);
        painter.translate(plot.left() - kTickLength - 3 - widest - 6, plot.center().y());
        painter.rotate(-90);
        painter.drawText(QRectF(-plot.height() / 2, -metrics.height(), plot.height(), metrics.height()),
                         Qt::AlignCenter, title);
    }
    painter.restore();
}

void drawXAxis(QPainter &painter, const QRectF &plot, const AxisTicks &ticks, const QString &title,
               const PlotTheme &theme, const TickFormatter &format)
{
    painter.save();
    painter.setFont(theme.smallFont);
    const QFontMetricsF metrics(theme.smallFont);
    const double span = ticks.high - ticks.low;
    qreal lastRight = -1e9;
    for (const double value : ticks.values) {
        const qreal x = plot.left() + (value - ticks.low) / span * plot.width();
        painter.setPen(QPen(theme.grid, 1));
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        painter.setPen(theme.axis);
        painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + kTickLength));
        const QString label = format(value, ticks.decimals);
        const qreal width = metrics.horizontalAdvance(label);
        // Centred on the tick, but the outermost labels stay inside the margins beside the plot.
        const qreal left = std::min(x - width / 2, plot.right() + 8 - width);
        if (left < lastRight + 6)
            continue;
        lastRight = left + width;
        painter.setPen(theme.subtleText);
        painter.drawText(QRectF(left, plot.bottom() + kTickLength + 2, width, metrics.height()), Qt::AlignCenter, label);
    }
    painter.setPen(theme.axis);
    painter.drawLine(plot.bottomLeft(), plot.bottomRight());
    if (!title.isEmpty()) {
        painter.setPen(theme.text);
        painter.drawText(QRectF(plot.left(), plot.bottom() + kTickLength + 4 + metrics.height(), plot.width(),
                                metrics.height() + 2),
                         Qt::AlignHCenter | Qt::AlignTop, title);
    }
    painter.restore();
}

qreal legendHeight(std::span<const LegendEntry> entries, qreal maxWidth, const PlotTheme &theme)
{
    if (entries.empty())
        return 0;
    const QFontMetricsF metrics(theme.smallFont);
    qreal x = 0;
    int lines = 1;
    for (const LegendEntry &entry : entries) {
        const qreal width = entryWidth(entry, metrics);
        if (x > 0 && x + width > maxWidth) {
            ++lines;
            x = 0;
        }
        x += width + kLegendSpacing;
    }
    return lines * (metrics.height() + 4);
}

qreal drawLegend(QPainter &painter, const QPointF &topLeft, qreal maxWidth, std::span<const LegendEntry> entries,
                 const PlotTheme &theme)
{
    if (entries.empty())
        return 0;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setFont(theme.smallFont);
    const QFontMetricsF metrics(theme.smallFont);
    const qreal lineHeight = metrics.height() + 4;
    qreal x = 0;
    qreal y = 0;
    for (const LegendEntry &entry : entries) {
        const qreal width = entryWidth(entry, metrics);
        if (x > 0 && x + width > maxWidth) {
            x = 0;
            y += lineHeight;
        }
        const QRectF sample(topLeft.x() + x, topLeft.y() + y + (lineHeight - kLegendSample) / 2, kLegendSample,
                            kLegendSample);
        drawSymbol(painter, sample, entry);
        painter.setPen(theme.text);
        painter.setBrush(Qt::NoBrush);
        painter.drawText(QRectF(sample.right() + 5, topLeft.y() + y, width, lineHeight), Qt::AlignLeft | Qt::AlignVCenter,
                         entry.text);
        x += width + kLegendSpacing;
    }
    painter.restore();
    return y + lineHeight;
}

void drawPlaceholder(QPainter &painter, const QRectF &rect, const QString &text, const PlotTheme &theme)
{
    painter.save();
    painter.setPen(theme.subtleText);
    painter.setFont(theme.font);
    painter.drawText(rect, Qt::AlignCenter | Qt::TextWordWrap, text);
    painter.restore();
}

QColor textOnFill(const QColor &fill)
{
    const double luminance = 0.2126 * fill.redF() + 0.7152 * fill.greenF() + 0.0722 * fill.blueF();
    return luminance > 0.45 ? QColor(0x1a, 0x1a, 0x1a) : QColor(Qt::white);
}

std::vector<int> stackLabels(std::span<const std::pair<double, double>> spans, double gap)
{
    std::vector<int> lanes(spans.size(), 0);
    std::vector<std::size_t> order(spans.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return spans[a].first < spans[b].first; });
    std::vector<double> laneEnds; // the right end of the last label in each lane
    for (const std::size_t i : order) {
        std::size_t lane = 0;
        while (lane < laneEnds.size() && laneEnds[lane] + gap > spans[i].first)
            ++lane;
        if (lane == laneEnds.size())
            laneEnds.push_back(spans[i].second);
        else
            laneEnds[lane] = spans[i].second;
        lanes[i] = int(lane);
    }
    return lanes;
}

} // namespace ttft
