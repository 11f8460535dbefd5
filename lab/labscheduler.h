#pragma once

#include <QObject>

#include <cstdint>
#include <queue>
#include <unordered_map>
#include <vector>

class QSocketNotifier;
class QTimer;

namespace ttft {

struct LabLoopStats;

// Something the scheduler calls back at a planned time.
class LabTimerClient
{
public:
    // `plannedNs` is the time it was scheduled for; the call comes at or after it, never before.
    virtual void onDue(std::int64_t plannedNs) = 0;

protected:
    ~LabTimerClient() = default;
};

// One timer for every stream of the lab server: a min-heap of absolute CLOCK_MONOTONIC deadlines
// and a single wake-up armed for the earliest one. A thousand streams cost one kernel timer, not a
// thousand Qt timers (whose registration list is sorted on every restart).
//
// Wake-ups come from a Linux timerfd armed with the absolute deadline (microsecond precision, same
// clock as monoNowNs()); without it, or when asked, from a single-shot Qt::PreciseTimer rounded up
// to the next millisecond. Lives in one server thread; not thread-safe (its figures go to a
// LabLoopStats that any thread may read).
class LabScheduler : public QObject
{
    Q_OBJECT

public:
    using Ticket = std::uint64_t; // 0: none

    LabScheduler(bool preciseWakeups, LabLoopStats &stats, QObject *parent = nullptr);
    ~LabScheduler() override;

    Ticket schedule(std::int64_t dueNs, LabTimerClient *client);
    void cancel(Ticket ticket); // safe with 0 and with tickets that already fired

    std::size_t pending() const { return m_clients.size(); }
    bool usesTimerFd() const { return m_timerFd >= 0; }

private:
    struct Entry {
        std::int64_t dueNs;
        Ticket ticket; // ties run in scheduling order
        bool operator>(const Entry &other) const
        {
            return dueNs != other.dueNs ? dueNs > other.dueNs : ticket > other.ticket;
        }
    };

    void fire();
    void dropCancelledTop();
    void arm();

    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> m_heap;
    std::unordered_map<Ticket, LabTimerClient *> m_clients; // tickets not yet fired nor cancelled
    Ticket m_nextTicket = 1;
    std::int64_t m_armedNs;    // deadline the wake-up is set for (INT64_MAX: none)
    bool m_firing = false;
    // Wake-ups, callbacks run and time spent in them: few wake-ups per callback and a busy time
    // near the elapsed time mean the thread is saturated.
    LabLoopStats &m_stats;
    int m_timerFd = -1;
    QSocketNotifier *m_notifier = nullptr;
    QTimer *m_timer = nullptr;
};

} // namespace ttft
