#include "pipelinewaterfall.h"

#include "charts/plotpainter.h"
#include "pipelinetable.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace ttft {

namespace {

constexpr qreal kMargin = 10;
constexpr qreal kMaxBar = 28;
constexpr qreal kMinBar = 10;

constexpr std::array kStages = {PipelineStage::Asr, PipelineStage::LlmHandoff, PipelineStage::Ttft, PipelineStage::Clause,
                                PipelineStage::Handoff, PipelineStage::Tts};

std::array<double, kPipelineStageCount> medians(const PipelineSummary &summary)
{
    std::array<double, kPipelineStageCount> out{};
    for (std::size_t i = 0; i < kPipelineStageCount; ++i)
        out[i] = summary.stages[i].p50.value_or(0);
    return out;
}

double sum(const std::array<double, kPipelineStageCount> &values)
{
    double total = 0;
    for (const double v : values)
        total += v;
    return total;
}

// The rows' vertical parts: tick labels above the bar, the bar, then one line (the dominant stage)
// or two (and the what-if) under it.
qreal textLines(bool whatIf)
{
    return whatIf ? 2 : 1;
}

qreal fixedRowHeight(const QFontMetricsF &small, bool whatIf)
{
    return 4 + small.height() + 3 + textLines(whatIf) * small.height() + 8;
}

std::vector<LegendEntry> legendEntries(const PlotTheme &theme, bool dark, bool whatIf)
{
    std::vector<LegendEntry> legend;
    for (const PipelineStage stage : kStages)
        legend.push_back({PipelineWaterfall::stageColor(stage, dark), LegendSymbol::Box, pipelineStageLabel(stage)});
    legend.push_back({theme.text, LegendSymbol::Line, PipelineWaterfall::tr("P50 first sound")});
    legend.push_back({theme.text, LegendSymbol::DashedLine, PipelineWaterfall::tr("P95 first sound")});
    if (whatIf)
        legend.push_back({theme.subtleText, LegendSymbol::Box, PipelineWaterfall::tr("measured (behind the what-if)")});
    return legend;
}

QString p50Label(double ms)
{
    return PipelineWaterfall::tr("P50 %1").arg(formatDurationMs(ms));
}

QString p95Label(double ms)
{
    return PipelineWaterfall::tr("P95 %1").arg(formatDurationMs(ms));
}

} // namespace

void PipelineWaterfall::setSummaries(std::vector<PipelineSummary> measured, std::vector<PipelineSummary> estimate,
                                     bool whatIf)
{
    m_measured = std::move(measured);
    m_estimate = std::move(estimate);
    m_whatIf = whatIf;
}

const PipelineSummary *PipelineWaterfall::estimateOf(std::size_t index) const
{
    if (!m_whatIf)
        return &m_measured[index];
    const PipelineSummary &m = m_measured[index];
    // Same records, same grouping: the estimate is in the same place; check the key all the same.
    if (index < m_estimate.size() && m_estimate[index].provider == m.provider && m_estimate[index].tts == m.tts
        && m_estimate[index].cell == m.cell)
        return &m_estimate[index];
    return nullptr;
}

QColor PipelineWaterfall::stageColor(PipelineStage stage, bool dark)
{
    // Left to right as the turn goes: the user's speech (ASR) in mauve, the LLM in blues, the
    // client's hand-over neutral, the TTS in orange; a little lighter on a dark background.
    QColor color;
    switch (stage) {
    case PipelineStage::Asr: color = QColor(0xb0, 0x7a, 0xa1); break;
    case PipelineStage::LlmHandoff: color = QColor(0xc9, 0xc2, 0xbd); break; // the client's share, as the other hand-over
    case PipelineStage::Ttft: color = QColor(0x4e, 0x79, 0xa7); break;
    case PipelineStage::Clause: color = QColor(0x76, 0xb7, 0xb2); break;
    case PipelineStage::Handoff: color = QColor(0x9d, 0x95, 0x91); break;
    case PipelineStage::Tts: color = QColor(0xf2, 0x8e, 0x2b); break;
    }
    return dark ? color.lighter(118) : color;
}

qreal PipelineWaterfall::preferredHeight(std::size_t rows, bool whatIf)
{
    return 120 + (whatIf ? 92.0 : 78.0) * double(std::max<std::size_t>(rows, 1));
}

