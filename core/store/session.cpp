#include "session.h"

#include "jsonlreader.h"
#include "stats/runsummary.h"
#include "summarywriter.h"

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
