#pragma once

#include "prometheustext.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ttft {

// One scrape of a Prometheus endpoint.
struct MetricsScrape {
    std::string url;
    std::int64_t atNs = -1;          // monotonic, when the answer was complete
    std::vector<PromSample> samples;
    int badLines = 0;
    std::string error;               // English; empty on success

    bool ok() const { return error.empty(); }
};

// GETs `url` (blocking, libcurl; no event loop needed) and parses the answer. Never throws; a
// refused connection, a non-2xx status or a timeout comes back in `error`.
MetricsScrape scrapeMetrics(const std::string &url, int timeoutMs = 5000);

} // namespace ttft
