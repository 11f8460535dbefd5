#pragma once

#include "labasrmodel.h"
#include "labconfig.h"
#include "labexchange.h"
#include "labhttprequest.h"
#include "labrecordlog.h"
#include "labscheduler.h"
#include "labtruth.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ttft {

class LabConnection;
class LabServerWorker;
struct LabChatRefusal;

// Ground truth of one transcription (POST /v1/audio/transcriptions): when the speech the client
// sent had ended, as the server received it, and when each part of the transcript was written.
// Times are absolute CLOCK_MONOTONIC ns (kNoTime when absent), stamped as the other truths are.
struct LabAsrTruth {
    std::string requestId;
    std::string model;
    std::string transcript;         // what the lab answered (x_lab_transcript, the audio's known words)
    bool stream = false;
    LabOutcome outcome = LabOutcome::InFlight;
    int httpStatus = 0;

    std::int64_t firstRequestByteNs = kNoTime;
    std::int64_t requestCompleteNs = kNoTime; // the upload's last byte read
    int sampleRate = 0;
    double audioMs = 0;                       // the uploaded WAV's samples
    double speechEndMs = -1;                  // in the audio: the last speech sample (speechspan.h), -1 none
    // When the body byte holding that last speech sample was read: the speaker's last word, as
    // the server had it. A client sending at real-time pace stamps its own end of speech when it
    // sent that byte; the difference is the network's one way.
    std::int64_t speechEndReceivedNs = kNoTime;
    double plannedFirstDeltaMs = -1;          // from requestCompleteNs
    std::int64_t firstDeltaWrittenNs = kNoTime; // first transcript.text.delta (stream) / the JSON body
    std::int64_t finalWrittenNs = kNoTime;      // transcript.text.done (stream) / the JSON body
    std::int64_t lastByteWrittenNs = kNoTime;
    int deltasWritten = 0;
};

class LabAsrTruthLog : public LabRecordLog<LabAsrTruth>
{
public:
    using LabRecordLog::LabRecordLog;
};

// What readAsrRequest decided about an accepted transcription.
struct LabAsrSpec {
    QByteArray requestId;
    LabAsrModel model;
    bool stream = false;
    std::vector<QString> words;      // the transcript's deltas, in order (joined they make `text`)
    QString text;
    double firstDeltaMs = 120;
    std::int64_t startNs = kNoTime;  // the request complete
};

// Reads POST /v1/audio/transcriptions as OpenAI does: multipart/form-data with "file" (here: a
// WAV of 16-bit PCM mono — other containers are refused as not simulated), "model" (lab-asr),
// optional "stream" ("true": server-sent transcript.text.delta and transcript.text.done events;
// else one JSON {"text"}), "language", "response_format" (json), and the lab's own
// "x_lab_transcript". Fills what `truth` can know; a refusal carries the status and message.
std::optional<LabChatRefusal> readAsrRequest(const LabHttpRequest &request, const LabConfig &config, LabAsrSpec &spec,
                                             LabAsrTruth &truth);

// Ends a recogniser's answer as `outcome`: its truth record updated, its timer cancelled; no-op once
// `ended`. Both of the lab's recognisers (this one, labrealtimeasr.h) end this way.
void endLabAsrAnswer(LabServerWorker &server, LabAsrTruth &truth, std::uint64_t sequence, LabScheduler::Ticket &ticket,
                     bool &ended, LabOutcome outcome);

// Answers one accepted transcription on the lab's precise scheduler.
class LabAsrExchange final : public LabExchange, public LabTimerClient
{
public:
    LabAsrExchange(LabServerWorker &server, LabConnection &connection, LabAsrSpec spec, LabAsrTruth truth);
    ~LabAsrExchange() override;

    void start() override;
    void abandon(LabOutcome outcome) override;

private:
    void onDue(std::int64_t plannedNs) override;
    void end(LabOutcome outcome);

    LabServerWorker &m_server;
    LabConnection &m_connection;
    LabAsrSpec m_spec;
    LabAsrTruth m_truth;
    std::uint64_t m_truthSequence = 0;
    LabScheduler::Ticket m_ticket = 0;
    std::size_t m_nextWord = 0;
    std::int64_t m_firstDeltaNs = kNoTime;
    bool m_ended = false;
};

} // namespace ttft
