#include "concurrencyview.h"

#include "explorercanvas.h"
#include "base/figuretext.h"
#include "charts/axisticks.h"
#include "charts/plotpainter.h"
#include "charts/providercolors.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFontMetricsF>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ttft {

namespace {

constexpr qreal kMargin = 10;

// Whether the input has a successful measured request: without one every view says the same
// thing; with some, a view that still has nothing to draw says why.
bool anyMeasured(const std::vector<RequestRecord> &records)
{
    return std::any_of(records.begin(), records.end(), [](const RequestRecord &r) { return !r.warmup && !r.failed(); });
}

struct Frame {
    QRectF plot;
    AxisTicks xTicks;   // level, or log10(level)
    AxisTicks yTicks;   // ms
    AxisTicks errTicks; // percent
    bool logX = false;
    bool levelTicks = false; // xTicks.values are the levels (log10 on a log axis)
    qreal xOf(double level) const
    {
        const double unit = logX ? std::log10(std::max(level, 1e-9)) : level;
        return plot.left() + (unit - xTicks.low) / (xTicks.high - xTicks.low) * plot.width();
    }
    qreal yOf(double ms) const { return plot.bottom() - (ms - yTicks.low) / (yTicks.high - yTicks.low) * plot.height(); }
    qreal errOf(double fraction) const
    {
        return plot.bottom() - (fraction * 100 - errTicks.low) / (errTicks.high - errTicks.low) * plot.height();
    }
};

// The three percentiles drawn, in the order of the legend.
// P99 is drawn fainter: beside P95 its dots and dashes alone are hard to tell apart.
struct PercentileStyle {
    std::optional<double> ConcurrencyPoint::*value;
    Qt::PenStyle pen;
    qreal width;
    qreal alpha;
};
constexpr PercentileStyle kPercentiles[] = {
    {&ConcurrencyPoint::p50Ms, Qt::SolidLine, 2.2, 1.0},
    {&ConcurrencyPoint::p95Ms, Qt::DashLine, 1.8, 1.0},
    {&ConcurrencyPoint::p99Ms, Qt::DotLine, 1.6, 0.55},
};

} // namespace

ConcurrencyView::ConcurrencyView(QWidget *parent)
    : QWidget(parent)
    , m_axisLabel(new QLabel(this))
    , m_axisBox(new QComboBox(this))
    , m_limitLabel(new QLabel(this))
    , m_limit(new QSpinBox(this))
    , m_logX(new QCheckBox(this))
    , m_canvas(new ExplorerCanvas([this](QPainter &painter, const QRectF &target) { draw(painter, target); },
                                  [this](const QRectF &target, const QPointF &position) { return toolTipAt(target, position); },
                                  this))
{
    setObjectName(QStringLiteral("ConcurrencyView"));
    m_axisBox->addItem(QString(), int(LoadAxis::Concurrency));
    m_axisBox->addItem(QString(), int(LoadAxis::ArrivalRate));
    m_limit->setObjectName(QStringLiteral("p95Limit"));
    m_limit->setRange(0, 600'000);
    m_limit->setSingleStep(100);
    m_limit->setGroupSeparatorShown(true);
    m_limit->setValue(0);

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_axisLabel);
    controls->addWidget(m_axisBox);
    controls->addSpacing(16);
    controls->addWidget(m_limitLabel);
    controls->addWidget(m_limit);
    controls->addSpacing(16);
    controls->addWidget(m_logX);
    controls->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    controls->setContentsMargins(6, 0, 6, 0);
    layout->addLayout(controls);
    layout->addWidget(m_canvas, 1);

    connect(m_axisBox, &QComboBox::activated, this, [this](int index) { setAxis(LoadAxis(m_axisBox->itemData(index).toInt())); });
    connect(m_limit, &QSpinBox::valueChanged, this, [this] { recompute(); });
    connect(m_logX, &QCheckBox::toggled, m_canvas, qOverload<>(&QWidget::update));
    retranslate();
    recompute();
}

