// `ttft-bench run`: a plan against one or more providers; tables on stdout, files in --out.
#include "base/durationtext.h"
#include "base/figuretext.h"
#include "base/i18n.h"
#include "base/monoclock.h"
#include "benchcommands.h"
#include "clisupport.h"
#include "engine/engine.h"
#include "lab/labclientbias.h"
#include "lab/labserver.h"
#include "lab/latencymodel.h"
#include "launch/capacitysearch.h"
#include "launch/runbuilder.h"
#include "model/planestimate.h"
#include "modellist.h"
#include "progressline.h"
#include "results/resultstext.h"
#include "results/runresults.h"
#include "runsetup.h"
#include "servercrosscheck.h"
#include "shardstart.h"
#include "stats/clienthealthverdict.h"
#include "stats/percentile.h"
#include "stats/pipelinesummary.h"
#include "store/runrecordsink.h"
#include "store/session.h"
#include "store/summarywriter.h"

#include <QDateTime>
#include <QDir>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <memory>
#include <optional>
#include <thread>

namespace ttft {

namespace {

int usageError(const QString &reason)
{
    printLine(stderr, Tr::tr("ttft-bench run: %1").arg(reason));
    return 2;
}

QString requestLine(const RequestRecord &record)
{
    const QString tag = record.warmup ? Tr::tr("warm-up") : Tr::tr("request");
    const QString who = QString::fromStdString(record.provider + (record.cell == "seq" ? std::string() : " " + record.cell));
    if (record.failed()) {
        return Tr::tr("%1 #%2 %3  FAILED %4: %5")
            .arg(tag)
            .arg(record.index + 1)
            .arg(who, QString::fromUtf8(errorClassName(record.errorClass)), QString::fromStdString(record.errorMessage));
    }
    QString line = Tr::tr("%1 #%2 %3  TTFT %4 ms  E2E %5 ms  tokens %6")
                       .arg(tag)
                       .arg(record.index + 1)
                       .arg(who, fixedOr(record.ttftMs(), 1, u"-"), fixedOr(record.e2eMs(), 1, u"-"))
                       .arg(record.outputTokens ? QString::number(*record.outputTokens) : QStringLiteral("-"));
    // Voice pipeline: the first sound through each TTS endpoint, or why there was none.
    for (const TtsLeg &leg : record.tts) {
        const std::optional<PipelineStages> stages = pipelineStages(record, leg);
        line += leg.failed() ? Tr::tr("  %1 FAILED %2: %3")
                                   .arg(QString::fromStdString(leg.tts), QString::fromUtf8(errorClassName(leg.errorClass)),
                                        QString::fromStdString(leg.errorMessage))
                             : Tr::tr("  first sound (%1) %2 ms")
                                   .arg(QString::fromStdString(leg.tts),
                                        fixedOr(stages ? std::optional(stages->firstSoundMs) : std::nullopt, 1, u"-"));
    }
    return line;
}

// Prints each provider's models (--list-models) and stops; the lab is started if one points at it.
int listModels(const RunSetup &setup)
{
    std::unique_ptr<LabServer> lab;
    QString error;
    int status = 0;
    for (std::size_t i = 0; i < setup.description.providers.size(); ++i) {
        ProviderProfile profile = setup.description.providers[i];
        if (profile.pointsAtLab()) {
            if (!lab) {
                lab = std::make_unique<LabServer>(setup.labConfig);
                if (!lab->start(&error))
                    return usageError(error);
            }
            profile.baseUrl = lab->baseUrl().toStdString();
        }
        QStringList models;
        if (!listProviderModels(profile, setup.keys.providers[i], models, error)) {
            printLine(stderr, Tr::tr("ttft-bench run: %1: %2").arg(QString::fromStdString(profile.name), error));
            status = 1;
            continue;
        }
        printLine(stdout, Tr::tr("%1 (%2 models):").arg(QString::fromStdString(profile.name)).arg(models.size()));
        for (const QString &model : models)
            printLine(stdout, QStringLiteral("  ") + model);
    }
    return status;
}

} // namespace

// Where the keys come from (masked), and, even with --quiet, weakened TLS checks: a choice a
// reader of the output must see.
void printSetupNotes(const RunSetup &setup)
{
    if (!setup.quiet) {
        for (const QString &note : setup.keys.notes)
            printLine(stderr, note);
    }
    for (const ProviderProfile &profile : setup.description.providers) {
        const QString name = QString::fromStdString(profile.name);
        if (profile.insecureTls)
            printLine(stderr, Tr::tr("Warning: %1: TLS certificate verification is OFF; anyone on the path can read the key and the answers.").arg(name));
        else if (!profile.caCertificatePath.empty())
            printLine(stderr, Tr::tr("Warning: %1: also trusting the certificate(s) in %2 for this provider.")
                                  .arg(name, QString::fromStdString(profile.caCertificatePath)));
    }
}

namespace {

// The engine (or a capacity search) on a thread of its own, so that this one can watch for Ctrl+C
// (clisupport.h): the first SIGINT or SIGTERM stops the run cleanly, what finished stays recorded.
template <typename Runner>
RunOutcome runWatchingForStop(Runner &engine)
{
    installStopSignals();
    RunOutcome outcome;
    std::atomic<bool> done{false};
    std::thread runner([&] {
        outcome = engine.run();
        done = true;
    });
    bool stopSent = false;
    while (!done) {
        if (g_stopRequested && !stopSent) {
            engine.stop();
            stopSent = true;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    runner.join();
    return outcome;
}

// One `ttft-bench run`, step by step: start (lab, cross-check, the run built, the files opened),
// measure, collect (records read back, the server's account, the client's verdict: the session),
// then print and write. Each step returns an exit status when the run cannot go on.
class CliRun
{
public:
    explicit CliRun(RunSetup &setup)
        : m_setup(setup)
        , m_description(setup.description)
        , m_out(setup.outDir)
    {
    }

    std::optional<int> start();
    std::optional<int> measure();
    std::optional<int> measureCapacity();
    std::optional<int> measureProbes();
    std::optional<int> collect();
    int finish();

private:
    QString planSummary(PlanExtent &extent) const;

    RunSetup &m_setup;
    RunDescription &m_description;
    const QDir m_out;
    std::unique_ptr<LabServer> m_lab;
    std::unique_ptr<ServerCrossCheck> m_crossCheck;
    std::unique_ptr<ShardStart> m_shardStart; // --shard's clock, --start-at's wait
    std::optional<RunSpec> m_spec;
    RunRecordSink m_sink; // the journal and requests.jsonl, as the window writes its journal
    // With --out the records live on disk while the run goes (requests.jsonl and the journal) and
    // are read back at the end: memory stays flat however long the run (the sink keeps those of a
    // failed write). Without --out, every record is here.
    std::vector<RequestRecord> m_records;
    RunOutcome m_outcome;
    HealthWindow m_health;
    Session m_session;
    bool m_joinedServerLog = false;
};

std::optional<int> CliRun::start()
{
    QString error;
    m_description.environment = [&] {
        RunEnvironment environment = captureEnvironment();
        environment.note = m_description.environment.note;
        environment.location = m_description.environment.location;
        return environment;
    }();
    ServerLogMapping serverLogMapping;
    if (std::string mappingError; !parseServerLogMapping(m_setup.serverLogMap.toStdString(), serverLogMapping, &mappingError))
        return usageError(Tr::tr("--server-log-map: %1").arg(QString::fromStdString(mappingError)));
    // The output directory is made before the first request so that a bad path costs no measurement.
    if (!m_setup.outDir.isEmpty() && !QDir().mkpath(m_setup.outDir))
        return usageError(Tr::tr("cannot create the output directory %1").arg(m_setup.outDir));
    if (m_setup.useLab) {
        // The embedded lab keeps the server log that --server-log joins.
        if (!m_setup.serverLog.isEmpty() && m_setup.labConfig.accessLogPath.empty())
            m_setup.labConfig.accessLogPath = m_setup.serverLog.toStdString();
        m_lab = std::make_unique<LabServer>(m_setup.labConfig);
        if (!m_lab->start(&error)) {
            printLine(stderr, Tr::tr("ttft-bench run: cannot start the lab server: %1").arg(error));
            return 1;
        }
    }
    // "--metrics-url lab": the embedded lab's own /metrics.
    QStringList metricsUrls = m_setup.metricsUrls;
    for (QString &url : metricsUrls) {
        if (url == QLatin1String("lab") && m_lab)
            url = QStringLiteral("http://127.0.0.1:%1/metrics").arg(m_lab->port()); // baseUrl() may refuse (a fault)
    }
    m_crossCheck = std::make_unique<ServerCrossCheck>(metricsUrls, m_setup.serverLog, serverLogMapping);
    m_spec = buildRun(m_description, m_setup.keys, m_lab ? m_lab->baseUrl() : QString(), &error);
    if (!m_spec)
        return usageError(error);
    m_shardStart = std::make_unique<ShardStart>(m_setup, m_lab ? QStringLiteral("http://127.0.0.1:%1/lab/time").arg(m_lab->port()) : QString());
    if (!m_shardStart->prepare()) {
        printLine(stderr, Tr::tr("Stopped before the start: nothing was sent."));
        return 1;
    }
    m_description.environment.startedMs = wallClockMs();
    if (!m_setup.outDir.isEmpty()
        && !m_sink.open(m_out.filePath(QStringLiteral("run.ttft.jsonl")), m_out.filePath(QStringLiteral("requests.jsonl")),
                        m_description, m_spec->workload.keepText, &error))
        return usageError(error);
    return std::nullopt;
}

// "Measuring a, b: closed loop, 3 cells, about 2 minutes": the estimate when every provider's
// latency is known in advance (the lab's models), which also gives progress its timeline.
QString CliRun::planSummary(PlanExtent &extent) const
{
    const RunSpec &spec = *m_spec;
    QString estimate;
    std::vector<RequestLatency> latencies;
    for (const std::optional<RequestLatency> &latency :
         labProviderLatencies(m_description.providers, m_lab ? m_lab->config().models : std::vector<LabModel>{})) {
        if (latency)
            latencies.push_back(*latency);
    }
    if (!latencies.empty() && latencies.size() == m_description.providers.size()) {
        const PlanEstimate expected = estimatePlan(spec.plan, latencies, spec.workload.maxTokens);
        estimate = Tr::tr(", about %1 (from the lab models' latency)").arg(durationWords(expected.seconds));
        extent.timeline = expected.cells;
    }
    QStringList names;
    for (const ProviderProfile &profile : m_description.providers)
        names << QString::fromStdString(profile.name);
    return Tr::tr("Measuring %1: %2, %n cell(s)%3", nullptr, int(planCells(spec.plan).size()))
        .arg(names.join(QStringLiteral(", ")), loadModeLabel(spec.plan.mode), estimate);
}

std::optional<int> CliRun::measure()
{
    if (m_description.capacity)
        return measureCapacity();
    if (m_description.probe)
        return measureProbes();
    const RunSpec &spec = *m_spec;
    PlanExtent extent = planExtent(spec.plan, int(spec.providers.size()));
    printLine(stderr, planSummary(extent));
    // Progress: one line in place on a terminal, a line every 10 s in a log (progressline.h).
    const bool terminal = ProgressLine::isTerminal(stderr);
    const bool sequential = spec.plan.mode == LoadMode::Sequential;
    ProgressLine progress(stderr, extent, terminal);
    Engine::Events events;
    events.onCellStarted = [&](const PlanCell &cell, int index, int count) {
        if (count > 1 && !m_setup.quiet)
            progress.printAbove(Tr::tr("Cell %1 of %2: %3").arg(index + 1).arg(count).arg(QString::fromStdString(cell.id)));
    };
    events.onGuard = [&](const GuardEvent &event) {
        if (event.stops())
            progress.printAbove(guardEventText(event));
    };
    events.onRecord = [&](const RequestRecord &record) {
        if (m_sink.isOpen())
            m_sink.write(record);
        else
            m_records.push_back(record);
        if (m_setup.quiet)
            return;
        // A sequential run's requests, one line each, on a terminal (a few a second at most).
        if (sequential && terminal)
            progress.printAbove(requestLine(record));
        progress.record(record);
    };
    m_crossCheck->scrapeBefore();
    Engine engine(spec, events);
    m_outcome = runWatchingForStop(engine);
    m_health = engine.health().window();
    progress.finish();
    if (!m_setup.quiet)
        printLine(stderr, progress.text());
    if (m_sink.isOpen())
        m_sink.finish(m_outcome);
    m_description.environment.endedMs = wallClockMs();
    if (!m_outcome.error.empty()) {
        printLine(stderr, Tr::tr("ttft-bench run: %1").arg(QString::fromStdString(m_outcome.error)));
        return 2;
    }
    return std::nullopt;
}

// A capacity search: one level after another, each judged as it ends (stats/capacity.h), the
// records of all of them written through the same sink as a run's.
std::optional<int> CliRun::measureCapacity()
{
    const CapacityPlan &plan = *m_description.capacity;
    const QString provider = QString::fromStdString(m_description.providers.front().name);
    QStringList limits;
    for (const CapacityPlan::Limit &limit : effectiveLimits(plan))
        limits << capacityLimitLabel(limit);
    printLine(stderr, Tr::tr("Capacity search for %1: %2 from %3 up to %4, %5 s a level × %6; passes when %7, errors ≤ %8 %, throttled ≤ %9 %")
                          .arg(provider, plan.axis == CapacityPlan::Axis::Rate ? Tr::tr("arrival rate") : Tr::tr("concurrency"),
                               capacityLevelText(plan.axis, plan.start), capacityLevelText(plan.axis, plan.max))
                          .arg(plan.pointDurationS)
                          .arg(plan.repeats)
                          .arg(limits.join(plan.any ? Tr::tr(" or ") : Tr::tr(", ")))
                          .arg(plan.maxErrorRate * 100.0)
                          .arg(plan.maxThrottleRate * 100.0));
    CapacitySearch::Events events;
    events.onPointStarted = [&](double level, int index) {
        if (!m_setup.quiet)
            printLine(stderr, Tr::tr("Level %1 (%2): %3 s…").arg(index + 1).arg(capacityLevelText(plan.axis, level)).arg(plan.pointDurationS * plan.repeats));
    };
    events.onPointJudged = [&](const CapacityPoint &point) { printLine(stderr, QStringLiteral("  ") + describeCapacityPoint(plan, point)); };
    events.engine.onGuard = [&](const GuardEvent &event) {
        if (event.stops())
            printLine(stderr, guardEventText(event));
    };
    events.engine.onRecord = [&](const RequestRecord &record) {
        if (m_sink.isOpen())
            m_sink.write(record);
        else
            m_records.push_back(record);
    };
    m_crossCheck->scrapeBefore();
    CapacitySearch search(*m_spec, plan, events);
    const RunOutcome outcome = runWatchingForStop(search);
    m_outcome = outcome;
    m_health = search.health();
    if (m_sink.isOpen())
        m_sink.finish(m_outcome);
    m_description.environment.endedMs = wallClockMs();
    if (!m_outcome.error.empty()) {
        printLine(stderr, Tr::tr("ttft-bench capacity: %1").arg(QString::fromStdString(m_outcome.error)));
        return 2;
    }
    return std::nullopt;
}

// Probes over time: the plan again at every slot, each probe's records tagged with its number
// (RequestRecord::repeat) and written through the same sink, so that a probe of a day that is
// stopped, or dies, keeps what ran (the journal; `recover`). A probe that runs past the next
// slot makes that slot missed, not late: the gaps are shown, not hidden.
std::optional<int> CliRun::measureProbes()
{
    const ProbePlan &plan = *m_description.probe;
    const int expected = plan.expectedProbes();
    printLine(stderr, Tr::tr("Probing %1 every %2 for %3: %4 probes. Ctrl+C stops; what ran is kept.")
                          .arg(QString::fromStdString(m_description.providers.front().name) + (m_description.providers.size() > 1 ? QStringLiteral(", …") : QString()),
                               durationWords(plan.everyS), durationWords(plan.forS))
                          .arg(expected));
    installStopSignals();
    m_crossCheck->scrapeBefore();
    const std::int64_t startNs = monoNowNs();
    const std::int64_t everyNs = std::int64_t(plan.everyS * 1e9);
    m_outcome.startNs = startNs;
    std::int64_t indexOffset = 0;
    for (int probe = 0; probe < expected && !g_stopRequested; ++probe) {
        const std::int64_t dueNs = startNs + std::int64_t(probe) * everyNs;
        if (monoNowNs() > dueNs + everyNs / 2) {
            printLine(stderr, Tr::tr("Probe %1 of %2 missed: the one before ran past its time").arg(probe + 1).arg(expected));
            continue;
        }
        while (monoNowNs() < dueNs && !g_stopRequested)
            std::this_thread::sleep_for(std::chrono::milliseconds(std::clamp<std::int64_t>((dueNs - monoNowNs()) / 1'000'000, 1, 50)));
        if (g_stopRequested)
            break;
        std::vector<double> ttft;
        std::int64_t measured = 0, failed = 0;
        Engine::Events events;
        events.onGuard = [&](const GuardEvent &event) {
            if (event.stops())
                printLine(stderr, guardEventText(event));
        };
        events.onRecord = [&, offset = indexOffset](const RequestRecord &original) {
            RequestRecord record = original;
            record.index += offset;
            record.repeat = probe;
            record.runStartNs = startNs; // one run: every probe counts from the first
            if (!record.warmup) {
                ++measured;
                if (record.failed())
                    ++failed;
                else if (record.ttftMs())
                    ttft.push_back(*record.ttftMs());
            }
            if (m_sink.isOpen())
                m_sink.write(record);
            else
                m_records.push_back(std::move(record));
        };
        Engine engine(*m_spec, events);
        const RunOutcome outcome = runWatchingForStop(engine);
        appendHealthWindow(m_health, engine.health().window());
        if (!outcome.error.empty()) {
            printLine(stderr, Tr::tr("ttft-bench probe: %1").arg(QString::fromStdString(outcome.error)));
            return 2;
        }
        m_outcome.dispatched += outcome.dispatched;
        m_outcome.recorded += outcome.recorded;
        m_outcome.guardEvents.insert(m_outcome.guardEvents.end(), outcome.guardEvents.begin(), outcome.guardEvents.end());
        indexOffset += outcome.dispatched;
        const std::optional<double> median = percentile(std::move(ttft), 50);
        printLine(stderr, Tr::tr("Probe %1 of %2 at %3: %4 requests, %5 failed, TTFT median %6 ms")
                              .arg(probe + 1)
                              .arg(expected)
                              .arg(QDateTime::currentDateTime().toString(QStringLiteral("HH:mm:ss")))
                              .arg(measured)
                              .arg(failed)
                              .arg(fixedOr(median, 1, u"-")));
    }
    m_outcome.endNs = monoNowNs();
    m_outcome.stopped = g_stopRequested;
    if (m_sink.isOpen())
        m_sink.finish(m_outcome);
    m_description.environment.endedMs = wallClockMs();
    return std::nullopt;
}

std::optional<int> CliRun::collect()
{
    // The records written as the run went, read back in their order, then those the sink kept in
    // memory after a failed write. The journal first; requests.jsonl (written line for line with
    // it) if the journal cannot give them all back. Figures over part of the run would be wrong
    // without saying so: when neither file can, nothing is summarized.
    if (!m_setup.outDir.isEmpty()) {
        QStringList warnings;
        QString error;
        if (!m_sink.readBack(m_records, &warnings, &error)) {
            printLine(stderr, Tr::tr("ttft-bench run: cannot read the run's %1 records back: %2. No summary and no "
                                     "session file were written (figures over part of the run would be wrong). "
                                     "'ttft-bench recover %3 -o SESSION' keeps every good line of the journal.")
                                  .arg(m_outcome.recorded)
                                  .arg(error, QDir::toNativeSeparators(m_sink.journalPath())));
            return 1;
        }
        for (const QString &warning : warnings)
            printLine(stderr, warning);
    }
    // The server's own account: metrics scraped again, its log joined, in-body timings.
    nlohmann::json crossCheck = m_crossCheck->finish(m_records, &m_joinedServerLog);
    std::vector<double> dispatchLags;
    int outOfFiles = 0;
    for (const RequestRecord &record : m_records) {
        if (!record.warmup && record.dispatchLagMs())
            dispatchLags.push_back(*record.dispatchLagMs());
        outOfFiles += failedForWantOfFiles(record) ? 1 : 0;
    }
    // The session: what was run, every request, and what only this live run could measure. The
    // summary is computed from it alone (results/runresults.h), as `report --json` and the
    // window's Export compute it from the saved file.
    m_session.run = m_description;
    m_session.records = std::move(m_records); // moved, not copied: a long run's records are hundreds of MiB
    m_session.clientHealth = toJson(judgeRunHealth(m_health, m_spec->plan, std::move(dispatchLags), outOfFiles));
    m_session.duringRun = {{"dispatched", m_outcome.dispatched}, {"server_cross_check", std::move(crossCheck)}};
    if (!m_outcome.guardEvents.empty())
        m_session.duringRun["guard_events"] = toJson(m_outcome.guardEvents);
    if (nlohmann::json shards = m_shardStart->toJson(m_description); !shards.is_null())
        m_session.duringRun["shards"] = std::move(shards);
    if (m_lab) {
        LabClientBias bias(m_description.providers, *m_lab);
        for (const RequestRecord &record : m_session.records)
            bias.add(record);
        m_session.duringRun["lab_client_minus_server_ttft_ms"] = bias.toJson();
        m_lab->stop();
    }
    return std::nullopt;
}

int CliRun::finish()
{
    const RunResults results = computeResults(m_session);
    std::fputs(qPrintable(resultsText(results)), stdout);
    for (const QString &note : resultsNotes(results))
        printLine(stderr, note);

    QString error;
    QString writeError = m_sink.writeError();
    if (!m_setup.outDir.isEmpty()) {
        if (!writeJsonFileAtomically(m_out.filePath(QStringLiteral("summary.json")), toJson(results), &error))
            printLine(stderr, Tr::tr("ttft-bench run: cannot write summary.json: %1").arg(error));
        if (!writeSessionFile(m_out.filePath(QStringLiteral("run.ttft.json")), m_session, &error))
            printLine(stderr, Tr::tr("ttft-bench run: cannot write the session file: %1").arg(error));
        // The log's figures joined after the run: requests.jsonl is written again, whole, with
        // them (the journal keeps what was measured as it happened).
        if (m_joinedServerLog && writeError.isEmpty() && !m_sink.rewriteRequests(m_session.records, &error))
            writeError = error;
        if (!writeError.isEmpty())
            printLine(stderr, Tr::tr("ttft-bench run: cannot write requests.jsonl: %1").arg(writeError));
        printLine(stderr, Tr::tr("Wrote %1").arg(QDir::toNativeSeparators(m_out.absolutePath())));
    }

    const std::vector<RequestRecord> &records = m_session.records;
    if (m_outcome.stopped)
        printLine(stderr, Tr::tr("Stopped early: %1 requests recorded.").arg(records.size()));
    if (results.run.requests > 0 && results.run.errors == results.run.requests) {
        const auto first = std::find_if(records.begin(), records.end(), [](const RequestRecord &r) { return !r.warmup && r.failed(); });
        printLine(stderr, Tr::tr("ttft-bench run: all %1 measured requests failed; first error: %2: %3")
                              .arg(results.run.requests)
                              .arg(QString::fromUtf8(errorClassName(first->errorClass)),
                                   QString::fromStdString(first->errorMessage)));
        return 1;
    }
    if (results.run.requests == 0) {
        printLine(stderr, Tr::tr("ttft-bench run: no measured request was completed"));
        return 1;
    }
    return 0;
}

} // namespace

int runCommand(const QStringList &arguments)
{
    RunSetup setup;
    QString error;
    QString help;
    if (!parseRunArguments(arguments, setup, error, help))
        return usageError(error);
    if (!help.isEmpty()) {
        std::fputs(qPrintable(help), stdout);
        printLine(stdout, QString());
        printLine(stdout, Tr::tr("Memory: with --out, each record goes to requests.jsonl and the journal as it ends\n"
                                 "and is read back for the summaries at the end, so memory stays flat however long\n"
                                 "the run; without --out, every record is kept in memory (a few kilobytes each)."));
        return 0;
    }
    printSetupNotes(setup);
    if (setup.listModels)
        return listModels(setup);
    return runWithSetup(setup);
}

int runWithSetup(RunSetup &setup)
{
    CliRun run(setup);
    for (std::optional<int> (CliRun::*step)() : {&CliRun::start, &CliRun::measure, &CliRun::collect}) {
        if (const std::optional<int> status = (run.*step)())
            return *status;
    }
    return run.finish();
}

} // namespace ttft
