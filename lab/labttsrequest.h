#pragma once

#include "labaudiostream.h"
#include "labchatrequest.h"
#include "labconfig.h"
#include "labfault.h"
#include "labhttprequest.h"
#include "labrandom.h"
#include "labttsmodel.h"

#include <QByteArray>

#include <cstdint>
#include <optional>

namespace ttft {

struct LabTtsTruth;

// What the server decided about one accepted speech request.
struct LabTtsSpec {
    QByteArray requestId;
    LabTtsModel model;
    LabAudioFormat format = LabAudioFormat::Mp3;
    double speed = 1;
    int inputChars = 0;
    LabFault fault = LabFault::None;  // None, Drop, Stall or StallFirst (the others never get here)
    int faultAfterChunks = 3;         // audio chunks written before drop or stall strikes
    std::optional<double> exactFirstAudioMs; // X-Lab-First-Audio-Ms
    double leadingSilenceMs = 0;       // the model's, or X-Lab-Leading-Silence-Ms
    bool sse = false;                 // stream_format "sse": the audio in base64 events
    LabRandom timingRandom{0};
    std::int64_t startNs = kNoTime;   // the plan counts from here
};

// Reads POST /v1/audio/speech as OpenAI does: a JSON object with "model" (one of
// LabConfig::ttsModels, else 404 model_not_found), "input" (1 to 4096 characters), "voice" (any
// non-empty name: the lab has one voice and does not pretend otherwise), optional "response_format"
// (mp3 by default, as OpenAI's; one of labAudioFormatNames()), "speed" (0.25 to 4: the speech is
// that much shorter, its first audio is not earlier), "stream_format" ("audio", the raw body, or
// "sse": the same chunks base64-encoded in events, LabTtsExchange) and "instructions" (ignored). Missing or wrong fields are 400 with OpenAI's JSON
// error; with LabConfig::apiKey, `Authorization: Bearer KEY` is required (else 401).
//
// Faults (X-Lab-Fault, or LabConfig::fault): every HTTP-status fault answers as on chat; "stall-first"
// sends nothing at all; "drop" closes the connection and "stall" stops writing where the
// (faultAfterChunks + 1)-th audio chunk was due (X-Lab-Fault-After-Tokens counts chunks here);
// "connection-close" and the connection faults act as everywhere. Any other fault named in the
// header is refused (400 unknown_lab_fault: not simulated on this endpoint); as the lab's own fault
// it does not apply here (the truth says "none").
//
// Fills `spec` (all but requestId and startNs) and what `truth` can know from the request, refused
// or not (model, voice, input, format, speed, fault). `truth.requestId` must be set: it seeds the
// jitter.
std::optional<LabChatRefusal> readTtsRequest(const LabHttpRequest &request, const LabConfig &config, LabTtsSpec &spec,
                                             LabTtsTruth &truth);

} // namespace ttft
