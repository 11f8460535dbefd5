#include "labserver.h"

#include "labserverworker.h"
#include "labtruthlog.h"

#include <QMutexLocker>
#include <QThread>

namespace ttft {

LabServer::LabServer(LabConfig config)
    : m_config(std::move(config))
    , m_truth(std::make_shared<LabTruthLog>(m_config.truthCapacity))
{
}

LabServer::~LabServer()
{
    stop();
}

bool LabServer::start(QString *error)
{
    QMutexLocker lock(&m_lifecycle);
    if (m_thread)
        return true;
    m_truth->clear();

    auto thread = std::make_unique<QThread>();
    thread->setObjectName(QStringLiteral("ttft-lab"));
    auto *worker = new LabServerWorker(m_config, m_truth);
    worker->moveToThread(thread.get());
    // The worker and everything it owns are destroyed in the server thread, as it ends.
    QObject::connect(thread.get(), &QThread::finished, worker, &QObject::deleteLater);
    thread->start();

    bool listening = false;
    QString listenError;
    QMetaObject::invokeMethod(
        worker, [worker, &listening, &listenError] { listening = worker->listen(&listenError); },
        Qt::BlockingQueuedConnection);
    if (!listening) {
        thread->quit();
        thread->wait();
        if (error)
            *error = listenError;
        return false;
    }
    m_port = worker->port();
    m_worker = worker;
    m_thread = std::move(thread);
    return true;
}

void LabServer::stop()
{
    QMutexLocker lock(&m_lifecycle);
    if (!m_thread)
        return;
    Q_ASSERT_X(QThread::currentThread() != m_thread.get(), "LabServer::stop", "called from the server thread");
    QMetaObject::invokeMethod(m_worker, &LabServerWorker::shutdown, Qt::BlockingQueuedConnection);
    m_thread->quit();
    m_thread->wait();
    m_thread.reset();
    m_worker = nullptr;
    m_port = 0;
}

bool LabServer::isRunning() const
{
    QMutexLocker lock(&m_lifecycle);
    return m_thread != nullptr;
}

quint16 LabServer::port() const
{
    return m_port;
}

QString LabServer::baseUrl() const
{
    return QStringLiteral("http://127.0.0.1:%1/v1").arg(port());
}

std::vector<LabTruth> LabServer::truth() const
{
    return m_truth->snapshot();
}

std::optional<LabTruth> LabServer::truthFor(const std::string &requestId) const
{
    return m_truth->find(requestId);
}

} // namespace ttft
