#include "ttftovertimeview.h"

#include "axisticks.h"
#include "rollingmedian.h"
#include "stats/groupsummary.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QPixmap>
#include <QThread>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace ttft {

namespace {

constexpr qreal kMargin = 10;
constexpr qreal kDotRadius = 2.6;

// A marker drawn once and stamped many times: 100k antialiased ellipses would cost a frame.
QPixmap markerPixmap(const QColor &color, bool hollow, qreal dpr)
{
    const int size = int(std::ceil((kDotRadius + 1.5) * 2));
    QPixmap pixmap(QSize(size, size) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPointF centre(size / 2.0, size / 2.0);
    if (hollow) {
        painter.setPen(QPen(color, 1.2));
        painter.setBrush(Qt::NoBrush);
    } else {
        QColor border = color.darker(125);
        painter.setPen(QPen(border, 0.6));
        painter.setBrush(color);
    }
    painter.drawEllipse(centre, kDotRadius, kDotRadius);
    return pixmap;
}

} // namespace

TtftOverTimeView::TtftOverTimeView(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("TtftOverTimeView"));
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void TtftOverTimeView::appendRecords(const std::vector<RequestRecord> &batch)
{
    Q_ASSERT(QThread::currentThread() == thread());
    if (batch.empty())
        return;
    std::map<QString, std::vector<Point>> newMeasured;
    std::vector<double> newTtft;
    for (const RequestRecord &record : batch) {
        const QString provider = QString::fromStdString(record.provider);
        if (!m_providerOrder.contains(provider)) {
            m_providerOrder << provider;
            m_colors.colorOf(provider);
        }
        if (record.startNs < 0)
            continue;
        if (m_recordsRunStartNs < 0 && record.runStartNs >= 0)
            m_recordsRunStartNs = record.runStartNs;
        m_firstStartNs = m_firstStartNs < 0 ? record.startNs : std::min(m_firstStartNs, record.startNs);
        m_lastStartNs = std::max(m_lastStartNs, record.startNs);
        const QString level = QString::fromStdString(cellLabel(groupKeyOf(record)));
        const auto levelIt = std::find_if(m_levelStarts.begin(), m_levelStarts.end(),
                                          [&](const auto &entry) { return entry.first == level; });
        if (levelIt == m_levelStarts.end())
            m_levelStarts.emplace_back(level, record.startNs);
        else
            levelIt->second = std::min(levelIt->second, record.startNs);

        const auto ttft = record.ttftMs();
        const Point point{record.startNs, ttft.value_or(-1.0)};
        if (ttft)
            newTtft.push_back(*ttft);
        Series &series = m_series[provider];
        if (record.failed())
            series.failed.push_back(point);
        else if (record.warmup)
            series.warmup.push_back(point);
        else if (ttft)
            newMeasured[provider].push_back(point);
    }
    m_allTtftMs.insert(std::move(newTtft));

    // Merge each provider's new points into start order and recompute the median from the first
    // position that changed: a growing run costs its new points, not its whole history.
    const auto byStart = [](const Point &a, const Point &b) { return a.startNs < b.startNs; };
    for (auto &[provider, points] : newMeasured) {
        Series &series = m_series[provider];
        std::sort(points.begin(), points.end(), byStart);
        const auto oldSize = std::ptrdiff_t(series.measured.size());
        series.measured.insert(series.measured.end(), points.begin(), points.end());
        const auto mergeFrom =
            std::upper_bound(series.measured.begin(), series.measured.begin() + oldSize, points.front(), byStart);
        std::inplace_merge(mergeFrom, series.measured.begin() + oldSize, series.measured.end(), byStart);
        std::vector<double> values(series.measured.size());
        std::transform(series.measured.begin(), series.measured.end(), values.begin(),
                       [](const Point &point) { return point.ttftMs; });
        trailingMedians(values, kMedianWindow, series.median, std::size_t(mergeFrom - series.measured.begin()));
    }
    update();
}

void TtftOverTimeView::clear()
{
    m_series.clear();
    m_providerOrder.clear();
    m_levelStarts.clear();
    m_colors.clearAssigned();
    m_recordsRunStartNs = -1;
    m_firstStartNs = -1;
    m_lastStartNs = -1;
    m_allTtftMs.clear();
    update();
}

void TtftOverTimeView::setProviderColor(const QString &provider, const QColor &color)
{
    m_colors.set(provider, color);
    update();
}

void TtftOverTimeView::setRunStartNs(std::int64_t ns)
{
    m_runStartNs = ns;
    update();
}

std::size_t TtftOverTimeView::pointCount() const
{
    std::size_t count = 0;
    for (const auto &[provider, series] : m_series)
        count += series.measured.size() + series.warmup.size() + series.failed.size();
    return count;
}

std::size_t TtftOverTimeView::measuredCount(const QString &provider) const
{
    const auto it = m_series.find(provider);
    return it == m_series.end() ? 0 : it->second.measured.size();
}

std::size_t TtftOverTimeView::warmupCount(const QString &provider) const
{
    const auto it = m_series.find(provider);
    return it == m_series.end() ? 0 : it->second.warmup.size();
}

std::vector<double> TtftOverTimeView::rollingMedianOf(const QString &provider) const
{
    const auto it = m_series.find(provider);
    return it == m_series.end() ? std::vector<double>{} : it->second.median;
}

double TtftOverTimeView::originNs() const
{
    if (m_runStartNs >= 0)
        return double(m_runStartNs);
    if (m_recordsRunStartNs >= 0)
        return double(m_recordsRunStartNs);
    return m_firstStartNs >= 0 ? double(m_firstStartNs) : 0.0;
}

std::vector<LegendEntry> TtftOverTimeView::legendEntries(const PlotTheme &theme) const
{
    std::vector<LegendEntry> entries;
    for (const QString &provider : m_providerOrder)
        entries.push_back({m_colors.colorOf(provider), LegendSymbol::Dot, provider});
    entries.push_back({theme.subtleText, LegendSymbol::HollowDot, tr("Warm-up")});
    entries.push_back({theme.failure, LegendSymbol::Cross, tr("Failed")});
    entries.push_back({theme.subtleText, LegendSymbol::Line, tr("Median of the last %1").arg(kMedianWindow)});
    return entries;
}

TtftOverTimeView::Layout TtftOverTimeView::layout(const PlotTheme &theme) const
{
    Layout layout;
    const QRectF area = QRectF(rect()).adjusted(kMargin, kMargin, -kMargin, -kMargin);
    const qreal legend = legendHeight(legendEntries(theme), area.width(), theme);
    const QFontMetricsF small(theme.smallFont);

    // Time: from the run start to the latest start; TTFT: from 0 to the largest one, unless a few
    // outliers would flatten everything else (then they are drawn as arrows on the top edge).
    layout.xLow = 0;
    layout.xHigh = std::max(0.001, (double(m_lastStartNs) - originNs()) / 1e9);
    layout.yLow = 0;
    layout.yHigh = 1;
    if (!m_allTtftMs.empty()) {
        const double max = m_allTtftMs.values().back();
        const double p99 = *m_allTtftMs.percentile(99);
        layout.yHigh = max > 4 * p99 ? p99 * 1.5 : max;
    }
    const AxisTicks yTicks = niceTicks(layout.yLow, layout.yHigh, 6);
    layout.yHigh = yTicks.high;
    const AxisTicks xTicks = niceTicks(layout.xLow, layout.xHigh, std::max(3, int(area.width() / 90)));
    layout.xHigh = xTicks.high;

    const qreal left = area.left() + small.height() + 8 + yLabelWidth(yTicks, theme) + 8;
    const qreal bottom = area.bottom() - (4 + 2 + small.height() * 2 + 6);
    layout.plot = QRectF(QPointF(left, area.top() + legend + 8), QPointF(area.right() - 4, bottom));
    return layout;
}

void TtftOverTimeView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const PlotTheme theme = PlotTheme::from(palette(), font());
    painter.fillRect(rect(), theme.plotBackground);
    const QRectF area = QRectF(rect()).adjusted(kMargin, kMargin, -kMargin, -kMargin);
    if (pointCount() == 0) {
        drawPlaceholder(painter, area, tr("TTFT over time fills in as requests finish."), theme);
        return;
    }
    drawLegend(painter, area.topLeft(), area.width(), legendEntries(theme), theme);
    const Layout frame = layout(theme);
    const QRectF &plot = frame.plot;
    const AxisTicks yTicks = niceTicks(frame.yLow, frame.yHigh, 6);
    const AxisTicks xTicks = niceTicks(frame.xLow, frame.xHigh, std::max(3, int(area.width() / 90)));
    drawYAxis(painter, plot, yTicks, tr("TTFT (ms)"), theme);
    drawXAxis(painter, plot, xTicks, tr("Request start, seconds since the run start"), theme);

