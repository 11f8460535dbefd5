#pragma once

#include "wire/servertimings.h"

#include <string>
#include <vector>

namespace ttft {

// Which columns (CSV) or keys (JSON Lines) of a server's log hold what. Empty names are guessed
// from the usual ones (request_id, ttft_ms, arrival_time, first_token_time, …).
struct ServerLogMapping {
    std::string id;          // the request id the client sent (X-Request-ID) or the server returned
    std::string ttftMs;      // server TTFT in milliseconds, when the log has it ready
    std::string arrival;     // timestamps: the request arrived …
    std::string firstToken;  // … its first token went out …
    std::string end;         // … and its last
    std::string queueMs;
    std::string e2eMs;
    std::string timeUnit = "auto"; // of the timestamps: s, ms, us, ns, iso, or auto (by magnitude / ISO text)

    bool operator==(const ServerLogMapping &) const = default;
};

// "id=req,ttft_ms=t,arrival=a,first_token=f,end=e,queue_ms=q,e2e_ms=d,time_unit=s"; false with a
// reason on an unknown key or a bad unit.
bool parseServerLogMapping(const std::string &spec, ServerLogMapping &mapping, std::string *error);

struct ServerLogEntry {
    std::string id;
    ServerTimings timings;   // source "log"
    int line = 0;            // 1-based line in the file
};

struct ServerLog {
    std::vector<ServerLogEntry> entries;
    ServerLogMapping used;   // the mapping after guessing
    int lines = 0;           // data lines read (header excluded)
    int skipped = 0;         // lines without an id or without any timing
    std::string firstProblem; // why the first skipped line was skipped, with its number
};

// Reads a JSON Lines or CSV (comma or tab separated, header row, RFC 4180 quoting) server log.
// False with a reason when the file cannot be read or no column holds ids or timings; a bad line is
// skipped and counted, never fatal. Nothing is written.
bool readServerLog(const std::string &path, const ServerLogMapping &mapping, ServerLog &log, std::string *error);

} // namespace ttft
