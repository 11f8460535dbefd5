#pragma once

#include "stats/clienthealthverdict.h"
#include "engine/engine.h"
#include "healthlight.h"
#include "model/rundescription.h"
#include "model/planextent.h"
#include "runprogress.h"

#include <QObject>
#include <QString>

#include <deque>
#include <memory>
#include <vector>

class QTimer;

namespace ttft {

using RecordBatch = std::shared_ptr<const std::vector<RequestRecord>>;
// The batches' records in their order, as one vector (a copy).
std::vector<RequestRecord> flattenBatches(const std::vector<RecordBatch> &batches);

// Runs the engine for the window. The engine's scheduler runs on a thread of its own; each finished
// record is appended to the run's journal there (so a crash loses nothing) and queued behind a
// mutex. A timer on the UI thread takes the whole queue every 100 ms and hands it out as one
// immutable batch (recordsArrived), so views update at most ten times a second however many
// streams run, and the UI thread never waits for the network.
//
// Every run has a generation; its records travel through a channel of its own, so the records of a
// stopped run that are still draining can never reach the run started after it.
class RunController : public QObject
{
    Q_OBJECT
public:
    explicit RunController(QObject *parent = nullptr);
    ~RunController() override; // stops every run and waits for its thread

    // Where journals are written; by default "runs" in the application's data directory.
    void setJournalDirectory(const QString &directory);
    QString journalDirectory() const { return m_journalDirectory; }
    void setTickInterval(int ms);

    // Starts a run. `description` (profiles without keys, workload, plan, environment) heads the
    // journal. A run that is still stopping is left to drain on its own. Returns false with a
    // translated reason when the run cannot start (no provider, a bad plan, no journal).
    bool start(RunSpec spec, RunDescription description, QString *error = nullptr);
    // Ends the current run early: what finished stays recorded, what is on the wire ends as
    // cancelled; finished() follows once the last record is in.
    void stop();
    bool isRunning() const { return m_current != nullptr; }
    bool isStopping() const;

    quint64 generation() const { return m_generation; }
    RunProgress progress() const { return m_progress; }
    std::int64_t runStartNs() const { return m_runStartNs; }
    QString journalPath() const { return m_journalPath; }
    const RunDescription &description() const { return m_description; }
    // The current (or last) run's records as they arrived, batch by batch, and flattened.
    const std::vector<RecordBatch> &batches() const { return m_batches; }
    std::vector<RequestRecord> records() const;
    // The last finished run's verdict on the client (empty before the first run ends).
    const HealthSummary &healthSummary() const { return m_healthSummary; }
    // For the next start(): each cell's expected time (the plan estimate, when every provider's
    // latency is known), so progress and ETA follow time rather than the request count.
    void setExpectedTimeline(std::vector<CellEstimate> timeline) { m_nextTimeline = std::move(timeline); }
    HealthReading healthReading() const { return m_health; }

Q_SIGNALS:
    void started(quint64 generation);
    void runStartKnown(qint64 runStartNs); // the engine's runStartNs(), for time axes
    void recordsArrived(ttft::RecordBatch batch);
    void progressChanged(const ttft::RunProgress &progress);
    void healthChanged(const ttft::HealthReading &reading);
    void finished(const ttft::RunOutcome &outcome);

private:
    struct Channel;
    struct Run;

    void tick();
    void updateHealth(Run &run);
    void finishCurrent();
    void reapRetired();

    QString m_journalDirectory;
    QTimer *m_timer;
    quint64 m_generation = 0;
    std::unique_ptr<Run> m_current;
    std::vector<std::unique_ptr<Run>> m_retired; // stopped and replaced, still draining

    RunDescription m_description;
    PlanExtent m_estimate;
    RunProgress m_progress;
    std::int64_t m_runStartNs = -1;
    QString m_journalPath;
    std::vector<RecordBatch> m_batches;
    std::deque<double> m_recentDispatchLagsMs; // the last measured requests', for the health light
    HealthReading m_health;
    HealthSummary m_healthSummary;
    std::int64_t m_lastHealthSampleNs = -1;
    std::vector<CellEstimate> m_nextTimeline;
    std::vector<double> m_dispatchLagsMs; // the whole run's, for the summary
    int m_outOfFilesFailures = 0;         // measured requests the client had no file descriptor for
};

} // namespace ttft

Q_DECLARE_METATYPE(ttft::RecordBatch)
Q_DECLARE_METATYPE(ttft::RunOutcome)
Q_DECLARE_METATYPE(ttft::HealthReading)
