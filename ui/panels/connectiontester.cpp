#include "connectiontester.h"

#include "engine/engine.h"
#include "keys/runkeys.h"

#include <QLocale>
#include <QThread>

#include <mutex>

namespace ttft {

struct ConnectionTester::Job {
    ProviderProfile profile;
    std::mutex mutex;
    Engine *engine = nullptr; // while it runs; guarded by mutex
    bool cancelled = false;   // guarded by mutex
    // Written by the test's thread, read after it finished.
    std::optional<RequestRecord> record;
    QString keyError; // the key's source was named but gave nothing; then no thread starts
    std::string runError;
};

namespace {

// Short, so that even a slow provider answers the test within seconds.
Workload testWorkload()
{
    Workload workload;
    workload.name = "connection test";
    workload.userMessage = "Say hello in one short sentence.";
    workload.messages = composeMessages(workload);
    workload.maxTokens = 24;
    return workload;
}

} // namespace

ConnectionTester::ConnectionTester(QObject *parent)
    : QObject(parent)
    , m_keys(new RunKeyResolver(this))
{
    connect(m_keys, &RunKeyResolver::resolved, this, [this](const RunKeys &keys) {
        if (m_job)
            launch(m_job, keys.providers.front());
    });
    connect(m_keys, &RunKeyResolver::failed, this, [this](const QString &error) {
        if (!m_job)
            return;
        const std::shared_ptr<Job> job = m_job; // deliver() lets go of m_job
        job->keyError = error;
        deliver(job); // reported like any other outcome
    });
}

ConnectionTester::~ConnectionTester()
{
    cancel();
    if (m_thread) {
        // ui-thread-ok: the destructor, after cancel(): the test ends at its next step
        m_thread->wait();
        delete m_thread;
    }
}

bool ConnectionTester::isRunning() const
{
    return m_job != nullptr;
}

void ConnectionTester::start(const ProviderProfile &profile)
{
    if (m_job)
        return;
    m_job = std::make_shared<Job>();
    m_job->profile = profile;
    // The key first, without waiting, on this thread: QtKeychain dispatches its jobs through an
    // object of the thread that used it first (the UI thread); a job started from another thread
    // crashes it. The request follows on a thread of its own (launch).
    m_keys->start({profile}, {});
}

void ConnectionTester::launch(const std::shared_ptr<Job> &job, const std::string &apiKey)
{
    m_thread = QThread::create([job, apiKey] {
        RunSpec spec;
        EngineProvider provider;
        provider.profile = job->profile;
        provider.apiKey = apiKey;
        spec.providers.push_back(std::move(provider));
        spec.workload = testWorkload();
        spec.plan = sequentialPlan(0, 1);
        Engine::Events events;
        events.onRecord = [job](const RequestRecord &record) { job->record = record; };
        Engine engine(std::move(spec), std::move(events));
        {
            std::lock_guard lock(job->mutex);
            if (job->cancelled)
                return;
            job->engine = &engine;
        }
        const RunOutcome outcome = engine.run();
        std::lock_guard lock(job->mutex);
        job->engine = nullptr;
        job->runError = outcome.error;
    });
    m_thread->setObjectName(QStringLiteral("connection test"));
    connect(m_thread, &QThread::finished, this, [this, job] { deliver(job); });
    m_thread->start();
}

void ConnectionTester::cancel()
{
    if (!m_job)
        return;
    if (!m_thread) { // still reading the key: nothing was sent, nothing to report
        m_keys->cancel();
        m_job.reset();
        return;
    }
    std::lock_guard lock(m_job->mutex);
    m_job->cancelled = true;
    if (m_job->engine)
        m_job->engine->stop();
}

void ConnectionTester::deliver(const std::shared_ptr<Job> &job)
{
    Q_ASSERT(QThread::currentThread() == thread());
    if (m_thread) {
        // ui-thread-ok: deliver() runs on the thread's finished signal: the thread has ended, wait() returns at once
        m_thread->wait();
        m_thread->deleteLater();
        m_thread = nullptr;
    }
    m_job.reset();

    ConnectionTestResult result;
    result.provider = QString::fromStdString(job->profile.name);
    const QLocale locale;
    if (!job->keyError.isEmpty()) {
        result.text = tr("%1 No request was sent.").arg(job->keyError);
    } else if (job->record) {
        const RequestRecord &record = *job->record;
        result.httpStatus = record.httpStatus;
        result.ttftMs = record.ttftMs();
        result.e2eMs = record.e2eMs();
        if (record.failed()) {
            QString reason = QString::fromStdString(record.errorMessage);
            if (reason.isEmpty())
                reason = QString::fromLatin1(errorClassName(record.errorClass));
            const QString kind = QString::fromLatin1(errorClassName(record.errorClass));
            result.text = record.httpStatus > 0
                            ? tr("Failed (%1, HTTP %2): %3").arg(kind).arg(record.httpStatus).arg(reason)
                            : tr("Failed (%1): %2").arg(kind, reason);
        } else if (result.ttftMs) {
            result.ok = true;
            result.text = tr("TTFT %1 ms (HTTP %2, whole answer in %3 ms)")
                              .arg(locale.toString(*result.ttftMs, 'f', 0))
                              .arg(record.httpStatus)
                              .arg(locale.toString(result.e2eMs.value_or(0), 'f', 0));
        } else {
            result.text = tr("The answer carried no text (HTTP %1)").arg(record.httpStatus);
        }
    } else if (job->cancelled) {
        result.text = tr("Test cancelled.");
    } else {
        result.text = job->runError.empty() ? tr("The test request was not sent.")
                                            : tr("The test could not run: %1").arg(QString::fromStdString(job->runError));
    }
    Q_EMIT finished(result);
}

} // namespace ttft
