#pragma once

#include "analysis/analysisinput.h"
#include "model/environment.h"
#include "stats/releasechecklist.h"
#include "stats/scenario.h"

#include <QString>

#include <nlohmann/json.hpp>

#include <vector>

namespace ttft {

struct Session;

// Everything a report is made from: the analysis views' input (records, plan, providers,
// environment, colours) plus what only a saved run knows. Profiles carry key NAMES only, so
// nothing here can hold a secret.
struct ReportInput {
    AnalysisInput analysis;
    nlohmann::json clientHealth;          // HealthSummary's JSON, or null
    ChecklistTicks ticks;                 // what the user vouched for on the release checklist
    std::vector<RunEnvironment> sources;  // a merged session's runs; empty for one run
    std::vector<Scenario> scenarios;      // the use cases judged, with the user's limits; empty: the presets
    QString title;                        // empty: "TTFT report"
    QString sourceFile;                   // the session file, shown as where the figures come from
};

// A session as a report's input; providers coloured like the workbench does (paletteColor).
ReportInput reportInputFromSession(const Session &session, const QString &sourceFile = {});

// The presets in their order, each replaced by its edited form in `limits` (ScenariosView's
// limitsJson: {kind: scenario JSON}) when there is one.
std::vector<Scenario> scenariosWithLimits(const nlohmann::json &limits);

} // namespace ttft
