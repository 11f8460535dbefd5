#include "unreadledger.h"

#include "base/monoclock.h"
#include "socketbacklog.h"

#include <algorithm>
#include <cstdio>

namespace ttft {

namespace {

// At the ~90 MB/s nginx sends on loopback, 2 MiB arrive between two samples 25 ms apart; once a
// port holds 512 KiB unread, it is sampled every 5 ms.
constexpr std::int64_t kSampleIntervalNs = 25'000'000;
constexpr std::int64_t kHotSampleIntervalNs = 5'000'000;
constexpr std::int64_t kHotUnreadBytes = 512 * 1024;
constexpr std::int64_t kScanIntervalNs = 250'000'000;
constexpr std::int64_t kCutMemoryNs = 10'000'000'000; // a cut explains the streams it ended for 10 s

std::string mib(std::int64_t bytes)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.2f MiB", double(bytes) / (1024.0 * 1024.0));
    return text;
}

} // namespace

UnreadLedger &UnreadLedger::instance()
{
    static UnreadLedger ledger;
    return ledger;
}

std::shared_ptr<UnreadStream> UnreadLedger::open(std::uint16_t port, bool http2)
{
    auto stream = std::make_shared<UnreadStream>();
    stream->port = port;
    stream->http2 = http2;
    const std::lock_guard lock(m_mutex);
    if (http2) {
        // The first HTTP/2 stream to an unwatched port: its sockets' past is read (rebaseline).
        const bool watched = std::any_of(m_streams.begin(), m_streams.end(),
                                         [port](const auto &open) { return open->http2 && open->port == port; });
        if (!watched)
            m_ports[port].rebaseline = true;
        m_openedNs = monoNowNs();
    }
    m_streams.push_back(stream);
    return stream;
}

void UnreadLedger::close(const std::shared_ptr<UnreadStream> &stream)
{
    const std::lock_guard lock(m_mutex);
    const auto it = std::find(m_streams.begin(), m_streams.end(), stream);
    if (it == m_streams.end())
        return;
    // What it read since the last sample still pays for bytes the sockets showed.
    if (const auto port = m_ports.find(stream->port); port != m_ports.end())
        port->second.pendingCredit += stream->credited.load(std::memory_order_relaxed) - stream->creditedAtSample;
    m_streams.erase(it);
}

std::int64_t UnreadLedger::nextUnread(std::int64_t unread, std::int64_t wireBytes, std::int64_t creditBytes)
{
    return std::max<std::int64_t>(0, unread + wireBytes - creditBytes);
}

std::int64_t UnreadLedger::boundFor(std::size_t http2Streams, std::size_t http1Streams)
{
    return kStreamBoundBytes + kOtherStreamBytes * std::int64_t(http2Streams > 0 ? http2Streams - 1 : 0)
         + kHttp1StreamBytes * std::int64_t(http1Streams);
}

void UnreadLedger::sampleIfDue(std::int64_t nowNs)
{
    if (nowNs < m_nextSampleNs.load(std::memory_order_relaxed))
        return;
    const std::unique_lock lock(m_mutex, std::try_to_lock);
    if (!lock.owns_lock() || nowNs < m_nextSampleNs.load(std::memory_order_relaxed))
        return;
    sample(nowNs);
}

