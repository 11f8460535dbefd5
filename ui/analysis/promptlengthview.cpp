#include "promptlengthview.h"

#include "explorercanvas.h"
#include "base/figuretext.h"
#include "charts/axisticks.h"
#include "charts/plotpainter.h"
#include "charts/providercolors.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ttft {

namespace {

constexpr qreal kMargin = 10;
constexpr qreal kDotRadius = 2.8;
// More dots than this per provider are thinned (every k-th): the line is fitted on all of them.
constexpr std::size_t kMaxDotsPerProvider = 4000;

// Whether the input has a successful measured request: without one every view says the same
// thing; with some, a view that still has nothing to draw says why.
bool anyMeasured(const std::vector<RequestRecord> &records)
{
    return std::any_of(records.begin(), records.end(), [](const RequestRecord &r) { return !r.warmup && !r.failed(); });
}

enum Column { ColumnProvider, ColumnPrefill, ColumnShape, ColumnOverhead, ColumnRSquared, ColumnN, ColumnPredicted, ColumnCount };


// The prefill rate over the measured range: one figure for a line, shortest → longest for a curve
// (prefill slowing as the prompt grows, as attention's quadratic cost shows on real engines).
QString rateText(const PromptLengthSeries &s)
{
    const auto low = s.fit.prefillTokensPerS(s.minTokens);
    const auto high = s.fit.prefillTokensPerS(s.maxTokens);
    if (!low || !high)
        return {};
    if (s.fit.shape != PrefillCurve::Shape::Quadratic || std::lround(*low) == std::lround(*high))
        return localeFixed(*high, 0);
    return QStringLiteral("%1 → %2").arg(localeFixed(*low, 0), localeFixed(*high, 0));
}

// Where everything goes, shared by painting and tooltips.
struct Frame {
    QRectF plot;
    AxisTicks xTicks; // prompt tokens
    AxisTicks yTicks; // ms
    qreal xOf(double tokens) const { return plot.left() + (tokens - xTicks.low) / (xTicks.high - xTicks.low) * plot.width(); }
    qreal yOf(double ms) const { return plot.bottom() - (ms - yTicks.low) / (yTicks.high - yTicks.low) * plot.height(); }
};

} // namespace

PromptLengthView::PromptLengthView(QWidget *parent)
    : QWidget(parent)
    , m_lengthLabel(new QLabel(this))
    , m_promptTokens(new QSpinBox(this))
    , m_turnLabel(new QLabel(this))
    , m_turn(new QSpinBox(this))
    , m_perTurnLabel(new QLabel(this))
    , m_tokensPerTurn(new QSpinBox(this))
    , m_applyTurn(new QPushButton(this))
    , m_canvas(new ExplorerCanvas([this](QPainter &painter, const QRectF &target) { draw(painter, target); },
                                  [this](const QRectF &target, const QPointF &position) { return toolTipAt(target, position); },
                                  this))
    , m_table(new QTableWidget(0, ColumnCount, this))
{
    setObjectName(QStringLiteral("PromptLengthView"));
    m_promptTokens->setObjectName(QStringLiteral("whatIfPromptTokens"));
    m_promptTokens->setRange(0, 2'000'000);
    m_promptTokens->setSingleStep(500);
    m_promptTokens->setGroupSeparatorShown(true);
    m_promptTokens->setValue(4000);
    m_turn->setRange(1, 1000);
    m_turn->setValue(10);
    m_tokensPerTurn->setRange(1, 200'000);
    m_tokensPerTurn->setSingleStep(50);
    m_tokensPerTurn->setValue(300);
    m_tokensPerTurn->setGroupSeparatorShown(true);

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_lengthLabel);
    controls->addWidget(m_promptTokens);
    controls->addSpacing(8);
    controls->addWidget(m_turnLabel);
    controls->addWidget(m_turn);
    controls->addWidget(m_perTurnLabel);
    controls->addWidget(m_tokensPerTurn);
    controls->addWidget(m_applyTurn);
    controls->addStretch(1);

    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    controls->setContentsMargins(6, 0, 6, 0);
    layout->addLayout(controls);
    layout->addWidget(m_canvas, 1);
    layout->addWidget(m_table);

    connect(m_promptTokens, &QSpinBox::valueChanged, this, [this] {
        fillTable();
        m_canvas->update();
    });
    connect(m_applyTurn, &QPushButton::clicked, this,
            [this] { applyConversationTurn(m_turn->value(), m_tokensPerTurn->value()); });
    retranslate();
}

PromptLengthView::~PromptLengthView() = default;

