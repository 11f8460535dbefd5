#include "requesttimelineview.h"

#include "charts/axisticks.h"
#include "charts/plotpainter.h"
#include "stats/groupsummary.h"
#include "timelinetooltip.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QKeyEvent>
#include <QLocale>
#include <QPainter>
#include <QScrollBar>
#include <QThread>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace ttft {

namespace {

constexpr qreal kMargin = 8;
constexpr double kMinFitRowHeight = 2;
constexpr double kMaxFitRowHeight = 16;
constexpr double kMinRowHeight = 1;
constexpr double kMaxRowHeight = 40;
constexpr double kMinSpanNs = 20'000; // 20 µs: finer than any stamp worth looking at

const QColor kDispatchLag(0x9a, 0xa0, 0xa6);
const QColor kConnect(0xe8, 0xa3, 0x3d);
const QColor kSending(0x8c, 0x6b, 0xb1);

} // namespace

RequestTimelineView::RequestTimelineView(QWidget *parent)
    : QWidget(parent)
    , m_scrollBar(new QScrollBar(Qt::Vertical, this))
{
    setObjectName(QStringLiteral("RequestTimelineView"));
    setMouseTracking(true);
    setFocusPolicy(Qt::WheelFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    m_scrollBar->hide();
    connect(m_scrollBar, &QScrollBar::valueChanged, this, [this](int value) {
        if (!m_syncingScrollBar)
            setFirstRow(value, true);
    });
}

void RequestTimelineView::appendRecords(const std::vector<RequestRecord> &batch)
{
    Q_ASSERT(QThread::currentThread() == thread());
    if (batch.empty())
        return;
    std::vector<TimelineRow> added;
    added.reserve(batch.size());
    for (const RequestRecord &record : batch) {
        const QString provider = QString::fromStdString(record.provider);
        const QString level = QString::fromStdString(cellLabel(groupKeyOf(record)));
        int providerIndex = int(m_providers.indexOf(provider));
        if (providerIndex < 0) {
            providerIndex = int(m_providers.size());
            m_providers << provider;
            m_colors.colorOf(provider);
        }
        int levelIndex = int(m_levels.indexOf(level));
        if (levelIndex < 0) {
            levelIndex = int(m_levels.size());
            m_levels << level;
            m_levelStartNs.push_back(-1);
        }
        TimelineRow row = makeTimelineRow(record, std::uint16_t(providerIndex), std::uint16_t(levelIndex), m_ticks);
        if (row.sortNs() < 0)
            continue; // never scheduled: nothing to place on a time axis
        if (record.runStartNs >= 0 && m_recordsRunStartNs < 0)
            m_recordsRunStartNs = record.runStartNs;
        m_firstStartNs = m_firstStartNs < 0 ? row.sortNs() : std::min(m_firstStartNs, row.sortNs());
        m_maxEndNs = std::max(m_maxEndNs, row.barEndNs());
        std::int64_t &levelStart = m_levelStartNs[std::size_t(levelIndex)];
        levelStart = levelStart < 0 ? row.sortNs() : std::min(levelStart, row.sortNs());
        added.push_back(std::move(row));
    }
    if (added.empty())
        return;

    // Records finish out of start order, but only recently started ones arrive: merge the batch
    // into the tail it overlaps instead of re-sorting every row.
    const auto byStart = [](const TimelineRow &a, const TimelineRow &b) { return a.sortNs() < b.sortNs(); };
    std::stable_sort(added.begin(), added.end(), byStart);
    const auto oldEnd = std::ptrdiff_t(m_rows.size());
    m_rows.insert(m_rows.end(), std::make_move_iterator(added.begin()), std::make_move_iterator(added.end()));
    const auto mergeFrom = std::upper_bound(m_rows.begin(), m_rows.begin() + oldEnd, m_rows[std::size_t(oldEnd)], byStart);
    std::inplace_merge(mergeFrom, m_rows.begin() + oldEnd, m_rows.end(), byStart);

    applyFollow();
    update();
}

void RequestTimelineView::clear()
{
    m_rows.clear();
    m_ticks.clear();
    m_providers.clear();
    m_levels.clear();
    m_levelStartNs.clear();
    m_colors.clearAssigned();
    m_recordsRunStartNs = -1;
    m_firstStartNs = -1;
    m_maxEndNs = -1;
    m_hoverRow = -1;
    m_followTime = true;
    m_followRows = true;
    m_fitRows = true;
    m_firstRow = 0;
    applyFollow();
    update();
}

void RequestTimelineView::setProviderColor(const QString &provider, const QColor &color)
{
    m_colors.set(provider, color);
    update();
}

void RequestTimelineView::setRunStartNs(std::int64_t ns)
{
    m_runStartNs = ns;
    applyFollow();
    update();
}

double RequestTimelineView::originNs() const
{
    if (m_runStartNs >= 0)
        return double(m_runStartNs);
    if (m_recordsRunStartNs >= 0)
        return double(m_recordsRunStartNs);
    return m_firstStartNs >= 0 ? double(m_firstStartNs) : 0.0;
}

double RequestTimelineView::dataEndNs() const
{
    return m_maxEndNs < 0 ? 0.0 : double(m_maxEndNs) - originNs();
}

TimeWindow RequestTimelineView::fittedWindow() const
{
    const double start = m_firstStartNs < 0 ? 0.0 : std::min(0.0, double(m_firstStartNs) - originNs());
    const double end = std::max(dataEndNs(), start + 1e6);
    return TimeWindow{start, end + (end - start) * 0.02};
}

void RequestTimelineView::setTimeWindow(const TimeWindow &window)
{
    const TimeWindow fitted = fittedWindow();
    m_window = clampWindow(window, kMinSpanNs, fitted.startNs, fitted.endNs);
    m_followTime = false;
    update();
}

void RequestTimelineView::fitAll()
{
    m_followTime = true;
    m_fitRows = true;
    m_followRows = true;
    applyFollow();
    update();
}

void RequestTimelineView::setRowHeight(double pixels)
{
    m_rowHeight = std::clamp(pixels, kMinRowHeight, kMaxRowHeight);
    m_fitRows = false;
    applyFollow();
    update();
}

void RequestTimelineView::scrollToRow(double row)
{
    m_followRows = false;
    setFirstRow(row, false);
}

QRectF RequestTimelineView::plotRect() const
{
    const PlotTheme theme = PlotTheme::from(palette(), font());
    const QFontMetricsF small(theme.smallFont);
    const qreal scrollWidth = !m_scrollBar->isHidden() ? m_scrollBar->sizeHint().width() : 0;
    const qreal top = kMargin + legendHeight(legendEntries(theme), width() - 2 * kMargin, theme) + 6 + small.height() + 6;
    const qreal rowLabels = small.horizontalAdvance(QStringLiteral("000000"));
    const qreal left = kMargin + small.height() + 6 + rowLabels + 6;
    return QRectF(QPointF(left, top), QPointF(width() - kMargin - scrollWidth, height() - kMargin));
}

std::vector<LegendEntry> RequestTimelineView::legendEntries(const PlotTheme &theme) const
{
    // Waiting and streaming take each provider's colour: the legend shows them in the first one's.
    const QColor sample = m_providers.isEmpty() ? theme.subtleText : m_colors.colorOf(m_providers.front());
    QColor waiting = sample;
    waiting.setAlphaF(0.32);
    QColor faded = sample;
    faded.setAlphaF(0.45);
    std::vector<LegendEntry> entries{
        {kDispatchLag, LegendSymbol::Box, tr("Dispatch lag")},
        {kConnect, LegendSymbol::Box, tr("Connect/TLS")},
        {kSending, LegendSymbol::Box, tr("Sending")},
        {waiting, LegendSymbol::Box, tr("Waiting for first token")},
        {sample, LegendSymbol::Box, tr("Streaming")},
        {theme.failure, LegendSymbol::Box, tr("Failed")},
        {faded, LegendSymbol::Box, tr("Warm-up (faded)")},
    };
    for (const QString &provider : m_providers)
        entries.push_back({m_colors.colorOf(provider), LegendSymbol::Dot, provider});
    return entries;
}

void RequestTimelineView::applyFollow()
{
    const QRectF plot = plotRect();
    if (m_fitRows) {
        const double fit = m_rows.empty() ? kMaxFitRowHeight : plot.height() / double(m_rows.size());
        m_rowHeight = std::clamp(fit, kMinFitRowHeight, kMaxFitRowHeight);
    }
    const bool needsScroll = double(m_rows.size()) * m_rowHeight > plot.height() + 0.5;
    // isHidden, not isVisible: while the window is not shown (a headless run) isVisible stays
    // false whatever is set, and this would recurse until the stack ran out.
    if (needsScroll == m_scrollBar->isHidden()) {
        m_scrollBar->setVisible(needsScroll);
        resizeEvent(nullptr);
        return; // the plot changed width: resizeEvent followed again
    }
    if (m_followTime)
        m_window = fittedWindow();
    const double lastFirst = maxFirstRow(m_rowHeight, plotRect().height(), int(m_rows.size()));
    m_firstRow = m_followRows ? lastFirst : std::clamp(m_firstRow, 0.0, lastFirst);
    syncScrollBar();
}

void RequestTimelineView::setFirstRow(double row, bool byUser)
{
    const double lastFirst = maxFirstRow(m_rowHeight, plotRect().height(), int(m_rows.size()));
    m_firstRow = std::clamp(row, 0.0, lastFirst);
    if (byUser)
        m_followRows = m_firstRow >= lastFirst - 0.5; // scrolled back to the newest: follow again
    syncScrollBar();
    update();
}

void RequestTimelineView::syncScrollBar()
{
    const QRectF plot = plotRect();
    const double lastFirst = maxFirstRow(m_rowHeight, plot.height(), int(m_rows.size()));
    m_syncingScrollBar = true;
    m_scrollBar->setRange(0, int(std::ceil(lastFirst)));
    m_scrollBar->setPageStep(std::max(1, int(plot.height() / m_rowHeight)));
    m_scrollBar->setValue(int(std::lround(m_firstRow)));
    m_syncingScrollBar = false;
}

void RequestTimelineView::resizeEvent(QResizeEvent *)
{
    const int scrollWidth = m_scrollBar->sizeHint().width();
    const QRectF plot = plotRect();
    m_scrollBar->setGeometry(width() - scrollWidth - int(kMargin) / 2, int(plot.top()), scrollWidth, int(plot.height()));
    applyFollow();
}

void RequestTimelineView::zoomTime(double factor, double anchorX)
{
    const QRectF plot = plotRect();
    const double anchor = xToTime(anchorX, m_window, plot.left(), plot.width());
    setTimeWindow(zoomAround(m_window, anchor, factor));
}

int RequestTimelineView::rowAt(const QPoint &position) const
{
    const QRectF plot = plotRect();
    if (!plot.contains(position))
        return -1;
    const int index = yToRow(position.y(), m_firstRow, m_rowHeight, plot.top(), int(m_rows.size()));
    if (index < 0)
        return -1;
    const TimelineRow &row = m_rows[std::size_t(index)];
    const double origin = originNs();
    const double startX = timeToX(double(row.intendedNs >= 0 ? std::min(row.intendedNs, row.sortNs()) : row.sortNs()) - origin,
                                  m_window, plot.left(), plot.width());
    const double endX = timeToX(double(row.barEndNs()) - origin, m_window, plot.left(), plot.width());
    // A few pixels of slack: a 20 ms request is a sliver when the run is ten minutes long.
    if (position.x() < startX - 4 || position.x() > endX + 4)
        return -1;
    return index;
}

QString RequestTimelineView::toolTipForRow(int index) const
{
    if (index < 0 || index >= int(m_rows.size()))
        return {};
    const TimelineRow &row = m_rows[std::size_t(index)];
    return TimelineToolTip::forRow(row, m_providers.value(row.provider), m_levels.value(row.level), originNs());
}

void RequestTimelineView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const PlotTheme theme = PlotTheme::from(palette(), font());
    painter.fillRect(rect(), theme.plotBackground);

    const QRectF area = QRectF(rect()).adjusted(kMargin, kMargin, -kMargin, -kMargin);
    drawLegend(painter, area.topLeft(), area.width(), legendEntries(theme), theme);

    const QRectF plot = plotRect();
    if (m_rows.empty()) {
        drawPlaceholder(painter, plot, tr("One row per request appears here as requests finish."), theme);
        return;
    }
    paintTimeAxis(painter, plot, theme);
    paintRowAxis(painter, plot, theme);
    painter.save();
    painter.setClipRect(plot);
    paintLevelMarks(painter, plot, theme, false);
    paintRows(painter, plot, theme);
    paintLevelMarks(painter, plot, theme, true); // names over the bars
    painter.restore();
    painter.setPen(theme.axis);
    painter.drawLine(plot.topLeft(), plot.bottomLeft());
    painter.drawLine(plot.topLeft(), plot.topRight());
}

