#include "runrecordsink.h"

#include "base/i18n.h"
#include "store/recordreadback.h"
#include "wire/wirejson.h"

#include <QSaveFile>

#include <chrono>
#include <iterator>

namespace ttft {

RunRecordSink::~RunRecordSink()
{
    stopWriter();
}

bool RunRecordSink::open(const QString &journalPath, const QString &requestsPath, const RunDescription &description,
                         bool keepText, QString *error)
{
    m_journalPath = journalPath;
    m_requestsPath = requestsPath;
    m_keepText = keepText;
    if (!requestsPath.isEmpty() && !m_requests.open(requestsPath, JsonlWriter::OpenMode::Truncate)) {
        if (error)
            *error = m_requests.errorString();
        return false;
    }
    if (!m_journal.open(journalPath, description, error))
        return false;
    m_open = true;
    m_writer = std::thread([this] { writerLoop(); });
    return true;
}

void RunRecordSink::write(const RequestRecord &record)
{
    std::lock_guard lock(m_mutex);
    m_queue.push_back(record);
    if (m_queue.size() == 1)
        m_wake.notify_one();
}

QString RunRecordSink::writeError() const
{
    std::lock_guard lock(m_mutex);
    return m_writeError;
}

void RunRecordSink::writerLoop()
{
    std::unique_lock lock(m_mutex);
    while (true) {
        m_wake.wait(lock, [this] { return m_finishing || !m_queue.empty(); });
        // A batch gathers for kFlushMs after its first record (or until the run ends).
        const auto due = std::chrono::steady_clock::now() + std::chrono::milliseconds(kFlushMs);
        m_wake.wait_until(lock, due, [this] { return m_finishing; });
        std::vector<RequestRecord> batch;
        batch.swap(m_queue);
        const bool last = m_finishing;
        lock.unlock();
        writeBatch(batch);
        lock.lock();
        if (last && m_queue.empty())
            return;
    }
}

void RunRecordSink::writeBatch(std::vector<RequestRecord> &batch)
{
    const bool failedBefore = !writeError().isEmpty();
    if (failedBefore || batch.empty()) {
        m_kept.insert(m_kept.end(), std::make_move_iterator(batch.begin()), std::make_move_iterator(batch.end()));
        return;
    }
    m_journalLines.clear();
    m_requestLines.clear();
    for (const RequestRecord &record : batch) {
        const std::string whole = jsonDumpSafe(toJson(record, true));
        RunJournal::requestLine(whole, m_journalLines);
        if (m_requests.isOpen())
            m_requestLines.append(m_keepText ? whole : jsonDumpSafe(toJson(record, false))).append(1, '\n');
    }
    const auto count = std::int64_t(batch.size());
    QString error;
    if (!m_journal.appendLines(m_journalLines, count))
        error = m_journal.errorString();
    else if (m_requests.isOpen() && !m_requests.appendLines(m_requestLines, count))
        error = m_requests.errorString();
    if (error.isEmpty()) {
        m_onDisk += count;
        return;
    }
    // Part of the batch may be in a file; none of it counts as on disk, so it is read back from here.
    {
        std::lock_guard lock(m_mutex);
        m_writeError = error;
    }
    m_kept.insert(m_kept.end(), std::make_move_iterator(batch.begin()), std::make_move_iterator(batch.end()));
}

void RunRecordSink::stopWriter()
{
    {
        std::lock_guard lock(m_mutex);
        m_finishing = true;
    }
    m_wake.notify_one();
    if (m_writer.joinable())
        m_writer.join();
}

void RunRecordSink::finish(const RunOutcome &outcome)
{
    if (!m_open)
        return;
    stopWriter();
    m_open = false;
    std::lock_guard lock(m_mutex);
    if (m_requests.isOpen() && !m_requests.close() && m_writeError.isEmpty())
        m_writeError = m_requests.errorString();
    m_journal.finish(outcome.dispatched, outcome.recorded, outcome.stopped);
}

bool RunRecordSink::readBack(std::vector<RequestRecord> &records, QStringList *warnings, QString *error)
{
    records.clear();
    const auto withKept = [&] {
        records.insert(records.end(), std::make_move_iterator(m_kept.begin()), std::make_move_iterator(m_kept.end()));
        m_kept.clear();
        return true;
    };
    QString journalError;
    if (m_onDisk == 0 || readRecordsBack(m_journalPath, RecordFileKind::Journal, m_onDisk, records, &journalError))
        return withKept();
    records.clear(); // whatever the journal gave before it failed
    QString requestsError;
    if (m_requestsPath.isEmpty()
        || !readRecordsBack(m_requestsPath, RecordFileKind::RequestsFile, m_onDisk, records, &requestsError)) {
        records.clear();
        if (error)
            *error = requestsError.isEmpty() ? journalError : Tr::tr("%1; %2").arg(journalError, requestsError);
        return false;
    }
    if (warnings) {
        *warnings << Tr::tr("Warning: cannot read the records back from the journal: %1. They were read from "
                            "requests.jsonl instead; the figures are complete.")
                         .arg(journalError);
        if (!m_keepText)
            *warnings << Tr::tr("Warning: requests.jsonl has no answer text nor first response bytes of successful "
                                "requests (no --keep-text), so the session file lacks them too.");
    }
    return withKept();
}

bool RunRecordSink::rewriteRequests(const std::vector<RequestRecord> &records, QString *error) const
{
    QSaveFile file(m_requestsPath);
    bool ok = file.open(QIODevice::WriteOnly);
    for (auto record = records.begin(); ok && record != records.end(); ++record) {
        const std::string line = jsonDumpSafe(toJson(*record, m_keepText)) + '\n';
        ok = file.write(line.data(), qint64(line.size())) == qint64(line.size());
    }
    if (ok && file.commit())
        return true;
    if (error)
        *error = file.errorString();
    return false;
}

} // namespace ttft
