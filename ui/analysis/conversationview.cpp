#include "conversationview.h"

#include "explorercanvas.h"
#include "charts/axisticks.h"
#include "base/monoclock.h"
#include "charts/providercolors.h"
#include "results/resultstext.h"

#include <QComboBox>
#include <QEvent>
#include <QFontMetricsF>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <tuple>

namespace ttft {

namespace {

constexpr qreal kMargin = 10;
constexpr std::size_t kMaxSeries = 8; // more than this many bands are a wall of colour
constexpr std::size_t kMaxTimelineRows = 24;

// The timeline's frame: a row per conversation, seconds since its cell's first send along x.
struct TimelineFrame {
    QRectF plot;
    AxisTicks xTicks; // s
    qreal rowHeight = 0;
    qreal xOf(double seconds) const { return plot.left() + (seconds - xTicks.low) / (xTicks.high - xTicks.low) * plot.width(); }
};

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

TimelineFrame timelineFrameFor(const std::vector<ConversationView::TimelineRow> &rows, double lastS, const QRectF &area,
                               const PlotTheme &theme)
{
    TimelineFrame frame;
    const QFontMetricsF small(theme.smallFont);
    qreal labelWidth = 0;
    for (const auto &row : rows)
        labelWidth = std::max(labelWidth, small.horizontalAdvance(row.label));
    const qreal left = area.left() + std::min(labelWidth, area.width() * 0.35) + 10;
    const qreal bottom = area.bottom() - (4 + 2 + small.height() * 2 + 6);
    frame.plot = QRectF(QPointF(left, area.top()), QPointF(area.right() - 8, bottom));
    frame.rowHeight = rows.empty() ? 0 : frame.plot.height() / qreal(rows.size());
    frame.xTicks = niceTicks(0, std::max(lastS, 0.001) * 1.02, std::clamp(int(frame.plot.width() / 90), 3, 10));
    return frame;
}

QString turnText(double value, int)
{
    return QLocale().toString(int(std::lround(value)));
}

} // namespace

ConversationView::ConversationView(QWidget *parent)
    : QWidget(parent)
    , m_modeBox(new QComboBox(this))
    , m_summary(new QLabel(this))
    , m_canvas(new ExplorerCanvas([this](QPainter &painter, const QRectF &target) { draw(painter, target); },
                                  [this](const QRectF &target, const QPointF &position) { return toolTipAt(target, position); },
                                  this))
{
    setObjectName(QStringLiteral("ConversationView"));
    m_summary->setObjectName(QStringLiteral("conversationSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_modeBox->setObjectName(QStringLiteral("conversationMode"));
    m_modeBox->addItem(QString());
    m_modeBox->addItem(QString());
    m_modeBox->addItem(QString());
    // The box's items are the modes in their order.
    connect(m_modeBox, &QComboBox::currentIndexChanged, this,
            [this](int index) { setMode(Mode(std::clamp(index, 0, int(Mode::ToolTurns)))); });
    auto *top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(m_modeBox, 0, Qt::AlignTop);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 0);
    layout->addLayout(top);
    layout->addWidget(m_canvas, 1);
    retranslate();
}

ConversationView::~ConversationView() = default;

void ConversationView::setMode(Mode mode)
{
    m_mode = mode;
    if (m_modeBox->currentIndex() != int(mode))
        m_modeBox->setCurrentIndex(int(mode));
    retranslate(); // the summary above follows the mode
}

void ConversationView::buildTimeline()
{
    m_rows.clear();
    m_allRows = 0;
    // Rows in the order the records came (cell by cell), one per provider, cell, repeat and user.
    std::map<std::tuple<std::string, std::string, int, std::string>, std::size_t> index;
    std::map<std::pair<std::string, std::string>, std::int64_t> origins; // provider, cell → first send
    for (const RequestRecord &record : m_input.all()) {
        if (record.conversation.empty() || record.startNs == kNoTime)
            continue;
        auto [origin, fresh] = origins.emplace(std::make_pair(record.provider, record.cell), record.startNs);
        if (!fresh)
            origin->second = std::min(origin->second, record.startNs);
        if (record.turn <= 0)
            continue;
        const auto key = std::make_tuple(record.provider, record.cell, record.repeat, record.conversation);
        auto [it, added] = index.emplace(key, m_rows.size());
        if (added) {
            ++m_allRows;
            if (m_rows.size() >= kMaxTimelineRows) {
                it->second = kMaxTimelineRows;
                continue;
            }
            TimelineRow row;
            row.series = m_stats.size();
            for (std::size_t i = 0; i < m_stats.size(); ++i) {
                if (m_stats[i].key.provider == record.provider && m_stats[i].key.cell == record.cell)
                    row.series = i;
            }
            const QString series = row.series < m_stats.size() ? seriesLabel(m_stats[row.series]) : QString::fromStdString(record.cell);
            row.label = record.repeat > 0 ? QStringLiteral("%1 · %2 (%3)").arg(series, QString::fromStdString(record.conversation)).arg(record.repeat + 1)
                                          : QStringLiteral("%1 · %2").arg(series, QString::fromStdString(record.conversation));
            m_rows.push_back(std::move(row));
        }
        if (it->second < m_rows.size())
            m_rows[it->second].turns.push_back(&record);
    }
    for (TimelineRow &row : m_rows) {
        std::sort(row.turns.begin(), row.turns.end(), [](const RequestRecord *a, const RequestRecord *b) { return a->turn < b->turn; });
        const RequestRecord &first = *row.turns.front();
        row.originNs = origins.at({first.provider, first.cell});
    }
    // Records come as turns end; rows read best cell by cell, users in order (u0, u1, … u10).
    const auto userNumber = [](const std::string &id) { return std::atoi(id.c_str() + (id.empty() ? 0 : 1)); };
    std::stable_sort(m_rows.begin(), m_rows.end(), [&](const TimelineRow &a, const TimelineRow &b) {
        const RequestRecord &x = *a.turns.front(), &y = *b.turns.front();
        return std::make_tuple(a.originNs, x.provider, x.repeat, userNumber(x.conversation))
             < std::make_tuple(b.originNs, y.provider, y.repeat, userNumber(y.conversation));
    });
}

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
    buildTimeline();
    retranslate(); // builds the tool-call chart too
}

void ConversationView::buildToolChart()
{
    std::vector<ToolTurnChart::Series> series;
    for (std::size_t i = 0; i < m_stats.size(); ++i) {
        if (m_stats[i].toolTurns)
            series.push_back({seriesLabel(m_stats[i]), seriesColor(i), *m_stats[i].toolTurns});
    }
    m_toolChart.setSeries(std::move(series));
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
    m_modeBox->setItemText(0, tr("TTFT by turn"));
    m_modeBox->setItemText(1, tr("Timeline"));
    m_modeBox->setItemText(2, tr("Tool-call turns"));
    buildToolChart(); // its labels are words too
    m_modeBox->setEnabled(!m_stats.empty());
    if (m_stats.empty()) {
        m_summary->setText(m_input.run.plan.conversations.enabled()
                               ? tr("No conversation turn was measured.")
                               : tr("Not a conversation run. 'ttft-bench run --conversations N --turns K' sends multi-turn "
                                    "conversations with the model's actual replies, and its session opens here."));
    } else {
        QStringList lines;
        for (const ConversationStats &stats : m_stats) {
            // Tool-call turns: each series' counts and medians; otherwise its verdict by turn.
            const QString text = m_mode == Mode::ToolTurns ? (stats.toolTurns ? toolTurnsText(*stats.toolTurns) : QString())
                                                           : conversationVerdict(stats);
            if (!text.isEmpty())
                lines << QStringLiteral("<b>%1</b>: %2").arg(seriesLabel(stats).toHtmlEscaped(), text.toHtmlEscaped());
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

std::vector<LegendEntry> ConversationView::legendEntries(const PlotTheme &theme) const
{
    std::vector<LegendEntry> legend;
    for (std::size_t i = 0; i < m_stats.size(); ++i)
        legend.push_back({seriesColor(i), LegendSymbol::Box, seriesLabel(m_stats[i])});
    legend.push_back({theme.text, LegendSymbol::Line, tr("TTFT P50 (band: to P95)")});
    legend.push_back({theme.failure, LegendSymbol::DashedLine, tr("Limit of each turn's P95")});
    legend.push_back({theme.text, LegendSymbol::DashedLine, tr("Cached tokens")});
    return legend;
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
    if (m_mode == Mode::Timeline) {
        drawTimeline(painter, area, theme);
        painter.restore();
        return;
    }
    if (m_mode == Mode::ToolTurns) {
        m_toolChart.draw(painter, area, theme);
        painter.restore();
        return;
    }
    const std::vector<LegendEntry> legend = legendEntries(theme);
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

namespace {

double lastSecond(const std::vector<ConversationView::TimelineRow> &rows)
{
    double last = 0;
    for (const auto &row : rows) {
        for (const RequestRecord *turn : row.turns)
            last = std::max(last, double((turn->endNs != kNoTime ? turn->endNs : turn->startNs) - row.originNs) / 1e9);
    }
    return last;
}

std::vector<LegendEntry> timelineLegend(const PlotTheme &theme)
{
    QColor light = theme.text;
    light.setAlphaF(0.35);
    return {{theme.text, LegendSymbol::Box, ConversationView::tr("Send → first answer (TTFT)")},
            {light, LegendSymbol::Box, ConversationView::tr("First answer → last byte")},
            {theme.failure, LegendSymbol::Box, ConversationView::tr("Failed turn")}};
}

} // namespace

void ConversationView::drawTimeline(QPainter &painter, const QRectF &area, const PlotTheme &theme) const
{
    if (m_rows.empty()) {
        drawPlaceholder(painter, area, tr("No conversation turn was measured."), theme);
        return;
    }
    const std::vector<LegendEntry> legend = timelineLegend(theme);
    const qreal legendUsed = legendHeight(legend, area.width(), theme);
    drawLegend(painter, area.topLeft(), area.width(), legend, theme);
    const QRectF below = area.adjusted(0, legendUsed + 8, 0, 0);
    const TimelineFrame frame = timelineFrameFor(m_rows, lastSecond(m_rows), below, theme);
    drawXAxis(painter, frame.plot, frame.xTicks, tr("Seconds since the cell's first turn was sent"), theme);
    const QFontMetricsF small(theme.smallFont);
    painter.setFont(theme.smallFont);
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        const TimelineRow &row = m_rows[r];
        const qreal top = frame.plot.top() + qreal(r) * frame.rowHeight;
        const qreal barHeight = std::max<qreal>(2, std::min<qreal>(frame.rowHeight * 0.6, 16));
        const qreal y = top + (frame.rowHeight - barHeight) / 2;
        painter.setPen(theme.text);
        painter.drawText(QRectF(below.left(), top, frame.plot.left() - below.left() - 8, frame.rowHeight), Qt::AlignRight | Qt::AlignVCenter,
                         small.elidedText(row.label, Qt::ElideMiddle, frame.plot.left() - below.left() - 8));
        const QColor color = row.series < m_stats.size() ? seriesColor(row.series) : theme.text;
        QColor rest = color;
        rest.setAlphaF(0.35);
        for (const RequestRecord *turn : row.turns) {
            const auto at = [&](std::int64_t ns) { return frame.xOf(double(ns - row.originNs) / 1e9); };
            const std::int64_t endNs = turn->endNs != kNoTime ? turn->endNs : turn->startNs;
            const qreal x0 = at(turn->startNs), x2 = std::max(at(endNs), x0 + 1.5);
            if (turn->failed()) {
                painter.fillRect(QRectF(QPointF(x0, y), QPointF(x2, y + barHeight)), theme.failure);
                continue;
            }
            const qreal x1 = turn->firstAnswerNs != kNoTime ? std::clamp(at(turn->firstAnswerNs), x0, x2) : x0;
            painter.fillRect(QRectF(QPointF(x1, y), QPointF(x2, y + barHeight)), rest);
            painter.fillRect(QRectF(QPointF(x0, y), QPointF(std::max(x1, x0 + 1.0), y + barHeight)), color);
        }
    }
    if (m_allRows > m_rows.size()) {
        painter.setPen(theme.subtleText);
        // Beside the axis title, under the ticks: the rows' area is the bars'.
        painter.drawText(QRectF(frame.plot.left(), below.bottom() - small.height(), frame.plot.width(), small.height()),
                         Qt::AlignRight | Qt::AlignBottom, tr("the first %1 of %2 conversations").arg(m_rows.size()).arg(m_allRows));
    }
}

QString ConversationView::timelineToolTipAt(const QRectF &area, const QPointF &position) const
{
    const PlotTheme theme = PlotTheme::from(palette(), font());
    const QRectF below = area.adjusted(0, legendHeight(timelineLegend(theme), area.width(), theme) + 8, 0, 0);
    const TimelineFrame frame = timelineFrameFor(m_rows, lastSecond(m_rows), below, theme);
    if (m_rows.empty() || !frame.plot.contains(position) || frame.rowHeight <= 0)
        return {};
    const TimelineRow &row = m_rows[std::min(m_rows.size() - 1, std::size_t((position.y() - frame.plot.top()) / frame.rowHeight))];
    // The turn under the pointer, or the nearest one on the row.
    const RequestRecord *nearest = nullptr;
    double best = 1e300;
    for (const RequestRecord *turn : row.turns) {
        const std::int64_t endNs = turn->endNs != kNoTime ? turn->endNs : turn->startNs;
        const double x0 = frame.xOf(double(turn->startNs - row.originNs) / 1e9), x1 = frame.xOf(double(endNs - row.originNs) / 1e9);
        const double distance = position.x() < x0 ? x0 - position.x() : position.x() > x1 ? position.x() - x1 : 0;
        if (distance < best) {
            best = distance;
            nearest = turn;
        }
    }
    if (!nearest)
        return {};
    QString text = tr("%1, turn %2").arg(row.label).arg(nearest->turn);
    if (nearest->failed())
        return text + QLatin1Char('\n') + tr("failed: %1").arg(QString::fromStdString(errorClassName(nearest->errorClass)));
    if (const auto ttft = nearest->ttftMs())
        text += QLatin1Char('\n') + tr("TTFT %1").arg(formatDurationMs(*ttft));
    if (nearest->usage.promptTokens)
        text += QLatin1Char('\n') + tr("%1 prompt tokens, %2 cached")
                                       .arg(QLocale().toString(qlonglong(*nearest->usage.promptTokens)))
                                       .arg(QLocale().toString(qlonglong(nearest->usage.cachedTokens.value_or(0))));
    return text;
}

QString ConversationView::toolTipAt(const QRectF &target, const QPointF &position) const
{
    if (m_stats.empty())
        return {};
    const PlotTheme theme = PlotTheme::from(palette(), font());
    const QRectF area = target.adjusted(kMargin, kMargin, -kMargin, -kMargin);
    if (m_mode == Mode::Timeline)
        return timelineToolTipAt(area, position);
    if (m_mode == Mode::ToolTurns)
        return m_toolChart.toolTip(area, theme, position);
    const Frame frame = frameFor(m_stats, area, legendHeight(legendEntries(theme), area.width(), theme), theme);
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
