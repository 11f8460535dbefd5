#pragma once

#include <optional>
#include <string_view>

namespace ttft {

// Faults the lab server injects on request (header `X-Lab-Fault: NAME`), one per request.
enum class LabFault {
    None,        // "none"
    Http401,     // "http-401": invalid_api_key, as OpenAI answers a wrong key
    Http429,     // "http-429": rate limited, with Retry-After
    Http500,     // "http-500": server_error
    ErrorEvent,  // "error-event": an SSE `event: error` with a JSON error, then the stream ends
    ErrorObject, // "error-object": a `data: {"error":{...}}` chunk, then the stream ends
    Drop,        // "drop": the connection closes mid-stream (no terminating chunk)
    Stall,       // "stall": nothing more is sent, the connection stays open
    Malformed,   // "malformed": one data line of broken JSON, then the stream goes on normally
    Buffered,    // "buffered": the whole response is held back and sent in one write when its
                 // last token is made, as a buffering proxy delivers it (TTFT ≈ E2E)
};

// When and how a fault acts; LabChatExchange handles each kind, so a new fault of an existing
// kind needs only a row in labfault.cpp (and its enum value), a new kind a case there too.
enum class LabFaultKind {
    None,
    HttpStatus,  // answered at once with an error status, before any stream
    StreamEnd,   // strikes after `faultAfterTokens` content tokens and ends the stream
    StreamGlitch,// strikes after `faultAfterTokens` content tokens, the stream goes on
    Delivery,    // changes how the bytes reach the client, not what they are
};

std::string_view labFaultName(LabFault fault);
std::optional<LabFault> labFaultFromName(std::string_view name); // case-insensitive
LabFaultKind labFaultKind(LabFault fault);
bool isHttpFault(LabFault fault); // kind HttpStatus
int labFaultHttpStatus(LabFault fault); // the status of an HttpStatus fault, else 0

// Every name labFaultFromName() accepts, comma separated (for error messages).
std::string_view labFaultNames();

} // namespace ttft
