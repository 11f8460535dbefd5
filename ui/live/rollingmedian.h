#pragma once

#include <cstddef>
#include <span>
#include <vector>

namespace ttft {

// Trailing medians: out[i] is the median (numpy's: the mean of the two middle values for an even
// count) of values[max(0, i − window + 1) .. i]. Only out[from..] is recomputed, so a series that
// grows at its end costs the new points only. `out` is resized to values.size().
void trailingMedians(std::span<const double> values, std::size_t window, std::vector<double> &out, std::size_t from = 0);

} // namespace ttft
