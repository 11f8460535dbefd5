#pragma once

#include "transport.h"

#include <atomic>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

class QThread;

namespace ttft {

class QtTransportWorker;

// The Qt-native transport: QNetworkAccessManager streaming replies. One manager runs at most six
// HTTP/1.1 requests per host and silently queues the rest (docs/ARCHITECTURE.md), so exchanges are spread
// over a pool of worker threads, each creating its managers inside the thread and giving no manager
// more than six HTTP/1.1 streams (or one connection's worth of HTTP/2 streams). Bytes are stamped
// in the worker thread's readyRead handler, before they are read or decoded.
class QtTransport final : public Transport
{
public:
    explicit QtTransport(int workerThreads = 0); // 0: one per core, at least two
    ~QtTransport() override;

    QtTransport(const QtTransport &) = delete;
    QtTransport &operator=(const QtTransport &) = delete;

    TransportKind kind() const override { return TransportKind::Qt; }
    std::uint64_t start(HttpRequest request, std::shared_ptr<ResponseObserver> observer) override;
    void cancel(std::uint64_t exchangeId) override;
    int inFlight() const override { return m_inFlight.load(); }

    // How many managers the pool has created so far (each one is a separate connection pool).
    int managerCount() const;

private:
    friend class QtTransportWorker;
    void exchangeFinished(std::uint64_t exchangeId);
    // The descriptors the workers' managers may hold at once, each its thread's wake-up descriptor
    // and its connections (filetable.h). A worker claims a manager's share before it makes one, and
    // makes none when the claim fails: that thread's wake-up descriptor would abort the process.
    bool claimFiles(long count);
    void releaseFiles(long count);
    std::string filesExhaustedMessage() const;
    // A worker cut a socket to `port` that an endless response head kept full (the worker's head
    // watch). Any worker's request to that port that then fails without a head was that socket's.
    void noteHeadFloodCut(std::uint16_t port, std::int64_t ns, const std::string &what);
    std::string headFloodCutSince(std::uint16_t port, std::int64_t sinceNs) const;

    struct WorkerSlot {
        QThread *thread = nullptr;
        QtTransportWorker *worker = nullptr;
        std::unique_ptr<std::atomic<int>> inFlight = std::make_unique<std::atomic<int>>(0);
    };
    std::vector<WorkerSlot> m_workers;
    std::atomic<int> m_inFlight{0};
    long m_fileBudget = 0; // the soft limit less what was open when the transport was made, less a reserve
    std::atomic<long> m_filesClaimed{0};
    std::atomic<std::uint64_t> m_nextId{1};

    mutable std::mutex m_mutex; // guards m_owner
    std::unordered_map<std::uint64_t, std::size_t> m_owner; // exchange id → worker index
    struct HeadFloodCut {
        std::uint16_t port = 0;
        std::int64_t ns = 0;
        std::string what;
    };
    std::vector<HeadFloodCut> m_headFloodCuts; // guarded by m_mutex; the last few only
};

} // namespace ttft