ConcurrencyView::~ConcurrencyView() = default;

void ConcurrencyView::setInput(const AnalysisInput &input)
{
    m_input = input;
    const bool rates = rateAxisAvailable();
    // An open-loop run is about rates: show them first. A closed-loop one has nothing else.
    if (!rates)
        m_axis = LoadAxis::Concurrency;
    else if (concurrencyCurves(m_input.all(), LoadAxis::Concurrency).empty())
        m_axis = LoadAxis::ArrivalRate;
    recompute();
    // Levels that grow geometrically (1, 8, 32, 64) read best on a log axis.
    double low = 0, high = 0;
    for (const ConcurrencyCurve &curve : m_curves) {
        for (const ConcurrencyPoint &point : curve.points) {
            if (point.level > 0)
                low = low > 0 ? std::min(low, point.level) : point.level;
            high = std::max(high, point.level);
        }
    }
    m_logX->setChecked(low > 0 && high / low >= 8);
}

bool ConcurrencyView::rateAxisAvailable() const
{
    return hasArrivalRates(m_input.all());
}

void ConcurrencyView::setAxis(LoadAxis axis)
{
    if (axis == LoadAxis::ArrivalRate && !rateAxisAvailable())
        axis = LoadAxis::Concurrency;
    m_axis = axis;
    recompute();
}

void ConcurrencyView::setP95LimitMs(std::optional<double> limitMs)
{
    m_limit->setValue(limitMs ? int(std::lround(*limitMs)) : 0); // recomputes through valueChanged
}

std::optional<double> ConcurrencyView::p95LimitMs() const
{
    return m_limit->value() > 0 ? std::optional<double>(m_limit->value()) : std::nullopt;
}

void ConcurrencyView::recompute()
{
    KneeOptions options;
    options.p95LimitMs = p95LimitMs();
    m_curves = concurrencyCurves(m_input.all(), m_axis, options);
    m_axisBox->setCurrentIndex(m_axisBox->findData(int(m_axis)));
    m_axisBox->setEnabled(rateAxisAvailable());
    m_canvas->update();
}

QColor ConcurrencyView::colorOf(const QString &provider) const
{
    if (const auto it = m_input.colors.constFind(provider); it != m_input.colors.constEnd())
        return *it;
    return ProviderColors().colorOf(provider);
}

QString ConcurrencyView::curveName(const ConcurrencyCurve &curve) const
{
    const QString provider = QString::fromStdString(curve.provider);
    if (!curve.promptTokensTarget)
        return provider;
    return tr("%1 · %2 tokens").arg(provider, QLocale().toString(*curve.promptTokensTarget));
}

QString ConcurrencyView::levelText(double level) const
{
    if (m_axis == LoadAxis::ArrivalRate)
        return tr("%1 req/s").arg(QLocale().toString(level, 'g', 4));
    return tr("c%1").arg(QLocale().toString(level, 'g', 6));
}

void ConcurrencyView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ConcurrencyView::retranslate()
{
    m_axisLabel->setText(tr("Load"));
    m_axisBox->setItemText(0, tr("Concurrency (closed loop)"));
    m_axisBox->setItemText(1, tr("Arrival rate (open loop)"));
    m_axisBox->setToolTip(tr("The arrival rate is offered when the run sent requests at rates (open loop)."));
    m_limitLabel->setText(tr("P95 limit"));
    m_limit->setSuffix(tr(" ms"));
    m_limit->setSpecialValueText(tr("none"));
    m_limit->setToolTip(tr("The knee is the first level whose TTFT P95 exceeds this limit, or reaches twice the lowest level's P95."));
    m_logX->setText(tr("Log scale"));
    m_canvas->update();
}

void ConcurrencyView::render(QPainter *painter, const QRectF &target) const
{
    if (painter)
        draw(*painter, target);
}

