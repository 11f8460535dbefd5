#include "sessionfiles.h"

#include "history/regressiondialog.h"
#include "run/runcontroller.h"
#include "run/runexport.h"
#include "settings/workbenchsettings.h"
#include "store/runlibrary.h"
#include "store/sessionmerge.h"

#include <QAbstractButton>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QToolButton>

namespace ttft {

namespace {

// A session file, or a journal (rebuilt: every request that had finished).
bool readRunFile(const QString &path, Session &session, QString *error, FileProgress *progress)
{
    return path.endsWith(QLatin1String(".jsonl")) ? recoverSessionFromJournal(path, session, error, nullptr, nullptr, progress)
                                                  : readSessionFile(path, session, error, nullptr, progress);
}

QString native(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

// A file dialog opened window-modal, without a nested event loop: `chosen` gets the answer.
QFileDialog *fileDialog(QWidget *window, const QString &caption, const QString &directory, const QString &filter,
                        QFileDialog::AcceptMode accept, QFileDialog::FileMode mode)
{
    auto *dialog = new QFileDialog(window, caption, directory, filter);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(accept);
    dialog->setFileMode(mode);
    if (mode == QFileDialog::Directory)
        dialog->setOption(QFileDialog::ShowDirsOnly);
    return dialog;
}

} // namespace

Session SessionSnapshot::session() const
{
    Session session = head;
    session.records = flattenBatches(batches);
    return session;
}

SessionFiles::SessionFiles(QWidget *window, WorkbenchSettings *settings)
    : QObject(window)
    , m_window(window)
    , m_settings(settings)
    , m_job(new FileJob(this))
    , m_progress(new QProgressBar(window))
    , m_cancel(new QToolButton(window))
{
    m_progress->setObjectName(QStringLiteral("fileProgress"));
    // Room for "Opening run-20261203-064151-1.ttft.json: 51234 of 100000" on one line.
    const int x = window->fontMetrics().horizontalAdvance(QLatin1Char('x'));
    m_progress->setMinimumWidth(x * 44);
    m_progress->setMaximumWidth(x * 60);
    m_progress->setVisible(false);
    m_cancel->setObjectName(QStringLiteral("fileCancel"));
    m_cancel->setVisible(false);
    connect(m_cancel, &QToolButton::clicked, m_job, &FileJob::cancel);
    connect(m_job, &FileJob::progressed, this, [this](const QString &what, qint64 done, qint64 total) {
        m_progress->setVisible(true);
        m_cancel->setVisible(true);
        m_progress->setRange(0, total > 0 ? 1000 : 0); // 0..0: busy until the records are counted
        m_progress->setValue(total > 0 ? int(done * 1000 / total) : 0);
        const QLocale locale;
        m_progress->setFormat(total > 0 ? tr("%1: %2 of %3").arg(what, locale.toString(done), locale.toString(total)) : what);
        m_progress->setTextVisible(true);
    });
    connect(m_job, &FileJob::finished, this, [this](bool cancelled) {
        m_progress->setVisible(false);
        m_cancel->setVisible(false);
        const QString error = cancelled ? tr("Cancelled; nothing was changed.") : std::exchange(m_error, QString());
        if (cancelled)
            Q_EMIT message(error);
        Q_EMIT busyChanged();
        Q_EMIT finished(error.isEmpty(), error);
    });
    retranslate();
}

SessionFiles::~SessionFiles()
{
    delete m_job; // before the members its results would reach
    m_job = nullptr;
}

void SessionFiles::retranslate()
{
    m_cancel->setText(tr("Cancel"));
}

RegressionDialog *SessionFiles::regressionDialog() const
{
    return m_regressionDialog;
}

bool SessionFiles::isRunning() const
{
    return m_job && m_job->isRunning();
}

bool SessionFiles::refuse(QString *error) const
{
    if (!isRunning())
        return false;
    if (error)
        *error = tr("A file is being read or written (%1); wait for it or cancel it.").arg(m_job->what());
    return true;
}

bool SessionFiles::start(const QString &what, FileJob::Work work, QString *error)
{
    if (refuse(error))
        return false;
    m_job->start(what, std::move(work));
    Q_EMIT busyChanged();
    return true;
}

void SessionFiles::fail(const QString &title, const QString &error)
{
    m_error = error;
    Q_EMIT problem(title, error);
}

bool SessionFiles::save(const QString &path, std::shared_ptr<const SessionSnapshot> snapshot, QString *error)
{
    return start(tr("Saving %1").arg(QFileInfo(path).fileName()), [this, path, snapshot](FileProgress &progress) -> FileJob::Deliver {
        QString writeError;
        if (!writeSessionFile(path, snapshot->session(), &writeError, &progress))
            return [this, path, writeError] { fail(tr("Cannot save"), tr("Cannot save %1: %2").arg(native(path), writeError)); };
        return [this, path] {
            remember(path);
            Q_EMIT saved(path);
            Q_EMIT message(tr("Saved %1").arg(native(path)));
        };
    }, error);
}

bool SessionFiles::open(const QString &path, QString *error)
{
    // Read on the file job's thread (a 100,000-request session takes seconds); shown when read.
    return start(tr("Opening %1").arg(QFileInfo(path).fileName()), [this, path](FileProgress &progress) -> FileJob::Deliver {
        auto session = std::make_shared<Session>();
        QString readError;
        if (!readRunFile(path, *session, &readError, &progress))
            return [this, path, readError] { fail(tr("Cannot open"), tr("Cannot open %1: %2").arg(native(path), readError)); };
        return [this, path, session] {
            const QString opened = tr("Opened %1: %2 requests").arg(native(path)).arg(session->records.size());
            Q_EMIT sessionRead(session, path, opened);
            if (!path.endsWith(QLatin1String(".jsonl")))
                remember(path);
        };
    }, error);
}

bool SessionFiles::compare(const QStringList &paths, QString *error)
{
    if (paths.size() < 2) {
        if (error)
            *error = tr("Select at least two runs to compare.");
        return false;
    }
    return start(tr("Reading %n run(s)", nullptr, int(paths.size())), [this, paths](FileProgress &progress) -> FileJob::Deliver {
        std::vector<Session> parts;
        if (FileJob::Deliver failed = readAll(paths, parts, progress))
            return failed;
        auto merged = std::make_shared<Session>(mergeSessions(parts));
        return [this, merged, count = int(paths.size())] {
            const QString comparing = tr("Comparing %n run(s): %1 requests; each provider is labelled by its run.", nullptr, count)
                                          .arg(merged->records.size());
            Q_EMIT sessionRead(merged, QString(), comparing);
        };
    }, error);
}

FileJob::Deliver SessionFiles::readAll(const QStringList &paths, std::vector<Session> &sessions, FileProgress &progress)
{
    for (const QString &path : paths) {
        Session session;
        QString readError;
        if (!readRunFile(path, session, &readError, &progress))
            return [this, path, readError] { fail(tr("Cannot compare"), tr("Cannot open %1: %2").arg(native(path), readError)); };
        sessions.push_back(std::move(session));
    }
    return nullptr;
}

bool SessionFiles::findRegressions(const QStringList &paths, QString *error)
{
    if (paths.size() != 2) {
        if (error)
            *error = tr("Select two runs: a baseline and a candidate.");
        return false;
    }
    return start(tr("Reading %n run(s)", nullptr, 2), [this, paths](FileProgress &progress) -> FileJob::Deliver {
        std::vector<Session> runs;
        if (FileJob::Deliver failed = readAll(paths, runs, progress))
            return failed;
        // The run that started first is the baseline.
        std::vector<QString> names{paths[0], paths[1]};
        if (runs[1].run.environment.startedMs < runs[0].run.environment.startedMs) {
            std::swap(runs[0], runs[1]);
            std::swap(names[0], names[1]);
        }
        const QString difference = QString::fromStdString(planDifference(runs[0].run, runs[1].run));
        const auto side = [](Session &session, const QString &path) {
            const QString started = session.run.environment.startedMs != 0
                                        ? QLocale().toString(QDateTime::fromMSecsSinceEpoch(session.run.environment.startedMs), QLocale::ShortFormat)
                                        : QString();
            return RegressionDialog::Run{QStringLiteral("%1  (%2)").arg(QFileInfo(path).fileName(), started),
                                         std::make_shared<const std::vector<RequestRecord>>(std::move(session.records))};
        };
        auto baseline = std::make_shared<RegressionDialog::Run>(side(runs[0], names[0]));
        auto candidate = std::make_shared<RegressionDialog::Run>(side(runs[1], names[1]));
        return [this, baseline, candidate, difference] {
            if (m_regressionDialog)
                m_regressionDialog->close();
            m_regressionDialog = new RegressionDialog(*baseline, *candidate, difference, m_window);
            m_regressionDialog->setAttribute(Qt::WA_DeleteOnClose);
            m_regressionDialog->show();
            Q_EMIT message(tr("Regressions between two runs: %1").arg(m_regressionDialog->comparison().anyRegression() ? tr("found") : tr("none")));
        };
    }, error);
}

bool SessionFiles::recover(const QStringList &journals, QString *error)
{
    // Each is rebuilt and kept beside its journal (then it is in the history and not offered
    // again); the last one that could be is shown, and every one that could not is reported.
    return start(tr("Recovering %n run(s)", nullptr, int(journals.size())), [this, journals](FileProgress &progress) -> FileJob::Deliver {
        auto shown = std::make_shared<Session>();
        QString shownPath;
        QStringList problems;
        for (const QString &journalPath : journals) {
            Session session;
            QString readError;
            if (!recoverSessionFromJournal(journalPath, session, &readError, nullptr, nullptr, &progress)) {
                problems << tr("Cannot recover %1: %2").arg(native(journalPath), readError);
                continue;
            }
            const QString sessionPath = sessionPathForJournal(journalPath);
            QString writeError;
            if (!writeSessionFile(sessionPath, session, &writeError)) {
                problems << tr("Cannot save the recovered run to %1: %2").arg(native(sessionPath), writeError);
                continue;
            }
            *shown = std::move(session);
            shownPath = sessionPath;
        }
        return [this, shown, shownPath, problems] {
            if (!shownPath.isEmpty()) {
                const QString recovered = tr("Recovered %1 finished requests of a run that did not end.").arg(shown->records.size());
                Q_EMIT sessionRead(shown, shownPath, recovered);
                Q_EMIT runsChanged();
            }
            if (!problems.isEmpty())
                fail(tr("Cannot recover"), problems.join(QLatin1Char('\n')));
        };
    }, error);
}

bool SessionFiles::keep(const QString &journal, std::shared_ptr<const Session> session, std::function<void()> then)
{
    // Every run is kept, as a session beside its journal: the run history lists it, and a later
    // comparison can take it up. A failure is reported but loses nothing: the journal stays.
    if (journal.isEmpty() || session->records.empty() || isRunning())
        return false;
    const QString path = sessionPathForJournal(journal);
    const auto done = std::make_shared<QMetaObject::Connection>();
    *done = connect(m_job, &FileJob::finished, this, [done, then = std::move(then)] {
        QObject::disconnect(*done);
        then();
    });
    return start(tr("Keeping the run"), [this, path, journal, session](FileProgress &progress) -> FileJob::Deliver {
        QString error;
        if (!writeSessionFile(path, *session, &error, &progress))
            return [this, path, journal, error] {
                fail(tr("Cannot keep the run"),
                     tr("Cannot save %1: %2. Its journal %3 keeps every request.").arg(native(path), error, native(journal)));
            };
        return [this, path] {
            m_lastKept = path;
            Q_EMIT runsChanged();
        };
    }, nullptr);
}

bool SessionFiles::exportTo(const QString &directory, std::shared_ptr<const SessionSnapshot> snapshot, QString *error)
{
    return start(tr("Exporting"), [this, directory, snapshot](FileProgress &) -> FileJob::Deliver {
        QStringList written;
        QString writeError;
        if (!exportRun(directory, snapshot->session(), &written, &writeError))
            return [this, directory, writeError] {
                fail(tr("Cannot export"), tr("Cannot export to %1: %2").arg(native(directory), writeError));
            };
        return [this, directory, written] {
            QStringList names;
            for (const QString &file : written)
                names << QFileInfo(file).fileName();
            Q_EMIT message(tr("Exported %1 to %2").arg(names.join(QStringLiteral(", ")), native(directory)));
        };
    }, error);
}

QString SessionFiles::startDirectory() const
{
    return m_settings->lastDirectory().isEmpty() ? QDir::homePath() : m_settings->lastDirectory();
}

void SessionFiles::openFromDialog()
{
    QFileDialog *dialog = fileDialog(m_window, tr("Open a session"), m_settings->lastDirectory(),
                                     tr("Sessions and journals (*.ttft.json *.ttft.jsonl);;All files (*)"),
                                     QFileDialog::AcceptOpen, QFileDialog::ExistingFile);
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString &path) {
        m_settings->setLastDirectory(QFileInfo(path).absolutePath());
        QString error;
        if (!open(path, &error))
            Q_EMIT problem(tr("Cannot open"), error);
    });
    dialog->open();
}