void PromptLengthView::setInput(const AnalysisInput &input)
{
    m_input = input;
    m_series = promptLengthSeries(m_input.all());
    // Start the what-if at the longest prompt measured: the far end of the data, where a longer
    // conversation is headed.
    double longest = 0;
    for (const PromptLengthSeries &s : m_series)
        longest = std::max(longest, s.maxTokens);
    if (longest > 0)
        m_promptTokens->setValue(int(std::min(2'000'000.0, std::ceil(longest * 2 / 1000) * 1000)));
    fillTable();
    m_canvas->update();
}

void PromptLengthView::setWhatIfPromptTokens(int tokens)
{
    m_promptTokens->setValue(tokens);
}

int PromptLengthView::whatIfPromptTokens() const
{
    return m_promptTokens->value();
}

void PromptLengthView::applyConversationTurn(int turn, int tokensPerTurn)
{
    m_turn->setValue(turn);
    m_tokensPerTurn->setValue(tokensPerTurn);
    setWhatIfPromptTokens(conversationPromptTokens(turn, tokensPerTurn));
}

std::optional<double> PromptLengthView::predictedTtftMs(const QString &provider) const
{
    for (const PromptLengthSeries &s : m_series) {
        if (QString::fromStdString(s.provider) == provider)
            return s.fit.predict(whatIfPromptTokens());
    }
    return std::nullopt;
}

QColor PromptLengthView::colorOf(const QString &provider) const
{
    if (const auto it = m_input.colors.constFind(provider); it != m_input.colors.constEnd())
        return *it;
    return ProviderColors().colorOf(provider);
}

void PromptLengthView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PromptLengthView::retranslate()
{
    // Short labels: the row must fit a narrow dock.
    m_lengthLabel->setText(tr("What if:"));
    m_promptTokens->setSuffix(tr(" tokens"));
    m_promptTokens->setToolTip(tr("A prompt length: the table and the chart show the TTFT each provider's line predicts for it."));
    m_turnLabel->setText(tr("or turn"));
    m_turn->setToolTip(tr("Turn N of a conversation: everything said in the turns before it plus its question."));
    m_perTurnLabel->setText(tr("at ~"));
    m_tokensPerTurn->setSuffix(tr(" tokens/turn"));
    m_tokensPerTurn->setToolTip(tr("About how many tokens one turn (a question and its answer) takes."));
    m_applyTurn->setText(tr("Use"));
    m_applyTurn->setToolTip(tr("Sets the prompt length to everything said before that turn plus its question."));
    fillTable();
    m_canvas->update();
}

void PromptLengthView::fillTable()
{
    const QStringList headers{tr("Provider"), tr("Prefill (tokens/s)"), tr("Fit"), tr("Fixed overhead (ms)"), tr("R²"), tr("n"),
                              tr("TTFT at %1 tokens (ms)").arg(QLocale().toString(whatIfPromptTokens()))};
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setRowCount(int(m_series.size()));
    const QString dash = QStringLiteral("–");
    for (int row = 0; row < int(m_series.size()); ++row) {
        const PromptLengthSeries &s = m_series[std::size_t(row)];
        const PrefillCurve &fit = s.fit;
        const auto cell = [&](int column, const QString &text, bool right = true) {
            auto *item = new QTableWidgetItem(text);
            item->setTextAlignment(Qt::AlignVCenter | (right ? Qt::AlignRight : Qt::AlignLeft));
            m_table->setItem(row, column, item);
            return item;
        };
        const QString provider = QString::fromStdString(s.provider);
        QTableWidgetItem *name = cell(ColumnProvider, provider, false);
        name->setForeground(colorOf(provider));
        const QString rate = rateText(s);
        QTableWidgetItem *rateItem = cell(ColumnPrefill, rate.isEmpty() ? dash : rate);
        if (!rate.isEmpty())
            rateItem->setToolTip(tr("The prefill rate the curve gives at the shortest prompt (%1 tokens) and at the longest (%2 tokens): the prompt's tokens ÷ its prefill time, as engines report prompt_per_second.")
                                     .arg(QLocale().toString(qlonglong(std::llround(s.minTokens))),
                                          QLocale().toString(qlonglong(std::llround(s.maxTokens)))));
        QTableWidgetItem *shape = cell(ColumnShape, fit.shape == PrefillCurve::Shape::Quadratic ? tr("quadratic")
                                                    : fit.valid()                                ? tr("linear")
                                                                                                 : dash,
                                       false);
        shape->setToolTip(tr("TTFT ≈ a + b·n, or a + b·n + c·n² where prefill slows as the prompt grows: the shape that predicts held-out requests better (5-fold cross-validation; the quadratic must be 2 % better)."));
        QTableWidgetItem *overhead = cell(ColumnOverhead, fit.valid() ? localeFixed(fit.a, 1) : dash);
        if (fit.interceptClamped)
            overhead->setToolTip(tr("Clamped to 0: the unconstrained fit wanted a negative fixed overhead, which no request can pay. The data do not support one."));
        cell(ColumnRSquared, fit.rSquared ? localeFixed(*fit.rSquared, 3) : dash);
        cell(ColumnN, QLocale().toString(qlonglong(fit.n)));
        const auto predicted = fit.predict(whatIfPromptTokens());
        cell(ColumnPredicted, predicted ? localeFixed(*predicted, 0) : dash);
        if (s.cacheHits > 0)
            name->setToolTip(tr("%1 of its requests hit the server's prefix cache: their prefill was shorter than their prompt, which flattens the line. Turn cache busting on for a true prefill rate.")
                                 .arg(QLocale().toString(qlonglong(s.cacheHits))));
        else if (!fit.valid())
            name->setToolTip(tr("All its requests had the same prompt length: sweep prompt lengths (Plan → prompt tokens) to fit a line."));
        else if (rate.isEmpty())
            name->setToolTip(tr("TTFT does not grow with the prompt here: no prefill rate to speak of."));
    }
    // As tall as its rows: the chart takes the rest.
    int height = m_table->horizontalHeader()->sizeHint().height() + 2 * m_table->frameWidth();
    for (int row = 0; row < m_table->rowCount(); ++row)
        height += m_table->verticalHeader()->sectionSize(row);
    m_table->setFixedHeight(std::max(height, m_table->horizontalHeader()->sizeHint().height() * 2));
}

