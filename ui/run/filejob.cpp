#include "filejob.h"

#include <QThread>
#include <QTimer>

namespace ttft {

FileJob::FileJob(QObject *parent)
    : QObject(parent)
    , m_poll(new QTimer(this))
{
    m_poll->setInterval(100);
    connect(m_poll, &QTimer::timeout, this, [this] {
        if (m_progress)
            Q_EMIT progressed(m_what, m_progress->done.load(), m_progress->total.load());
    });
}

FileJob::~FileJob()
{
    if (m_thread) {
        m_progress->cancelled = true;
        // ui-thread-ok: the destructor, after cancelling: the job stops at its next record
        m_thread->wait();
        delete m_thread;
    }
}

bool FileJob::start(const QString &what, Work work)
{
    if (m_thread)
        return false;
    m_what = what;
    m_progress = std::make_shared<FileProgress>();
    m_result = std::make_shared<Deliver>();
    m_thread = QThread::create([work = std::move(work), progress = m_progress, result = m_result] {
        *result = work(*progress);
    });
    m_thread->setObjectName(QStringLiteral("file job"));
    connect(m_thread, &QThread::finished, this, &FileJob::deliver);
    m_thread->start();
    m_poll->start();
    Q_EMIT progressed(m_what, 0, 0);
    return true;
}

void FileJob::cancel()
{
    if (m_progress)
        m_progress->cancelled = true;
}

void FileJob::deliver()
{
    m_poll->stop();
    // ui-thread-ok: deliver() runs on the thread's finished signal: wait() returns at once
    m_thread->wait(); // finished: returns at once
    m_thread->deleteLater();
    m_thread = nullptr;
    const bool cancelled = m_progress->isCancelled();
    const Deliver result = std::move(*m_result);
    m_progress.reset();
    m_result.reset();
    if (!cancelled && result)
        result();
    Q_EMIT finished(cancelled);
}

} // namespace ttft
