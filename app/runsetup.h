#pragma once

#include "lab/labconfig.h"
#include "model/rundescription.h"
#include "model/slolimits.h"

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace ttft {

// Everything `ttft-bench run` was asked to do, parsed and checked, before anything is sent.
struct RunSetup {
    RunDescription description;   // providers, workload, plan (no secrets)
    std::vector<std::string> apiKeys; // one per provider, from its keychain entry or environment variable
    std::vector<std::string> ttsApiKeys; // one per description.voice.tts profile, the same way
    QStringList keyNotes;         // where each distinct key comes from, the key masked: shown before the run
    bool useLab = false;          // start the embedded lab; providers with base_url "lab" point at it
    LabConfig labConfig;          // the plan file's "lab" section and --lab-batch-limit applied
    QString outDir;
    bool quiet = false;
    bool listModels = false;      // print the provider's models and stop
    QString serverLog;            // --server-log: joined to the records after the run
    QString serverLogMap;         // --server-log-map: column mapping (empty: guessed)
    QStringList metricsUrls;      // --metrics-url: Prometheus endpoints scraped before and after
};

// Parses `ttft-bench run` arguments (program name first). On success returns true and fills
// `setup`; on a mistake returns false with a one-line reason in `error`; `--help` sets `helpText`.
bool parseRunArguments(const QStringList &arguments, RunSetup &setup, QString &error, QString &helpText);

} // namespace ttft
