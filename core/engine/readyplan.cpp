#include "readyplan.h"

#include "workloadtemplates.h"

namespace ttft {

Workload readyWorkload()
{
    Workload workload = workloadTemplate("voice").value_or(Workload{});
    workload.maxTokens = kReadyMaxTokens;
    workload.temperature = kReadyTemperature;
    workload.keepText = true; // the requests' detail pane shows each answer
    return workload;
}

RunPlan readyPlan()
{
    RunPlan plan;
    plan.mode = LoadMode::ClosedLoop;
    plan.concurrency = {1, 10};
    plan.warmup = kReadyWarmup;
    plan.requests = kReadyRequests;
    plan.promptTokens = {kReadyShortPrompt, kReadyLongPrompt};
    return plan;
}

} // namespace ttft
