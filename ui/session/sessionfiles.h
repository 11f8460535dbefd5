#pragma once

#include "run/filejob.h"
#include "store/session.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <vector>

class QMenu;
class QProgressBar;
class QToolButton;
class QWidget;

namespace ttft {

class RegressionDialog;
class WorkbenchSettings;

// The results on show, as a session to save: the head copied, the records shared batch by batch.
// session() makes the Session on the file job's thread, where copying a hundred thousand records
// costs the UI nothing.
struct SessionSnapshot {
    Session head;
    std::vector<std::shared_ptr<const std::vector<RequestRecord>>> batches;
    Session session() const;
};

// The window's sessions on disk: open, save, compare, find regressions, recover, keep a finished
// run, export — each a FileJob on a thread of its own with its progress and Cancel in the status
// bar (the UI thread never waits on a file: docs/ARCHITECTURE.md, Threads) — and the file dialogs
// that ask for them, opened without a nested event loop. What was read comes back through
// sessionRead; the window puts it on show.
class SessionFiles : public QObject
{
    Q_OBJECT
public:
    // `window` parents the dialogs and the progress widgets; `settings` keeps the recent files and
    // the last directory.
    SessionFiles(QWidget *window, WorkbenchSettings *settings);
    ~SessionFiles() override; // a job still going stops at its next record; its result is dropped

    // Each starts a file job: true when started (finished says how it ended), false with *error
    // when refused at once (another file job under way).
    bool save(const QString &path, std::shared_ptr<const SessionSnapshot> snapshot, QString *error = nullptr);
    bool open(const QString &path, QString *error = nullptr);
    bool compare(const QStringList &paths, QString *error = nullptr);
    // Two saved runs as baseline and candidate (the one that started first is the baseline).
    bool findRegressions(const QStringList &paths, QString *error = nullptr);
    bool recover(const QStringList &journals, QString *error = nullptr); // each kept beside its journal
    // Keeps a finished run's session beside its journal; `then` runs when it is written (or failed).
    bool keep(const QString &journal, std::shared_ptr<const Session> session, std::function<void()> then);
    bool exportTo(const QString &directory, std::shared_ptr<const SessionSnapshot> snapshot, QString *error = nullptr);

    // The same, asked for with a file dialog (window-modal, answered through a signal).
    void openFromDialog();
    void saveFromDialog(std::function<std::shared_ptr<const SessionSnapshot>()> snapshot);
    void exportFromDialog(std::function<std::shared_ptr<const SessionSnapshot>()> snapshot);
    // Asks whether to recover the runs that never ended (ask: a test's answer instead of the box).
    void offerRecovery(const QStringList &journals, const std::function<bool(const QStringList &)> &ask);

    bool isRunning() const;
    bool refuse(QString *error) const; // true, with the reason, while a file job runs
    QString lastKept() const { return m_lastKept; }
    RegressionDialog *regressionDialog() const;
    void fillRecentMenu(QMenu *menu);
    QProgressBar *progressBar() const { return m_progress; }
    QToolButton *cancelButton() const { return m_cancel; }
    void retranslate();

Q_SIGNALS:
    // A session read (opened, compared, recovered) to put on show; `file` is where it lives (empty
    // for a comparison), `message` what to tell the user once it is.
    void sessionRead(std::shared_ptr<ttft::Session> session, const QString &file, const QString &message);
    void saved(const QString &path);
    void runsChanged();                // a session was written into the runs directory
    void recentFilesChanged();
    void message(const QString &text);  // for the status line
    void problem(const QString &title, const QString &text);
    void busyChanged();                 // a job started or ended
    void finished(bool ok, const QString &error); // a file job ended (or was cancelled)

private:
    bool start(const QString &what, FileJob::Work work, QString *error);
    void fail(const QString &title, const QString &error); // a job's failure, reported
    // On the job's thread: every path read (a session, or a journal rebuilt), in order; null, or
    // at the first that cannot be read, what reports it ("Cannot compare").
    FileJob::Deliver readAll(const QStringList &paths, std::vector<Session> &sessions, FileProgress &progress);
    void remember(const QString &path);
    QString startDirectory() const;

    QWidget *m_window;
    WorkbenchSettings *m_settings;
    FileJob *m_job;
    QProgressBar *m_progress;
    QToolButton *m_cancel;
    QString m_error; // the running job's failure, for finished
    QString m_lastKept;
    QPointer<RegressionDialog> m_regressionDialog; // the last one shown (deleted when closed)
};

} // namespace ttft
