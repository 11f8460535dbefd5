#pragma once

#include "store/fileprogress.h"
#include "model/duringrun.h"
#include "model/environment.h"
#include "model/requestrecord.h"
#include "model/rundescription.h"

#include <QString>

#include <nlohmann/json.hpp>

#include <string_view>
#include <vector>

namespace ttft {

// Identifies our files and their layout version. A reader accepts every version up to its own.
inline constexpr const char *kSessionFormat = "ttft-workbench-session";
inline constexpr const char *kJournalFormat = "ttft-workbench-journal";
// 1: records in the requests.jsonl form. 2: records in the raw form (RecordJsonForm::Raw), each on
// a line of its own.
inline constexpr int kSessionSchemaVersion = 2;
inline constexpr int kJournalSchemaVersion = 1;

// One run as saved: what was run, every request, and how the client held up.
struct Session {
    RunDescription run;
    std::vector<RequestRecord> records;
    nlohmann::json clientHealth; // HealthSummary's JSON, or null
    // What only the live run could measure (model/duringrun.h), kept so that every summary of the
    // session is the same (results/runresults.h). Empty for a recovered session and an import.
    DuringRun duringRun;
    bool recovered = false;      // rebuilt from a journal after a crash
    // A merged session (sessionmerge.h): the environment of every run it was made from, in order,
    // so where and when each part was measured is not lost. Empty for a single run.
    std::vector<RunEnvironment> sources;
};

// The session file's JSON: format, schema_version, run, summary (the whole run),
// provider_summaries [{provider, summary}] (in the order providers first appear), client_health,
// during_run (when not null), recovered, sources [environment, ...] (only when merged from several runs), then records [...]
// last. Summaries are computed here from the records, so a session
// is never out of step with its own data.
nlohmann::json toJson(const Session &session);

// Writes the session file atomically (a reader sees the old file or the new one, never half).
// With `progress`: records serialized so far; cancelled, nothing is written and the old file stays.
bool writeSessionFile(const QString &path, const Session &session, QString *error, FileProgress *progress = nullptr);

// The head of a file laid out as writeSessionFile lays it out, from its first line (without the
// line feed): everything but the records, as a JSON object. Null when the line is not such a head
// (an older version's file, one a person reformatted). The run history reads only this line.
nlohmann::json sessionHeadFromFirstLine(std::string_view line);

// Reads a session file written by writeSessionFile (the workbench's Open). Records that are not
// JSON objects are skipped and counted in *skippedRecords. Fails (with *error) when the file cannot
// be read, is not JSON, is not a session file, comes from a newer schema, or holds a known field
// of the wrong type (the message names the field, where it is and what was expected).
// With `progress`: records parsed so far; cancelled, it fails saying so.
bool readSessionFile(const QString &path, Session &session, QString *error, std::int64_t *skippedRecords = nullptr,
                     FileProgress *progress = nullptr);

// Rebuilds a session from a journal: the run description from its first line, then every request
// line that parses. A last line cut short by a crash is skipped; damage elsewhere is skipped and
// counted in *skippedLines (a request whose record has a field of the wrong type too; the first
// skipped line is named in *firstSkipped). Fails (with *error) only when the file cannot be read,
// does not start with a journal header, or its header is damaged.
// With `progress`, as readSessionFile.
bool recoverSessionFromJournal(const QString &journalPath, Session &session, QString *error,
                               std::int64_t *skippedLines = nullptr, QString *firstSkipped = nullptr,
                               FileProgress *progress = nullptr);

} // namespace ttft
