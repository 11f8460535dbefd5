#include "labconfig.h"

#include <QThread>

#include <algorithm>

namespace ttft {

std::vector<LabModel> LabConfig::demoModels()
{
    // Loosely shaped after a small hosted model, a mid-size one and a large, busy one. Each has a
    // prefix cache (as hosted APIs now do); the two larger ones have a batch limit, decode that
    // slows as the batch grows and a cold start after two idle minutes, so that a concurrency
    // sweep or a run without warm-up shows what those do to TTFT.
    LabModel fast;
    fast.name = "lab-fast";
    fast.fixedOverheadMs = 40;
    fast.prefillTokensPerSec = 20'000;
    fast.tpotMs = 8;
    fast.outputTokens = 60;
    fast.firstTokenJitterMs = 5;
    fast.tpotJitterMs = 1;
    fast.decodeSlowdownPerRequest = 0.005; // 64 running: tokens 1.3x slower
    fast.prefixCache = true;

    LabModel steady;
    steady.name = "lab-steady";
    steady.fixedOverheadMs = 120;
    steady.prefillTokensPerSec = 8'000;
    steady.tpotMs = 25;
    steady.outputTokens = 80;
    steady.firstTokenJitterMs = 15;
    steady.tpotJitterMs = 3;
    steady.maxBatch = 32;
    steady.decodeSlowdownPerRequest = 0.01; // full batch: 1.3x
    steady.prefixCache = true;
    steady.coldStartMs = 300;
    steady.coldAfterIdleS = 120;

    LabModel slow;
    slow.name = "lab-slow";
    slow.fixedOverheadMs = 400;
    slow.prefillTokensPerSec = 2'500;
    slow.tpotMs = 60;
    slow.outputTokens = 100;
    slow.firstTokenJitterMs = 80;
    slow.tpotJitterMs = 15;
    slow.maxBatch = 8;
    slow.decodeSlowdownPerRequest = 0.03; // full batch: 1.2x
    slow.prefixCache = true;
    slow.coldStartMs = 1500;
    slow.coldAfterIdleS = 120;

    return {fast, steady, slow};
}

std::vector<LabTtsModel> LabConfig::demoTtsModels()
{
    // A fast streaming TTS and a slower, higher-quality one: their first audio differs by more
    // than the LLMs' first tokens do, so a pipeline run shows which stage to fix.
    LabTtsModel fast;
    fast.name = "lab-tts";
    fast.firstAudioMs = 120;
    fast.firstAudioJitterMs = 10;
    fast.perCharMs = 0.5;
    fast.realTimeFactor = 0.25;
    fast.chunkMs = 20;

    LabTtsModel slow;
    slow.name = "lab-tts-slow";
    slow.firstAudioMs = 350;
    slow.firstAudioJitterMs = 40;
    slow.perCharMs = 1.5;
    slow.realTimeFactor = 0.5;
    slow.chunkMs = 40;

    return {fast, slow};
}

std::vector<LabAsrModel> LabConfig::demoAsrModels()
{
    return {LabAsrModel{}};
}

const LabAsrModel *LabConfig::findAsrModel(std::string_view name) const
{
    for (const LabAsrModel &model : asrModels) {
        if (model.name == name)
            return &model;
    }
    return nullptr;
}

const LabTtsModel *LabConfig::findTtsModel(std::string_view name) const
{
    for (const LabTtsModel &model : ttsModels) {
        if (model.name == name)
            return &model;
    }
    return nullptr;
}

const LabModel *LabConfig::findModel(std::string_view name) const
{
    for (const LabModel &model : models) {
        if (model.name == name)
            return &model;
    }
    return nullptr;
}

int LabConfig::effectiveServerThreads() const
{
    if (serverThreads > 0)
        return serverThreads;
    return std::clamp(QThread::idealThreadCount(), 1, 4);
}

std::string LabConfig::effectiveDefaultModel() const
{
    if (!defaultModel.empty() || models.empty())
        return defaultModel;
    return models.front().name;
}

} // namespace ttft
