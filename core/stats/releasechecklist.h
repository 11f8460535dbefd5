#pragma once

#include "clienthealthverdict.h"

#include <QString>

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace ttft {

struct RequestRecord;
struct RunDescription;

// The method's ten checks before figures are published, in its order.
enum class CheckId {
    Warmup = 1,        // "warmup": at least 5 warm-up requests per provider and cell
    SameWorkload,      // "same_workload": one prompt, max_tokens and temperature for all; models confirmed
    Streaming,         // "streaming": every provider streamed, no buffering layer in between
    MetricsRecorded,   // "metrics_recorded": TTFT, TPOT, E2E and output length recorded
    Percentiles,       // "percentiles": enough requests per provider and cell for P50/P95 (and P99 at 100)
    Environment,       // "environment": client location and network written down (or ticked)
    RealisticPrompts,  // "realistic_prompts": prompts like the product's
    ConcurrencyRounds, // "concurrency_rounds": single- and multi-concurrency rounds
    ClientHealth,      // "client_health": the client was not the bottleneck
    ServerCrossCheck,  // "server_cross_check": cross-checked with the server's own data
};
inline constexpr int kCheckCount = 10;

enum class CheckState {
    Pass,          // "pass"
    Fail,          // "fail"
    NeedsUser,     // "needs_user": only the user can say (tick it when true)
    NotApplicable, // "not_applicable"
    Pending,       // "pending": known once requests are recorded
};

// Who decided the state: the plan (before running), the recorded requests, or the user's tick.
enum class CheckSource {
    Plan, // "plan"
    Data, // "data"
    User, // "user"
    None, // "none": nobody yet (needs the user, or pending)
};

const char *checkKey(CheckId id);
bool checkIdFromKey(const std::string &key, CheckId &id);
const char *checkStateName(CheckState state);
const char *checkSourceName(CheckSource source);
QString checkTitle(CheckId id);         // "Warm-up of at least 5 requests", translated
QString checkStateLabel(CheckState state); // "Pass", "Fail", "Needs you", ...

// What the user vouched for. Only checks that need the user accept a tick (the others are decided
// from the plan or the data, and a tick on them is kept but ignored).
struct ChecklistTicks {
    std::set<CheckId> ticked;

    bool isTicked(CheckId id) const { return ticked.count(id) > 0; }
    void set(CheckId id, bool on);
    bool operator==(const ChecklistTicks &) const = default;
};

// {"realistic_prompts": true, ...} (only ticked checks are written); unknown keys are ignored.
nlohmann::json toJson(const ChecklistTicks &ticks);
ChecklistTicks checklistTicksFromJson(const nlohmann::json &object, std::string *error = nullptr);

struct CheckItem {
    CheckId id = CheckId::Warmup;
    CheckState state = CheckState::Pending;
    CheckSource source = CheckSource::None;
    QString reason;         // why, in words with the figures: "warm-up is 3 requests; the method asks for at least 5"
    QString hint;           // what to do about it (empty when nothing)
    bool userDecidable = false; // a tick can decide it (it needs the user's judgement)
    bool ticked = false;
};

// The limits the checks apply.
inline constexpr int kMinWarmup = 5;
inline constexpr int kMinRequestsForPercentiles = 30; // P50 and P95
inline constexpr int kMinRequestsForP99 = 100;
inline constexpr double kMaxDispatchLagP99Ms = kLateDispatchMs; // the client-health verdict's limit

// Evaluates the ten checks. `records` may be null (or empty): the plan alone then decides what it
// can and the rest is Pending. `health` is the run's client-health summary when one was kept (a
// session file has it); without it the client is judged on the records' dispatch lag alone.
std::vector<CheckItem> evaluateReleaseChecklist(const RunDescription &run, const std::vector<RequestRecord> *records,
                                                const ChecklistTicks &ticks = {},
                                                const std::optional<HealthSummary> &health = {});

// [{id, key, state, source, reason, hint, user_decidable, ticked}]
nlohmann::json toJson(const std::vector<CheckItem> &items);

} // namespace ttft
