#pragma once

#include "labmodel.h"

#include <QtGlobal>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ttft {

// Everything a lab server is started with. The defaults make a useful demo: three models with
// clearly different latency, no API key, reproducible jitter.
struct LabConfig {
    quint16 port = 0;                           // 0: any free port (LabServer::port() reports it)
    std::vector<LabModel> models = demoModels();
    std::string apiKey;                         // non-empty: requests need `Authorization: Bearer KEY`
    std::uint64_t seed = 1;                     // jitter and text are drawn from (seed, request id)
    std::size_t truthCapacity = 100'000;        // ground-truth records kept (oldest dropped first)
    int faultAfterTokens = 3;                   // content tokens sent before a stream fault strikes
    int maxHeaderBytes = 64 * 1024;             // request line + headers; more is answered 431
    qint64 maxBodyBytes = 64 * 1024 * 1024;     // more is answered 413
    // Linux timerfd wake-ups hit the planned write time within microseconds. Qt's own timers have
    // millisecond granularity (the glib dispatcher also rounds its poll timeout up to whole ms),
    // which makes every write 0-2 ms late; `false` uses them anyway (Qt::PreciseTimer).
    bool preciseWakeups = true;
    bool tcpNoDelay = true;                     // small SSE chunks must not wait for Nagle
    // Request arrival stamps from the kernel (SO_TIMESTAMPNS: when the bytes reached the socket)
    // rather than from the read that found them, so a busy server thread cannot make a request
    // look later than it was. `false` stamps at the read, as a client does.
    bool kernelTimestamps = true;
    // Event-loop threads serving connections (each has its own timer heap; connections are spread
    // over them as they are accepted). 0: one per CPU core, at most 4. One thread keeps up with
    // 1000 streams (~45% of a core), but a second one halves the p99 lateness of bursts, where
    // every stream's token is due at once.
    int serverThreads = 0;

    // "lab-fast", "lab-steady" and "lab-slow".
    static std::vector<LabModel> demoModels();

    const LabModel *findModel(std::string_view name) const; // nullptr when unknown
    int effectiveServerThreads() const; // serverThreads, or the automatic count for 0

    bool operator==(const LabConfig &) const = default;
};

} // namespace ttft
