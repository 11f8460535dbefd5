#include "servercrosscheck.h"

#include "base/figuretext.h"
#include "base/i18n.h"
#include "crossval/crossjoin.h"
#include "crossval/servermetricsview.h"
#include "stats/groupsummary.h"
#include "stats/metricsummary.h"
#include "stats/ttftdecomposition.h"

#include <map>
#include <optional>

namespace ttft {

namespace {

// The client's TTFT over the requests a server's metrics counted: every one of ours it answered
// with a first token, warm-ups included (the server counted them too), of `model` (any model when
// the engine has no model label).
MetricSummary clientTtftOf(const std::vector<RequestRecord> &records, const std::string &model)
{
    std::vector<double> client;
    for (const RequestRecord &record : records) {
        if ((model.empty() || record.model == model) && record.ttftMs())
            client.push_back(*record.ttftMs());
    }
    return summarizeMetric(client);
}

} // namespace

ServerCrossCheck::ServerCrossCheck(CrossCheckSources sources)
    : m_sources(std::move(sources))
{
}

QStringList ServerCrossCheck::scrapeBefore()
{
    QStringList warnings;
    for (const QString &url : m_sources.metricsUrls) {
        m_before.push_back(scrapeMetrics(url.toStdString()));
        if (!m_before.back().ok()) {
            warnings << Tr::tr("Warning: cannot scrape the server's metrics before the run: %1")
                            .arg(QString::fromStdString(m_before.back().error));
            continue;
        }
        m_pollers.push_back(std::make_unique<QueueGaugePoller>(url.toStdString()));
        m_pollers.back()->start();
    }
    return warnings;
}

CrossCheckReport ServerCrossCheck::finish(std::vector<RequestRecord> &records)
{
    CrossCheckReport report;
    nlohmann::json gaugesJson = nlohmann::json::array();
    for (const std::unique_ptr<QueueGaugePoller> &poller : m_pollers) {
        m_gauges.push_back(poller->stop());
        gaugesJson.push_back(toJson(m_gauges.back()));
    }
    m_pollers.clear();
    if (!gaugesJson.empty())
        report.document["queue_gauges"] = std::move(gaugesJson);
    reportMetrics(records, report);
    reportLog(records, report);
    reportOverhead(records, report);
    reportDecomposition(records, report);
    return report;
}

// Per provider and cell, whatever the server's figures came from (log, in-body, headers).
void ServerCrossCheck::reportOverhead(const std::vector<RequestRecord> &records, CrossCheckReport &report)
{
    const std::vector<OverheadGroup> groups = summarizeOverhead(records);
    nlohmann::json groupsJson = nlohmann::json::array();
    if (!groups.empty()) {
        report.lines << (Tr::tr("Client TTFT = server TTFT + overhead (all the server's timings leave out: waiting for a free slot, tokenisation and "
                                 "routing before they start; network, TLS, proxies; the client), in ms:"));
        report.lines << (Tr::tr("%1 %2 %3 %4 %5 %6 %7  %8")
                              .arg(Tr::tr("provider / cell"), -28)
                              .arg(Tr::tr("count"), 6)
                              .arg(Tr::tr("client p50"), 11)
                              .arg(Tr::tr("server p50"), 11)
                              .arg(Tr::tr("overhead p50"), 13)
                              .arg(Tr::tr("p95"), 8)
                              .arg(Tr::tr("max"), 8)
                              .arg(Tr::tr("server's source")));
    }
    for (const OverheadGroup &group : groups) {
        const QString name = QString::fromStdString(group.provider)
                             + (group.cell.empty() ? QString() : QStringLiteral(" / ") + QString::fromStdString(group.cell));
        report.lines << (QStringLiteral("%1 %2 %3 %4 %5 %6 %7  %8")
                              .arg(name, -28)
                              .arg(group.overhead.count, 6)
                              .arg(fixedOr(group.clientTtft.p50, 1, u"-"), 11)
                              .arg(fixedOr(group.serverTtft.p50, 1, u"-"), 11)
                              .arg(fixedOr(group.overhead.p50, 3, u"-"), 13)
                              .arg(fixedOr(group.overhead.p95, 3, u"-"), 8)
                              .arg(fixedOr(group.overhead.max, 3, u"-"), 8)
                              .arg(QString::fromStdString(group.source)));
        groupsJson.push_back(toJson(group));
    }
    report.document["overhead"] = std::move(groupsJson);
}

// The overhead above, taken apart per provider and cell (stats/ttftdecomposition.h): what the
// client measured itself, what is inferred from the requests' timing (a slot hand-over, prompt
// handling that grows with the prompt), and the rest, which is never called network.
void ServerCrossCheck::reportDecomposition(const std::vector<RequestRecord> &records, CrossCheckReport &report)
{
    nlohmann::json decompositionJson = nlohmann::json::array();
    bool header = false;
    // The first endpoint whose waiting gauge was read (one server per run is the usual case).
    const QueueGauges *gauges = nullptr;
    for (const QueueGauges &g : m_gauges) {
        if (!g.waitingFamily.empty() && !g.samples.empty()) {
            gauges = &g;
            break;
        }
    }
    // Each provider and cell's time span, for the gauge: one pass over the records.
    std::map<std::pair<std::string, std::string>, std::pair<std::int64_t, std::int64_t>> spans;
    if (gauges) {
        for (const RequestRecord &record : records) {
            if (record.startNs < 0 || record.endNs < 0)
                continue;
            auto [it, added] = spans.try_emplace({record.provider, cellLabel(groupKeyOf(record))}, record.startNs, record.endNs);
            if (!added) {
                it->second.first = std::min(it->second.first, record.startNs);
                it->second.second = std::max(it->second.second, record.endNs);
            }
        }
    }
    for (const TtftDecomposition &d : decomposeTtft(records, true)) {
        if (d.withServerTimings == 0)
            continue;
        if (!header) {
            report.lines << (Tr::tr("Where the gap goes (means in ms; * inferred from the requests' timing, not measured):"));
            report.lines << (QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8  %9")
                                  .arg(Tr::tr("provider / cell"), -28)
                                  .arg(Tr::tr("count"), 6)
                                  .arg(Tr::tr("gap"), 9)
                                  .arg(Tr::tr("client"), 9)
                                  .arg(Tr::tr("prompt*"), 9)
                                  .arg(Tr::tr("slot wait*"), 11)
                                  .arg(Tr::tr("unaccounted"), 12)
                                  .arg(Tr::tr("in flight"), 9)
                                  .arg(gauges ? Tr::tr("engine waiting (%1)").arg(QString::fromStdString(gauges->waitingFamily))
                                              : QString()));
            header = true;
        }
        const auto mean = [&](TtftComponent c) { return d[c].meanMs; };
        const double client = mean(TtftComponent::Dns) + mean(TtftComponent::Connect) + mean(TtftComponent::Tls)
                              + mean(TtftComponent::RequestSend);
        const double gap = client + d.inferredMeanMs() + mean(TtftComponent::Unaccounted);
        const QString name = QString::fromStdString(d.provider) + (d.cell.empty() ? QString() : QStringLiteral(" / ") + QString::fromStdString(d.cell));
        // The engine's own waiting gauge over the cell's time span, when it was polled.
        const auto span = spans.find({d.provider, d.cell});
        const std::optional<double> meanWaiting
            = span != spans.end() ? gauges->meanWaiting(span->second.first, span->second.second) : std::nullopt;
        const std::optional<double> maxWaiting
            = span != spans.end() ? gauges->maxWaiting(span->second.first, span->second.second) : std::nullopt;
        nlohmann::json entry = toJson(d);
        if (meanWaiting) {
            entry["engine_waiting_mean"] = *meanWaiting;
            entry["engine_waiting_max"] = *maxWaiting;
        }
        report.lines << (QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8  %9")
                              .arg(name, -28)
                              .arg(d.requests, 6)
                              .arg(gap, 9, 'f', 1)
                              .arg(client, 9, 'f', 1)
                              .arg(mean(TtftComponent::PromptHandling), 9, 'f', 1)
                              .arg(mean(TtftComponent::SlotWait), 11, 'f', 1)
                              .arg(mean(TtftComponent::Unaccounted), 12, 'f', 1)
                              .arg(d.maxInFlight, 9)
                              .arg(meanWaiting ? Tr::tr("mean %1, max %2").arg(*meanWaiting, 0, 'f', 1).arg(*maxWaiting, 0, 'f', 0)
                                               : QString()));
        decompositionJson.push_back(std::move(entry));
    }
    if (header)
        report.lines << (Tr::tr("  slot wait*: a request's prefill began as another request ended (a slot handed over); prompt*: the part of "
                                 "the gap that grows with the prompt on requests alone in flight (tokenisation, templating); unaccounted: "
                                 "the rest (transfer, the client, whatever the server did not account for); engine waiting: the server's own gauge of "
                                 "requests waiting, polled every 250 ms over the cell (--metrics-url)."));
    report.document["decomposition"] = std::move(decompositionJson);
}

void ServerCrossCheck::reportMetrics(const std::vector<RequestRecord> &records, CrossCheckReport &report)
{
    if (m_before.empty())
        return;
    nlohmann::json views = nlohmann::json::array();
    for (const MetricsScrape &before : m_before) {
        const MetricsScrape after = scrapeMetrics(before.url);
        const ServerMetricsView view = serverMetricsBetween(before, after);
        nlohmann::json viewJson = toJson(view);
        if (!view.error.empty()) {
            report.warnings << (Tr::tr("Warning: no server metrics to compare: %1").arg(QString::fromStdString(view.error)));
            views.push_back(std::move(viewJson));
            continue;
        }
        if (view.counterWentBack)
            report.warnings << (Tr::tr("Warning: a counter of %1 went down during the run: the server restarted, so its figures are incomplete.")
                                  .arg(QString::fromStdString(view.url)));
        report.lines << (Tr::tr("The server's metrics (%1, %2), change over the run:")
                              .arg(QString::fromStdString(view.url), QString::fromLatin1(metricsEngineTitle(view.engine))));
        for (std::size_t i = 0; i < view.models.size(); ++i) {
            const ServerModelView &model = view.models[i];
            if (view.engine == MetricsEngine::LlamaCpp || view.engine == MetricsEngine::Tgi) {
                reportEngineWithoutTtft(view.engine, model, records, viewJson["models"][i], report);
                continue;
            }
            if (model.ttft.count <= 0)
                continue;
            const MetricSummary clientSummary = clientTtftOf(records, model.model);
            const std::optional<double> serverMean = model.ttft.meanMs();
            const std::optional<double> hitRate = model.prefixCacheHitRate();
            report.lines << (Tr::tr("  %1: %2 requests; server TTFT mean %3 ms (p50 ≈ %4, p99 ≈ %5 from its buckets), queue mean %6 ms, "
                                     "prefill mean %7 ms, e2e mean %8 ms%9")
                                  .arg(QString::fromStdString(model.model))
                                  .arg(model.ttft.count, 0, 'f', 0)
                                  .arg(fixedOr(serverMean, 2, u"-"), fixedOr(model.ttft.quantileMs(0.5), 1, u"-"), fixedOr(model.ttft.quantileMs(0.99), 1, u"-"),
                                       fixedOr(model.queue.meanMs(), 2, u"-"), fixedOr(model.prefill.meanMs(), 2, u"-"), fixedOr(model.e2e.meanMs(), 1, u"-"),
                                       hitRate ? Tr::tr("; prefix cache hits %1 %").arg(*hitRate * 100, 0, 'f', 1) : QString()));
            if (clientSummary.count > 0 && serverMean) {
                report.lines << (Tr::tr("  %1: client TTFT mean %2 ms over %3 requests: %4 ms more than the server's")
                                      .arg(QString::fromStdString(model.model), fixedOr(clientSummary.mean, 2, u"-"))
                                      .arg(clientSummary.count)
                                      .arg(*clientSummary.mean - *serverMean, 0, 'f', 2));
                if (double(clientSummary.count) != model.ttft.count)
                    report.lines << (Tr::tr("  (the server counted %1 requests, the client %2: other clients, or requests that failed)")
                                          .arg(model.ttft.count, 0, 'f', 0)
                                          .arg(clientSummary.count));
                viewJson["models"][i]["client_ttft_ms"] = toJson(clientSummary);
            }
        }
        views.push_back(std::move(viewJson));
    }
    report.document["metrics"] = std::move(views);
}

// llama.cpp and TGI publish no time-to-first-token histogram: what they publish is printed as it
// is, beside the client's TTFT over the same requests, and nothing is subtracted that is not like
// with like. TGI's queue and validation (tokenisation) both happen before the first token.
void ServerCrossCheck::reportEngineWithoutTtft(MetricsEngine engine, const ServerModelView &model,
                                               const std::vector<RequestRecord> &records, nlohmann::json &modelJson,
                                               CrossCheckReport &report)
{
    const MetricSummary clientSummary = clientTtftOf(records, model.model);
    if (engine == MetricsEngine::LlamaCpp) {
        report.lines << (Tr::tr("  %1 prompt tokens in %2 s of prompt processing (%3 tokens/s), %4 tokens generated in %5 s (%6 tokens/s)")
                              .arg(model.promptTokens, 0, 'f', 0)
                              .arg(model.promptSeconds, 0, 'f', 2)
                              .arg(fixedOr(model.promptTokensPerSecond(), 0, u"-"))
                              .arg(model.generationTokens, 0, 'f', 0)
                              .arg(model.generationSeconds, 0, 'f', 2)
                              .arg(fixedOr(model.generationTokensPerSecond(), 0, u"-")));
        report.lines << (Tr::tr("  at the end of the run: %1 requests processing, %2 deferred (waiting for a free slot)")
                              .arg(fixedOr(model.requestsProcessing, 0, u"-"), fixedOr(model.requestsDeferred, 0, u"-")));
        if (clientSummary.count > 0 && model.promptSeconds > 0 && clientSummary.mean) {
            const double serverPromptMs = model.promptSeconds * 1000.0 / double(clientSummary.count);
            report.lines << (Tr::tr("  client TTFT mean %1 ms over %2 requests; the server's prompt processing, spread over them, %3 ms each")
                                  .arg(fixedOr(clientSummary.mean, 2, u"-"))
                                  .arg(clientSummary.count)
                                  .arg(serverPromptMs, 0, 'f', 2));
        }
    } else {
        report.lines << (Tr::tr("  %1 requests; e2e mean %2 ms, queue mean %3 ms (p99 ≈ %4), validation mean %5 ms, inference mean %6 ms, "
                                 "time per token mean %7 ms")
                              .arg(fixedOr(model.requests, 0, u"-"), fixedOr(model.e2e.meanMs(), 1, u"-"), fixedOr(model.queue.meanMs(), 2, u"-"), fixedOr(model.queue.quantileMs(0.99), 1, u"-"),
                                   fixedOr(model.validation.meanMs(), 2, u"-"), fixedOr(model.inference.meanMs(), 1, u"-"), fixedOr(model.timePerToken.meanMs(), 2, u"-")));
        if (clientSummary.count > 0 && clientSummary.mean) {
            const std::optional<double> queue = model.queue.meanMs();
            const std::optional<double> validation = model.validation.meanMs();
            report.lines << (Tr::tr("  client TTFT mean %1 ms over %2 requests; of it, the server queued each %3 ms and validated it %4 ms "
                                     "before its prefill (TGI publishes no time to first token)")
                                  .arg(fixedOr(clientSummary.mean, 2, u"-"))
                                  .arg(clientSummary.count)
                                  .arg(fixedOr(queue, 2, u"-"), fixedOr(validation, 2, u"-")));
        }
    }
    if (clientSummary.count > 0)
        modelJson["client_ttft_ms"] = toJson(clientSummary);
}

void ServerCrossCheck::reportLog(std::vector<RequestRecord> &records, CrossCheckReport &report)
{
    const QString &path = m_sources.serverLog;
    if (path.isEmpty())
        return;
    ServerLog log;
    std::string error;
    if (!readServerLog(path.toStdString(), m_sources.serverLogMapping, log, &error)) {
        report.warnings << (Tr::tr("Warning: the server log was not joined: %1").arg(QString::fromStdString(error)));
        report.document["server_log"] = {{"path", path.toStdString()}, {"error", error}};
        return;
    }
    const ServerLogJoin join = joinServerLog(records, log);
    report.joinedLog = join.matched > 0;
    report.lines << (Tr::tr("Server log %1: %2 entries, %3 joined to our requests by id; %4 of our requests not in the log, %5 entries not ours")
                          .arg(path)
                          .arg(log.entries.size())
                          .arg(join.matched)
                          .arg(join.recordsWithoutEntry)
                          .arg(join.entriesWithoutRecord));
    if (log.skipped > 0)
        report.warnings << (Tr::tr("Warning: %1 lines of the server log were skipped; first: %2")
                              .arg(log.skipped)
                              .arg(QString::fromStdString(log.firstProblem)));
    nlohmann::json logJson = toJson(join);
    logJson["path"] = path.toStdString();
    logJson["entries"] = log.entries.size();
    logJson["skipped_lines"] = log.skipped;
    logJson["columns"] = {{"id", log.used.id}, {"ttft_ms", log.used.ttftMs}, {"arrival", log.used.arrival},
                          {"first_token", log.used.firstToken}, {"end", log.used.end}, {"queue_ms", log.used.queueMs},
                          {"e2e_ms", log.used.e2eMs}, {"time_unit", log.used.timeUnit}};
    report.document["server_log"] = std::move(logJson);
}

} // namespace ttft
