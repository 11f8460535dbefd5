#pragma once

#include "crossval/servercrosscheck.h"
#include "engine/engine.h"
#include "keys/runkeys.h"
#include "launch/runprogress.h"
#include "model/planextent.h"
#include "model/rundescription.h"
#include "stats/capacity.h"
#include "stats/healthlight.h"
#include "store/runrecordsink.h"
#include "store/session.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace ttft {

class CapacitySearch;
class GroundTruth;
class ShardStart;

// A run's records, shared and immutable: handed out batch by batch while the run goes.
using RecordBatch = std::shared_ptr<const std::vector<RequestRecord>>;

// Everything a run is made from, as both front ends give it: the window's Run button and
// `ttft-bench run` (and `capacity`, `probe`).
struct MeasuredRunOptions {
    // Providers (a lab profile without its address yet), workload, plan, voice, and a capacity
    // search's or probes' plan when it is one; environment.note and .location are kept, the rest
    // of the environment is captured here.
    RunDescription description;
    RunKeys keys;                             // one per provider and TTS endpoint (keys/runkeys.h)
    QString labBaseUrl;                       // this process's embedded lab, empty when none runs
    const GroundTruth *groundTruth = nullptr; // that lab's own account: during_run's client bias
    CrossCheckSources crossCheck;             // the server's metrics and log (none: in-body timings only)
    QString journalPath;                      // empty: no journal
    QString requestsPath;                     // requests.jsonl beside it; empty: none
    // Where the records are between their end and the session (collect()).
    enum class Records {
        InMemory,  // kept here, moved into the session
        HandedOut, // kept here and handed out as they arrive (takeRecords()); the session gets a copy
        ReadBack,  // only in the journal while the run goes, read back at the end: memory stays flat
    };
    Records records = Records::InMemory;
    std::optional<std::int64_t> startAtMs;    // --start-at (ms since the epoch, reference clock)
    QString clockReference;                   // the URL whose clock shards share; empty: none
    std::vector<CellEstimate> timeline;       // each cell's expected time, for progress (planestimate.h)
    bool timelineKnown = false;               // from known latencies (the lab's models), not a guess
};

// A measured run from the moment it is built to the session it leaves: the one lifecycle both
// front ends adapt (docs/ARCHITECTURE.md, "A run's lifecycle"). It owns the engine (or the
// capacity search's engines, or the probes'), the record sink and journal, the client-health
// inputs, a shard's clock and start, and the cross-check with the server's own account, and it
// yields the Session whose during_run (model/duringrun.h) is filled here and nowhere else.
//
//   prepare()   builds the run (keys, the lab's address), captures the environment, opens the files
//   measure()   blocking, on a thread of the caller's: shard clock and start, the server scraped
//               before, the plan (plain, capacity search or probes), the journal's end
//   collect()   after measure(): the records (kept, or read back), the server's account, the
//               client's verdict, the lab bias → the Session
//
// stop(), progress(), liveHealth(), inFlight() and takeRecords() may be called from any thread
// while measure() runs.
class MeasuredRun
{
public:
    struct Events {
        std::function<void(const QString &line)> onNote; // a line for the user (shard start, the server's metrics); any thread
        Engine::Events engine; // each record (once it is in the journal), cell and guard event; engine thread
        std::function<void(double level, int index)> onLevelStarted; // a capacity search's level
        std::function<void(const CapacityPoint &point)> onLevelJudged;
        std::function<void(const ProbeReport &probe)> onProbe; // probes over time: each as it ends
    };

    // Null, and a translated sentence in *error, when the run cannot start (no provider, a plan
    // that cannot run, a key or the lab missing, a file that cannot be opened); nothing was sent.
    static std::unique_ptr<MeasuredRun> prepare(MeasuredRunOptions options, Events events, QString *error);
    ~MeasuredRun();

    MeasuredRun(const MeasuredRun &) = delete;
    MeasuredRun &operator=(const MeasuredRun &) = delete;

