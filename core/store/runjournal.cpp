#include "runjournal.h"

#include "model/jsonfields.h"
#include "session.h"
#include "wire/jsonnesting.h"

#include <QDateTime>
#include <QFile>

#include <algorithm>

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

void RunJournal::requestLine(std::string_view recordJson, std::string &lines)
{
    lines.append(R"({"type":"request","record":)").append(recordJson).append("}\n");
}

bool RunJournal::finish(std::int64_t dispatched, std::int64_t recorded, bool stopped)
{
    const bool written = m_writer.append(nlohmann::json{{"type", "end"},
                                                        {"ended", QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs).toStdString()},
                                                        {"dispatched", dispatched},
                                                        {"recorded", recorded},
                                                        {"stopped", stopped}});
    return m_writer.close() && written;
}

bool RunJournal::close()
{
    return m_writer.close();
}

JournalStatus readJournalStatus(const QString &path)
{
    JournalStatus status;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return status;
    // The header holds the run description, which is small; a generous bound keeps a damaged file
    // without newlines from being read whole.
    const QByteArray first = file.readLine(4 << 20);
    const nlohmann::json header = parseJsonBounded(std::string_view(first.constData(), std::size_t(first.size())));
    if (!header.is_object() || jsonfields::valueOr(header, "format", std::string()) != kJournalFormat)
        return status;
    status.isJournal = true;
    if (const auto run = header.find("run"); run != header.end() && run->is_object())
        status.startedMs = runDescriptionFromJson(*run).environment.startedMs;

    // The last complete line: read the tail, drop a line cut short by a crash.
    const qint64 size = file.size();
    const qint64 tail = std::min<qint64>(size, 64 << 10);
    if (!file.seek(size - tail))
        return status;
    QByteArray bytes = file.read(tail);
    while (bytes.endsWith('\n'))
        bytes.chop(1);
    const QByteArray last = bytes.mid(bytes.lastIndexOf('\n') + 1);
    const nlohmann::json line = parseJsonBounded(std::string_view(last.constData(), std::size_t(last.size())));
    status.ended = line.is_object() && jsonfields::valueOr(line, "type", std::string()) == "end";
    return status;
}

} // namespace ttft
