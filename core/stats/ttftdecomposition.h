#pragma once

#include <nlohmann/json_fwd.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ttft {

struct RequestRecord;

// The parts of a request's wait for its first answer token, in the order they happen.
enum class TtftComponent {
    DispatchLag,    // intended start → handed to the transport (the client was late)
    Dns,
    Connect,
    Tls,
    RequestSend,    // the client writing the request (after connect and TLS)
    PromptHandling, // inferred: the server's work before its timings start that grows with the
                    // prompt (tokenisation, templating), from requests alone in flight
    SlotWait,       // inferred: waiting for a free slot, where the server's timings leave the queue out
    ServerQueue,    // the server's account: waiting before prefill
    ServerLoad,     // the server's account: loading the model first (Ollama load_duration)
    ServerPrefill,  // the server's account: prompt processing up to the first token
    Thinking,       // the first reasoning token → the first answer token
    Unaccounted,    // the rest: transfer, the client, and whatever the server did not account for
                    // (all of the server's time when it gave no figures). Never called "network".
};
inline constexpr std::size_t kTtftComponentCount = 12;
inline constexpr std::array<TtftComponent, kTtftComponentCount> kTtftComponents{
    TtftComponent::DispatchLag,   TtftComponent::Dns,         TtftComponent::Connect,     TtftComponent::Tls,
    TtftComponent::RequestSend,   TtftComponent::PromptHandling, TtftComponent::SlotWait, TtftComponent::ServerQueue,
    TtftComponent::ServerLoad,    TtftComponent::ServerPrefill, TtftComponent::Thinking,  TtftComponent::Unaccounted,
};

// Stable key: "dispatch_lag", "dns", "connect", "tls", "request_send", "prompt_handling",
// "slot_wait", "server_queue", "server_load", "server_prefill", "thinking", "unaccounted".
const char *ttftComponentKey(TtftComponent component);

// What the records of one provider say about the server's time before its own timings start
// (llama.cpp's timings.prompt_ms, Ollama's durations: they leave out tokenisation and the wait for a
// slot). Inferred, and labelled so wherever shown:
// - the unloaded gap: over requests alone in flight (no other request of the provider on the wire
//   between their start and first token), first token − request sent − the server's TTFT, fitted
//   on prompt length (a ≥ 0 fixed part: transfer and the client; b per token: the server's prompt
//   handling, since only the server's work grows with the prompt);
// - a slot hand-over: a request whose prefill started (its first token − the server's TTFT, on the
//   client's clock) within 5 ms before or after another request of the provider ended waited
//   for that request's slot: the wait is from its request sent (plus its unloaded gap) to then.
//   That is how a continuous-batching engine with a fixed number of slots (llama.cpp's --parallel)
//   starts a deferred request: when a running one finishes (tools/server: requests_deferred).
//   A hand-over found by chance costs nothing: the wait is measured from the request's own
//   stamps (a request that did not wait has none to show), the hand-over is only the evidence.
struct UnloadedGap {
    std::int64_t n = 0;      // requests alone in flight with a server TTFT
    double fixedMs = 0;      // a
    double msPerToken = 0;   // b
};

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
// request send from the client's stamps, server queue, load and prefill from the server's own
// account (when the record has one: cross-validation, servertimings.h; prefill falls back to the
// server's TTFT minus its queue and load when the server gave no separate prefill figure), thinking
// from the first reasoning token to the first answer, prompt handling and slot wait inferred as
// UnloadedGap says, and unaccounted = total − all of those. Where the server's clock says more than
// the client saw (unaccounted would go negative), the server's and the inferred figures are trimmed
// (prefill first) until it is 0: no part is negative and the parts of every request sum to its
// total exactly. The stack shows MEANS, because means add up: the mean
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
    std::int64_t handoffs = 0;          // requests whose slot wait was inferred from a hand-over
    int maxInFlight = 0;                // most requests of the group (provider, or provider × cell) on the wire at once
    std::optional<UnloadedGap> unloaded; // the provider's unloaded gap, when it could be fitted

    // The mean of the parts that were inferred rather than measured (prompt handling, slot wait).
    double inferredMeanMs() const;

    const ComponentFigure &operator[](TtftComponent component) const { return components[std::size_t(component)]; }
};

// What was inferred for one request (see UnloadedGap); zeros when nothing was.
struct InferredWait {
    double promptHandlingMs = 0;
    double slotWaitMs = 0;
};

// One request's parts (see TtftDecomposition); empty for a warm-up, a failure or no TTFT.
// The array sums to dispatch lag + TTFT.
std::optional<std::array<double, kTtftComponentCount>> decomposeRequest(const RequestRecord &record,
                                                                        const InferredWait &inferred = {});

// Per provider (perCell false: all cells together) or per provider and plan cell, in order of first
// appearance; successful measured requests only. Groups without such a request are left out.
std::vector<TtftDecomposition> decomposeTtft(const std::vector<RequestRecord> &records, bool perCell = false);

// {"provider", "cell", "requests", "mean_total_ms", "mean_ttft_ms", "median_ttft_ms",
//  "with_server_timings", "server_source", "handoffs", "max_in_flight", "unloaded_gap": {n,
//  fixed_ms, ms_per_token} | null, "components": {key: {"mean_ms", "median_ms", "present"}}}.
nlohmann::json toJson(const TtftDecomposition &decomposition);

} // namespace ttft
