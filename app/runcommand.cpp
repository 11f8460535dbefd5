// `ttft-bench run` (and `capacity`, `probe`): the CLI's adapter of a run's lifecycle
// (launch/measuredrun.h). Arguments in; lines on stderr while it runs; tables on stdout and files
// in --out at the end.
#include "base/i18n.h"
#include "benchcommands.h"
#include "clisupport.h"
#include "lab/labserver.h"
#include "launch/measuredrun.h"
#include "modellist.h"
#include "progressline.h"
#include "results/resultstext.h"
#include "results/runresults.h"
#include "runsetup.h"
#include "store/summarywriter.h"

#include <QDir>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <thread>

namespace ttft {

namespace {

int usageError(const QString &reason)
{
    printLine(stderr, Tr::tr("ttft-bench run: %1").arg(reason));
    return 2;
}

// The run on a thread of its own, so that this one can watch for Ctrl+C (clisupport.h): the
// first SIGINT or SIGTERM stops the run cleanly, what finished stays recorded.
RunOutcome measureWatchingForStop(MeasuredRun &run)
{
    installStopSignals();
    RunOutcome outcome;
    std::atomic<bool> done{false};
    std::thread runner([&] {
        outcome = run.measure();
        done = true;
    });
    while (!done) {
        if (g_stopRequested && !run.stopRequested())
            run.stop();
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    runner.join();
    return outcome;
}

// The files of --out and the exit status, from the session the run left.
int finish(const RunSetup &setup, const MeasuredRun &run, const RunOutcome &outcome, const Session &session)
{
    const RunResults results = computeResults(session);
    std::fputs(qPrintable(resultsText(results)), stdout);
    for (const QString &note : resultsNotes(results))
        printLine(stderr, note);
    if (!setup.outDir.isEmpty()) {
        const QDir out(setup.outDir);
        QString error;
        if (!writeJsonFileAtomically(out.filePath(QStringLiteral("summary.json")), toJson(results), &error))
            printLine(stderr, Tr::tr("ttft-bench run: cannot write summary.json: %1").arg(error));
        if (!writeSessionFile(out.filePath(QStringLiteral("run.ttft.json")), session, &error))
            printLine(stderr, Tr::tr("ttft-bench run: cannot write the session file: %1").arg(error));
        QString writeError = run.writeError();
        if (writeError.isEmpty() && !run.rewriteRequestsIfJoined(session.records, &error))
            writeError = error;
        if (!writeError.isEmpty())
            printLine(stderr, Tr::tr("ttft-bench run: cannot write requests.jsonl: %1").arg(writeError));
        printLine(stderr, Tr::tr("Wrote %1").arg(QDir::toNativeSeparators(out.absolutePath())));
    }
    const std::vector<RequestRecord> &records = session.records;
    if (outcome.stopped)
        printLine(stderr, Tr::tr("Stopped early: %1 requests recorded.").arg(records.size()));
    if (results.run.requests > 0 && results.run.errors == results.run.requests) {
        const auto first = std::find_if(records.begin(), records.end(), [](const RequestRecord &r) { return !r.warmup && r.failed(); });
        printLine(stderr, Tr::tr("ttft-bench run: all %1 measured requests failed; first error: %2: %3")
                              .arg(results.run.requests)
                              .arg(QString::fromUtf8(errorClassName(first->errorClass)), QString::fromStdString(first->errorMessage)));
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
        return printProviderModels(setup);
    return runWithSetup(setup);
}

int runWithSetup(RunSetup &setup)
{
    QString error;
    ServerLogMapping serverLogMapping;
    if (std::string mappingError; !parseServerLogMapping(setup.serverLogMap.toStdString(), serverLogMapping, &mappingError))
        return usageError(Tr::tr("--server-log-map: %1").arg(QString::fromStdString(mappingError)));
    // The output directory is made before the first request so that a bad path costs no measurement.
    if (!setup.outDir.isEmpty() && !QDir().mkpath(setup.outDir))
        return usageError(Tr::tr("cannot create the output directory %1").arg(setup.outDir));
    std::unique_ptr<LabServer> lab;
    if (setup.useLab) {
        // The embedded lab keeps the server log that --server-log joins.
        if (!setup.serverLog.isEmpty() && setup.labConfig.accessLogPath.empty())
            setup.labConfig.accessLogPath = setup.serverLog.toStdString();
        lab = std::make_unique<LabServer>(setup.labConfig);
        if (!lab->start(&error)) {
            printLine(stderr, Tr::tr("ttft-bench run: cannot start the lab server: %1").arg(error));
            return 1;
        }
    }
    // "lab" for --metrics-url and --clock-ref: the embedded lab's own endpoints (its baseUrl() may refuse: a fault).
    const QString labRoot = lab ? QStringLiteral("http://127.0.0.1:%1").arg(lab->port()) : QString();
    MeasuredRunOptions options;
    options.description = setup.description;
    options.keys = setup.keys;
    options.labBaseUrl = lab ? lab->baseUrl() : QString();
    options.groundTruth = lab.get();
    options.crossCheck = {setup.metricsUrls, setup.serverLog, serverLogMapping};
    for (QString &url : options.crossCheck.metricsUrls) {
        if (url == QLatin1String("lab") && lab)
            url = labRoot + QStringLiteral("/metrics");
    }
    if (!setup.outDir.isEmpty()) {
        // With --out the records live on disk while the run goes and are read back at the end:
        // memory stays flat however long the run.
        const QDir out(setup.outDir);
        options.journalPath = out.filePath(QStringLiteral("run.ttft.jsonl"));
        options.requestsPath = out.filePath(QStringLiteral("requests.jsonl"));
        options.records = MeasuredRunOptions::Records::ReadBack;
    }
    options.startAtMs = setup.startAtMs;
    options.clockReference = setup.clockReference == QLatin1String("lab") ? labRoot + QStringLiteral("/lab/time") : setup.clockReference;

    // Progress: one line in place on a terminal, a line every 10 s in a log (progressline.h).
    const bool terminal = ProgressLine::isTerminal(stderr);
    const bool sequential = setup.description.plan.mode == LoadMode::Sequential && !setup.description.capacity && !setup.description.probe;
    std::unique_ptr<ProgressLine> progress;
    MeasuredRun::Events events;
    events.onNote = [](const QString &line) { printLine(stderr, line); };
    events.engine.onCellStarted = [&](const PlanCell &cell, int index, int count) {
        if (count > 1 && !setup.quiet && progress)
            progress->printAbove(Tr::tr("Cell %1 of %2: %3").arg(index + 1).arg(count).arg(QString::fromStdString(cell.id)));
    };
    events.engine.onGuard = [&](const GuardEvent &event) {
        if (event.stops())
            progress ? progress->printAbove(guardEventText(event)) : printLine(stderr, guardEventText(event));
    };
    events.engine.onRecord = [&](const RequestRecord &record) {
        if (setup.quiet || !progress)
            return;
        if (sequential && terminal) // a sequential run's requests, one line each (a few a second at most)
            progress->printAbove(requestLine(record));
        progress->record(record);
    };
    events.onLevelStarted = [&](double level, int index) {
        const CapacityPlan &plan = *setup.description.capacity;
        if (!setup.quiet)
            printLine(stderr, Tr::tr("Level %1 (%2): %3 s…").arg(index + 1).arg(capacityLevelText(plan.axis, level)).arg(plan.pointDurationS * plan.repeats));
    };
    events.onLevelJudged = [&](const CapacityPoint &point) {
        printLine(stderr, QStringLiteral("  ") + describeCapacityPoint(*setup.description.capacity, point));
    };
    events.onProbe = [](const ProbeReport &probe) { printLine(stderr, probeReportText(probe)); };

    std::unique_ptr<MeasuredRun> run = MeasuredRun::prepare(std::move(options), std::move(events), &error);
    if (!run)
        return usageError(error);
    if (run->description().capacity) {
        printLine(stderr, capacityPlanText(run->description()));
    } else if (run->description().probe) {
        printLine(stderr, probePlanText(run->description()));
    } else {
        printLine(stderr, planSummary(*run, lab.get()));
        progress = std::make_unique<ProgressLine>(stderr, *run, terminal);
    }
    const RunOutcome outcome = measureWatchingForStop(*run);
    if (progress) {
        progress->finish();
        if (!setup.quiet)
            printLine(stderr, progress->text());
    }
    if (run->stoppedBeforeStart()) {
        printLine(stderr, Tr::tr("Stopped before the start: nothing was sent."));
        return 1;
    }
    if (!outcome.error.empty()) {
        printLine(stderr, Tr::tr("ttft-bench run: %1").arg(QString::fromStdString(outcome.error)));
        return 2;
    }
    QStringList warnings;
    std::optional<Session> session = run->collect(&error, &warnings);
    for (const QString &warning : warnings)
        printLine(stderr, warning);
    for (const QString &line : run->crossCheckLines())
        printLine(stdout, line);
    if (lab)
        lab->stop();
    if (!session) {
        printLine(stderr, Tr::tr("ttft-bench run: %1. No summary and no session file were written (figures over part of the run "
                                 "would be wrong). 'ttft-bench recover %2 -o SESSION' keeps every good line of the journal.")
                              .arg(error, QDir::toNativeSeparators(run->journalPath())));
        return 1;
    }
    return finish(setup, *run, outcome, *session);
}

} // namespace ttft
