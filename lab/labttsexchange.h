#pragma once

#include "labaudiostream.h"
#include "labexchange.h"
#include "labscheduler.h"
#include "labttsrequest.h"
#include "labttstruth.h"

#include <QByteArray>

#include <cstdint>
#include <functional>

namespace ttft {

class LabConnection;
class LabServerWorker;

// Answers one POST /v1/audio/speech in real time. The response head (200, the format's
// Content-Type, chunked) goes out as soon as the request is accepted; the first audio chunk at
// start + first-audio time (LabTtsModel: fixed + per character + jitter, or X-Lab-First-Audio-Ms);
// chunk k at first audio + realTimeFactor × (audio before chunk k); the last one with the body's
// end. Every write is planned on an absolute time line (the precise LabScheduler), so a late write
// does not push the later ones back, and each is stamped in the truth (LabTtsTruth) as it is
// handed to the kernel: the first audio byte, and the write after which 100 ms of audio had been
// written, are exact. Owned by its LabConnection, in one server thread.
//
// stream_format "sse" (OpenAI's CreateSpeechResponseStreamEvent, API reference of
// /v1/audio/speech): text/event-stream, each chunk as `data: {"type":"speech.audio.delta",
// "audio":"<base64>"}`, after the last one `data: {"type":"speech.audio.done","usage":{...}}`.
// The usage is the lab's own count (input: characters / 4 rounded up; output: one token per 20 ms
// of audio), not OpenAI's, which it does not publish.
class LabTtsExchange final : public LabExchange, public LabTimerClient
{
public:
    LabTtsExchange(LabServerWorker &server, LabConnection &connection, LabTtsSpec spec, LabTtsTruth truth);
    ~LabTtsExchange() override;

    void start() override;
    void abandon(LabOutcome outcome) override;

private:
    void onDue(std::int64_t plannedNs) override;
    void strike();
    std::int64_t write(const QByteArray &bytes);
    // Ends with a last write; `send` writes and returns its stamp.
    void endWithWrite(LabOutcome outcome, const std::function<std::int64_t()> &send);
    void end(LabOutcome outcome); // ends without writing anything more
    void release();
    QByteArray body(int chunk) const; // the bytes that carry chunk k (raw, or its event)

    LabServerWorker &m_server;
    LabConnection &m_connection;
    LabTtsSpec m_spec;
    LabTtsTruth m_truth;
    LabAudioStream m_audio;
    std::uint64_t m_truthSequence = 0;
    LabScheduler::Ticket m_ticket = 0;
    std::int64_t m_firstAudioNs = kNoTime; // the plan's time line: chunk k is due at this + its offset
    int m_nextChunk = 0;
    QByteArray m_nextAudio; // the bytes of chunk m_nextChunk, made before it is due
    std::int64_t m_lastWriteNs = kNoTime;
    bool m_ended = false;
};

} // namespace ttft
