#include "socketbacklog.h"

#include <algorithm>
#include <cstdlib>
#include <mutex>
#include <unordered_set>

#ifdef __linux__
#include <dirent.h>
#include <netinet/in.h>
#include <linux/tcp.h> // tcp_info with tcpi_bytes_received (glibc's netinet/tcp.h lacks it)
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace ttft {

namespace {

std::mutex g_foreignMutex;
std::unordered_set<int> g_foreign;

} // namespace

void markForeignSocket(int fd, bool foreign)
{
    const std::lock_guard lock(g_foreignMutex);
    if (foreign)
        g_foreign.insert(fd);
    else
        g_foreign.erase(fd);
}

#ifdef __linux__
namespace {

int remotePortOf(int fd)
{
    sockaddr_storage peer{};
    socklen_t length = sizeof peer;
    if (::getpeername(fd, reinterpret_cast<sockaddr *>(&peer), &length) != 0)
        return -1;
    if (peer.ss_family == AF_INET)
        return ntohs(reinterpret_cast<const sockaddr_in &>(peer).sin_port);
    if (peer.ss_family == AF_INET6)
        return ntohs(reinterpret_cast<const sockaddr_in6 &>(peer).sin6_port);
    return -1;
}

std::uint64_t socketInode(int fd)
{
    struct stat status{};
    if (::fstat(fd, &status) != 0 || !S_ISSOCK(status.st_mode))
        return 0;
    return std::uint64_t(status.st_ino);
}

bool readCounts(SocketBacklog &socket)
{
    tcp_info info{};
    socklen_t infoLength = sizeof info;
    int unread = 0;
    if (::getsockopt(socket.fd, IPPROTO_TCP, TCP_INFO, &info, &infoLength) != 0 || ::ioctl(socket.fd, FIONREAD, &unread) != 0)
        return false;
    socket.receivedBytes = std::int64_t(info.tcpi_bytes_received);
    socket.unreadBytes = unread;
    return true;
}

} // namespace

std::vector<SocketBacklog> socketBacklogs(const std::vector<std::uint16_t> &remotePorts)
{
    std::vector<SocketBacklog> sockets;
    std::unordered_set<int> foreign;
    {
        const std::lock_guard lock(g_foreignMutex);
        foreign = g_foreign;
    }
    DIR *fds = ::opendir("/proc/self/fd");
    if (!fds)
        return sockets;
    while (const dirent *entry = ::readdir(fds)) {
        char *end = nullptr;
        const long fd = std::strtol(entry->d_name, &end, 10);
        if (end == entry->d_name || *end != '\0' || fd == ::dirfd(fds) || foreign.contains(int(fd)))
            continue;
        SocketBacklog socket;
        socket.fd = int(fd);
        socket.inode = socketInode(socket.fd);
        if (socket.inode == 0)
            continue;
        int type = 0;
        socklen_t typeLength = sizeof type;
        if (::getsockopt(socket.fd, SOL_SOCKET, SO_TYPE, &type, &typeLength) != 0 || type != SOCK_STREAM)
            continue;
        const int port = remotePortOf(socket.fd);
        if (port < 0 || std::find(remotePorts.begin(), remotePorts.end(), std::uint16_t(port)) == remotePorts.end())
            continue;
        socket.remotePort = std::uint16_t(port);
        if (readCounts(socket))
            sockets.push_back(socket);
    }
    ::closedir(fds);
    return sockets;
}

std::vector<SocketBacklog> resampledBacklogs(const std::vector<SocketBacklog> &sockets)
{
    std::vector<SocketBacklog> now;
    now.reserve(sockets.size());
    for (SocketBacklog socket : sockets) {
        if (socketInode(socket.fd) == socket.inode && readCounts(socket))
            now.push_back(socket);
    }
    return now;
}

bool cutSocket(const SocketBacklog &socket)
{
    if (socketInode(socket.fd) != socket.inode)
        return false; // closed, and the number reused, since the sample
    return ::shutdown(socket.fd, SHUT_RDWR) == 0;
}

#else

std::vector<SocketBacklog> socketBacklogs(const std::vector<std::uint16_t> &)
{
    return {};
}

std::vector<SocketBacklog> resampledBacklogs(const std::vector<SocketBacklog> &)
{
    return {};
}

bool cutSocket(const SocketBacklog &)
{
    return false;
}

#endif

std::vector<SocketBacklog> floodedSockets(const std::vector<SocketBacklog> &before, const std::vector<SocketBacklog> &after,
                                          std::int64_t elapsedNs, std::int64_t minUnreadBytes, std::int64_t minBytesPerSecond)
{
    std::vector<SocketBacklog> flooded;
    if (elapsedNs <= 0)
        return flooded;
    for (const SocketBacklog &now : after) {
        const auto then = std::find_if(before.begin(), before.end(), [&](const SocketBacklog &s) {
            return s.fd == now.fd && s.inode == now.inode;
        });
        if (then == before.end() || then->unreadBytes < minUnreadBytes || now.unreadBytes < minUnreadBytes)
            continue;
        const double bytesPerSecond = double(now.receivedBytes - then->receivedBytes) * 1e9 / double(elapsedNs);
        if (bytesPerSecond >= double(minBytesPerSecond))
            flooded.push_back(now);
    }
    return flooded;
}

} // namespace ttft
