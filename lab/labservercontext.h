#pragma once

#include "labaccesslog.h"

#include "labconfig.h"

#include <QByteArray>

#include <atomic>
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

namespace ttft {

class LabModelState;
struct LabRecording;
class LabTruthLog;
class LabTtsTruthLog;
class LabAsrTruthLog;


// How hard one server thread works: wake-ups of its timer heap, callbacks run, and time spent in
// them. Written by that thread, read by any (relaxed atomics: figures, not synchronisation).
struct LabLoopStats {
    std::atomic<std::uint64_t> wakeUps{0};
    std::atomic<std::uint64_t> callbacks{0};
    std::atomic<std::int64_t> busyNs{0};
};

// What every thread of one running lab server shares: the configuration, the truth log, the live
// state of each model (batch, queue, cache, metrics) and the server-wide counters. Thread-safe.
// A new one is made at each LabServer::start(), so a restarted server starts cold and empty.
class LabServerContext
{
public:
    LabServerContext(const LabConfig &config, std::shared_ptr<LabTruthLog> truth, int threads,
                     std::shared_ptr<const LabRecording> replay = nullptr);
    ~LabServerContext();

    const LabConfig &config() const { return m_config; }
    LabTruthLog &truthLog() { return *m_truth; }
    // The text-to-speech requests' truth (set once, before any thread runs).
    LabTtsTruthLog &ttsTruthLog() { return *m_ttsTruth; }
    void setTtsTruthLog(std::shared_ptr<LabTtsTruthLog> log) { m_ttsTruth = std::move(log); }
    // The transcriptions' truth (the same way).
    LabAsrTruthLog &asrTruthLog() { return *m_asrTruth; }
    void setAsrTruthLog(std::shared_ptr<LabAsrTruthLog> log) { m_asrTruth = std::move(log); }
    LabAccessLog *accessLog() const { return m_accessLog.get(); } // null without LabConfig::accessLogPath
    void setAccessLog(std::unique_ptr<LabAccessLog> log) { m_accessLog = std::move(log); }
    int threadCount() const { return int(m_loopStats.size()); }

    LabModelState *modelState(std::string_view name) const; // nullptr when unknown
    // The recording that answers its dialect's requests (LabConfig::replay), read at start.
    const std::shared_ptr<const LabRecording> &replay() const { return m_replay; }
    const std::vector<std::unique_ptr<LabModelState>> &modelStates() const { return m_models; }

    LabLoopStats &loopStats(int thread) { return *m_loopStats[std::size_t(thread)]; }
    const LabLoopStats &loopStats(int thread) const { return *m_loopStats[std::size_t(thread)]; }

    QByteArray newRequestId(); // "lab-000001", ...
    std::uint64_t newConnectionSerial() { return ++m_connectionSerial; }
    std::uint64_t newExchangeId() { return ++m_exchangeSerial; }

    // Chat completions being answered, and open connections, over every thread.
    int inFlight() const { return m_inFlight.load(std::memory_order_relaxed); }
    int inFlightThenAdd()
    {
        const int before = m_inFlight.fetch_add(1, std::memory_order_relaxed);
        int peak = m_maxInFlight.load(std::memory_order_relaxed);
        while (before + 1 > peak && !m_maxInFlight.compare_exchange_weak(peak, before + 1, std::memory_order_relaxed)) {
        }
        return before;
    }
    // The most chat completions answered at once since the lab started: what a load spread over
    // several clients (`run --shard`) reached at this server.
    int maxInFlight() const { return m_maxInFlight.load(std::memory_order_relaxed); }
    void exchangeEnded() { m_inFlight.fetch_sub(1, std::memory_order_relaxed); }
    int connections() const { return m_connections.load(std::memory_order_relaxed); }
    void connectionOpened() { m_connections.fetch_add(1, std::memory_order_relaxed); }
    void connectionClosed() { m_connections.fetch_sub(1, std::memory_order_relaxed); }

    // Chat completions refused before a model was known (no such model, unreadable body, ...).
    void countUnroutedRejection() { m_unroutedRejections.fetch_add(1, std::memory_order_relaxed); }
    std::uint64_t unroutedRejections() const { return m_unroutedRejections.load(std::memory_order_relaxed); }

    bool preciseWakeups() const { return m_preciseWakeups.load(std::memory_order_relaxed); }
    void setPreciseWakeups(bool on) { m_preciseWakeups.store(on, std::memory_order_relaxed); }

private:
    const LabConfig m_config;
    std::shared_ptr<LabTruthLog> m_truth;
    std::shared_ptr<LabTtsTruthLog> m_ttsTruth;
    std::shared_ptr<LabAsrTruthLog> m_asrTruth;
    std::unique_ptr<LabAccessLog> m_accessLog;
    std::shared_ptr<const LabRecording> m_replay;
    std::vector<std::unique_ptr<LabModelState>> m_models;
    std::vector<std::unique_ptr<LabLoopStats>> m_loopStats;
    std::atomic<std::uint64_t> m_requestCounter{0};
    std::atomic<std::uint64_t> m_connectionSerial{0};
    std::atomic<std::uint64_t> m_exchangeSerial{0};
    std::atomic<int> m_inFlight{0};
    std::atomic<int> m_maxInFlight{0};
    std::atomic<int> m_connections{0};
    std::atomic<std::uint64_t> m_unroutedRejections{0};
    std::atomic<bool> m_preciseWakeups{false};
};

} // namespace ttft
