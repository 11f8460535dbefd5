#include "conversationview.h"

#include "explorercanvas.h"
#include "live/axisticks.h"
#include "live/providercolors.h"
#include "results/resultstext.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ttft {

namespace {

constexpr qreal kMargin = 10;
constexpr std::size_t kMaxSeries = 8; // more than this many bands are a wall of colour

// The two plots, one turn axis: TTFT above, tokens below. One function for drawing and for
// finding the turn under the pointer.
struct Frame {
    QRectF ttftPlot;
    QRectF tokenPlot;
    AxisTicks xTicks; // turns
    AxisTicks ttftTicks;
    AxisTicks tokenTicks;
    qreal xOf(double turn) const
    {
        return ttftPlot.left() + (turn - xTicks.low) / (xTicks.high - xTicks.low) * ttftPlot.width();
    }
    qreal ttftY(double ms) const
    {
        return ttftPlot.bottom() - (ms - ttftTicks.low) / (ttftTicks.high - ttftTicks.low) * ttftPlot.height();
    }
    qreal tokenY(double tokens) const
    {
        return tokenPlot.bottom() - (tokens - tokenTicks.low) / (tokenTicks.high - tokenTicks.low) * tokenPlot.height();
    }
};

int lastTurn(const std::vector<ConversationStats> &stats)
{
    int last = 1;
    for (const ConversationStats &series : stats) {
        last = std::max(last, series.plannedTurns);
        for (const ConversationStats::Turn &turn : series.turns)
            last = std::max(last, turn.turn);
    }
    return last;
}

Frame frameFor(const std::vector<ConversationStats> &stats, const QRectF &area, qreal legendUsed, const PlotTheme &theme)
{
    Frame frame;
    double highMs = 1, highTokens = 1;
    for (const ConversationStats &series : stats) {
        highMs = std::max(highMs, series.sloTtftP95Ms);
        for (const ConversationStats::Turn &turn : series.turns) {
            highMs = std::max({highMs, turn.ttftP95.value_or(0), turn.ttftP50.value_or(0)});
            highTokens = std::max({highTokens, turn.promptTokens.value_or(0), turn.cachedTokens.value_or(0)});
        }
    }
    const QFontMetricsF small(theme.smallFont);
    const qreal axisBelow = 4 + 2 + small.height() * 2 + 6;
    const qreal top = area.top() + legendUsed + 8;
    const qreal bottom = area.bottom() - axisBelow;
    const qreal gap = axisBelow; // the upper plot's turn labels sit in it
    const qreal ttftHeight = (bottom - top - gap) * 0.64;
    const int turns = lastTurn(stats);
    frame.ttftTicks = niceTicks(0, highMs * 1.1, std::clamp(int(ttftHeight / 45), 3, 8));
    frame.tokenTicks = niceTicks(0, highTokens * 1.1, std::clamp(int((bottom - top - gap - ttftHeight) / 40), 2, 5));
    frame.xTicks = niceTicks(1, turns, std::min(turns, 12));
    frame.xTicks.low = 0.5;
    frame.xTicks.high = turns + 0.5;
    std::erase_if(frame.xTicks.values, [turns](double value) { return value < 1 || value > turns; });
    const qreal left = area.left() + small.height() + 8
                     + std::max(yLabelWidth(frame.ttftTicks, theme), yLabelWidth(frame.tokenTicks, theme)) + 8;
    const qreal right = area.right() - 8;
    frame.ttftPlot = QRectF(QPointF(left, top), QPointF(right, top + ttftHeight));
    frame.tokenPlot = QRectF(QPointF(left, top + ttftHeight + gap), QPointF(right, bottom));
    return frame;
}

QString turnText(double value, int)
{
    return QLocale().toString(int(std::lround(value)));
}

} // namespace

