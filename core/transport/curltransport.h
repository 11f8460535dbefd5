#pragma once

#include "transport.h"

#include <atomic>
#include <cstdint>
#include <deque>
#include <limits>
#include <memory>
#include <mutex>
#include <thread>
#include <unordered_map>
#include <vector>

namespace ttft {

struct CurlExchange;
struct CurlShard;

// The precise transport (docs/ARCHITECTURE.md): libcurl's multi-socket interface driven by one thread of
// its own with epoll, so that a thousand streams cost what their events cost, not a scan of every
// socket per event. TCP_NODELAY is on, HTTP/1.1 and HTTP/2 (h2c by prior knowledge, h2 by ALPN),
// connection phases from curl, bytes stamped in curl's header and write callbacks, on this
// thread, as they arrive.
//
// The transfers are spread over several multi handles ("shards", at most kTransfersPerShard
// each), all driven by the one thread and epoll set. libcurl looks for a connection to reuse by
// walking every connection its multi handle holds to the host (url.c ConnectionExists; see
// curl/curl#12373), so with one multi handle each new request cost grows with the streams in
// flight: measured on libcurl 7.88 with one core, 2.2 ms of CPU per request at 10,000 streams
// against 0.21 ms at 1,000. A shard's connection cache stays small whatever the load.
class CurlTransport final : public Transport
{
public:
    CurlTransport();
    ~CurlTransport() override;

    CurlTransport(const CurlTransport &) = delete;
    CurlTransport &operator=(const CurlTransport &) = delete;

    TransportKind kind() const override { return TransportKind::Curl; }
    std::uint64_t start(HttpRequest request, std::shared_ptr<ResponseObserver> observer) override;
    void cancel(std::uint64_t exchangeId) override;
    int inFlight() const override { return m_inFlight.load(); }

    // False on libcurl < 8.0.0, where a reused h2c (HTTP/2 without TLS) connection fails; there
    // each h2c request opens its own connection. h2 over TLS is always reused.
    static bool reusesH2cConnections();

private:
    void loop();
    void wake();
    void drainFinished();
    static int onSocket(void *easy, int socket, int what, void *shard, void *socketData);
    static int onTimer(void *multi, long timeoutMs, void *shard);
    CurlShard &shardForNewTransfer();
    void addPending();
    void removeCancelled();
    void checkDeadlines(std::int64_t nowNs);
    void finishExchange(CurlExchange *exchange, int curlCode);
    void abortExchange(CurlExchange *exchange, TransferError error, const std::string &message);

    static constexpr int kTransfersPerShard = 128;
    // Easy handles of finished transfers kept, reset, for the next ones: a handle's own buffers
    // (16 KiB for reading, the handle itself) are then not allocated and freed for every request.
    static constexpr std::size_t kIdleHandles = 128;

    std::vector<std::unique_ptr<CurlShard>> m_shards; // created on the transport thread as needed
    int m_epoll = -1;
    int m_wakeFd = -1;        // eventfd: start(), cancel() and the destructor wake the loop
    std::int64_t m_nextDeadlineCheckNs = 0;
    std::int64_t m_earliestDeadlineNs = std::numeric_limits<std::int64_t>::max(); // no exchange's deadline is earlier
    std::thread m_thread;
    std::atomic<bool> m_stopping{false};
    std::atomic<int> m_inFlight{0};
    std::atomic<std::uint64_t> m_nextId{1};

    std::mutex m_mutex; // guards m_pending and m_cancelRequests
    std::deque<std::unique_ptr<CurlExchange>> m_pending;
    std::vector<std::uint64_t> m_cancelRequests;

    // Owned by the transport thread only.
    std::unordered_map<std::uint64_t, std::unique_ptr<CurlExchange>> m_active;
    std::vector<void *> m_idleHandles; // CURL *, reset
};

} // namespace ttft
