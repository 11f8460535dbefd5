#pragma once

#include "model/requestrecord.h"
#include "serverlog.h"
#include "stats/metricsummary.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace ttft {

struct ServerLogJoin {
    int matched = 0;               // records that found their log entry
    int recordsWithoutEntry = 0;   // records (not cancelled before sending) with no entry
    int entriesWithoutRecord = 0;  // log entries of other clients, or of earlier runs
};

// Gives each record its log entry's timings, matched by the id we sent (X-Request-ID), else by the
// id the server returned. The log's figures replace in-body ones (it is the server's own clock).
ServerLogJoin joinServerLog(std::vector<RequestRecord> &records, const ServerLog &log);

// Client TTFT against the server's, per provider and plan cell, over measured requests that have
// both: client = server + overhead (network, TLS, proxies, the client itself).
struct OverheadGroup {
    std::string provider;
    std::string cell;
    std::string source;         // where the server's figures came from (most requests' source)
    MetricSummary clientTtft;
    MetricSummary serverTtft;
    MetricSummary overhead;     // per request: client TTFT − server TTFT
};
std::vector<OverheadGroup> summarizeOverhead(const std::vector<RequestRecord> &records);

nlohmann::json toJson(const ServerLogJoin &join);
nlohmann::json toJson(const OverheadGroup &group);

} // namespace ttft
