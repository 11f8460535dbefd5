#pragma once

#include "labconfig.h"
#include "labtruth.h"

#include <QMutex>
#include <QString>

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class QThread;

namespace ttft {

class LabServerWorker;
class LabTruthLog;

// The embedded lab server (DESIGN.md §5): an OpenAI-compatible HTTP/1.1 server on 127.0.0.1 that
// answers in real time after a latency model, injects faults on request and records the ground
// truth of every chat completion.
//
// It runs in its own thread with its own event loop, so it keeps time whatever the caller's thread
// is doing. Every method is thread-safe, except that stop() (and the destructor) must not be
// called from the server thread itself. A QCoreApplication must exist.
//
// Endpoints:
//   POST /v1/chat/completions   streaming (SSE, chunked) and whole JSON answers
//   GET  /v1/models             the configured models
//   GET  /lab/truth             ground truth, JSON array; ?request_id=ID, ?limit=N (newest N)
//   GET  /health                {"status":"ok","in_flight":..,"connections":..}
// Request headers understood on chat completions (each one overrides the model for this request):
//   X-Request-ID                echoed as x-request-id (every response has one; made up if absent)
//   X-Lab-First-Token-Ms        exact delay from the request's last byte to the first token
//   X-Lab-Tpot-Ms               exact gap between tokens
//   X-Lab-Output-Tokens         answer length (max_tokens still cuts it, finish_reason "length")
//   X-Lab-Fault                 see LabFault; X-Lab-Fault-After-Tokens moves stream faults
//   X-Lab-Seed                  seed for this request's jitter and text
//
// Embedded use:
//   LabServer lab;                      // LabConfig{} has three demo models
//   QString error;
//   if (!lab.start(&error)) ...
//   use lab.baseUrl() ("http://127.0.0.1:PORT/v1") as an OpenAI base URL; read lab.truthFor(id).
// Standalone (`ttft-bench lab`): see runLabServerUntilSignal() in labstandalone.h.
class LabServer
{
public:
    explicit LabServer(LabConfig config = {});
    ~LabServer(); // stops

    LabServer(const LabServer &) = delete;
    LabServer &operator=(const LabServer &) = delete;

    // Starts the thread and listens; returns when the port is bound. Clears the truth log.
    // On failure returns false with a translated reason in `error`.
    bool start(QString *error = nullptr);
    // Closes every connection (in-flight answers end as "server_stopped") and joins the thread.
    // The truth log stays readable.
    void stop();
    bool isRunning() const;

    quint16 port() const;    // 0 when not running
    QString baseUrl() const; // "http://127.0.0.1:PORT/v1"
    const LabConfig &config() const { return m_config; }

    // Snapshots of the truth log (oldest first), including requests still in flight.
    std::vector<LabTruth> truth() const;
    std::optional<LabTruth> truthFor(const std::string &requestId) const; // newest with that id

private:
    const LabConfig m_config;
    std::shared_ptr<LabTruthLog> m_truth;
    mutable QMutex m_lifecycle; // start() and stop() one at a time
    std::unique_ptr<QThread> m_thread;
    LabServerWorker *m_worker = nullptr; // lives in m_thread; deleted there when it finishes
    std::atomic<quint16> m_port{0};
};

} // namespace ttft
