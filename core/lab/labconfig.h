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

    // "lab-fast", "lab-steady" and "lab-slow".
    static std::vector<LabModel> demoModels();

    const LabModel *findModel(std::string_view name) const; // nullptr when unknown
};

} // namespace ttft