void RequestTimelineView::paintTimeAxis(QPainter &painter, const QRectF &plot, const PlotTheme &theme) const
{
    // Seconds, or milliseconds once the window is under two seconds wide.
    const bool inMs = m_window.spanNs() < 2e9;
    const double unit = inMs ? 1e6 : 1e9;
    const AxisTicks ticks = niceTicks(m_window.startNs / unit, m_window.endNs / unit, std::max(3, int(plot.width() / 80)));
    const QFontMetricsF small(theme.smallFont);
    painter.save();
    painter.setFont(theme.smallFont);
    const QString unitText = inMs ? tr("ms") : tr("s");
    qreal lastRight = plot.left() - 1e9;
    for (const double value : ticks.values) {
        const double x = timeToX(value * unit, m_window, plot.left(), plot.width());
        if (x < plot.left() - 0.5 || x > plot.right() + 0.5)
            continue;
        painter.setPen(theme.grid);
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        painter.setPen(theme.axis);
        painter.drawLine(QPointF(x, plot.top() - 4), QPointF(x, plot.top()));
        const QString label = formatTick(value, ticks.decimals) + QLatin1Char(' ') + unitText;
        const qreal width = small.horizontalAdvance(label);
        const qreal left = std::clamp(x - width / 2, plot.left(), plot.right() - width);
        if (left < lastRight + 8)
            continue;
        lastRight = left + width;
        painter.setPen(theme.subtleText);
        painter.drawText(QRectF(left, plot.top() - 5 - small.height(), width, small.height()), Qt::AlignCenter, label);
    }
    painter.restore();
}