namespace {

struct Ranges {
    double xLow = 0, xHigh = 1, yHigh = 1, errHigh = 0;
    bool any = false;
    std::vector<double> levels; // every level of any curve, ascending
};

Ranges rangesOf(const std::vector<ConcurrencyCurve> &curves, std::optional<double> limit)
{
    Ranges r;
    bool first = true;
    for (const ConcurrencyCurve &curve : curves) {
        for (const ConcurrencyPoint &point : curve.points) {
            r.any = true;
            if (std::find(r.levels.begin(), r.levels.end(), point.level) == r.levels.end())
                r.levels.push_back(point.level);
            r.xLow = first ? point.level : std::min(r.xLow, point.level);
            r.xHigh = first ? point.level : std::max(r.xHigh, point.level);
            first = false;
            for (const PercentileStyle &style : kPercentiles)
                r.yHigh = std::max(r.yHigh, (point.*style.value).value_or(0));
            r.errHigh = std::max(r.errHigh, point.errorRate.value_or(0));
        }
    }
    if (limit)
        r.yHigh = std::max(r.yHigh, *limit);
    std::sort(r.levels.begin(), r.levels.end());
    return r;
}

Frame makeFrame(const Ranges &r, bool logX, const QRectF &area, qreal legendUsed, const PlotTheme &theme)
{
    Frame frame;
    frame.logX = logX && r.xLow > 0;
    const QFontMetricsF small(theme.smallFont);
    const qreal top = area.top() + legendUsed + 8;
    const qreal bottom = area.bottom() - (4 + 2 + small.height() * 2 + 6);
    const int yCount = std::clamp(int((bottom - top) / 45), 3, 8);
    frame.yTicks = niceTicks(0, r.yHigh * 1.08, yCount);
    // Error rate: at least 0..10 %, so a few failures do not fill the height.
    frame.errTicks = niceTicks(0, std::max(10.0, r.errHigh * 100 * 1.1), std::min(yCount, 6));
    frame.errTicks.high = std::min(frame.errTicks.high, 100.0);
    const qreal left = area.left() + small.height() + 8 + yLabelWidth(frame.yTicks, theme) + 8;
    const qreal right = area.right() - (small.height() + 8 + yLabelWidth(frame.errTicks, theme) + 8);
    const int xCount = std::max(3, int((right - left) / 80));
    if (frame.logX) {
        // logTicks takes the data values (and returns log10 ones): a fifth of margin either side.
        frame.xTicks = logTicks(r.xLow / 1.2, std::max(r.xHigh, r.xLow * 1.01) * 1.2, xCount);
    } else {
        const double pad = std::max(0.5, (r.xHigh - r.xLow) * 0.04);
        frame.xTicks = niceTicks(std::max(0.0, r.xLow - pad), r.xHigh + pad, xCount);
    }
    // A sweep has a few levels (1, 8, 32, 64): ticks on the levels themselves read better than
    // round numbers between them.
    if (!r.levels.empty() && r.levels.size() <= std::size_t(xCount) + 2) {
        frame.xTicks.values.clear();
        for (const double level : r.levels)
            frame.xTicks.values.push_back(frame.logX ? std::log10(level) : level);
        frame.levelTicks = true;
    }
    frame.plot = QRectF(QPointF(left, top), QPointF(right, bottom));
    return frame;
}

// The error-rate axis on the right of the plot: ticks, labels and its title turned upright.
void drawRightAxis(QPainter &painter, const Frame &frame, const QString &title, const PlotTheme &theme)
{
    painter.save();
    painter.setFont(theme.smallFont);
    const QFontMetricsF metrics(theme.smallFont);
    const QRectF &plot = frame.plot;
    qreal widest = 0;
    for (const double value : frame.errTicks.values) {
        const qreal y = frame.errOf(value / 100);
        painter.setPen(theme.axis);
        painter.drawLine(QPointF(plot.right(), y), QPointF(plot.right() + 4, y));
        const QString label = formatTick(value, frame.errTicks.decimals);
        widest = std::max(widest, metrics.horizontalAdvance(label));
        painter.setPen(theme.subtleText);
        painter.drawText(QRectF(plot.right() + 7, y - metrics.height() / 2, 200, metrics.height()),
                         Qt::AlignLeft | Qt::AlignVCenter, label);
    }
    painter.setPen(theme.axis);
    painter.drawLine(plot.topRight(), plot.bottomRight());
    painter.setPen(theme.text);
    painter.translate(plot.right() + 7 + widest + 6, plot.center().y());
    painter.rotate(90);
    painter.drawText(QRectF(-plot.height() / 2, -metrics.height(), plot.height(), metrics.height()), Qt::AlignCenter, title);
    painter.restore();
}

} // namespace

