#include "decompositionview.h"

#include "explorercanvas.h"
#include "charts/axisticks.h"
#include "charts/plotpainter.h"

#include <QComboBox>
#include <QEvent>
#include <QFontMetricsF>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ttft {

namespace {

constexpr qreal kMargin = 10;

} // namespace

struct DecompositionView::Bar {
    const TtftDecomposition *group = nullptr;
    QRectF row;                                       // the bar's band, label column excluded
    std::array<QRectF, kTtftComponentCount> segments; // empty rects for absent parts
};

DecompositionView::DecompositionView(QWidget *parent)
    : QWidget(parent)
    , m_groupingLabel(new QLabel(this))
    , m_grouping(new QComboBox(this))
    , m_canvas(new ExplorerCanvas([this](QPainter &painter, const QRectF &target) { draw(painter, target); },
                                  [this](const QRectF &target, const QPointF &position) { return toolTipAt(target, position); },
                                  this))
{
    setObjectName(QStringLiteral("DecompositionView"));
    m_grouping->addItem(QString(), false);
    m_grouping->addItem(QString(), true);
    auto *controls = new QHBoxLayout;
    controls->addWidget(m_groupingLabel);
    controls->addWidget(m_grouping);
    controls->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    controls->setContentsMargins(6, 0, 6, 0);
    layout->addLayout(controls);
    layout->addWidget(m_canvas, 1);
    connect(m_grouping, &QComboBox::activated, this, [this](int index) { setPerCell(m_grouping->itemData(index).toBool()); });
    retranslate();
}

DecompositionView::~DecompositionView() = default;

void DecompositionView::setInput(const AnalysisInput &input)
{
    m_input = input;
    recompute();
}

void DecompositionView::setPerCell(bool perCell)
{
    m_perCell = perCell;
    m_grouping->setCurrentIndex(perCell ? 1 : 0);
    recompute();
}

void DecompositionView::recompute()
{
    m_groups = decomposeTtft(m_input.all(), m_perCell);
    m_canvas->update();
}

QString DecompositionView::componentName(TtftComponent component)
{
    switch (component) {
    case TtftComponent::DispatchLag: return tr("Dispatch lag");
    case TtftComponent::Dns: return tr("DNS");
    case TtftComponent::Connect: return tr("Connect");
    case TtftComponent::Tls: return tr("TLS");
    case TtftComponent::RequestSend: return tr("Request sent");
    case TtftComponent::PromptHandling: return tr("Prompt handling (inferred)");
    case TtftComponent::SlotWait: return tr("Slot wait (inferred)");
    case TtftComponent::ServerQueue: return tr("Server queue");
    case TtftComponent::ServerLoad: return tr("Model load");
    case TtftComponent::ServerPrefill: return tr("Server prefill");
    case TtftComponent::Thinking: return tr("Thinking");
    case TtftComponent::Unaccounted: return tr("Unaccounted");
    }
    return {};
}

QColor DecompositionView::componentColor(TtftComponent component, bool dark)
{
    // A sequence that reads left to right: client-side phases in greys and blues, the server's
    // work in warm colours, the rest neutral; lighter on a dark background.
    QColor color;
    switch (component) {
    case TtftComponent::DispatchLag: color = QColor(0x9c, 0x75, 0x5f); break;
    case TtftComponent::Dns: color = QColor(0x76, 0xb7, 0xb2); break;
    case TtftComponent::Connect: color = QColor(0x4e, 0x79, 0xa7); break;
    case TtftComponent::Tls: color = QColor(0xb0, 0x7a, 0xa1); break;
    case TtftComponent::RequestSend: color = QColor(0x8c, 0xa0, 0xc8); break;
    case TtftComponent::PromptHandling: color = QColor(0xed, 0xc9, 0x48); break;
    case TtftComponent::SlotWait: color = QColor(0xff, 0x9d, 0xa7); break;
    case TtftComponent::ServerQueue: color = QColor(0xe1, 0x57, 0x59); break;
    case TtftComponent::ServerLoad: color = QColor(0x9d, 0x5b, 0x8f); break;
    case TtftComponent::ServerPrefill: color = QColor(0xf2, 0x8e, 0x2b); break;
    case TtftComponent::Thinking: color = QColor(0x59, 0xa1, 0x4f); break;
    case TtftComponent::Unaccounted: color = QColor(0xba, 0xb0, 0xac); break;
    }
    return dark ? color.lighter(115) : color;
}

QString DecompositionView::groupName(const TtftDecomposition &group) const
{
    const QString provider = QString::fromStdString(group.provider);
    return group.cell.empty() ? provider : tr("%1 · %2").arg(provider, QString::fromStdString(group.cell));
}

void DecompositionView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void DecompositionView::retranslate()
{
    m_groupingLabel->setText(tr("Bars"));
    m_grouping->setItemText(0, tr("Per provider"));
    m_grouping->setItemText(1, tr("Per provider and plan cell"));
    m_canvas->update();
}

void DecompositionView::render(QPainter *painter, const QRectF &target) const
{
    if (painter)
        draw(*painter, target);
}

