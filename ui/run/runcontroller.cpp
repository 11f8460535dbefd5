#include "runcontroller.h"

#include "base/monoclock.h"
#include "stats/percentile.h"
#include "store/runrecordsink.h"

#include <QDateTime>
#include <QDir>
#include <QStandardPaths>
#include <QThread>
#include <QTimer>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <thread>

namespace ttft {

namespace {

constexpr std::size_t kRecentLags = 400;

} // namespace

// What the engine thread hands to the UI thread. Owned jointly, so that neither side outlives it.
struct RunController::Channel {
    std::mutex mutex;
    std::vector<RequestRecord> pending;
    bool done = false;
    RunOutcome outcome;
    std::string cellId;
    int cellIndex = -1;
    int cellCount = 0;
    std::atomic<std::int64_t> runStartNs{-1};
    std::atomic<std::int64_t> recorded{0};
    QString journalError;
};

struct RunController::Run {
    quint64 generation = 0;
    std::shared_ptr<Channel> channel;
    std::unique_ptr<RunRecordSink> journal;
    std::unique_ptr<Engine> engine;
    std::thread thread;
    bool stopRequested = false;

    ~Run()
    {
        if (engine)
            engine->stop();
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
    if (m_current && m_current->engine)
        m_current->engine->stop();
    for (const auto &run : m_retired)
        run->engine->stop();
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

bool RunController::start(RunSpec spec, RunDescription description, QString *error)
{
    Q_ASSERT(QThread::currentThread() == thread());
    const auto fail = [error](const QString &reason) {
        if (error)
            *error = reason;
        return false;
    };
    if (spec.providers.empty())
        return fail(tr("No provider is included in the run."));
    if (const std::string problem = validatePlan(spec.plan); !problem.empty())
        return fail(tr("The plan cannot run: %1").arg(QString::fromStdString(problem)));

    auto run = std::make_unique<Run>();
    run->generation = m_generation + 1;
    run->channel = std::make_shared<Channel>();
    run->journal = std::make_unique<RunRecordSink>();
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    const QString journalPath = QDir(m_journalDirectory)
                                    .filePath(QStringLiteral("run-%1-%2.ttft.jsonl").arg(stamp).arg(run->generation));
    QString journalError;
    if (!run->journal->open(journalPath, QString(), description, spec.workload.keepText, &journalError))
        return fail(tr("Cannot open the run journal %1: %2").arg(QDir::toNativeSeparators(journalPath), journalError));

    // The previous run, if it is still stopping, drains into its own channel and is forgotten.
    if (m_current) {
        m_current->engine->stop();
        m_current->stopRequested = true;
        m_retired.push_back(std::move(m_current));
    }
    m_generation = run->generation;
    m_description = description;
    m_estimate = planExtent(spec.plan, int(spec.providers.size()));
    m_estimate.timeline = std::move(m_nextTimeline);
    m_nextTimeline.clear();
    m_progress = RunProgress{};
    m_progress.expected = m_estimate.requests;
    m_runStartNs = -1;
    m_journalPath = journalPath;
    m_batches.clear();
    m_recentDispatchLagsMs.clear();
    m_dispatchLagsMs.clear();
    m_outOfFilesFailures = 0;
    m_health = HealthReading{};
    m_healthSummary = HealthSummary{};
    m_lastHealthSampleNs = -1;

    const std::shared_ptr<Channel> channel = run->channel;
    RunRecordSink *journal = run->journal.get();
    Engine::Events events;
    events.onCellStarted = [channel](const PlanCell &cell, int index, int count) {
        std::lock_guard lock(channel->mutex);
        channel->cellId = cell.id;
        channel->cellIndex = index;
        channel->cellCount = count;
    };
    events.onRecord = [channel, journal](const RequestRecord &record) {
        // To the journal as the CLI writes it (store/runrecordsink.h: on disk within kFlushMs).
        journal->write(record);
        channel->recorded.fetch_add(1, std::memory_order_relaxed);
        std::lock_guard lock(channel->mutex);
        if (channel->journalError.isEmpty())
            channel->journalError = journal->writeError();
        if (channel->runStartNs.load(std::memory_order_relaxed) < 0)
            channel->runStartNs.store(record.runStartNs, std::memory_order_relaxed);
        channel->pending.push_back(record);
    };
    run->engine = std::make_unique<Engine>(std::move(spec), std::move(events));
    Engine *engine = run->engine.get();
    run->thread = std::thread([channel, engine, journal] {
        // The first cell starts right after run() has stamped the run's start.
        const RunOutcome outcome = engine->run();
        journal->finish(outcome);
        std::lock_guard lock(channel->mutex);
        if (channel->journalError.isEmpty()) // a write that failed after the last record
            channel->journalError = journal->writeError();
        if (outcome.startNs >= 0)
            channel->runStartNs.store(outcome.startNs, std::memory_order_relaxed);
        channel->outcome = outcome;
        channel->done = true;
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
    m_current->engine->stop();
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
        bool done = false;
        {
            std::lock_guard lock((*it)->channel->mutex);
            (*it)->channel->pending.clear();
            done = (*it)->channel->done;
        }
        if (done)
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
    Channel &channel = *m_current->channel;
    auto batch = std::make_shared<std::vector<RequestRecord>>();
    bool done = false;
    QString journalError;
    {
        std::lock_guard lock(channel.mutex);
        batch->swap(channel.pending);
        done = channel.done;
        m_progress.cellId = channel.cellId;
        m_progress.cellIndex = channel.cellIndex;
        m_progress.cellCount = channel.cellCount;
        journalError = channel.journalError;
    }
    if (m_runStartNs < 0 && channel.runStartNs.load(std::memory_order_relaxed) >= 0) {
        m_runStartNs = channel.runStartNs.load(std::memory_order_relaxed);
        Q_EMIT runStartKnown(m_runStartNs);
    }
    if (!batch->empty()) {
        for (const RequestRecord &record : *batch) {
            ++m_progress.recorded;
            m_progress.failed += record.failed() ? 1 : 0;
            m_progress.warmup += record.warmup ? 1 : 0;
            m_outOfFilesFailures += failedForWantOfFiles(record) ? 1 : 0;
            if (!record.warmup && record.dispatchLagMs()) {
                m_recentDispatchLagsMs.push_back(*record.dispatchLagMs());
                m_dispatchLagsMs.push_back(*record.dispatchLagMs());
            }
        }
        while (m_recentDispatchLagsMs.size() > kRecentLags)
            m_recentDispatchLagsMs.pop_front();
        RecordBatch shared = std::move(batch);
        m_batches.push_back(shared);
        Q_EMIT recordsArrived(shared);
    }

    const int inFlight = done ? 0 : m_current->engine->inFlight();
    m_progress.inFlight = inFlight;
    m_progress.dispatched = channel.recorded.load(std::memory_order_relaxed) + inFlight;
    m_progress.elapsedS = m_runStartNs >= 0 ? double(monoNowNs() - m_runStartNs) / 1e9 : 0;
    const ProgressEstimate estimate = estimateProgress(m_estimate, m_progress.recorded, m_progress.elapsedS);
    m_progress.fraction = estimate.fraction;
    m_progress.etaS = estimate.etaS;
    if (m_current->stopRequested)
        m_progress.etaS.reset();
    updateHealth(*m_current);
    Q_EMIT progressChanged(m_progress);

    if (done)
        finishCurrent();
}

void RunController::updateHealth(Run &run)
{
    // The last 2 s of samples (the monitor takes one every 250 ms): recent enough for a light
    // that changes with the load, long enough not to flicker on one late wake-up.
    const HealthWindow recent = run.engine->health().recent(8);
    if (!recent.samples.empty() && recent.samples.back().ns == m_lastHealthSampleNs)
        return; // nothing new since the last tick
    m_lastHealthSampleNs = recent.samples.empty() ? -1 : recent.samples.back().ns;
    std::vector<double> lags(m_recentDispatchLagsMs.begin(), m_recentDispatchLagsMs.end());
    m_health = judgeHealth(recent, percentile(lags, 99));
    Q_EMIT healthChanged(m_health);
}

void RunController::finishCurrent()
{
    std::unique_ptr<Run> run = std::move(m_current);
    if (run->thread.joinable())
        run->thread.join();
    RunOutcome outcome;
    {
        std::lock_guard lock(run->channel->mutex);
        outcome = run->channel->outcome;
    }
    m_healthSummary = judgeRunHealth(run->engine->health().window(), m_description.plan, m_dispatchLagsMs, m_outOfFilesFailures);
    m_progress.inFlight = 0;
    m_progress.etaS = 0.0;
    if (!outcome.stopped)
        m_progress.fraction = 1.0;
    run.reset();
    if (m_retired.empty())
        m_timer->stop();
    Q_EMIT progressChanged(m_progress);
    Q_EMIT finished(outcome);
}

} // namespace ttft
