#include "toolturnchart.h"

#include "charts/plotpainter.h"
#include "results/resultstext.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace ttft {

namespace {

constexpr std::size_t kStages = ConversationStats::ToolTurns::kStages;

std::vector<LegendEntry> legendEntries(const PlotTheme &theme, bool dark)
{
    std::vector<LegendEntry> legend;
    const QStringList labels = toolTurnStageLabels();
    for (std::size_t i = 0; i < kStages; ++i)
        legend.push_back({ToolTurnChart::stageColor(i, dark), LegendSymbol::Box, labels[qsizetype(i)]});
    legend.push_back({theme.text, LegendSymbol::Line, ToolTurnChart::tr("P50 to the first answer")});
    legend.push_back({theme.text, LegendSymbol::DashedLine, ToolTurnChart::tr("P95 to the first answer")});
    return legend;
}

double rowEndMs(const ConversationStats::ToolTurns &turns)
{
    double sum = 0;
    for (const std::optional<double> &stage : turns.stageP50s())
        sum += stage.value_or(0);
    return std::max({sum, turns.firstAnswerP95.value_or(0), turns.firstAnswerP50.value_or(0)});
}

} // namespace

QColor ToolTurnChart::stageColor(std::size_t stage, bool dark)
{
    // The model's part in blues (to the call, the rest of it), the client's hand-overs neutral, the
    // tool in orange, the follow-up's TTFT in teal; a little lighter on a dark background.
    static const QColor colors[kStages] = {QColor(0x4e, 0x79, 0xa7), QColor(0xa0, 0xcb, 0xe8), QColor(0x9d, 0x95, 0x91),
                                           QColor(0xf2, 0x8e, 0x2b), QColor(0xba, 0xb0, 0xac), QColor(0x59, 0xa1, 0x4f)};
    const QColor color = colors[std::min(stage, kStages - 1)];
    return dark ? color.lighter(118) : color;
}

ToolTurnChart::Layout ToolTurnChart::layout(const QRectF &area, const PlotTheme &theme) const
{
    Layout layout;
    const bool dark = theme.plotBackground.lightnessF() < 0.5;
    const qreal legendUsed = legendHeight(legendEntries(theme, dark), area.width(), theme);
    const QFontMetricsF metrics(theme.font), small(theme.smallFont);
    qreal nameWidth = 0;
    double highMs = 1;
    for (const Series &series : m_series) {
        nameWidth = std::max(nameWidth, metrics.horizontalAdvance(series.label) + 16);
        highMs = std::max(highMs, rowEndMs(series.turns));
    }
    nameWidth = std::min(nameWidth, area.width() * 0.32);
    const qreal top = area.top() + legendUsed + 10;
    // Rows of at most kRowHeight, the axis right under them (a run has a few series, not a page).
    constexpr qreal kRowHeight = 56;
    const qreal bottom = std::min(area.bottom() - (small.height() * 2 + 12), top + kRowHeight * qreal(std::max<std::size_t>(m_series.size(), 1)));
    // Room right of the longest bar for its "P50 … · P95 …" label.
    const qreal labelRoom = small.horizontalAdvance(tr("P50 %1 · P95 %2").arg(formatDurationMs(highMs), formatDurationMs(highMs))) + 12;
    layout.plot = QRectF(QPointF(area.left() + nameWidth + 8, top), QPointF(area.right() - labelRoom, bottom));
    layout.ticks = niceTicks(0, highMs * 1.04, std::clamp(int(layout.plot.width() / 90), 3, 10));
    layout.ticks.low = 0;
    if (m_series.empty() || layout.plot.height() <= 0)
        return layout;
    const qreal rowHeight = std::min<qreal>(kRowHeight, layout.plot.height() / qreal(m_series.size()));
    const qreal barHeight = std::max<qreal>(8, rowHeight * 0.55);
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        const ConversationStats::ToolTurns &turns = m_series[i].turns;
        Row row;
        row.index = i;
        row.band = QRectF(area.left(), top + rowHeight * qreal(i), area.width(), rowHeight);
        const qreal middle = row.band.center().y();
        row.bar = QRectF(layout.plot.left(), middle - barHeight / 2, layout.plot.width(), barHeight);
        double at = 0;
        const auto stages = turns.stageP50s();
        for (std::size_t s = 0; s < kStages; ++s) {
            if (!stages[s] || *stages[s] <= 0)
                continue;
            row.segments[s] = QRectF(QPointF(layout.xOf(at), row.bar.top()), QPointF(layout.xOf(at + *stages[s]), row.bar.bottom()));
            at += *stages[s];
        }
        if (turns.firstAnswerP50)
            row.p50X = layout.xOf(*turns.firstAnswerP50);
        if (turns.firstAnswerP95)
            row.p95X = layout.xOf(*turns.firstAnswerP95);
        layout.rows.push_back(row);
    }
    return layout;
}

