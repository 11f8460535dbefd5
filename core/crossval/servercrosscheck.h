#pragma once

#include "crossval/metricsscrape.h"
#include "crossval/queuegauges.h"
#include "crossval/serverlog.h"
#include "crossval/servermetricsview.h"
#include "model/requestrecord.h"

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <memory>
#include <vector>

namespace ttft {

// Where a run's cross-check with the server's own account looks: Prometheus endpoints scraped
// before and after the run (`run --metrics-url`), a server log joined to the records by request id
// (`--server-log`, with its column mapping). With none of them the cross-check still reads the
// in-body and header timings the server sent with each answer.
struct CrossCheckSources {
    QStringList metricsUrls;
    QString serverLog;
    ServerLogMapping serverLogMapping;
};

// What the cross-check found: the document kept in the session (model/duringrun.h,
// "server_cross_check": queue_gauges, metrics, server_log, overhead, decomposition), the server's
// view beside the client's in lines for a reader (the CLI prints them), and the warnings (an
// endpoint that did not answer, a log that could not be read).
struct CrossCheckReport {
    nlohmann::json document = nlohmann::json::object();
    QStringList lines;
    QStringList warnings;
    bool joinedLog = false; // some record gained the log's figures (requests.jsonl is then written again)
};

// The cross-check with the server's own account, as a run's lifecycle does it
// (launch/measuredrun.h): before the run, after it, and the comparison.
class ServerCrossCheck
{
public:
    explicit ServerCrossCheck(CrossCheckSources sources);

    // An endpoint that does not answer is reported (warnings) and left out; the others are also
    // polled for the engine's waiting and running gauges until finish() (crossval/queuegauges.h).
    QStringList scrapeBefore();
    // After the run: scrapes again, joins the log into `records` (a log that cannot be read is
    // reported; the records stay as they were), compares.
    CrossCheckReport finish(std::vector<RequestRecord> &records);

private:
    void reportMetrics(const std::vector<RequestRecord> &records, CrossCheckReport &report);
    void reportEngineWithoutTtft(MetricsEngine engine, const ServerModelView &model, const std::vector<RequestRecord> &records,
                                 nlohmann::json &modelJson, CrossCheckReport &report);
    void reportOverhead(const std::vector<RequestRecord> &records, CrossCheckReport &report);
    void reportDecomposition(const std::vector<RequestRecord> &records, CrossCheckReport &report);
    void reportLog(std::vector<RequestRecord> &records, CrossCheckReport &report);

    CrossCheckSources m_sources;
    std::vector<MetricsScrape> m_before;
    std::vector<std::unique_ptr<QueueGaugePoller>> m_pollers;
    std::vector<QueueGauges> m_gauges; // what the pollers read, once stopped
};

} // namespace ttft
