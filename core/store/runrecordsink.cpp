#include "runrecordsink.h"

#include "base/i18n.h"
#include "store/recordreadback.h"
#include "wire/wirejson.h"

#include <QSaveFile>

namespace ttft {

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
    return m_journal.open(journalPath, description, error);
}

bool RunRecordSink::write(const RequestRecord &record)
{
    const bool failedBefore = !m_writeError.isEmpty();
    const std::string whole = jsonDumpSafe(toJson(record, true));
    const bool inJournal = m_journal.appendSerialized(whole);
    if (!inJournal && m_writeError.isEmpty())
        m_writeError = m_journal.errorString();
    bool inRequests = true;
    if (m_requests.isOpen()) {
        inRequests = m_requests.appendLine(m_keepText ? whole : jsonDumpSafe(toJson(record, false)));
        if (!inRequests && m_writeError.isEmpty())
            m_writeError = m_requests.errorString();
    }
    const bool onDisk = !failedBefore && inJournal && inRequests;
    if (onDisk)
        ++m_onDisk;
    return onDisk;
}

void RunRecordSink::finish(const RunOutcome &outcome)
{
    if (m_requests.isOpen() && !m_requests.close() && m_writeError.isEmpty())
        m_writeError = m_requests.errorString();
    m_journal.finish(outcome.dispatched, outcome.recorded, outcome.stopped);
}

bool RunRecordSink::readBack(std::vector<RequestRecord> &records, QStringList *warnings, QString *error) const
{
    records.clear();
    QString journalError;
    if (readRecordsBack(m_journalPath, RecordFileKind::Journal, m_onDisk, records, &journalError))
        return true;
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
    return true;
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