void UnreadLedger::sample(std::int64_t nowNs)
{
    // The watched ports: those an HTTP/2 stream is open to.
    std::vector<std::uint16_t> ports;
    for (const auto &stream : m_streams) {
        if (stream->http2 && std::find(ports.begin(), ports.end(), stream->port) == ports.end())
            ports.push_back(stream->port);
    }
    if (ports.empty()) {
        m_nextSampleNs.store(nowNs + kSampleIntervalNs, std::memory_order_relaxed);
        return;
    }
    // Every descriptor of the process is looked through while streams opened in the last 250 ms
    // (their connections may be new) and every 250 ms; in between (an in-process lab holds hundreds
    // of descriptors), the sockets found last are read again.
    std::vector<SocketBacklog> sockets;
    if (nowNs - m_openedNs < kScanIntervalNs || nowNs - m_scanNs >= kScanIntervalNs) {
        sockets = socketBacklogs(ports);
        m_scanNs = nowNs;
    } else {
        sockets = resampledBacklogs(m_sockets);
    }
    m_sockets = sockets;
    bool hot = false;
    for (const std::uint16_t port : ports) {
        Port &account = m_ports[port];
        if (account.rebaseline) {
            // Everything so far counts as read: the sockets' counts, the streams' credit.
            account = Port{};
            account.rebaseline = false;
            for (const SocketBacklog &socket : sockets) {
                if (socket.remotePort == port)
                    account.read[socket.inode] = socket.receivedBytes - socket.unreadBytes;
            }
            for (const auto &stream : m_streams) {
                if (stream->port == port)
                    stream->creditedAtSample = stream->credited.load(std::memory_order_relaxed);
            }
            continue;
        }
        std::int64_t wire = 0;
        std::int64_t credit = account.pendingCredit;
        account.pendingCredit = 0;
        std::map<std::uint64_t, std::int64_t> read;
        const SocketBacklog *busiest = nullptr;
        std::int64_t busiestBytes = -1;
        for (const SocketBacklog &socket : sockets) {
            if (socket.remotePort != port)
                continue;
            const std::int64_t readBytes = socket.receivedBytes - socket.unreadBytes;
            const auto before = account.read.find(socket.inode);
            const std::int64_t delta = before == account.read.end() ? readBytes : std::max<std::int64_t>(0, readBytes - before->second);
            wire += delta;
            if (before == account.read.end())
                credit += kPerConnectionBytes;
            if (delta > busiestBytes) {
                busiestBytes = delta;
                busiest = &socket;
            }
            read[socket.inode] = readBytes;
        }
        account.read = std::move(read);
        UnreadStream *fastest = nullptr;
        std::int64_t fastestCredit = -1;
        std::size_t http2Open = 0, http1Open = 0;
        for (const auto &stream : m_streams) {
            if (stream->port != port)
                continue;
            const std::int64_t credited = stream->credited.load(std::memory_order_relaxed);
            const std::int64_t delta = credited - stream->creditedAtSample;
            stream->creditedAtSample = credited;
            credit += delta;
            if (!stream->http2) {
                ++http1Open;
                continue;
            }
            if (stream->cut.load(std::memory_order_relaxed))
                continue;
            ++http2Open;
            if (delta > fastestCredit) {
                fastestCredit = delta;
                fastest = stream.get();
            }
        }
        account.unread = nextUnread(account.unread, wire, credit);
        const std::int64_t bound = boundFor(http2Open, http1Open);
        if (fastest && account.unread > bound) {
            const std::string reason = "the server sent over HTTP/2 faster than the client read: " + mib(account.unread)
                                     + " arrived unread on the connections to port " + std::to_string(port) + " (bound "
                                     + mib(bound)
                                     + "); Qt 6.4 does not hold an HTTP/2 sender back, so the client cut the connection "
                                       "(the curl transport holds the sender back)";
            // The stream read fastest is ended with this reason by its worker. Qt's HTTP thread goes on
            // reading the socket as long as bytes come, deaf to an abort: the connection that brought
            // the most is shut down, which ends every stream it carried (cutSince explains them).
            fastest->reason = reason;
            fastest->cut.store(true, std::memory_order_release);
            if (busiest)
                cutSocket(*busiest);
            m_cuts.push_back({port, nowNs, reason});
            account.unread = 0; // what the cut streams hold is dropped with them
        }
        hot = hot || account.unread >= kHotUnreadBytes;
    }
    std::erase_if(m_cuts, [nowNs](const Cut &cut) { return nowNs - cut.ns > kCutMemoryNs; });
    m_nextSampleNs.store(nowNs + (hot ? kHotSampleIntervalNs : kSampleIntervalNs), std::memory_order_relaxed);
}

std::string UnreadLedger::cutSince(std::uint16_t port, std::int64_t sinceNs)
{
    const std::lock_guard lock(m_mutex);
    for (const Cut &cut : m_cuts) {
        if (cut.port == port && cut.ns >= sinceNs)
            return cut.reason;
    }
    return {};
}

} // namespace ttft
