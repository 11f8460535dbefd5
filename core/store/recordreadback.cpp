#include "recordreadback.h"

#include "jsonlreader.h"
#include "model/jsonfields.h"
#include "session.h"
#include "wire/jsonnesting.h"

#include <QFile>

#include <nlohmann/json.hpp>

namespace ttft {

bool readRecordsBack(const QString &path, RecordFileKind kind, std::int64_t count, std::vector<RequestRecord> &records,
                     QString *error)
{
    const auto failed = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return failed(QStringLiteral("cannot open %1: %2").arg(path, file.errorString()));

    std::vector<RequestRecord> read;
    read.reserve(std::size_t(std::max<std::int64_t>(count, 0)));
    std::int64_t lineNumber = 0;
    bool headerSeen = kind != RecordFileKind::Journal;
    while (std::int64_t(read.size()) < count) {
        if (file.atEnd())
            return failed(QStringLiteral("%1 holds %2 of the run's %3 records").arg(path).arg(read.size()).arg(count));
        const QByteArray line = file.readLine();
        if (line.isEmpty() && file.error() != QFileDevice::NoError)
            return failed(QStringLiteral("cannot read %1: %2").arg(path, file.errorString()));
        ++lineNumber;
        if (isBlankLine(line))
            continue;
        const nlohmann::json value = parseJsonBounded(std::string_view(line.constData(), std::size_t(line.size())));
        if (!value.is_object())
            return failed(QStringLiteral("%1, line %2: not a JSON object (the file is damaged)").arg(path).arg(lineNumber));
        if (!headerSeen) {
            if (jsonfields::valueOr(value, "format", std::string()) != kJournalFormat)
                return failed(QStringLiteral("%1 does not start with a journal header").arg(path));
            if (jsonfields::valueOr(value, "schema_version", 0) > kJournalSchemaVersion)
                return failed(QStringLiteral("%1 was written by a newer version (journal schema %2)")
                                  .arg(path)
                                  .arg(jsonfields::valueOr(value, "schema_version", 0)));
            headerSeen = true;
            continue;
        }
        const nlohmann::json *object = &value;
        if (kind == RecordFileKind::Journal) {
            const auto record = value.find("record");
            if (jsonfields::valueOr(value, "type", std::string()) != "request" || record == value.end() || !record->is_object())
                return failed(QStringLiteral("%1, line %2: not a request line (after %3 of the run's %4 records)")
                                  .arg(path)
                                  .arg(lineNumber)
                                  .arg(read.size())
                                  .arg(count));
            object = &*record;
        }
        std::string problem;
        RequestRecord record = requestRecordFromJson(*object, &problem);
        if (!problem.empty())
            return failed(QStringLiteral("%1, line %2: %3").arg(path).arg(lineNumber).arg(QString::fromStdString(problem)));
        read.push_back(std::move(record));
    }
    records = std::move(read);
    return true;
}

} // namespace ttft
