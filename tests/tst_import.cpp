// Other tools' per-request results imported as sessions: every figure the tool wrote per request
// (TTFT, ITL or TPOT, E2E, tokens, errors) comes out of our record unchanged, to the microsecond our
// figures carry; broken or foreign files are refused with words that say what is wrong, and nothing
// changes. The sample files under tests/data/import were written for these tests from each tool's
// documented schema (see core/store/*import.h for the versions and fields).
#include "testpaths.h"
#include "stats/runsummary.h"
#include "store/foreignimport.h"
#include "store/session.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <map>

using namespace ttft;

namespace {

QString dataPath(const char *name)
{
    return ttftTestPath(TTFT_TEST_DATA_DIR "/import") + QLatin1Char('/') + QLatin1String(name);
}

nlohmann::json readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return nullptr;
    return nlohmann::json::parse(file.readAll().toStdString(), nullptr, false);
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
            lines.push_back(nlohmann::json::parse(line.toStdString(), nullptr, false));
    }
    return lines;
}

// Our figures are rounded to the microsecond: equal means within half a microsecond (and a hair).
bool sameMs(std::optional<double> ours, double theirs)
{
    return ours && std::abs(*ours - theirs) <= 0.0005 + 1e-9;
}

QByteArray describe(std::optional<double> ours, double theirs)
{
    return QByteArray("ours ") + (ours ? QByteArray::number(*ours, 'f', 6) : QByteArray("none")) + " theirs "
        + QByteArray::number(theirs, 'f', 6);
}

#define COMPARE_MS(ours, theirs)                                                                                         \
    do {                                                                                                               \
        const std::optional<double> o_ = (ours);                                                                       \
        const double t_ = (theirs);                                                                                    \
        QVERIFY2(sameMs(o_, t_), describe(o_, t_).constData());                                                        \
    } while (false)

// numpy's default percentile (linear between closest ranks), as vLLM computes its summaries.
double percentile(std::vector<double> values, double p)
{
    std::sort(values.begin(), values.end());
    const double rank = p / 100.0 * double(values.size() - 1);
    const std::size_t low = std::size_t(std::floor(rank));
    const std::size_t high = std::min(low + 1, values.size() - 1);
    return values[low] + (values[high] - values[low]) * (rank - double(low));
}

Session importOrFail(const char *name, ForeignFormat format = ForeignFormat::Auto, ForeignImportReport *report = nullptr)
{
    Session session;
    QString error;
    ForeignImportOptions options;
    options.format = format;
    if (!importForeignResults(dataPath(name), options, session, &error, report))
        qWarning("%s", qPrintable(error));
    return session;
}

} // namespace

