#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ttft {

struct RequestRecord;

// The parts of a request's wait for its first token, in the order they happen.
enum class TtftComponent {
    DispatchLag,   // intended start → handed to the transport (the client was late)
    Dns,
    Connect,
    Tls,
    ServerQueue,   // the server's account: waiting before prefill
    ServerPrefill, // the server's account: prompt processing up to the first token
    NetworkOther,  // what is left ("Unaccounted"): request and response transfer, the client, and everything the
                   // server did not account for (all of the server's time when it gave no figures)
};
inline constexpr std::size_t kTtftComponentCount = 7;
inline constexpr std::array<TtftComponent, kTtftComponentCount> kTtftComponents{
    TtftComponent::DispatchLag, TtftComponent::Dns,           TtftComponent::Connect,     TtftComponent::Tls,
    TtftComponent::ServerQueue, TtftComponent::ServerPrefill, TtftComponent::NetworkOther,
};

// Stable key: "dispatch_lag", "dns", "connect", "tls", "server_queue", "server_prefill", "network_other".
const char *ttftComponentKey(TtftComponent component);

struct ComponentFigure {
    double meanMs = 0;              // over every request of the group (absent counts as 0)
    std::optional<double> medianMs; // the same values' median
    std::int64_t present = 0;       // requests where the component was measured (> 0 for the phases)
};

// One provider's (or provider × cell's) TTFT, taken apart.
//
// How it adds up (per request, then averaged): the total is the wait from the intended start to
// the first answer text, dispatch lag + TTFT (TTFT from the request start, the headline figure;
// for closed loops the lag is close to zero). DNS, connect and TLS come from the client's stamps,
// server queue and prefill from the server's own account (when the record has one: cross-
// validation, servertimings.h; prefill falls back to the server's TTFT minus its queue when the
// server gave no separate prefill figure), and network/other = total − all of those. Where the
// server's clock says more than the client saw (other would go negative), the server's figures are
// trimmed (prefill first, then queue) until other is 0: other is never negative and the parts of
// every request sum to its total exactly. The stack shows MEANS, because means add up: the mean
// of the components sums to the mean total (to rounding), which medians would not. Medians are
// given beside them for reading, and the median TTFT for the headline.
struct TtftDecomposition {
    std::string provider;
    std::string cell;                  // empty: every cell of the provider
    std::int64_t requests = 0;         // successful measured requests with a TTFT
    std::array<ComponentFigure, kTtftComponentCount> components{};
    double meanTotalMs = 0;            // mean of dispatch lag + TTFT == Σ components' meanMs
    double meanTtftMs = 0;             // mean TTFT from the request start (meanTotalMs − mean dispatch lag)
    std::optional<double> medianTtftMs;
    std::optional<double> medianTotalMs;
    std::int64_t withServerTimings = 0; // requests whose server gave queue or prefill figures
    std::int64_t trimmed = 0;           // requests whose server figures were trimmed to fit
    std::string serverSource;           // the most frequent ServerTimings::source, empty when none

    const ComponentFigure &operator[](TtftComponent component) const { return components[std::size_t(component)]; }
};

// One request's parts (see TtftDecomposition); empty for a warm-up, a failure or no TTFT.
// The array sums to dispatch lag + TTFT.
std::optional<std::array<double, kTtftComponentCount>> decomposeRequest(const RequestRecord &record);

// Per provider (perCell false: all cells together) or per provider and plan cell, in order of first
// appearance; successful measured requests only. Groups without such a request are left out.
std::vector<TtftDecomposition> decomposeTtft(const std::vector<RequestRecord> &records, bool perCell = false);

} // namespace ttft
