#pragma once

#include <nlohmann/json_fwd.hpp>

#include "conversationplan.h"
#include "shardspec.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ttft {

// How requests are sent.
enum class LoadMode {
    Sequential, // one request at a time per provider: `warmup` + `rounds`
    ClosedLoop, // C workers per provider, each sending its next request when the last one ends
    OpenLoop,   // arrivals at a rate, each with an intended start, whatever is still in flight
};

enum class ArrivalProcess {
    Constant, // evenly spaced
    Poisson,  // exponential gaps
    Gamma,    // gamma gaps with shape `burstiness` (1 = Poisson, < 1 burstier, > 1 smoother)
};

const char *loadModeName(LoadMode mode);           // "sequential" | "closed" | "open"
QString loadModeLabel(LoadMode mode);              // the same in words, translated: "closed loop"
bool loadModeFromName(const std::string &name, LoadMode &mode);
const char *arrivalName(ArrivalProcess arrival);   // "constant" | "poisson" | "gamma"
bool arrivalFromName(const std::string &name, ArrivalProcess &arrival);

// A run's load plan, saved with the run. A plan is a sweep: every combination of a load level
// (a concurrency level, or an arrival rate) and a prompt-length target is a cell, run one after the
// other; within a cell every provider runs in the same time window (interleaved one by one when
// sequential, side by side otherwise), so providers are compared under the same conditions.
struct RunPlan {
    LoadMode mode = LoadMode::Sequential;
    int warmup = 5;  // per provider and cell; recorded, left out of the statistics
    int rounds = 30; // sequential: measured requests per provider and cell

    std::vector<int> concurrency{1}; // closed loop: the levels
    std::vector<double> rates;       // open loop: requests per second per provider, the levels
    ArrivalProcess arrival = ArrivalProcess::Constant;
    double burstiness = 1.0;         // gamma shape
    // Open loop: at most this many requests in flight per provider (0: no limit). Arrivals beyond
    // it wait in the client for a slot, keeping their intended start: the wait shows as dispatch
    // lag and in TTFT from the intended start (what a capped client hides from a closed loop).
    int maxInFlight = 0;

    // Closed and open loop: how long each cell is measured after its warm-up, or how many measured
    // requests each provider sends in it (when durationS is 0).
    double durationS = 0;
    int requests = 0;
    double rampUpS = 0; // closed loop: worker starts spread evenly over this time

    std::vector<int> promptTokens; // prompt-length targets; empty: the workload as written
    std::uint64_t seed = 1;        // arrivals, fillers and nonces
    // Which share of the plan this process runs (`--shard I/N`); the plan above stays whole.
    ShardSpec shard;

    // The whole plan this many times over, the repeats outermost: every record says which one
    // (RequestRecord::repeat), and each percentile gets a mean, spread and coefficient of variation
    // across repeats, so a difference can be told from noise.
    int repeats = 1;

    // Guards, per provider and cell (0 / false: off). What they did is recorded (model/guardevent.h).
    int breakerErrors = 0;           // stop the provider's cell after this many errors in a row
    double maxErrorRate = 0;         // stop it once errors / measured requests passes this (0..1), from 20 on
    bool honorRetryAfter = false;    // a throttled answer's Retry-After holds the provider's dispatches back
    double maxRequestsPerMinute = 0; // pace the provider's dispatches under this many a minute
    double maxTokensPerMinute = 0;   // and under this many tokens (prompt + max_tokens) a minute

    // Multi-turn conversations instead of independent requests (a closed-loop plan: its workers are
    // the users, its cells the gaps between turns; `requests`, `duration_s` and `prompt_tokens` do
    // not apply: a cell ends when every conversation has ended).
    ConversationPlan conversations;

    bool operator==(const RunPlan &) const = default;
};

// `warmup` + `rounds` requests, one at a time: the plain method.
RunPlan sequentialPlan(int warmup, int rounds);

// One cell of a plan.
struct PlanCell {
    std::string id;                  // "seq", "c10", "r2.5", with "/p2000" for a prompt target
    LoadMode mode = LoadMode::Sequential;
    int concurrency = 1;             // closed loop (1 for sequential, 0 for open loop)
    std::optional<double> rateRps;   // open loop
    std::optional<int> promptTokens; // target, when the plan has targets
    std::optional<double> turnGapS;  // conversation cells: the gap between turns
    HistoryStrategy history;         // conversation cells: how each turn keeps the history
};

// The cells in the order they run: load levels outermost, prompt lengths inside.
std::vector<PlanCell> planCells(const RunPlan &plan);

// What is wrong with a plan, in words for the user's log; empty when it can run.
std::string validatePlan(const RunPlan &plan);

// JSON keys: mode, warmup, rounds, concurrency [..], rates [..], arrival, burstiness, max_in_flight, duration_s,
// requests, ramp_up_s, prompt_tokens [..], seed, repeats, "guards": {breaker_errors, max_error_rate,
// honor_retry_after, max_requests_per_minute, max_tokens_per_minute} when any guard is on, shard
// (only when sharded) and conversations (only when on).
nlohmann::json toJson(const RunPlan &plan);

// Never throws; a key of the wrong type keeps its default and is reported in *error.
RunPlan runPlanFromJson(const nlohmann::json &object, std::string *error = nullptr);

} // namespace ttft
