#include "ttftovertimeview.h"

#include "charts/axisticks.h"
#include "rollingmedian.h"
#include "stats/groupsummary.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QPixmap>
#include <QThread>
#include <QCheckBox>
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
        painter.setPen(QPen(color.darker(125), 0.6));
        painter.setBrush(color);
    }
    painter.drawEllipse(centre, kDotRadius, kDotRadius);
    return pixmap;
}

} // namespace

TtftOverTimeView::LevelSeries &TtftOverTimeView::Series::level(const QString &name)
{
    for (LevelSeries &series : levels) {
        if (series.level == name)
            return series;
    }
    levels.push_back(LevelSeries{name, {}, {}});
    return levels.back();
}

double TtftOverTimeView::Layout::xOf(std::int64_t ns, double originNs) const
{
    return plot.left() + ((double(ns) - originNs) / 1e9 - xTicks.low) / (xTicks.high - xTicks.low) * plot.width();
}

double TtftOverTimeView::Layout::yOf(double ms, bool log) const
{
    const double unit = log ? std::log10(std::max(ms, 1e-3)) : ms;
    return plot.bottom() - (unit - yTicks.low) / (yTicks.high - yTicks.low) * plot.height();
}

TtftOverTimeView::TtftOverTimeView(QWidget *parent)
    : QWidget(parent)
    , m_logBox(new QCheckBox(this))
{
    setObjectName(QStringLiteral("TtftOverTimeView"));
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    connect(m_logBox, &QCheckBox::toggled, this, &TtftOverTimeView::setLogScale);
    retranslate();
}

