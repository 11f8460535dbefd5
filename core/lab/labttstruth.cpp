#include "labttstruth.h"

#include <QJsonValue>
#include <QString>

namespace ttft {

namespace {

QJsonValue nsValue(std::int64_t ns)
{
    return hasTime(ns) ? QJsonValue(qint64(ns)) : QJsonValue(QJsonValue::Null);
}

QString text(const std::string &value)
{
    return QString::fromStdString(value);
}

} // namespace

QJsonObject LabTtsTruth::toJson() const
{
    QJsonObject json;
    json.insert(QStringLiteral("request_id"), text(requestId));
    json.insert(QStringLiteral("model"), text(model));
    json.insert(QStringLiteral("voice"), text(voice));
    json.insert(QStringLiteral("input"), text(input));
    json.insert(QStringLiteral("input_chars"), inputChars);
    json.insert(QStringLiteral("format"), text(format));
    json.insert(QStringLiteral("speed"), speed);
    json.insert(QStringLiteral("fault"), text(fault));
    const std::string_view outcomeName = labOutcomeName(outcome);
    json.insert(QStringLiteral("outcome"), QString::fromLatin1(outcomeName.data(), qsizetype(outcomeName.size())));
    json.insert(QStringLiteral("http_status"), httpStatus);
    json.insert(QStringLiteral("connection_serial"), qint64(connectionSerial));
    json.insert(QStringLiteral("request_on_connection"), requestOnConnection);
    json.insert(QStringLiteral("first_request_byte_ns"), nsValue(firstRequestByteNs));
    json.insert(QStringLiteral("request_complete_ns"), nsValue(requestCompleteNs));
    json.insert(QStringLiteral("start_ns"), nsValue(startNs));
    json.insert(QStringLiteral("head_written_ns"), nsValue(headWrittenNs));
    json.insert(QStringLiteral("planned_first_audio_ns"), nsValue(plannedFirstAudioNs));
    json.insert(QStringLiteral("planned_first_audio_ms"), plannedFirstAudioMs);
    json.insert(QStringLiteral("first_audio_written_ns"), nsValue(firstAudioWrittenNs));
    json.insert(QStringLiteral("audio_100ms_written_ns"), nsValue(audio100msWrittenNs));
    json.insert(QStringLiteral("last_byte_written_ns"), nsValue(lastByteWrittenNs));
    json.insert(QStringLiteral("first_audio_late_ns"), nsValue(firstAudioLateNs));
    json.insert(QStringLiteral("max_chunk_late_ns"), nsValue(maxChunkLateNs));
    json.insert(QStringLiteral("sample_rate"), sampleRate);
    json.insert(QStringLiteral("planned_audio_ms"), plannedAudioMs);
    json.insert(QStringLiteral("audio_ms_written"), audioMsWritten);
    json.insert(QStringLiteral("body_bytes_written"), qint64(bodyBytesWritten));
    json.insert(QStringLiteral("chunks_written"), chunksWritten);
    json.insert(QStringLiteral("backlogged_writes"), backloggedWrites);
    return json;
}

} // namespace ttft
