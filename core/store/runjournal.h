#pragma once

#include "jsonlwriter.h"
#include "model/requestrecord.h"
#include "model/rundescription.h"

#include <QString>

namespace ttft {

// The run journal (`*.ttft.jsonl`): a header line describing the run, then one line per finished
// request, each handed to the kernel before append() returns, so that a run killed at any moment
// can be rebuilt (recoverSessionFromJournal) with every request that had finished.
//   {"type":"run","format":"ttft-workbench-journal","schema_version":1,"run":{...}}
//   {"type":"request","record":{...}}
//   {"type":"end","ended":"2026-11-30T11:00:00.000Z","dispatched":N,"recorded":N,"stopped":false}
// The end line is written when the run ends, stopped or not: a journal without one belongs to a run
// that never ended (the app or the machine died), which the workbench offers to recover.
class RunJournal
{
public:
    bool open(const QString &path, const RunDescription &description, QString *error);
    bool append(const RequestRecord &record);
    // The same with the record already serialized (toJson(record, …).dump()): one serialization
    // can then serve requests.jsonl and the journal.
    bool appendSerialized(std::string_view recordJson);
    // A batch of request lines made with requestLine(), each ending in a newline, in one write.
    bool appendLines(std::string_view lines, std::int64_t count) { return m_writer.appendLines(lines, count); }
    // Appends the journal's line for a serialized record (and its newline) to `lines`.
    static void requestLine(std::string_view recordJson, std::string &lines);
    // Writes the end line and closes. `dispatched`/`recorded` are the engine's counts.
    bool finish(std::int64_t dispatched, std::int64_t recorded, bool stopped);
    bool close();

    QString errorString() const { return m_writer.errorString(); }
    bool isOpen() const { return m_writer.isOpen(); }

private:
    JsonlWriter m_writer;
};

// What a journal file says about its run, read from its first and last lines only (a journal of
// 100,000 requests is a few hundred megabytes; the workbench looks at every journal when it starts).
struct JournalStatus {
    bool isJournal = false; // starts with a journal header
    bool ended = false;     // has the end line
    std::int64_t startedMs = 0; // the run's environment start time (wall clock), 0 when unknown
};
JournalStatus readJournalStatus(const QString &path);

} // namespace ttft
