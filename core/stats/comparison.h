#pragma once

#include "bootstrap.h"
#include "metric.h"

#include <QString>

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace ttft {

struct RequestRecord;

// Two providers measured in the same cell (same load, same prompt length, same time window),
// compared on one metric with bootstrap intervals for the differences of their percentiles.
struct ProviderComparison {
    std::string cell;
    std::string providerA;
    std::string providerB;
    Metric metric = Metric::Ttft;
    std::vector<PercentileDifference> differences; // p50 and p95, A − B, in ms
};

// Every pair of providers within every cell, in first-seen order, compared on `metric`;
// successful measured requests that have the metric only. Pairs where either side has fewer
// than two values are left out.
std::vector<ProviderComparison> compareProviders(const std::vector<RequestRecord> &records, Metric metric,
                                                 const BootstrapOptions &options = {});
// On TTFT.
std::vector<ProviderComparison> compareProviders(const std::vector<RequestRecord> &records,
                                                 const BootstrapOptions &options = {});

// {"cell", "a", "b", "metric", "<metric>_ms": [difference, ...]} ("ttft_ms" for TTFT, as before)
nlohmann::json toJson(const ProviderComparison &comparison);

// In plain words: "A is faster than B at p95 by 120 ms (95 % CI 80–160 ms)" or
// "no significant difference between A and B at p50 (95 % CI −3.0 to 4.1 ms)". Translated.
// Figures get fewer decimals as they grow (0.85, 12.3, 120).
QString describeDifference(const ProviderComparison &comparison, const PercentileDifference &difference);

} // namespace ttft
