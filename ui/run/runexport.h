#pragma once

#include "model/requestrecord.h"
#include "store/session.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace ttft {

// requests.csv: one row per request, the figures people paste into a spreadsheet (ms, raw numbers,
// empty where a figure does not exist). Written atomically.
bool writeRequestsCsv(const QString &path, const std::vector<RequestRecord> &records, QString *error);

// Writes requests.csv, summary.json (results/runresults.h, the same as `run --out` and
// `report --json` give for the session) and requests.jsonl into `directory` (created when
// missing). `written` receives the paths written.
bool exportRun(const QString &directory, const Session &session, QStringList *written, QString *error);

} // namespace ttft
