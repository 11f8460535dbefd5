#pragma once

#include "socketbacklog.h"

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace ttft {

// One HTTP/2 stream of the Qt transport, as the ledger below counts it. The worker that owns the
// stream adds what its meter read (credit); the ledger marks it to be cut (cut, reason).
struct UnreadStream {
    std::uint16_t port = 0;
    bool http2 = true; // an HTTP/1.1 stream is only counted: Qt's read-ahead limit holds its sender
    std::atomic<std::int64_t> credited{0}; // bytes read from Qt's reply, plus the framing allowance
    std::atomic<bool> cut{false};
    std::string reason;                    // why, set before `cut` (read after it)
    std::int64_t creditedAtSample = 0;     // the ledger's, under its lock
};

// What the server sent over the Qt transport's HTTP/2 connections and no meter has read yet.
// Qt 6.4 takes HTTP/2 DATA frames as fast as they arrive and returns flow-control credit at once
// (docs/ARCHITECTURE.md, Qt 6.4 facts): a sender faster than the client's parser fills Qt's queues
// without limit, and no Qt API shows them. From outside Qt it is the difference between what the
// kernel handed the process on the sockets to a server's port (TCP_INFO bytes received, less the
// receive queue) and what the meters took from Qt's replies, with an allowance for HTTP/2 and TLS
// framing per read and per connection. That difference is an upper bound of what Qt holds.
//
// Per server port, over every Qt transport of the process (the sockets cannot be told apart by
// manager or thread; the curl transport's own sockets are left out, socketbacklog.h), HTTP/1.1
// streams counted too (a run may send both versions to one port side by side). A port is watched
// while an HTTP/2 stream is open to it; when the first opens, what its sockets carried before is
// taken as read (a reused connection's earlier answers were read). When a port's figure passes the
// bound (3 MiB, plus 64 KiB for each other HTTP/2 stream and 320 KiB for each HTTP/1.1 stream open
// to it: Qt reads 256 KiB ahead of those), the HTTP/2 stream
// that was read fastest since the last sample is marked to be cut (its worker aborts it with a
// transport error that says so) and the connection that brought the most bytes is shut down.
// Sampled every 25 ms while streams are open, every 5 ms while a port holds 512 KiB unread.
class UnreadLedger
{
public:
    // Under the 4 MiB a request may hold (docs/guide/known-limits.md), by the ~2 MiB that can arrive
    // between two samples when both cores are busy (seen: 4 MiB bound, cut at 4.0–6.4 MiB).
    static constexpr std::int64_t kStreamBoundBytes = 3 * 1024 * 1024;
    static constexpr std::int64_t kOtherStreamBytes = 64 * 1024;
    static constexpr std::int64_t kHttp1StreamBytes = 320 * 1024;
    // An HTTP/2 frame header is 9 bytes, a TLS record's overhead 22–29: one of each per read, and
    // more. A new connection's handshake, settings and response heads are allowed for once.
    static constexpr std::int64_t kFramingPerRead = 64;
    static constexpr std::int64_t kPerConnectionBytes = 320 * 1024;

    static UnreadLedger &instance();

    std::shared_ptr<UnreadStream> open(std::uint16_t port, bool http2);
    void close(const std::shared_ptr<UnreadStream> &stream);
    static void credit(UnreadStream &stream, std::int64_t bytesRead)
    {
        stream.credited.fetch_add(bytesRead + kFramingPerRead, std::memory_order_relaxed);
    }

    // Samples the sockets when the interval has passed; any thread, one sampler at a time.
    void sampleIfDue(std::int64_t nowNs);

    // Why a connection to `port` was cut at or after `sinceNs`, or empty: a stream that failed as
    // dropped shared the connection with the one the ledger ended.
    std::string cutSince(std::uint16_t port, std::int64_t sinceNs);

    // The arithmetic, apart for the tests: a port's unread figure after one sample, never below
    // zero (credit beyond the framing it stands for does not carry over), and its bound.
    static std::int64_t nextUnread(std::int64_t unread, std::int64_t wireBytes, std::int64_t creditBytes);
    static std::int64_t boundFor(std::size_t http2Streams, std::size_t http1Streams = 0);

private:
    struct Port {
        std::int64_t unread = 0;
        std::int64_t pendingCredit = 0;             // of streams closed since the last sample
        std::map<std::uint64_t, std::int64_t> read; // socket inode → bytes read by the process
        bool rebaseline = true;                     // the next sample takes the sockets' counts as read
    };
    struct Cut {
        std::uint16_t port = 0;
        std::int64_t ns = 0;
        std::string reason;
    };
    void sample(std::int64_t nowNs);

    std::mutex m_mutex;
    std::atomic<std::int64_t> m_nextSampleNs{0};
    std::vector<std::shared_ptr<UnreadStream>> m_streams;
    std::map<std::uint16_t, Port> m_ports;
    std::vector<Cut> m_cuts;
    std::vector<SocketBacklog> m_sockets; // found by the last sample
    std::int64_t m_scanNs = 0;            // when every descriptor was last looked through
    std::int64_t m_openedNs = 0;          // when a stream last opened
};

} // namespace ttft
