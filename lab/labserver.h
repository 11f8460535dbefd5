#pragma once

#include "crossval/groundtruth.h"
#include "labconfig.h"
#include "labtruth.h"
#include "labttstruth.h"

#include <QByteArray>
#include <QMutex>
#include <QString>

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class QThread;

namespace ttft {

class LabServerContext;
class LabServerWorker;
class LabTruthLog;
class LabTtsTruthLog;
class LabAsrTruthLog;
struct LabAsrTruth;

// The embedded lab server (docs/ARCHITECTURE.md, The lab): an HTTP/1.1 server on 127.0.0.1 that speaks the wire
// formats of the major LLM APIs and simulates an inference engine behind them in real time
// (queueing behind a batch limit, prefill, a prefix cache, decode that slows with the batch, cold
// start: see labmodel.h), injects faults on request, records the ground truth of every request and
// can replay a recorded response (LabConfig::replay, labrecording.h).
//
// It runs in its own threads with their own event loops (LabConfig::serverThreads; connections
// are dealt out to them as they are accepted), so it keeps time whatever the caller's thread is
// doing. Every method is thread-safe, except that stop() (and the destructor) must not be called
// from a server thread. A QCoreApplication must exist.
//
// Endpoints (a leading /v1 or /v1beta is optional on every generation path: clients append their
// dialect's path to the base URL http://127.0.0.1:PORT/v1). Every one answers streamed and whole,
// with the same engine behind it, in its own format (labstreamformat.h) and its own error shape
// (laberrorbodies.h):
//   POST /v1/chat/completions                     OpenAI Chat Completions (SSE)
//   POST /v1/messages                             Anthropic Messages (SSE); also sends request-id
//   POST /v1/responses                            OpenAI Responses (SSE)
//   POST /v1beta/models/{model}:streamGenerateContent   Gemini (SSE; :generateContent whole)
//   POST /api/chat, /api/generate                 Ollama (NDJSON, streams unless "stream": false)
//   POST /completion                              llama.cpp server (SSE when "stream": true)
//   POST /generate_stream, /generate              TGI (SSE; /generate whole)
//   POST /v1/audio/speech                         OpenAI text to speech: the audio streamed as it is
//                                                 made (LabConfig::ttsModels, labttsexchange.h)
//   GET  /v1/models                               the configured models
//   GET  /lab/truth                               ground truth, JSON array; ?request_id=ID, ?limit=N (newest N);
//                                                 ?kind=tts: the text-to-speech requests' (LabTtsTruth)
//   GET  /metrics                                 Prometheus text format 0.0.4, ttft_lab_* and vLLM's vllm:*
//                                                 names (see labmetrics.h)
//   GET  /lab/time                                {"unix_time_ns": N}: the lab's wall clock, a reference for shards
//   GET  /health                                  {"status":"ok","in_flight":..,"max_in_flight":..,"connections":..,"models":{..},..}
// Every response carries a Date header (RFC 9110 §6.6.1).
// llama.cpp and TGI requests name no model: LabConfig::defaultModel (the first model) answers them.
// Request headers understood on generation requests (each one overrides the model for this request):
//   X-Request-ID                echoed as x-request-id (every response has one; made up if absent),
//                               and as request-id by the Anthropic endpoint; the truth is kept under it
//   X-Lab-First-Token-Ms        exact delay from the request's last byte to the first token: the
//                               request skips the queue, the cold start and the prefill (it still
//                               counts as running, so the batch can exceed its limit through these)
//   X-Lab-Tpot-Ms               exact gap between tokens (no jitter, no slowdown with the batch)
//   X-Lab-Output-Tokens         answer length (max_tokens still cuts it, finish_reason "length")
//   X-Lab-Reasoning-Tokens      N reasoning tokens before the answer, paced like it, in the dialect's
//                               reasoning form (none for llama.cpp and TGI); max_tokens counts them
//   X-Lab-Fault                 see LabFault; X-Lab-Fault-After-Tokens moves stream faults
//   X-Lab-Seed                  seed for this request's jitter and text
// On /v1/audio/speech: X-Request-ID, X-Lab-Fault (the faults labttsrequest.h lists),
// X-Lab-Fault-After-Tokens (counts audio chunks there), X-Lab-Seed, and X-Lab-First-Audio-Ms: exact
// delay from the request's last byte to the first audio chunk (no per-character cost, no jitter).
//
// Embedded use:
//   LabServer lab;                      // LabConfig{} has three demo models
//   QString error;
//   if (!lab.start(&error)) ...
//   use lab.baseUrl() ("http://127.0.0.1:PORT/v1") as a base URL in any dialect; read lab.truthFor(id).
// Standalone (`ttft-bench lab`): see runLabServerUntilSignal() in labstandalone.h.
class LabServer : public GroundTruth
{
public:
    explicit LabServer(LabConfig config = {});
    ~LabServer() override; // stops

    LabServer(const LabServer &) = delete;
    LabServer &operator=(const LabServer &) = delete;

    // Starts the threads and listens; returns when the port is bound. Clears the truth log and
    // starts every model cold, with an empty queue and cache, and zeroed metrics. Reads the replay's
    // recording, if any, now.
    // On failure returns false with a translated reason in `error`.
    bool start(QString *error = nullptr);
    // Closes every connection (in-flight answers end as "server_stopped") and joins the threads.
    // The truth log and the metrics stay readable.
    void stop();
    bool isRunning() const;

    quint16 port() const;    // 0 when not running
    // Where clients send generation requests: "http://127.0.0.1:PORT/v1"; with the fault
    // connection-refused (LabConfig::fault) the port is one the lab holds bound but never listens
    // on, so every connection to it is refused (the truth and metrics stay on port()).
    QString baseUrl() const;
    const LabConfig &config() const { return m_config; }

    // Snapshots of the truth log (oldest first), including requests still in flight.
    std::vector<LabTruth> truth() const;
    std::optional<LabTruth> truthFor(const std::string &requestId) const; // newest with that id
    // The lab's own TTFT of a request (GroundTruth): first token written − request read whole.
    std::optional<double> serverTtftMs(const std::string &requestId) const override;
    // The same for text-to-speech requests (POST /v1/audio/speech).
    std::vector<LabTtsTruth> ttsTruth() const;
    std::optional<LabTtsTruth> ttsTruthFor(const std::string &requestId) const;
    // The same for transcriptions (POST /v1/audio/transcriptions).
    std::optional<LabAsrTruth> asrTruthFor(const std::string &requestId) const;
    // What GET /metrics answers (empty before the first start).
    QByteArray metrics() const;

private:
    void stopLocked();
    bool reserveRefusingPort();

    const LabConfig m_config;
    std::shared_ptr<LabTruthLog> m_truth;
    std::shared_ptr<LabTtsTruthLog> m_ttsTruth;
    std::shared_ptr<LabAsrTruthLog> m_asrTruth;
    mutable QMutex m_lifecycle; // start() and stop() one at a time
    mutable QMutex m_contextMutex; // metrics() may run while start() replaces the context
    std::shared_ptr<LabServerContext> m_context;
    std::vector<std::unique_ptr<QThread>> m_threads;
    std::vector<LabServerWorker *> m_workers; // each lives in its thread; deleted there when it finishes
    std::atomic<quint16> m_port{0};
    int m_refusingFd = -1;                 // the connection-refused fault's bound, silent socket
    std::atomic<quint16> m_refusingPort{0};
};

} // namespace ttft
