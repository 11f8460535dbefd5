#include "rollingmedian.h"

#include <algorithm>

namespace ttft {

void trailingMedians(std::span<const double> values, std::size_t window, std::vector<double> &out, std::size_t from)
{
    out.resize(values.size());
    if (window == 0)
        window = 1;
    std::vector<double> scratch;
    scratch.reserve(window);
    for (std::size_t i = from; i < values.size(); ++i) {
        const std::size_t begin = i + 1 >= window ? i + 1 - window : 0;
        scratch.assign(values.begin() + std::ptrdiff_t(begin), values.begin() + std::ptrdiff_t(i) + 1);
        const std::size_t middle = scratch.size() / 2;
        std::nth_element(scratch.begin(), scratch.begin() + std::ptrdiff_t(middle), scratch.end());
        double median = scratch[middle];
        if (scratch.size() % 2 == 0) {
            const double below = *std::max_element(scratch.begin(), scratch.begin() + std::ptrdiff_t(middle));
            median = (below + median) / 2;
        }
        out[i] = median;
    }
}

} // namespace ttft
