// `ttft-bench run`: a plan against one or more providers; tables on stdout, files in --out.
#include "base/figuretext.h"
#include "base/durationtext.h"
#include "base/i18n.h"
#include "base/monoclock.h"
#include "benchcommands.h"
#include "clisupport.h"
#include "engine/engine.h"
#include "lab/labserver.h"
#include "lab/latencymodel.h"
#include "model/planestimate.h"
#include "progressline.h"
#include "modellist.h"
#include "runsetup.h"
#include "results/resultstext.h"
#include "results/runresults.h"
#include "stats/clienthealthverdict.h"
#include "stats/metricsummary.h"
#include "stats/pipelinesummary.h"
#include "store/jsonlwriter.h"
#include "store/recordreadback.h"
#include "store/runrecordsink.h"
#include "servercrosscheck.h"
#include "store/session.h"
#include "wire/wirejson.h"
#include "store/summarywriter.h"
#include "launch/runbuilder.h"

#include <QDir>
#include <QSaveFile>

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <iterator>
#include <memory>
#include <set>
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

// Client TTFT minus the lab's own account of it (first token written − request complete): what
// the network and the client added. Only the embedded lab knows the truth.
MetricSummary clientBiasAgainstLab(const std::vector<RequestRecord> &records, const std::string &provider,
                                   const LabServer &lab)
{
    std::vector<double> bias;
    for (const RequestRecord &record : records) {
        if (record.provider != provider || record.warmup || record.failed() || !record.ttftMs())
            continue;
        const std::optional<LabTruth> truth = lab.truthFor(record.requestId);
        if (!truth || !hasTime(truth->firstTokenWrittenNs) || !hasTime(truth->requestCompleteNs))
            continue;
        const double serverTtftMs = double(truth->firstTokenWrittenNs - truth->requestCompleteNs) / 1e6;
        bias.push_back(*record.ttftMs() - serverTtftMs);
    }
    return summarizeMetric(std::move(bias));
}

bool rewriteRequestsFile(const QString &path, const std::vector<RequestRecord> &records, bool keepText, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = file.errorString();
        return false;
    }
    for (const RequestRecord &record : records) {
        const std::string line = jsonDumpSafe(toJson(record, keepText)) + '\n';
        file.write(line.data(), qint64(line.size()));
    }
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

