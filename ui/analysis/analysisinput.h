// ui/analysis/analysisinput.h
#pragma once
#include "model/requestrecord.h"
#include "model/rundescription.h"
#include <QColor>
#include <QHash>
#include <QString>
#include <memory>
#include <vector>
namespace ttft {
// What every analysis view is drawn from: one finished run (or several runs merged, their
// providers then labelled "provider · run"), immutable and shared.
struct AnalysisInput {
    std::shared_ptr<const std::vector<RequestRecord>> records; // never null once set
    RunDescription run;                                        // plan, providers, workload, environment
    QHash<QString, QColor> colors;                             // provider -> colour (may miss some: use providercolors.h)
    std::vector<RequestRecord> const &all() const { static const std::vector<RequestRecord> none; return records ? *records : none; }
};
} // namespace ttft
