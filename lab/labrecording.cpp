#include "labrecording.h"

#include "base/i18n.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace ttft {

namespace {

bool hasContent(QByteArrayView bytes)
{
    return std::any_of(bytes.begin(), bytes.end(), [](char c) { return c != '\n' && c != '\r'; });
}

std::vector<QByteArray> splitSse(QByteArrayView body)
{
    std::vector<QByteArray> events;
    qsizetype start = 0;
    qsizetype lineStart = 0;
    bool eventHasLines = false;
    qsizetype pos = 0;
    while (pos < body.size()) {
        const char c = body[pos];
        if (c != '\n' && c != '\r') {
            ++pos;
            continue;
        }
        const qsizetype lineLength = pos - lineStart;
        pos += (c == '\r' && pos + 1 < body.size() && body[pos + 1] == '\n') ? 2 : 1;
        if (lineLength > 0) {
            eventHasLines = true;
        } else if (eventHasLines) { // a blank line ends the event
            events.push_back(body.sliced(start, pos - start).toByteArray());
            start = pos;
            eventHasLines = false;
        }
        lineStart = pos;
    }
    if (start < body.size()) {
        // An event the file does not end, or blank lines after the last one.
        if (hasContent(body.sliced(start)) || events.empty())
            events.push_back(body.sliced(start).toByteArray());
        else
            events.back().append(body.sliced(start));
    }
    return events;
}

std::vector<QByteArray> splitNdjson(QByteArrayView body)
{
    std::vector<QByteArray> lines;
    qsizetype start = 0;
    while (start < body.size()) {
        const qsizetype newline = body.indexOf('\n', start);
        const qsizetype end = newline < 0 ? body.size() : newline + 1;
        const QByteArrayView line = body.sliced(start, end - start);
        if (!hasContent(line) && !lines.empty())
            lines.back().append(line); // blank lines go with the line before
        else
            lines.push_back(line.toByteArray());
        start = end;
    }
    return lines;
}

// The data of an SSE event (its data lines joined by LF) and its type.
QByteArray sseData(QByteArrayView event, QByteArray *type)
{
    QByteArray data;
    bool first = true;
    qsizetype pos = 0;
    while (pos < event.size()) {
        qsizetype end = pos;
        while (end < event.size() && event[end] != '\n' && event[end] != '\r')
            ++end;
        const QByteArrayView line = event.sliced(pos, end - pos);
        const auto value = [&](qsizetype nameLength) {
            QByteArrayView rest = line.sliced(nameLength);
            return rest.startsWith(' ') ? rest.sliced(1) : rest;
        };
        if (line.startsWith("data:")) {
            if (!first)
                data.append('\n');
            data.append(value(5));
            first = false;
        } else if (line.startsWith("event:") && type) {
            *type = value(6).toByteArray();
        }
        pos = end + ((end < event.size() && event[end] == '\r' && end + 1 < event.size() && event[end + 1] == '\n') ? 2 : 1);
    }
    return data;
}

bool nonEmptyString(const QJsonValue &value)
{
    return value.isString() && !value.toString().isEmpty();
}

} // namespace

int LabRecording::answerWrites() const
{
    return int(std::count_if(writes.begin(), writes.end(), [](const LabRecordedWrite &write) { return write.answerText; }));
}

std::vector<QByteArray> splitRecordedBody(QByteArrayView body, LabFraming framing)
{
    return framing == LabFraming::Ndjson ? splitNdjson(body) : splitSse(body);
}

bool recordedEventHasAnswerText(LabDialect dialect, QByteArrayView event)
{
    const QByteArray data = labDialectFraming(dialect) == LabFraming::Ndjson ? event.trimmed().toByteArray()
                                                                             : sseData(event, nullptr);
    if (data.isEmpty() || data.front() != '{')
        return false;
    const QJsonObject json = QJsonDocument::fromJson(data).object();
    switch (dialect) {
    case LabDialect::OpenAiChat:
        return nonEmptyString(json[QLatin1String("choices")][0][QLatin1String("delta")][QLatin1String("content")]);
    case LabDialect::Anthropic: {
        const QJsonObject delta = json.value(QLatin1String("delta")).toObject();
        return json.value(QLatin1String("type")).toString() == QLatin1String("content_block_delta")
            && delta.value(QLatin1String("type")).toString() == QLatin1String("text_delta")
            && nonEmptyString(delta.value(QLatin1String("text")));
    }
    case LabDialect::OpenAiResponses:
        return json.value(QLatin1String("type")).toString() == QLatin1String("response.output_text.delta")
            && nonEmptyString(json.value(QLatin1String("delta")));
    case LabDialect::Gemini: {
        const QJsonArray parts = json[QLatin1String("candidates")][0][QLatin1String("content")][QLatin1String("parts")].toArray();
        return std::any_of(parts.begin(), parts.end(), [](const QJsonValue &part) {
            return nonEmptyString(part[QLatin1String("text")]) && !part[QLatin1String("thought")].toBool();
        });
    }
    case LabDialect::OllamaChat:
    case LabDialect::OllamaGenerate:
        return nonEmptyString(json[QLatin1String("message")][QLatin1String("content")])
            || nonEmptyString(json.value(QLatin1String("response")));
    case LabDialect::LlamaCpp:
        return nonEmptyString(json.value(QLatin1String("content")));
    case LabDialect::Tgi: {
        const QJsonObject token = json.value(QLatin1String("token")).toObject();
        return nonEmptyString(token.value(QLatin1String("text"))) && !token.value(QLatin1String("special")).toBool();
    }
    }
    return false;
}

