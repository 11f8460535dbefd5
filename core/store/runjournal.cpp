#include "runjournal.h"

#include "session.h"

namespace ttft {

bool RunJournal::open(const QString &path, const RunDescription &description, QString *error)
{
    if (!m_writer.open(path, JsonlWriter::OpenMode::Truncate)
        || !m_writer.append(nlohmann::json{{"type", "run"},
                                           {"format", kJournalFormat},
                                           {"schema_version", kJournalSchemaVersion},
                                           {"run", toJson(description)}})) {
        if (error)
            *error = m_writer.errorString();
        return false;
    }
    return true;
}

bool RunJournal::append(const RequestRecord &record)
{
    // The text is kept: a journal must rebuild the session exactly.
    return m_writer.append(nlohmann::json{{"type", "request"}, {"record", toJson(record, true)}});
}

bool RunJournal::appendSerialized(std::string_view recordJson)
{
    std::string line;
    line.reserve(recordJson.size() + 32);
    line.append(R"({"type":"request","record":)").append(recordJson).append("}");
    return m_writer.appendLine(line);
}

bool RunJournal::close()
{
    return m_writer.close();
}

} // namespace ttft
