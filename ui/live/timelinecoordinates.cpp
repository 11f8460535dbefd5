#include "timelinecoordinates.h"

#include <algorithm>
#include <cmath>

namespace ttft {

double timeToX(double timeNs, const TimeWindow &window, double left, double width)
{
    const double span = window.spanNs();
    if (!(span > 0))
        return left;
    return left + (timeNs - window.startNs) * width / span;
}

double xToTime(double x, const TimeWindow &window, double left, double width)
{
    if (!(width > 0))
        return window.startNs;
    return window.startNs + (x - left) * window.spanNs() / width;
}

TimeWindow zoomAround(const TimeWindow &window, double anchorNs, double factor)
{
    if (!(factor > 0))
        return window;
    return TimeWindow{anchorNs - (anchorNs - window.startNs) / factor, anchorNs + (window.endNs - anchorNs) / factor};
}

TimeWindow panByPixels(const TimeWindow &window, double dx, double width)
{
    if (!(width > 0))
        return window;
    const double shift = dx * window.spanNs() / width;
    return TimeWindow{window.startNs - shift, window.endNs - shift};
}

TimeWindow clampWindow(TimeWindow window, double minSpanNs, double limitStartNs, double limitEndNs)
{
    if (window.spanNs() < minSpanNs) {
        const double middle = (window.startNs + window.endNs) / 2;
        window = TimeWindow{middle - minSpanNs / 2, middle + minSpanNs / 2};
    }
    const double limitSpan = limitEndNs - limitStartNs;
    if (window.spanNs() >= limitSpan)
        return TimeWindow{limitStartNs, limitStartNs + std::max(window.spanNs(), minSpanNs)};
    if (window.startNs < limitStartNs)
        return TimeWindow{limitStartNs, limitStartNs + window.spanNs()};
    if (window.endNs > limitEndNs)
        return TimeWindow{limitEndNs - window.spanNs(), limitEndNs};
    return window;
}

RowRange visibleRows(double firstRow, double rowHeight, double viewportHeight, int rowCount)
{
    if (rowCount <= 0 || !(rowHeight > 0) || !(viewportHeight > 0))
        return {};
    const double first = std::max(0.0, firstRow);
    const int begin = std::clamp(int(std::floor(first)), 0, rowCount);
    const int end = std::clamp(int(std::ceil(first + viewportHeight / rowHeight)), begin, rowCount);
    return RowRange{begin, end};
}

double rowToY(int row, double firstRow, double rowHeight, double top)
{
    return top + (row - firstRow) * rowHeight;
}

int yToRow(double y, double firstRow, double rowHeight, double top, int rowCount)
{
    if (!(rowHeight > 0))
        return -1;
    const double row = std::floor(firstRow + (y - top) / rowHeight);
    if (row < 0 || row >= rowCount)
        return -1;
    return int(row);
}

double maxFirstRow(double rowHeight, double viewportHeight, int rowCount)
{
    if (!(rowHeight > 0))
        return 0;
    return std::max(0.0, rowCount - viewportHeight / rowHeight);
}

} // namespace ttft
