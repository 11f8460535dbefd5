#include "labpoller.h"

#include <QSocketNotifier>

#include <array>
#include <cstdint>

#include <sys/epoll.h>
#include <unistd.h>

namespace ttft {

namespace {

constexpr int kEventsPerWakeUp = 256; // more stay ready for the next wake-up

} // namespace

LabPoller::LabPoller(QObject *parent)
    : QObject(parent)
    , m_epollFd(::epoll_create1(EPOLL_CLOEXEC))
{
    if (m_epollFd < 0)
        return;
    m_notifier = new QSocketNotifier(qintptr(m_epollFd), QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &LabPoller::dispatch);
}

LabPoller::~LabPoller()
{
    delete m_notifier;
    if (m_epollFd >= 0)
        ::close(m_epollFd);
}

bool LabPoller::add(int fd, LabPollClient *client)
{
    epoll_event event{};
    event.events = EPOLLIN | EPOLLRDHUP;
    event.data.ptr = client;
    return ::epoll_ctl(m_epollFd, EPOLL_CTL_ADD, fd, &event) == 0;
}

void LabPoller::setWriteInterest(int fd, LabPollClient *client, bool on)
{
    epoll_event event{};
    event.events = std::uint32_t(EPOLLIN | EPOLLRDHUP) | (on ? std::uint32_t(EPOLLOUT) : 0U);
    event.data.ptr = client;
    ::epoll_ctl(m_epollFd, EPOLL_CTL_MOD, fd, &event);
}

void LabPoller::remove(int fd)
{
    ::epoll_ctl(m_epollFd, EPOLL_CTL_DEL, fd, nullptr);
}

void LabPoller::dispatch()
{
    std::array<epoll_event, kEventsPerWakeUp> events;
    const int ready = ::epoll_wait(m_epollFd, events.data(), int(events.size()), 0);
    for (int i = 0; i < ready; ++i) {
        auto *client = static_cast<LabPollClient *>(events[std::size_t(i)].data.ptr);
        const std::uint32_t what = events[std::size_t(i)].events;
        // A client closed by an earlier event of this batch is still alive (deleteLater) and
        // ignores the call.
        if (what & EPOLLOUT)
            client->onWritable();
        if (what & (EPOLLIN | EPOLLRDHUP | EPOLLHUP | EPOLLERR))
            client->onReadable();
    }
}

} // namespace ttft
