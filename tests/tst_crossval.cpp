// The cross-check with the server's own account: in-body and header timings, Prometheus scrapes,
// a server log joined by request id; and, against the lab server, that each gives the server's
// TTFT as the lab's ground truth has it.
#include "testpaths.h"
#include "crossval/crossjoin.h"
#include "crossval/metricsscrape.h"
#include "crossval/prometheustext.h"
#include "crossval/servermetricsview.h"
#include "crossval/serverlog.h"
#include "wire/servertimingparsers.h"
#include "engine/engine.h"
#include "lab/labserver.h"

#include "sanitizers.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <map>

using namespace ttft;

namespace {

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(content);
    return path;
}

std::vector<nlohmann::json> readJsonl(const QString &path)
{
    std::vector<nlohmann::json> lines;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return lines;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (!line.isEmpty())
            lines.push_back(nlohmann::json::parse(line.toStdString()));
    }
    return lines;
}

RunSpec labRun(const LabServer &lab, const std::vector<std::string> &models, int rounds)
{
    RunSpec spec;
    for (const std::string &model : models) {
        ProviderProfile profile;
        profile.name = "lab/" + model;
        profile.baseUrl = lab.baseUrl().toStdString();
        profile.model = model;
        profile.firstTokenTimeoutMs = 10000;
        profile.totalTimeoutMs = 20000;
        spec.providers.push_back(EngineProvider{profile, {}});
    }
    spec.workload.messages = nlohmann::json::array({{{"role", "user"}, {"content", "Say hello."}}});
    spec.workload.maxTokens = 8;
    spec.plan = sequentialPlan(1, rounds);
    return spec;
}


// A scrape as scrapeMetrics() returns it, from a metrics text.
MetricsScrape scrape(std::string_view text)
{
    MetricsScrape s;
    s.url = "http://127.0.0.1:1/metrics";
    s.samples = parsePrometheusText(text);
    return s;
}

} // namespace

