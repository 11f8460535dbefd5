#pragma once

#include "model/requestrecord.h"
#include "worderrors.h"
#include "utterance.h"
#include "wire/ssedecoder.h"
#include "wire/websocketframe.h"

#include <nlohmann/json.hpp>

#include <QObject>
#include <QTimer>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

class QTcpSocket;

namespace ttft {

// Where a speech recogniser is: an OpenAI-compatible POST …/audio/transcriptions.
struct AsrTarget {
    std::string baseUrl;          // "http://127.0.0.1:PORT/v1", "https://api.openai.com/v1"
    std::string model;            // "gpt-4o-transcribe", "lab-asr"
    std::string apiKey;           // sent as Bearer; never stored or printed
    std::string language;         // ISO-639-1 hint ("en", "zh"); empty: none
    bool stream = true;           // transcript.text.delta / .done events
    // OpenAI's Realtime API over a WebSocket instead (GET …/realtime?intent=transcription): a
    // transcription session with the server's voice activity detection, the audio in
    // input_audio_buffer.append events; the microphone stays open (silence) after the utterance,
    // as a caller's does, until the server finalises the turn.
    bool realtime = false;
    bool labTranscript = false;   // send the utterance's text as x_lab_transcript (the lab only)
    double chunkMs = 20;          // audio per write, sent on the clock
    int timeoutMs = 60'000;       // the whole exchange
};

// One utterance recognised: the stamps (absolute monotonic ns) and what came back.
struct AsrResult {
    std::string requestId;
    int httpStatus = 0;
    ErrorClass errorClass = ErrorClass::None;
    std::string errorMessage;
    double audioMs = 0;
    double speechEndMs = -1;                 // in the audio: the last speech sample (speechspan.h)
    std::int64_t startNs = -1;               // connection opened
    std::int64_t firstAudioSentNs = -1;      // the first audio bytes written (the clock starts)
    std::int64_t speechEndSentNs = -1;       // the write holding the last speech sample
    std::int64_t lastByteSentNs = -1;
    std::int64_t serverSpeechStoppedNs = -1; // realtime: input_audio_buffer.speech_stopped arrived
    std::int64_t firstPartialNs = -1;        // first transcript.text.delta (or the JSON answer)
    std::int64_t finalNs = -1;               // transcript.text.done (or the JSON answer)
    std::string transcript;
    std::optional<WordErrors> errors;        // against the utterance's text, when known

    bool failed() const { return errorClass != ErrorClass::None; }
    // From the speaker's last word (as sent) to the first partial and to the final transcript.
    std::optional<double> toFirstPartialMs() const;
    std::optional<double> toFinalMs() const;
};

// Sends one utterance to a transcription endpoint at real-time pace — a multipart upload with
// chunked transfer coding, the WAV header at once and then `chunkMs` of samples per write on an
// absolute clock, as a live caller's audio comes — and times the answer from the end of speech:
// the voice activity detector (SpeechSpan) over the samples finds the last speech sample, and the
// write that carried it is the speaker's last word. HTTP/1.1 over TCP, or TLS for https. Lives in
// one thread with an event loop; finished() once, with the result.
class AsrProbe : public QObject
{
    Q_OBJECT

public:
    AsrProbe(AsrTarget target, Utterance utterance, QObject *parent = nullptr);
    ~AsrProbe() override;

    void start();
    // Ends the exchange now (the run is stopping): finished() with ErrorClass::Cancelled, unless it
    // had already finished.
    void cancel();

Q_SIGNALS:
    void finished(const ttft::AsrResult &result);

private:
    void onConnected();
    void sendNextChunk();
    void onReadyRead();
    void onClosed();
    void onTimeout();
    void writeChunk(const std::string &bytes);
    void fail(ErrorClass errorClass, const std::string &message);
    void finish();
    void readBody(std::string_view bytes, std::int64_t ns);
    void onEvent(std::string_view data, std::int64_t ns);
    // Realtime: the upgrade answered, frames read, events and audio sent as WebSocket frames.
    void onUpgraded(std::string_view rest, std::int64_t ns);
    void readFrames(std::string_view bytes, std::int64_t ns);
    void onRealtimeEvent(std::string_view data, std::int64_t ns);
    void sendFrame(WsOpcode opcode, std::string_view payload);
    void sendEvent(const nlohmann::json &event);

    AsrTarget m_target;
    Utterance m_utterance;
    AsrResult m_result;
    std::unique_ptr<QTcpSocket> m_socket;
    QTimer m_clock;
    QTimer m_deadline;
    std::string m_wav;
    std::size_t m_wavSent = 0;
    std::size_t m_chunkBytes = 0;
    std::size_t m_speechEndByte = 0;        // the WAV byte just past the last speech sample
    std::string m_boundary;
    std::string m_head;                     // response head, until its end
    bool m_headDone = false;
    bool m_chunked = false;
    bool m_eventStream = false;
    std::string m_chunkBuffer;              // de-chunking
    std::int64_t m_chunkLeft = -1;          // bytes left in the current chunk, -1: at a size line
    std::string m_body;                     // non-stream answer or an error body, capped
    bool m_sawDone = false;
    std::int64_t m_received = 0;            // response bytes, bounded
    bool m_finished = false;
    class EventSink;
    std::unique_ptr<EventSink> m_events;
    SseDecoder m_sse;
    std::string m_wsKey;                    // realtime: our Sec-WebSocket-Key
    std::unique_ptr<WsFrameReader> m_ws;    // realtime: set once upgraded
    std::size_t m_silenceChunks = 0;        // realtime: silence sent after the utterance
    bool m_committed = false;
};

// Runs one probe to its end in a local event loop (a CLI or a test; never a UI thread).
AsrResult measureTranscription(const AsrTarget &target, const Utterance &utterance);

} // namespace ttft
