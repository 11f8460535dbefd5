#pragma once

#include "live/axisticks.h"

#include <QRectF>

namespace ttft {

struct PlotTheme;

// Value ↔ pixel along the axes of a plot rectangle, for ticks computed by axisticks.h. Pure
// functions of the rectangle and the ticks' range, so charts and tests agree on where a value is.
struct ChartGeometry {
    QRectF plot;
    AxisTicks x;
    AxisTicks y;

    double xOf(double value) const { return plot.left() + (value - x.low) / (x.high - x.low) * plot.width(); }
    double yOf(double value) const { return plot.bottom() - (value - y.low) / (y.high - y.low) * plot.height(); }
};

// The plot rectangle inside `area` that leaves room for y tick labels and title on the left and
// x tick labels and title below (`xTitle`: whether an x title line is reserved).
QRectF plotRect(const QRectF &area, const AxisTicks &yTicks, const PlotTheme &theme, bool xTitle,
                int xLabelLines = 1);

// "TTFT (ms)": a metric's axis title with its unit.
QString axisTitle(const QString &name, const QString &unit);

} // namespace ttft
