#pragma once

#include "labasr.h"
#include "labexchange.h"
#include "labscheduler.h"
#include "voice/speechspan.h"
#include "wire/websocketframe.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

namespace ttft {

class LabConnection;
class LabServerWorker;
struct LabHttpRequest;

// The lab's realtime recogniser: OpenAI's Realtime API for transcription over a WebSocket
// (GET /v1/realtime, RFC 6455 upgrade), as OpenAI documents it — the client's session.update
// (audio/pcm at its rate, transcription.model, turn_detection server_vad with
// silence_duration_ms, default 500), input_audio_buffer.append events with base64 16-bit PCM,
// an optional input_audio_buffer.commit; the server's session.created/updated,
// input_audio_buffer.speech_started / speech_stopped / committed, then
// conversation.item.input_audio_transcription.delta events and .completed with the transcript.
// The turn ends when its voice activity detector (SpeechSpan, the silence duration as its
// hangover) has heard that much silence after speech: a server VAD ends a turn early, while the
// caller's microphone is still open. Like lab-asr it is told the words (an x_lab.transcript event)
// and answers the first delta `firstDeltaMs` after the turn ended, one per word. Its truth is a
// LabAsrTruth: the read that brought the last speech sample, when the turn ended
// (requestCompleteNs), what was written when.
class LabRealtimeAsrExchange final : public LabExchange, public LabTimerClient
{
public:
    // `firstDeltaMs` ≥ 0 overrides the model's (X-Lab-Asr-Delay-Ms on the upgrade request).
    LabRealtimeAsrExchange(LabServerWorker &server, LabConnection &connection, QByteArray requestId, QByteArray acceptKey,
                           LabAsrTruth truth, double firstDeltaMs = -1);
    ~LabRealtimeAsrExchange() override;

    void start() override;
    void abandon(LabOutcome outcome) override;
    void onBytes(QByteArrayView bytes, std::int64_t arrivalNs) override;

private:
    void onDue(std::int64_t plannedNs) override;
    void onEvent(const QByteArray &text, std::int64_t arrivalNs);
    void onAudio(const QByteArray &pcm, std::int64_t arrivalNs);
    void endTurn(std::int64_t lastSpeechSample, std::int64_t decidedNs);
    std::int64_t sendEvent(const QJsonObject &event);
    void refuse(const QString &code, const QString &message);
    void close(std::uint16_t code);
    void end(LabOutcome outcome);

    LabServerWorker &m_server;
    LabConnection &m_connection;
    QByteArray m_requestId;
    QByteArray m_acceptKey;
    LabAsrTruth m_truth;
    std::uint64_t m_truthSequence = 0;
    WsFrameReader m_reader{true, 1 << 20};
    LabAsrModel m_model;
    double m_firstDeltaMs = -1; // the override, or < 0
    bool m_modelKnown = false;
    int m_rate = 24'000;
    double m_silenceMs = 500;
    std::unique_ptr<SpeechSpan> m_span;
    std::vector<std::int16_t> m_samples;
    std::vector<std::pair<std::int64_t, std::int64_t>> m_appends; // (samples after it, its read's stamp)
    bool m_speaking = false;
    bool m_turnEnded = false;
    std::vector<QString> m_words;
    QString m_text;
    std::size_t m_nextWord = 0;
    std::int64_t m_firstDeltaNs = kNoTime;
    LabScheduler::Ticket m_ticket = 0;
    bool m_closed = false;
    bool m_ended = false;
};

// Whether `request` asks for a WebSocket upgrade (GET, Upgrade: websocket, a key, version 13); the
// key in `key`, or why not in `problem`.
bool labWebSocketRequest(const LabHttpRequest &request, QByteArray &key, QString &problem);

} // namespace ttft
