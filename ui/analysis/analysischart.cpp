#include "analysischart.h"

#include "charts/plotpainter.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QPainter>

namespace ttft {

namespace {
constexpr qreal kMargin = 8;
}

AnalysisChart::AnalysisChart(QWidget *parent)
    : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void AnalysisChart::setData(std::shared_ptr<const CompareData> data)
{
    m_data = std::move(data);
    update();
}

void AnalysisChart::setLogScale(bool on)
{
    m_logScale = on;
    update();
}

void AnalysisChart::render(QPainter *painter, const QRectF &target) const
{
    const PlotTheme theme = PlotTheme::from(palette(), font());
    painter->save();
    painter->setClipRect(target);
    painter->fillRect(target, theme.plotBackground);
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF inner = target.adjusted(kMargin, kMargin, -kMargin, -kMargin);
    painter->setFont(theme.titleFont);
    painter->setPen(theme.text);
    const qreal titleHeight = QFontMetricsF(theme.titleFont).height();
    painter->drawText(QRectF(inner.left(), inner.top(), inner.width(), titleHeight), Qt::AlignLeft | Qt::AlignVCenter,
                      title());
    draw(*painter, inner.adjusted(0, titleHeight + 4, 0, 0), theme);
    painter->restore();
}

void AnalysisChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    render(&painter, QRectF(rect()));
}

bool AnalysisChart::event(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        update();
    return QWidget::event(event);
}

} // namespace ttft