class TestCrossval : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bodyTimings_data()
    {
        QTest::addColumn<QByteArray>("raw");
        QTest::addColumn<QString>("source");
        QTest::addColumn<double>("ttft");
        QTest::addColumn<double>("prefill");
        QTest::addColumn<double>("decode");
        QTest::newRow("llamacpp") << QByteArray(R"({"prompt_n":12,"prompt_ms":35.25,"predicted_n":40,"predicted_ms":410.5})")
                                  << "llamacpp-timings" << 35.25 << 35.25 << 410.5;
        // Ollama reports nanoseconds; TTFT is the model load plus the prompt's evaluation.
        QTest::newRow("ollama") << QByteArray(R"({"total_duration":900000000,"load_duration":100000000,"prompt_eval_duration":25500000,"eval_duration":700000000})")
                                << "ollama-durations" << 125.5 << 25.5 << 700.0;
        // Cerebras reports seconds; TTFT is its queue plus the prompt.
        QTest::newRow("cerebras") << QByteArray(R"({"queue_time":0.002,"prompt_time":0.0105,"completion_time":0.3,"total_time":0.32})")
                                  << "cerebras-time_info" << 12.5 << 10.5 << 300.0;
    }
    void bodyTimings()
    {
        QFETCH(QByteArray, raw);
        QFETCH(QString, source);
        QFETCH(double, ttft);
        QFETCH(double, prefill);
        QFETCH(double, decode);
        const ServerTimings timings = serverTimingsFromBody(raw.toStdString());
        QCOMPARE(QString::fromStdString(timings.source), source);
        QCOMPARE(timings.ttftMs.value_or(-1), ttft);
        QCOMPARE(timings.prefillMs.value_or(-1), prefill);
        QCOMPARE(timings.decodeMs.value_or(-1), decode);
    }

    void bodyTimingsThatAreNone()
    {
        QVERIFY(serverTimingsFromBody("not json").empty());
        QVERIFY(serverTimingsFromBody("[1,2]").empty());
        QVERIFY(serverTimingsFromBody(R"({"tokens":3})").empty());
        // A negative duration is no measurement.
        QVERIFY(!serverTimingsFromBody(R"({"prompt_ms":-4})").ttftMs);
    }

    void headerTimings()
    {
        const HeaderList headers = {{"server-timing", "cache;desc=hit, queue;dur=5.5, ttft;dur=\"120\";desc=\"first\", total;dur=900"},
                                    {"openai-processing-ms", "231"}};
        const ServerTimings timings = serverTimingsFromHeaders(headers);
        QCOMPARE(timings.queueMs.value_or(-1), 5.5);
        QCOMPARE(timings.ttftMs.value_or(-1), 120.0);
        QCOMPARE(timings.e2eMs.value_or(-1), 900.0);
        QCOMPARE(timings.processingMs.value_or(-1), 231.0);
        QVERIFY(!timings.prefillMs);
        QVERIFY(serverTimingsFromHeaders({{"server-timing", "cache;desc=hit"}}).empty());
    }

    // TGI's router on a finished answer (router/src/server.rs): whole milliseconds; no TTFT, so
    // only the queue and the total are taken. Garbage is no measurement.
    void tgiHeaderTimings()
    {
        const HeaderList headers = {{"x-compute-type", "gpu+optimized"}, {"x-compute-time", "412"}, {"x-total-time", "412"},
                                    {"x-validation-time", "2"}, {"x-queue-time", "150"}, {"x-inference-time", "260"},
                                    {"x-time-per-token", "13"}};
        const ServerTimings timings = serverTimingsFromHeaders(headers);
        QCOMPARE(timings.queueMs.value_or(-1), 150.0);
        QCOMPARE(timings.e2eMs.value_or(-1), 412.0);
        QVERIFY(!timings.ttftMs && !timings.prefillMs);
        QCOMPARE(timings.source, std::string("tgi-headers"));
        QVERIFY(serverTimingsFromHeaders({{"x-queue-time", "soon"}}).empty());
        QVERIFY(serverTimingsFromHeaders({{"x-queue-time", "-5"}}).empty());
        // Kept with the request, for the detail view.
        bool kept = false;
        for (const auto &[name, value] : headersOfInterest(headers))
            kept = kept || (name == "x-queue-time" && value == "150");
        QVERIFY(kept);
        // Ollama's durations: the load apart from the prompt evaluation.
        const ServerTimings ollama = serverTimingsFromBody(R"({"load_duration":300000000,"prompt_eval_duration":50000000,"total_duration":900000000})");
        QCOMPARE(ollama.loadMs.value_or(-1), 300.0);
        QCOMPARE(ollama.prefillMs.value_or(-1), 50.0);
        QCOMPARE(ollama.ttftMs.value_or(-1), 350.0);
    }

    // Ids, timings and rate limits are kept; nothing that could carry a credential.
    void headersKeptWithARequest()
    {
        const HeaderList headers = {{"x-request-id", "abc"}, {"authorization", "Bearer sk-secret"}, {"set-cookie", "s=1"},
                                    {"x-ratelimit-remaining-requests", "99"}, {"content-type", "text/event-stream"},
                                    {"x-api-key", "sk-secret"}, {"cf-ray", "8f-LHR"}};
        const ServerHeaders kept = headersOfInterest(headers);
        std::map<std::string, std::string> byName(kept.begin(), kept.end());
        QCOMPARE(byName.size(), std::size_t(3));
        QCOMPARE(byName["x-request-id"], std::string("abc"));
        QCOMPARE(byName["x-ratelimit-remaining-requests"], std::string("99"));
        QCOMPARE(byName["cf-ray"], std::string("8f-LHR"));
    }

    void prometheusText()
    {
        int bad = 0;
        const auto samples = parsePrometheusText("# HELP x A help.\n# TYPE x counter\n"
                                                 "x_total{model_name=\"a \\\"q\\\"\",engine=\"0\"} 12\n"
                                                 "h_bucket{le=\"+Inf\"} 3 1712345678000\r\n"
                                                 "\n"
                                                 "garbage{ 1\n"
                                                 "nan_value NaN\n",
                                                 &bad);
        QCOMPARE(bad, 1);
        QCOMPARE(samples.size(), std::size_t(3));
        QCOMPARE(samples[0].name, std::string("x_total"));
        QCOMPARE(samples[0].labels.at("model_name"), std::string("a \"q\""));
        QCOMPARE(samples[0].value, 12.0);
        QCOMPARE(samples[1].labels.at("le"), std::string("+Inf"));
        QCOMPARE(samples[1].value, 3.0);
        QVERIFY(std::isnan(samples[2].value));
    }

    // Prometheus' histogram_quantile: linear inside the bucket that holds the rank.
    void histogramQuantile()
    {
        HistogramDelta delta;
        delta.count = 8;
        delta.sum = 1.2;
        delta.buckets = {{0.1, 2}, {0.2, 6}, {std::numeric_limits<double>::infinity(), 8}};
        QCOMPARE(*delta.meanMs(), 150.0);
        QCOMPARE(*delta.quantileMs(0.5), 150.0);   // rank 4: halfway through (0.1, 0.2]
        QCOMPARE(*delta.quantileMs(0.25), 100.0);  // rank 2: the first bucket's top
        QCOMPARE(*delta.quantileMs(0.99), 200.0);  // in +Inf: the highest finite bound
        QVERIFY(!HistogramDelta{}.quantileMs(0.5));
    }

    void metricsBetweenScrapes()
    {
        const MetricsScrape before = scrape(
            "vllm:time_to_first_token_seconds_bucket{engine=\"0\",le=\"0.1\",model_name=\"m\"} 1\n"
            "vllm:time_to_first_token_seconds_bucket{engine=\"0\",le=\"+Inf\",model_name=\"m\"} 2\n"
            "vllm:time_to_first_token_seconds_count{engine=\"0\",model_name=\"m\"} 2\n"
            "vllm:time_to_first_token_seconds_sum{engine=\"0\",model_name=\"m\"} 0.5\n"
            "vllm:prefix_cache_queries_total{engine=\"0\",model_name=\"m\"} 100\n"
            "vllm:prefix_cache_hits_total{engine=\"0\",model_name=\"m\"} 10\n");
        const MetricsScrape after = scrape(
            "vllm:time_to_first_token_seconds_bucket{engine=\"0\",le=\"0.1\",model_name=\"m\"} 5\n"
            "vllm:time_to_first_token_seconds_bucket{engine=\"0\",le=\"+Inf\",model_name=\"m\"} 6\n"
            "vllm:time_to_first_token_seconds_count{engine=\"0\",model_name=\"m\"} 6\n"
            "vllm:time_to_first_token_seconds_sum{engine=\"0\",model_name=\"m\"} 0.7\n"
            "vllm:prefix_cache_queries_total{engine=\"0\",model_name=\"m\"} 300\n"
            "vllm:prefix_cache_hits_total{engine=\"0\",model_name=\"m\"} 110\n");
        const ServerMetricsView view = serverMetricsBetween(before, after);
        QVERIFY2(view.error.empty(), view.error.c_str());
        QCOMPARE(view.prefix, std::string("vllm:"));
        QCOMPARE(view.models.size(), std::size_t(1));
        const ServerModelView &m = view.models[0];
        QCOMPARE(m.ttft.count, 4.0);
        QVERIFY(std::fabs(*m.ttft.meanMs() - 50.0) < 1e-9);
        QCOMPARE(m.ttft.buckets.front().second, 4.0);
        QCOMPARE(*m.prefixCacheHitRate(), 0.5);
        QVERIFY(!view.counterWentBack);
        // A restart between the scrapes is told, not shown as negative requests.
        QVERIFY(serverMetricsBetween(after, before).counterWentBack);
        // No engine's families: said so, naming the ones looked for.
        const std::string none = serverMetricsBetween(scrape("up 1\n"), scrape("up 1\n")).error;
        QVERIFY2(none.find("llamacpp:") != std::string::npos && none.find("tgi_") != std::string::npos, none.c_str());
    }

    // llama.cpp's llama-server --metrics, as its README documents the families: counters of prompt
    // and generated tokens and the seconds spent on each, gauges of requests processing and
    // deferred (waiting for a free slot). No model label, no histograms.
    void llamaCppMetrics()
    {
        const auto llamaCpp = [](double promptTokens, double promptSeconds, double predicted, double predictedSeconds, int processing,
                                 int deferred) {
            return "# HELP llamacpp:prompt_tokens_total Number of prompt tokens processed.\n"
                   "# TYPE llamacpp:prompt_tokens_total counter\n"
                   "llamacpp:prompt_tokens_total " + std::to_string(promptTokens) + "\n"
                   "# HELP llamacpp:prompt_seconds_total Prompt process time\n"
                   "# TYPE llamacpp:prompt_seconds_total counter\n"
                   "llamacpp:prompt_seconds_total " + std::to_string(promptSeconds) + "\n"
                   "# TYPE llamacpp:tokens_predicted_total counter\n"
                   "llamacpp:tokens_predicted_total " + std::to_string(predicted) + "\n"
                   "# TYPE llamacpp:tokens_predicted_seconds_total counter\n"
                   "llamacpp:tokens_predicted_seconds_total " + std::to_string(predictedSeconds) + "\n"
                   "# HELP llamacpp:prompt_tokens_seconds Average prompt throughput in tokens/s.\n"
                   "# TYPE llamacpp:prompt_tokens_seconds gauge\n"
                   "llamacpp:prompt_tokens_seconds 2811.5\n"
                   "# TYPE llamacpp:requests_processing gauge\n"
                   "llamacpp:requests_processing " + std::to_string(processing) + "\n"
                   "# TYPE llamacpp:requests_deferred gauge\n"
                   "llamacpp:requests_deferred " + std::to_string(deferred) + "\n";
        };
        const ServerMetricsView view = serverMetricsBetween(scrape(llamaCpp(1000, 0.5, 200, 4, 0, 0)),
                                                            scrape(llamaCpp(9000, 4.5, 1200, 14, 4, 3)));
        QVERIFY2(view.error.empty(), view.error.c_str());
        QCOMPARE(view.engine, MetricsEngine::LlamaCpp);
        QCOMPARE(view.prefix, std::string("llamacpp:"));
        QCOMPARE(view.models.size(), std::size_t(1));
        const ServerModelView &m = view.models[0];
        QCOMPARE(m.model, std::string()); // llama.cpp has no model label
        QCOMPARE(m.promptTokens, 8000.0);
        QCOMPARE(m.promptSeconds, 4.0);
        QCOMPARE(*m.promptTokensPerSecond(), 2000.0);
        QCOMPARE(m.generationTokens, 1000.0);
        QCOMPARE(*m.generationTokensPerSecond(), 100.0);
        QCOMPARE(*m.requestsProcessing, 4.0);
        QCOMPARE(*m.requestsDeferred, 3.0);
        QVERIFY(!m.requests); // it does not count requests
        const nlohmann::json json = toJson(view);
        QCOMPARE(json["engine"].get<std::string>(), std::string("llama.cpp"));
        QCOMPARE(json["models"][0]["requests_deferred"].get<double>(), 3.0);
        // A restart (counters back to small values) is told.
        QVERIFY(serverMetricsBetween(scrape(llamaCpp(9000, 4.5, 1200, 14, 0, 0)), scrape(llamaCpp(10, 0.1, 5, 0.1, 0, 0))).counterWentBack);
    }

    // Text Generation Inference's /metrics, as its reference documents them: histograms in seconds
    // (end to end, queue, validation, inference, time per token), token-length histograms, the
    // request counter. No time-to-first-token family.
    void tgiMetrics()
    {
        const auto histogram = [](const std::string &name, double fast, double all, double sum) {
            return "# TYPE " + name + " histogram\n" + name + "_bucket{le=\"0.01\"} " + std::to_string(fast) + "\n" + name
                   + "_bucket{le=\"0.1\"} " + std::to_string(all) + "\n" + name + "_bucket{le=\"+Inf\"} " + std::to_string(all)
                   + "\n" + name + "_sum " + std::to_string(sum) + "\n" + name + "_count " + std::to_string(all) + "\n";
        };
        const auto tgi = [&](double requests, double queueSum, double inputSum) {
            return "# TYPE tgi_request_count counter\ntgi_request_count " + std::to_string(requests) + "\n"
                   + histogram("tgi_request_duration", 0, requests, requests * 0.9)
                   + histogram("tgi_request_queue_duration", requests / 2, requests, queueSum)
                   + histogram("tgi_request_validation_duration", requests, requests, requests * 0.002)
                   + histogram("tgi_request_inference_duration", 0, requests, requests * 0.85)
                   + histogram("tgi_request_mean_time_per_token_duration", requests, requests, requests * 0.004)
                   + "# TYPE tgi_request_input_length histogram\ntgi_request_input_length_sum " + std::to_string(inputSum)
                   + "\ntgi_request_input_length_count " + std::to_string(requests) + "\n"
                   + "# TYPE tgi_queue_size gauge\ntgi_queue_size 0\n";
        };
        const ServerMetricsView view = serverMetricsBetween(scrape(tgi(10, 0.1, 5000)), scrape(tgi(30, 1.1, 25000)));
        QVERIFY2(view.error.empty(), view.error.c_str());
        QCOMPARE(view.engine, MetricsEngine::Tgi);
        QCOMPARE(view.models.size(), std::size_t(1));
        const ServerModelView &m = view.models[0];
        QCOMPARE(*m.requests, 20.0);
        QCOMPARE(m.queue.count, 20.0);
        QVERIFY(std::fabs(*m.queue.meanMs() - 50.0) < 1e-6); // (1.1 - 0.1) s over 20 requests
        QVERIFY(std::fabs(*m.validation.meanMs() - 2.0) < 1e-6);
        QVERIFY(std::fabs(*m.inference.meanMs() - 850.0) < 1e-6);
        QVERIFY(std::fabs(*m.e2e.meanMs() - 900.0) < 1e-6);
        QVERIFY(std::fabs(*m.timePerToken.meanMs() - 4.0) < 1e-6);
        QCOMPARE(m.promptTokens, 20000.0);
        QCOMPARE(m.ttft.count, 0.0); // TGI has none: nothing is made up
        QVERIFY(toJson(view)["models"][0]["ttft_ms"].is_null());
    }

    void serverLogJsonLines()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("server.jsonl"),
                                       "{\"request_id\":\"r1\",\"arrival_time\":1795000000.100000,\"first_token_time\":1795000000.250500,\"finished_time\":1795000001.0}\n"
                                       "not json\n"
                                       "{\"request_id\":\"r2\",\"ttft_ms\":80.25,\"queue_ms\":3}\n"
                                       "{\"arrival_time\":1795000000.1,\"first_token_time\":1795000000.2}\n"
                                       "{\"request_id\":\"r3\",\"arrival_time\":1795000000.3,\"first_token_time\":1795000000.2}\n");
        ServerLog log;
        std::string error;
        QVERIFY2(readServerLog(path.toStdString(), {}, log, &error), error.c_str());
        QCOMPARE(log.entries.size(), std::size_t(2));
        QCOMPARE(log.lines, 5);
        QCOMPARE(log.skipped, 3);
        QVERIFY(log.firstProblem.find("line 2") == 0);
        QCOMPARE(log.entries[0].id, std::string("r1"));
        QVERIFY(std::fabs(*log.entries[0].timings.ttftMs - 150.5) < 0.001);
        QVERIFY(std::fabs(*log.entries[0].timings.e2eMs - 900.0) < 0.001);
        QCOMPARE(*log.entries[1].timings.ttftMs, 80.25);
        QCOMPARE(*log.entries[1].timings.queueMs, 3.0);
        QCOMPARE(log.entries[1].timings.source, std::string("log"));
    }

    // A CSV with its own column names, told by a mapping; ISO timestamps with microseconds; quotes.
    void serverLogCsvWithMapping()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("gateway.csv"),
                                       "\xEF\xBB\xBFtrace,path,received,first_byte_out\r\n"
                                       "abc,\"/v1/chat/completions, streamed\",2026-11-30T08:00:00.100000Z,2026-11-30T08:00:00.345678Z\r\n"
                                       "def,/v1/messages,2026-11-30T08:00:01.000Z,2026-11-30T08:00:01.050Z\r\n");
        ServerLogMapping mapping;
        std::string error;
        QVERIFY(parseServerLogMapping("id=trace,arrival=received,first_token=first_byte_out,time_unit=iso", mapping, &error));
        ServerLog log;
        QVERIFY2(readServerLog(path.toStdString(), mapping, log, &error), error.c_str());
        QCOMPARE(log.entries.size(), std::size_t(2));
        QCOMPARE(log.entries[0].id, std::string("abc"));
        QVERIFY2(std::fabs(*log.entries[0].timings.ttftMs - 245.678) < 0.0005, std::to_string(*log.entries[0].timings.ttftMs).c_str());
        QVERIFY(std::fabs(*log.entries[1].timings.ttftMs - 50.0) < 0.0005);

        // Without the mapping nothing says which column is the id: refused, with the way out.
        QVERIFY(!readServerLog(path.toStdString(), {}, log, &error));
        QVERIFY2(error.find("--server-log-map") != std::string::npos, error.c_str());
        QVERIFY(!parseServerLogMapping("colour=red", mapping, &error));
        QVERIFY(!parseServerLogMapping("time_unit=fortnights", mapping, &error));
        QVERIFY(!readServerLog(dir.filePath(QStringLiteral("missing.csv")).toStdString(), {}, log, &error));
    }

    void joinByEitherId()
    {
        std::vector<RequestRecord> records(3);
        for (std::size_t i = 0; i < records.size(); ++i) {
            records[i].requestId = "ours-" + std::to_string(i);
            records[i].startNs = 1'000'000'000;
            records[i].requestSentNs = 1'000'100'000;
            records[i].firstAnswerNs = 1'100'000'000; // client TTFT 100 ms
        }
        records[1].serverRequestId = "theirs-1";
        ServerLog log;
        ServerLogEntry a;
        a.id = "ours-0";
        a.timings.ttftMs = 97.5;
        a.timings.source = "log";
        ServerLogEntry b = a;
        b.id = "theirs-1";
        b.timings.ttftMs = 99.0;
        ServerLogEntry stranger = a;
        stranger.id = "someone-else";
        log.entries = {a, b, stranger};
        const ServerLogJoin join = joinServerLog(records, log);
        QCOMPARE(join.matched, 2);
        QCOMPARE(join.recordsWithoutEntry, 1);
        QCOMPARE(join.entriesWithoutRecord, 1);
        QCOMPARE(*records[0].clientOverheadMs(), 2.5);
        QCOMPARE(*records[1].clientOverheadMs(), 1.0);
        QVERIFY(!records[2].clientOverheadMs());
        const std::vector<OverheadGroup> groups = summarizeOverhead(records);
        QCOMPARE(groups.size(), std::size_t(1));
        QCOMPARE(groups[0].overhead.count, std::int64_t(2));
        QCOMPARE(*groups[0].overhead.p50, 1.75);
        QCOMPARE(groups[0].source, std::string("log"));
    }

    // Against the lab: its access log joined by id and its vllm: metrics give the server's TTFT as
    // its ground truth has it, to the microsecond; the client's TTFT is the server's plus a little.
    void againstTheLab()
    {
        QTemporaryDir dir;
        LabConfig config;
        config.accessLogPath = dir.filePath(QStringLiteral("access.jsonl")).toStdString();
        LabServer lab(config);
        QString error;
        QVERIFY2(lab.start(&error), qPrintable(error));
        const std::string metricsUrl = lab.baseUrl().replace(QStringLiteral("/v1"), QStringLiteral("/metrics")).toStdString();
        const MetricsScrape before = scrapeMetrics(metricsUrl);
        QVERIFY2(before.ok(), before.error.c_str());

        const std::vector<std::string> models = {"lab-fast", "lab-slow"};
        std::vector<RequestRecord> records = runToCompletion(labRun(lab, models, 4));
        QCOMPARE(records.size(), std::size_t(10)); // (1 warm-up + 4) × 2
        const MetricsScrape after = scrapeMetrics(metricsUrl);
        QVERIFY2(after.ok(), after.error.c_str());

        // Prometheus: per model, the requests and the mean engine TTFT of the truth.
        const ServerMetricsView view = serverMetricsBetween(before, after);
        QVERIFY2(view.error.empty(), view.error.c_str());
        for (const std::string &model : models) {
            double truthSumMs = 0;
            int count = 0;
            for (const RequestRecord &record : records) {
                QVERIFY2(!record.failed(), record.errorMessage.c_str());
                const std::optional<LabTruth> truth = lab.truthFor(record.requestId);
                QVERIFY(truth);
                if (record.model != model)
                    continue;
                truthSumMs += double(truth->firstTokenMadeNs - truth->queueEnterNs) / 1e6;
                ++count;
            }
            const auto it = std::find_if(view.models.begin(), view.models.end(), [&](const ServerModelView &m) { return m.model == model; });
            QVERIFY(it != view.models.end());
            QCOMPARE(it->ttft.count, double(count));
            QVERIFY2(std::fabs(*it->ttft.meanMs() - truthSumMs / count) < 0.001,
                     qPrintable(QStringLiteral("%1: %2 vs %3").arg(QString::fromStdString(model)).arg(*it->ttft.meanMs()).arg(truthSumMs / count)));
        }

        // The access log, joined by id: every request, its server TTFT the truth's to the microsecond.
        lab.stop();
        ServerLog log;
        std::string logError;
        QVERIFY2(readServerLog(config.accessLogPath, {}, log, &logError), logError.c_str());
        const ServerLogJoin join = joinServerLog(records, log);
        QCOMPARE(join.matched, int(records.size()));
        QCOMPARE(join.entriesWithoutRecord, 0);
        std::vector<double> overheads;
        for (const RequestRecord &record : records) {
            const std::optional<LabTruth> truth = lab.truthFor(record.requestId);
            const double truthTtftMs = double(truth->firstTokenWrittenNs - truth->requestCompleteNs) / 1e6;
            QVERIFY(record.server.ttftMs);
            QVERIFY2(std::fabs(*record.server.ttftMs - truthTtftMs) < 0.002,
                     qPrintable(QStringLiteral("%1 vs %2").arg(*record.server.ttftMs).arg(truthTtftMs)));
            overheads.push_back(*record.clientOverheadMs());
        }
        std::sort(overheads.begin(), overheads.end());
        // Loopback: the client's TTFT is the server's plus well under a few milliseconds.
        // (Under ASan only the sign: the figure is the uninstrumented client's.)
        QVERIFY2(overheads.front() > 0 && (overheads[overheads.size() / 2] < 5.0 || kUnderSanitizer),
                 qPrintable(QStringLiteral("overhead min %1, median %2").arg(overheads.front()).arg(overheads[overheads.size() / 2])));
    }

    // In-body timings reach the record by themselves: llama.cpp's `timings` from the lab.
    void inBodyTimingsFromTheLab()
    {
        LabServer lab;
        QString error;
        QVERIFY2(lab.start(&error), qPrintable(error));
        RunSpec spec = labRun(lab, {"lab-fast"}, 3);
        spec.providers[0].profile.dialect = "llamacpp";
        const std::vector<RequestRecord> records = runToCompletion(spec);
        QCOMPARE(records.size(), std::size_t(4));
        for (const RequestRecord &record : records) {
            QVERIFY2(!record.failed(), record.errorMessage.c_str());
            QCOMPARE(record.server.source, std::string("llamacpp-timings"));
            const std::optional<LabTruth> truth = lab.truthFor(record.requestId);
            QVERIFY(truth);
            const double prefillMs = double(truth->firstTokenMadeNs - truth->prefillStartNs) / 1e6;
            QVERIFY2(std::fabs(*record.server.prefillMs - prefillMs) < 0.01,
                     qPrintable(QStringLiteral("%1 vs %2").arg(*record.server.prefillMs).arg(prefillMs)));
            QVERIFY(*record.clientOverheadMs() > 0);
            bool hasId = false;
            for (const auto &[name, value] : record.serverHeaders)
                hasId = hasId || (name == "x-request-id" && value == record.requestId);
            QVERIFY(hasId);
        }
    }

    // The CLI end to end: --lab --server-log --metrics-url lab.
    void cli()
    {
        QTemporaryDir dir;
        const QString logPath = dir.filePath(QStringLiteral("lab-access.jsonl"));
        const QString out = dir.filePath(QStringLiteral("run"));
        QProcess process;
        process.start(ttftTestPath(TTFT_BENCH_EXE),
                      {QStringLiteral("run"), QStringLiteral("--lab"), QStringLiteral("--model"), QStringLiteral("lab-fast"),
                       QStringLiteral("--rounds"), QStringLiteral("5"), QStringLiteral("--warmup"), QStringLiteral("1"),
                       QStringLiteral("--server-log"), logPath, QStringLiteral("--metrics-url"), QStringLiteral("lab"),
                       QStringLiteral("--quiet"), QStringLiteral("--out"), out});
        QVERIFY(process.waitForFinished(60000));
        const QString stdoutText = QString::fromUtf8(process.readAllStandardOutput());
        QVERIFY2(process.exitCode() == 0, qPrintable(QString::fromUtf8(process.readAllStandardError())));
        QVERIFY2(stdoutText.contains(QLatin1String("Client TTFT = server TTFT + overhead")), qPrintable(stdoutText));
        QVERIFY2(stdoutText.contains(QLatin1String("/metrics, vLLM), change over the run")), qPrintable(stdoutText));

        QFile summaryFile(QDir(out).filePath(QStringLiteral("summary.json")));
        QVERIFY(summaryFile.open(QIODevice::ReadOnly));
        const nlohmann::json summary = nlohmann::json::parse(summaryFile.readAll().toStdString());
        const nlohmann::json &check = summary["server_cross_check"];
        QCOMPARE(check["server_log"]["matched"].get<int>(), 6);
        QCOMPARE(check["metrics"][0]["models"].size(), std::size_t(3)); // the lab's three models
        QCOMPARE(check["overhead"][0]["overhead_ms"]["count"].get<int>(), 5); // measured requests only
        const std::vector<nlohmann::json> lines = readJsonl(QDir(out).filePath(QStringLiteral("requests.jsonl")));
        QCOMPARE(lines.size(), std::size_t(6));
        for (const nlohmann::json &line : lines) {
            QVERIFY(line["server_ttft_ms"].is_number());
            QVERIFY(line["client_overhead_ms"].is_number());
            QCOMPARE(line["server_timing_source"].get<std::string>(), std::string("log"));
        }
    }
};

QTEST_GUILESS_MAIN(TestCrossval)
#include "tst_crossval.moc"
