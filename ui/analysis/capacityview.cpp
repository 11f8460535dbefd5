#include "capacityview.h"

#include "explorercanvas.h"
#include "charts/axisticks.h"
#include "charts/plotpainter.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ttft {

namespace {

constexpr qreal kMargin = 10;

// Levels double, then bisect: a log axis spaces them as the search went.
struct Frame {
    QRectF plot;
    AxisTicks xTicks; // log10(level)
    AxisTicks yTicks; // ms
    qreal xOf(double level) const
    {
        return plot.left() + (std::log10(std::max(level, 1e-9)) - xTicks.low) / (xTicks.high - xTicks.low) * plot.width();
    }
    qreal yOf(double ms) const { return plot.bottom() - (ms - yTicks.low) / (yTicks.high - yTicks.low) * plot.height(); }
};

QColor passColor(const PlotTheme &theme)
{
    // The palette's failure red has no green twin; a green that reads on light and dark.
    return theme.plotBackground.lightness() > 128 ? QColor(0x2e, 0x7d, 0x32) : QColor(0x81, 0xc7, 0x84);
}

double highestMs(const CapacityResult &result)
{
    double high = 1;
    for (const CapacityPoint &point : result.points)
        high = std::max({high, point.ttftMs.p99.value_or(0), point.ttftCi.size() > 1 ? point.ttftCi[1].upper : 0.0});
    for (const CapacityPlan::Limit &limit : effectiveLimits(result.plan))
        high = std::max(high, limit.limitMs);
    return high;
}

// The plot's frame in `area` under a legend of `legendUsed` pixels: one function for drawing and
// for finding the level under the pointer.
Frame frameFor(const CapacityResult &result, const QRectF &area, qreal legendUsed, const PlotTheme &theme)
{
    Frame frame;
    const QFontMetricsF small(theme.smallFont);
    const qreal top = area.top() + legendUsed + 8;
    const qreal bottom = area.bottom() - (4 + 2 + small.height() * 2 + 6);
    frame.yTicks = niceTicks(0, highestMs(result) * 1.1, std::clamp(int((bottom - top) / 45), 3, 8));
    const qreal left = area.left() + small.height() + 8 + yLabelWidth(frame.yTicks, theme) + 8;
    const qreal right = area.right() - 8;
    const double xLow = result.points.front().level, xHigh = result.points.back().level;
    frame.xTicks = logTicks(xLow / 1.25, std::max(xHigh, xLow * 1.01) * 1.25, 8); // data values in, log10 out
    frame.xTicks.values.clear();
    for (const CapacityPoint &point : result.points)
        frame.xTicks.values.push_back(std::log10(point.level)); // the levels tried, as ticks
    frame.plot = QRectF(QPointF(left, top), QPointF(right, bottom));
    return frame;
}

} // namespace