void SessionFiles::saveFromDialog(std::function<std::shared_ptr<const SessionSnapshot>()> snapshot)
{
    const QString suggested = QDir(startDirectory())
                                  .filePath(QStringLiteral("run-%1.ttft.json")
                                                .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmm"))));
    QFileDialog *dialog = fileDialog(m_window, tr("Save the session"), suggested, tr("Sessions (*.ttft.json)"),
                                     QFileDialog::AcceptSave, QFileDialog::AnyFile);
    connect(dialog, &QFileDialog::fileSelected, this, [this, snapshot = std::move(snapshot)](QString path) {
        if (!path.endsWith(QLatin1String(".json")))
            path += QStringLiteral(".ttft.json");
        m_settings->setLastDirectory(QFileInfo(path).absolutePath());
        QString error;
        if (!save(path, snapshot(), &error))
            Q_EMIT problem(tr("Cannot save"), error);
    });
    dialog->open();
}

void SessionFiles::exportFromDialog(std::function<std::shared_ptr<const SessionSnapshot>()> snapshot)
{
    QFileDialog *dialog = fileDialog(m_window, tr("Export requests.csv, summary.json and requests.jsonl to"), startDirectory(),
                                     QString(), QFileDialog::AcceptOpen, QFileDialog::Directory);
    connect(dialog, &QFileDialog::fileSelected, this, [this, snapshot = std::move(snapshot)](const QString &directory) {
        m_settings->setLastDirectory(directory);
        QString error;
        if (!exportTo(directory, snapshot(), &error))
            Q_EMIT problem(tr("Cannot export"), error);
    });
    dialog->open();
}

void SessionFiles::offerRecovery(const QStringList &journals, const std::function<bool(const QStringList &)> &ask)
{
    if (journals.isEmpty())
        return;
    const auto recoverAll = [this, journals] {
        // Each is kept as a session; the newest is shown.
        QString error;
        if (!recover(journals, &error))
            Q_EMIT problem(tr("Cannot recover"), error);
    };
    if (ask) {
        if (ask(journals))
            recoverAll();
        return;
    }
    QStringList lines;
    for (const QString &journal : journals)
        lines << native(journal);
    auto *box = new QMessageBox(QMessageBox::Question, tr("Recover runs that did not end"),
                                tr("%n run(s) did not end: the workbench or the machine stopped during the run. Every request "
                                   "that had finished is in its journal.\n\n%1\n\nRecover them now? (Otherwise they stay in "
                                   "the run history, where you can recover them later.)",
                                   nullptr, int(journals.size()))
                                    .arg(lines.join(QLatin1Char('\n'))),
                                QMessageBox::Yes | QMessageBox::No, m_window);
    box->setDefaultButton(QMessageBox::Yes);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::buttonClicked, this, [box, recoverAll](QAbstractButton *button) {
        if (box->standardButton(button) == QMessageBox::Yes)
            recoverAll();
    });
    box->open();
}

void SessionFiles::remember(const QString &path)
{
    m_settings->addRecentFile(QFileInfo(path).absoluteFilePath());
    Q_EMIT recentFilesChanged();
}

void SessionFiles::fillRecentMenu(QMenu *menu)
{
    menu->clear();
    for (const QString &path : m_settings->recentFiles()) {
        QAction *action = menu->addAction(native(path));
        connect(action, &QAction::triggered, this, [this, path] {
            QString error;
            if (!open(path, &error))
                Q_EMIT problem(tr("Cannot open"), error);
        });
    }
    menu->setEnabled(!menu->isEmpty());
}

} // namespace ttft
