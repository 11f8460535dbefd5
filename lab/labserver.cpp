#include "labserver.h"

#include "labaccesslog.h"
#include "labmetrics.h"
#include "labrecording.h"
#include "labservercontext.h"
#include "labserverworker.h"
#include "labtruthlog.h"
#include "labasr.h"
#include "labttstruthlog.h"

#include "base/i18n.h"
#include "base/monoclock.h"

#include <QMutexLocker>
#include <QThread>

#include <cerrno>
#include <cstring>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace ttft {

LabServer::LabServer(LabConfig config)
    : m_config(std::move(config))
    , m_truth(std::make_shared<LabTruthLog>(m_config.truthCapacity))
    , m_ttsTruth(std::make_shared<LabTtsTruthLog>(m_config.truthCapacity))
    , m_asrTruth(std::make_shared<LabAsrTruthLog>(m_config.truthCapacity))
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
    m_ttsTruth->clear();
    m_asrTruth->clear();
    const int threads = m_config.effectiveServerThreads();
    auto context = std::make_shared<LabServerContext>(m_config, m_truth, threads, std::move(replay));
    context->setTtsTruthLog(m_ttsTruth);
    context->setAsrTruthLog(m_asrTruth);
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
    if (m_config.fault == LabFault::ConnectionRefused && !reserveRefusingPort()) {
        stopLocked();
        if (error)
            *error = Tr::tr("Cannot reserve a port for the connection-refused fault: %1")
                         .arg(QString::fromLocal8Bit(std::strerror(errno)));
        return false;
    }
    return true;
}

bool LabServer::reserveRefusingPort()
{
    // Bound, so no one else can take the port, but never listening: the kernel answers every
    // connection attempt with a reset, which the client sees as ECONNREFUSED.
    m_refusingFd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (m_refusingFd < 0)
        return false;
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    if (::bind(m_refusingFd, reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0
        || ::getsockname(m_refusingFd, reinterpret_cast<sockaddr *>(&address), &length) != 0) {
        ::close(m_refusingFd);
        m_refusingFd = -1;
        return false;
    }
    m_refusingPort = ntohs(address.sin_port);
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
    if (m_refusingFd >= 0)
        ::close(m_refusingFd);
    m_refusingFd = -1;
    m_refusingPort = 0;
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
    const quint16 refusing = m_refusingPort;
    return QStringLiteral("http://127.0.0.1:%1/v1").arg(refusing != 0 ? refusing : port());
}

std::vector<LabTruth> LabServer::truth() const
{
    return m_truth->snapshot();
}

std::optional<LabTruth> LabServer::truthFor(const std::string &requestId) const
{
    return m_truth->find(requestId);
}

std::optional<double> LabServer::serverTtftMs(const std::string &requestId) const
{
    const std::optional<LabTruth> truth = truthFor(requestId);
    if (!truth || !hasTime(truth->firstTokenWrittenNs) || !hasTime(truth->requestCompleteNs))
        return std::nullopt;
    return double(truth->firstTokenWrittenNs - truth->requestCompleteNs) / 1e6;
}

std::vector<LabTtsTruth> LabServer::ttsTruth() const
{
    return m_ttsTruth->snapshot();
}

std::optional<LabAsrTruth> LabServer::asrTruthFor(const std::string &requestId) const
{
    return m_asrTruth->find(requestId);
}

std::optional<LabTtsTruth> LabServer::ttsTruthFor(const std::string &requestId) const
{
    return m_ttsTruth->find(requestId);
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
