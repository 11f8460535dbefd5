#pragma once

namespace ttft {

// Geometry of the request timeline as pure functions, so zoom, pan and hit-testing are tested
// without a window (Qt Creator's timeline does the same). Times are nanoseconds since the run
// start, held as double: a zoomed window is rarely a whole number of nanoseconds wide.
struct TimeWindow {
    double startNs = 0;
    double endNs = 1;

    double spanNs() const { return endNs - startNs; }
    bool operator==(const TimeWindow &) const = default;
};

// The horizontal axis: `window` is drawn over [left, left + width) pixels.
double timeToX(double timeNs, const TimeWindow &window, double left, double width);
double xToTime(double x, const TimeWindow &window, double left, double width);

// Zooms by `factor` (> 1 zooms in) keeping `anchorNs` at the same pixel: the point under the mouse
// stays under the mouse.
TimeWindow zoomAround(const TimeWindow &window, double anchorNs, double factor);
// Moves the window so the content follows a drag of `dx` pixels (positive: content moves right,
// so earlier times come into view).
TimeWindow panByPixels(const TimeWindow &window, double dx, double width);
// Keeps a window at least `minSpanNs` wide and inside [limitStartNs, limitEndNs] where it fits
// (a window wider than the limits is aligned to their start): zoom and pan never lose the data.
TimeWindow clampWindow(TimeWindow window, double minSpanNs, double limitStartNs, double limitEndNs);

// The vertical axis: one row per request, `rowHeight` pixels each, scrolled so that row
// `firstRow` (fractional: smooth scrolling) is at pixel `top`.
struct RowRange {
    int first = 0; // first visible row
    int end = 0;   // one past the last visible row
    int count() const { return end - first; }
};
// Only these rows are painted: the cost of a frame depends on the viewport, not on the run's size.
RowRange visibleRows(double firstRow, double rowHeight, double viewportHeight, int rowCount);
double rowToY(int row, double firstRow, double rowHeight, double top);
// The row under pixel `y`, or -1 when `y` is above the first or below the last row.
int yToRow(double y, double firstRow, double rowHeight, double top, int rowCount);
// The largest valid scroll position: the last row ends at the bottom of the viewport.
double maxFirstRow(double rowHeight, double viewportHeight, int rowCount);

} // namespace ttft
