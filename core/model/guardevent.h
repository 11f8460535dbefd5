#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace ttft {

// What a run's guards did to one provider in one cell (RunPlan's breaker, error-rate limit,
// Retry-After pacing and per-minute budget): a stop, or the time the provider's dispatches were
// held back. Recorded with the run (the session's during_run "guard_events"), so a result that is
// thinner than the plan asked for says why.
struct GuardEvent {
    enum class Kind {
        Breaker,    // "breaker": N errors in a row stopped the provider's cell
        ErrorRate,  // "error_rate": the cell's error rate passed the limit
        RetryAfter, // "retry_after": throttled answers' Retry-After held dispatches back
        Budget,     // "budget": the per-minute request or token budget held dispatches back
    };
    Kind kind = Kind::Breaker;
    std::string provider;
    std::string cell;
    int repeat = 0;
    std::string message;       // English, for logs and files; the front ends word it from the fields
    std::int64_t count = 0;    // breaker: the errors in a row; error_rate: errors; pacing: holds
    std::int64_t requests = 0; // breaker/error_rate: measured requests finished when it stopped
    double heldMs = 0;         // pacing: dispatches held back this long in all

    bool stops() const { return kind == Kind::Breaker || kind == Kind::ErrorRate; }
    bool operator==(const GuardEvent &) const = default;
};

const char *guardKindName(GuardEvent::Kind kind);
bool guardKindFromName(const std::string &name, GuardEvent::Kind &kind);

nlohmann::json toJson(const std::vector<GuardEvent> &events);
// Never throws: an entry that is not an object, or of an unknown kind, is skipped.
std::vector<GuardEvent> guardEventsFromJson(const nlohmann::json &array);

} // namespace ttft
