#pragma once

#include "stats/bootstrap.h"
#include "stats/capacity.h"
#include "stats/clienthealthverdict.h"
#include "stats/comparison.h"
#include "stats/conversationstats.h"
#include "stats/groupsummary.h"
#include "stats/pipelinesummary.h"
#include "model/duringrun.h"
#include "model/guardevent.h"
#include "stats/prefillcurve.h"
#include "stats/probesummary.h"
#include "stats/repeatspread.h"
#include "stats/releasechecklist.h"
#include "stats/runsummary.h"
#include "stats/runwarnings.h"
#include "stats/scenario.h"
#include "model/rundescription.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ttft {

struct Session;

// The figures of one saved run, computed once from its session (docs/ARCHITECTURE.md,
// "Results"): summary.json (`run --out`, `report --json`, the window's Export) is toJson of this,
// and the terminal and Markdown tables are drawn from it. Everything here comes from the session
// alone, so the same session always gives the same summary, whoever asks.
struct RunResults {
    // Per provider and cell, with how sure the TTFT percentiles are.
    struct Group {
        GroupSummary summary;
        std::int64_t bufferedRequests = 0;          // successes whose answer arrived in one piece
        std::vector<ConfidenceInterval> ttftCi;     // bootstrap 95 % intervals of the percentiles
    };
    // Per provider over every cell, in the order providers first appear in the records.
    struct Provider {
        std::string name;
        RunSummary summary;
    };
    // A prompt-length sweep's fit, per provider and load level (a queue at a high level adds to
    // every TTFT there and would hide the prefill rate if the levels were mixed).
    struct PromptLengthFit {
        std::string provider;
        std::string level;
        PrefillCurve fit;
        double minTokens = 0;
        double maxTokens = 0;
    };

    RunDescription description;
    RunSummary run;                              // the whole run
    std::vector<Provider> providers;
    std::vector<Group> groups;
    std::vector<ProviderComparison> comparisons; // providers side by side, bootstrap intervals
    std::vector<PromptLengthFit> promptLengthFits; // only when the plan sweeps prompt lengths
    std::vector<RunWarning> warnings;
    std::optional<HealthSummary> clientHealth;
    std::vector<ScenarioResult> scenarios;       // every use-case preset
    std::vector<CheckItem> releaseChecklist;
    std::vector<PipelineSummary> pipeline;       // runs with TTS legs only (voice pipelines)
    std::vector<RepeatSpread> repeats;           // runs with --repeat: how each percentile moved
    std::vector<GuardEvent> guardEvents;         // what the plan's guards did (the session's during_run)
    std::optional<CapacityResult> capacity;      // a capacity search's levels and answer
    std::optional<ProbeSummary> probes;          // probes over time: each probe, by hour of the day
    std::vector<ConversationStats> conversations; // conversation runs: TTFT by turn, per provider and cell
    std::vector<CacheLifetime> cacheLifetimes;   // conversation runs over two gaps or more
    std::int64_t recorded = 0;                   // records in the session, warm-up included
    std::size_t cells = 0;                       // distinct plan cells in the records
    bool recovered = false;
    DuringRun duringRun;                         // Session::duringRun, passed through
};

RunResults computeResults(const Session &session);
// The same from the parts of a session, for a caller that holds them apart (the report, the window).
RunResults computeResults(const RunDescription &run, const std::vector<RequestRecord> &records,
                          const nlohmann::json &clientHealth, const DuringRun &duringRun = {}, bool recovered = false);

// summary.json: {"format": "ttft-workbench-summary", "schema_version": 1, …}; every key is
// described in docs/summary.schema.json.
inline constexpr const char *kSummaryFormat = "ttft-workbench-summary";
inline constexpr int kSummarySchemaVersion = 1;
nlohmann::json toJson(const RunResults &results);

} // namespace ttft
