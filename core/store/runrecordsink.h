#pragma once

#include "engine/engine.h"
#include "model/rundescription.h"
#include "store/jsonlwriter.h"
#include "store/runjournal.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace ttft {

// Where each record goes as it ends, the same in the window (run/runcontroller) and in
// `ttft-bench run`: the journal first, with the whole record (answer text and first response bytes
// too: it is the crash record, and what the end of a run reads back), then requests.jsonl when
// asked (the text only with keepText). A run killed between the two writes leaves a record in the
// journal that requests.jsonl lacks, never one that `recover` cannot give back. write() runs on the
// engine's thread; one serialization serves both files when the text is kept (under load this is
// the engine thread's largest cost).
class RunRecordSink
{
public:
    // `requestsPath` empty: the journal alone. Opens (truncating) both before anything is sent, so
    // that a bad path costs no measurement.
    bool open(const QString &journalPath, const QString &requestsPath, const RunDescription &description, bool keepText,
              QString *error);
    bool isOpen() const { return m_journal.isOpen(); }

    // True when the record is whole in every file and every record before it was: such records
    // can be read back (readBack); the caller keeps the others in memory.
    bool write(const RequestRecord &record);
    // The journal's end line (the engine's counts); requests.jsonl closed.
    void finish(const RunOutcome &outcome);

    QString writeError() const { return m_writeError; } // the first failed write; empty when none
    std::int64_t recordsOnDisk() const { return m_onDisk; }
    QString journalPath() const { return m_journalPath; }

    // The first recordsOnDisk() records in their order: from the journal, else from requests.jsonl
    // (a warning then says so, and what that file lacks). False, and nothing in `records`, when
    // neither gives them all back: figures over part of a run would be wrong without saying so.
    bool readBack(std::vector<RequestRecord> &records, QStringList *warnings, QString *error) const;
    // requests.jsonl written again, whole and atomically, from `records` (after the run, when the
    // server's log has been joined to them); the journal keeps what was measured as it happened.
    bool rewriteRequests(const std::vector<RequestRecord> &records, QString *error) const;

private:
    RunJournal m_journal;
    JsonlWriter m_requests;
    QString m_journalPath;
    QString m_requestsPath;
    bool m_keepText = false;
    QString m_writeError;
    std::int64_t m_onDisk = 0;
};

} // namespace ttft
