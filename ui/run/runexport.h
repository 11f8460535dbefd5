#pragma once

#include "model/requestrecord.h"
#include "model/rundescription.h"

#include <QString>
#include <QStringList>

#include <nlohmann/json_fwd.hpp>

#include <vector>

namespace ttft {

// requests.csv: one row per request, the figures people paste into a spreadsheet (ms, raw numbers,
// empty where a figure does not exist). Written atomically.
bool writeRequestsCsv(const QString &path, const std::vector<RequestRecord> &records, QString *error);

// summary.json: the run's summary, one summary per provider and cell, provider comparisons with
// bootstrap intervals, the plan, the providers (no secrets) and the client's health (HealthSummary's
// JSON, null when unknown).
nlohmann::json runSummaryJson(const std::vector<RequestRecord> &records, const RunDescription &description,
                              const nlohmann::json &clientHealth);

// Writes requests.csv, summary.json and requests.jsonl into `directory` (created when missing).
// `written` receives the paths written.
bool exportRun(const QString &directory, const std::vector<RequestRecord> &records, const RunDescription &description,
               const nlohmann::json &clientHealth, QStringList *written, QString *error);

} // namespace ttft
