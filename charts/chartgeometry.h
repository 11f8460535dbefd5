#pragma once

#include "charts/axisticks.h"
#include "charts/plotpainter.h"

#include <QRectF>

#include <algorithm>
#include <cmath>

namespace ttft {

struct PlotTheme;

// Value ↔ pixel along the axes of a plot rectangle, for ticks computed by axisticks.h. Pure
// functions of the rectangle and the ticks' range, so charts and tests agree on where a value is.
// On a log axis the ticks hold log10 of the values (logTicks) and values are mapped through log10,
// the smallest at a microsecond (kLogFloor ms).
struct ChartGeometry {
    static constexpr double kLogFloor = 0.001;

    QRectF plot;
    AxisTicks x;
    AxisTicks y;
    bool logX = false;
    bool logY = false;

    static double axisValue(double value, bool log) { return log ? std::log10(std::max(value, kLogFloor)) : value; }
    double xOf(double value) const
    {
        return plot.left() + (axisValue(value, logX) - x.low) / (x.high - x.low) * plot.width();
    }
    double yOf(double value) const
    {
        return plot.bottom() - (axisValue(value, logY) - y.low) / (y.high - y.low) * plot.height();
    }
};

// Ticks for a time axis over [0 or low, high] ms: linear from 0, or log over the values' range.
AxisTicks timeTicks(double lowMs, double highMs, bool log, int maxTicks);

// The plot rectangle inside `area` that leaves room for y tick labels and title on the left and
// x tick labels and title below (`xTitle`: whether an x title line is reserved).
// `logY`: the y labels are log ticks (formatLogTick), as wide as the values they name.
QRectF plotRect(const QRectF &area, const AxisTicks &yTicks, const PlotTheme &theme, bool xTitle,
                int xLabelLines = 1, bool logY = false);

// "TTFT (ms)": a metric's axis title with its unit.
QString axisTitle(const QString &name, const QString &unit);

} // namespace ttft