std::vector<DecompositionView::Bar> DecompositionView::layoutBars(const QRectF &target, double &scaleMax, QRectF &plot) const
{
    const PlotTheme theme = PlotTheme::from(palette(), font());
    const QRectF area = target.adjusted(kMargin, kMargin, -kMargin, -kMargin);
    const QFontMetricsF metrics(theme.font);
    const QFontMetricsF small(theme.smallFont);
    std::vector<LegendEntry> legend;
    for (const TtftComponent component : kTtftComponents)
        legend.push_back({QColor(), LegendSymbol::Box, componentName(component)});
    const qreal legendUsed = legendHeight(legend, area.width(), theme);

    qreal labelWidth = 0;
    double maxTotal = 1;
    for (const TtftDecomposition &group : m_groups) {
        labelWidth = std::max(labelWidth, metrics.horizontalAdvance(groupName(group)));
        maxTotal = std::max(maxTotal, group.meanTotalMs);
    }
    labelWidth = std::min(labelWidth, area.width() * 0.35);
    // Room right of the longest bar for its total.
    const qreal totalWidth = small.horizontalAdvance(tr("mean %1").arg(formatDurationMs(maxTotal))) + 12;
    const qreal top = area.top() + legendUsed + 10;
    const qreal bottom = area.bottom() - (4 + 2 + small.height() * 2 + 6);
    plot = QRectF(QPointF(area.left() + labelWidth + 12, top), QPointF(area.right() - totalWidth, bottom));
    const AxisTicks ticks = niceTicks(0, maxTotal, std::max(3, int(plot.width() / 90)));
    scaleMax = ticks.high;

    std::vector<Bar> bars;
    const int count = int(m_groups.size());
    if (count == 0)
        return bars;
    const qreal band = plot.height() / count;
    const qreal thickness = std::clamp(band * 0.62, 8.0, 42.0);
    for (int i = 0; i < count; ++i) {
        const TtftDecomposition &group = m_groups[std::size_t(i)];
        Bar bar;
        bar.group = &group;
        const qreal centre = plot.top() + band * (i + 0.5);
        bar.row = QRectF(plot.left(), centre - band / 2, plot.width(), band);
        qreal x = plot.left();
        for (std::size_t c = 0; c < kTtftComponentCount; ++c) {
            const qreal width = group.components[c].meanMs / scaleMax * plot.width();
            bar.segments[c] = width > 0 ? QRectF(x, centre - thickness / 2, width, thickness) : QRectF();
            x += width;
        }
        bars.push_back(bar);
    }
    return bars;
}

void DecompositionView::draw(QPainter &painter, const QRectF &target) const
{
    painter.save();
    const PlotTheme theme = PlotTheme::from(palette(), font());
    const bool dark = theme.plotBackground.lightnessF() < 0.5;
    painter.fillRect(target, theme.plotBackground);
    const QRectF area = target.adjusted(kMargin, kMargin, -kMargin, -kMargin);
    if (m_groups.empty()) {
        drawPlaceholder(painter, area, tr("No finished requests yet."), theme);
        painter.restore();
        return;
    }
    std::vector<LegendEntry> legend;
    for (const TtftComponent component : kTtftComponents)
        legend.push_back({componentColor(component, dark), LegendSymbol::Box, componentName(component)});
    drawLegend(painter, area.topLeft(), area.width(), legend, theme);

    double scaleMax = 1;
    QRectF plot;
    const std::vector<Bar> bars = layoutBars(target, scaleMax, plot);
    const AxisTicks ticks = niceTicks(0, scaleMax, std::max(3, int(plot.width() / 90)));
    // Vertical grid and the ms axis under the bars; no y axis, the bars are named on the left.
    drawXAxis(painter, plot, ticks, tr("Mean time to the first token (ms), from the intended start"), theme);

    const QFontMetricsF metrics(theme.font);
    const QFontMetricsF small(theme.smallFont);
    painter.setRenderHint(QPainter::Antialiasing);
    for (const Bar &bar : bars) {
        const TtftDecomposition &group = *bar.group;
        // Name on the left, elided to the label column.
        painter.setFont(theme.font);
        painter.setPen(theme.text);
        const QRectF nameBox(area.left(), bar.row.top(), plot.left() - 12 - area.left(), bar.row.height());
        painter.drawText(nameBox, Qt::AlignRight | Qt::AlignVCenter,
                         metrics.elidedText(groupName(group), Qt::ElideMiddle, nameBox.width()));
        qreal end = plot.left();
        for (std::size_t c = 0; c < kTtftComponentCount; ++c) {
            const QRectF &segment = bar.segments[c];
            if (segment.isEmpty())
                continue;
            painter.setPen(QPen(theme.plotBackground, 0.8));
            painter.setBrush(componentColor(kTtftComponents[c], dark));
            painter.drawRect(segment);
            end = segment.right();
            // The value inside the segment when it fits.
            const QString value = formatDurationMs(group.components[c].meanMs);
            painter.setFont(theme.smallFont);
            if (small.horizontalAdvance(value) + 6 < segment.width() && small.height() < segment.height()) {
                painter.setPen(QColor(0x1a, 0x1a, 0x1a));
                painter.drawText(segment, Qt::AlignCenter, value);
            }
        }
        // The total at the end; a note when the server gave no figures (its time is in "other").
        painter.setFont(theme.smallFont);
        painter.setPen(theme.text);
        QString total = tr("mean %1").arg(formatDurationMs(group.meanTotalMs));
        painter.drawText(QRectF(end + 6, bar.row.top(), area.right() - end, bar.row.height()),
                         Qt::AlignLeft | Qt::AlignVCenter, total);
        const QRectF under(plot.left(), bar.segments[std::size_t(TtftComponent::Unaccounted)].isEmpty()
                                            ? bar.row.center().y() + 6
                                            : bar.segments[std::size_t(TtftComponent::Unaccounted)].bottom() + 1,
                           plot.width(), small.height());
        if (group.withServerTimings == 0 && under.bottom() <= bar.row.bottom() + 1) {
            painter.setPen(theme.subtleText);
            painter.drawText(under, Qt::AlignLeft | Qt::AlignTop,
                             tr("no server timings: the server's time is in unaccounted (n %1)")
                                 .arg(QLocale().toString(qlonglong(group.requests))));
        } else if (under.bottom() <= bar.row.bottom() + 1) {
            painter.setPen(theme.subtleText);
            painter.drawText(under, Qt::AlignLeft | Qt::AlignTop,
                             tr("median TTFT %1, n %2").arg(formatDurationMs(group.medianTtftMs.value_or(0)),
                                                             QLocale().toString(qlonglong(group.requests))));
        }
    }
    painter.restore();
}

