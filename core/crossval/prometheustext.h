#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace ttft {

// One sample of the Prometheus text exposition format (0.0.4): `name{label="v",…} value [ts]`.
struct PromSample {
    std::string name;
    std::map<std::string, std::string> labels;
    double value = 0;
};

// Parses a scrape. Comments (# HELP, # TYPE) and blank lines are skipped; a line that is no sample
// is skipped and counted in `badLines` (a scrape is read as far as it makes sense). Values may be
// NaN, +Inf, -Inf.
std::vector<PromSample> parsePrometheusText(std::string_view text, int *badLines = nullptr);

} // namespace ttft