void PromptLengthView::render(QPainter *painter, const QRectF &target) const
{
    if (painter)
        draw(*painter, target);
}

namespace {

// The axes: prompt tokens from 0 to past the longest prompt and the what-if; TTFT from 0 to the
// largest point or prediction. The plot sits under a legend `legendUsed` tall.
Frame makeFrame(const std::vector<PromptLengthSeries> &series, double whatIf, const QRectF &area, qreal legendUsed,
                const PlotTheme &theme)
{
    double xHigh = whatIf;
    double yHigh = 1;
    for (const PromptLengthSeries &s : series) {
        xHigh = std::max(xHigh, s.maxTokens);
        for (const double y : s.ttftMs)
            yHigh = std::max(yHigh, y);
        if (const auto predicted = s.fit.predict(whatIf))
            yHigh = std::max(yHigh, *predicted);
    }
    Frame frame;
    const QFontMetricsF small(theme.smallFont);
    const qreal plotTop = area.top() + legendUsed + 8;
    const qreal bottom = area.bottom() - (4 + 2 + small.height() * 2 + 6);
    frame.yTicks = niceTicks(0, yHigh * 1.05, std::clamp(int((bottom - plotTop) / 45), 3, 8));
    const qreal left = area.left() + small.height() + 8 + yLabelWidth(frame.yTicks, theme) + 8;
    frame.xTicks = niceTicks(0, std::max(1.0, xHigh * 1.03), std::max(3, int((area.right() - left) / 90)));
    frame.plot = QRectF(QPointF(left, plotTop), QPointF(area.right() - 12, bottom));
    return frame;
}

} // namespace

std::vector<LegendEntry> PromptLengthView::legendEntries(const PlotTheme &theme) const
{
    std::vector<LegendEntry> legend;
    for (const PromptLengthSeries &s : m_series) {
        const QString provider = QString::fromStdString(s.provider);
        const PrefillCurve &fit = s.fit;
        QString text;
        if (const QString rate = rateText(s); !rate.isEmpty()) {
            text = (fit.shape == PrefillCurve::Shape::Quadratic ? tr("%1: prefill %2 tokens/s (quadratic), fixed %3 ms, R² %4, n %5")
                                                                 : tr("%1: prefill %2 tokens/s, fixed %3 ms, R² %4, n %5"))
                       .arg(provider, rate, localeFixed(fit.a, 0), localeFixed(fit.rSquared.value_or(0), 3),
                            QLocale().toString(qlonglong(fit.n)));
        } else if (fit.valid()) {
            text = tr("%1: TTFT does not grow with the prompt, n %2").arg(provider, QLocale().toString(qlonglong(fit.n)));
        } else {
            text = tr("%1: one prompt length, no line, n %2").arg(provider, QLocale().toString(qlonglong(fit.n)));
        }
        if (s.cacheHits > 0)
            text = tr("%1 (%2 hit the prefix cache)").arg(text, QLocale().toString(qlonglong(s.cacheHits)));
        if (s.levels > 1)
            text = s.rateRps ? tr("%1, at %2 requests/s (the lightest load)").arg(text, QLocale().toString(*s.rateRps))
                             : tr("%1, at concurrency %2 (the lightest load)").arg(text).arg(s.concurrency);
        legend.push_back({colorOf(provider), LegendSymbol::Line, text});
    }
    legend.push_back({theme.subtleText, LegendSymbol::DashedLine,
                      tr("What if: %1 tokens").arg(QLocale().toString(whatIfPromptTokens()))});
    return legend;
}

