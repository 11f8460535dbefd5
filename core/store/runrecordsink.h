#pragma once

#include "engine/engine.h"
#include "model/rundescription.h"
#include "store/jsonlwriter.h"
#include "store/runjournal.h"

#include <QString>
#include <QStringList>

#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace ttft {

// Where each record goes as it ends, the same in the window (run/runcontroller) and in
// `ttft-bench run`: the journal, with the whole record (answer text and first response bytes too:
// it is the crash record, and what the end of a run reads back), and requests.jsonl when asked
// (the text only with keepText).
//
// write() only queues a copy: a thread of the sink's own serializes the records and hands them to
// the kernel in batches, one write per file, at most kFlushMs after a record ended (a run killed
// then loses at most that much; a record is in the journal before requests.jsonl, so the journal
// never lacks one that requests.jsonl has). Serializing and writing were the engine thread's
// largest cost per record under load; there they delayed the next dispatch. From the first failed
// write on, records are kept in memory instead (a full disk must not cost the figures) and
// readBack() gives them after the ones on disk.
class RunRecordSink
{
public:
    static constexpr int kFlushMs = 50;

    RunRecordSink() = default;
    ~RunRecordSink(); // finishes the writer (what is queued is written)
    RunRecordSink(const RunRecordSink &) = delete;
    RunRecordSink &operator=(const RunRecordSink &) = delete;

    // `requestsPath` empty: the journal alone. Opens (truncating) both before anything is sent, so
    // that a bad path costs no measurement, and starts the writer.
    bool open(const QString &journalPath, const QString &requestsPath, const RunDescription &description, bool keepText,
              QString *error);
    bool isOpen() const { return m_open; }

    // Any thread (the engine's): queues the record for the writer.
    void write(const RequestRecord &record);
    // Writes what is queued, then the journal's end line (the engine's counts); closes both files.
    void finish(const RunOutcome &outcome);

    QString writeError() const; // the first failed write; empty when none (any thread)
    // After finish(): the records whole in every file, and those kept in memory.
    std::int64_t recordsOnDisk() const { return m_onDisk; }
    std::int64_t recordsInMemory() const { return std::int64_t(m_kept.size()); }
    QString journalPath() const { return m_journalPath; }

    // After finish(): the first recordsOnDisk() records in their order, from the journal, else from
    // requests.jsonl (a warning then says so, and what that file lacks), then the ones kept in
    // memory (moved out). False, and nothing in `records`, when neither file gives them all back:
    // figures over part of a run would be wrong without saying so.
    bool readBack(std::vector<RequestRecord> &records, QStringList *warnings, QString *error);
    // requests.jsonl written again, whole and atomically, from `records` (after the run, when the
    // server's log has been joined to them); the journal keeps what was measured as it happened.
    bool rewriteRequests(const std::vector<RequestRecord> &records, QString *error) const;

private:
    void writerLoop();
    void writeBatch(std::vector<RequestRecord> &batch);
    void stopWriter();

    RunJournal m_journal;
    JsonlWriter m_requests;
    QString m_journalPath;
    QString m_requestsPath;
    bool m_keepText = false;
    bool m_open = false;

    mutable std::mutex m_mutex; // guards the queue, the flags and m_writeError
    std::condition_variable m_wake;
    std::vector<RequestRecord> m_queue;
    bool m_finishing = false;
    QString m_writeError;
    std::thread m_writer;

    // The writer's own (read by the caller after finish()).
    std::int64_t m_onDisk = 0;
    std::vector<RequestRecord> m_kept;
    std::string m_journalLines;
    std::string m_requestLines;
};

} // namespace ttft
