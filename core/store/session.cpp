#include "session.h"

#include "jsonlreader.h"
#include "stats/runsummary.h"
#include "summarywriter.h"

#include <QFile>

namespace ttft {

nlohmann::json toJson(const Session &session)
{
    nlohmann::json records = nlohmann::json::array();
    for (const RequestRecord &record : session.records)
        records.push_back(toJson(record, true));
    return nlohmann::json{
        {"format", kSessionFormat},
        {"schema_version", kSessionSchemaVersion},
        {"run", toJson(session.run)},
        {"summary", toJson(summarizeRun(session.records))},
        {"client_health", session.clientHealth},
        {"recovered", session.recovered},
        {"records", std::move(records)},
    };
}

bool writeSessionFile(const QString &path, const Session &session, QString *error)
{
    return writeJsonFileAtomically(path, toJson(session), JsonLayout::Compact, error);
}

bool readSessionFile(const QString &path, Session &session, QString *error, std::int64_t *skippedRecords)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("cannot read %1: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray bytes = file.readAll();
    const nlohmann::json object = nlohmann::json::parse(bytes.constData(), bytes.constData() + bytes.size(), nullptr, false);
    if (object.is_discarded() || !object.is_object() || object.value("format", std::string()) != kSessionFormat) {
        if (error)
            *error = QStringLiteral("%1 is not a TTFT Workbench session file").arg(path);
        return false;
    }
    const int version = object.value("schema_version", 0);
    if (version > kSessionSchemaVersion) {
        if (error)
            *error = QStringLiteral("%1 was written by a newer version (session schema %2, this one reads up to %3)")
                         .arg(path)
                         .arg(version)
                         .arg(kSessionSchemaVersion);
        return false;
    }
    Session loaded;
    loaded.run = runDescriptionFromJson(object.value("run", nlohmann::json::object()));
    loaded.clientHealth = object.value("client_health", nlohmann::json());
    loaded.recovered = object.value("recovered", false);
    std::int64_t skipped = 0;
    const auto records = object.find("records");
    if (records != object.end() && records->is_array()) {
        loaded.records.reserve(records->size());
        for (const nlohmann::json &record : *records) {
            if (!record.is_object()) {
                ++skipped;
                continue;
            }
            loaded.records.push_back(requestRecordFromJson(record));
        }
    }
    session = std::move(loaded);
    if (skippedRecords)
        *skippedRecords = skipped;
    return true;
}

bool recoverSessionFromJournal(const QString &journalPath, Session &session, QString *error,
                               std::int64_t *skippedLines)
{
    JsonlContents contents;
    if (!readJsonlFile(journalPath, contents, error))
        return false;
    std::int64_t skipped = contents.skippedLines();
    if (contents.values.empty() || !contents.values.front().is_object()
        || contents.values.front().value("format", std::string()) != kJournalFormat) {
        if (error)
            *error = QStringLiteral("%1 is not a TTFT Workbench journal (no journal header on its first line)").arg(journalPath);
        return false;
    }
    const nlohmann::json &header = contents.values.front();
    const int version = header.value("schema_version", 0);
    if (version > kSessionSchemaVersion) {
        if (error)
            *error = QStringLiteral("%1 was written by a newer version (journal schema %2, this one reads up to %3)")
                         .arg(journalPath)
                         .arg(version)
                         .arg(kSessionSchemaVersion);
        return false;
    }
    Session recovered;
    std::string problem;
    recovered.run = runDescriptionFromJson(header.value("run", nlohmann::json::object()), &problem);
    for (std::size_t i = 1; i < contents.values.size(); ++i) {
        const nlohmann::json &line = contents.values[i];
        if (!line.is_object() || line.value("type", std::string()) != "request" || !line.contains("record")) {
            ++skipped;
            continue;
        }
        recovered.records.push_back(requestRecordFromJson(line["record"]));
    }
    recovered.clientHealth = nullptr;
    recovered.recovered = true;
    session = std::move(recovered);
    if (skippedLines)
        *skippedLines = skipped;
    return true;
}

} // namespace ttft