class TestImport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sniffsEachFormat_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("format");
        QTest::newRow("vllm detailed") << dataPath("vllm-serve-detailed.json") << int(ForeignFormat::Vllm);
        QTest::newRow("vllm old layout") << dataPath("vllm-benchmark-serving-old.json") << int(ForeignFormat::Vllm);
        QTest::newRow("vllm summary only") << dataPath("vllm-serve-summary-only.json") << int(ForeignFormat::Vllm);
        QTest::newRow("vllm cut short") << dataPath("vllm-serve-truncated.json") << int(ForeignFormat::Vllm);
        QTest::newRow("guidellm 0.3") << dataPath("guidellm-0.3-benchmarks.json") << int(ForeignFormat::Guidellm);
        QTest::newRow("guidellm 0.4") << dataPath("guidellm-0.4-benchmarks.json") << int(ForeignFormat::Guidellm);
        QTest::newRow("guidellm yaml") << dataPath("guidellm-benchmarks.yaml") << int(ForeignFormat::Guidellm);
        QTest::newRow("aiperf") << dataPath("aiperf/profile_export.jsonl") << int(ForeignFormat::Aiperf);
        QTest::newRow("aiperf damaged") << dataPath("aiperf-damaged.jsonl") << int(ForeignFormat::Aiperf);
        QTest::newRow("something else") << dataPath("not-a-result.json") << int(ForeignFormat::Auto);
    }
    void sniffsEachFormat()
    {
        QFETCH(QString, file);
        QFETCH(int, format);
        QFile in(file);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QCOMPARE(int(sniffForeignFormat(in.readAll())), format);
    }

    // vLLM bench serve --save-detailed: TTFT, each ITL gap, E2E (its "latencies"), TPOT as vLLM
    // computes it, tokens and errors, request by request; the run's statistics as vLLM's.
    void vllmFiguresAreTheFiles()
    {
        const nlohmann::json file = readJson(dataPath("vllm-serve-detailed.json"));
        const Session session = importOrFail("vllm-serve-detailed.json");
        const auto &ttfts = file["ttfts"];
        QCOMPARE(session.records.size(), ttfts.size());
        const double firstStart = file["start_times"][0].get<double>();
        std::vector<double> ttftsMs;
        int failed = 0;
        for (std::size_t i = 0; i < ttfts.size(); ++i) {
            const RequestRecord &r = session.records[i];
            QCOMPARE(r.index, std::int64_t(i));
            QCOMPARE(r.provider, std::string("vLLM · Qwen/Qwen2.5-7B-Instruct · openai-chat"));
            QCOMPARE(r.model, std::string("Qwen/Qwen2.5-7B-Instruct"));
            QCOMPARE(r.cell, std::string("c2")); // max_concurrency 2, request_rate inf
            QCOMPARE(r.concurrency, 2);
            QCOMPARE(*r.usage.promptTokens, file["input_lens"][i].get<std::int64_t>());
            COMPARE_MS(r.startOffsetMs(), (file["start_times"][i].get<double>() - firstStart) * 1000.0);
            const std::string error = file["errors"][i].get<std::string>();
            QCOMPARE(r.failed(), !error.empty());
            if (r.failed()) {
                ++failed;
                QCOMPARE(r.errorMessage, error);
                continue;
            }
            const double ttft = ttfts[i].get<double>() * 1000.0;
            const double latency = file["latencies"][i].get<double>() * 1000.0;
            const std::int64_t outputLen = file["output_lens"][i].get<std::int64_t>();
            ttftsMs.push_back(ttft);
            COMPARE_MS(r.ttftMs(), ttft);
            COMPARE_MS(r.e2eMs(), latency);
            COMPARE_MS(r.tpotMs(), (latency - ttft) / double(outputLen - 1));
            QCOMPARE(*r.outputTokens, outputLen);
            const std::vector<double> itls = r.itlMs();
            QCOMPARE(itls.size(), file["itls"][i].size());
            for (std::size_t k = 0; k < itls.size(); ++k)
                COMPARE_MS(std::optional<double>(itls[k]), file["itls"][i][k].get<double>() * 1000.0);
        }
        QCOMPARE(failed, 2);
        QCOMPARE(session.records[2].errorClass, ErrorClass::HttpClient);       // "Bad Request"
        QCOMPARE(session.records[4].errorClass, ErrorClass::ConnectionRefused); // aiohttp's "Connection refused"

        const RunSummary summary = summarizeRun(session.records);
        QCOMPARE(summary.requests, std::int64_t(6));
        QCOMPARE(summary.errors, std::int64_t(2));
        QCOMPARE(summary.ttftMs.count, std::int64_t(4));
        QVERIFY(std::abs(*summary.ttftMs.p50 - percentile(ttftsMs, 50)) < 0.001);
        QVERIFY(std::abs(*summary.ttftMs.p99 - percentile(ttftsMs, 99)) < 0.001);

        // Where it came from, for whoever opens the session later.
        const RunEnvironment &environment = session.run.environment;
        QVERIFY2(environment.note.find("imported from vLLM bench serve, 2026-11-30 10:15:00") == 0, environment.note.c_str());
        QVERIFY(environment.note.find("vllm-serve-detailed.json") != std::string::npos);
        QCOMPARE(environment.endedMs - environment.startedMs, std::int64_t(2500)); // "duration": 2.5
        QCOMPARE(session.run.providers.size(), std::size_t(1));
        QCOMPARE(session.run.providers[0].name, session.records[0].provider);
        QCOMPARE(session.run.plan.mode, LoadMode::ClosedLoop);
        QCOMPARE(session.run.plan.concurrency, std::vector<int>{2});
    }

    // The older benchmark_serving.py layout has no "latencies": E2E is TTFT + the ITLs, as vLLM's
    // own timeline plot takes it; a finite request rate is an open-loop cell.
    void vllmOldLayoutWithoutLatencies()
    {
        const nlohmann::json file = readJson(dataPath("vllm-benchmark-serving-old.json"));
        ForeignImportOptions options;
        options.format = ForeignFormat::Vllm;
        options.label = "vLLM on the old box";
        Session session;
        QString error;
        QVERIFY2(importForeignResults(dataPath("vllm-benchmark-serving-old.json"), options, session, &error), qPrintable(error));
        QCOMPARE(session.records.size(), std::size_t(6));
        for (std::size_t i = 0; i < session.records.size(); ++i) {
            const RequestRecord &r = session.records[i];
            QCOMPARE(r.provider, std::string("vLLM on the old box"));
            QCOMPARE(r.cell, std::string("r4"));
            QCOMPARE(r.rateRps.value_or(0), 4.0);
            QCOMPARE(r.concurrency, 0);
            if (r.failed())
                continue;
            double sum = 0;
            for (const auto &gap : file["itls"][i])
                sum += gap.get<double>();
            const double ttft = file["ttfts"][i].get<double>() * 1000.0;
            COMPARE_MS(r.ttftMs(), ttft);
            COMPARE_MS(r.e2eMs(), ttft + sum * 1000.0);
        }
        QCOMPARE(session.run.plan.mode, LoadMode::OpenLoop);
        QCOMPARE(session.run.plan.rates, std::vector<double>{4.0});
    }

    // GuideLLM 0.2/0.3 report: every benchmark (strategy) becomes a cell; TTFT, E2E (request_latency)
    // and GuideLLM's ITL (our TPOT) per request; errored and incomplete ones are failed records.
    void guidellmOldLayoutFiguresAreTheFiles()
    {
        const nlohmann::json file = readJson(dataPath("guidellm-0.3-benchmarks.json"));
        const Session session = importOrFail("guidellm-0.3-benchmarks.json");
        std::map<std::string, const RequestRecord *> byId;
        for (const RequestRecord &r : session.records)
            byId[r.requestId] = &r;
        QCOMPARE(session.records.size(), std::size_t(14));
        QCOMPARE(byId.size(), session.records.size());
        const char *const cells[] = {"c1", "c4", "r2.5"};
        std::map<std::string, int> failures;
        for (std::size_t b = 0; b < file["benchmarks"].size(); ++b) {
            const nlohmann::json &requests = file["benchmarks"][b]["requests"];
            for (const char *status : {"successful", "incomplete", "errored"}) {
                for (const nlohmann::json &request : requests[status]) {
                    const RequestRecord *r = byId[request["request_id"].get<std::string>()];
                    QVERIFY(r);
                    QCOMPARE(r->cell, std::string(cells[b]));
                    QCOMPARE(r->provider, std::string("GuideLLM · Qwen/Qwen2.5-7B-Instruct"));
                    QCOMPARE(*r->usage.promptTokens, request["prompt_tokens"].get<std::int64_t>());
                    if (std::string(status) != "successful") {
                        QVERIFY(r->failed());
                        ++failures[errorClassName(r->errorClass)];
                        continue;
                    }
                    QVERIFY(!r->failed());
                    COMPARE_MS(r->ttftMs(), request["time_to_first_token_ms"].get<double>());
                    COMPARE_MS(r->e2eMs(), request["request_latency"].get<double>() * 1000.0);
                    COMPARE_MS(r->tpotMs(), request["inter_token_latency_ms"].get<double>());
                    QCOMPARE(*r->outputTokens, request["output_tokens"].get<std::int64_t>());
                    QVERIFY(r->itlMs().empty()); // GuideLLM keeps no per-token times
                }
            }
        }
        QCOMPARE(failures["http_5xx"], 1);  // "503 Service Unavailable"
        QCOMPARE(failures["cancelled"], 1); // still running when the benchmark ended
        QCOMPARE(byId["req-1796000060250"]->concurrency, 4);
        // In the order they were sent.
        QVERIFY(std::is_sorted(session.records.begin(), session.records.end(),
                               [](const RequestRecord &a, const RequestRecord &b) { return a.startNs < b.startNs; }));
        QCOMPARE(session.run.environment.startedMs, std::int64_t(1796000000250));
        QVERIFY(session.run.environment.note.find("imported from GuideLLM") == 0);
    }

    // GuideLLM 0.4+: the stamps under info.timings, tokens from the serialized computed fields.
    void guidellmNewLayoutFiguresAreTheFiles()
    {
        const nlohmann::json file = readJson(dataPath("guidellm-0.4-benchmarks.json"));
        const Session session = importOrFail("guidellm-0.4-benchmarks.json");
        QCOMPARE(session.records.size(), std::size_t(6));
        const nlohmann::json &successful = file["benchmarks"][0]["requests"]["successful"];
        for (std::size_t i = 0; i < successful.size(); ++i) {
            const nlohmann::json &request = successful[i];
            const nlohmann::json &t = request["info"]["timings"];
            const RequestRecord &r = session.records[i];
            QCOMPARE(r.requestId, request["request_id"].get<std::string>());
            QCOMPARE(r.provider, std::string("GuideLLM · ibm-granite/granite-3.1-2b-instruct"));
            QCOMPARE(r.cell, std::string("r1.5")); // poisson at 1.5 requests/s
            COMPARE_MS(r.ttftMs(), request["time_to_first_token_ms"].get<double>());
            COMPARE_MS(r.e2eMs(), request["request_latency"].get<double>() * 1000.0);
            const double itl = 1000.0 * (t["last_token_iteration"].get<double>() - t["first_token_iteration"].get<double>())
                / (request["output_tokens"].get<double>() - 1);
            COMPARE_MS(r.tpotMs(), itl);
            QCOMPARE(*r.outputTokens, request["output_tokens"].get<std::int64_t>());
        }
        const RequestRecord &errored = session.records.back();
        QCOMPARE(errored.errorClass, ErrorClass::TotalTimeout); // "ReadTimeout: timed out"
        QCOMPARE(errored.errorMessage, std::string("ReadTimeout: timed out"));
        QCOMPARE(session.run.providers[0].baseUrl, std::string("http://localhost:8000"));
        QVERIFY(session.run.environment.appVersion.find("0.4.0") != std::string::npos);
    }

    // GuideLLM 0.4+ with reasoning first: first_output_token_iteration is our TTFT, its TTFT our TTFO.
    void guidellmReasoningModel()
    {
        nlohmann::json file = readJson(dataPath("guidellm-0.4-benchmarks.json"));
        nlohmann::json &request = file["benchmarks"][0]["requests"]["successful"][0];
        nlohmann::json &timings = request["info"]["timings"];
        timings["first_output_token_iteration"] = timings["first_token_iteration"].get<double>() + 0.25;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("reasoning.json"));
        {
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(QByteArray::fromStdString(file.dump()));
        }
        Session session;
        QString error;
        QVERIFY2(importForeignResults(path, {}, session, &error), qPrintable(error));
        const RequestRecord &r = session.records[0];
        QCOMPARE(r.requestId, request["request_id"].get<std::string>());
        COMPARE_MS(r.ttfoMs(), request["time_to_first_token_ms"].get<double>());
        COMPARE_MS(r.ttftMs(), request["time_to_first_token_ms"].get<double>() + 250.0);
        COMPARE_MS(r.ttftMs(), 1000.0 * (timings["first_output_token_iteration"].get<double>() - timings["request_start"].get<double>()));
    }

    // AIPerf's profile_export.jsonl: TTFT, request latency, the inter-chunk gaps as our ITLs, AIPerf's
    // ITL as our TPOT, sequence lengths; the warm-up phase stays warm-up; the model and concurrency
    // from profile_export_aiperf.json beside it.
    void aiperfFiguresAreTheFiles()
    {
        const std::vector<nlohmann::json> lines = readJsonl(dataPath("aiperf/profile_export.jsonl"));
        const Session session = importOrFail("aiperf/profile_export.jsonl");
        QCOMPARE(session.records.size(), lines.size());
        const std::int64_t firstStart = lines[0]["metadata"]["request_start_ns"].get<std::int64_t>();
        for (std::size_t i = 0; i < lines.size(); ++i) {
            const nlohmann::json &line = lines[i];
            const RequestRecord &r = session.records[i];
            QCOMPARE(r.requestId, line["metadata"]["x_request_id"].get<std::string>());
            QCOMPARE(r.provider, std::string("AIPerf · openai/gpt-oss-20b"));
            QCOMPARE(r.cell, std::string("c3"));
            QCOMPARE(r.warmup, line["metadata"]["benchmark_phase"].get<std::string>() == "warmup");
            COMPARE_MS(r.startOffsetMs(), double(line["metadata"]["request_start_ns"].get<std::int64_t>() - firstStart) / 1e6);
            if (!line["error"].is_null()) {
                QVERIFY(r.failed());
                continue;
            }
            const nlohmann::json &m = line["metrics"];
            COMPARE_MS(r.ttftMs(), m["time_to_first_token"]["value"].get<double>());
            COMPARE_MS(r.e2eMs(), m["request_latency"]["value"].get<double>());
            COMPARE_MS(r.tpotMs(), m["inter_token_latency"]["value"].get<double>());
            QCOMPARE(*r.outputTokens, m["output_sequence_length"]["value"].get<std::int64_t>());
            QCOMPARE(*r.usage.promptTokens, m["input_sequence_length"]["value"].get<std::int64_t>());
            const std::vector<double> itls = r.itlMs();
            QCOMPARE(itls.size(), m["inter_chunk_latency"]["value"].size());
            for (std::size_t k = 0; k < itls.size(); ++k)
                COMPARE_MS(std::optional<double>(itls[k]), m["inter_chunk_latency"]["value"][k].get<double>());
        }
        QCOMPARE(session.records[5].errorClass, ErrorClass::HttpServer);
        QCOMPARE(session.records[5].httpStatus, 500);
        QCOMPARE(session.records[5].errorMessage, std::string("InternalServerError: Server encountered an internal error"));
        QCOMPARE(session.records[6].errorClass, ErrorClass::Cancelled);

        const RunSummary summary = summarizeRun(session.records);
        QCOMPARE(summary.warmup, std::int64_t(1));
        QCOMPARE(summary.requests, std::int64_t(6));
        QCOMPARE(summary.errors, std::int64_t(2));
        QCOMPARE(summary.errorsByClass.at("http_5xx"), std::int64_t(1));
        QCOMPARE(summary.errorsByClass.at("cancelled"), std::int64_t(1));
    }

    // A reasoning model: our TTFT is the first answer token (AIPerf's time_to_first_output_token),
    // AIPerf's TTFT (the first reasoning chunk) is our TTFO; the mixed chunk gaps are not our ITL.
    void aiperfReasoningModel()
    {
        const Session session = importOrFail("aiperf-reasoning.jsonl");
        QCOMPARE(session.records.size(), std::size_t(1));
        const RequestRecord &r = session.records[0];
        COMPARE_MS(r.ttftMs(), 1490.5);
        COMPARE_MS(r.ttfoMs(), 180.25);
        COMPARE_MS(r.e2eMs(), 2600.0);
        QVERIFY(r.itlMs().empty());
        QCOMPARE(*r.outputTokens, std::int64_t(121));
    }

    // A damaged line is skipped and counted; the others come in.
    void aiperfDamagedLineIsSkipped()
    {
        ForeignImportReport report;
        const Session session = importOrFail("aiperf-damaged.jsonl", ForeignFormat::Aiperf, &report);
        QCOMPARE(session.records.size(), std::size_t(2));
        QCOMPARE(report.skipped, std::int64_t(1));
        QCOMPARE(report.format, ForeignFormat::Aiperf);
        QCOMPARE(session.records[0].provider, std::string("AIPerf")); // no profile_export_aiperf.json beside it
    }

    // An imported session saves and opens again with the same figures.
    void importedSessionSurvivesSaving()
    {
        const Session session = importOrFail("vllm-serve-detailed.json");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("imported.ttft.json"));
        QString error;
        QVERIFY2(writeSessionFile(path, session, &error), qPrintable(error));
        Session reopened;
        QVERIFY2(readSessionFile(path, reopened, &error), qPrintable(error));
        QCOMPARE(reopened.records.size(), session.records.size());
        for (std::size_t i = 0; i < session.records.size(); ++i) {
            QCOMPARE(reopened.records[i].ttftMs(), session.records[i].ttftMs());
            QCOMPARE(reopened.records[i].tpotMs(), session.records[i].tpotMs());
            QCOMPARE(reopened.records[i].itlMs(), session.records[i].itlMs());
            QCOMPARE(reopened.records[i].errorClass, session.records[i].errorClass);
        }
        QCOMPARE(reopened.run.environment, session.run.environment);
    }

    void brokenInputIsRefused_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("format");
        QTest::addColumn<QString>("because");
        QTest::newRow("vllm without --save-detailed")
            << dataPath("vllm-serve-summary-only.json") << int(ForeignFormat::Auto) << QStringLiteral("--save-detailed");
        QTest::newRow("vllm lists of different lengths")
            << dataPath("vllm-serve-mismatched.json") << int(ForeignFormat::Auto) << QStringLiteral("differ in length");
        QTest::newRow("vllm cut short") << dataPath("vllm-serve-truncated.json") << int(ForeignFormat::Vllm)
                                        << QStringLiteral("cut short");
        QTest::newRow("guidellm yaml") << dataPath("guidellm-benchmarks.yaml") << int(ForeignFormat::Auto)
                                       << QStringLiteral("YAML");
        QTest::newRow("aiperf unknown unit") << dataPath("aiperf-unknown-unit.jsonl") << int(ForeignFormat::Auto)
                                             << QStringLiteral("\"fortnights\"");
        QTest::newRow("not a result file") << dataPath("not-a-result.json") << int(ForeignFormat::Auto)
                                           << QStringLiteral("not a result file of a tool");
        QTest::newRow("not a result file, format given")
            << dataPath("not-a-result.json") << int(ForeignFormat::Guidellm) << QStringLiteral("not a GuideLLM benchmarks report");
        QTest::newRow("wrong format asked") << dataPath("vllm-serve-detailed.json") << int(ForeignFormat::Aiperf)
                                            << QStringLiteral("looks like a vLLM bench serve file, not AIPerf");
        QTest::newRow("no such file") << dataPath("no-such-file.json") << int(ForeignFormat::Auto)
                                      << QStringLiteral("Cannot read");
    }
    void brokenInputIsRefused()
    {
        QFETCH(QString, file);
        QFETCH(int, format);
        QFETCH(QString, because);
        Session session;
        session.records.resize(3); // what was there before stays
        session.run.environment.note = "before";
        ForeignImportOptions options;
        options.format = ForeignFormat(format);
        QString error;
        QVERIFY(!importForeignResults(file, options, session, &error));
        QVERIFY2(error.contains(because), qPrintable(error));
        QVERIFY2(error.contains(file), qPrintable(error));
        QCOMPARE(session.records.size(), std::size_t(3));
        QCOMPARE(session.run.environment.note, std::string("before"));
    }

    // Numbers no tool writes (1e300 s, negative or absurd counts) come in as absurd or absent
    // figures, never as an overflow.
    void absurdNumbersAreContained()
    {
        nlohmann::json file = readJson(dataPath("vllm-serve-detailed.json"));
        file["ttfts"][0] = 1e300;
        file["latencies"][0] = -1e300;
        file["output_lens"][1] = -5;
        file["input_lens"][1] = 1e30;
        file["itls"][3][0] = 1e308;
        file["start_times"][5] = -1e308;
        file["max_concurrency"] = 1e20;
        file["duration"] = 1e300;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("absurd.json"));
        {
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(QByteArray::fromStdString(file.dump()));
        }
        Session session;
        QString error;
        QVERIFY2(importForeignResults(path, {}, session, &error), qPrintable(error));
        QCOMPARE(session.records.size(), std::size_t(6));
        QVERIFY(!session.records[1].outputTokens);
        QVERIFY(!session.records[1].usage.promptTokens);
        QCOMPARE(session.records[0].concurrency, 1'000'000);
        // The untouched figures of the same requests still come in as the file has them.
        COMPARE_MS(session.records[3].ttftMs(), file["ttfts"][3].get<double>() * 1000.0);
        QCOMPARE(session.records[4].errorClass, ErrorClass::ConnectionRefused);
        QVERIFY(session.records[0].ttftMs().value_or(0) >= 1e9 - 1); // clamped, not wrapped
    }

    // The command line, as a user runs it.
    void importCommand()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("aiperf.ttft.json"));
        QProcess bench;
        bench.start(ttftTestPath(TTFT_BENCH_EXE), {QStringLiteral("import"), dataPath("aiperf/profile_export.jsonl"),
                                                     QStringLiteral("--label"), QStringLiteral("gpt-oss on H100"),
                                                     QStringLiteral("-o"), out});
        QVERIFY(bench.waitForFinished(30000));
        const QString stdoutText = QString::fromUtf8(bench.readAllStandardOutput());
        QVERIFY2(bench.exitCode() == 0, qPrintable(QString::fromUtf8(bench.readAllStandardError())));
        QVERIFY2(stdoutText.contains(QStringLiteral("Imported 7 requests (2 failed, 1 warm-up)")), qPrintable(stdoutText));
        Session session;
        QString error;
        QVERIFY2(readSessionFile(out, session, &error), qPrintable(error));
        QCOMPARE(session.records.size(), std::size_t(7));
        QCOMPARE(session.records[0].provider, std::string("gpt-oss on H100"));

        // Refused: exit 1, the reason on stderr, no file written.
        const QString refusedOut = dir.filePath(QStringLiteral("refused.ttft.json"));
        bench.start(ttftTestPath(TTFT_BENCH_EXE),
                    {QStringLiteral("import"), dataPath("vllm-serve-summary-only.json"), QStringLiteral("-o"), refusedOut});
        QVERIFY(bench.waitForFinished(30000));
        QCOMPARE(bench.exitCode(), 1);
        QVERIFY(QString::fromUtf8(bench.readAllStandardError()).contains(QStringLiteral("--save-detailed")));
        QVERIFY(!QFile::exists(refusedOut));

        // A format name it does not know is a usage error.
        bench.start(ttftTestPath(TTFT_BENCH_EXE), {QStringLiteral("import"), dataPath("vllm-serve-detailed.json"),
                                                     QStringLiteral("--format"), QStringLiteral("locust"),
                                                     QStringLiteral("-o"), refusedOut});
        QVERIFY(bench.waitForFinished(30000));
        QCOMPARE(bench.exitCode(), 2);
    }
};

QTEST_GUILESS_MAIN(TestImport)
#include "tst_import.moc"
