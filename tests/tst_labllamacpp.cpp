// The lab playing llama.cpp's OpenAI-compatible server (LabModel::engine "llamacpp"), as it was
// measured (issue 18): no role-only chunk; the last chunk carries the finish reason with an empty
// delta, and usage and timings beside the choices, whether stream_options asked or not; a body
// without messages gets HTTP 500; its prefix cache shows in timings.cache_n. And the client reads
// that shape: the server's timings, the cached tokens, the warning for cache hits.
#include "engine/engine.h"
#include "lab/labconfig.h"
#include "lab/labserver.h"
#include "model/requestrecord.h"
#include "stats/runwarnings.h"

#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTest>
#include <QTimer>

#include <nlohmann/json.hpp>

using namespace ttft;

namespace {

LabConfig llamaLab()
{
    LabConfig config;
    LabModel model;
    model.name = "llama";
    model.engine = "llamacpp";
    model.fixedOverheadMs = 2;
    model.prefillTokensPerSec = 20'000;
    model.tpotMs = 2;
    model.outputTokens = 6;
    model.firstTokenJitterMs = 0.2;
    model.prefixCache = true; // on by default in llama-server (cache_prompt)
    config.models = {model};
    return config;
}

struct Posted {
    int status = 0;
    QByteArray body;
};

// One POST with the body as given, read to the end (bounded at 10 s).
Posted post(const LabServer &lab, const QByteArray &body)
{
    QNetworkAccessManager manager;
    QNetworkRequest request(QUrl(lab.baseUrl() + QStringLiteral("/chat/completions")));
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    QNetworkReply *reply = manager.post(request, body);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(10'000, &loop, &QEventLoop::quit);
    loop.exec();
    Posted posted;
    posted.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    posted.body = reply->readAll();
    delete reply;
    return posted;
}

std::vector<nlohmann::json> dataEvents(const QByteArray &body)
{
    std::vector<nlohmann::json> events;
    for (const QByteArray &line : body.split('\n')) {
        if (line.startsWith("data: ") && line != "data: [DONE]")
            events.push_back(nlohmann::json::parse(line.mid(6).toStdString()));
    }
    return events;
}

RunSpec run(const LabServer &lab, bool cacheBust, int requests)
{
    RunSpec spec;
    ProviderProfile profile;
    profile.name = "llama";
    profile.baseUrl = lab.baseUrl().toStdString();
    profile.model = "llama";
    profile.firstTokenTimeoutMs = 10'000;
    profile.totalTimeoutMs = 20'000;
    spec.providers.push_back(EngineProvider{profile, {}});
    spec.workload.userMessage = "Say hello.";
    spec.workload.maxTokens = 6;
    spec.workload.cacheBust = cacheBust;
    spec.plan = sequentialPlan(0, requests);
    spec.plan.promptTokens = {1500};
    return spec;
}

} // namespace

class TestLabLlamaCpp : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void streamShape()
    {
        LabServer lab(llamaLab());
        QString error;
        QVERIFY2(lab.start(&error), qPrintable(error));
        // No stream_options: llama.cpp sends usage anyway.
        const Posted posted = post(lab, R"({"model":"llama","stream":true,"messages":[{"role":"user","content":"Hi"}]})");
        QCOMPARE(posted.status, 200);
        QVERIFY2(posted.body.endsWith("data: [DONE]\n\n"), posted.body.constData());
        const std::vector<nlohmann::json> events = dataEvents(posted.body);
        QCOMPARE(events.size(), std::size_t(6 + 1)); // a chunk per token, then the last one
        // The first chunk already carries text: no role-only chunk.
        QVERIFY(!events.front()["choices"][0]["delta"].contains("role"));
        QVERIFY(!events.front()["choices"][0]["delta"]["content"].get<std::string>().empty());
        const nlohmann::json &last = events.back();
        QCOMPARE(last["choices"].size(), std::size_t(1)); // not the empty choices of OpenAI's usage chunk
        QVERIFY(last["choices"][0]["delta"].empty());
        QCOMPARE(last["choices"][0]["finish_reason"].get<std::string>(), std::string("stop"));
        QCOMPARE(last["usage"]["completion_tokens"].get<int>(), 6);
        QVERIFY(last["usage"]["prompt_tokens"].get<int>() > 0);
        QVERIFY(last["timings"]["prompt_ms"].get<double>() > 0);
        QCOMPARE(last["timings"]["predicted_n"].get<int>(), 6);
        // A body without messages: HTTP 500, a server_error.
        const Posted empty = post(lab, R"({"model":"llama","stream":true})");
        QCOMPARE(empty.status, 500);
        QVERIFY2(empty.body.contains("server_error"), empty.body.constData());
    }

    // The client on that shape: the server's timings from the last chunk, the prefix cache from
    // timings.cache_n (a repeated prompt without cache busting), and the run's warning.
    void clientReadsIt()
    {
        LabServer lab(llamaLab());
        QString error;
        QVERIFY2(lab.start(&error), qPrintable(error));
        const std::vector<RequestRecord> records = runToCompletion(run(lab, false, 3));
        QCOMPARE(records.size(), std::size_t(3));
        for (const RequestRecord &record : records) {
            QVERIFY2(!record.failed(), record.errorMessage.c_str());
            QCOMPARE(record.server.source, std::string("llamacpp-timings"));
            const std::optional<LabTruth> truth = lab.truthFor(record.requestId);
            QVERIFY(truth);
            const double prefillMs = double(truth->firstTokenMadeNs - truth->prefillStartNs) / 1e6;
            QVERIFY2(std::fabs(record.server.prefillMs.value_or(-1) - prefillMs) < 0.01,
                     qPrintable(QStringLiteral("%1 vs %2").arg(record.server.prefillMs.value_or(-1)).arg(prefillMs)));
            QVERIFY(record.ttftMs() > record.server.ttftMs);
        }
        // The same 1,500-token prompt again: the second and third hit the cache.
        QCOMPARE(records[0].usage.cachedTokens.value_or(-1), std::int64_t(0));
        QVERIFY(records[1].usage.cachedTokens.value_or(0) > 1000);
        const std::vector<RunWarning> warnings = runWarnings(records);
        QCOMPARE(warnings.size(), std::size_t(1));
        QCOMPARE(warnings.front().kind, RunWarningKind::CacheHitsWithoutBusting);
        QCOMPARE(warnings.front().count, std::int64_t(2));
        // With cache busting, nothing is reused.
        for (const RequestRecord &record : runToCompletion(run(lab, true, 2)))
            QCOMPARE(record.usage.cachedTokens.value_or(-1), std::int64_t(0));
    }
};

QTEST_GUILESS_MAIN(TestLabLlamaCpp)
#include "tst_labllamacpp.moc"
