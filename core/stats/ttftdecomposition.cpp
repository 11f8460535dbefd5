#include "ttftdecomposition.h"

#include "groupsummary.h"
#include "linearfit.h"
#include "metricsummary.h"
#include "model/requestrecord.h"
#include "percentile.h"
#include "prefillcurve.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>

namespace ttft {

namespace {

constexpr std::int64_t kHandoverBeforeNs = 5'000'000; // a slot freed up to 5 ms before the prefill started
constexpr std::int64_t kHandoverAfterNs = 5'000'000;  // or up to 5 ms after: the client stamps the end when it reads it

bool stamped(std::int64_t ns)
{
    return ns >= 0;
}

// The server's TTFT when it gave one that leaves its queue out: what the inference works on.
std::optional<double> serverTtftOutsideQueue(const RequestRecord &record)
{
    const ServerTimings &server = record.server;
    if (server.queueMs)
        return std::nullopt; // the server accounts for its queue itself
    if (server.ttftMs)
        return *server.ttftMs;
    if (server.prefillMs)
        return *server.prefillMs + server.loadMs.value_or(0);
    return std::nullopt;
}

// The first generated token (reasoning or answer), the moment a server's TTFT ends at.
std::int64_t firstTokenNs(const RequestRecord &record)
{
    if (stamped(record.firstReasoningNs) && (!stamped(record.firstAnswerNs) || record.firstReasoningNs < record.firstAnswerNs))
        return record.firstReasoningNs;
    return record.firstAnswerNs;
}

bool usable(const RequestRecord &record)
{
    return !record.warmup && !record.failed() && record.ttftMs().has_value();
}

// Per provider: the unloaded gap, and each request's inferred wait (by index into `records`).
struct ProviderInference {
    std::optional<UnloadedGap> unloaded;
};

std::map<std::string, ProviderInference> inferWaits(const std::vector<RequestRecord> &records,
                                                    std::vector<InferredWait> &waits, std::vector<bool> &handoff)
{
    waits.assign(records.size(), InferredWait{});
    handoff.assign(records.size(), false);
    std::map<std::string, std::vector<std::size_t>> byProvider;
    for (std::size_t i = 0; i < records.size(); ++i) {
        const RequestRecord &r = records[i];
        // Warm-ups too: they hold the server's slots like any request (their ends hand slots over).
        if (stamped(r.startNs) && stamped(r.endNs))
            byProvider[r.provider].push_back(i);
    }
    std::map<std::string, ProviderInference> out;
    for (auto &entry : byProvider) {
        // Named, not a structured binding: the lambdas below capture them (clang 14 allows no capture of a binding).
        const std::vector<std::size_t> &indices = entry.second;
        ProviderInference &inference = out[entry.first];
        // Candidates: successful, with a server TTFT that leaves the queue out, a request-sent stamp.
        std::vector<std::size_t> candidates;
        for (const std::size_t i : indices) {
            const RequestRecord &r = records[i];
            if (usable(r) && serverTtftOutsideQueue(r) && stamped(r.requestSentNs))
                candidates.push_back(i);
        }
        if (candidates.empty())
            continue;
        const auto gapMs = [&](std::size_t i) {
            const RequestRecord &r = records[i];
            return double(firstTokenNs(r) - r.requestSentNs) / 1e6 - *serverTtftOutsideQueue(r);
        };
        const auto alone = [&](std::size_t i) {
            const RequestRecord &r = records[i];
            const std::int64_t until = firstTokenNs(r);
            return std::none_of(indices.begin(), indices.end(), [&](std::size_t j) {
                return j != i && records[j].startNs < until && records[j].endNs > r.startNs;
            });
        };
        std::vector<double> tokens, gaps;
        for (const std::size_t i : candidates) {
            const std::optional<double> n = promptTokensOf(records[i]);
            if (alone(i) && n) {
                tokens.push_back(*n);
                gaps.push_back(gapMs(i));
            }
        }
        if (!gaps.empty()) {
            UnloadedGap unloaded;
            unloaded.n = std::int64_t(gaps.size());
            const PrefillCurve line = fitPrefillLine(tokens, gaps);
            if (line.valid() && gaps.size() >= 3) {
                unloaded.fixedMs = line.a;
                unloaded.msPerToken = line.b;
            } else {
                unloaded.fixedMs = std::max(0.0, percentile(gaps, 50).value_or(0));
            }
            inference.unloaded = unloaded;
        }
        const UnloadedGap gap = inference.unloaded.value_or(UnloadedGap{});
        // Ends of the provider's requests, sorted, for the hand-over search.
        std::vector<std::pair<std::int64_t, std::size_t>> ends;
        for (const std::size_t j : indices)
            ends.emplace_back(records[j].endNs, j);
        std::sort(ends.begin(), ends.end());
        for (const std::size_t i : candidates) {
            const RequestRecord &r = records[i];
            const double total = std::max(0.0, gapMs(i));
            const double tokensOf = promptTokensOf(r).value_or(0);
            InferredWait &wait = waits[i];
            wait.promptHandlingMs = std::min(total, gap.msPerToken * tokensOf);
            // The prefill started at S (client clock); a slot freed just before it is a hand-over.
            const std::int64_t prefillStart = firstTokenNs(r) - std::llround(*serverTtftOutsideQueue(r) * 1e6);
            auto it = std::upper_bound(ends.begin(), ends.end(), std::make_pair(prefillStart + kHandoverAfterNs, records.size()));
            std::optional<std::int64_t> handover;
            while (it != ends.begin()) {
                --it;
                if (it->first < prefillStart - kHandoverBeforeNs)
                    break;
                if (it->second != i && records[it->second].startNs < prefillStart) {
                    handover = it->first;
                    break;
                }
            }
            if (!handover)
                continue;
            const double unloadedMs = gap.fixedMs + gap.msPerToken * tokensOf;
            const double waited = double(std::min(*handover, prefillStart) - r.requestSentNs) / 1e6 - unloadedMs;
            if (waited > 0) {
                wait.slotWaitMs = std::min(waited, total - wait.promptHandlingMs);
                handoff[i] = true;
            }
        }
    }
    return out;
}

} // namespace

const char *ttftComponentKey(TtftComponent component)
{
    switch (component) {
    case TtftComponent::DispatchLag: return "dispatch_lag";
    case TtftComponent::Dns: return "dns";
    case TtftComponent::Connect: return "connect";
    case TtftComponent::Tls: return "tls";
    case TtftComponent::RequestSend: return "request_send";
    case TtftComponent::PromptHandling: return "prompt_handling";
    case TtftComponent::SlotWait: return "slot_wait";
    case TtftComponent::ServerQueue: return "server_queue";
    case TtftComponent::ServerLoad: return "server_load";
    case TtftComponent::ServerPrefill: return "server_prefill";
    case TtftComponent::Thinking: return "thinking";
    case TtftComponent::Unaccounted: return "unaccounted";
    }
    return "";
}

double TtftDecomposition::inferredMeanMs() const
{
    return (*this)[TtftComponent::PromptHandling].meanMs + (*this)[TtftComponent::SlotWait].meanMs;
}

std::optional<std::array<double, kTtftComponentCount>> decomposeRequest(const RequestRecord &record, const InferredWait &inferred)
{
    if (!usable(record))
        return std::nullopt;
    const double ttft = *record.ttftMs();
    std::array<double, kTtftComponentCount> parts{};
    const auto at = [&](TtftComponent c) -> double & { return parts[std::size_t(c)]; };
    at(TtftComponent::DispatchLag) = std::max(0.0, record.dispatchLagMs().value_or(0));
    at(TtftComponent::Dns) = record.dnsMs().value_or(0);
    at(TtftComponent::Connect) = record.connectMs().value_or(0);
    at(TtftComponent::Tls) = record.tlsMs().value_or(0);
    // The Qt transport stamps only the end of the TLS handshake (QNetworkReply::encrypted; Qt 6.4
    // signals nothing between the TCP connect and it): connect and TLS together, shown as connect.
    if (!stamped(record.connectDoneNs) && stamped(record.tlsDoneNs) && record.tlsDoneNs >= record.startNs)
        at(TtftComponent::Connect) = double(record.tlsDoneNs - std::max(record.startNs, record.dnsDoneNs)) / 1e6;
    // Writing the request: from the last connection stamp (or the start, on a reused one).
    std::int64_t connected = record.startNs;
    for (const std::int64_t ns : {record.dnsDoneNs, record.connectDoneNs, record.tlsDoneNs})
        connected = std::max(connected, ns);
    if (stamped(record.requestSentNs) && record.requestSentNs >= connected)
        at(TtftComponent::RequestSend) = double(record.requestSentNs - connected) / 1e6;
    at(TtftComponent::PromptHandling) = std::max(0.0, inferred.promptHandlingMs);
    at(TtftComponent::SlotWait) = std::max(0.0, inferred.slotWaitMs);
    const ServerTimings &server = record.server;
    at(TtftComponent::ServerQueue) = std::max(0.0, server.queueMs.value_or(0));
    at(TtftComponent::ServerLoad) = std::max(0.0, server.loadMs.value_or(0));
    if (server.prefillMs)
        at(TtftComponent::ServerPrefill) = std::max(0.0, *server.prefillMs);
    else if (server.ttftMs)
        at(TtftComponent::ServerPrefill)
            = std::max(0.0, *server.ttftMs - server.queueMs.value_or(0) - server.loadMs.value_or(0));
    if (stamped(record.firstReasoningNs) && record.firstReasoningNs < record.firstAnswerNs)
        at(TtftComponent::Thinking) = double(record.firstAnswerNs - record.firstReasoningNs) / 1e6;

    const double total = at(TtftComponent::DispatchLag) + ttft;
    const auto known = [&] {
        double sum = 0;
        for (std::size_t i = 0; i + 1 < kTtftComponentCount; ++i)
            sum += parts[i];
        return sum;
    };
    double excess = known() - total;
    // The server's clock against the client's: trim its figures and the inferences first, never
    // make the rest negative.
    for (const TtftComponent c : {TtftComponent::ServerPrefill, TtftComponent::ServerLoad, TtftComponent::ServerQueue,
                                  TtftComponent::SlotWait, TtftComponent::PromptHandling, TtftComponent::Thinking,
                                  TtftComponent::RequestSend, TtftComponent::Tls, TtftComponent::Connect,
                                  TtftComponent::Dns, TtftComponent::DispatchLag}) {
        if (excess <= 0)
            break;
        const double cut = std::min(excess, at(c));
        at(c) -= cut;
        excess -= cut;
    }
    at(TtftComponent::Unaccounted) = std::max(0.0, total - known());
    return parts;
}

std::vector<TtftDecomposition> decomposeTtft(const std::vector<RequestRecord> &records, bool perCell)
{
    std::vector<InferredWait> waits;
    std::vector<bool> handoff;
    const std::map<std::string, ProviderInference> inference = inferWaits(records, waits, handoff);

    struct Group {
        std::vector<std::array<double, kTtftComponentCount>> parts;
        std::vector<double> ttft;
        std::vector<double> total;
        std::int64_t withServer = 0;
        std::int64_t trimmed = 0;
        std::int64_t handoffs = 0;
        std::map<std::string, int> sources;
    };
    using Key = std::pair<std::string, std::string>;
    std::vector<Key> order;
    std::map<Key, Group> groups;
    // Most requests of the group on the wire at once, warm-ups and failures included (they load
    // the server too): a sweep over starts and ends.
    std::map<Key, std::vector<std::pair<std::int64_t, int>>> edges;
    for (const RequestRecord &record : records) {
        if (stamped(record.startNs) && stamped(record.endNs)) {
            auto &list = edges[{record.provider, perCell ? cellLabel(groupKeyOf(record)) : std::string()}];
            list.emplace_back(record.startNs, 1);
            list.emplace_back(record.endNs, -1);
        }
    }
    for (std::size_t i = 0; i < records.size(); ++i) {
        const RequestRecord &record = records[i];
        const auto parts = decomposeRequest(record, waits[i]);
        if (!parts)
            continue;
        const Key key{record.provider, perCell ? cellLabel(groupKeyOf(record)) : std::string()};
        auto [it, added] = groups.try_emplace(key);
        if (added)
            order.push_back(key);
        Group &group = it->second;
        group.parts.push_back(*parts);
        const double ttft = *record.ttftMs();
        group.ttft.push_back(ttft);
        group.total.push_back((*parts)[std::size_t(TtftComponent::DispatchLag)] + ttft);
        group.handoffs += handoff[i] ? 1 : 0;
        const ServerTimings &server = record.server;
        if (server.queueMs || server.prefillMs || server.ttftMs) {
            ++group.withServer;
            ++group.sources[server.source];
            const double claimed = std::max(0.0, server.queueMs.value_or(0)) + std::max(0.0, server.loadMs.value_or(0))
                                   + (server.prefillMs ? std::max(0.0, *server.prefillMs)
                                                       : std::max(0.0, server.ttftMs.value_or(0) - server.queueMs.value_or(0)
                                                                           - server.loadMs.value_or(0)));
            const double kept = (*parts)[std::size_t(TtftComponent::ServerQueue)] + (*parts)[std::size_t(TtftComponent::ServerLoad)]
                                + (*parts)[std::size_t(TtftComponent::ServerPrefill)];
            if (kept < claimed - 1e-9)
                ++group.trimmed;
        }
    }

    std::vector<TtftDecomposition> result;
    for (const Key &key : order) {
        Group &group = groups[key];
        TtftDecomposition d;
        d.provider = key.first;
        d.cell = key.second;
        d.requests = std::int64_t(group.parts.size());
        const double n = double(group.parts.size());
        for (std::size_t c = 0; c < kTtftComponentCount; ++c) {
            std::vector<double> values;
            values.reserve(group.parts.size());
            double sum = 0;
            for (const auto &parts : group.parts) {
                values.push_back(parts[c]);
                sum += parts[c];
                d.components[c].present += parts[c] > 0 ? 1 : 0;
            }
            d.components[c].meanMs = sum / n;
            d.components[c].medianMs = percentile(std::move(values), 50);
        }
        double totalSum = 0, ttftSum = 0;
        for (std::size_t i = 0; i < group.total.size(); ++i) {
            totalSum += group.total[i];
            ttftSum += group.ttft[i];
        }
        d.meanTotalMs = totalSum / n;
        d.meanTtftMs = ttftSum / n;
        d.medianTtftMs = percentile(group.ttft, 50);
        d.medianTotalMs = percentile(group.total, 50);
        d.withServerTimings = group.withServer;
        d.trimmed = group.trimmed;
        d.handoffs = group.handoffs;
        if (const auto found = inference.find(key.first); found != inference.end())
            d.unloaded = found->second.unloaded;
        if (auto found = edges.find(key); found != edges.end()) {
            std::sort(found->second.begin(), found->second.end());
            int inFlight = 0;
            for (const auto &[at, delta] : found->second) {
                inFlight += delta;
                d.maxInFlight = std::max(d.maxInFlight, inFlight);
            }
        }
        int most = 0;
        for (const auto &[source, count] : group.sources) {
            if (count > most) {
                most = count;
                d.serverSource = source;
            }
        }
        result.push_back(std::move(d));
    }
    return result;
}

nlohmann::json toJson(const TtftDecomposition &d)
{
    const auto orNull = [](const std::optional<double> &v) {
        return v ? nlohmann::json(roundForJson(*v)) : nlohmann::json(nullptr);
    };
    nlohmann::json components = nlohmann::json::object();
    for (const TtftComponent c : kTtftComponents) {
        const ComponentFigure &figure = d[c];
        components[ttftComponentKey(c)] = {{"mean_ms", roundForJson(figure.meanMs)},
                                           {"median_ms", orNull(figure.medianMs)},
                                           {"present", figure.present}};
    }
    nlohmann::json unloaded = nullptr;
    if (d.unloaded)
        unloaded = {{"n", d.unloaded->n}, {"fixed_ms", roundForJson(d.unloaded->fixedMs)}, {"ms_per_token", d.unloaded->msPerToken}};
    return {{"provider", d.provider},
            {"cell", d.cell},
            {"requests", d.requests},
            {"mean_total_ms", roundForJson(d.meanTotalMs)},
            {"mean_ttft_ms", roundForJson(d.meanTtftMs)},
            {"median_ttft_ms", orNull(d.medianTtftMs)},
            {"with_server_timings", d.withServerTimings},
            {"trimmed", d.trimmed},
            {"server_source", d.serverSource},
            {"handoffs", d.handoffs},
            {"max_in_flight", d.maxInFlight},
            {"unloaded_gap", std::move(unloaded)},
            {"components", std::move(components)}};
}

} // namespace ttft
