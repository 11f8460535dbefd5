#include "labconfig.h"

namespace ttft {

std::vector<LabModel> LabConfig::demoModels()
{
    // Loosely shaped after a small hosted model, a mid-size one and a large, busy one.
    LabModel fast;
    fast.name = "lab-fast";
    fast.fixedOverheadMs = 40;
    fast.prefillTokensPerSec = 20'000;
    fast.tpotMs = 8;
    fast.outputTokens = 60;
    fast.firstTokenJitterMs = 5;
    fast.tpotJitterMs = 1;

    LabModel steady;
    steady.name = "lab-steady";
    steady.fixedOverheadMs = 120;
    steady.prefillTokensPerSec = 8'000;
    steady.tpotMs = 25;
    steady.outputTokens = 80;
    steady.firstTokenJitterMs = 15;
    steady.tpotJitterMs = 3;

    LabModel slow;
    slow.name = "lab-slow";
    slow.fixedOverheadMs = 400;
    slow.prefillTokensPerSec = 2'500;
    slow.tpotMs = 60;
    slow.outputTokens = 100;
    slow.firstTokenJitterMs = 80;
    slow.tpotJitterMs = 15;

    return {fast, steady, slow};
}

const LabModel *LabConfig::findModel(std::string_view name) const
{
    for (const LabModel &model : models) {
        if (model.name == name)
            return &model;
    }
    return nullptr;
}

} // namespace ttft
