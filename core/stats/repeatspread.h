#pragma once

#include "groupsummary.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <vector>

namespace ttft {

struct RequestRecord;

// How much a run's figures move from one repeat of its plan to the next (RunPlan::repeats): for
// each provider and cell, each metric's percentiles once per repeat, then their mean, standard
// deviation (n − 1), range and coefficient of variation (sd / mean). A difference between two
// providers smaller than either one's spread across repeats is noise, however exact one run's
// percentile looks.
struct RepeatSpread {
    struct Figure {
        std::string metric;               // "ttft_ms", "ttfs_ms", "tpot_ms", "e2e_ms"
        std::string quantile;             // "p50", "p95", "p99"
        std::vector<double> perRepeat;    // repeats whose successes gave the percentile, in order
        std::optional<double> mean;
        std::optional<double> sd;         // sample standard deviation; two repeats at least
        std::optional<double> min;
        std::optional<double> max;
        std::optional<double> cv;         // sd / mean
    };
    GroupKey key;
    int repeats = 0;                      // distinct repeats in the records of this group
    std::vector<Figure> figures;
};

// One entry per provider and cell whose measured records span two repeats or more; empty for a
// run without repeats.
std::vector<RepeatSpread> summarizeRepeats(const std::vector<RequestRecord> &records);

// {"provider", "cell", "repeats", "figures": [{"metric", "quantile", "per_repeat": [...], "mean",
// "sd", "min", "max", "cv"}]}.
nlohmann::json toJson(const RepeatSpread &spread);

} // namespace ttft
