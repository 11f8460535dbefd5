#include "qttransport.h"

#include "base/monoclock.h"
#include "filetable.h"
#include "qttransportworker.h"

#include <QThread>

#include <algorithm>

namespace ttft {

namespace {

// Descriptors kept out of the managers' budget: for the process's other work (files, the journal,
// the lab when it runs in the same process, another transport).
constexpr long kFileReserve = 64;

} // namespace

QtTransport::QtTransport(int workerThreads)
{
    const int open = openFileCount();
    m_fileBudget = openFileLimit() - std::max(open, 0) - kFileReserve;
    if (workerThreads <= 0)
        workerThreads = std::max(2, QThread::idealThreadCount());
    for (int i = 0; i < workerThreads; ++i) {
        WorkerSlot slot;
        slot.thread = new QThread;
        slot.thread->setObjectName(QStringLiteral("ttft-qt-transport-%1").arg(i));
        slot.worker = new QtTransportWorker(this);
        slot.worker->moveToThread(slot.thread);
        slot.thread->start();
        m_workers.push_back(std::move(slot));
    }
}

QtTransport::~QtTransport()
{
    for (WorkerSlot &slot : m_workers) {
        QtTransportWorker *worker = slot.worker;
        QMetaObject::invokeMethod(worker, [worker] { worker->shutdown(); delete worker; },
                                  Qt::BlockingQueuedConnection);
        slot.thread->quit();
        slot.thread->wait();
        delete slot.thread;
    }
}

std::uint64_t QtTransport::start(HttpRequest request, std::shared_ptr<ResponseObserver> observer)
{
    const std::int64_t startNs = monoNowNs();
    const std::uint64_t id = m_nextId++;
    // The least busy worker, the first one on a tie: concurrent streams spread over all threads
    // (no thread's stamps lag for the others' work), and a sequential run always lands on the same
    // worker and manager, so its connection is reused as it would be by any client.
    std::size_t chosen = 0;
    for (std::size_t i = 1; i < m_workers.size(); ++i) {
        if (m_workers[i].inFlight->load() < m_workers[chosen].inFlight->load())
            chosen = i;
    }
    QtTransportWorker *worker = m_workers[chosen].worker;
    ++*m_workers[chosen].inFlight;
    {
        std::lock_guard lock(m_mutex);
        m_owner.emplace(id, chosen);
    }
    ++m_inFlight;
    QMetaObject::invokeMethod(worker, [worker, id, request = std::move(request), observer = std::move(observer), startNs]() mutable {
        worker->startExchange(id, request, std::move(observer), startNs);
    }, Qt::QueuedConnection);
    return id;
}

void QtTransport::cancel(std::uint64_t exchangeId)
{
    QtTransportWorker *worker = nullptr;
    {
        std::lock_guard lock(m_mutex);
        auto it = m_owner.find(exchangeId);
        if (it == m_owner.end())
            return;
        worker = m_workers[it->second].worker;
    }
    QMetaObject::invokeMethod(worker, [worker, exchangeId] { worker->cancelExchange(exchangeId); },
                              Qt::QueuedConnection);
}

void QtTransport::noteHeadFloodCut(std::uint16_t port, std::int64_t ns, const std::string &what)
{
    std::lock_guard lock(m_mutex);
    if (m_headFloodCuts.size() >= 16)
        m_headFloodCuts.erase(m_headFloodCuts.begin());
    m_headFloodCuts.push_back({port, ns, what});
}

std::string QtTransport::headFloodCutSince(std::uint16_t port, std::int64_t sinceNs) const
{
    std::lock_guard lock(m_mutex);
    for (auto it = m_headFloodCuts.rbegin(); it != m_headFloodCuts.rend(); ++it) {
        if (it->port == port && it->ns >= sinceNs)
            return it->what;
    }
    return {};
}

void QtTransport::exchangeFinished(std::uint64_t exchangeId)
{
    {
        std::lock_guard lock(m_mutex);
        auto it = m_owner.find(exchangeId);
        if (it != m_owner.end()) {
            --*m_workers[it->second].inFlight;
            m_owner.erase(it);
        }
    }
    --m_inFlight;
}

bool QtTransport::claimFiles(long count)
{
    long claimed = m_filesClaimed.load();
    do {
        if (claimed + count > m_fileBudget)
            return false;
    } while (!m_filesClaimed.compare_exchange_weak(claimed, claimed + count));
    return true;
}

void QtTransport::releaseFiles(long count)
{
    m_filesClaimed -= count;
}

std::string QtTransport::filesExhaustedMessage() const
{
    return std::string(kOutOfFilesWords) + ": the Qt transport's connections and their threads may already hold "
           + std::to_string(m_filesClaimed.load()) + " of the " + std::to_string(openFileLimit())
           + " files this process may open (ulimit -n), and a new connection needs a thread of its own. Lower the "
             "concurrency or the arrival rate, use the curl transport (a descriptor per connection, no threads), or "
             "raise the limit (ulimit -n) before starting";
}

int QtTransport::managerCount() const
{
    int count = 0;
    for (const WorkerSlot &slot : m_workers)
        count += slot.worker->managerCount();
    return count;
}

} // namespace ttft
