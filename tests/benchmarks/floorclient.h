// The floor under any client on this machine, for bench_client_overhead: the least a client can do
// and still stamp every piece of a stream as it arrives — one thread, one epoll set, HTTP/1.1
// keep-alive connections, one recv and one clock read per wake-up of a socket, a scan for the
// chunked body's end, the next request sent on the same connection at once. No HTTP library, no
// record, no parsing of events. Its CPU per request is what the kernel (loopback TCP, epoll, the
// wake-ups) charges for a stream of this shape, below which neither transport can go.
#pragma once

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace floorclient {

struct Result {
    std::int64_t requests = 0; // finished (a whole chunked body read)
    std::int64_t failed = 0;
    std::int64_t wakeups = 0;  // epoll_wait calls that returned events
    std::int64_t reads = 0;    // recv calls that returned bytes
};

inline std::int64_t nowNs()
{
    timespec ts{};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return std::int64_t(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

// Closed loop: `concurrency` connections to 127.0.0.1:`port`, each sending `request` again as soon
// as the previous answer ended, until `seconds` have passed (ramped up over `rampS`); then the
// answers in flight are read to their end.
inline Result run(int port, const std::string &request, int concurrency, double seconds, double rampS)
{
    struct Connection {
        int fd = -1;
        bool connected = false;
        bool busy = false;
        char tail[5] = {}; // the last bytes read: the body ends with "0\r\n\r\n"
        std::int64_t lastStampNs = 0;
    };
    Result result;
    const int epoll = epoll_create1(EPOLL_CLOEXEC);
    std::vector<Connection> connections(static_cast<std::size_t>(concurrency));
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(std::uint16_t(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    const std::int64_t startNs = nowNs();
    const std::int64_t endNs = startNs + std::int64_t(seconds * 1e9);
    int opened = 0;
    int busy = 0;
    const auto send = [&](Connection &c) {
        if (::send(c.fd, request.data(), request.size(), MSG_NOSIGNAL) != ssize_t(request.size())) {
            ++result.failed;
            return;
        }
        c.busy = true;
        ++busy;
    };
    std::vector<epoll_event> events(256);
    char buffer[16384];
    while (true) {
        const std::int64_t now = nowNs();
        // Ramp: open the connections evenly over rampS, as the engine starts its workers.
        const int due = now >= endNs ? opened
            : rampS > 0 ? std::min(concurrency, int(double(concurrency) * double(now - startNs) / (rampS * 1e9)) + 1)
                        : concurrency;
        for (; opened < due; ++opened) {
            Connection &c = connections[std::size_t(opened)];
            c.fd = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
            const int one = 1;
            setsockopt(c.fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
            ::connect(c.fd, reinterpret_cast<const sockaddr *>(&address), sizeof address);
            epoll_event event{};
            event.events = EPOLLIN | EPOLLOUT;
            event.data.u32 = std::uint32_t(opened);
            epoll_ctl(epoll, EPOLL_CTL_ADD, c.fd, &event);
        }
        if (now >= endNs && busy == 0)
            break;
        const int ready = epoll_wait(epoll, events.data(), int(events.size()), 5);
        if (ready > 0)
            ++result.wakeups;
        for (int i = 0; i < ready; ++i) {
            Connection &c = connections[events[std::size_t(i)].data.u32];
            if (!c.connected && (events[std::size_t(i)].events & EPOLLOUT)) {
                c.connected = true;
                epoll_event event{};
                event.events = EPOLLIN;
                event.data.u32 = events[std::size_t(i)].data.u32;
                epoll_ctl(epoll, EPOLL_CTL_MOD, c.fd, &event);
                send(c);
                continue;
            }
            const ssize_t got = ::recv(c.fd, buffer, sizeof buffer, 0);
            c.lastStampNs = nowNs(); // every piece stamped as it arrives, as the transports do
            if (got <= 0) {
                ++result.failed;
                epoll_ctl(epoll, EPOLL_CTL_DEL, c.fd, nullptr);
                if (c.busy)
                    --busy;
                c.busy = false;
                continue;
            }
            ++result.reads;
            // Keep the last five bytes read, across reads.
            const std::size_t n = std::size_t(got);
            if (n >= 5) {
                std::memcpy(c.tail, buffer + n - 5, 5);
            } else {
                std::memmove(c.tail, c.tail + n, 5 - n);
                std::memcpy(c.tail + 5 - n, buffer, n);
            }
            if (c.busy && std::memcmp(c.tail, "0\r\n\r\n", 5) == 0) {
                ++result.requests;
                c.busy = false;
                --busy;
                std::memset(c.tail, 0, sizeof c.tail);
                if (nowNs() < endNs)
                    send(c);
            }
        }
    }
    for (Connection &c : connections)
        if (c.fd >= 0)
            ::close(c.fd);
    ::close(epoll);
    return result;
}

} // namespace floorclient
