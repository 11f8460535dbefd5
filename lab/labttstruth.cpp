#include "labttstruth.h"

#include "labtruthjson.h"

namespace ttft {

QJsonObject LabTtsTruth::toJson() const
{
    QJsonObject json;
    json.insert(QStringLiteral("request_id"), labTruthText(requestId));
    json.insert(QStringLiteral("model"), labTruthText(model));
    json.insert(QStringLiteral("voice"), labTruthText(voice));
    json.insert(QStringLiteral("input"), labTruthText(input));
    json.insert(QStringLiteral("input_chars"), inputChars);
    json.insert(QStringLiteral("format"), labTruthText(format));
    json.insert(QStringLiteral("speed"), speed);
    json.insert(QStringLiteral("fault"), labTruthText(fault));
    json.insert(QStringLiteral("outcome"), labTruthText(labOutcomeName(outcome)));
    json.insert(QStringLiteral("http_status"), httpStatus);
    json.insert(QStringLiteral("connection_serial"), qint64(connectionSerial));
    json.insert(QStringLiteral("request_on_connection"), requestOnConnection);
    json.insert(QStringLiteral("first_request_byte_ns"), labTruthNs(firstRequestByteNs));
    json.insert(QStringLiteral("request_complete_ns"), labTruthNs(requestCompleteNs));
    json.insert(QStringLiteral("start_ns"), labTruthNs(startNs));
    json.insert(QStringLiteral("head_written_ns"), labTruthNs(headWrittenNs));
    json.insert(QStringLiteral("planned_first_audio_ns"), labTruthNs(plannedFirstAudioNs));
    json.insert(QStringLiteral("planned_first_audio_ms"), plannedFirstAudioMs);
    json.insert(QStringLiteral("first_audio_written_ns"), labTruthNs(firstAudioWrittenNs));
    json.insert(QStringLiteral("audio_100ms_written_ns"), labTruthNs(audio100msWrittenNs));
    json.insert(QStringLiteral("last_byte_written_ns"), labTruthNs(lastByteWrittenNs));
    json.insert(QStringLiteral("first_audio_late_ns"), labTruthNs(firstAudioLateNs));
    json.insert(QStringLiteral("max_chunk_late_ns"), labTruthNs(maxChunkLateNs));
    json.insert(QStringLiteral("sample_rate"), sampleRate);
    json.insert(QStringLiteral("leading_silence_ms"), leadingSilenceMs);
    json.insert(QStringLiteral("planned_audio_ms"), plannedAudioMs);
    json.insert(QStringLiteral("audio_ms_written"), audioMsWritten);
    json.insert(QStringLiteral("body_bytes_written"), qint64(bodyBytesWritten));
    json.insert(QStringLiteral("chunks_written"), chunksWritten);
    json.insert(QStringLiteral("backlogged_writes"), backloggedWrites);
    return json;
}

} // namespace ttft