void PromptLengthView::draw(QPainter &painter, const QRectF &target) const
{
    painter.save();
    const PlotTheme theme = PlotTheme::from(palette(), font());
    painter.fillRect(target, theme.plotBackground);
    const QRectF area = target.adjusted(kMargin, kMargin, -kMargin, -kMargin);
    std::size_t points = 0;
    for (const PromptLengthSeries &s : m_series)
        points += s.promptTokens.size();
    if (points == 0) {
        drawPlaceholder(painter, area,
                        anyMeasured(m_input.all())
                            ? tr("No request has a prompt length: the server reported no usage and the plan set no prompt-length target.")
                            : tr("No finished requests yet."),
                        theme);
        painter.restore();
        return;
    }

    const double whatIf = whatIfPromptTokens();
    const std::vector<LegendEntry> legend = legendEntries(theme);
    const qreal legendUsed = legendHeight(legend, area.width(), theme);
    drawLegend(painter, area.topLeft(), area.width(), legend, theme);
    const Frame frame = makeFrame(m_series, whatIf, area, legendUsed, theme);
    const QFontMetricsF small(theme.smallFont);
    const QRectF &plot = frame.plot;

    drawYAxis(painter, plot, frame.yTicks, tr("TTFT (ms)"), theme);
    // The x axis says whose count it is: the server's (usage.prompt_tokens) or the workload's target.
    std::int64_t counted = 0, total = 0;
    for (const PromptLengthSeries &s : m_series) {
        counted += s.serverCounted;
        total += std::int64_t(s.promptTokens.size());
    }
    const QString xTitle = counted == total ? tr("Prompt length (tokens, as the server counted them)")
                           : counted == 0   ? tr("Prompt length (tokens, the workload's target)")
                                            : tr("Prompt length (tokens: the server's count, else the workload's target)");
    drawXAxis(painter, plot, frame.xTicks, xTitle, theme);

    painter.setClipRect(plot.adjusted(-kDotRadius - 1, -kDotRadius - 1, kDotRadius + 1, kDotRadius + 1));
    painter.setRenderHint(QPainter::Antialiasing);
    // Dots first, lines over them, so every line stays visible.
    for (const PromptLengthSeries &s : m_series) {
        QColor color = colorOf(QString::fromStdString(s.provider));
        QColor fill = color;
        fill.setAlphaF(0.55);
        painter.setPen(QPen(color.darker(120), 0.6));
        painter.setBrush(fill);
        const std::size_t stride = std::max<std::size_t>(1, s.promptTokens.size() / kMaxDotsPerProvider);
        for (std::size_t i = 0; i < s.promptTokens.size(); i += stride)
            painter.drawEllipse(QPointF(frame.xOf(s.promptTokens[i]), frame.yOf(s.ttftMs[i])), kDotRadius, kDotRadius);
    }
    painter.setBrush(Qt::NoBrush);
    for (const PromptLengthSeries &s : m_series) {
        if (!s.fit.valid())
            continue;
        const QColor color = colorOf(QString::fromStdString(s.provider));
        // Solid over the measured range, dashed where it extrapolates (to 0 and to the what-if); a
        // curve is drawn as a polyline fine enough to look smooth.
        const auto curve = [&](double from, double to) {
            QPolygonF line;
            const int steps = s.fit.shape == PrefillCurve::Shape::Quadratic ? 64 : 1;
            for (int i = 0; i <= steps; ++i) {
                const double x = from + (to - from) * i / steps;
                line << QPointF(frame.xOf(x), frame.yOf(*s.fit.predict(x)));
            }
            return line;
        };
        painter.setPen(QPen(color, 1.3, Qt::DashLine));
        painter.drawPolyline(curve(frame.xTicks.low, s.minTokens));
        painter.drawPolyline(curve(s.maxTokens, frame.xTicks.high));
        painter.setPen(QPen(color, 2.2));
        painter.drawPolyline(curve(s.minTokens, s.maxTokens));
    }
    painter.setClipping(false);

    // The what-if: a vertical line and each provider's prediction on it, labelled.
    const qreal x = frame.xOf(whatIf);
    painter.setPen(QPen(theme.subtleText, 1, Qt::DashLine));
    painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
    painter.setFont(theme.smallFont);
    struct Label {
        qreal y;
        QString text;
        QColor color;
    };
    std::vector<Label> labels;
    for (const PromptLengthSeries &s : m_series) {
        const auto predicted = s.fit.predict(whatIf);
        if (!predicted || !s.fit.valid())
            continue;
        const QColor color = colorOf(QString::fromStdString(s.provider));
        const QPointF point(x, frame.yOf(*predicted));
        painter.setPen(QPen(theme.plotBackground, 1.5));
        painter.setBrush(color);
        QPolygonF diamond;
        diamond << point + QPointF(0, -5) << point + QPointF(5, 0) << point + QPointF(0, 5) << point + QPointF(-5, 0);
        painter.drawPolygon(diamond);
        labels.push_back({point.y(), formatDurationMs(*predicted), color});
    }
    // Labels beside the marker, pushed apart vertically so none covers another.
    std::sort(labels.begin(), labels.end(), [](const Label &a, const Label &b) { return a.y < b.y; });
    qreal lastBottom = -1e9;
    const bool leftSide = x > plot.center().x();
    for (const Label &label : labels) {
        const qreal width = small.horizontalAdvance(label.text) + 6;
        qreal top = std::max(label.y - small.height() / 2, lastBottom + 1);
        top = std::clamp(top, plot.top(), plot.bottom() - small.height());
        lastBottom = top + small.height();
        const QRectF box(leftSide ? x - 8 - width : x + 8, top, width, small.height());
        QColor back = theme.plotBackground;
        back.setAlphaF(0.85);
        painter.fillRect(box, back);
        painter.setPen(theme.text);
        painter.drawText(box, Qt::AlignCenter, label.text);
    }
    painter.restore();
}

