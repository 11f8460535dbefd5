#pragma once

#include "metricsummary.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace ttft {

struct RequestRecord;

// What one run (one provider, one workload) amounted to.
//
// Which records count where:
// - warm-up records are counted in `warmup` and nowhere else;
// - `requests` is every measured (non-warm-up) record, failed ones included, and `errors` /
//   `errorsByClass` are the failed measured ones: failures are never dropped silently;
// - `throttled` are those of the errors where the provider refused for load (HTTP 429, Anthropic's
//   529: RequestRecord::throttled) and `failures` the rest: a throttled request says the provider's
//   limit was reached, a failure that something broke;
// - the latency and token distributions (ttft … outputTokens, itl, outputTokensPerS) are over the
//   successful measured requests only: a 429 answered in 3 ms is not a fast TTFT. A high error
//   rate therefore flatters the percentiles; always read them next to `errors`;
// - dispatchLagMs and the cold/warm split are over all measured requests, failed ones included:
//   they describe the client and the connection, not the answer.
struct RunSummary {
    std::int64_t requests = 0;
    std::int64_t warmup = 0;
    std::int64_t errors = 0;
    std::int64_t throttled = 0; // of the errors: refused for load (429, 529)
    std::map<std::string, std::int64_t> errorsByClass; // errorClassName → count
    std::int64_t coldRequests = 0;  // measured requests on a fresh connection
    std::int64_t warmRequests = 0;  // measured requests on a reused connection

    MetricSummary ttftMs;
    MetricSummary ttfbMs;
    MetricSummary ttfoMs;
    MetricSummary ttfsMs;
    MetricSummary e2eMs;
    MetricSummary tpotMs;
    MetricSummary itlMs;          // every gap of every request, pooled
    MetricSummary outputTokens;
    MetricSummary dispatchLagMs;
    // Mean over requests of output_tokens / (E2E − TTFT) in seconds: the decode rate a listener
    // experiences once the answer has started. Requests without both figures, with no output
    // tokens or with E2E ≤ TTFT are left out.
    std::optional<double> outputTokensPerS;

    std::int64_t succeeded() const { return requests - errors; }
    std::int64_t failures() const { return errors - throttled; } // errors that are not throttling
};

RunSummary summarizeRun(const std::vector<RequestRecord> &records);
// The same over a selection of records (one group of a sweep, say) without copying them.
RunSummary summarizeRunSelection(std::span<const RequestRecord *const> records);

// The summary.json object: requests, succeeded, warmup, errors, throttled, failures (errors = throttled
// + failures), errors_by_class {class: count},
// cold_requests, warm_requests, output_tokens_per_s (number or null), and one MetricSummary object
// each for ttft_ms, ttfb_ms, ttfo_ms, ttfs_ms, e2e_ms, tpot_ms, itl_ms, output_tokens,
// dispatch_lag_ms; so summary["ttft_ms"]["p50"] is the median TTFT.
nlohmann::json toJson(const RunSummary &summary);

} // namespace ttft
