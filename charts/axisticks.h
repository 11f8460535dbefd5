#pragma once

#include <QString>

#include <vector>

namespace ttft {

// Tick marks for a linear axis at "nice" steps (1, 2, 2.5 or 5 times a power of ten), so labels
// read 0, 250, 500 rather than 0, 237, 474.
struct AxisTicks {
    double low = 0;   // the axis range, widened outwards to whole steps
    double high = 1;
    double step = 1;
    std::vector<double> values; // low, low + step, ... high
    int decimals = 0;           // digits after the point that tell the labels apart
};

// At most about `maxTicks` ticks covering [low, high]. A degenerate range (high ≤ low) is widened
// so that one value still gets an axis.
AxisTicks niceTicks(double low, double high, int maxTicks);

// Ticks for a logarithmic axis over [low, high] (both > 0), at 1, 2 and 5 times powers of ten
// (fewer per decade when the range spans many decades). The axis keeps the range given; when
// fewer than two ticks fall inside it, it widens to the nearest ticks outside. Values, low and
// high are log10 of the data values, so a linear mapping of them draws the log axis; label them
// with formatLogTick.
AxisTicks logTicks(double low, double high, int maxTicks);
QString formatLogTick(double log10Value, int decimals);

// Ticks for counts: whole steps of 1, 2 or 5 times a power of ten, from 0 to at least `maxCount`.
AxisTicks countTicks(double maxCount, int maxTicks);

// A tick value for an axis label: `decimals` digits, in the user's locale.
QString formatTick(double value, int decimals);

// Milliseconds for people: "0.84 ms", "12.3 ms", "845 ms", "1.27 s".
QString formatDurationMs(double ms);

} // namespace ttft