ConversationView::ConversationView(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_canvas(new ExplorerCanvas([this](QPainter &painter, const QRectF &target) { draw(painter, target); },
                                  [this](const QRectF &target, const QPointF &position) { return toolTipAt(target, position); },
                                  this))
{
    setObjectName(QStringLiteral("ConversationView"));
    m_summary->setObjectName(QStringLiteral("conversationSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 0);
    layout->addWidget(m_summary);
    layout->addWidget(m_canvas, 1);
    retranslate();
}

ConversationView::~ConversationView() = default;

void ConversationView::setInput(const AnalysisInput &input)
{
    m_input = input;
    m_stats.clear();
    if (m_input.run.plan.conversations.enabled())
        m_stats = summarizeConversations(m_input.run.plan, m_input.all(),
                                         m_input.run.slo.ttftMs.value_or(kConversationSloTtftP95Ms));
    m_allSeries = m_stats.size();
    if (m_stats.size() > kMaxSeries)
        m_stats.resize(kMaxSeries);
    retranslate();
}

void ConversationView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

QString ConversationView::seriesLabel(const ConversationStats &stats) const
{
    // The provider only when there are several; the gap only when the plan has several.
    bool severalProviders = false;
    for (const ConversationStats &other : m_stats)
        severalProviders = severalProviders || other.key.provider != m_stats.front().key.provider;
    QString label = historyLabel(stats.history);
    if (m_input.run.plan.conversations.gapsS.size() > 1 && stats.gapS)
        label = tr("%1, %2 s apart").arg(label, QLocale().toString(*stats.gapS));
    if (severalProviders)
        label = QStringLiteral("%1 · %2").arg(QString::fromStdString(stats.key.provider), label);
    return label;
}

QColor ConversationView::seriesColor(std::size_t index) const
{
    // One provider: a colour per series from the palette. Several: the provider's own colour, as
    // every other view draws it, when it has only one series here.
    ProviderColors colors;
    QColor color;
    for (std::size_t i = 0; i <= index && i < m_stats.size(); ++i)
        color = colors.colorOf(QString::fromStdString(m_stats[i].key.provider + " " + m_stats[i].key.cell));
    const QString provider = QString::fromStdString(m_stats[index].key.provider);
    const auto sameProvider = std::count_if(m_stats.begin(), m_stats.end(), [&](const ConversationStats &s) {
        return s.key.provider == m_stats[index].key.provider;
    });
    if (sameProvider == 1 && m_input.colors.contains(provider))
        return m_input.colors.value(provider);
    return color;
}

void ConversationView::retranslate()
{
    if (m_stats.empty()) {
        m_summary->setText(m_input.run.plan.conversations.enabled()
                               ? tr("No conversation turn was measured.")
                               : tr("Not a conversation run. 'ttft-bench run --conversations N --turns K' sends multi-turn "
                                    "conversations with the model's actual replies, and its session opens here."));
    } else {
        QStringList lines;
        for (const ConversationStats &stats : m_stats) {
            QString verdict;
            if (stats.withinSloThroughTurn >= stats.plannedTurns)
                verdict = tr("TTFT P95 within %1 ms at every turn").arg(stats.sloTtftP95Ms, 0, 'f', 0);
            else if (stats.withinSloThroughTurn > 0)
                verdict = tr("TTFT P95 within %1 ms through turn %2 of %3")
                              .arg(stats.sloTtftP95Ms, 0, 'f', 0)
                              .arg(stats.withinSloThroughTurn)
                              .arg(stats.plannedTurns);
            else
                verdict = tr("TTFT P95 over %1 ms from the first turn").arg(stats.sloTtftP95Ms, 0, 'f', 0);
            lines << QStringLiteral("<b>%1</b>: %2").arg(seriesLabel(stats).toHtmlEscaped(), verdict.toHtmlEscaped());
        }
        if (m_allSeries > m_stats.size())
            lines << tr("%1 more series in the run's table (ttft-bench report).").arg(m_allSeries - m_stats.size()).toHtmlEscaped();
        m_summary->setText(lines.join(QStringLiteral("<br>")));
    }
    m_canvas->update();
}

void ConversationView::render(QPainter *painter, const QRectF &target) const
{
    if (painter)
        draw(*painter, target);
}

void ConversationView::draw(QPainter &painter, const QRectF &target) const
{
    painter.save();
    const PlotTheme theme = PlotTheme::from(palette(), font());
    painter.fillRect(target, theme.plotBackground);
    const QRectF area = target.adjusted(kMargin, kMargin, -kMargin, -kMargin);
    if (m_stats.empty()) {
        drawPlaceholder(painter, area, tr("Not a conversation run."), theme);
        painter.restore();
        return;
    }
    std::vector<LegendEntry> legend;
    for (std::size_t i = 0; i < m_stats.size(); ++i)
        legend.push_back({seriesColor(i), LegendSymbol::Box, seriesLabel(m_stats[i])});
    legend.push_back({theme.text, LegendSymbol::Line, tr("TTFT P50 (band: to P95)")});
    legend.push_back({theme.failure, LegendSymbol::DashedLine, tr("Limit of each turn's P95")});
    legend.push_back({theme.text, LegendSymbol::DashedLine, tr("Cached tokens")});
    const qreal legendUsed = legendHeight(legend, area.width(), theme);
    drawLegend(painter, area.topLeft(), area.width(), legend, theme);
    const Frame frame = frameFor(m_stats, area, legendUsed, theme);
    const QFontMetricsF small(theme.smallFont);

    drawYAxis(painter, frame.ttftPlot, frame.ttftTicks, tr("TTFT (ms)"), theme);
    drawXAxis(painter, frame.ttftPlot, frame.xTicks, QString(), theme, turnText);
    drawYAxis(painter, frame.tokenPlot, frame.tokenTicks, tr("Prompt tokens"), theme);
    drawXAxis(painter, frame.tokenPlot, frame.xTicks, tr("Turn"), theme, turnText);

    painter.setRenderHint(QPainter::Antialiasing);
    // The limits (one per distinct value: the run's SLO is the same for every series).
    std::vector<double> limits;
    for (const ConversationStats &stats : m_stats) {
        if (std::find(limits.begin(), limits.end(), stats.sloTtftP95Ms) == limits.end())
            limits.push_back(stats.sloTtftP95Ms);
    }
    painter.setFont(theme.smallFont);
    for (double limit : limits) {
        const qreal y = frame.ttftY(limit);
        painter.setPen(QPen(theme.failure, 1.1, Qt::DashLine));
        painter.drawLine(QPointF(frame.ttftPlot.left(), y), QPointF(frame.ttftPlot.right(), y));
        painter.setPen(theme.failure);
        painter.drawText(QRectF(frame.ttftPlot.left() + 4, y - small.height() - 1, frame.ttftPlot.width() - 8, small.height()),
                         Qt::AlignLeft | Qt::AlignBottom, tr("P95 ≤ %1 ms").arg(limit, 0, 'f', 0));
    }
    // Each series: its P50–P95 band, its P50 line with a dot per turn; below, its prompt tokens
    // (solid) and cached tokens (dashed).
    painter.setClipRect(frame.ttftPlot.united(frame.tokenPlot).adjusted(-6, -6, 6, 6));
    for (std::size_t i = 0; i < m_stats.size(); ++i) {
        const ConversationStats &stats = m_stats[i];
        const QColor color = seriesColor(i);
        QPolygonF upper, lower, median, prompt, cached;
        for (const ConversationStats::Turn &turn : stats.turns) {
            const qreal x = frame.xOf(turn.turn);
            if (turn.ttftP50 && turn.ttftP95) {
                upper << QPointF(x, frame.ttftY(*turn.ttftP95));
                lower << QPointF(x, frame.ttftY(*turn.ttftP50));
            }
            if (turn.ttftP50)
                median << QPointF(x, frame.ttftY(*turn.ttftP50));
            if (turn.promptTokens)
                prompt << QPointF(x, frame.tokenY(*turn.promptTokens));
            if (turn.cachedTokens)
                cached << QPointF(x, frame.tokenY(*turn.cachedTokens));
        }
        if (upper.size() > 1) {
            QPolygonF band = upper;
            for (auto it = lower.rbegin(); it != lower.rend(); ++it)
                band << *it;
            QColor fill = color;
            fill.setAlphaF(0.16);
            painter.setPen(Qt::NoPen);
            painter.setBrush(fill);
            painter.drawPolygon(band);
        }
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(color, 2.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPolyline(median);
        painter.setBrush(color);
        for (const QPointF &point : median)
            painter.drawEllipse(point, 3, 3);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(color, 1.8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPolyline(prompt);
        painter.setPen(QPen(color, 1.4, Qt::DashLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPolyline(cached);
    }
    painter.restore();
}

QString ConversationView::toolTipAt(const QRectF &target, const QPointF &position) const
{
    if (m_stats.empty())
        return {};
    const PlotTheme theme = PlotTheme::from(palette(), font());
    const QRectF area = target.adjusted(kMargin, kMargin, -kMargin, -kMargin);
    std::vector<LegendEntry> legend(m_stats.size() + 3);
    for (std::size_t i = 0; i < m_stats.size(); ++i)
        legend[i] = {QColor(), LegendSymbol::Box, seriesLabel(m_stats[i])};
    legend[m_stats.size()] = {QColor(), LegendSymbol::Line, tr("TTFT P50 (band: to P95)")};
    legend[m_stats.size() + 1] = {QColor(), LegendSymbol::DashedLine, tr("Limit of each turn's P95")};
    legend[m_stats.size() + 2] = {QColor(), LegendSymbol::DashedLine, tr("Cached tokens")};
    const Frame frame = frameFor(m_stats, area, legendHeight(legend, area.width(), theme), theme);
    if (!frame.ttftPlot.united(frame.tokenPlot).adjusted(-8, -8, 8, 8).contains(position))
        return {};
    const int turn = int(std::lround(frame.xTicks.low + (position.x() - frame.ttftPlot.left()) / frame.ttftPlot.width()
                                                             * (frame.xTicks.high - frame.xTicks.low)));
    QStringList lines{tr("Turn %1").arg(turn)};
    const auto ms = [](const std::optional<double> &value) { return value ? formatDurationMs(*value) : QStringLiteral("–"); };
    const auto tokens = [](const std::optional<double> &value) {
        return value ? QLocale().toString(*value, 'f', 0) : QStringLiteral("–");
    };
    for (const ConversationStats &stats : m_stats) {
        const auto it = std::find_if(stats.turns.begin(), stats.turns.end(), [turn](const auto &t) { return t.turn == turn; });
        if (it == stats.turns.end())
            continue;
        lines << tr("%1: TTFT P50 %2, P95 %3; %4 prompt tokens, %5 cached; %6 of %7 failed")
                     .arg(seriesLabel(stats), ms(it->ttftP50), ms(it->ttftP95), tokens(it->promptTokens), tokens(it->cachedTokens))
                     .arg(it->errors)
                     .arg(it->requests);
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace ttft
