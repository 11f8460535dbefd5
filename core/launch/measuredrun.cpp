#include "measuredrun.h"

#include "base/i18n.h"
#include "base/monoclock.h"
#include "crossval/groundtruth.h"
#include "launch/capacitysearch.h"
#include "launch/runparts.h"
#include "launch/runbuilder.h"
#include "launch/shardstart.h"
#include "stats/clienthealthverdict.h"
#include "stats/percentile.h"

#include <QDir>

#include <algorithm>
#include <chrono>
#include <thread>

namespace ttft {

namespace {

// The live light judges the last measured requests' dispatch lag, not the whole run's.
constexpr std::size_t kRecentLags = 400;
// The last 2 s of samples (the monitor takes one every 250 ms): recent enough for a light that
// changes with the load, long enough not to flicker on one late wake-up.
constexpr int kRecentHealthSamples = 8;

} // namespace

MeasuredRun::MeasuredRun(MeasuredRunOptions options, Events events)
    : m_options(std::move(options))
    , m_events(std::move(events))
{
}

MeasuredRun::~MeasuredRun()
{
    stop();
}

std::unique_ptr<MeasuredRun> MeasuredRun::prepare(MeasuredRunOptions options, Events events, QString *error)
{
    const auto fail = [error](const QString &reason) {
        if (error)
            *error = reason;
        return nullptr;
    };
    if (options.description.providers.empty())
        return fail(Tr::tr("No provider is included in the run."));
    // A capacity search makes a plan of its own for each level (launch/capacitysearch.h).
    if (!options.description.capacity) {
        if (const std::string problem = validatePlan(options.description.plan); !problem.empty())
            return fail(Tr::tr("The plan cannot run: %1").arg(QString::fromStdString(problem)));
    }
    std::unique_ptr<MeasuredRun> run(new MeasuredRun(std::move(options), std::move(events)));
    RunDescription &description = run->m_description;
    description = run->m_options.description;
    const std::optional<RunSpec> spec = buildRun(description, run->m_options.keys, run->m_options.labBaseUrl, error);
    if (!spec)
        return nullptr;
    run->m_spec = *spec;
    run->m_options.keys = {}; // the spec holds them now; no second copy of a secret
    RunEnvironment environment = captureEnvironment();
    environment.note = description.environment.note;
    environment.location = description.environment.location;
    environment.startedMs = wallClockMs(); // set again when the first request is about to go (measure())
    description.environment = std::move(environment);
    run->m_extent = planExtent(run->m_spec.plan, int(run->m_spec.providers.size()));
    run->m_extent.timeline = run->m_options.timeline;
    run->m_extent.timelineKnown = run->m_options.timelineKnown;
    const MeasuredRunOptions &o = run->m_options;
    if (!o.journalPath.isEmpty()) {
        QString problem;
        if (!run->m_sink.open(o.journalPath, o.requestsPath, description, run->m_spec.workload.keepText, &problem))
            return fail(Tr::tr("Cannot open the run journal %1: %2").arg(QDir::toNativeSeparators(o.journalPath), problem));
    }
    run->m_crossCheck = std::make_unique<ServerCrossCheck>(o.crossCheck);
    run->m_shardStart = std::make_unique<ShardStart>(o.startAtMs, o.clockReference);
    return run;
}

void MeasuredRun::note(const QString &line) const
{
    if (m_events.onNote)
        m_events.onNote(line);
}

RunOutcome MeasuredRun::measure()
{
    if (!m_shardStart->prepare(m_description, m_stop, [this](const QString &line) { note(line); })) {
        m_outcome = RunOutcome{};
        m_outcome.stopped = true;
        m_stoppedBeforeStart = true;
    } else {
        m_description.environment.startedMs = wallClockMs();
        for (const QString &warning : m_crossCheck->scrapeBefore())
            note(warning);
        m_outcome = m_description.capacity ? measureCapacity() : m_description.probe ? measureProbes() : measurePlan();
    }
    if (m_sink.isOpen())
        m_sink.finish(m_outcome);
    m_description.environment.endedMs = wallClockMs();
    if (m_outcome.startNs >= 0)
        m_runStartNs.store(m_outcome.startNs);
    m_measured = true;
    return m_outcome;
}

void MeasuredRun::stop()
{
    m_stop = true;
    std::lock_guard lock(m_engineMutex);
    if (m_engine)
        m_engine->stop();
    if (m_search)
        m_search->stop();
}

Engine::Events MeasuredRun::engineEvents()
{
    Engine::Events events = m_events.engine;
    events.onRecord = [this](const RequestRecord &record) { this->record(record); };
    events.onCellStarted = [this](const PlanCell &cell, int index, int count) {
        {
            std::lock_guard lock(m_recordMutex);
            m_cellId = cell.id;
            m_cellIndex = index;
            m_cellCount = count;
            const std::int64_t startNs = m_runStartNs.load();
            m_cellProgress.index = index;
            m_cellProgress.startedS = startNs >= 0 ? double(monoNowNs() - startNs) / 1e9 : 0;
            m_cellProgress.recordedByProvider.assign(m_spec.providers.size(), 0);
        }
        if (m_events.engine.onCellStarted)
            m_events.engine.onCellStarted(cell, index, count);
    };
    return events;
}

// Runs an engine or a capacity search where stop() and inFlight() can reach it while it runs.
template <typename Runner>
RunOutcome MeasuredRun::runReachable(Runner *&slot, Runner &runner)
{
    {
        std::lock_guard lock(m_engineMutex);
        slot = &runner;
    }
    if (m_stop)
        runner.stop();
    RunOutcome outcome = runner.run();
    std::lock_guard lock(m_engineMutex);
    slot = nullptr;
    return outcome;
}

RunOutcome MeasuredRun::runEngine(Engine &engine)
{
    RunOutcome outcome = runReachable(m_engine, engine);
    appendHealthWindow(m_health, engine.health().window());
    return outcome;
}

RunOutcome MeasuredRun::measurePlan()
{
    Engine engine(m_spec, engineEvents());
    return runEngine(engine);
}

// A capacity search: one level after another, each judged as it ends (stats/capacity.h), the
// records of all of them one run's.
RunOutcome MeasuredRun::measureCapacity()
{
    CapacitySearch::Events events;
    events.onPointStarted = m_events.onLevelStarted;
    events.onPointJudged = m_events.onLevelJudged;
    events.engine = engineEvents();
    CapacitySearch search(m_spec, *m_description.capacity, events);
    RunOutcome outcome = runReachable(m_search, search);
    m_health = search.health();
    return outcome;
}

// Probes over time: the plan again at every slot, each probe's records tagged with its number
// (RequestRecord::repeat), so that a probe of a day that is stopped, or dies, keeps what ran (the
// journal; `recover`). A probe that runs past the next slot makes that slot missed, not late: the
// gaps are shown, not hidden.
RunOutcome MeasuredRun::measureProbes()
{
    const ProbePlan &plan = *m_description.probe;
    const int expected = plan.expectedProbes();
    const std::int64_t startNs = monoNowNs();
    const std::int64_t everyNs = std::int64_t(plan.everyS * 1e9);
    RunParts parts(startNs); // the probes, one run
    for (int probe = 0; probe < expected && !m_stop; ++probe) {
        ProbeReport report;
        report.probe = probe;
        report.count = expected;
        const std::int64_t dueNs = startNs + std::int64_t(probe) * everyNs;
        if (monoNowNs() > dueNs + everyNs / 2) {
            report.missed = true;
            if (m_events.onProbe)
                m_events.onProbe(report);
            continue;
        }
        while (monoNowNs() < dueNs && !m_stop)
            std::this_thread::sleep_for(std::chrono::milliseconds(std::clamp<std::int64_t>((dueNs - monoNowNs()) / 1'000'000, 1, 50)));
        if (m_stop)
            break;
        std::vector<double> ttft;
        Engine::Events events = engineEvents();
        events.onRecord = [&](const RequestRecord &original) {
            RequestRecord record = parts.renumbered(original);
            record.repeat = probe;
            if (!record.warmup) {
                ++report.measured;
                if (record.failed())
                    ++report.failed;
                else if (record.ttftMs())
                    ttft.push_back(*record.ttftMs());
            }
            this->record(record);
        };
        Engine engine(m_spec, events);
        if (!parts.add(runEngine(engine)))
            break;
        report.ttftMedianMs = percentile(std::move(ttft), 50);
        if (m_events.onProbe)
            m_events.onProbe(report);
    }
    return parts.finish(m_stop);
}

void MeasuredRun::record(const RequestRecord &record)
{
    if (m_sink.isOpen())
        m_sink.write(record); // the journal first: a crash from here on loses nothing
    std::int64_t unknown = -1;
    m_runStartNs.compare_exchange_strong(unknown, record.runStartNs);
    m_recorded.fetch_add(1, std::memory_order_relaxed);
    if (record.failed())
        m_failed.fetch_add(1, std::memory_order_relaxed);
    if (record.warmup)
        m_warmup.fetch_add(1, std::memory_order_relaxed);
    {
        std::lock_guard lock(m_recordMutex);
        if (!record.warmup && record.dispatchLagMs()) {
            m_dispatchLagsMs.push_back(*record.dispatchLagMs());
            m_recentLagsMs.push_back(*record.dispatchLagMs());
            if (m_recentLagsMs.size() > kRecentLags)
                m_recentLagsMs.pop_front();
        }
        m_outOfFiles += failedForWantOfFiles(record) ? 1 : 0;
        for (std::size_t i = 0; i < m_spec.providers.size() && i < m_cellProgress.recordedByProvider.size(); ++i) {
            if (m_spec.providers[i].profile.name == record.provider) {
                ++m_cellProgress.recordedByProvider[i];
                break;
            }
        }
        if (m_options.records != MeasuredRunOptions::Records::ReadBack)
            m_pending.push_back(record);
    }
    if (m_events.engine.onRecord)
        m_events.engine.onRecord(record);
}

int MeasuredRun::inFlight() const
{
    std::lock_guard lock(m_engineMutex);
    if (m_engine)
        return m_engine->inFlight();
    return m_search ? m_search->inFlight() : 0;
}

void MeasuredRun::expectTimeline(std::vector<CellEstimate> timeline, bool known)
{
    m_extent.timeline = std::move(timeline);
    m_extent.timelineKnown = known;
}

RunProgress MeasuredRun::progress() const
{
    RunProgress progress;
    progress.recorded = m_recorded.load(std::memory_order_relaxed);
    progress.failed = m_failed.load(std::memory_order_relaxed);
    progress.warmup = m_warmup.load(std::memory_order_relaxed);
    progress.inFlight = m_measured ? 0 : inFlight();
    progress.dispatched = progress.recorded + progress.inFlight;
    progress.expected = m_extent.requests;
    const std::int64_t startNs = m_runStartNs.load();
    progress.elapsedS = startNs >= 0 ? double(monoNowNs() - startNs) / 1e9 : 0;
    CellProgress cell;
    {
        std::lock_guard lock(m_recordMutex);
        cell = m_cellProgress;
    }
    const ProgressEstimate estimate = estimateProgress(m_extent, progress.recorded, progress.elapsedS, cell);
    progress.fraction = estimate.fraction;
    progress.etaS = estimate.etaS;
    if (m_measured) {
        progress.etaS = 0.0;
        if (!m_outcome.stopped)
            progress.fraction = 1.0;
    } else if (m_stop) {
        progress.etaS.reset();
    }
    std::lock_guard lock(m_recordMutex);
    progress.cellId = m_cellId;
    progress.cellIndex = m_cellIndex;
    progress.cellCount = m_cellCount;
    return progress;
}

HealthReading MeasuredRun::liveHealth() const
{
    HealthWindow recent;
    {
        std::lock_guard lock(m_engineMutex);
        if (m_engine)
            recent = m_engine->health().recent(kRecentHealthSamples);
        else if (m_search)
            recent = m_search->recentHealth(kRecentHealthSamples);
    }
    std::vector<double> lags;
    {
        std::lock_guard lock(m_recordMutex);
        lags.assign(m_recentLagsMs.begin(), m_recentLagsMs.end());
    }
    return judgeHealth(recent, percentile(std::move(lags), 99));
}

RecordBatch MeasuredRun::takeRecords()
{
    std::lock_guard lock(m_recordMutex);
    if (m_pending.empty())
        return nullptr;
    auto batch = std::make_shared<std::vector<RequestRecord>>();
    batch->swap(m_pending);
    RecordBatch shared = std::move(batch);
    m_batches.push_back(shared);
    return shared;
}

std::optional<Session> MeasuredRun::collect(QString *error, QStringList *warnings)
{
    std::vector<RequestRecord> records;
    using Records = MeasuredRunOptions::Records;
    if (m_options.records == Records::InMemory) {
        std::lock_guard lock(m_recordMutex);
        records = std::move(m_pending);
        m_pending.clear();
    } else if (m_options.records == Records::HandedOut) {
        // A copy: the batches handed out are the caller's, and what is still pending is taken
        // by its next takeRecords().
        std::lock_guard lock(m_recordMutex);
        std::size_t count = m_pending.size();
        for (const RecordBatch &batch : m_batches)
            count += batch->size();
        records.reserve(count);
        for (const RecordBatch &batch : m_batches)
            records.insert(records.end(), batch->begin(), batch->end());
        records.insert(records.end(), m_pending.begin(), m_pending.end());
    } else if (!m_options.journalPath.isEmpty()) { // the sink is closed (finished) by now
        // The records written as the run went, read back in their order, then those the sink kept
        // in memory after a failed write. Figures over part of the run would be wrong without
        // saying so: when neither file can give them all back, there is no session.
        QString problem;
        if (!m_sink.readBack(records, warnings, &problem)) {
            if (error)
                *error = Tr::tr("cannot read the run's %1 records back: %2").arg(m_outcome.recorded).arg(problem);
            return std::nullopt;
        }
    }

    // The server's own account: metrics scraped again, its log joined, in-body timings.
    CrossCheckReport report = m_crossCheck->finish(records);
    m_joinedServerLog = report.joinedLog;
    m_crossCheckLines = report.lines;
    if (warnings)
        *warnings << report.warnings;

    Session session;
    session.run = m_description;
    int outOfFiles = 0;
    std::vector<double> lags;
    {
        std::lock_guard lock(m_recordMutex);
        lags = m_dispatchLagsMs;
        outOfFiles = m_outOfFiles;
    }
    session.clientHealth = toJson(judgeRunHealth(m_health, m_spec.plan, std::move(lags), outOfFiles));
    DuringRun &during = session.duringRun;
    during.dispatched = m_outcome.dispatched;
    during.guardEvents = m_outcome.guardEvents;
    during.serverCrossCheck = std::move(report.document);
    if (std::optional<ShardEntry> shard = m_shardStart->entry(m_description))
        during.shards.push_back(std::move(*shard));
    const bool labProviders = std::any_of(m_description.providers.begin(), m_description.providers.end(),
                                          [](const ProviderProfile &profile) { return profile.pointsAtLab(); });
    if (m_options.groundTruth && labProviders)
        during.labClientMinusServerTtftMs = labClientBias(m_description.providers, records, *m_options.groundTruth);
    session.records = std::move(records);
    return session;
}

bool MeasuredRun::rewriteRequestsIfJoined(const std::vector<RequestRecord> &records, QString *error) const
{
    // The log's figures joined after the run: requests.jsonl is written again, whole, with them
    // (the journal keeps what was measured as it happened).
    if (!m_joinedServerLog || !m_sink.writeError().isEmpty())
        return true;
    return m_sink.rewriteRequests(records, error);
}

} // namespace ttft
