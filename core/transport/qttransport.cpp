#include "qttransport.h"

#include "base/monoclock.h"
#include "qttransportworker.h"

#include <QThread>

#include <algorithm>

namespace ttft {

QtTransport::QtTransport(int workerThreads)
{
    if (workerThreads <= 0)
        workerThreads = std::max(2, QThread::idealThreadCount());
    for (int i = 0; i < workerThreads; ++i) {
        WorkerSlot slot;
        slot.thread = new QThread;
        slot.thread->setObjectName(QStringLiteral("ttft-qt-transport-%1").arg(i));
        slot.worker = new QtTransportWorker(this);
        slot.worker->moveToThread(slot.thread);
        slot.thread->start();
        m_workers.push_back(slot);
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

std::uint64_t QtTransport::start(const HttpRequest &request, std::shared_ptr<ResponseObserver> observer)
{
    const std::int64_t startNs = monoNowNs();
    const std::uint64_t id = m_nextId++;
    // Round robin keeps every worker thread equally busy, so no thread's stamps lag the others'.
    QtTransportWorker *worker = m_workers[m_nextWorker++ % m_workers.size()].worker;
    {
        std::lock_guard lock(m_mutex);
        m_owner.emplace(id, worker);
    }
    ++m_inFlight;
    QMetaObject::invokeMethod(worker, [worker, id, request, observer = std::move(observer), startNs]() mutable {
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
        worker = it->second;
    }
    QMetaObject::invokeMethod(worker, [worker, exchangeId] { worker->cancelExchange(exchangeId); },
                              Qt::QueuedConnection);
}

void QtTransport::exchangeFinished(std::uint64_t exchangeId)
{
    {
        std::lock_guard lock(m_mutex);
        m_owner.erase(exchangeId);
    }
    --m_inFlight;
}

int QtTransport::managerCount() const
{
    int count = 0;
    for (const WorkerSlot &slot : m_workers)
        count += slot.worker->managerCount();
    return count;
}

} // namespace ttft