std::int64_t wallNowMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
        .count();
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
    RunDescription &description = setup.description;
    if (!setup.quiet) {
        for (const QString &note : setup.keys.notes)
            printLine(stderr, note);
    }
    // Printed even with --quiet: weakened TLS checks are a choice a reader of the output must see.
    for (const ProviderProfile &profile : description.providers) {
        const QString name = QString::fromStdString(profile.name);
        if (profile.insecureTls)
            printLine(stderr, Tr::tr("Warning: %1: TLS certificate verification is OFF; anyone on the path can read the key and the answers.").arg(name));
        else if (!profile.caCertificatePath.empty())
            printLine(stderr, Tr::tr("Warning: %1: also trusting the certificate(s) in %2 for this provider.")
                                  .arg(name, QString::fromStdString(profile.caCertificatePath)));
    }
    if (setup.listModels) {
        std::unique_ptr<LabServer> lab;
        int status = 0;
        for (std::size_t i = 0; i < description.providers.size(); ++i) {
            ProviderProfile profile = description.providers[i];
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
    description.environment = [&] {
        RunEnvironment environment = captureEnvironment();
        environment.note = description.environment.note;
        return environment;
    }();

    ServerLogMapping serverLogMapping;
    if (std::string mappingError; !parseServerLogMapping(setup.serverLogMap.toStdString(), serverLogMapping, &mappingError))
        return usageError(Tr::tr("--server-log-map: %1").arg(QString::fromStdString(mappingError)));

    // The output directory is made before the first request so that a bad path costs no measurement.
    const QDir out(setup.outDir);
    if (!setup.outDir.isEmpty() && !QDir().mkpath(setup.outDir))
        return usageError(Tr::tr("cannot create the output directory %1").arg(setup.outDir));

    std::unique_ptr<LabServer> labServer;
    if (setup.useLab) {
        // The embedded lab keeps the server log that --server-log joins.
        if (!setup.serverLog.isEmpty() && setup.labConfig.accessLogPath.empty())
            setup.labConfig.accessLogPath = setup.serverLog.toStdString();
        labServer = std::make_unique<LabServer>(setup.labConfig);
        if (!labServer->start(&error)) {
            printLine(stderr, Tr::tr("ttft-bench run: cannot start the lab server: %1").arg(error));
            return 1;
        }
    }
    // "--metrics-url lab": the embedded lab's own /metrics.
    QStringList metricsUrls = setup.metricsUrls;
    for (QString &url : metricsUrls) {
        if (url == QLatin1String("lab") && labServer)
            url = QStringLiteral("http://127.0.0.1:%1/metrics").arg(labServer->port()); // baseUrl() may refuse (a fault)
    }
    ServerCrossCheck crossCheck(metricsUrls, setup.serverLog, serverLogMapping);
    std::optional<RunSpec> built = buildRun(description, setup.keys, labServer ? labServer->baseUrl() : QString(), &error);
    if (!built)
        return usageError(error);
    RunSpec spec = std::move(*built);

    description.environment.startedMs = wallNowMs();
    RunRecordSink sink; // the journal and requests.jsonl, as the window writes its journal
    if (!setup.outDir.isEmpty()
        && !sink.open(out.filePath(QStringLiteral("run.ttft.jsonl")), out.filePath(QStringLiteral("requests.jsonl")), description,
                      spec.workload.keepText, &error))
        return usageError(error);

    const bool sequential = spec.plan.mode == LoadMode::Sequential;
    const bool keepText = spec.workload.keepText;
    // With --out the records live on disk while the run goes (requests.jsonl and the journal) and
    // are read back at the end: memory stays flat however long the run. In memory: every record
    // without --out, and every record from the first failed write on (a full disk must not cost
    // the figures). The first `recordsOnDisk` records are whole in both files.
    std::vector<RequestRecord> records;
    // How long it will take, when every provider's latency is known in advance (the lab's models).
    std::vector<RequestLatency> latencies;
    for (const ProviderProfile &profile : description.providers) {
        for (const LabModel &model : labServer ? labServer->config().models : std::vector<LabModel>{}) {
            if (profile.pointsAtLab() && model.name == profile.model)
                latencies.push_back(LatencyModel::expected(model));
        }
    }
    QString estimate;
    PlanExtent extent = planExtent(spec.plan, int(spec.providers.size()));
    if (!latencies.empty() && latencies.size() == description.providers.size()) {
        const PlanEstimate expected = estimatePlan(spec.plan, latencies, spec.workload.maxTokens);
        estimate = Tr::tr(", about %1 (from the lab models' latency)").arg(durationWords(expected.seconds));
        extent.timeline = expected.cells;
    }
    // Progress: one line in place on a terminal, a line every 10 s in a log (progressline.h).
    const bool terminal = ProgressLine::isTerminal(stderr);
    ProgressLine progress(stderr, extent, terminal);
    Engine::Events events;
    events.onCellStarted = [&](const PlanCell &cell, int index, int count) {
        if (count > 1 && !setup.quiet)
            progress.printAbove(Tr::tr("Cell %1 of %2: %3").arg(index + 1).arg(count).arg(QString::fromStdString(cell.id)));
    };
    events.onRecord = [&](const RequestRecord &record) {
        if (!sink.isOpen() || !sink.write(record))
            records.push_back(record);
        if (setup.quiet)
            return;
        // A sequential run's requests, one line each, on a terminal (a few a second at most).
        if (sequential && terminal)
            progress.printAbove(requestLine(record));
        progress.record(record);
    };

    QStringList names;
    for (const ProviderProfile &profile : description.providers)
        names << QString::fromStdString(profile.name);
    printLine(stderr, Tr::tr("Measuring %1: %2, %n cell(s)%3", nullptr, int(planCells(spec.plan).size()))
                          .arg(names.join(QStringLiteral(", ")), loadModeLabel(spec.plan.mode), estimate));

    crossCheck.scrapeBefore();
    Engine engine(spec, events);
    // The engine runs on its own thread so that this one can watch for Ctrl+C.
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
    progress.finish();
    if (!setup.quiet)
        printLine(stderr, progress.text());
    if (sink.isOpen())
        sink.finish(outcome);
    description.environment.endedMs = wallNowMs();
    if (!outcome.error.empty()) {
        printLine(stderr, Tr::tr("ttft-bench run: %1").arg(QString::fromStdString(outcome.error)));
        return 2;
    }

    // The records written as the run went, read back in their order, then those kept in memory
    // after a failed write. The journal first; requests.jsonl (written line for line with it) if
    // the journal cannot give them all back. Figures over part of the run would be wrong without
    // saying so: when neither file can, nothing is summarized.
    if (sink.recordsOnDisk() > 0) {
        std::vector<RequestRecord> all;
        QStringList warnings;
        if (!sink.readBack(all, &warnings, &error)) {
            printLine(stderr, Tr::tr("ttft-bench run: cannot read the run's %1 records back: %2. No summary and no "
                                     "session file were written (figures over part of the run would be wrong). "
                                     "'ttft-bench recover %3 -o SESSION' keeps every good line of the journal.")
                                  .arg(outcome.recorded)
                                  .arg(error, QDir::toNativeSeparators(sink.journalPath())));
            return 1;
        }
        for (const QString &warning : warnings)
            printLine(stderr, warning);
        all.insert(all.end(), std::make_move_iterator(records.begin()), std::make_move_iterator(records.end()));
        records = std::move(all);
    }

    // The server's own account: metrics scraped again, its log joined, in-body timings.
    bool joinedServerLog = false;
    nlohmann::json crossCheckJson = crossCheck.finish(records, &joinedServerLog);

    // How the client held up. With an in-flight limit, dispatch lag is mostly the limit at work,
    // not a slow client.
    std::vector<double> dispatchLags;
    for (const RequestRecord &record : records) {
        if (!record.warmup && record.dispatchLagMs())
            dispatchLags.push_back(*record.dispatchLagMs());
    }
    const bool capped = spec.plan.mode == LoadMode::OpenLoop && spec.plan.maxInFlight > 0;
    const HealthSummary health = judgeClientHealth(engine.health().window(), capped ? 0.0 : summarizeMetric(dispatchLags).p99.value_or(0));

    // The session: what was run, every request, and what only this live run could measure. The
    // summary is computed from it alone (results/runresults.h), as `report --json` and the
    // window's Export compute it from the saved file.
    Session session;
    session.run = description;
    session.records = std::move(records); // lent, not copied: a long run's records are hundreds of MiB
    session.clientHealth = toJson(health);
    session.duringRun = {{"dispatched", outcome.dispatched}, {"server_cross_check", std::move(crossCheckJson)}};
    if (labServer) {
        nlohmann::json bias = nlohmann::json::object();
        for (const ProviderProfile &profile : description.providers)
            bias[profile.name] = toJson(clientBiasAgainstLab(session.records, profile.name, *labServer));
        session.duringRun["lab_client_minus_server_ttft_ms"] = std::move(bias);
        labServer->stop();
    }
    const RunResults results = computeResults(session);
    std::fputs(qPrintable(resultsText(results)), stdout);
    for (const QString &note : resultsNotes(results))
        printLine(stderr, note);

    QString writeError = sink.writeError();
    if (!setup.outDir.isEmpty()) {
        if (!writeJsonFileAtomically(out.filePath(QStringLiteral("summary.json")), toJson(results), &error))
            printLine(stderr, Tr::tr("ttft-bench run: cannot write summary.json: %1").arg(error));
        if (!writeSessionFile(out.filePath(QStringLiteral("run.ttft.json")), session, &error))
            printLine(stderr, Tr::tr("ttft-bench run: cannot write the session file: %1").arg(error));
        // The log's figures joined after the run: requests.jsonl is written again, whole, with
        // them (the journal keeps what was measured as it happened).
        if (joinedServerLog && writeError.isEmpty() && !rewriteRequestsFile(out.filePath(QStringLiteral("requests.jsonl")), session.records, keepText, &error))
            writeError = error;
        if (!writeError.isEmpty())
            printLine(stderr, Tr::tr("ttft-bench run: cannot write requests.jsonl: %1").arg(writeError));
        printLine(stderr, Tr::tr("Wrote %1").arg(QDir::toNativeSeparators(out.absolutePath())));
    }

    if (outcome.stopped)
        printLine(stderr, Tr::tr("Stopped early: %1 requests recorded.").arg(session.records.size()));
    if (results.run.requests > 0 && results.run.errors == results.run.requests) {
        const auto first = std::find_if(session.records.begin(), session.records.end(), [](const RequestRecord &r) { return !r.warmup && r.failed(); });
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

} // namespace ttft
