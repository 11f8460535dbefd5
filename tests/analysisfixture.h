// A real sweep of three lab providers with different latency models, for the analysis views' tests:
// the embedded lab server on loopback, the real engine, a closed-loop plan over concurrency levels
// and prompt lengths. Shared by the analysis tests (compare, explore, verdicts); others may add
// functions at the end of this file.
#pragma once

#include "analysis/analysisinput.h"
#include "engine/engine.h"
#include "lab/labconfig.h"
#include "lab/labserver.h"
#include "model/environment.h"
#include "charts/providercolors.h"

#include <QString>

#include <memory>
#include <string>
#include <vector>

namespace ttft::analysisfixture {

// The lab's three demo models, shortened so that a sweep takes seconds: no cold start, short
// decode, no prefix cache (prompt length then always costs prefill). Their differences stay clear:
//   lab-fast    40 ms fixed, 20k tok/s prefill, no batch limit
//   lab-steady 100 ms fixed,  8k tok/s prefill, 2 running at once (queues at c4)
//   lab-slow   200 ms fixed,  4k tok/s prefill, 2 running at once, large jitter
inline LabConfig sweepLabConfig()
{
    LabConfig config;
    config.models = LabConfig::demoModels();
    for (LabModel &model : config.models) {
        model.coldStartMs = 0;
        model.prefixCache = false;
        model.tpotJitterMs = 1;
        if (model.name == "lab-fast") {
            model.fixedOverheadMs = 40;
            model.prefillTokensPerSec = 20'000;
            model.tpotMs = 5;
            model.firstTokenJitterMs = 5;
        } else if (model.name == "lab-steady") {
            model.fixedOverheadMs = 100;
            model.prefillTokensPerSec = 8'000;
            model.tpotMs = 10;
            model.firstTokenJitterMs = 15;
            model.maxBatch = 2;
        } else {
            model.fixedOverheadMs = 200;
            model.prefillTokensPerSec = 4'000;
            model.tpotMs = 15;
            model.firstTokenJitterMs = 40;
            model.maxBatch = 2;
        }
    }
    return config;
}

struct SweepOptions {
    std::vector<int> concurrency{1, 4};
    std::vector<int> promptTokens{100, 1000};
    int requests = 8;  // measured requests per provider and cell
    int warmup = 1;    // closed loop: each worker's first request is its warm-up
    int maxTokens = 8;
    std::vector<std::string> models{"lab-fast", "lab-steady", "lab-slow"}; // provider i uses models[i], named alike
};

// The profile of a lab provider `name` serving `model` on `lab`.
inline ProviderProfile labProfile(const LabServer &lab, const std::string &name, const std::string &model)
{
    ProviderProfile profile;
    profile.name = name;
    profile.baseUrl = lab.baseUrl().toStdString();
    profile.model = model;
    profile.firstTokenTimeoutMs = 10'000;
    profile.totalTimeoutMs = 30'000;
    return profile;
}

// Runs the sweep against `lab` (started) and returns it as the analysis views get it: records,
// run description and provider colours. About 10 s with the defaults.
inline AnalysisInput runSweep(const LabServer &lab, const SweepOptions &options = {})
{
    RunSpec spec;
    for (const std::string &model : options.models)
        spec.providers.push_back(EngineProvider{labProfile(lab, model, model), {}});
    spec.workload.name = "analysis fixture";
    spec.workload.systemPrompt = "You are a terse assistant.";
    spec.workload.userMessage = "Say hello.";
    spec.workload.maxTokens = options.maxTokens;
    spec.plan.mode = LoadMode::ClosedLoop;
    spec.plan.concurrency = options.concurrency;
    spec.plan.promptTokens = options.promptTokens;
    spec.plan.warmup = options.warmup;
    spec.plan.requests = options.requests;

    AnalysisInput input;
    for (const EngineProvider &provider : spec.providers)
        input.run.providers.push_back(provider.profile);
    input.run.workload = spec.workload;
    input.run.plan = spec.plan;
    input.run.environment = captureEnvironment();
    for (std::size_t i = 0; i < spec.providers.size(); ++i)
        input.colors.insert(QString::fromStdString(spec.providers[i].profile.name), paletteColor(int(i)));
    input.records = std::make_shared<const std::vector<RequestRecord>>(runToCompletion(std::move(spec)));
    return input;
}

// The same with a lab of its own (sweepLabConfig), started and stopped here. Empty records and
// *error set when the lab cannot start.
inline AnalysisInput runLabSweep(const SweepOptions &options = {}, QString *error = nullptr)
{
    LabServer lab(sweepLabConfig());
    QString startError;
    if (!lab.start(&startError)) {
        if (error)
            *error = startError;
        AnalysisInput empty;
        empty.records = std::make_shared<const std::vector<RequestRecord>>();
        return empty;
    }
    return runSweep(lab, options);
}

} // namespace ttft::analysisfixture