void RequestTimelineView::paintRowAxis(QPainter &painter, const QRectF &plot, const PlotTheme &theme) const
{
    const RowRange rows = visibleRows(m_firstRow, m_rowHeight, plot.height(), int(m_rows.size()));
    const QFontMetricsF small(theme.smallFont);
    painter.save();
    painter.setFont(theme.smallFont);
    // Row numbers (1-based, in start order) at whole steps.
    AxisTicks ticks = niceTicks(m_firstRow + 1, m_firstRow + plot.height() / m_rowHeight, std::max(2, int(plot.height() / 36)));
    if (ticks.step < 1)
        ticks = niceTicks(m_firstRow + 1, m_firstRow + plot.height() / m_rowHeight, int(plot.height() / m_rowHeight) + 1);
    for (const double value : ticks.values) {
        const int row = int(std::lround(value)) - 1;
        if (row < rows.first || row >= rows.end)
            continue;
        const double y = rowToY(row, m_firstRow, m_rowHeight, plot.top()) + m_rowHeight / 2;
        painter.setPen(theme.axis);
        painter.drawLine(QPointF(plot.left() - 4, y), QPointF(plot.left(), y));
        painter.setPen(theme.subtleText);
        painter.drawText(QRectF(plot.left() - 6 - 100, y - small.height() / 2, 100, small.height()),
                         Qt::AlignRight | Qt::AlignVCenter, QLocale().toString(row + 1));
    }
    painter.setPen(theme.text);
    painter.translate(kMargin, plot.center().y());
    painter.rotate(-90);
    painter.drawText(QRectF(-plot.height() / 2, 0, plot.height(), small.height()), Qt::AlignCenter,
                     tr("Requests, in order of start"));
    painter.restore();
}