QString PromptLengthView::toolTipAt(const QRectF &target, const QPointF &position) const
{
    if (m_series.empty())
        return {};
    // The same frame as draw(), recomputed (cheap) rather than cached between paints.
    const PlotTheme theme = PlotTheme::from(palette(), font());
    const QRectF area = target.adjusted(kMargin, kMargin, -kMargin, -kMargin);
    const qreal legendUsed = legendHeight(legendEntries(theme), area.width(), theme);
    const Frame frame = makeFrame(m_series, whatIfPromptTokens(), area, legendUsed, theme);
    if (!frame.plot.adjusted(-6, -6, 6, 6).contains(position))
        return {};
    // On a dot: that request.
    const PromptLengthSeries *nearest = nullptr;
    std::size_t nearestIndex = 0;
    double nearestDistance = 6;
    for (const PromptLengthSeries &s : m_series) {
        for (std::size_t i = 0; i < s.promptTokens.size(); ++i) {
            const double d = std::hypot(frame.xOf(s.promptTokens[i]) - position.x(), frame.yOf(s.ttftMs[i]) - position.y());
            if (d < nearestDistance) {
                nearestDistance = d;
                nearest = &s;
                nearestIndex = i;
            }
        }
    }
    if (nearest) {
        return tr("%1: %2 prompt tokens, TTFT %3")
            .arg(QString::fromStdString(nearest->provider),
                 QLocale().toString(qlonglong(std::llround(nearest->promptTokens[nearestIndex]))),
                 formatDurationMs(nearest->ttftMs[nearestIndex]));
    }
    // Elsewhere: every provider line's prediction at the mouse's prompt length.
    const double tokens = frame.xTicks.low + (position.x() - frame.plot.left()) / frame.plot.width()
                                                 * (frame.xTicks.high - frame.xTicks.low);
    QStringList lines;
    lines << tr("%1 prompt tokens").arg(QLocale().toString(qlonglong(std::max(0.0, std::round(tokens)))));
    for (const PromptLengthSeries &s : m_series) {
        if (const auto predicted = s.fit.predict(tokens); predicted && s.fit.valid())
            lines << tr("%1: %2 predicted").arg(QString::fromStdString(s.provider), formatDurationMs(*predicted));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace ttft
