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

// `ttft-bench run`'s cross-check with the server's own account: Prometheus endpoints scraped before
// and after the run (--metrics-url), a server log joined to the records by request id
// (--server-log), and in-body or header timings. Prints the server's view beside the client's and
// gives the summary.json section.
class ServerCrossCheck
{
public:
    ServerCrossCheck(QStringList metricsUrls, QString serverLog, ServerLogMapping mapping);

    // An endpoint that does not answer is reported and left out; the others are also polled for
    // the engine's waiting and running gauges until finish() (crossval/queuegauges.h).
    void scrapeBefore();
    // After the run: scrapes again, joins the log into `records` (a log that cannot be read is
    // reported; the records stay as they were), prints the comparison. `joined` tells whether any
    // record gained the log's figures (requests.jsonl is then written again).
    nlohmann::json finish(std::vector<RequestRecord> &records, bool *joined);

private:
    void reportMetrics(const std::vector<RequestRecord> &records, nlohmann::json &out);
    void reportEngineWithoutTtft(MetricsEngine engine, const ServerModelView &model, const std::vector<RequestRecord> &records,
                                 nlohmann::json &modelJson);
    void reportDecomposition(const std::vector<RequestRecord> &records, nlohmann::json &out);
    void reportLog(std::vector<RequestRecord> &records, nlohmann::json &out, bool *joined);

    QStringList m_metricsUrls;
    QString m_serverLog;
    ServerLogMapping m_mapping;
    std::vector<MetricsScrape> m_before;
    std::vector<std::unique_ptr<QueueGaugePoller>> m_pollers;
    std::vector<QueueGauges> m_gauges; // what the pollers read, once stopped
};

} // namespace ttft