void TtftOverTimeView::appendRecords(const std::vector<RequestRecord> &batch)
{
    Q_ASSERT(QThread::currentThread() == thread());
    if (batch.empty())
        return;
    std::map<std::pair<QString, QString>, std::vector<Point>> newMeasured; // (provider, level) → points
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
        const QString level = QString::fromStdString(record.cell.empty() ? cellLabel(groupKeyOf(record)) : record.cell);
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
            newMeasured[{provider, level}].push_back(point);
    }
    m_allTtftMs.insert(std::move(newTtft));

    // Merge each series' new points into start order and recompute the median from the first
    // position that changed: a growing run costs its new points, not its whole history.
    const auto byStart = [](const Point &a, const Point &b) { return a.startNs < b.startNs; };
    for (auto &[key, points] : newMeasured) {
        LevelSeries &series = m_series[key.first].level(key.second);
        std::sort(points.begin(), points.end(), byStart);
        const auto oldSize = std::ptrdiff_t(series.measured.size());
        series.measured.insert(series.measured.end(), points.begin(), points.end());
        const auto mergeFrom =
            std::upper_bound(series.measured.begin(), series.measured.begin() + oldSize, points.front(), byStart);
        std::inplace_merge(mergeFrom, series.measured.begin() + oldSize, series.measured.end(), byStart);
        // The medians from the first changed point on need the window before it, nothing earlier.
        const std::size_t from = std::size_t(mergeFrom - series.measured.begin());
        const std::size_t base = from + 1 >= std::size_t(kMedianWindow) ? from + 1 - std::size_t(kMedianWindow) : 0;
        std::vector<double> values(series.measured.size() - base);
        std::transform(series.measured.begin() + std::ptrdiff_t(base), series.measured.end(), values.begin(),
                       [](const Point &point) { return point.ttftMs; });
        std::vector<double> medians;
        trailingMedians(values, kMedianWindow, medians, from - base);
        series.median.resize(series.measured.size());
        std::copy(medians.begin() + std::ptrdiff_t(from - base), medians.end(), series.median.begin() + std::ptrdiff_t(from));
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

void TtftOverTimeView::setLogScale(bool on)
{
    m_logScale = on;
    m_logBox->setChecked(on);
    update();
}

std::size_t TtftOverTimeView::pointCount() const
{
    std::size_t count = 0;
    for (const auto &[provider, series] : m_series) {
        count += series.warmup.size() + series.failed.size();
        for (const LevelSeries &level : series.levels)
            count += level.measured.size();
    }
    return count;
}

std::size_t TtftOverTimeView::measuredCount(const QString &provider) const
{
    std::size_t count = 0;
    if (const auto it = m_series.find(provider); it != m_series.end())
        for (const LevelSeries &level : it->second.levels)
            count += level.measured.size();
    return count;
}

std::size_t TtftOverTimeView::warmupCount(const QString &provider) const
{
    const auto it = m_series.find(provider);
    return it == m_series.end() ? 0 : it->second.warmup.size();
}

std::vector<double> TtftOverTimeView::rollingMedianOf(const QString &provider) const
{
    std::vector<double> medians;
    if (const auto it = m_series.find(provider); it != m_series.end())
        for (const LevelSeries &level : it->second.levels)
            medians.insert(medians.end(), level.median.begin(), level.median.end());
    return medians;
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
    entries.push_back({theme.subtleText, LegendSymbol::Line, tr("Median of the last %1, per level").arg(kMedianWindow)});
    return entries;
}

TtftOverTimeView::Layout TtftOverTimeView::layout(const PlotTheme &theme) const
{
    Layout layout;
    const QRectF area = QRectF(rect()).adjusted(kMargin, kMargin, -kMargin, -kMargin);
    const qreal legendWidth = area.width() - m_logBox->sizeHint().width() - 8;
    const qreal legend = std::max<qreal>(legendHeight(legendEntries(theme), legendWidth, theme), m_logBox->sizeHint().height());
    const QFontMetricsF small(theme.smallFont);

    // Time: from the run start to the latest start. TTFT: from 0 (or the smallest, on a log axis)
    // to the largest, unless a few outliers would flatten everything else: then they are drawn
    // on the top edge.
    const double xHigh = std::max(0.001, (double(m_lastStartNs) - originNs()) / 1e9);
    layout.xTicks = niceTicks(0, xHigh, std::max(3, int(area.width() / 90)));
    double yLow = 0;
    double yHigh = 1;
    if (!m_allTtftMs.empty()) {
        const double max = m_allTtftMs.values().back();
        const double p99 = *m_allTtftMs.percentile(99);
        yHigh = !m_logScale && max > 4 * p99 ? p99 * 1.5 : max;
        yLow = m_allTtftMs.values().front();
    }
    const int yTickCount = std::max(3, int((area.height() - legend) / 45));
    layout.yTicks = m_logScale ? logTicks(std::max(yLow, 1e-3) / 1.15, std::max(yHigh, yLow * 1.01) * 1.15, yTickCount)
                               : niceTicks(0, yHigh, std::min(yTickCount, 8));

    const TickFormatter yFormat = m_logScale ? TickFormatter(formatLogTick) : TickFormatter(formatTick);
    const qreal left = area.left() + small.height() + 8 + yLabelWidth(layout.yTicks, theme, yFormat) + 8;
    const qreal bottom = area.bottom() - (4 + 2 + small.height() * 2 + 6);
    layout.plot = QRectF(QPointF(left, area.top() + legend + 8), QPointF(area.right() - 4, bottom));
    return layout;
}

void TtftOverTimeView::resizeEvent(QResizeEvent *)
{
    const QSize hint = m_logBox->sizeHint();
    m_logBox->setGeometry(width() - int(kMargin) - hint.width(), int(kMargin) - 4, hint.width(), hint.height());
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
    drawLegend(painter, area.topLeft(), area.width() - m_logBox->sizeHint().width() - 8, legendEntries(theme), theme);
    const Layout frame = layout(theme);
    const QRectF &plot = frame.plot;
    drawYAxis(painter, plot, frame.yTicks, m_logScale ? tr("TTFT (ms, log scale)") : tr("TTFT (ms)"), theme,
              m_logScale ? TickFormatter(formatLogTick) : TickFormatter(formatTick));
    drawXAxis(painter, plot, frame.xTicks, tr("Request start, seconds since the run start"), theme);

    const double origin = originNs();
    const auto xOf = [&](std::int64_t ns) { return frame.xOf(ns, origin); };
    const auto yOf = [&](double ms) { return std::max(plot.top(), frame.yOf(ms, m_logScale)); };

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

    // Points, one per 2×2 pixel cell per provider and kind (a marker is five pixels wide: the
    // ones left out would land under it), stamped at whole pixels without antialiasing so the
    // blit stays on the raster engine's fast path. A dense run draws what can be seen.
    constexpr int kCell = 2;
    const int gridWidth = std::max(1, int(plot.width()) / kCell + 1);
    const int gridHeight = std::max(1, int(plot.height()) / kCell + 1);
    std::vector<bool> drawn;
    const qreal dpr = devicePixelRatioF();
    const auto stamp = [&](const std::vector<Point> &points, const QPixmap &marker, bool clear) {
        if (clear)
            drawn.assign(std::size_t(gridWidth) * std::size_t(gridHeight), false);
        const int half = int(marker.width() / dpr / 2);
        for (const Point &point : points) {
            if (point.ttftMs < 0)
                continue;
            const double x = xOf(point.startNs);
            const double y = yOf(point.ttftMs);
            const int gx = std::clamp(int(x - plot.left()) / kCell, 0, gridWidth - 1);
            const int gy = std::clamp(int(y - plot.top()) / kCell, 0, gridHeight - 1);
            const std::size_t cell = std::size_t(gy) * std::size_t(gridWidth) + std::size_t(gx);
            if (drawn[cell])
                continue;
            drawn[cell] = true;
            painter.drawPixmap(QPoint(int(std::lround(x)) - half, int(std::lround(y)) - half), marker);
        }
    };
    painter.setRenderHint(QPainter::Antialiasing, false);
    for (const QString &provider : m_providerOrder) {
        const auto it = m_series.find(provider);
        if (it == m_series.end())
            continue;
        const QColor color = m_colors.colorOf(provider);
        stamp(it->second.warmup, markerPixmap(color, true, dpr), true);
        QColor translucent = color;
        translucent.setAlphaF(0.75);
        const QPixmap dot = markerPixmap(translucent, false, dpr);
        bool first = true;
        for (const LevelSeries &level : it->second.levels) {
            stamp(level.measured, dot, first);
            first = false;
        }
    }
    painter.setRenderHint(QPainter::Antialiasing, true);

    // Failures on top, as red crosses: at their TTFT, or on the time axis when they had none.
    painter.setPen(QPen(theme.failure, 1.5));
    for (const auto &[provider, series] : m_series) {
        for (const Point &point : series.failed) {
            const double x = xOf(point.startNs);
            const double y = point.ttftMs >= 0 ? yOf(point.ttftMs) : plot.bottom() - 4;
            painter.drawLine(QPointF(x - 3, y - 3), QPointF(x + 3, y + 3));
            painter.drawLine(QPointF(x - 3, y + 3), QPointF(x + 3, y - 3));
        }
    }
    // Rolling medians, one line per provider and level, thinned to a vertex every two pixels:
    // stroking thousands of joins of a wide antialiased line would cost a whole frame.
    for (const QString &provider : m_providerOrder) {
        const auto it = m_series.find(provider);
        if (it == m_series.end())
            continue;
        const QColor color = m_colors.colorOf(provider);
        for (const LevelSeries &series : it->second.levels) {
            if (series.median.size() < 2)
                continue;
            QPolygonF line;
            line.reserve(qsizetype(std::min<std::size_t>(series.median.size(), std::size_t(plot.width()))));
            double lastX = -1e9;
            for (std::size_t i = 0; i < series.median.size(); ++i) {
                const double x = xOf(series.measured[i].startNs);
                if (x - lastX < 2 && i + 1 != series.median.size())
                    continue;
                lastX = x;
                line << QPointF(x, yOf(series.median[i]));
            }
            // A wide antialiased polyline of many short segments makes Qt's stroker build a
            // self-overlapping outline that takes a whole frame; one-pixel lines take the fast
            // cosmetic path. Three of them, under a pixel apart, make the line; four around it, in the
            // background colour, a halo that keeps it readable over the dots.
            const auto strokeAt = [&](qreal dy, const QColor &lineColor) {
                QPen pen(lineColor, 1);
                pen.setCosmetic(true);
                painter.setPen(pen);
                painter.drawPolyline(line.translated(0, dy));
            };
            for (const qreal dy : {-2.0, 2.5, -1.0, 1.5})
                strokeAt(dy, theme.plotBackground);
            for (const qreal dy : {-0.6, 0.0, 0.6})
                strokeAt(dy, color.darker(115));
        }
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
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        update();
    }
    if (event->type() == QEvent::PaletteChange)
        update();
    return QWidget::event(event);
}

void TtftOverTimeView::retranslate()
{
    m_logBox->setText(tr("Log scale"));
    m_logBox->setToolTip(tr("TTFT on a logarithmic axis: fast and slow providers both readable"));
    resizeEvent(nullptr);
}

QString TtftOverTimeView::toolTipAt(const QPointF &position) const
{
    const PlotTheme theme = PlotTheme::from(palette(), font());
    const Layout frame = layout(theme);
    if (!frame.plot.adjusted(-6, -6, 6, 6).contains(position))
        return {};
    const double origin = originNs();
    const auto pointAt = [&](const Point &point) {
        const double y = point.ttftMs < 0 ? frame.plot.bottom() - 4 : frame.yOf(point.ttftMs, m_logScale);
        return QPointF(frame.xOf(point.startNs, origin), std::max(frame.plot.top(), y));
    };
    double best = 36; // within six pixels
    QString text;
    const auto consider = [&](const QString &provider, const std::vector<Point> &points, const QString &kind) {
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
    for (const auto &[provider, series] : m_series) {
        for (const LevelSeries &level : series.levels)
            consider(provider, level.measured, QStringLiteral(" · ") + level.level);
        consider(provider, series.warmup, tr(" (warm-up)"));
        consider(provider, series.failed, tr(" (failed)"));
    }
    return text;
}

} // namespace ttft