    const double origin = originNs();
    const auto xOf = [&](std::int64_t ns) {
        return plot.left() + ((double(ns) - origin) / 1e9 - frame.xLow) / (frame.xHigh - frame.xLow) * plot.width();
    };
    const auto yOf = [&](double ms) {
        return plot.bottom() - (ms - frame.yLow) / (frame.yHigh - frame.yLow) * plot.height();
    };

    painter.save();
    painter.setClipRect(plot.adjusted(-kDotRadius - 2, -kDotRadius - 2, kDotRadius + 2, 1));
    painter.setRenderHint(QPainter::Antialiasing);
    const QFontMetricsF small(theme.smallFont);

    // Plan levels: where each one began.
    if (m_levelStarts.size() > 1) {
        painter.setFont(theme.smallFont);
        for (const auto &[level, startNs] : m_levelStarts) {
            const double x = xOf(startNs);
            painter.setPen(QPen(theme.axis, 1, Qt::DashLine));
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
            painter.setPen(theme.subtleText);
            painter.drawText(QRectF(x + 4, plot.top() + 2, small.horizontalAdvance(level) + 4, small.height()),
                             Qt::AlignLeft | Qt::AlignVCenter, level);
        }
    }

    // Points, each pixel once per provider and kind: a dense run draws what can be seen.
    const int gridWidth = std::max(1, int(plot.width()) + 1);
    const int gridHeight = std::max(1, int(plot.height()) + 1);
    std::vector<bool> drawn;
    const qreal dpr = devicePixelRatioF();
    const auto stamp = [&](const std::vector<Point> &points, const QPixmap &marker) {
        drawn.assign(std::size_t(gridWidth) * std::size_t(gridHeight), false);
        const QPointF offset(marker.width() / dpr / 2, marker.height() / dpr / 2);
        for (const Point &point : points) {
            if (point.ttftMs < 0)
                continue;
            const double x = xOf(point.startNs);
            const double y = std::max(plot.top(), yOf(point.ttftMs));
            const int gx = std::clamp(int(x - plot.left()), 0, gridWidth - 1);
            const int gy = std::clamp(int(y - plot.top()), 0, gridHeight - 1);
            const std::size_t cell = std::size_t(gy) * std::size_t(gridWidth) + std::size_t(gx);
            if (drawn[cell])
                continue;
            drawn[cell] = true;
            painter.drawPixmap(QPointF(x, y) - offset, marker);
        }
    };
    for (const QString &provider : m_providerOrder) {
        const auto it = m_series.find(provider);
        if (it == m_series.end())
            continue;
        const QColor color = m_colors.colorOf(provider);
        stamp(it->second.warmup, markerPixmap(color, true, dpr));
        QColor translucent = color;
        translucent.setAlphaF(0.75);
        stamp(it->second.measured, markerPixmap(translucent, false, dpr));
    }
    // Failures on top, as red crosses: at their TTFT, or on the time axis when they had none.
    painter.setPen(QPen(theme.failure, 1.5));
    for (const auto &[provider, series] : m_series) {
        for (const Point &point : series.failed) {
            const double x = xOf(point.startNs);
            const double y = point.ttftMs >= 0 ? std::max(plot.top(), yOf(point.ttftMs)) : plot.bottom() - 4;
            painter.drawLine(QPointF(x - 3, y - 3), QPointF(x + 3, y + 3));
            painter.drawLine(QPointF(x - 3, y + 3), QPointF(x + 3, y - 3));
        }
    }
    // Rolling medians over the points, thinned to about one vertex a pixel.
    for (const QString &provider : m_providerOrder) {
        const auto it = m_series.find(provider);
        if (it == m_series.end() || it->second.median.size() < 2)
            continue;
        const Series &series = it->second;
        QPolygonF line;
        line.reserve(qsizetype(std::min<std::size_t>(series.median.size(), std::size_t(gridWidth) * 2)));
        double lastX = -1e9;
        for (std::size_t i = 0; i < series.median.size(); ++i) {
            const double x = xOf(series.measured[i].startNs);
            if (x - lastX < 0.5 && i + 1 != series.median.size())
                continue;
            lastX = x;
            line << QPointF(x, std::max(plot.top(), yOf(series.median[i])));
        }
        const QColor color = m_colors.colorOf(provider);
        painter.setPen(QPen(theme.plotBackground, 4.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin)); // a halo over the dots
        painter.drawPolyline(line);
        painter.setPen(QPen(color.darker(115), 2.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPolyline(line);
    }
    painter.restore();
}

bool TtftOverTimeView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipAt(help->pos());
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

QString TtftOverTimeView::toolTipAt(const QPointF &position) const
{
    const PlotTheme theme = PlotTheme::from(palette(), font());
    const Layout frame = layout(theme);
    if (!frame.plot.adjusted(-6, -6, 6, 6).contains(position))
        return {};
    const double origin = originNs();
    const auto pointAt = [&](const Point &point) {
        const double x = frame.plot.left() + ((double(point.startNs) - origin) / 1e9 - frame.xLow)
                                                 / (frame.xHigh - frame.xLow) * frame.plot.width();
        const double ms = point.ttftMs < 0 ? 0 : point.ttftMs;
        const double y = frame.plot.bottom() - (ms - frame.yLow) / (frame.yHigh - frame.yLow) * frame.plot.height();
        return QPointF(x, std::max(frame.plot.top(), y));
    };
    double best = 36; // within six pixels
    QString text;
    for (const auto &[provider, series] : m_series) {
        const auto consider = [&](const std::vector<Point> &points, const QString &kind) {
            for (const Point &point : points) {
                const QPointF delta = pointAt(point) - position;
                const double distance = QPointF::dotProduct(delta, delta);
                if (distance >= best)
                    continue;
                best = distance;
                const QString start = QLocale().toString((double(point.startNs) - origin) / 1e9, 'f', 3);
                text = tr("%1%2\nstarted at %3 s\nTTFT %4")
                           .arg(provider, kind, start,
                                point.ttftMs < 0 ? tr("none (failed before the first token)") : formatDurationMs(point.ttftMs));
            }
        };
        consider(series.measured, QString());
        consider(series.warmup, tr(" (warm-up)"));
        consider(series.failed, tr(" (failed)"));
    }
    return text;
}

} // namespace ttft
