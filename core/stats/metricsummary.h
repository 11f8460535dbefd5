#pragma once

#include "model/metricsummary.h"

#include <vector>

namespace ttft {

// Summarises the finite values of `values` into a MetricSummary (model/metricsummary.h: the
// value type, its JSON and its rounding). NaN and infinities are not measurements and are left
// out; they are not counted. Percentiles follow percentile.h (numpy's linear method).
MetricSummary summarizeMetric(std::vector<double> values);

} // namespace ttft
