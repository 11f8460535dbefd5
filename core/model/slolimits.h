#pragma once

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>

namespace ttft {

// Service-level limits a request must meet to count towards goodput (the DistServe / vLLM notion:
// the rate of requests that were not only answered but answered fast enough to be useful).
// An unset limit does not constrain. Part of what was run (RunDescription::slo), so that a saved
// session's goodput is computed again with the limits it was measured against; judged by
// stats/slolimits.h.
struct SloLimits {
    std::optional<double> ttftMs;
    std::optional<double> tpotMs;
    std::optional<double> e2eMs;
    // Measure TTFT and E2E from the intended start instead of the send time. For open-loop plans
    // that is what the user waited: a request the client dispatched late was late for them too.
    bool fromIntended = false;

    bool any() const { return ttftMs || tpotMs || e2eMs; }
    bool operator==(const SloLimits &) const = default;
};

// {"ttft_ms": number|null, "tpot_ms": …, "e2e_ms": …, "from_intended": bool}
nlohmann::json toJson(const SloLimits &limits);
// The inverse; a wrong-typed field keeps its default and is named in *error (the first problem).
SloLimits sloLimitsFromJson(const nlohmann::json &object, std::string *error = nullptr);

} // namespace ttft
