#include "labserver.h"

#include "labaccesslog.h"
#include "labmetrics.h"
#include "labrecording.h"
#include "labservercontext.h"
#include "labserverworker.h"
#include "labtruthlog.h"

#include "base/i18n.h"

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
    if (!m_threads.empty())
        return true;
    std::shared_ptr<const LabRecording> replay;
    if (m_config.replay) {
        const LabReplay &settings = *m_config.replay;
        const std::optional<LabDialect> dialect = labDialectFromName(settings.dialect);
        const QString path = QString::fromStdString(settings.path);
        QString problem;
        std::optional<LabRecording> recording;
        if (!dialect) {
            const std::string_view known = labDialectNames();
            problem = Tr::tr("Unknown dialect \"%1\" for the replay; known: %2.")
                          .arg(QString::fromStdString(settings.dialect),
                               QString::fromLatin1(known.data(), qsizetype(known.size())));
        } else if ((recording = readLabRecording(path, *dialect, &problem)) && settings.originalPacing
                   && !recording->timed) {
            problem = Tr::tr("%1 carries no timestamps: replay it at a fixed pace, or record it in the timed "
                             "format ({\"t_ms\": …, \"bytes\": …} per line).")
                          .arg(path);
            recording.reset();
        }
        if (!recording) {
            if (error)
                *error = problem;
            return false;
        }
        replay = std::make_shared<const LabRecording>(std::move(*recording));
    }
    m_truth->clear();
    const int threads = m_config.effectiveServerThreads();
    auto context = std::make_shared<LabServerContext>(m_config, m_truth, threads, std::move(replay));
    if (!m_config.accessLogPath.empty()) {
        auto accessLog = std::make_unique<LabAccessLog>();
        if (!accessLog->open(QString::fromStdString(m_config.accessLogPath), error))
            return false;
        context->setAccessLog(std::move(accessLog));
    }
    {
        QMutexLocker contextLock(&m_contextMutex);
        m_context = context;
    }

    bool prepared = true;
    for (int index = 0; index < threads; ++index) {
        auto thread = std::make_unique<QThread>();
        thread->setObjectName(index == 0 ? QStringLiteral("ttft-lab") : QStringLiteral("ttft-lab-%1").arg(index));
        auto *worker = new LabServerWorker(context, index);
        worker->moveToThread(thread.get());
        // The worker and everything it owns are destroyed in its thread, as it ends.
        QObject::connect(thread.get(), &QThread::finished, worker, &QObject::deleteLater);
        thread->start();
        bool ready = false;
        QMetaObject::invokeMethod(worker, [worker, &ready] { ready = worker->prepare(); }, Qt::BlockingQueuedConnection);
        prepared = prepared && ready;
        m_workers.push_back(worker);
        m_threads.push_back(std::move(thread));
    }

    bool listening = false;
    QString listenError = Tr::tr("Cannot watch connections: epoll is not available.");
    LabServerWorker *acceptor = m_workers.front();
    const std::vector<LabServerWorker *> workers = m_workers;
    if (prepared) {
        QMetaObject::invokeMethod(
            acceptor, [acceptor, &workers, &listening, &listenError] { listening = acceptor->listen(workers, &listenError); },
            Qt::BlockingQueuedConnection);
    }
    if (!listening) {
        stopLocked();
        if (error)
            *error = listenError;
        return false;
    }
    m_port = acceptor->port();
    return true;
}

void LabServer::stop()
{
    QMutexLocker lock(&m_lifecycle);
    stopLocked();
}

void LabServer::stopLocked()
{
    if (m_threads.empty())
        return;
    for (const std::unique_ptr<QThread> &thread : m_threads) {
        Q_ASSERT_X(QThread::currentThread() != thread.get(), "LabServer::stop", "called from a server thread");
        Q_UNUSED(thread);
    }
    // Worker 0 first: it closes the listening socket. Every connection is closed before any
    // thread ends, so no thread is told about a queue turn after its end.
    for (LabServerWorker *worker : m_workers)
        QMetaObject::invokeMethod(worker, &LabServerWorker::shutdown, Qt::BlockingQueuedConnection);
    for (const std::unique_ptr<QThread> &thread : m_threads) {
        thread->quit();
        thread->wait();
    }
    m_threads.clear();
    m_workers.clear();
    m_port = 0;
}

bool LabServer::isRunning() const
{
    QMutexLocker lock(&m_lifecycle);
    return !m_threads.empty();
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

QByteArray LabServer::metrics() const
{
    std::shared_ptr<LabServerContext> context;
    {
        QMutexLocker lock(&m_contextMutex);
        context = m_context;
    }
    return context ? renderLabMetrics(*context) : QByteArray();
}

} // namespace ttft