void ToolTurnChart::draw(QPainter &painter, const QRectF &area, const PlotTheme &theme) const
{
    painter.save();
    const bool dark = theme.plotBackground.lightnessF() < 0.5;
    if (m_series.empty()) {
        drawPlaceholder(painter, area,
                        tr("No tool-call turns in this run. 'ttft-bench run --conversations N --turns K --tool-every M' makes every "
                           "Mth turn call a tool before it answers."),
                        theme);
        painter.restore();
        return;
    }
    drawLegend(painter, area.topLeft(), area.width(), legendEntries(theme, dark), theme);
    const Layout frame = layout(area, theme);
    drawXAxis(painter, frame.plot, frame.ticks, tr("ms from the turn's first request"), theme);
    const QFontMetricsF metrics(theme.font), small(theme.smallFont);
    painter.setRenderHint(QPainter::Antialiasing);
    for (const Row &row : frame.rows) {
        const Series &series = m_series[row.index];
        // The name, with the series' colour beside it.
        const QRectF swatch(row.band.left(), row.band.center().y() - 5, 10, 10);
        painter.fillRect(swatch, series.color);
        painter.setPen(theme.text);
        painter.setFont(theme.font);
        const QRectF name(swatch.right() + 6, row.band.top(), frame.plot.left() - swatch.right() - 14, row.band.height());
        painter.drawText(name, Qt::AlignVCenter | Qt::AlignLeft, metrics.elidedText(series.label, Qt::ElideMiddle, name.width()));
        // The stages, each with its median written inside where it fits.
        const auto stages = series.turns.stageP50s();
        painter.setFont(theme.smallFont);
        for (std::size_t s = 0; s < kStages; ++s) {
            const QRectF &segment = row.segments[s];
            if (segment.isEmpty())
                continue;
            const QColor fill = stageColor(s, dark);
            painter.fillRect(segment, fill);
            const QString value = formatDurationMs(*stages[s]);
            if (small.horizontalAdvance(value) + 6 < segment.width()) {
                painter.setPen(textOnFill(fill));
                painter.drawText(segment, Qt::AlignCenter, value);
            }
        }
        // The whole's P50 and P95, and their figures right of the bar.
        const qreal reach = 4;
        if (row.p50X >= 0) {
            painter.setPen(QPen(theme.text, 2.0));
            painter.drawLine(QPointF(row.p50X, row.bar.top() - reach), QPointF(row.p50X, row.bar.bottom() + reach));
        }
        if (row.p95X >= 0) {
            painter.setPen(QPen(theme.text, 1.4, Qt::DashLine));
            painter.drawLine(QPointF(row.p95X, row.bar.top() - reach), QPointF(row.p95X, row.bar.bottom() + reach));
        }
        qreal end = row.bar.left();
        for (const QRectF &segment : row.segments)
            end = std::max(end, segment.isEmpty() ? end : segment.right());
        end = std::max({end, row.p50X, row.p95X});
        if (series.turns.firstAnswerP50 && series.turns.firstAnswerP95) {
            painter.setPen(theme.subtleText);
            painter.drawText(QRectF(end + 8, row.band.top(), area.right() - end - 8, row.band.height()), Qt::AlignVCenter | Qt::AlignLeft,
                             tr("P50 %1 · P95 %2").arg(formatDurationMs(*series.turns.firstAnswerP50), formatDurationMs(*series.turns.firstAnswerP95)));
        }
    }
    painter.restore();
}

QString ToolTurnChart::toolTip(const QRectF &area, const PlotTheme &theme, const QPointF &position) const
{
    const Layout frame = layout(area, theme);
    for (const Row &row : frame.rows) {
        if (!row.band.contains(position))
            continue;
        const Series &series = m_series[row.index];
        const ConversationStats::ToolTurns &turns = series.turns;
        QStringList lines{series.label,
                          tr("%1 tool-call turns, %2 called a tool, %3 answered").arg(turns.turns).arg(turns.called).arg(turns.answered)};
        const QStringList labels = toolTurnStageLabels();
        const auto stages = turns.stageP50s();
        for (std::size_t s = 0; s < kStages; ++s) {
            if (stages[s])
                lines << tr("%1: median %2").arg(labels[qsizetype(s)], formatDurationMs(*stages[s]));
        }
        if (turns.firstAnswerP50 && turns.firstAnswerP95)
            lines << tr("to the first answer: P50 %1, P95 %2").arg(formatDurationMs(*turns.firstAnswerP50), formatDurationMs(*turns.firstAnswerP95));
        return lines.join(QLatin1Char('\n'));
    }
    return {};
}

} // namespace ttft
