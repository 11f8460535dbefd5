#pragma once

#include "keys/runkeys.h"
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
    RunKeys keys;                 // one per provider and TTS profile; notes: where each comes from, masked
    bool useLab = false;          // start the embedded lab; providers of kind Lab point at it
    LabConfig labConfig;          // the plan file's "lab" section and --lab-batch-limit applied
    QString outDir;
    bool quiet = false;
    bool listModels = false;      // print the provider's models and stop
    QString serverLog;            // --server-log: joined to the records after the run
    QString serverLogMap;         // --server-log-map: column mapping (empty: guessed)
    QStringList metricsUrls;      // --metrics-url: Prometheus endpoints scraped before and after
    // --start-at: when to start, ms since the epoch on the reference clock (the local wall clock
    // when no offset to it was estimated).
    std::optional<std::int64_t> startAtMs;
    // With --shard: the clock reference (--clock-ref): a URL, "lab" (the embedded lab's /lab/time)
    // or empty for none. Defaults to the first provider's base URL (its Date header).
    QString clockReference;
};

// Parses `ttft-bench run` arguments (program name first). On success returns true and fills
// `setup`; on a mistake returns false with a one-line reason in `error`; `--help` sets `helpText`.
bool parseRunArguments(const QStringList &arguments, RunSetup &setup, QString &error, QString &helpText);

// Runs what `setup` describes, as `ttft-bench run` does once its arguments are parsed: a run, or
// a capacity search when the description holds one (ttft-bench capacity). Returns the exit status.
int runWithSetup(RunSetup &setup);
// `setup`'s key notes and other remarks, before anything is sent.
void printSetupNotes(const RunSetup &setup);

} // namespace ttft
