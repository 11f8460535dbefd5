#include "chartgeometry.h"

#include "charts/plotpainter.h"

#include <QCoreApplication>
#include <QFontMetricsF>

namespace ttft {

QRectF plotRect(const QRectF &area, const AxisTicks &yTicks, const PlotTheme &theme, bool xTitle, int xLabelLines,
                bool logY)
{
    const QFontMetricsF small(theme.smallFont);
    // Tick length, label, gap, the upright title.
    const qreal left = 4 + 3 + yLabelWidth(yTicks, theme, logY ? TickFormatter(formatLogTick) : TickFormatter(formatTick)) + 6 + small.height() + 2;
    const qreal bottom = 4 + 2 + small.height() * xLabelLines + (xTitle ? small.height() + 6 : 2);
    return area.adjusted(left, 4, -10, -bottom);
}

AxisTicks timeTicks(double lowMs, double highMs, bool log, int maxTicks)
{
    if (!log)
        return niceTicks(0, highMs * 1.04, maxTicks);
    const double low = std::max(lowMs, ChartGeometry::kLogFloor);
    return logTicks(low / 1.1, std::max(highMs, low * 1.01) * 1.1, maxTicks);
}

QString axisTitle(const QString &name, const QString &unit)
{
    return QCoreApplication::translate("ttft::ChartGeometry", "%1 (%2)").arg(name, unit);
}

} // namespace ttft
