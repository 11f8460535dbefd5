#pragma once

#include "bootstrap.h"

#include <QString>

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace ttft {

struct RequestRecord;

// Two providers measured in the same cell (same load, same prompt length, same time window),
// compared on TTFT with bootstrap intervals for the differences of their percentiles.
struct ProviderComparison {
    std::string cell;
    std::string providerA;
    std::string providerB;
    std::vector<PercentileDifference> ttft; // p50 and p95, A − B
};

// Every pair of providers within every cell, in first-seen order; successful measured requests
// only. Pairs where either side has fewer than two requests are left out.
std::vector<ProviderComparison> compareProviders(const std::vector<RequestRecord> &records,
                                                 const BootstrapOptions &options = {});

// {"cell", "a", "b", "ttft_ms": [difference, ...]}
nlohmann::json toJson(const ProviderComparison &comparison);

// In plain words: "A is faster than B at p95 by 120.0 ms (95 % CI 80.1–160.3 ms)" or
// "no significant difference between A and B at p50 (95 % CI −3.0–4.1 ms)". Translated.
QString describeDifference(const ProviderComparison &comparison, const PercentileDifference &difference);

} // namespace ttft
