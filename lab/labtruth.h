#pragma once

#include "base/monoclock.h"

#include <QJsonObject>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace ttft {

// How a chat completion request ended, as the server saw it.
enum class LabOutcome {
    InFlight,      // "in_flight": still being answered
    Complete,      // "complete": the whole answer was written
    HttpError,     // "http_error": answered with an error status (fault, bad request, bad key)
    ErrorEvent,    // "error_event": stream ended by an injected `event: error`
    ErrorObject,   // "error_object": stream ended by an injected `{"error":...}` chunk
    Dropped,       // "dropped": the server closed the connection mid-stream (fault)
    Stalled,       // "stalled": the server stopped sending and kept the connection open (fault)
    ClientClosed,  // "client_closed": the client went away before the answer was complete
    ServerStopped, // "server_stopped": the lab server was stopped mid-answer
};
inline constexpr std::size_t kLabOutcomeCount = std::size_t(LabOutcome::ServerStopped) + 1;

std::string_view labOutcomeName(LabOutcome outcome);

// Ground truth of one generation request (in any dialect: see LabDialect), recorded by the server.
// Times are absolute CLOCK_MONOTONIC ns (ttft::monoNowNs(), kNoTime when absent), comparable with a
// client's stamps on the same host. "Written" stamps are taken as the bytes are handed to the
// kernel (LabConnection::send(): just before send(2), which on loopback can outlast the client's
// read of them), so no client can see the bytes before their stamp.
struct LabTruth {
    std::string requestId;       // the client's X-Request-ID, or the one the server made up
    std::string model;
    std::string dialect = "openai-chat"; // the wire format asked for (labDialectName())
    bool replayed = false;       // answered with a recorded body (LabConfig::replay)
    std::string fault;           // injected fault name, "none" when none
    std::string finishReason;    // "stop" | "length" | "tool_calls" | "" (no finish chunk written)
    LabOutcome outcome = LabOutcome::InFlight;
    int httpStatus = 0;
    bool stream = false;

    std::uint64_t connectionSerial = 0; // 1, 2, ... in accept order
    int requestOnConnection = 0;        // 0 for the first request on its connection
    bool connectionReused = false;      // requestOnConnection > 0

    std::int64_t firstRequestByteNs = kNoTime; // first byte of the request read from the socket
    std::int64_t requestCompleteNs = kNoTime;  // last byte of the body read
    std::int64_t acceptedNs = kNoTime;         // parsed and admitted (after earlier pipelined answers)
    std::int64_t queueEnterNs = kNoTime;       // joined its model's queue: the start the plan counts from
                                               // (request complete, or the pipelined answer before it ended)
    std::int64_t prefillStartNs = kNoTime;     // left the queue (== queueEnterNs when nothing was in the way)
    std::int64_t batchLeftNs = kNoTime;        // gave its place in the batch back: last token made, or
                                               // ended early (a request it lets in starts its prefill then)
    std::int64_t roleChunkWrittenNs = kNoTime; // response head + the dialect's prelude events (role-only
                                               // chunk, message_start, ...; streams only)
    // What the client's TTFO, first reasoning and TTFS should see (streammeter.h), as written. A
    // write that carries several events counts for each; a buffered stream or a whole body is
    // one write. Replays stamp only the answer-text writes (firstTokenWrittenNs): the recording's
    // text is not read, so these three stay absent.
    std::int64_t firstOutputWrittenNs = kNoTime;    // first reasoning or answer token written
    std::int64_t firstReasoningWrittenNs = kNoTime; // first reasoning token written
    // The write after which the answer text written so far first holds a speakable clause by the
    // client's rule (ClauseScanner with kDefaultClauseChars); an answer that never does is
    // complete, and so speakable, with the write that ends it (finish reason, or an in-band error).
    std::int64_t firstSentenceWrittenNs = kNoTime;
    std::int64_t firstOutputMadeNs = kNoTime;  // the engine made its first token of any kind (reasoning or
                                               // answer): the end of its prefill
    std::int64_t firstTokenMadeNs = kNoTime;   // the engine made the first answer token (a buffering proxy
                                               // does not move this one; replays: first answer-text event due)
    std::int64_t firstTokenWrittenNs = kNoTime;// first content (answer) chunk (streams) or the whole body
    std::int64_t lastByteWrittenNs = kNoTime;  // end of the response
    // A forced tool call (labtoolcall.h) instead of answer text: the write that opens the call (its
    // name and id, with the first fragment of its arguments) and the write with its last fragment.
    // A dialect that sends the call whole (Gemini) writes both at once. The call counts as output
    // (firstOutputWrittenNs); there is no answer text, so no firstTokenWrittenNs.
    std::int64_t firstToolCallWrittenNs = kNoTime;
    std::int64_t toolCallEndWrittenNs = kNoTime;
    std::string toolName;        // the tool called ("" for an answer in text)
    int toolCallPiecesWritten = 0; // argument fragments written

    int promptTokens = 0;        // estimated from the messages (see prompttokenestimator.h)
    int outputTokens = 0;        // planned content tokens
    int tokensWritten = 0;       // content chunks actually written (replays: writes with answer text)
    int reasoningTokens = 0;     // planned reasoning tokens, before the content (X-Lab-Reasoning-Tokens)
    int reasoningTokensWritten = 0;
    int inFlightAtStart = 0;     // other chat requests being answered when this one was accepted
    int runningAtAccept = 0;     // its model's running and waiting requests right after it joined,
    int waitingAtAccept = 0;     // itself included
    int cachedTokens = 0;        // prompt tokens found in the prefix cache
    double coldStartMs = 0;      // waited this long for the model to load (cold start)
    double plannedPrefillMs = -1; // overhead + uncached prompt + jitter, once out of the queue

    double plannedFirstTokenMs = -1;            // planned delay from the start to the first token
                                                // (queue wait included; known once out of the queue)
    std::int64_t plannedFirstTokenNs = kNoTime; // the absolute time that delay points at
    // Lateness is the server's own timekeeping: a write's stamp minus the time it was planned for.
    // A buffered stream (fault "buffered") has one write, planned when its last token is made.
    std::int64_t firstTokenLateNs = kNoTime;    // first content write's stamp minus its plan
    std::int64_t maxTokenLateNs = kNoTime;      // worst such lateness over all content writes
    std::int64_t sumTokenLateNs = 0;            // over all content writes (mean = sum / tokensWritten)
    int backloggedWrites = 0;    // writes the kernel did not take at once (client reads too slowly)

    // snake_case keys, ns as integers, absent times as null.
    QJsonObject toJson() const;
};

} // namespace ttft
