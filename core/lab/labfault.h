#pragma once

#include <optional>
#include <string_view>

namespace ttft {

// Faults the lab server injects on request (header `X-Lab-Fault: NAME`). HTTP faults answer at once
// with an error status; stream faults strike after a few content tokens (LabConfig::faultAfterTokens,
// or the `X-Lab-Fault-After-Tokens` header). New faults are added here, in labFaultName() and in
// LabChatExchange::strike().
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
};

std::string_view labFaultName(LabFault fault);
std::optional<LabFault> labFaultFromName(std::string_view name); // case-insensitive
bool isHttpFault(LabFault fault);

// Every name labFaultFromName() accepts, comma separated (for error messages).
std::string_view labFaultNames();

} // namespace ttft