QString DecompositionView::toolTipAt(const QRectF &target, const QPointF &position) const
{
    double scaleMax = 1;
    QRectF plot;
    const std::vector<Bar> bars = layoutBars(target, scaleMax, plot);
    for (const Bar &bar : bars) {
        if (!bar.row.contains(position) && !(position.x() < plot.left() && position.y() >= bar.row.top() && position.y() < bar.row.bottom()))
            continue;
        const TtftDecomposition &group = *bar.group;
        QStringList lines;
        lines << tr("%1: mean %2 from the intended start (TTFT %3 + dispatch lag), median TTFT %4, n %5")
                     .arg(groupName(group), formatDurationMs(group.meanTotalMs), formatDurationMs(group.meanTtftMs),
                          formatDurationMs(group.medianTtftMs.value_or(0)), QLocale().toString(qlonglong(group.requests)));
        for (std::size_t c = 0; c < kTtftComponentCount; ++c) {
            const ComponentFigure &figure = group.components[c];
            const QString line = tr("%1: mean %2 (%3 %), median %4")
                                     .arg(componentName(kTtftComponents[c]), formatDurationMs(figure.meanMs),
                                          QLocale().toString(group.meanTotalMs > 0 ? figure.meanMs / group.meanTotalMs * 100 : 0.0, 'f', 1),
                                          formatDurationMs(figure.medianMs.value_or(0)));
            // The part under the mouse in bold.
            lines << (bar.segments[c].adjusted(0, -4, 0, 4).contains(position) ? QStringLiteral("<b>%1</b>").arg(line.toHtmlEscaped())
                                                                              : line.toHtmlEscaped());
        }
        // Not "network": on real engines most of it can be the server's own (llama.cpp's
        // timings.prompt_ms leaves out the wait for a free slot and the tokenisation before it).
        lines << tr("Unaccounted: what neither the client's phases nor the server's timings cover: time at the server before "
                    "its timings start (waiting for a free slot, tokenisation, routing), the request and answer on the wire, "
                    "and the client.").toHtmlEscaped();
        if (group.withServerTimings == 0)
            lines << tr("The server gave no timings: queue and prefill are inside unaccounted.").toHtmlEscaped();
        else
            lines << tr("Server figures from %1, for %2 of %3 requests; prefill is the server's TTFT minus its queue when it gave no prefill figure.")
                         .arg(QString::fromStdString(group.serverSource), QLocale().toString(qlonglong(group.withServerTimings)),
                              QLocale().toString(qlonglong(group.requests)))
                         .toHtmlEscaped();
        if (group.handoffs > 0 || group[TtftComponent::PromptHandling].present > 0)
            lines << tr("Inferred, not measured: a slot wait where a request's prefill began as another request of the provider ended "
                        "(%1 requests, up to %2 on the wire at once); prompt handling is the part of the gap before the server's "
                        "timings that grows with the prompt on requests alone in flight (%3 ms per 1,000 tokens).")
                         .arg(QLocale().toString(qlonglong(group.handoffs)), QLocale().toString(group.maxInFlight),
                              QLocale().toString(group.unloaded ? group.unloaded->msPerToken * 1000 : 0.0, 'f', 1))
                         .toHtmlEscaped();
        if (group.trimmed > 0)
            lines << tr("%1 requests: the server's figures exceeded what the client saw and were trimmed.")
                         .arg(group.trimmed).toHtmlEscaped();
        lines[0] = lines[0].toHtmlEscaped();
        return lines.join(QStringLiteral("<br>"));
    }
    return {};
}

} // namespace ttft
