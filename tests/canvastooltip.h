// The tool tip an analysis view's ExplorerCanvas shows under the pointer, for the views' tests.
#pragma once

#include "analysis/explorercanvas.h"

#include <QCoreApplication>
#include <QHelpEvent>
#include <QToolTip>
#include <QWidget>

namespace ttft::testing {

// What the canvas shows at `at` (its own coordinates): a help event as the pointer sends it, the
// tip read and hidden again.
inline QString canvasToolTipAt(QWidget *canvas, QPoint at)
{
    QHelpEvent help(QEvent::ToolTip, at, canvas->mapToGlobal(at));
    QCoreApplication::sendEvent(canvas, &help);
    const QString text = QToolTip::text();
    QToolTip::hideText();
    return text;
}

// The same at a fraction of the width and height of `view`'s canvas.
inline QString canvasToolTipAt(QWidget &view, double xFraction, double yFraction)
{
    auto *canvas = view.findChild<ExplorerCanvas *>();
    return canvasToolTipAt(canvas, QPoint(int(canvas->width() * xFraction), int(canvas->height() * yFraction)));
}

} // namespace ttft::testing