void RequestTimelineView::paintLevelMarks(QPainter &painter, const QRectF &plot, const PlotTheme &theme, bool names) const
{
    if (m_levels.size() < 2)
        return; // one level: nothing to tell apart
    const QFontMetricsF small(theme.smallFont);
    painter.save();
    painter.setFont(theme.smallFont);
    const double origin = originNs();
    for (qsizetype i = 0; i < m_levels.size(); ++i) {
        const std::int64_t startNs = m_levelStartNs[std::size_t(i)];
        if (startNs < 0)
            continue;
        const double x = timeToX(double(startNs) - origin, m_window, plot.left(), plot.width());
        if (x < plot.left() || x > plot.right())
            continue;
        if (!names) {
            painter.setPen(QPen(theme.axis, 1, Qt::DashLine));
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
            continue;
        }
        const QRectF box(x + 3, plot.top() + 2, small.horizontalAdvance(m_levels[i]) + 6, small.height());
        QColor back = theme.plotBackground;
        back.setAlphaF(0.85);
        painter.fillRect(box, back);
        painter.setPen(theme.subtleText);
        painter.drawText(box, Qt::AlignCenter, m_levels[i]);
    }
    painter.restore();
}

void RequestTimelineView::paintRows(QPainter &painter, const QRectF &plot, const PlotTheme &theme) const
{
    const RowRange rows = visibleRows(m_firstRow, m_rowHeight, plot.height(), int(m_rows.size()));
    const double origin = originNs();
    const double left = plot.left();
    const double width = plot.width();
    const double nsPerPixel = m_window.spanNs() / width;
    const double gap = m_rowHeight >= 6 ? 2 : (m_rowHeight >= 3 ? 1 : 0);
    const double barHeight = std::max(1.0, m_rowHeight - gap);
    const auto xOf = [&](std::int64_t ns) { return timeToX(double(ns) - origin, m_window, left, width); };
    // Bars as plain rectangles, no antialiasing: thousands per frame stay cheap.
    painter.setRenderHint(QPainter::Antialiasing, false);
    const auto span = [&](double y, std::int64_t fromNs, std::int64_t toNs, const QColor &color, bool minimumPixel) {
        if (fromNs < 0 || toNs < fromNs)
            return;
        double x0 = std::max(xOf(fromNs), plot.left() - 2);
        double x1 = std::min(xOf(toNs), plot.right() + 2);
        if (x1 < plot.left() || x0 > plot.right())
            return;
        if (x1 - x0 < 1) {
            if (!minimumPixel)
                return;
            x1 = x0 + 1;
        }
        painter.fillRect(QRectF(x0, y, x1 - x0, barHeight), color);
    };

    for (int i = rows.first; i < rows.end; ++i) {
        const TimelineRow &row = m_rows[std::size_t(i)];
        const double y = rowToY(i, m_firstRow, m_rowHeight, plot.top()) + gap / 2;
        if (i == m_hoverRow) {
            QColor highlight = palette().color(QPalette::Highlight);
            highlight.setAlphaF(0.15);
            painter.fillRect(QRectF(plot.left(), y - gap / 2, plot.width(), m_rowHeight), highlight);
        }
        if (xOf(row.barEndNs()) < plot.left() || xOf(std::min(row.sortNs(), row.intendedNs >= 0 ? row.intendedNs : row.sortNs())) > plot.right())
            continue;
        QColor base = row.failed() ? theme.failure : m_colors.colorOf(m_providers.value(row.provider));
        const double opacity = row.warmup ? 0.45 : 1.0; // warm-up requests are drawn faded
        QColor waiting = base;
        waiting.setAlphaF(0.32 * opacity);
        QColor streaming = base;
        streaming.setAlphaF(opacity);
        QColor lag = kDispatchLag;
        lag.setAlphaF(0.8 * opacity);
        QColor connect = kConnect;
        connect.setAlphaF(opacity);
        QColor sending = kSending;
        sending.setAlphaF(opacity);

        if (row.intendedNs >= 0 && row.startNs > row.intendedNs)
            span(y, row.intendedNs, row.startNs, lag, false);
        const std::int64_t connectEnd = row.connectEndNs >= 0 ? row.connectEndNs : row.startNs;
        if (row.connectEndNs >= 0)
            span(y, row.startNs, row.connectEndNs, connect, false);
        const std::int64_t sentNs = row.requestSentNs >= connectEnd ? row.requestSentNs : connectEnd;
        if (row.requestSentNs >= 0)
            span(y, connectEnd, sentNs, sending, false);
        const std::int64_t waitEnd = row.firstAnswerNs >= 0 ? row.firstAnswerNs : row.barEndNs();
        span(y, sentNs >= 0 ? sentNs : row.sortNs(), waitEnd, waiting, true);
        if (row.firstAnswerNs >= 0)
            span(y, row.firstAnswerNs, std::max(row.endNs, row.firstAnswerNs), streaming, true);

        // Token ticks when they are far enough apart to be seen one by one.
        if (row.tickCount > 1 && barHeight >= 3 && row.startNs >= 0) {
            const double spanNs = double(m_ticks[row.ticksBegin + row.tickCount - 1] - m_ticks[row.ticksBegin]) * 1000;
            if (spanNs / nsPerPixel / double(row.tickCount - 1) >= 3) {
                painter.setPen(QPen(row.failed() ? theme.failure.darker(160) : base.darker(170), 1));
                const double x0 = xOf(row.startNs);
                for (std::uint32_t t = 0; t < row.tickCount; ++t) {
                    const double x = x0 + double(m_ticks[row.ticksBegin + t]) * 1000 / nsPerPixel;
                    if (x < plot.left() || x > plot.right())
                        continue;
                    painter.drawLine(QPointF(x, y), QPointF(x, y + barHeight - 1));
                }
            }
        }
        if (row.failed() && barHeight >= 5) { // a cross where the request ended
            const double x = xOf(row.barEndNs()) + 2 + barHeight / 2;
            painter.setRenderHint(QPainter::Antialiasing, true);
            painter.setPen(QPen(theme.failure, 1.5));
            const double r = barHeight / 2 - 0.5;
            painter.drawLine(QPointF(x - r, y + 0.5), QPointF(x + r, y + barHeight - 0.5));
            painter.drawLine(QPointF(x - r, y + barHeight - 0.5), QPointF(x + r, y + 0.5));
            painter.setRenderHint(QPainter::Antialiasing, false);
        }
    }
}

