#include "keystore.h"

#include "base/i18n.h"

#include <qt6keychain/keychain.h>

#include <QEventLoop>
#include <QTimer>

#include <memory>
#include <utility>

namespace ttft {

namespace {

// Long enough for a keychain that asks the user to unlock it (the prompt runs inside the job),
// short enough that a hung D-Bus service cannot hang the caller for good.
constexpr int kJobTimeoutMs = 60'000;

struct JobOutcome {
    bool finished = false;
    QKeychain::Error error = QKeychain::NoError;
    QString errorString;
    QString text; // ReadPasswordJob only
};

// Runs `job` (heap-allocated, auto-deleting) to completion or timeout. A job that times out is
// left to delete itself when its backend finally answers: deleting it earlier would leave the
// backend's pending callback pointing at freed memory.
JobOutcome outcomeOf(QKeychain::Job *job)
{
    JobOutcome outcome;
    outcome.finished = true;
    outcome.error = job->error();
    outcome.errorString = job->errorString();
    if (auto *readJob = qobject_cast<QKeychain::ReadPasswordJob *>(job); readJob && outcome.error == QKeychain::NoError)
        outcome.text = readJob->textData();
    return outcome;
}

// Starts `job` (heap-allocated, auto-deleting); `done` gets its outcome, or an unfinished one after
// the timeout, once, from `context`'s event loop. A job that times out is left to delete itself
// when its backend finally answers: deleting it earlier would leave the backend's pending callback
// pointing at freed memory. `context` gone: `done` is never called.
void startJob(QKeychain::Job *job, QObject *context, std::function<void(JobOutcome)> done)
{
    auto pending = std::make_shared<std::function<void(JobOutcome)>>(std::move(done));
    auto *timeout = new QTimer(context);
    timeout->setSingleShot(true);
    QObject::connect(timeout, &QTimer::timeout, context, [pending, timeout] {
        timeout->deleteLater();
        if (auto call = std::exchange(*pending, nullptr))
            call(JobOutcome{});
    });
    QObject::connect(job, &QKeychain::Job::finished, context, [pending, timeout](QKeychain::Job *finishedJob) {
        timeout->stop();
        timeout->deleteLater();
        if (auto call = std::exchange(*pending, nullptr))
            call(outcomeOf(finishedJob));
    });
    job->setAutoDelete(true);
    job->setInsecureFallback(false); // never the plain-text QSettings store
    job->start();                    // queued: `finished` cannot come before the event loop runs
    timeout->start(kJobTimeoutMs);
}

// Blocking: for the CLI, tests and single actions (keys save/remove in a dialog).
JobOutcome runJob(QKeychain::Job *job)
{
    JobOutcome outcome;
    QEventLoop loop;
    startJob(job, &loop, [&outcome, &loop](JobOutcome result) {
        outcome = std::move(result);
        loop.quit();
    });
    loop.exec(QEventLoop::ExcludeUserInputEvents);
    return outcome;
}

void setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

// A sentence for what went wrong; `detail` is the backend's own words (never the secret).
QString describe(const JobOutcome &outcome, const QString &entry)
{
    if (!outcome.finished)
        return Tr::tr("The system keychain did not answer within %1 s (entry %2).").arg(kJobTimeoutMs / 1000).arg(entry);
    const QString detail = outcome.errorString.isEmpty() ? QString() : QStringLiteral(" (") + outcome.errorString + QStringLiteral(")");
    switch (outcome.error) {
    case QKeychain::NoError:
        return QString();
    case QKeychain::EntryNotFound:
        return Tr::tr("The system keychain has no key named %1.").arg(entry);
    case QKeychain::AccessDenied:
    case QKeychain::AccessDeniedByUser:
        return Tr::tr("Access to the system keychain was denied (entry %1)%2; is it locked?").arg(entry, detail);
    case QKeychain::CouldNotDeleteEntry:
        return Tr::tr("The system keychain could not delete the key named %1%2.").arg(entry, detail);
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
    case QKeychain::OtherError:
        break;
    }
    return Tr::tr("The system keychain is not available%1; name an environment variable that holds the key instead.").arg(detail);
}

bool checkEntryName(const QString &entry, QString *error)
{
    if (entry.trimmed().isEmpty()) {
        setError(error, Tr::tr("A keychain entry needs a name."));
        return false;
    }
    return true;
}

} // namespace

QString KeyStore::serviceName()
{
    return QStringLiteral("ttft-workbench");
}

bool KeyStore::write(const QString &entry, const QString &secret, QString *error)
{
    bool stored = false;
    QEventLoop loop;
    writeLater(entry, secret, &loop, [&](bool ok, const QString &problem) {
        stored = ok;
        setError(error, problem);
        loop.quit();
    });
    loop.exec(QEventLoop::ExcludeUserInputEvents);
    return stored;
}

void KeyStore::writeLater(const QString &entry, const QString &secret, QObject *context, WriteDone done)
{
    QString problem;
    if (checkEntryName(entry, &problem) && secret.isEmpty())
        problem = Tr::tr("The key for %1 is empty; nothing was stored.").arg(entry);
    if (!problem.isEmpty()) {
        // Still from the event loop, as promised.
        QMetaObject::invokeMethod(context, [done = std::move(done), problem] { done(false, problem); }, Qt::QueuedConnection);
        return;
    }
    auto *job = new QKeychain::WritePasswordJob(serviceName());
    job->setKey(entry);
    job->setTextData(secret);
    startJob(job, context, [done = std::move(done), entry](JobOutcome outcome) {
        const bool ok = outcome.finished && outcome.error == QKeychain::NoError;
        done(ok, ok ? QString() : describe(outcome, entry));
    });
}

std::optional<QString> KeyStore::read(const QString &entry, QString *error)
{
    std::optional<QString> secret;
    QEventLoop loop;
    readLater(entry, &loop, [&](std::optional<QString> answer, const QString &problem) {
        secret = std::move(answer);
        setError(error, problem);
        loop.quit();
    });
    loop.exec(QEventLoop::ExcludeUserInputEvents);
    return secret;
}

void KeyStore::readLater(const QString &entry, QObject *context, ReadDone done)
{
    QString problem;
    if (!checkEntryName(entry, &problem)) {
        // Still from the event loop, as promised.
        QMetaObject::invokeMethod(context, [done = std::move(done), problem] { done(std::nullopt, problem); }, Qt::QueuedConnection);
        return;
    }
    auto *job = new QKeychain::ReadPasswordJob(serviceName());
    job->setKey(entry);
    startJob(job, context, [done = std::move(done), entry](JobOutcome outcome) {
        if (!outcome.finished || outcome.error != QKeychain::NoError)
            done(std::nullopt, describe(outcome, entry));
        else if (outcome.text.isEmpty())
            done(std::nullopt, Tr::tr("The system keychain has no key named %1.").arg(entry));
        else
            done(std::move(outcome.text), QString());
    });
}

bool KeyStore::remove(const QString &entry, QString *error)
{
    if (!checkEntryName(entry, error))
        return false;
    auto *job = new QKeychain::DeletePasswordJob(serviceName());
    job->setKey(entry);
    const JobOutcome outcome = runJob(job);
    // Some backends report a missing entry as an error; either way it is not there now.
    if (outcome.finished && (outcome.error == QKeychain::NoError || outcome.error == QKeychain::EntryNotFound))
        return true;
    setError(error, describe(outcome, entry));
    return false;
}

} // namespace ttft