PipelineWaterfallLayout PipelineWaterfall::layout(const QRectF &target, const PlotTheme &theme) const
{
    PipelineWaterfallLayout out;
    out.area = target.adjusted(kMargin, kMargin, -kMargin, -kMargin);
    const QFontMetricsF metrics(theme.font);
    const QFontMetricsF small(theme.smallFont);
    const bool dark = theme.plotBackground.lightnessF() < 0.5;
    const std::vector<LegendEntry> legend = legendEntries(theme, dark, m_whatIf);
    const qreal top = out.area.top() + legendHeight(legend, out.area.width(), theme) + 8;

    qreal labelWidth = 0;
    double maxMs = 1;
    qreal p95Width = 0;
    for (std::size_t i = 0; i < m_measured.size(); ++i) {
        const PipelineSummary &m = m_measured[i];
        labelWidth = std::max(labelWidth, metrics.horizontalAdvance(PipelineTable::combinationName(m)));
        maxMs = std::max({maxMs, sum(medians(m)), m.firstSound.p95.value_or(0)});
        p95Width = std::max(p95Width, small.horizontalAdvance(p95Label(m.firstSound.p95.value_or(0))));
        if (const PipelineSummary *e = estimateOf(i); e && m_whatIf) {
            maxMs = std::max({maxMs, sum(medians(*e)), e->firstSound.p95.value_or(0)});
            p95Width = std::max(p95Width, small.horizontalAdvance(p95Label(e->firstSound.p95.value_or(0))));
        }
    }
    labelWidth = std::min(labelWidth, out.area.width() * 0.3);
    // Under the rows: tick, labels, the axis title.
    const qreal axisHeight = 4 + 2 + small.height() * 2 + 6;
    const qreal left = out.area.left() + labelWidth + 12;
    const qreal right = out.area.right() - std::max<qreal>(p95Width * 0.6, 12);
    const std::size_t count = m_measured.size();
    const qreal available = std::max<qreal>(out.area.bottom() - axisHeight - top, 1);
    const qreal fixed = fixedRowHeight(small, m_whatIf);
    // Rows no taller than their content needs: a run of one combination draws one row, not a
    // bar stretched over the whole canvas.
    const qreal band = count == 0 ? available : std::min(available / qreal(count), fixed + kMaxBar + 24);
    out.plot = QRectF(QPointF(left, top), QPointF(std::max(right, left + 10), top + band * qreal(std::max<std::size_t>(count, 1))));
    out.ticks = niceTicks(0, maxMs * 1.02, std::max(3, int(out.plot.width() / 90)));
    const qreal thickness = std::clamp(band - fixed, kMinBar, kMaxBar);

    for (std::size_t i = 0; i < count; ++i) {
        const PipelineSummary &m = m_measured[i];
        const PipelineSummary *e = estimateOf(i);
        PipelineWaterfallRow row;
        row.index = i;
        row.name = PipelineTable::combinationName(m);
        row.band = QRectF(out.area.left(), top + band * qreal(i), out.area.width(), band);
        row.bar = QRectF(out.plot.left(), row.band.top() + 4 + small.height() + 1, out.plot.width(), thickness);
        if (m.complete == 0 || !e || e->complete == 0) {
            out.rows.push_back(row);
            continue;
        }
        row.stageMs = medians(*e);
        row.p50Ms = e->firstSound.p50;
        row.p95Ms = e->firstSound.p95;
        // With a what-if the estimate is a narrower bar inside the measured ghost.
        const qreal inner = m_whatIf ? std::max(kMinBar * 0.6, thickness * 0.56) : thickness;
        const qreal innerTop = row.bar.center().y() - inner / 2;
        qreal x = out.plot.left();
        for (std::size_t s = 0; s < kPipelineStageCount; ++s) {
            const qreal width = out.widthOf(row.stageMs[s]);
            row.segments[s] = width > 0 ? QRectF(x, innerTop, width, inner) : QRectF();
            x += width;
        }
        if (m_whatIf) {
            const std::array<double, kPipelineStageCount> was = medians(m);
            qreal gx = out.plot.left();
            for (std::size_t s = 0; s < kPipelineStageCount; ++s) {
                const qreal width = out.widthOf(was[s]);
                row.ghost[s] = width > 0 ? QRectF(gx, row.bar.top(), width, row.bar.height()) : QRectF();
                gx += width;
            }
            row.measuredP50Ms = m.firstSound.p50;
            if (row.measuredP50Ms)
                row.measuredP50X = out.xOf(*row.measuredP50Ms);
        }
        if (row.p50Ms)
            row.p50X = out.xOf(*row.p50Ms);
        if (row.p95Ms)
            row.p95X = out.xOf(*row.p95Ms);
        out.rows.push_back(row);
    }
    return out;
}

