#pragma once

#include <nlohmann/json_fwd.hpp>

#include <optional>

namespace ttft {

struct RequestRecord;

// Service-level limits a request must meet to count towards goodput (the DistServe / vLLM notion:
// the rate of requests that were not only answered but answered fast enough to be useful).
// An unset limit does not constrain.
struct SloLimits {
    std::optional<double> ttftMs;
    std::optional<double> tpotMs;
    std::optional<double> e2eMs;
    // Measure TTFT and E2E from the intended start instead of the send time. For open-loop plans
    // that is what the user waited: a request the client dispatched late was late for them too.
    bool fromIntended = false;

    bool any() const { return ttftMs || tpotMs || e2eMs; }
};

// Whether `record` counts towards goodput: it succeeded and is within every set limit (a limit
// is met at equality). A set limit whose figure the record lacks is not met (nothing proves it
// was), except TPOT for a request with fewer than two output tokens, which has no per-token time
// to be slow in. Warm-up is the caller's business: this judges one record.
bool meetsSlo(const RequestRecord &record, const SloLimits &limits);

// {"ttft_ms": number|null, "tpot_ms": …, "e2e_ms": …, "from_intended": bool}
nlohmann::json toJson(const SloLimits &limits);

} // namespace ttft