void RequestTimelineView::wheelEvent(QWheelEvent *event)
{
    const QPoint delta = event->angleDelta();
    const QRectF plot = plotRect();
    const Qt::KeyboardModifiers modifiers = event->modifiers();
    if ((modifiers & Qt::ShiftModifier) && (modifiers & Qt::ControlModifier)) {
        const int steps = delta.y() != 0 ? delta.y() : delta.x();
        const double anchorRow = m_firstRow + (event->position().y() - plot.top()) / m_rowHeight;
        m_rowHeight = std::clamp(m_rowHeight * std::pow(1.0015, steps), kMinRowHeight, kMaxRowHeight);
        m_fitRows = false;
        setFirstRow(anchorRow - (event->position().y() - plot.top()) / m_rowHeight, true);
        applyFollow();
    } else if (modifiers & Qt::ShiftModifier) {
        const int steps = delta.y() != 0 ? delta.y() : delta.x();
        setFirstRow(m_firstRow - steps / 120.0 * 3, true);
    } else if (delta.x() != 0 && delta.y() == 0) {
        setTimeWindow(panByPixels(m_window, delta.x() / 2.0, plot.width()));
    } else if (delta.y() != 0) {
        zoomTime(std::pow(1.0015, delta.y()), event->position().x());
    }
    event->accept();
}