void PipelineWaterfall::draw(QPainter &painter, const QRectF &target, const PlotTheme &theme) const
{
    painter.save();
    const bool dark = theme.plotBackground.lightnessF() < 0.5;
    painter.fillRect(target, theme.plotBackground);
    const QRectF area = target.adjusted(kMargin, kMargin, -kMargin, -kMargin);
    if (m_measured.empty()) {
        drawPlaceholder(painter, area, tr("This run has no TTS stage."), theme);
        painter.restore();
        return;
    }
    const std::vector<LegendEntry> legend = legendEntries(theme, dark, m_whatIf);
    drawLegend(painter, area.topLeft(), area.width(), legend, theme);

    const PipelineWaterfallLayout frame = layout(target, theme);
    drawXAxis(painter, frame.plot, frame.ticks,
              tr("Milliseconds from the user's last word: stage medians end to end, ticks at the first sound's P50 and P95"),
              theme);

    const QFontMetricsF metrics(theme.font);
    const QFontMetricsF small(theme.smallFont);
    painter.setRenderHint(QPainter::Antialiasing);
    for (const PipelineWaterfallRow &row : frame.rows) {
        const PipelineSummary &m = m_measured[row.index];
        const PipelineSummary *e = estimateOf(row.index);
        painter.setFont(theme.font);
        painter.setPen(theme.text);
        const QRectF nameBox(area.left(), row.bar.top() - 4, frame.plot.left() - 12 - area.left(), row.bar.height() + 8);
        painter.drawText(nameBox, Qt::AlignRight | Qt::AlignVCenter,
                         metrics.elidedText(row.name, Qt::ElideMiddle, nameBox.width()));
        painter.setFont(theme.smallFont);
        QRectF under(frame.plot.left(), row.bar.bottom() + 3, area.right() - frame.plot.left(), small.height());
        if (!row.p50Ms) {
            painter.setPen(theme.subtleText);
            painter.drawText(QRectF(frame.plot.left(), row.bar.top(), area.right() - frame.plot.left(), row.bar.height()),
                             Qt::AlignLeft | Qt::AlignVCenter,
                             tr("no complete turn: %1 of %2 with an ASR failure, %3 with an LLM failure, %4 with a TTS failure")
                                 .arg(m.asrFailed).arg(m.turns).arg(m.llmFailed).arg(m.ttsFailed));
            continue;
        }
        // The measured bar behind a what-if: faint fills and a dashed outline.
        if (m_whatIf) {
            QRectF whole;
            for (std::size_t s = 0; s < kPipelineStageCount; ++s) {
                if (row.ghost[s].isEmpty())
                    continue;
                QColor fill = stageColor(kStages[s], dark);
                fill.setAlphaF(dark ? 0.30 : 0.26);
                painter.setPen(Qt::NoPen);
                painter.setBrush(fill);
                painter.drawRect(row.ghost[s]);
                whole = whole.isNull() ? row.ghost[s] : whole.united(row.ghost[s]);
            }
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(theme.subtleText, 1, Qt::DashLine));
            painter.drawRect(whole);
        }
        for (std::size_t s = 0; s < kPipelineStageCount; ++s) {
            const QRectF &segment = row.segments[s];
            if (segment.isEmpty())
                continue;
            const QColor fill = stageColor(kStages[s], dark);
            painter.setPen(QPen(theme.plotBackground, 0.8));
            painter.setBrush(fill);
            painter.drawRect(segment);
            const QString value = formatDurationMs(row.stageMs[s]);
            if (small.horizontalAdvance(value) + 6 < segment.width() && small.height() <= segment.height() + 1) {
                painter.setPen(textOnFill(fill));
                painter.drawText(segment, Qt::AlignCenter, value);
            }
        }
        // Ticks across the bar at P50 (solid) and P95 (dashed); their labels above it, P50's
        // ending at its tick and P95's starting at its own, so they never overlap.
        const qreal labelTop = row.bar.top() - 1 - small.height();
        if (m_whatIf && row.measuredP50X >= 0) {
            painter.setPen(QPen(theme.subtleText, 1.2, Qt::DotLine));
            painter.drawLine(QPointF(row.measuredP50X, row.bar.top() - 2), QPointF(row.measuredP50X, row.bar.bottom() + 2));
        }
        if (row.p50X >= 0) {
            painter.setPen(QPen(theme.text, 1.8));
            painter.drawLine(QPointF(row.p50X, row.bar.top() - 3), QPointF(row.p50X, row.bar.bottom() + 3));
            const QString label = p50Label(*row.p50Ms);
            const qreal width = small.horizontalAdvance(label);
            painter.drawText(QRectF(std::max(frame.plot.left(), row.p50X - width - 3), labelTop, width + 2, small.height()),
                             Qt::AlignRight | Qt::AlignVCenter, label);
        }
        if (row.p95X >= 0) {
            painter.setPen(QPen(theme.text, 1.4, Qt::DashLine));
            painter.drawLine(QPointF(row.p95X, row.bar.top() - 3), QPointF(row.p95X, row.bar.bottom() + 3));
            const QString label = p95Label(*row.p95Ms);
            const qreal width = small.horizontalAdvance(label);
            painter.setPen(theme.text);
            painter.drawText(QRectF(std::min(row.p95X + 3, area.right() - width), labelTop, width + 2, small.height()),
                             Qt::AlignLeft | Qt::AlignVCenter, label);
        }
        // Under the bar: which stage dominates, and the what-if's estimate.
        if (under.bottom() <= row.band.bottom() + 1) {
            painter.setPen(theme.text);
            painter.drawText(under, Qt::AlignLeft | Qt::AlignTop,
                             tr("%1 · n %2 of %3 turns").arg(PipelineTable::dominantText(m))
                                 .arg(m.complete).arg(m.turns));
        }
        under.translate(0, small.height());
        if (m_whatIf && e && under.bottom() <= row.band.bottom() + 1) {
            QFont bold = theme.smallFont;
            bold.setBold(true);
            painter.setFont(bold);
            painter.setPen(theme.text);
            // The measured line above stays the record; the estimate's own dominant stage follows it.
            painter.drawText(under, Qt::AlignLeft | Qt::AlignTop,
                             tr("%1 · %2").arg(PipelineTable::whatIfText(m, *e), PipelineTable::dominantText(*e)));
        }
    }
    painter.restore();
}

