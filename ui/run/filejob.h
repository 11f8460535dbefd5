#pragma once

#include "store/fileprogress.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class QThread;
class QTimer;

namespace ttft {

// One long file job of the window (open, compare, recover, save, keep, export) on a thread of its
// own, so that the UI thread never waits on a file (docs/ARCHITECTURE.md, Threads). The work runs
// there with a FileProgress and returns what the UI thread then does with its result; progress is
// polled from the UI thread, and Cancel sets the flag the work checks at every record. One job at a
// time. A cancelled job's result is dropped; `finished` still comes, with cancelled set.
class FileJob : public QObject
{
    Q_OBJECT
public:
    using Deliver = std::function<void()>;                // runs on the UI thread
    using Work = std::function<Deliver(FileProgress &)>; // runs on the job's thread

    explicit FileJob(QObject *parent = nullptr);
    ~FileJob() override; // cancels a running job and waits for its thread (it stops at its next record)

    // False (and nothing started) while another job runs. `what` names it for the progress line.
    bool start(const QString &what, Work work);
    void cancel();
    bool isRunning() const { return m_thread != nullptr; }
    QString what() const { return m_what; }

Q_SIGNALS:
    // About every 100 ms while it runs: records done of total (total 0: not known yet).
    void progressed(const QString &what, qint64 done, qint64 total);
    void finished(bool cancelled);

private:
    void deliver();

    QThread *m_thread = nullptr;
    std::shared_ptr<FileProgress> m_progress;
    std::shared_ptr<Deliver> m_result;
    QString m_what;
    QTimer *m_poll;
};

} // namespace ttft
