#include "runcontroller.h"

#include "stats/percentile.h"

#include <QDateTime>
#include <QDir>
#include <QStandardPaths>
#include <QThread>
#include <QTimer>

#include <atomic>
#include <thread>

namespace ttft {

// One run and the thread it measures and collects on.
struct RunController::Run {
    quint64 generation = 0;
    std::unique_ptr<MeasuredRun> measured;
    std::thread thread;
    std::atomic<bool> done{false}; // measured and collected: the thread has ended its work
    RunOutcome outcome;             // written by the thread before done
    std::shared_ptr<Session> session;
    bool stopRequested = false;

    ~Run()
    {
        if (measured) // null when it could not be prepared
            measured->stop();
        // ui-thread-ok: the destructor, after stop(): requests on the wire end as cancelled within their timeout
        if (thread.joinable())
            thread.join();
    }
};

RunController::RunController(QObject *parent)
    : QObject(parent)
    , m_journalDirectory(QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("runs")))
    , m_timer(new QTimer(this))
{
    m_timer->setInterval(100);
    connect(m_timer, &QTimer::timeout, this, &RunController::tick);
}

RunController::~RunController()
{
    // Stop them all first, so that they wind down side by side rather than one after the other.
    if (m_current)
        m_current->measured->stop();
    for (const auto &run : m_retired)
        run->measured->stop();
    m_current.reset();
    m_retired.clear();
}

void RunController::setJournalDirectory(const QString &directory)
{
    m_journalDirectory = directory;
}

void RunController::setTickInterval(int ms)
{
    m_timer->setInterval(std::max(1, ms));
}

bool RunController::isStopping() const
{
    return m_current && m_current->stopRequested;
}

bool RunController::start(MeasuredRunOptions options, QString *error)
{
    Q_ASSERT(QThread::currentThread() == thread());
    auto run = std::make_unique<Run>();
    run->generation = m_generation + 1;
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    options.journalPath = QDir(m_journalDirectory).filePath(QStringLiteral("run-%1-%2.ttft.jsonl").arg(stamp).arg(run->generation));
    options.requestsPath.clear();
    options.records = MeasuredRunOptions::Records::HandedOut; // the views show them; the journal is the crash record
    options.timeline = std::move(m_nextTimeline);
    options.timelineKnown = m_nextTimelineKnown;
    m_nextTimeline.clear();
    run->measured = MeasuredRun::prepare(std::move(options), {}, error);
    if (!run->measured)
        return false;

    // The previous run, if it is still stopping, drains on its own and is forgotten.
    if (m_current) {
        m_current->measured->stop();
        m_current->stopRequested = true;
        m_retired.push_back(std::move(m_current));
    }
    m_generation = run->generation;
    m_description = run->measured->description();
    m_progress = RunProgress{};
    m_progress.expected = run->measured->extent().requests;
    m_runStartNs = -1;
    m_journalPath = run->measured->journalPath();
    m_batches.clear();
    m_health = HealthReading{};
    m_healthSummary = HealthSummary{};
    m_session.reset();

    Run *raw = run.get();
    run->thread = std::thread([raw] {
        raw->outcome = raw->measured->measure();
        if (raw->outcome.error.empty() && !raw->measured->stoppedBeforeStart()) {
            QString ignored; // kept in memory: nothing to read back
            if (std::optional<Session> session = raw->measured->collect(&ignored, nullptr))
                raw->session = std::make_shared<Session>(std::move(*session));
        }
        raw->done = true;
    });
    m_current = std::move(run);
    m_timer->start();
    Q_EMIT started(m_generation);
    Q_EMIT progressChanged(m_progress);
    return true;
}

void RunController::stop()
{
    Q_ASSERT(QThread::currentThread() == thread());
    if (!m_current || m_current->stopRequested)
        return;
    m_current->stopRequested = true;
    m_current->measured->stop();
}

std::vector<RequestRecord> flattenBatches(const std::vector<RecordBatch> &batches)
{
    std::vector<RequestRecord> all;
    std::size_t count = 0;
    for (const RecordBatch &batch : batches)
        count += batch->size();
    all.reserve(count);
    for (const RecordBatch &batch : batches)
        all.insert(all.end(), batch->begin(), batch->end());
    return all;
}

std::vector<RequestRecord> RunController::records() const
{
    return flattenBatches(m_batches);
}

void RunController::reapRetired()
{
    // A retired run's records are dropped unseen; its thread is joined once it has ended.
    for (auto it = m_retired.begin(); it != m_retired.end();) {
        (*it)->measured->takeRecords();
        if ((*it)->done)
            it = m_retired.erase(it);
        else
            ++it;
    }
}

void RunController::tick()
{
    Q_ASSERT(QThread::currentThread() == thread());
    reapRetired();
    if (!m_current) {
        if (m_retired.empty())
            m_timer->stop();
        return;
    }
    MeasuredRun &measured = *m_current->measured;
    const bool done = m_current->done; // read before the last batch is taken: nothing arrives after it
    if (m_runStartNs < 0 && measured.runStartNs() >= 0) {
        m_runStartNs = measured.runStartNs();
        Q_EMIT runStartKnown(m_runStartNs);
    }
    if (RecordBatch batch = measured.takeRecords()) {
        m_batches.push_back(batch);
        Q_EMIT recordsArrived(batch);
    }
    m_progress = measured.progress();
    if (!done) {
        const HealthReading reading = measured.liveHealth();
        if (reading.summary.samples != m_health.summary.samples || reading.light != m_health.light) {
            m_health = reading;
            Q_EMIT healthChanged(m_health);
        }
    }
    Q_EMIT progressChanged(m_progress);
    if (done)
        finishCurrent();
}

void RunController::finishCurrent()
{
    std::unique_ptr<Run> run = std::move(m_current);
    // ui-thread-ok: the run's thread said it is done (tick saw it): join() returns at once
    if (run->thread.joinable())
        run->thread.join();
    m_description = run->measured->description();
    m_session = run->session;
    const std::optional<HealthSummary> health = m_session ? healthFromJson(m_session->clientHealth) : std::nullopt;
    m_healthSummary = health.value_or(HealthSummary{});
    m_progress = run->measured->progress();
    const RunOutcome outcome = run->outcome;
    run.reset();
    if (m_retired.empty())
        m_timer->stop();
    Q_EMIT progressChanged(m_progress);
    Q_EMIT finished(outcome);
}

std::optional<double> RunController::typicalRequestSeconds() const
{
    std::vector<double> e2eS;
    for (const RecordBatch &batch : m_batches) {
        for (const RequestRecord &record : *batch) {
            if (!record.failed() && record.e2eMs())
                e2eS.push_back(*record.e2eMs() / 1000.0);
        }
    }
    return percentile(std::move(e2eS), 50);
}

} // namespace ttft
