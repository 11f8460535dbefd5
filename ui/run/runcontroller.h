#pragma once

#include "launch/measuredrun.h"

#include <QObject>
#include <QString>

#include <memory>
#include <vector>

class QTimer;

namespace ttft {

// The batches' records in their order, as one vector (a copy).
std::vector<RequestRecord> flattenBatches(const std::vector<RecordBatch> &batches);

// The window's adapter of a run's lifecycle (launch/measuredrun.h): the run measures and then
// collects its session on a thread of its own; a timer on the UI thread takes what arrived every
// 100 ms and hands it out as one immutable batch (recordsArrived), with the progress and the
// client's health, so views update at most ten times a second however many streams run, and the
// UI thread never waits for the network.
//
// Every run has a generation; a stopped run that is still draining can never reach the run
// started after it: its records are dropped unseen.
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

    // Starts a run; its journal goes into the journal directory and its records stay in memory.
    // A run that is still stopping is left to drain on its own. Returns false with a translated
    // reason when the run cannot start (no provider, a bad plan, a key or the lab missing, no journal).
    bool start(MeasuredRunOptions options, QString *error = nullptr);
    // Ends the current run early: what finished stays recorded, what is on the wire ends as
    // cancelled; finished() follows once the last record is in.
    void stop();
    bool isRunning() const { return m_current != nullptr; }
    bool isStopping() const;

    quint64 generation() const { return m_generation; }
    RunProgress progress() const { return m_progress; }
    std::int64_t runStartNs() const { return m_runStartNs; }
    QString journalPath() const { return m_journalPath; }
    // The current (or last) run as built: the lab's address given, the environment captured.
    const RunDescription &description() const { return m_description; }
    // The current (or last) run's records as they arrived, batch by batch, and flattened.
    const std::vector<RecordBatch> &batches() const { return m_batches; }
    std::vector<RequestRecord> records() const;
    // The last finished run's verdict on the client (empty before the first run ends).
    const HealthSummary &healthSummary() const { return m_healthSummary; }
    // The median end-to-end time of the requests that succeeded: how long a request takes here.
    std::optional<double> typicalRequestSeconds() const;
    HealthReading healthReading() const { return m_health; }
    // The last finished run's session as its lifecycle collected it (records included), from
    // finished() on; null before. Taking it leaves null behind.
    std::shared_ptr<Session> takeSession() { return std::move(m_session); }
    // For the next start(): each cell's expected time (the plan estimate, when every provider's
    // latency is known), so progress and ETA follow time rather than the request count.
    // The next run's expected time per cell (the plan's estimate), `known` when every provider's
    // latency is known rather than guessed: progress and the ETA follow it (model/planextent.h).
    void setExpectedTimeline(std::vector<CellEstimate> timeline, bool known)
    {
        m_nextTimeline = std::move(timeline);
        m_nextTimelineKnown = known;
    }

Q_SIGNALS:
    void started(quint64 generation);
    void runStartKnown(qint64 runStartNs); // the engine's runStartNs(), for time axes
    void recordsArrived(ttft::RecordBatch batch);
    void progressChanged(const ttft::RunProgress &progress);
    void healthChanged(const ttft::HealthReading &reading);
    void finished(const ttft::RunOutcome &outcome);

private:
    struct Run;

    void tick();
    void finishCurrent();
    void reapRetired();

    QString m_journalDirectory;
    QTimer *m_timer;
    quint64 m_generation = 0;
    std::unique_ptr<Run> m_current;
    std::vector<std::unique_ptr<Run>> m_retired; // stopped and replaced, still draining

    RunDescription m_description;
    RunProgress m_progress;
    std::int64_t m_runStartNs = -1;
    QString m_journalPath;
    std::vector<RecordBatch> m_batches;
    HealthReading m_health;
    HealthSummary m_healthSummary;
    std::shared_ptr<Session> m_session;
    std::vector<CellEstimate> m_nextTimeline;
    bool m_nextTimelineKnown = false;
};

} // namespace ttft

Q_DECLARE_METATYPE(ttft::RecordBatch)
Q_DECLARE_METATYPE(ttft::RunOutcome)
Q_DECLARE_METATYPE(ttft::HealthReading)