    const RunDescription &description() const { return m_description; } // with the lab's address, the environment
    const RunSpec &spec() const { return m_spec; }
    const PlanExtent &extent() const { return m_extent; }
    QString journalPath() const { return m_sink.journalPath(); }

    // The plan's expected time per cell, for progress and the ETA, when it is worked out after
    // prepare (the CLI needs the run's description for it); before measure().
    void expectTimeline(std::vector<CellEstimate> timeline, bool known);

    RunOutcome measure();
    void stop(); // any thread: what finished stays recorded, what is on the wire ends as cancelled
    bool stopRequested() const { return m_stop.load(); }
    // After measure(): stopped while it waited for its start (--start-at), before anything was sent.
    bool stoppedBeforeStart() const { return m_stoppedBeforeStart; }

    // While measure() runs (any thread):
    int inFlight() const;
    std::int64_t runStartNs() const { return m_runStartNs.load(); } // -1 until the first record
    RunProgress progress() const;
    HealthReading liveHealth() const; // the last two seconds, judged as the whole run is at its end
    QString writeError() const { return m_sink.writeError(); } // the journal's first failed write
    // Records::HandedOut: the records that arrived since the last call, as one batch (null when none).
    RecordBatch takeRecords();

    // After measure(): the Session, or nullopt and a sentence in *error when its records cannot be
    // read back (the journal stays for `recover`). *warnings gets what the reader should know.
    std::optional<Session> collect(QString *error, QStringList *warnings);
    // After collect(): the server's account in lines for a reader (the CLI prints them).
    const QStringList &crossCheckLines() const { return m_crossCheckLines; }
    // After collect(): requests.jsonl written again from `records` when the server's log added
    // figures to them; true when there was nothing to do.
    bool rewriteRequestsIfJoined(const std::vector<RequestRecord> &records, QString *error) const;

private:
    MeasuredRun(MeasuredRunOptions options, Events events);
    Engine::Events engineEvents(); // the caller's, through record() and the cell tracker
    template <typename Runner>
    RunOutcome runReachable(Runner *&slot, Runner &runner);
    RunOutcome runEngine(Engine &engine);
    RunOutcome measurePlan();
    RunOutcome measureCapacity();
    RunOutcome measureProbes();
    void record(const RequestRecord &record); // every record of every mode, engine thread
    void note(const QString &line) const;

    MeasuredRunOptions m_options;
    Events m_events;
    RunDescription m_description;
    RunSpec m_spec;
    PlanExtent m_extent;
    RunRecordSink m_sink;
    std::unique_ptr<ServerCrossCheck> m_crossCheck;
    std::unique_ptr<ShardStart> m_shardStart;
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_measured{false}; // measure() has returned
    bool m_stoppedBeforeStart = false;
    bool m_joinedServerLog = false;
    QStringList m_crossCheckLines;

    mutable std::mutex m_engineMutex; // guards the two below
    Engine *m_engine = nullptr;       // the plan's or the probe's engine under way
    CapacitySearch *m_search = nullptr;

    RunOutcome m_outcome;
    HealthWindow m_health; // every engine's, one after another

    // What the records tell, gathered as they arrive (the engine's thread).
    std::atomic<std::int64_t> m_runStartNs{-1};
    std::atomic<std::int64_t> m_recorded{0};
    std::atomic<std::int64_t> m_failed{0};
    std::atomic<std::int64_t> m_warmup{0};
    mutable std::mutex m_recordMutex;      // guards what follows
    std::vector<double> m_dispatchLagsMs;  // measured requests', for the client's verdict
    std::deque<double> m_recentLagsMs;     // the last measured requests', for the live light
    int m_outOfFiles = 0;                  // measured requests the client had no file descriptor for
    std::string m_cellId;
    int m_cellIndex = -1;
    int m_cellCount = 0;
    CellProgress m_cellProgress; // for the ETA (model/planextent.h)
    std::vector<RequestRecord> m_pending; // kept records not handed out yet
    std::vector<RecordBatch> m_batches;   // kept records handed out
};

} // namespace ttft
