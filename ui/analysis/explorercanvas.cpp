#include "explorercanvas.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

namespace ttft {

ExplorerCanvas::ExplorerCanvas(PaintFunction paint, ToolTipFunction toolTip, QWidget *parent)
    : QWidget(parent)
    , m_paint(std::move(paint))
    , m_toolTip(std::move(toolTip))
{
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void ExplorerCanvas::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    if (m_paint)
        m_paint(painter, QRectF(rect()));
}

bool ExplorerCanvas::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_toolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = m_toolTip(QRectF(rect()), help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace ttft