void ConcurrencyView::draw(QPainter &painter, const QRectF &target) const
{
    painter.save();
    const PlotTheme theme = PlotTheme::from(palette(), font());
    painter.fillRect(target, theme.plotBackground);
    const QRectF area = target.adjusted(kMargin, kMargin, -kMargin, -kMargin);
    const Ranges ranges = rangesOf(m_curves, p95LimitMs());
    if (!ranges.any) {
        drawPlaceholder(painter, area,
                        anyMeasured(m_input.all()) ? tr("No measured request on this load axis.") : tr("No finished requests yet."),
                        theme);
        painter.restore();
        return;
    }
    const QColor errorColor = theme.failure;

    std::vector<LegendEntry> legend;
    for (const ConcurrencyCurve &curve : m_curves)
        legend.push_back({colorOf(QString::fromStdString(curve.provider)), LegendSymbol::Box, curveName(curve)});
    legend.push_back({theme.text, LegendSymbol::Line, tr("P50")});
    legend.push_back({theme.text, LegendSymbol::DashedLine, tr("P95")});
    QColor faint = theme.text;
    faint.setAlphaF(0.55);
    legend.push_back({faint, LegendSymbol::DottedLine, tr("P99")});
    legend.push_back({errorColor, LegendSymbol::Cross,
                      ranges.errHigh > 0 ? tr("Error rate (right axis)") : tr("Error rate (right axis): no errors")});
    const qreal legendUsed = legendHeight(legend, area.width(), theme);
    drawLegend(painter, area.topLeft(), area.width(), legend, theme);
    const Frame frame = makeFrame(ranges, m_logX->isChecked(), area, legendUsed, theme);
    const QRectF &plot = frame.plot;

    const QString xTitle = m_axis == LoadAxis::ArrivalRate ? tr("Arrival rate (req/s per provider)")
                                                           : tr("Concurrency (requests in flight per provider)");
    drawYAxis(painter, plot, frame.yTicks,
              m_axis == LoadAxis::ArrivalRate ? tr("TTFT from the intended start (ms)") : tr("TTFT (ms)"), theme);
    const TickFormatter levelFormat = [logX = frame.logX](double value, int) {
        return QLocale().toString(logX ? std::pow(10.0, value) : value, 'g', 4);
    };
    drawXAxis(painter, plot, frame.xTicks, frame.logX ? tr("%1, log scale").arg(xTitle) : xTitle, theme,
              frame.levelTicks ? levelFormat : frame.logX ? TickFormatter(formatLogTick) : TickFormatter(formatTick));
    drawRightAxis(painter, frame, tr("Error rate (%)"), theme);

    painter.setRenderHint(QPainter::Antialiasing);
    painter.setClipRect(plot.adjusted(-6, -6, 6, 6));
    // The limit, when set.
    if (const auto limit = p95LimitMs()) {
        const qreal y = frame.yOf(*limit);
        painter.setPen(QPen(errorColor, 1.2, Qt::DashDotLine));
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        painter.setFont(theme.smallFont);
        painter.setPen(errorColor);
        painter.drawText(QRectF(plot.left() + 4, y - QFontMetricsF(theme.smallFont).height() - 1, plot.width() - 8,
                                QFontMetricsF(theme.smallFont).height()),
                         Qt::AlignRight | Qt::AlignBottom, tr("P95 limit %1").arg(formatDurationMs(*limit)));
    }

    // Error rates first (thin, behind the latency lines), only where there are errors.
    for (const ConcurrencyCurve &curve : m_curves) {
        const bool anyErrors = std::any_of(curve.points.begin(), curve.points.end(),
                                           [](const ConcurrencyPoint &p) { return p.errorRate.value_or(0) > 0; });
        if (!anyErrors)
            continue;
        QColor color = colorOf(QString::fromStdString(curve.provider));
        QPolygonF line;
        for (const ConcurrencyPoint &point : curve.points)
            if (point.errorRate)
                line << QPointF(frame.xOf(point.level), frame.errOf(*point.errorRate));
        color.setAlphaF(0.7);
        painter.setPen(QPen(color, 1.0));
        painter.drawPolyline(line);
        painter.setPen(QPen(errorColor, 1.6));
        for (const QPointF &p : line) {
            painter.drawLine(p + QPointF(-3.5, -3.5), p + QPointF(3.5, 3.5));
            painter.drawLine(p + QPointF(-3.5, 3.5), p + QPointF(3.5, -3.5));
        }
    }

    // Percentile lines with a dot at each level.
    for (const ConcurrencyCurve &curve : m_curves) {
        const QColor providerColor = colorOf(QString::fromStdString(curve.provider));
        for (const PercentileStyle &style : kPercentiles) {
            QColor color = providerColor;
            color.setAlphaF(style.alpha);
            QPolygonF line;
            for (const ConcurrencyPoint &point : curve.points)
                if (const auto value = point.*style.value)
                    line << QPointF(frame.xOf(point.level), frame.yOf(*value));
            painter.setPen(QPen(color, style.width, style.pen, Qt::RoundCap, Qt::RoundJoin));
            painter.setBrush(Qt::NoBrush);
            painter.drawPolyline(line);
            painter.setPen(QPen(theme.plotBackground, 1));
            painter.setBrush(color);
            for (const QPointF &p : line)
                painter.drawEllipse(p, 3, 3);
        }
    }
    painter.setClipping(false);

    // Knees: a ring around the P95 point, a line down to the axis, and a label saying which rule
    // fired. Labels are stacked in lanes under the top edge so they never cover each other.
    const QFontMetricsF small(theme.smallFont);
    painter.setFont(theme.smallFont);
    struct KneeLabel {
        QPointF at;
        QString text;
        QColor color;
    };
    std::vector<KneeLabel> labels;
    for (const ConcurrencyCurve &curve : m_curves) {
        if (!curve.knee)
            continue;
        const Knee &knee = *curve.knee;
        const QColor color = colorOf(QString::fromStdString(curve.provider));
        const QPointF point(frame.xOf(knee.level), frame.yOf(knee.p95Ms));
        painter.setPen(QPen(color, 1, Qt::DashLine));
        painter.drawLine(QPointF(point.x(), plot.top()), QPointF(point.x(), point.y() - 7));
        painter.drawLine(QPointF(point.x(), point.y() + 7), QPointF(point.x(), plot.bottom()));
        painter.setPen(QPen(color, 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(point, 7, 7);
        const QString rule = knee.rule == KneeRule::Limit
                                 ? tr("P95 %1 > limit %2").arg(formatDurationMs(knee.p95Ms), formatDurationMs(knee.thresholdMs))
                                 : tr("P95 %1 ≥ 2× lowest level's %2")
                                       .arg(formatDurationMs(knee.p95Ms), formatDurationMs(knee.baselineP95Ms));
        labels.push_back({point, tr("%1 knee at %2: %3").arg(curveName(curve), levelText(knee.level), rule), color});
    }
    std::vector<std::pair<double, double>> spans;
    std::vector<QRectF> boxes;
    for (const KneeLabel &label : labels) {
        const qreal width = small.horizontalAdvance(label.text) + 8;
        // Beside the knee, on the side with room.
        const qreal left = label.at.x() + 10 + width <= plot.right() ? label.at.x() + 10 : label.at.x() - 10 - width;
        boxes.emplace_back(std::max(plot.left() + 2, left), 0, width, small.height() + 2);
        spans.emplace_back(boxes.back().left(), boxes.back().right());
    }
    const std::vector<int> lanes = stackLabels(spans);
    for (std::size_t i = 0; i < labels.size(); ++i) {
        QRectF box = boxes[i];
        box.moveTop(plot.top() + 2 + lanes[i] * (small.height() + 4));
        QColor back = theme.plotBackground;
        back.setAlphaF(0.9);
        painter.setPen(QPen(labels[i].color, 1));
        painter.setBrush(back);
        painter.drawRoundedRect(box, 3, 3);
        painter.setPen(theme.text);
        painter.drawText(box, Qt::AlignCenter, labels[i].text);
    }
    painter.restore();
}

QString ConcurrencyView::toolTipAt(const QRectF &target, const QPointF &position) const
{
    const Ranges ranges = rangesOf(m_curves, p95LimitMs());
    if (!ranges.any)
        return {};
    const PlotTheme theme = PlotTheme::from(palette(), font());
    const QRectF area = target.adjusted(kMargin, kMargin, -kMargin, -kMargin);
    std::vector<LegendEntry> legend;
    for (const ConcurrencyCurve &curve : m_curves)
        legend.push_back({QColor(), LegendSymbol::Box, curveName(curve)});
    legend.push_back({QColor(), LegendSymbol::Line, tr("P50")});
    legend.push_back({QColor(), LegendSymbol::DashedLine, tr("P95")});
    legend.push_back({QColor(), LegendSymbol::DottedLine, tr("P99")});
    legend.push_back({QColor(), LegendSymbol::Cross,
                      ranges.errHigh > 0 ? tr("Error rate (right axis)") : tr("Error rate (right axis): no errors")});
    const Frame frame = makeFrame(ranges, m_logX->isChecked(), area, legendHeight(legend, area.width(), theme), theme);
    // The nearest point of any percentile line, within 10 px.
    const ConcurrencyCurve *bestCurve = nullptr;
    const ConcurrencyPoint *bestPoint = nullptr;
    double bestDistance = 10;
    for (const ConcurrencyCurve &curve : m_curves) {
        for (const ConcurrencyPoint &point : curve.points) {
            for (const PercentileStyle &style : kPercentiles) {
                const auto value = point.*style.value;
                if (!value)
                    continue;
                const double d = std::hypot(frame.xOf(point.level) - position.x(), frame.yOf(*value) - position.y());
                if (d < bestDistance) {
                    bestDistance = d;
                    bestCurve = &curve;
                    bestPoint = &point;
                }
            }
        }
    }
    if (!bestPoint)
        return {};
    const auto ms = [](const std::optional<double> &v) { return v ? formatDurationMs(*v) : QStringLiteral("–"); };
    return tr("%1 at %2\n%3 requests, %4 failed (%5 %)\nP50 %6 · P95 %7 · P99 %8")
        .arg(curveName(*bestCurve), levelText(bestPoint->level), QLocale().toString(qlonglong(bestPoint->requests)),
             QLocale().toString(qlonglong(bestPoint->failed)), localeFixed(bestPoint->errorRate.value_or(0) * 100, 1),
             ms(bestPoint->p50Ms), ms(bestPoint->p95Ms), ms(bestPoint->p99Ms));
}

} // namespace ttft
