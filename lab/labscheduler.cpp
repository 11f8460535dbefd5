#include "labscheduler.h"

#include "labservercontext.h"

#include "base/monoclock.h"

#include <QSocketNotifier>
#include <QTimer>

#include <algorithm>
#include <limits>

#ifdef Q_OS_LINUX
#include <sys/timerfd.h>
#include <unistd.h>
#endif

namespace ttft {

namespace {

constexpr std::int64_t kNever = std::numeric_limits<std::int64_t>::max();
// One wake-up runs callbacks for at most this long, then yields to the event loop so sockets
// are read (and new requests accepted) between bursts of writes.
constexpr std::int64_t kFireBudgetNs = 5'000'000;

} // namespace

LabScheduler::LabScheduler(bool preciseWakeups, LabLoopStats &stats, QObject *parent)
    : QObject(parent)
    , m_armedNs(kNever)
    , m_stats(stats)
{
#ifdef Q_OS_LINUX
    if (preciseWakeups)
        m_timerFd = ::timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK | TFD_CLOEXEC);
#else
    Q_UNUSED(preciseWakeups);
#endif
    if (m_timerFd >= 0) {
        m_notifier = new QSocketNotifier(qintptr(m_timerFd), QSocketNotifier::Read, this);
        connect(m_notifier, &QSocketNotifier::activated, this, &LabScheduler::fire);
    } else {
        m_timer = new QTimer(this);
        m_timer->setSingleShot(true);
        m_timer->setTimerType(Qt::PreciseTimer);
        connect(m_timer, &QTimer::timeout, this, &LabScheduler::fire);
    }
}

LabScheduler::~LabScheduler()
{
    if (m_notifier)
        m_notifier->setEnabled(false);
#ifdef Q_OS_LINUX
    if (m_timerFd >= 0)
        ::close(m_timerFd);
#endif
}

LabScheduler::Ticket LabScheduler::schedule(std::int64_t dueNs, LabTimerClient *client)
{
    const Ticket ticket = m_nextTicket++;
    m_heap.push({dueNs, ticket});
    m_clients.emplace(ticket, client);
    if (!m_firing && dueNs < m_armedNs)
        arm();
    return ticket;
}

void LabScheduler::cancel(Ticket ticket)
{
    // The heap entry stays until it surfaces; fire() and arm() skip it then.
    m_clients.erase(ticket);
}

void LabScheduler::dropCancelledTop()
{
    while (!m_heap.empty() && !m_clients.contains(m_heap.top().ticket))
        m_heap.pop();
}

void LabScheduler::fire()
{
#ifdef Q_OS_LINUX
    if (m_timerFd >= 0) {
        std::uint64_t expirations = 0;
        [[maybe_unused]] const auto got = ::read(m_timerFd, &expirations, sizeof expirations);
    }
#endif
    m_firing = true;
    m_armedNs = kNever;
    const std::int64_t started = monoNowNs();
    std::uint64_t callbacks = 0;
    for (;;) {
        dropCancelledTop();
        if (m_heap.empty())
            break;
        const std::int64_t now = monoNowNs();
        if (m_heap.top().dueNs > now || now - started > kFireBudgetNs)
            break;
        const Entry entry = m_heap.top();
        m_heap.pop();
        const auto it = m_clients.find(entry.ticket);
        LabTimerClient *client = it->second;
        m_clients.erase(it);
        client->onDue(entry.dueNs);
        ++callbacks;
    }
    m_stats.wakeUps.fetch_add(1, std::memory_order_relaxed);
    m_stats.callbacks.fetch_add(callbacks, std::memory_order_relaxed);
    m_stats.busyNs.fetch_add(monoNowNs() - started, std::memory_order_relaxed);
    m_firing = false;
    arm();
}

void LabScheduler::arm()
{
    dropCancelledTop();
    const std::int64_t dueNs = m_heap.empty() ? kNever : m_heap.top().dueNs;
    m_armedNs = dueNs;
#ifdef Q_OS_LINUX
    if (m_timerFd >= 0) {
        itimerspec spec{};
        if (dueNs != kNever) {
            // An absolute time already past fires at once, which is what an overdue entry needs.
            // 0 would disarm the timer, so the earliest time used is 1 ns.
            const std::int64_t at = std::max<std::int64_t>(dueNs, 1);
            spec.it_value.tv_sec = time_t(at / 1'000'000'000);
            spec.it_value.tv_nsec = long(at % 1'000'000'000);
        }
        ::timerfd_settime(m_timerFd, TFD_TIMER_ABSTIME, &spec, nullptr);
        return;
    }
#endif
    if (dueNs == kNever) {
        m_timer->stop();
        return;
    }
    // Round up: a Qt timer firing early would write before the plan.
    const std::int64_t waitNs = std::max<std::int64_t>(dueNs - monoNowNs(), 0);
    m_timer->start(int((waitNs + 999'999) / 1'000'000));
}

} // namespace ttft
