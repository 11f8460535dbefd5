#pragma once

#include "labfault.h"
#include "labmodel.h"
#include "labasrmodel.h"
#include "labttsmodel.h"

#include <QtGlobal>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ttft {

// Replaying a recorded response (see labrecording.h): every request to `dialect`'s endpoint is
// answered with the recorded body, byte for byte, one write per recorded event. The request still
// goes through its model (queue, prefill: the first event waits for the model's first token, or
// X-Lab-First-Token-Ms), and the events follow every `paceMs`; with `originalPacing` they follow
// the recording's own timestamps instead (a timed recording only), counted from the request.
struct LabReplay {
    std::string path;            // a raw body (.sse, .ndjson) or a timed JSON Lines recording
    std::string dialect;         // labDialectName(): "anthropic", "ollama-chat", ...
    bool originalPacing = false;
    double paceMs = -1;          // gap between events; < 0: the model's tpotMs

    bool operator==(const LabReplay &) const = default;
};

// Everything a lab server is started with. The defaults make a useful demo: three models with
// clearly different latency, no API key, reproducible jitter.
struct LabConfig {
    quint16 port = 0;                           // 0: any free port (LabServer::port() reports it)
    std::vector<LabModel> models = demoModels();
    // Text-to-speech models, answering POST /v1/audio/speech (labttsexchange.h).
    std::vector<LabTtsModel> ttsModels = demoTtsModels();
    // Speech recognisers, answering POST /v1/audio/transcriptions and the realtime WebSocket
    // (labasr.h, labrealtimeasr.h).
    std::vector<LabAsrModel> asrModels = demoAsrModels();
    std::string apiKey;                         // non-empty: requests need `Authorization: Bearer KEY`
    std::uint64_t seed = 1;                     // jitter and text are drawn from (seed, request id)
    std::size_t truthCapacity = 100'000;        // ground-truth records kept (oldest dropped first)
    int faultAfterTokens = 3;                   // content tokens sent before a stream fault strikes
    // The fault of every request that names none (X-Lab-Fault wins), and the only way to set a
    // connection fault (labfault.h): connection-refused makes baseUrl() name a refusing port.
    LabFault fault = LabFault::None;
    int slowAcceptMs = 500;                     // the slow-accept fault's delay per connection
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
    // llama.cpp and TGI requests name no model: this one answers them (empty: the first model).
    std::string defaultModel;
    std::optional<LabReplay> replay;
    // Non-empty: a JSON Lines line per finished request is appended here (labaccesslog.h), the
    // server log a client joins to its own records (ttft-bench run --server-log).
    std::string accessLogPath;

    // "lab-fast", "lab-steady" and "lab-slow".
    static std::vector<LabModel> demoModels();
    // "lab-tts" (first audio ~120 ms) and "lab-tts-slow" (~350 ms).
    static std::vector<LabTtsModel> demoTtsModels();
    // "lab-asr" (first delta 120 ms after the turn ended, 6 ms a word).
    static std::vector<LabAsrModel> demoAsrModels();

    const LabModel *findModel(std::string_view name) const; // nullptr when unknown
    const LabTtsModel *findTtsModel(std::string_view name) const; // nullptr when unknown
    const LabAsrModel *findAsrModel(std::string_view name) const; // nullptr when unknown
    int effectiveServerThreads() const; // serverThreads, or the automatic count for 0
    std::string effectiveDefaultModel() const; // defaultModel, or the first model's name

    bool operator==(const LabConfig &) const = default;
};

} // namespace ttft
