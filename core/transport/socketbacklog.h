#pragma once

#include <cstdint>
#include <vector>

namespace ttft {

// The TCP sockets of this process connected to a given remote port, with what the kernel holds
// unread on each: the Qt transport's view of connections that Qt's HTTP thread owns and does not
// show (docs/ARCHITECTURE.md, Qt 6.4 facts: an endless response head). Linux only; elsewhere the
// lists are empty and nothing is cut.
struct SocketBacklog {
    int fd = -1;
    std::uint64_t inode = 0;        // tells a reused descriptor number from the one sampled
    std::int64_t receivedBytes = 0; // TCP_INFO tcpi_bytes_received: every byte the peer sent so far
    std::int64_t unreadBytes = 0;   // in the kernel's receive queue, not yet read by the process
    std::uint16_t remotePort = 0;
};

// The process's sockets to those ports, but for the ones marked foreign.
std::vector<SocketBacklog> socketBacklogs(const std::vector<std::uint16_t> &remotePorts);

// The same sockets sampled again, without looking through every descriptor of the process: those
// closed since (or whose number now names another socket) are left out.
std::vector<SocketBacklog> resampledBacklogs(const std::vector<SocketBacklog> &sockets);

// Marks a descriptor as another transport's (the curl transport marks its sockets from their
// creation to their close), or unmarks it: the Qt transport's watches neither count nor cut it.
void markForeignSocket(int fd, bool foreign);

// A socket whose peer kept its receive queue full while sending at least `minBytesPerSecond`
// between two samples: the reader is not keeping up with an endless sender. Sockets absent from
// either sample are left out.
std::vector<SocketBacklog> floodedSockets(const std::vector<SocketBacklog> &before, const std::vector<SocketBacklog> &after,
                                          std::int64_t elapsedNs, std::int64_t minUnreadBytes, std::int64_t minBytesPerSecond);

// Shuts the socket down in both directions (the descriptor stays open for its owner to close)
// if the descriptor still names the sampled socket. The owner's next read sees the end of the
// stream, and its peer stops sending.
bool cutSocket(const SocketBacklog &socket);

} // namespace ttft
