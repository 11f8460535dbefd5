#pragma once

#include "labtruth.h"

#include <QJsonObject>

#include <cstdint>
#include <string>

namespace ttft {

// Ground truth of one text-to-speech request (POST /v1/audio/speech), recorded by the server: what
// a client's time to first audio and time to the first 100 ms of audio should see. Times are
// absolute CLOCK_MONOTONIC ns (kNoTime when absent), stamped as LabTruth's are: as the bytes are
// handed to the kernel, so no client can see them before their stamp. Kept apart from the chat
// truth (LabServer::ttsTruth(), GET /lab/truth?kind=tts) so the chat truth's JSON stays as it was.
struct LabTtsTruth {
    std::string requestId;       // the client's X-Request-ID, or the one the server made up
    std::string model;           // as asked (refused requests too)
    std::string voice;
    std::string input;           // the input text exactly as received (UTF-8)
    int inputChars = 0;          // Unicode code points of `input`
    std::string format;          // response_format: "pcm" | "wav" | "mp3" | "opus" | "aac" | "flac"
    double speed = 1;
    std::string fault;           // injected fault name, "none" when none
    LabOutcome outcome = LabOutcome::InFlight;
    int httpStatus = 0;

    std::uint64_t connectionSerial = 0;
    int requestOnConnection = 0;

    std::int64_t firstRequestByteNs = kNoTime;
    std::int64_t requestCompleteNs = kNoTime;  // last byte of the body read
    std::int64_t startNs = kNoTime;            // the plan counts from here: request complete, or the
                                               // pipelined answer before it ended
    std::int64_t headWrittenNs = kNoTime;      // status line and headers (sent as soon as accepted)
    std::int64_t plannedFirstAudioNs = kNoTime;
    double plannedFirstAudioMs = -1;           // from startNs: first audio + per-char cost + jitter
    std::int64_t firstAudioWrittenNs = kNoTime; // first body byte (WAV: the header with the first chunk)
    // The write after which at least 100 ms of audio had been written (absent when the audio is
    // shorter, or the stream ended before).
    std::int64_t audio100msWrittenNs = kNoTime;
    std::int64_t lastByteWrittenNs = kNoTime;  // end of the response
    std::int64_t firstAudioLateNs = kNoTime;   // first chunk's stamp minus its plan
    std::int64_t maxChunkLateNs = kNoTime;     // worst such lateness over all chunks

    int sampleRate = 0;
    double leadingSilenceMs = 0; // audio before the speech (LabTtsModel::leadingSilenceMs): the
                                 // first real audio is firstAudioWrittenNs plus this much
    double plannedAudioMs = 0;   // the whole speech (MP3: whole frames)
    double audioMsWritten = 0;   // audio in the chunks written so far
    std::int64_t bodyBytesWritten = 0; // body bytes written (a WAV header included), framing excluded
    int chunksWritten = 0;
    int backloggedWrites = 0;

    // snake_case keys, ns as integers, absent times as null.
    QJsonObject toJson() const;
};

} // namespace ttft
