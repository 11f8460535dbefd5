#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ttft {

// One past run as the run history lists it: enough to recognise it and to pick runs to compare,
// read without loading its records.
struct RunLibraryEntry {
    QString path;
    bool unfinished = false; // a journal whose run never ended (the app or the machine died)
    bool recovered = false;  // rebuilt from a journal
    QString unreadable;      // why the file could not be read (translated); empty when it could
    std::int64_t startedMs = 0; // wall clock; 0 when unknown
    std::int64_t endedMs = 0;
    std::string host;
    std::string note;        // the user's location / network note
    std::vector<std::string> providers;
    std::vector<std::string> cells; // the plan's cells ("seq", "c10", "r2.5/p2000", ...)
    std::int64_t requests = 0;      // measured (non-warm-up) requests, failed ones included
    std::int64_t errors = 0;
    // Per provider, in `providers` order: TTFT P50 and P95 of the successful measured requests.
    std::vector<std::optional<double>> ttftP50Ms;
    std::vector<std::optional<double>> ttftP95Ms;
};

// Reads a session file's head: its first line for files this version writes (the records follow
// on lines of their own and are not read), the whole file for older ones. False with *error
// (translated) when it is not a session file.
bool readSessionHead(const QString &path, RunLibraryEntry &entry, QString *error);

// Every session file (*.ttft.json) in `directory`, and every journal (*.ttft.jsonl) there whose
// run never ended and has no session file beside it, newest first. A session file that cannot be
// read is listed with `unreadable` saying why (a damaged or hostile file must not hide, nor stop
// the window from starting).
std::vector<RunLibraryEntry> scanRunLibrary(const QString &directory);

// The journals scanRunLibrary marks unfinished: the runs the workbench offers to recover.
QStringList unfinishedJournals(const QString &directory);

// Where the session rebuilt from a journal is kept: beside it, "run-x.ttft.jsonl" → "run-x.ttft.json".
QString sessionPathForJournal(const QString &journalPath);

} // namespace ttft