QString PipelineWaterfall::toolTip(const QRectF &target, const PlotTheme &theme, const QPointF &position) const
{
    const PipelineWaterfallLayout frame = layout(target, theme);
    for (const PipelineWaterfallRow &row : frame.rows) {
        if (position.y() < row.band.top() || position.y() >= row.band.bottom())
            continue;
        const PipelineSummary &m = m_measured[row.index];
        const PipelineSummary *e = estimateOf(row.index);
        QStringList lines;
        lines << QStringLiteral("<b>%1</b>").arg(row.name.toHtmlEscaped());
        lines << tr("First sound P50 %1, P95 %2, P99 %3 (%4 complete of %5 turns; ASR failed %6, LLM failed %7, TTS failed %8)")
                     .arg(PipelineTable::milliseconds(m.firstSound.p50), PipelineTable::milliseconds(m.firstSound.p95),
                          PipelineTable::milliseconds(m.firstSound.p99))
                     .arg(m.complete).arg(m.turns).arg(m.asrFailed).arg(m.llmFailed).arg(m.ttsFailed)
                     .toHtmlEscaped();
        for (std::size_t s = 0; s < kPipelineStageCount; ++s) {
            const MetricSummary &stage = m.stages[s];
            QString line = tr("%1: median %2 ms, mean %3 ms (%4 % of the mean first sound)")
                               .arg(pipelineStageLabel(kStages[s]), PipelineTable::milliseconds(stage.p50),
                                    PipelineTable::milliseconds(stage.mean),
                                    QLocale().toString(m.firstSound.mean && *m.firstSound.mean > 0
                                                           ? stage.mean.value_or(0) / *m.firstSound.mean * 100
                                                           : 0.0,
                                                       'f', 0));
            if (m_whatIf && e)
                line += tr("; what-if median %1 ms").arg(PipelineTable::milliseconds(e->stages[s].p50));
            const bool under = row.segments[s].adjusted(0, -6, 0, 6).contains(position)
                               || row.ghost[s].adjusted(0, -2, 0, 2).contains(position);
            lines << (under ? QStringLiteral("<b>%1</b>").arg(line.toHtmlEscaped()) : line.toHtmlEscaped());
        }
        if (m_whatIf && e)
            lines << PipelineTable::whatIfText(m, *e).toHtmlEscaped();
        lines << tr("The bar stacks each stage's median; the first sound's own percentiles are the ticks (a sum of "
                    "medians is not the median of the sums).")
                     .toHtmlEscaped();
        return lines.join(QStringLiteral("<br>"));
    }
    return {};
}

} // namespace ttft