CapacityView::CapacityView(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_canvas(new ExplorerCanvas([this](QPainter &painter, const QRectF &target) { draw(painter, target); },
                                  [this](const QRectF &target, const QPointF &position) { return toolTipAt(target, position); },
                                  this))
{
    setObjectName(QStringLiteral("CapacityView"));
    m_summary->setObjectName(QStringLiteral("capacitySummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 0);
    layout->addWidget(m_summary);
    layout->addWidget(m_canvas, 1);
    retranslate();
}

CapacityView::~CapacityView() = default;

void CapacityView::setInput(const AnalysisInput &input)
{
    m_input = input;
    m_result.reset();
    if (m_input.run.capacity)
        m_result = capacityFromRecords(*m_input.run.capacity, m_input.all());
    retranslate();
}

void CapacityView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CapacityView::retranslate()
{
    if (!m_result) {
        m_summary->setText(tr("Not a capacity search. 'ttft-bench capacity --model M …' finds the highest load at which a provider "
                              "still meets its SLOs, and its session opens here."));
    } else {
        QString text = QStringLiteral("<b>%1</b>").arg(describeCapacity(*m_result).toHtmlEscaped());
        if (m_result->points.size() > 0)
            text += QStringLiteral("<br>")
                  + tr("%n level(s) tried, each judged on its steady window (in flight ≥ 95 % of the target; ramp-up and drain left out).", nullptr,
                       int(m_result->points.size()))
                        .toHtmlEscaped();
        m_summary->setText(text);
    }
    m_canvas->update();
}

void CapacityView::render(QPainter *painter, const QRectF &target) const
{
    if (painter)
        draw(*painter, target);
}

std::vector<LegendEntry> CapacityView::legendEntries(const PlotTheme &theme) const
{
    std::vector<LegendEntry> entries;
    if (m_result) {
        for (const CapacityPlan::Limit &limit : effectiveLimits(m_result->plan)) {
            if (limit.statistic == "mean") {
                entries.push_back({theme.text, LegendSymbol::DottedLine, tr("Mean")});
                break;
            }
        }
    }
    const std::vector<LegendEntry> rest{{theme.text, LegendSymbol::Line, tr("P50")},
            {theme.text, LegendSymbol::DashedLine, tr("P95 (bar: 95 % interval)")},
            {theme.text, LegendSymbol::DottedLine, tr("P99")},
            {passColor(theme), LegendSymbol::Dot, tr("Level passes")},
            {theme.failure, LegendSymbol::Dot, tr("Level fails")},
            {theme.failure, LegendSymbol::HollowDot, tr("Within the noise")}};
    entries.insert(entries.end(), rest.begin(), rest.end());
    return entries;
}

void CapacityView::draw(QPainter &painter, const QRectF &target) const
{
    painter.save();
    const PlotTheme theme = PlotTheme::from(palette(), font());
    painter.fillRect(target, theme.plotBackground);
    const QRectF area = target.adjusted(kMargin, kMargin, -kMargin, -kMargin);
    if (!m_result || m_result->points.empty()) {
        drawPlaceholder(painter, area, m_result ? tr("The search judged no level.") : tr("Not a capacity search."), theme);
        painter.restore();
        return;
    }
    const CapacityResult &result = *m_result;
    const QColor pass = passColor(theme), fail = theme.failure, line = theme.text;
    const std::vector<CapacityPlan::Limit> limits = effectiveLimits(result.plan);

    const std::vector<LegendEntry> legend = legendEntries(theme);
    const qreal legendUsed = legendHeight(legend, area.width(), theme);
    drawLegend(painter, area.topLeft(), area.width(), legend, theme);
    const Frame frame = frameFor(result, area, legendUsed, theme);
    const QRectF &plot = frame.plot;
    const QFontMetricsF small(theme.smallFont);

    const QString axisTitle = result.plan.axis == CapacityPlan::Axis::Rate ? tr("Arrival rate (req/s), log scale")
                                                                           : tr("Concurrent users, log scale");
    drawYAxis(painter, plot, frame.yTicks, tr("TTFT (ms)"), theme);
    drawXAxis(painter, plot, frame.xTicks, axisTitle, theme,
              [](double value, int) { return QLocale().toString(std::pow(10.0, value), 'g', 4); });

    painter.setRenderHint(QPainter::Antialiasing);
    // The capacity and its interval: a band from the lower to the upper bound, a line at the answer.
    if (result.capacity) {
        const double lower = result.lower.value_or(*result.capacity);
        const double upper = result.upper.value_or(result.plan.max);
        QColor band = pass;
        band.setAlphaF(0.12);
        const qreal x0 = frame.xOf(lower) - 6, x1 = std::max(frame.xOf(upper) + 6, x0 + 12);
        painter.fillRect(QRectF(QPointF(std::max(plot.left(), x0), plot.top()), QPointF(std::min(plot.right(), x1), plot.bottom())), band);
        const qreal x = frame.xOf(*result.capacity);
        painter.setPen(QPen(pass, 2, Qt::SolidLine));
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        painter.setFont(theme.smallFont);
        const QString label = tr("capacity %1").arg(capacityLevelText(result.plan.axis, *result.capacity));
        const qreal width = small.horizontalAdvance(label) + 8;
        const QRectF box(x + 6 + width <= plot.right() ? x + 6 : x - 6 - width, plot.top() + 2, width, small.height() + 2);
        QColor back = theme.plotBackground;
        back.setAlphaF(0.9);
        painter.setPen(QPen(pass, 1));
        painter.setBrush(back);
        painter.drawRoundedRect(box, 3, 3);
        painter.setPen(theme.text);
        painter.drawText(box, Qt::AlignCenter, label);
    }
    // The SLO limits, each a line with its label at the right end.
    painter.setFont(theme.smallFont);
    for (const CapacityPlan::Limit &limit : limits) {
        const qreal y = frame.yOf(limit.limitMs);
        painter.setPen(QPen(fail, 1.1, Qt::DashDotLine));
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        painter.setPen(fail);
        painter.drawText(QRectF(plot.left() + 4, y - small.height() - 1, plot.width() - 8, small.height()), Qt::AlignLeft | Qt::AlignBottom,
                         capacityLimitLabel(limit));
    }
    // Percentile lines, the P95 interval as a bar, and a marker per level: filled when its verdict
    // is clear, hollow when the noise could turn it.
    painter.setClipRect(plot.adjusted(-6, -6, 6, 6));
    const auto polyline = [&](std::optional<double> MetricSummary::*value, Qt::PenStyle style, qreal width, qreal alpha) {
        QPolygonF points;
        for (const CapacityPoint &point : result.points)
            if (const auto ms = point.ttftMs.*value)
                points << QPointF(frame.xOf(point.level), frame.yOf(*ms));
        QColor color = line;
        color.setAlphaF(alpha);
        painter.setPen(QPen(color, width, style, Qt::RoundCap, Qt::RoundJoin));
        painter.setBrush(Qt::NoBrush);
        painter.drawPolyline(points);
    };
    // The mean, when a limit judges it: otherwise a level failing under its P95 line is a puzzle.
    const bool meanJudged = std::any_of(limits.begin(), limits.end(), [](const CapacityPlan::Limit &l) { return l.statistic == "mean"; });
    if (meanJudged)
        polyline(&MetricSummary::mean, Qt::DashDotDotLine, 1.4, 0.8);
    polyline(&MetricSummary::p50, Qt::SolidLine, 2.0, 1.0);
    polyline(&MetricSummary::p95, Qt::DashLine, 1.8, 1.0);
    polyline(&MetricSummary::p99, Qt::DotLine, 1.6, 0.55);
    for (const CapacityPoint &point : result.points) {
        const QColor color = point.pass ? pass : fail;
        const qreal x = frame.xOf(point.level);
        if (point.ttftCi.size() > 1) {
            painter.setPen(QPen(color, 1.4));
            const qreal y0 = frame.yOf(point.ttftCi[1].lower), y1 = frame.yOf(point.ttftCi[1].upper);
            painter.drawLine(QPointF(x, y0), QPointF(x, y1));
            painter.drawLine(QPointF(x - 4, y0), QPointF(x + 4, y0));
            painter.drawLine(QPointF(x - 4, y1), QPointF(x + 4, y1));
        }
        if (const auto p95 = point.ttftMs.p95) {
            painter.setPen(QPen(color, 2));
            painter.setBrush(point.clear ? QBrush(color) : QBrush(theme.plotBackground));
            painter.drawEllipse(QPointF(x, frame.yOf(*p95)), 5, 5);
        }
    }
    painter.restore();
}

QString CapacityView::toolTipAt(const QRectF &target, const QPointF &position) const
{
    if (!m_result || m_result->points.empty())
        return {};
    // The level nearest the pointer along x: the levels are few and far apart on a log axis.
    const CapacityResult &result = *m_result;
    const PlotTheme theme = PlotTheme::from(palette(), font());
    const QRectF area = target.adjusted(kMargin, kMargin, -kMargin, -kMargin);
    const Frame frame = frameFor(result, area, legendHeight(legendEntries(theme), area.width(), theme), theme);
    if (!frame.plot.adjusted(-8, -8, 8, 8).contains(position))
        return {};
    const auto nearest = std::min_element(result.points.begin(), result.points.end(), [&](const CapacityPoint &a, const CapacityPoint &b) {
        return std::abs(frame.xOf(a.level) - position.x()) < std::abs(frame.xOf(b.level) - position.x());
    });
    return describeCapacityPoint(result.plan, *nearest);
}

} // namespace ttft
