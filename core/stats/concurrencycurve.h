#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ttft {

struct RequestRecord;

// What the load axis of a curve counts.
enum class LoadAxis {
    Concurrency, // closed loop (and sequential, as concurrency 1): requests in flight per provider
    ArrivalRate, // open loop: requests per second per provider
};

// One load level of one provider.
struct ConcurrencyPoint {
    double level = 0;             // concurrency, or arrival rate (req/s)
    std::int64_t requests = 0;    // measured requests (warm-up and cancelled ones left out), failed ones included
    std::int64_t succeeded = 0;   // those with a TTFT: the percentiles' sample
    std::int64_t failed = 0;
    std::optional<double> p50Ms;  // TTFT percentiles (percentile.h), empty without a success
    std::optional<double> p95Ms;
    std::optional<double> p99Ms;
    std::optional<double> errorRate; // failed / requests, 0..1; empty without requests
};

// Which rule put the knee where it is.
enum class KneeRule {
    Limit,    // P95 went above the limit the user (or the scenario) set
    Doubling, // P95 reached twice the P95 of the lowest level (the single stream, in a c1.. sweep)
};

// Where the curve turns: the first level, in ascending order, at which P95 exceeds the limit
// (strictly) or reaches `doublingFactor` × the lowest level's P95. When both rules fire at the
// same level the limit is reported: it is the one the user asked about.
struct Knee {
    KneeRule rule = KneeRule::Doubling;
    double level = 0;
    double p95Ms = 0;       // at the knee
    double thresholdMs = 0; // the limit, or doublingFactor × the baseline P95
    double baselineP95Ms = 0; // P95 at the lowest level
};

struct KneeOptions {
    std::optional<double> p95LimitMs; // unset: only the doubling rule
    double doublingFactor = 2.0;
};

// One provider's curve, levels ascending. When the run swept prompt lengths as well, each target
// gets a curve of its own (mixing prompt lengths in one level would blur the load's effect).
struct ConcurrencyCurve {
    std::string provider;
    std::optional<int> promptTokensTarget;
    LoadAxis axis = LoadAxis::Concurrency;
    std::vector<ConcurrencyPoint> points;
    std::optional<Knee> knee;
};

// True when some record was sent open loop (has an arrival rate): the rate axis then has points.
bool hasArrivalRates(const std::vector<RequestRecord> &records);

// The curves of every provider (in order of first appearance) on `axis`. Records whose load is of
// the other kind are left out. TTFT is from the request start on the concurrency axis and from the
// intended start on the rate axis: an open-loop request the client sent late was late for its user
// too (coordinated omission), and the rate axis is where that happens.
std::vector<ConcurrencyCurve> concurrencyCurves(const std::vector<RequestRecord> &records, LoadAxis axis,
                                                const KneeOptions &options = {});

// The knee rule on ascending points (see Knee); empty when no level qualifies or the lowest level
// has no P95 and there is no limit.
std::optional<Knee> findKnee(const std::vector<ConcurrencyPoint> &points, const KneeOptions &options);

} // namespace ttft