void RequestTimelineView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        m_dragging = true;
        m_dragStart = event->position().toPoint();
        m_dragWindow = m_window;
        m_dragFirstRow = m_firstRow;
        setCursor(Qt::ClosedHandCursor);
        QToolTip::hideText();
    }
    QWidget::mousePressEvent(event);
}

void RequestTimelineView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint position = event->position().toPoint();
    if (m_dragging) {
        const QPoint delta = position - m_dragStart;
        const QRectF plot = plotRect();
        setTimeWindow(panByPixels(m_dragWindow, delta.x(), plot.width()));
        setFirstRow(m_dragFirstRow - delta.y() / m_rowHeight, true);
        return;
    }
    const int hover = rowAt(position);
    if (hover != m_hoverRow) {
        m_hoverRow = hover;
        update();
        if (hover < 0)
            QToolTip::hideText();
        else
            QToolTip::showText(event->globalPosition().toPoint(), toolTipForRow(hover), this);
    }
}

void RequestTimelineView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && m_dragging) {
        m_dragging = false;
        unsetCursor();
    }
    QWidget::mouseReleaseEvent(event);
}

void RequestTimelineView::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton)
        fitAll();
}

void RequestTimelineView::keyPressEvent(QKeyEvent *event)
{
    const QRectF plot = plotRect();
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomTime(1.25, plot.center().x());
        break;
    case Qt::Key_Minus:
        zoomTime(0.8, plot.center().x());
        break;
    case Qt::Key_Home:
    case Qt::Key_0:
        fitAll();
        break;
    case Qt::Key_Left:
        setTimeWindow(panByPixels(m_window, plot.width() / 10, plot.width()));
        break;
    case Qt::Key_Right:
        setTimeWindow(panByPixels(m_window, -plot.width() / 10, plot.width()));
        break;
    case Qt::Key_Up:
        setFirstRow(m_firstRow - 3, true);
        break;
    case Qt::Key_Down:
        setFirstRow(m_firstRow + 3, true);
        break;
    case Qt::Key_PageUp:
        setFirstRow(m_firstRow - plot.height() / m_rowHeight, true);
        break;
    case Qt::Key_PageDown:
        setFirstRow(m_firstRow + plot.height() / m_rowHeight, true);
        break;
    default:
        QWidget::keyPressEvent(event);
    }
}

void RequestTimelineView::leaveEvent(QEvent *event)
{
    if (m_hoverRow >= 0) {
        m_hoverRow = -1;
        update();
    }
    QWidget::leaveEvent(event);
}

void RequestTimelineView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange
        || event->type() == QEvent::FontChange) {
        applyFollow();
        update();
    }
    QWidget::changeEvent(event);
}

} // namespace ttft
