#pragma once

#include "transport.h"

#include <atomic>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>
#include <unordered_map>
#include <vector>

namespace ttft {

struct CurlExchange;

// The precise transport (docs/ARCHITECTURE.md): libcurl's multi-socket interface driven by one thread of
// its own with epoll, so that a thousand streams cost what their events cost, not a scan of every
// socket per event. TCP_NODELAY is on, HTTP/1.1 and HTTP/2 (h2c by prior knowledge, h2 by ALPN),
// connection phases from curl, bytes stamped in curl's header and write callbacks, on this
// thread, as they arrive.
class CurlTransport final : public Transport
{
public:
    CurlTransport();
    ~CurlTransport() override;

    CurlTransport(const CurlTransport &) = delete;
    CurlTransport &operator=(const CurlTransport &) = delete;

    TransportKind kind() const override { return TransportKind::Curl; }
    std::uint64_t start(const HttpRequest &request, std::shared_ptr<ResponseObserver> observer) override;
    void cancel(std::uint64_t exchangeId) override;
    int inFlight() const override { return m_inFlight.load(); }

    // False on libcurl < 8.0.0, where a reused h2c (HTTP/2 without TLS) connection fails; there
    // each h2c request opens its own connection. h2 over TLS is always reused.
    static bool reusesH2cConnections();

private:
    void loop();
    void wake();
    void drainFinished();
    static int onSocket(void *easy, int socket, int what, void *transport, void *socketData);
    static int onTimer(void *multi, long timeoutMs, void *transport);
    void addPending();
    void removeCancelled();
    void checkDeadlines(std::int64_t nowNs);
    void finishExchange(CurlExchange *exchange, int curlCode);
    void abortExchange(CurlExchange *exchange, TransferError error, const std::string &message);

    void *m_multi = nullptr; // CURLM*
    int m_epoll = -1;
    int m_wakeFd = -1;        // eventfd: start(), cancel() and the destructor wake the loop
    std::int64_t m_curlTimerNs = -1; // when curl wants socket_action(TIMEOUT) (-1: never)
    std::int64_t m_nextDeadlineCheckNs = 0;
    std::thread m_thread;
    std::atomic<bool> m_stopping{false};
    std::atomic<int> m_inFlight{0};
    std::atomic<std::uint64_t> m_nextId{1};

    std::mutex m_mutex; // guards m_pending and m_cancelRequests
    std::deque<std::unique_ptr<CurlExchange>> m_pending;
    std::vector<std::uint64_t> m_cancelRequests;

    // Owned by the transport thread only.
    std::unordered_map<std::uint64_t, std::unique_ptr<CurlExchange>> m_active;
};

} // namespace ttft
