#include "planestimate.h"

#include <algorithm>
#include <cmath>

namespace ttft {

double RequestLatency::requestS(std::optional<int> promptTokens, std::optional<int> maxTokens, int running) const
{
    const int tokens = std::max(1, maxTokens ? std::min(*maxTokens, outputTokens) : outputTokens);
    const double prefillS = prefillTokensPerS > 0 && promptTokens ? double(*promptTokens) / prefillTokensPerS : 0.0;
    const double decodeS = tpotS * (1.0 + slowdownPerRequest * std::max(0, running - 1)) * double(tokens - 1);
    return std::max(0.0, firstTokenS + prefillS + decodeS);
}

RequestLatency RequestLatency::fixed(double requestSeconds)
{
    RequestLatency latency;
    latency.firstTokenS = std::max(0.0, requestSeconds);
    return latency;
}

PlanEstimate estimatePlan(const RunPlan &plan, const std::vector<RequestLatency> &providers, std::optional<int> maxTokens)
{
    PlanEstimate total;
    if (providers.empty() || !validatePlan(plan).empty())
        return total;
    bool first = true;
    for (const PlanCell &cell : planCells(plan)) {
        const PlanEstimate before = total;
        // A model loads once, before its first request.
        double coldS = 0;
        if (first) {
            for (const RequestLatency &provider : providers)
                coldS = std::max(coldS, provider.coldStartS);
        }
        first = false;
        if (cell.turnGapS) {
            // A conversation: a warm-up, then each turn and the gap after it, users side by side, a
            // tool-call turn's tool and follow-up too (the speaking think time and the open form's
            // arrivals are not modelled).
            const ConversationPlan &conversations = plan.conversations;
            const int users = conversations.users;
            double cellS = 0;
            for (const RequestLatency &provider : providers) {
                const int served = provider.maxBatch > 0 ? std::min(users, provider.maxBatch) : users;
                const double requestS = provider.requestS(std::nullopt, maxTokens, served) * double(users) / served;
                total.requests += std::int64_t(users) * conversations.requestsPerUser();
                cellS = std::max(cellS, requestS * conversations.requestsPerUser() + *cell.turnGapS * (conversations.turns - 1)
                                            + conversations.toolTurns() * conversations.toolDelayMs / 1000.0);
            }
            total.seconds += plan.rampUpS + cellS + coldS;
            total.cells.push_back({total.requests - before.requests, total.seconds - before.seconds});
            continue;
        }
        switch (cell.mode) {
        case LoadMode::Sequential: {
            const std::int64_t each = plan.warmup + plan.rounds;
            for (const RequestLatency &provider : providers) {
                total.requests += each;
                total.seconds += double(each) * provider.requestS(cell.promptTokens, maxTokens, 1);
            }
            total.seconds += coldS;
            break;
        }
        case LoadMode::ClosedLoop: {
            const int workers = std::max(1, cell.concurrency);
            // Every worker opens with a warm-up request; the plan's warm-up may ask for more.
            const std::int64_t warmup = std::max<std::int64_t>(workers, plan.warmup);
            double cellS = 0;
            for (const RequestLatency &provider : providers) {
                const int served = provider.maxBatch > 0 ? std::min(workers, provider.maxBatch) : workers;
                const double requestS = provider.requestS(cell.promptTokens, maxTokens, served) * double(workers) / served;
                const double warmupS = std::ceil(double(warmup) / workers) * requestS;
                std::int64_t measured = 0;
                double measuringS = 0;
                if (plan.durationS > 0) {
                    measured = requestS > 0 ? std::int64_t(std::llround(workers * plan.durationS / requestS)) : 0;
                    measuringS = plan.durationS + requestS; // then the requests in flight finish
                } else {
                    measured = plan.requests;
                    measuringS = std::ceil(double(measured) / workers) * requestS;
                }
                total.requests += warmup + measured;
                cellS = std::max(cellS, warmupS + measuringS);
            }
            total.seconds += plan.rampUpS + cellS + coldS;
            break;
        }
        case LoadMode::OpenLoop: {
            const double rate = cell.rateRps.value_or(1.0);
            const std::int64_t measured =
                plan.durationS > 0 ? std::int64_t(std::llround(rate * plan.durationS)) : plan.requests;
            const double arrivalsS = plan.durationS > 0 ? double(plan.warmup) / rate + plan.durationS
                                                        : double(plan.warmup + measured) / rate;
            double lastS = 0;
            for (const RequestLatency &provider : providers) {
                total.requests += plan.warmup + measured;
                lastS = std::max(lastS, provider.requestS(cell.promptTokens, maxTokens, 1));
            }
            total.seconds += arrivalsS + lastS + coldS;
            break;
        }
        }
        total.cells.push_back({total.requests - before.requests, total.seconds - before.seconds});
    }
    return total;
}

PlanEstimate estimatePlan(const RunPlan &plan, int providerCount, double requestSeconds)
{
    if (providerCount < 1)
        return {};
    return estimatePlan(plan, std::vector<RequestLatency>(std::size_t(providerCount), RequestLatency::fixed(requestSeconds)),
                        std::nullopt);
}

} // namespace ttft
