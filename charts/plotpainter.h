#pragma once

#include "charts/axisticks.h"

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>

#include <functional>
#include <span>
#include <vector>

class QPainter;
class QPalette;

namespace ttft {

// Colours and fonts of the live charts, taken from the widget's palette so a dark theme works.
struct PlotTheme {
    QColor background;
    QColor plotBackground;
    QColor text;
    QColor subtleText;
    QColor grid;
    QColor axis;
    QColor failure;
    QFont font;
    QFont smallFont;
    QFont titleFont;

    static PlotTheme from(const QPalette &palette, const QFont &font);
};

// What a legend entry's sample looks like.
enum class LegendSymbol { Box, Line, DashedLine, DottedLine, Dot, HollowDot, Cross };

struct LegendEntry {
    QColor color;
    LegendSymbol symbol = LegendSymbol::Box;
    QString text;
};

using TickFormatter = std::function<QString(double value, int decimals)>;

// Width of the widest y tick label: the left margin a plot needs.
int yLabelWidth(const AxisTicks &ticks, const PlotTheme &theme, const TickFormatter &format = formatTick);

// Horizontal grid lines, tick labels left of `plot` and the axis title turned upright along it.
void drawYAxis(QPainter &painter, const QRectF &plot, const AxisTicks &ticks, const QString &title,
               const PlotTheme &theme, const TickFormatter &format = formatTick);
// Vertical grid lines, tick labels below `plot` and the axis title under them. Labels that would
// collide with the previous one are skipped.
void drawXAxis(QPainter &painter, const QRectF &plot, const AxisTicks &ticks, const QString &title,
               const PlotTheme &theme, const TickFormatter &format = formatTick);

// One row of legend entries laid out from `topLeft` rightwards, wrapping at `maxWidth`; returns
// the height used.
qreal drawLegend(QPainter &painter, const QPointF &topLeft, qreal maxWidth, std::span<const LegendEntry> entries,
                 const PlotTheme &theme);
// The height drawLegend would use, for layout before drawing.
qreal legendHeight(std::span<const LegendEntry> entries, qreal maxWidth, const PlotTheme &theme);

// Dark text on light fills, white on dark ones: values written inside bars stay readable.
QColor textOnFill(const QColor &fill);

// Text in the middle of `rect`, for an empty chart ("Waiting for the first requests…").
void drawPlaceholder(QPainter &painter, const QRectF &rect, const QString &text, const PlotTheme &theme);

// Labels along a line, given as [left, right) pixel spans in any order: each gets the lowest lane
// (0, 1, ...) where it overlaps no label already placed, so marker labels never cover each other.
std::vector<int> stackLabels(std::span<const std::pair<double, double>> spans, double gap = 4);

} // namespace ttft
