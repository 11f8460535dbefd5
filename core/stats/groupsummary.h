#pragma once

#include "metricsummary.h"
#include "runsummary.h"
#include "slolimits.h"

#include <nlohmann/json_fwd.hpp>

#include <compare>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace ttft {

struct RequestRecord;

// What makes two records comparable: the same provider in the same plan cell. A cell is a
// concurrency level (closed loop) or an arrival rate (open loop) times a prompt-length target;
// the plan's cell id names it, the other fields describe it (and identify it when a record has
// no id, as in a plain run, where every record of a provider lands in one group).
struct GroupKey {
    std::string provider;
    std::string cell;
    int concurrency = 1;
    std::optional<double> rateRps;
    std::optional<int> promptTokensTarget;

    friend bool operator==(const GroupKey &, const GroupKey &) = default;
    friend auto operator<=>(const GroupKey &, const GroupKey &) = default;
};

GroupKey groupKeyOf(const RequestRecord &record);

// The cell for people: its id when the plan gave one, else one built from the plan fields in the
// engine's style: "c4/p2000" (concurrency 4, 2,000-token prompts), "r2.5/p500" (2.5 requests/s).
std::string cellLabel(const GroupKey &key);

// Goodput: how many measured requests met the SLO limits (meetsSlo), as a count, a fraction of the
// measured requests (failed ones included: a failure is never good) and a rate over the group's
// wall span.
struct Goodput {
    std::int64_t requests = 0;
    std::optional<double> fraction;
    std::optional<double> requestsPerS;
};

// One group's summary. `run` holds the counts and distributions under exactly the rules of a
// whole run (see RunSummary: warm-up counted but left out; failures counted by class and left out
// of the latency figures); a RunSummary is the group summary of a run with one group, minus what
// only makes sense per cell:
// - ttftFromIntendedMs: TTFT from the intended start (open loop: what the user waited), successful
//   requests;
// - coldTtftMs / warmTtftMs: TTFT of successful requests on a fresh / a reused connection (the
//   handshake cost shows as the gap between them);
// - wallSpanS: from the earliest start to the latest end of the measured requests (failed ones too:
//   they held a slot). When a sweep interleaves its cells in one time window, the spans of its
//   groups overlap, and the rates below are what each group achieved while sharing that window;
// - requestsPerS: successful requests / wall span; outputTokensPerSAggregate: output tokens of the
//   successful requests / wall span (the serving rate, as opposed to run.outputTokensPerS, the
//   mean decode rate one listener sees);
// - goodput under `slo`.
struct GroupSummary {
    GroupKey key;
    RunSummary run;
    MetricSummary ttftFromIntendedMs;
    MetricSummary coldTtftMs;
    MetricSummary warmTtftMs;
    std::optional<double> wallSpanS;
    std::optional<double> requestsPerS;
    std::optional<double> outputTokensPerSAggregate;
    SloLimits slo;
    Goodput goodput;
};

// Groups `records` by groupKeyOf and summarises each group; groups come in the order their first
// record appears (warm-up records included, so a group of only warm-up requests still shows up).
std::vector<GroupSummary> summarizeGroups(const std::vector<RequestRecord> &records, const SloLimits &slo = {});

// Summarises `records` as one group under `key` (whatever their own keys are): for a whole run
// across cells, say.
GroupSummary summarizeGroup(const GroupKey &key, std::span<const RequestRecord *const> records,
                            const SloLimits &slo = {});

// Everything summary.json's run object has (requests, errors_by_class, ttft_ms {count … p99_9 …
// max}, …; see toJson(RunSummary)) plus: provider, cell (cellLabel), cell_id (the plan's, or
// null), concurrency, rate_rps, prompt_tokens_target, ttft_from_intended_ms, cold_ttft_ms,
// warm_ttft_ms (MetricSummary objects), wall_span_s, requests_per_s,
// output_tokens_per_s_aggregate, slo (toJson(SloLimits)) and goodput {requests, fraction,
// requests_per_s}. Absent figures are null; numbers are rounded like MetricSummary's.
nlohmann::json toJson(const GroupSummary &summary);
nlohmann::json toJson(const std::vector<GroupSummary> &summaries);

} // namespace ttft