std::optional<LabRecording> parseLabRecording(const QByteArray &bytes, LabDialect dialect, const QString &source,
                                              QString *error)
{
    const auto fail = [&](const QString &reason) -> std::optional<LabRecording> {
        if (error)
            *error = reason;
        return std::nullopt;
    };
    LabRecording recording;
    recording.dialect = dialect;

    // A timed recording starts with {"t_ms": ...}.
    const QByteArray trimmed = bytes.trimmed();
    const qsizetype newline = trimmed.indexOf('\n');
    const QJsonObject firstObject = QJsonDocument::fromJson(newline < 0 ? trimmed : trimmed.left(newline)).object();
    recording.timed = firstObject.contains(QLatin1String("t_ms"));
    if (recording.timed) {
        int lineNumber = 0;
        double lastMs = 0;
        for (const QByteArray &line : bytes.split('\n')) {
            ++lineNumber;
            if (line.trimmed().isEmpty())
                continue;
            QJsonParseError parseError{};
            const QJsonObject object = QJsonDocument::fromJson(line, &parseError).object();
            const QJsonValue at = object.value(QLatin1String("t_ms"));
            const QJsonValue text = object.value(QLatin1String("bytes"));
            const QJsonValue base64 = object.value(QLatin1String("bytes_b64"));
            if (parseError.error != QJsonParseError::NoError || !at.isDouble() || at.toDouble() < 0
                || (!text.isString() && !base64.isString())) {
                return fail(Tr::tr("%1, line %2: expected {\"t_ms\": number ≥ 0, \"bytes\": text} or "
                                   "{\"t_ms\": …, \"bytes_b64\": base64}")
                                .arg(source)
                                .arg(lineNumber));
            }
            if (at.toDouble() < lastMs)
                return fail(Tr::tr("%1, line %2: t_ms goes back in time").arg(source).arg(lineNumber));
            lastMs = at.toDouble();
            LabRecordedWrite write;
            write.atMs = lastMs;
            write.bytes = text.isString() ? text.toString().toUtf8()
                                          : QByteArray::fromBase64(base64.toString().toLatin1());
            recording.writes.push_back(std::move(write));
        }
    } else {
        for (QByteArray &event : splitRecordedBody(bytes, labDialectFraming(dialect))) {
            LabRecordedWrite write;
            write.bytes = std::move(event);
            recording.writes.push_back(std::move(write));
        }
    }
    if (recording.writes.empty())
        return fail(Tr::tr("%1: the recording is empty").arg(source));

    // Find the writes that complete an event with answer text: cut the whole body into events
    // and give each event to the write holding its last byte.
    QByteArray body;
    for (const LabRecordedWrite &write : recording.writes)
        body += write.bytes;
    std::size_t writeIndex = 0;
    qsizetype writeEnd = recording.writes.front().bytes.size();
    qsizetype eventEnd = 0;
    for (const QByteArray &event : splitRecordedBody(body, labDialectFraming(dialect))) {
        eventEnd += event.size();
        while (writeEnd < eventEnd && writeIndex + 1 < recording.writes.size())
            writeEnd += recording.writes[++writeIndex].bytes.size();
        if (recordedEventHasAnswerText(dialect, event))
            recording.writes[writeIndex].answerText = true;
    }
    return recording;
}

std::optional<LabRecording> readLabRecording(const QString &path, LabDialect dialect, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = Tr::tr("Cannot read the recording %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    return parseLabRecording(file.readAll(), dialect, path, error);
}

} // namespace ttft
