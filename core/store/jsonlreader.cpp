#include "jsonlreader.h"

#include "wire/jsonnesting.h"

#include <QFile>

namespace ttft {

bool isBlankLine(const QByteArray &line)
{
    for (const char c : line) {
        if (c != ' ' && c != '\t' && c != '\r' && c != '\n')
            return false;
    }
    return true;
}

bool readJsonlFile(const QString &path, JsonlContents &contents, QString *error)
{
    contents = JsonlContents{};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("cannot open %1: %2").arg(path, file.errorString());
        return false;
    }

    std::int64_t lineNumber = 0;
    while (!file.atEnd()) {
        QByteArray line = file.readLine();
        if (line.isEmpty() && file.error() != QFileDevice::NoError) {
            if (error)
                *error = QStringLiteral("cannot read %1: %2").arg(path, file.errorString());
            return false;
        }
        ++lineNumber;
        if (lineNumber == 1 && line.startsWith("\xEF\xBB\xBF"))
            line.remove(0, 3);
        const bool complete = line.endsWith('\n');
        if (isBlankLine(line))
            continue;

        nlohmann::json value = parseJsonBounded(std::string_view(line.constData(), std::size_t(line.size())));
        if (value.is_discarded()) {
            contents.skippedLineNumbers.push_back(lineNumber);
            // Only the last line can lack its newline, so this is the tail.
            if (!complete)
                contents.truncatedTail = true;
            continue;
        }
        contents.values.push_back(std::move(value));
        contents.lineNumbers.push_back(lineNumber);
    }
    return true;
}

} // namespace ttft
