#include "planestimate.h"

#include <algorithm>
#include <cmath>

namespace ttft {

PlanEstimate estimatePlan(const RunPlan &plan, int providerCount, double requestSeconds)
{
    PlanEstimate total;
    if (providerCount < 1 || !validatePlan(plan).empty())
        return total;
    const double requestS = std::max(0.0, requestSeconds);
    const auto providers = std::int64_t(providerCount);
    for (const PlanCell &cell : planCells(plan)) {
        switch (cell.mode) {
        case LoadMode::Sequential: {
            const std::int64_t requests = providers * std::int64_t(plan.warmup + plan.rounds);
            total.requests += requests;
            total.seconds += double(requests) * requestS;
            break;
        }
        case LoadMode::ClosedLoop: {
            const int workers = std::max(1, cell.concurrency);
            // Every worker opens with a warm-up request; the plan's warm-up may ask for more.
            const std::int64_t warmup = std::max<std::int64_t>(workers, plan.warmup);
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
            total.requests += providers * (warmup + measured);
            total.seconds += plan.rampUpS + warmupS + measuringS;
            break;
        }
        case LoadMode::OpenLoop: {
            const double rate = cell.rateRps.value_or(1.0);
            const std::int64_t measured =
                plan.durationS > 0 ? std::int64_t(std::llround(rate * plan.durationS)) : plan.requests;
            const double arrivalsS = plan.durationS > 0 ? double(plan.warmup) / rate + plan.durationS
                                                        : double(plan.warmup + measured) / rate;
            total.requests += providers * (plan.warmup + measured);
            total.seconds += arrivalsS + requestS;
            break;
        }
        }
    }
    return total;
}

} // namespace ttft
