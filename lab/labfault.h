#pragma once

#include <optional>
#include <string_view>

namespace ttft {

// Faults the lab server injects, one per request: named by the request's header
// `X-Lab-Fault: NAME`, or for every request that names none by LabConfig::fault (`ttft-bench lab
// --fault NAME`, `ttft-bench run --lab --lab-fault NAME`). Connection faults act before any
// request can be read, so only LabConfig::fault sets them. After each name: what the lab does, then
// what the client records for it (its ErrorClass, core/model/requestrecord.h; tst_faultmatrix
// checks every row on both transports at concurrency 1 and 50).
enum class LabFault {
    None,        // "none"                                          → success
    // Connection faults (LabConfig::fault only).
    ConnectionRefused, // "connection-refused": LabServer::baseUrl() names a port the lab holds bound
                 // but never listens on, so every connect is refused by the kernel (an honest refusal:
                 // an accepted connection cannot be refused any more)   → connection_refused
    SlowAccept,  // "slow-accept": each connection is taken up LabConfig::slowAcceptMs after the
                 // kernel accepted it (a server behind on accept(2): the handshake is done, the
                 // request waits unread)                              → success, its TTFB that much later
    // Answered at once with an error status.
    Http401,     // "http-401": invalid_api_key, as OpenAI answers a wrong key   → http_4xx
    Http429,     // "http-429": rate limited, with Retry-After: 1   → http_429 (the message names Retry-After)
    Http500,     // "http-500": server_error, JSON in the dialect's error shape → http_5xx
    Http502,     // "http-502": bad gateway, JSON                   → http_5xx
    Http503,     // "http-503": service unavailable, JSON, Retry-After → http_5xx
    Http500Html, // "http-500-html": an HTML error page (text/html), as a web server words it → http_5xx
    Http502Html, // "http-502-html": nginx's 502 page                → http_5xx (the message is the page's title)
    Http503Html, // "http-503-html": a gateway's 503 page           → http_5xx
    // Strike after `faultAfterTokens` content tokens.
    ErrorEvent,  // "error-event": an SSE `event: error` with a JSON error, then the stream ends → stream_error
    ErrorObject, // "error-object": a `data: {"error":{...}}` chunk, then the stream ends       → stream_error
    Drop,        // "drop": the connection closes mid-stream (no terminating chunk)            → dropped
    Stall,       // "stall": nothing more is sent, the connection stays open → total_timeout
                 // (first_token_timeout when it strikes before the first token)
    Malformed,   // "malformed": one data line of broken JSON, then the stream goes on normally → malformed_stream
    BadChunked,  // "bad-chunked": a chunk whose size line is not hex, then the connection closes
                 // → curl: malformed_stream (invalid HTTP framing); qt: dropped (Qt 6.4 reads a size
                 // that is not hex as 0, the end of the body, so the stream ends without its end)
    HugeEvent,   // "huge-event": one extra content event of 10 MiB of text (a single SSE event /
                 // NDJSON line), then the stream goes on normally     → success
    LongLine,    // "long-line": 1 MiB of a data line with no line end, then the body ends and the
                 // connection closes (graceful)  → malformed_stream: the last bytes are read as a line,
                 // as the SDKs do, and are broken JSON; the message says the stream ended inside an event
    // Before anything.
    StallFirst,  // "stall-first": nothing at all is sent, not even the response head, and the
                 // connection stays open                             → first_token_timeout
    // At the end.
    NoDone,      // "no-done": every token, then the body ends cleanly without the dialect's end
                 // (no finish reason, usage, [DONE], message_stop, ...) → dropped (the answer may be cut short)
    // How the bytes reach the client, not what they are.
    Buffered,    // "buffered": the whole response is held back and sent in one write when its
                 // last token is made, as a buffering proxy delivers it (TTFT ≈ E2E) → success
    Gzip,        // "gzip": the stream is sent `Content-Encoding: gzip` (each write one flushed
                 // deflate block) although the client asked for identity    → malformed_stream, with a
                 // message naming the encoding: the tool asks for identity on purpose (ARCHITECTURE.md, Qt facts),
                 // and a gateway that compresses anyway is worth knowing about, not silently decoding
    Drip,        // "drip": the first kDripBytes bytes of the body one per kDripGapMs (1 byte per
                 // 100 ms for ~1 s), then the rest as it is made       → success, TTFT ≥ ~1 s
    ConnectionClose, // "connection-close": `Connection: close` on every response, and the
                 // connection closes after it                        → success, never a reused connection
                 // (curl knows; Qt 6.4 does not say which connection carried a reply: its
                 // connection_reused is a guess, see qttransportworker.cpp)
    WrongContentType, // "wrong-content-type": a valid stream labelled `Content-Type: text/html`
                 // → success: the events decode, and the clients of these APIs read them whatever the label
};

// When and how a fault acts; LabChatExchange handles each kind, so a new fault of an existing
// kind needs only a row in labfault.cpp (and its enum value), a new kind a case there too.
enum class LabFaultKind {
    None,
    Connection,  // acts on the connection before any request is read (LabServer, LabListener)
    HttpStatus,  // answered at once with an error status, before any stream
    StreamStart, // strikes before the response head
    StreamEnd,   // strikes after `faultAfterTokens` content tokens and ends the stream
    StreamGlitch,// strikes after `faultAfterTokens` content tokens, the stream goes on
    StreamTail,  // replaces the stream's end
    Delivery,    // changes how the bytes reach the client, not what they are
};

// The drip fault: this many body bytes one at a time, this far apart.
inline constexpr int kDripBytes = 10;
inline constexpr int kDripGapMs = 100;
// The huge-event fault's event text, and the long-line fault's unterminated line.
inline constexpr int kHugeEventBytes = 10 * 1024 * 1024;
inline constexpr int kLongLineBytes = 1024 * 1024;

std::string_view labFaultName(LabFault fault);
std::optional<LabFault> labFaultFromName(std::string_view name); // case-insensitive
LabFaultKind labFaultKind(LabFault fault);
bool isHttpFault(LabFault fault); // kind HttpStatus
bool isConnectionFault(LabFault fault); // kind Connection
int labFaultHttpStatus(LabFault fault); // the status of an HttpStatus fault, else 0
bool labFaultHtmlBody(LabFault fault);  // an HttpStatus fault answered with an HTML page

// Every name labFaultFromName() accepts, comma separated (for error messages).
std::string_view labFaultNames();

} // namespace ttft
