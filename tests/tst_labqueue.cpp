// The lab server as a simulated inference engine, over real loopback HTTP: queueing behind a
// batch limit, decode slowing with the batch, the prefix cache, cold start, the buffered fault,
// Prometheus metrics, and several server threads. Each test starts its own server with a model
// whose numbers make the expected timing easy to predict (no jitter).
#include "lab/labserver.h"
#include "tst_labclient.h"

#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <map>
#include <memory>
#include <vector>

using namespace ttft;
using namespace labtest;

namespace {

constexpr double kMs = 1e6; // ns per ms

// A model without jitter: first token = overhead + prompt / rate, then one token per tpot.
LabModel exactModel(const char *name, double overheadMs, double tpotMs, int outputTokens)
{
    LabModel model;
    model.name = name;
    model.fixedOverheadMs = overheadMs;
    model.prefillTokensPerSec = 0; // prefill costs nothing unless a test says so
    model.tpotMs = tpotMs;
    model.outputTokens = outputTokens;
    model.firstTokenJitterMs = 0;
    model.tpotJitterMs = 0;
    return model;
}

std::unique_ptr<LabServer> startLab(const std::vector<LabModel> &models, int threads = 1)
{
    LabConfig config;
    config.models = models;
    config.serverThreads = threads;
    auto lab = std::make_unique<LabServer>(config);
    if (!lab->start())
        return nullptr;
    return lab;
}

QByteArray streamRequest(const QByteArray &model, const QByteArray &id, const QString &prompt = QStringLiteral("Say hello."),
                         bool includeUsage = false, const Headers &extra = {})
{
    Headers headers{{"X-Request-ID", id}};
    headers.insert(headers.end(), extra.begin(), extra.end());
    return chatRequest(chatBody(model, true, includeUsage, 0, prompt), headers);
}

QByteArray getBody(quint16 port, const QByteArray &target, RawResponse *full = nullptr)
{
    RawClient client;
    if (!client.connectTo(port))
        return {};
    client.send(get(target));
    RawResponse response;
    if (!client.read(response))
        return {};
    if (full)
        *full = response;
    return response.body;
}

int usageCachedTokens(const RawResponse &response)
{
    for (const SseItem &event : sseEvents(response.body)) {
        const QJsonObject usage = jsonObject(event.data).value(QLatin1String("usage")).toObject();
        if (!usage.isEmpty())
            return usage[QLatin1String("prompt_tokens_details")][QLatin1String("cached_tokens")].toInt(-1);
    }
    return -1;
}

// One sample line of the text exposition format: name{labels} value.
struct Sample {
    QString name;
    std::map<QString, QString> labels;
    double value = 0;
};

struct Exposition {
    std::map<QString, QString> types; // family name -> type
    std::vector<Sample> samples;

    double value(const QString &name, const std::map<QString, QString> &labels) const
    {
        for (const Sample &sample : samples) {
            if (sample.name == name && sample.labels == labels)
                return sample.value;
        }
        return -1;
    }
};

// Parses strictly enough to catch format mistakes: every line is a comment (# HELP / # TYPE) or
// a sample whose family was declared, label values quoted, values numbers.
bool parseExposition(const QByteArray &text, Exposition &out, QString *problem)
{
    // (No raw string literals: moc 6.4 loses track of the file after some of them.)
    static const QRegularExpression sampleLine(
        QStringLiteral("^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\\{(.*)\\})? (\\S+)$"));
    static const QRegularExpression labelPair(QStringLiteral("([a-zA-Z_][a-zA-Z0-9_]*)=\"((?:[^\"\\\\]|\\\\.)*)\""));
    for (const QByteArray &rawLine : text.split('\n')) {
        const QString line = QString::fromUtf8(rawLine);
        if (line.isEmpty())
            continue;
        if (line.startsWith(QLatin1String("# TYPE "))) {
            const QStringList parts = line.split(QLatin1Char(' '));
            if (parts.size() != 4) {
                *problem = line;
                return false;
            }
            out.types[parts[2]] = parts[3];
            continue;
        }
        if (line.startsWith(QLatin1String("# HELP ")))
            continue;
        const QRegularExpressionMatch match = sampleLine.match(line);
        if (!match.hasMatch()) {
            *problem = line;
            return false;
        }
        Sample sample;
        sample.name = match.captured(1);
        QString labels = match.captured(2);
        auto pairs = labelPair.globalMatch(labels);
        QStringList rebuilt;
        while (pairs.hasNext()) {
            const QRegularExpressionMatch pair = pairs.next();
            sample.labels[pair.captured(1)] = pair.captured(2);
            rebuilt << pair.captured(0);
        }
        if (rebuilt.join(QLatin1Char(',')) != labels) {
            *problem = line;
            return false;
        }
        bool ok = false;
        sample.value = match.captured(3) == QLatin1String("+Inf") ? qInf() : match.captured(3).toDouble(&ok);
        if (!ok) {
            *problem = line;
            return false;
        }
        QString family = sample.name;
        for (const char *suffix : {"_bucket", "_sum", "_count"}) {
            if (family.endsWith(QLatin1String(suffix)) && !out.types.contains(family)) {
                family.chop(qsizetype(qstrlen(suffix)));
                break;
            }
        }
        if (!out.types.contains(family)) {
            *problem = QStringLiteral("no # TYPE for ") + line;
            return false;
        }
        out.samples.push_back(sample);
    }
    return true;
}

} // namespace

class TestLabQueue : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void batchLimitQueues();
    void waitingClientLeavesTheQueue();
    void decodeSlowsWithTheBatch();
    void prefixCache();
    void prefixCacheLifetime();
    void coldStart();
    void bufferedFault();
    void metrics();
    void severalThreads();
    void arrivalStampedByTheKernel();
    void rateLimits();
};

void TestLabQueue::batchLimitQueues()
{
    // Each request runs 100 ms (overhead) + 4 × 25 ms (tokens): two at a time, four sent at once.
    LabModel model = exactModel("batched", 100, 25, 5);
    model.maxBatch = 2;
    const auto lab = startLab({model});
    QVERIFY(lab);

    std::vector<std::unique_ptr<RawClient>> clients;
    for (int i = 0; i < 4; ++i) {
        clients.push_back(std::make_unique<RawClient>());
        QVERIFY(clients.back()->connectTo(lab->port()));
    }
    for (int i = 0; i < 4; ++i)
        clients[std::size_t(i)]->send(streamRequest("batched", "batch-" + QByteArray::number(i)));
    // While the first two run, the other two wait.
    QTRY_VERIFY_WITH_TIMEOUT(lab->truth().size() == 4, kTimeoutMs);
    const QJsonObject health = jsonObject(getBody(lab->port(), "/health"));
    const QJsonObject state = health[QLatin1String("models")][QLatin1String("batched")].toObject();
    QCOMPARE(state.value(QLatin1String("running")).toInt(), 2);
    QCOMPARE(state.value(QLatin1String("waiting")).toInt(), 2);
    QCOMPARE(health.value(QLatin1String("in_flight")).toInt(), 4);

    for (const auto &client : clients) {
        RawResponse response;
        QVERIFY(client->read(response));
        verifyOpenAiStream(response, 5, QStringLiteral("stop"), false);
    }

    std::vector<LabTruth> records = lab->truth();
    QCOMPARE(records.size(), std::size_t(4));
    std::sort(records.begin(), records.end(), [](const LabTruth &a, const LabTruth &b) { return a.acceptedNs < b.acceptedNs; });
    int maxWaiting = 0;
    for (const LabTruth &truth : records)
        maxWaiting = std::max(maxWaiting, truth.waitingAtAccept);
    QCOMPARE(maxWaiting, 2);
    // The first two start at once; the last two wait for one of them to make its last token.
    for (std::size_t i = 0; i < 2; ++i) {
        QCOMPARE(records[i].prefillStartNs, records[i].queueEnterNs);
        QCOMPARE(records[i].runningAtAccept, int(i) + 1);
        QCOMPARE(records[i].waitingAtAccept, 0);
    }
    const std::int64_t firstEnd = std::min(records[0].lastByteWrittenNs, records[1].lastByteWrittenNs);
    const std::int64_t lastTokenEarliest = std::min(records[0].plannedFirstTokenNs, records[1].plannedFirstTokenNs) + 100 * std::int64_t(kMs);
    for (std::size_t i = 2; i < 4; ++i) {
        const LabTruth &queued = records[i];
        QCOMPARE(queued.runningAtAccept, 2);
        QCOMPARE(queued.waitingAtAccept, int(i) - 1);
        const double waitMs = double(queued.prefillStartNs - queued.queueEnterNs) / kMs;
        QVERIFY2(waitMs >= 190 && waitMs < 260, qPrintable(QString::number(waitMs))); // ~200 ms
        // It left the queue when a running request made its last token, not before.
        QVERIFY(queued.prefillStartNs >= lastTokenEarliest);
        QVERIFY2(queued.prefillStartNs <= firstEnd + 20 * std::int64_t(kMs), qPrintable(QString::number(queued.prefillStartNs - firstEnd)));
        QVERIFY(queued.firstTokenWrittenNs >= firstEnd);
        // Queue wait is part of the planned (and the real) time to first token.
        QCOMPARE(queued.plannedFirstTokenMs, double(queued.prefillStartNs - queued.queueEnterNs) / kMs + 100.0);
        const double ttftMs = double(queued.firstTokenWrittenNs - queued.requestCompleteNs) / kMs;
        QVERIFY2(ttftMs >= 290 && ttftMs < 380, qPrintable(QString::number(ttftMs)));
    }
}

void TestLabQueue::waitingClientLeavesTheQueue()
{
    // Long enough that the three requests below are sent and the second given up before the first
    // is done, even under a sanitizer (each QTRY polls every 50 ms).
    LabModel model = exactModel("single", 600, 10, 2);
    model.maxBatch = 1;
    const auto lab = startLab({model});
    QVERIFY(lab);
    RawClient first, second, third;
    QVERIFY(first.connectTo(lab->port()) && second.connectTo(lab->port()) && third.connectTo(lab->port()));
    first.send(streamRequest("single", "leave-1"));
    QTRY_VERIFY_WITH_TIMEOUT(lab->truthFor("leave-1").has_value(), kTimeoutMs);
    second.send(streamRequest("single", "leave-2"));
    QTRY_VERIFY_WITH_TIMEOUT(lab->truthFor("leave-2").has_value(), kTimeoutMs);
    third.send(streamRequest("single", "leave-3"));
    QTRY_VERIFY_WITH_TIMEOUT(lab->truthFor("leave-3").has_value(), kTimeoutMs);
    QCOMPARE(lab->truthFor("leave-3")->waitingAtAccept, 2);
    second.socket().abort(); // gives up while waiting
    // The lab must notice before the first request is done, or the second would be admitted: wait
    // for that here rather than racing it (under a sanitizer the first can finish sooner than a
    // busy server thread reads the close).
    QTRY_COMPARE_WITH_TIMEOUT(lab->truthFor("leave-2")->outcome, LabOutcome::ClientClosed, kTimeoutMs);

    RawResponse response;
    QVERIFY(first.read(response));
    QVERIFY(third.read(response));
    verifyOpenAiStream(response, 2, QStringLiteral("stop"), false);
    const LabTruth one = *lab->truthFor("leave-1");
    const LabTruth two = *lab->truthFor("leave-2");
    const LabTruth three = *lab->truthFor("leave-3");
    QVERIFY(!hasTime(two.prefillStartNs)); // never left the queue
    QVERIFY(!hasTime(two.firstTokenWrittenNs));
    // The third took the place as soon as the first was done.
    QVERIFY(three.prefillStartNs >= one.firstTokenWrittenNs);
    QVERIFY2(three.prefillStartNs - one.lastByteWrittenNs < 20 * std::int64_t(kMs),
             qPrintable(QString::number(three.prefillStartNs - one.lastByteWrittenNs)));
    const QJsonObject health = jsonObject(getBody(lab->port(), "/health"));
    QCOMPARE(health[QLatin1String("models")][QLatin1String("single")][QLatin1String("running")].toInt(), 0);
    QCOMPARE(health[QLatin1String("models")][QLatin1String("single")][QLatin1String("waiting")].toInt(), 0);
}

void TestLabQueue::decodeSlowsWithTheBatch()
{
    // 20 ms per token alone; with 3 running, 20 × (1 + 0.5 × 2) = 40 ms.
    LabModel model = exactModel("slowing", 10, 20, 6);
    model.decodeSlowdownPerRequest = 0.5;
    const auto lab = startLab({model});
    QVERIFY(lab);
    const auto gapMs = [](const LabTruth &truth) {
        return double(truth.lastByteWrittenNs - truth.firstTokenWrittenNs) / kMs / (truth.tokensWritten - 1);
    };

    RawClient alone;
    QVERIFY(alone.connectTo(lab->port()));
    alone.send(streamRequest("slowing", "alone"));
    RawResponse response;
    QVERIFY(alone.read(response));
    const double aloneGap = gapMs(*lab->truthFor("alone"));
    QVERIFY2(aloneGap >= 19.5 && aloneGap < 24, qPrintable(QString::number(aloneGap)));

    std::vector<std::unique_ptr<RawClient>> clients;
    for (int i = 0; i < 3; ++i) {
        clients.push_back(std::make_unique<RawClient>());
        QVERIFY(clients.back()->connectTo(lab->port()));
        clients.back()->send(streamRequest("slowing", "together-" + QByteArray::number(i)));
    }
    for (const auto &client : clients)
        QVERIFY(client->read(response));
    for (int i = 0; i < 3; ++i) {
        const double gap = gapMs(*lab->truthFor("together-" + std::to_string(i)));
        // The last request's last gaps may see the others gone: at least 2 × alone on average
        // minus one gap's worth of slack.
        QVERIFY2(gap >= 36 && gap < 45, qPrintable(QString::number(gap)));
    }

    // An exact X-Lab-Tpot-Ms is not slowed.
    for (int i = 0; i < 3; ++i)
        clients[std::size_t(i)]->send(streamRequest("slowing", "exact-" + QByteArray::number(i), QStringLiteral("Hi"), false,
                                                    {{"X-Lab-Tpot-Ms", "20"}}));
    for (const auto &client : clients)
        QVERIFY(client->read(response));
    const double exactGap = gapMs(*lab->truthFor("exact-0"));
    QVERIFY2(exactGap >= 19.5 && exactGap < 24, qPrintable(QString::number(exactGap)));
}

void TestLabQueue::prefixCache()
{
    // 10 000 prompt tokens per second: 10 ms of prefill per 100 tokens.
    LabModel model = exactModel("cached", 5, 1, 2);
    model.prefillTokensPerSec = 10'000;
    model.prefixCache = true;
    model.prefixCacheBlockTokens = 64;
    const auto lab = startLab({model});
    QVERIFY(lab);
    RawClient client;
    QVERIFY(client.connectTo(lab->port()));
    const QString document = QString(2000, QLatin1Char('a')); // 500 tokens
    const auto ask = [&](const QByteArray &id, const QString &prompt, RawResponse &response) {
        client.send(streamRequest("cached", id, prompt, true));
        return client.read(response);
    };

    RawResponse response;
    QVERIFY(ask("cache-first", document, response));
    QCOMPARE(usageCachedTokens(response), 0);
    const LabTruth first = *lab->truthFor("cache-first");
    QCOMPARE(first.promptTokens, 500 + 7);
    QCOMPARE(first.cachedTokens, 0);
    QCOMPARE(first.plannedPrefillMs, 5 + 50.7);

    // The same prompt again: every whole 64-token block is cached, the rest is computed.
    QVERIFY(ask("cache-again", document, response));
    const LabTruth again = *lab->truthFor("cache-again");
    QCOMPARE(again.cachedTokens, 7 * 64);
    QCOMPARE(usageCachedTokens(response), 7 * 64);
    QCOMPARE(again.plannedPrefillMs, 5 + (507 - 448) / 10.0);
    QVERIFY(again.plannedFirstTokenMs < first.plannedFirstTokenMs - 40);

    // A nonce at the start (what the client's cache busting does) defeats it.
    QVERIFY(ask("cache-nonce", QStringLiteral("[nonce 7f3a] ") + document, response));
    QCOMPARE(lab->truthFor("cache-nonce")->cachedTokens, 0);
    QCOMPARE(usageCachedTokens(response), 0);

    // A shared beginning hits for the blocks it covers.
    QVERIFY(ask("cache-prefix", document.left(1000) + QString(1000, QLatin1Char('b')), response));
    const int sharedCached = lab->truthFor("cache-prefix")->cachedTokens;
    QCOMPARE(sharedCached, 3 * 64); // 4 + 250 tokens shared: blocks 1 to 3

    // Whole (non-streamed) answers report it too.
    client.send(chatRequest(chatBody("cached", false, false, 0, document), {{"X-Request-ID", "cache-whole"}}));
    QVERIFY(client.read(response));
    const QJsonObject usage = jsonObject(response.body).value(QLatin1String("usage")).toObject();
    QCOMPARE(usage[QLatin1String("prompt_tokens_details")][QLatin1String("cached_tokens")].toInt(), 7 * 64);

    QVERIFY(lab->metrics().contains(QByteArray("ttft_lab_prompt_cached_tokens_total{model=\"cached\"} " + QByteArray::number(7 * 64 * 2 + 3 * 64))));
}

void TestLabQueue::prefixCacheLifetime()
{
    // A hosted API's cache (LabModel::prefixCacheTtlS): gone after 0.3 s unused, each use refreshing
    // it; a cached token costs half a computed one.
    LabModel model = exactModel("expiring", 5, 1, 2);
    model.prefillTokensPerSec = 10'000;
    model.prefixCache = true;
    model.prefixCacheBlockTokens = 64;
    model.prefixCacheTtlS = 0.3;
    model.cachedPrefillFactor = 0.5;
    const auto lab = startLab({model});
    QVERIFY(lab);
    RawClient client;
    QVERIFY(client.connectTo(lab->port()));
    const QString document = QString(2000, QLatin1Char('a')); // 500 tokens, 507 with the message
    RawResponse response;
    const auto ask = [&](const QByteArray &id) {
        client.send(streamRequest("expiring", id, document, true));
        return client.read(response) ? lab->truthFor(id.toStdString())->cachedTokens : -1;
    };

    QCOMPARE(ask("ttl-first"), 0);
    QCOMPARE(ask("ttl-hit"), 7 * 64);
    QCOMPARE(lab->truthFor("ttl-hit")->plannedPrefillMs, 5 + (507 - 448 + 0.5 * 448) / 10.0);
    // Used every 0.2 s, it stays though the first use is long past its lifetime.
    for (int i = 0; i < 3; ++i) {
        QTest::qWait(200);
        QCOMPARE(ask("ttl-refreshed-" + QByteArray::number(i)), 7 * 64);
    }
    // Unused for 0.5 s, it is gone; the miss writes it again.
    QTest::qWait(500);
    QCOMPARE(ask("ttl-expired"), 0);
    QCOMPARE(lab->truthFor("ttl-expired")->plannedPrefillMs, 5 + 50.7);
    QCOMPARE(ask("ttl-rewritten"), 7 * 64);
}

void TestLabQueue::coldStart()
{
    LabModel model = exactModel("cold", 10, 1, 2);
    model.coldStartMs = 150;
    model.coldAfterIdleS = 0.4;
    const auto lab = startLab({model});
    QVERIFY(lab);
    RawClient client;
    QVERIFY(client.connectTo(lab->port()));
    RawResponse response;
    const auto ask = [&](const QByteArray &id) {
        client.send(streamRequest("cold", id));
        return client.read(response);
    };

    // The very first request waits for the model to load; the next one does not.
    QVERIFY(ask("cold-1"));
    QVERIFY(ask("cold-2"));
    const LabTruth one = *lab->truthFor("cold-1");
    const LabTruth two = *lab->truthFor("cold-2");
    QCOMPARE(one.coldStartMs, 150.0);
    QCOMPARE(one.plannedFirstTokenMs, 160.0);
    QVERIFY(double(one.firstTokenWrittenNs - one.requestCompleteNs) / kMs >= 160.0);
    QCOMPARE(two.coldStartMs, 0.0);
    QCOMPARE(two.plannedFirstTokenMs, 10.0);

    // Two requests during a load both wait for it; the load counts once.
    QTest::qWait(500); // idle longer than coldAfterIdleS: cold again
    RawClient other;
    QVERIFY(other.connectTo(lab->port()));
    client.send(streamRequest("cold", "cold-3"));
    QTRY_VERIFY_WITH_TIMEOUT(lab->truthFor("cold-3").has_value(), kTimeoutMs);
    QTest::qWait(50);
    other.send(streamRequest("cold", "cold-4"));
    QVERIFY(client.read(response));
    QVERIFY(other.read(response));
    const LabTruth three = *lab->truthFor("cold-3");
    const LabTruth four = *lab->truthFor("cold-4");
    QCOMPARE(three.coldStartMs, 150.0);
    QVERIFY2(four.coldStartMs > 0 && four.coldStartMs < 150, qPrintable(QString::number(four.coldStartMs)));
    // Both prefills start once the model is loaded.
    QVERIFY(std::abs(four.plannedFirstTokenNs - three.plannedFirstTokenNs) < 1000);
    QVERIFY(lab->metrics().contains("ttft_lab_cold_starts_total{model=\"cold\"} 2\n"));
}

void TestLabQueue::bufferedFault()
{
    const auto lab = startLab({exactModel("plain", 10, 10, 5)});
    QVERIFY(lab);
    RawClient client;
    QVERIFY(client.connectTo(lab->port()));
    const std::int64_t sentNs = monoNowNs();
    client.send(streamRequest("plain", "buffered-1", QStringLiteral("Hi"), true,
                              {{"X-Lab-Fault", "buffered"}, {"X-Lab-First-Token-Ms", "60"}}));
    // Nothing at all until the last token is made (60 + 4 × 10 ms)...
    QVERIFY(client.socket().waitForReadyRead(kTimeoutMs));
    const double firstByteMs = double(monoNowNs() - sentNs) / kMs;
    QVERIFY2(firstByteMs >= 99, qPrintable(QString::number(firstByteMs)));
    // ...then everything at once, in one write.
    RawResponse response;
    QVERIFY(client.read(response, 50));
    verifyOpenAiStream(response, 5, QStringLiteral("stop"), true);

    const LabTruth truth = *lab->truthFor("buffered-1");
    QCOMPARE(truth.fault, std::string("buffered"));
    QCOMPARE(truth.outcome, LabOutcome::Complete);
    QCOMPARE(truth.tokensWritten, 5);
    QCOMPARE(truth.roleChunkWrittenNs, truth.lastByteWrittenNs);
    QCOMPARE(truth.firstTokenWrittenNs, truth.lastByteWrittenNs);
    const double serverTtftMs = double(truth.firstTokenWrittenNs - truth.requestCompleteNs) / kMs;
    QVERIFY2(serverTtftMs >= 100 && serverTtftMs < 130, qPrintable(QString::number(serverTtftMs)));
    // Lateness still measures the server's timekeeping: the one write against its plan.
    QVERIFY(truth.firstTokenLateNs >= 0 && truth.firstTokenLateNs < 20 * std::int64_t(kMs));
    QCOMPARE(truth.plannedFirstTokenMs, 60.0); // when the first token was made

    // Whole answers are whole anyway: the fault changes nothing there.
    client.send(chatRequest(chatBody("plain", false), {{"X-Request-ID", "buffered-2"}, {"X-Lab-Fault", "buffered"}}));
    QVERIFY(client.read(response));
    QCOMPARE(response.status, 200);
    QCOMPARE(lab->truthFor("buffered-2")->outcome, LabOutcome::Complete);
}

void TestLabQueue::metrics()
{
    LabModel queued = exactModel("m-queued", 30, 5, 3);
    queued.maxBatch = 1;
    const auto lab = startLab({queued, exactModel("m-other", 5, 1, 4)});
    QVERIFY(lab);

    RawClient a, b;
    QVERIFY(a.connectTo(lab->port()) && b.connectTo(lab->port()));
    a.send(streamRequest("m-queued", "metric-1"));
    b.send(streamRequest("m-queued", "metric-2"));
    RawResponse response;
    QVERIFY(a.read(response) && b.read(response));
    a.send(chatRequest(chatBody("m-other", false), {{"X-Request-ID", "metric-3"}}));
    QVERIFY(a.read(response));
    a.send(streamRequest("m-other", "metric-4", QStringLiteral("Hi"), false, {{"X-Lab-Fault", "http-429"}}));
    QVERIFY(a.read(response));
    a.send(streamRequest("no-such-model", "metric-5"));
    QVERIFY(a.read(response));
    a.send(streamRequest("m-other", "metric-6", QStringLiteral("Hi"), false, {{"X-Lab-Fault", "drop"}}));
    QVERIFY(!a.read(response));

    RawResponse full;
    const QByteArray text = getBody(lab->port(), "/metrics", &full);
    QCOMPARE(full.status, 200);
    QCOMPARE(full.header("content-type"), QByteArrayLiteral("text/plain; version=0.0.4; charset=utf-8"));
    Exposition exposition;
    QString problem;
    QVERIFY2(parseExposition(text, exposition, &problem), qPrintable(problem));
    // The embedded API renders the same (the connection gauges may have moved meanwhile).
    QVERIFY(lab->metrics().startsWith(text.left(text.indexOf("ttft_lab_requests_unrouted_total"))));

    const std::map<QString, QString> expectedTypes{
        {QStringLiteral("ttft_lab_requests_running"), QStringLiteral("gauge")},
        {QStringLiteral("ttft_lab_requests_waiting"), QStringLiteral("gauge")},
        {QStringLiteral("ttft_lab_requests_total"), QStringLiteral("counter")},
        {QStringLiteral("ttft_lab_tokens_generated_total"), QStringLiteral("counter")},
        {QStringLiteral("ttft_lab_time_to_first_token_seconds"), QStringLiteral("histogram")},
        {QStringLiteral("ttft_lab_queue_wait_seconds"), QStringLiteral("histogram")},
        {QStringLiteral("ttft_lab_requests_unrouted_total"), QStringLiteral("counter")},
    };
    for (const auto &[name, type] : expectedTypes)
        QCOMPARE(exposition.types[name], type);
    for (const auto &[name, type] : exposition.types) // vLLM's names are checked in tst_labserver
        QVERIFY2(name.startsWith(QLatin1String("ttft_lab_")) || name.startsWith(QLatin1String("vllm:")), qPrintable(name));

    const auto model = [](const char *name) { return std::map<QString, QString>{{QStringLiteral("model"), QString::fromLatin1(name)}}; };
    const auto outcome = [](const char *name, const char *outcome) {
        return std::map<QString, QString>{{QStringLiteral("model"), QString::fromLatin1(name)},
                                          {QStringLiteral("outcome"), QString::fromLatin1(outcome)}};
    };
    QCOMPARE(exposition.value(QStringLiteral("ttft_lab_requests_running"), model("m-queued")), 0.0);
    QCOMPARE(exposition.value(QStringLiteral("ttft_lab_requests_waiting"), model("m-queued")), 0.0);
    QCOMPARE(exposition.value(QStringLiteral("ttft_lab_requests_total"), outcome("m-queued", "complete")), 2.0);
    QCOMPARE(exposition.value(QStringLiteral("ttft_lab_requests_total"), outcome("m-other", "complete")), 1.0);
    QCOMPARE(exposition.value(QStringLiteral("ttft_lab_requests_total"), outcome("m-other", "http_error")), 1.0);
    QCOMPARE(exposition.value(QStringLiteral("ttft_lab_requests_total"), outcome("m-other", "dropped")), 1.0);
    QCOMPARE(exposition.value(QStringLiteral("ttft_lab_requests_unrouted_total"), {}), 1.0);

    // Values agree with the truth log.
    for (const char *name : {"m-queued", "m-other"}) {
        double tokens = 0;
        double ttftSum = 0;
        double queueSum = 0;
        int firstTokens = 0;
        int admitted = 0;
        for (const LabTruth &truth : lab->truth()) {
            if (truth.model != name)
                continue;
            tokens += truth.tokensWritten;
            if (hasTime(truth.firstTokenWrittenNs)) {
                ++firstTokens;
                ttftSum += double(truth.firstTokenWrittenNs - truth.requestCompleteNs) / 1e9;
            }
            if (hasTime(truth.prefillStartNs)) {
                ++admitted;
                queueSum += double(truth.prefillStartNs - truth.queueEnterNs) / 1e9;
            }
        }
        QCOMPARE(exposition.value(QStringLiteral("ttft_lab_tokens_generated_total"), model(name)), tokens);
        const QString ttft = QStringLiteral("ttft_lab_time_to_first_token_seconds");
        QCOMPARE(exposition.value(ttft + QStringLiteral("_count"), model(name)), double(firstTokens));
        QVERIFY(std::abs(exposition.value(ttft + QStringLiteral("_sum"), model(name)) - ttftSum) < 1e-6);
        const QString wait = QStringLiteral("ttft_lab_queue_wait_seconds");
        QCOMPARE(exposition.value(wait + QStringLiteral("_count"), model(name)), double(admitted));
        QVERIFY(std::abs(exposition.value(wait + QStringLiteral("_sum"), model(name)) - queueSum) < 1e-6);

        // Buckets: cumulative, ascending `le`, ending in +Inf == count.
        double previousBound = -1;
        double previousCount = 0;
        int buckets = 0;
        for (const Sample &sample : exposition.samples) {
            if (sample.name != ttft + QStringLiteral("_bucket") || sample.labels.at(QStringLiteral("model")) != QLatin1String(name))
                continue;
            const QString le = sample.labels.at(QStringLiteral("le"));
            const double bound = le == QLatin1String("+Inf") ? qInf() : le.toDouble();
            QVERIFY(bound > previousBound);
            QVERIFY(sample.value >= previousCount);
            previousBound = bound;
            previousCount = sample.value;
            ++buckets;
        }
        QVERIFY(buckets > 10);
        QVERIFY(qIsInf(previousBound));
        QCOMPARE(previousCount, double(firstTokens));
    }
    // The second m-queued request waited about 30 + 2 × 5 ms: it is in a bucket above 25 ms.
    QCOMPARE(exposition.value(QStringLiteral("ttft_lab_queue_wait_seconds_bucket"),
                              {{QStringLiteral("model"), QStringLiteral("m-queued")}, {QStringLiteral("le"), QStringLiteral("0.025")}}),
             1.0);
}

void TestLabQueue::severalThreads()
{
    // Three server threads, connections dealt out in turn, one batch limit over all of them.
    LabModel model = exactModel("shared", 20, 5, 4);
    model.maxBatch = 2;
    const auto lab = startLab({model}, 3);
    QVERIFY(lab);
    QCOMPARE(jsonObject(getBody(lab->port(), "/health")).value(QLatin1String("threads")).toInt(), 3);

    const int requests = 9;
    std::vector<std::unique_ptr<RawClient>> clients;
    for (int i = 0; i < requests; ++i) {
        clients.push_back(std::make_unique<RawClient>());
        QVERIFY(clients.back()->connectTo(lab->port()));
    }
    for (int i = 0; i < requests; ++i)
        clients[std::size_t(i)]->send(streamRequest("shared", "thread-" + QByteArray::number(i)));
    for (const auto &client : clients) {
        RawResponse response;
        QVERIFY(client->read(response));
        verifyOpenAiStream(response, 4, QStringLiteral("stop"), false);
    }
    // At no time more than two ran: replay the admissions and departures.
    std::vector<std::pair<std::int64_t, int>> events;
    for (const LabTruth &truth : lab->truth()) {
        QCOMPARE(truth.outcome, LabOutcome::Complete);
        QVERIFY(truth.runningAtAccept <= 2);
        // A request that leaves the batch hands its place over at the very same stamp.
        events.emplace_back(truth.prefillStartNs, +1);
        events.emplace_back(truth.batchLeftNs, -1);
        QVERIFY(truth.batchLeftNs <= truth.lastByteWrittenNs);
    }
    std::sort(events.begin(), events.end());
    int running = 0;
    int most = 0;
    for (const auto &[time, change] : events) {
        running += change;
        most = std::max(most, running);
    }
    QCOMPARE(most, 2);
}

void TestLabQueue::arrivalStampedByTheKernel()
{
    // The request's last byte is stamped when the kernel received it: between the client's
    // stamps around its send, never later however busy the server thread is.
    const auto lab = startLab({exactModel("stamped", 1, 1, 1)});
    QVERIFY(lab);
    RawClient client;
    QVERIFY(client.connectTo(lab->port()));
    for (int i = 0; i < 5; ++i) {
        const QByteArray id = "stamp-" + QByteArray::number(i);
        const std::int64_t beforeNs = monoNowNs();
        client.send(streamRequest("stamped", id));
        const std::int64_t afterNs = monoNowNs();
        RawResponse response;
        QVERIFY(client.read(response));
        const LabTruth truth = *lab->truthFor(id.toStdString());
        QVERIFY2(truth.requestCompleteNs >= beforeNs, qPrintable(QString::number(truth.requestCompleteNs - beforeNs)));
        QVERIFY2(truth.requestCompleteNs <= afterNs + 2 * std::int64_t(kMs),
                 qPrintable(QString::number(truth.requestCompleteNs - afterNs)));
        QVERIFY(truth.firstRequestByteNs <= truth.requestCompleteNs);
    }
}

// Requests and tokens per minute as OpenAI enforces them (lab/labratelimit.h): a burst beyond
// the second's share of requests is refused with 429 and told when to come back; the next one
// passes after that; tokens count the prompt and max_tokens; a request larger than the minute's
// tokens can never pass and gets no Retry-After.
void TestLabQueue::rateLimits()
{
    LabModel rpm = exactModel("rpm", 1, 1, 2);
    rpm.requestsPerMinute = 120; // two a second
    LabModel tpm = exactModel("tpm", 1, 1, 2);
    tpm.tokensPerMinute = 600; // ten a second
    const auto lab = startLab({rpm, tpm});
    QVERIFY(lab);
    RawClient client;
    QVERIFY(client.connectTo(lab->port()));
    RawResponse response;
    const auto ask = [&](const QByteArray &body) {
        client.send(chatRequest(body));
        return client.read(response);
    };
    const QByteArray shortAsk = chatBody("rpm", true, false, 2);
    QVERIFY(ask(shortAsk));
    QCOMPARE(response.status, 200);
    QVERIFY(ask(shortAsk));
    QCOMPARE(response.status, 200);
    QVERIFY(ask(shortAsk));
    QCOMPARE(response.status, 429);
    QCOMPARE(response.header("retry-after"), QByteArray("1"));
    QCOMPARE(response.header("x-ratelimit-limit-requests"), QByteArray("120"));
    QCOMPARE(response.header("x-ratelimit-remaining-requests"), QByteArray("0"));
    const QJsonObject error = QJsonDocument::fromJson(response.body).object().value(QStringLiteral("error")).toObject();
    QCOMPARE(error.value(QStringLiteral("code")).toString(), QStringLiteral("rate_limit_exceeded"));
    QCOMPARE(error.value(QStringLiteral("type")).toString(), QStringLiteral("requests"));
    QVERIFY(error.value(QStringLiteral("message")).toString().contains(QStringLiteral("requests per min (RPM): Limit 120")));
    QTest::qWait(600); // half a second brings one request back
    QVERIFY(ask(shortAsk));
    QCOMPARE(response.status, 200);

    // Tokens: a prompt of about 400 tokens passes once; the next finds the minute's tokens short.
    const QString longPrompt = QString(QStringLiteral("word ")).repeated(320);
    QVERIFY(ask(chatBody("tpm", true, false, 2, longPrompt)));
    QCOMPARE(response.status, 200);
    QVERIFY(ask(chatBody("tpm", true, false, 2, longPrompt)));
    QCOMPARE(response.status, 429);
    QVERIFY(response.header("retry-after").toInt() >= 10);
    QCOMPARE(response.header("x-ratelimit-limit-tokens"), QByteArray("600"));
    QVERIFY(response.header("x-ratelimit-remaining-requests").isEmpty()); // no request limit on this model
    QCOMPARE(QJsonDocument::fromJson(response.body).object().value(QStringLiteral("error")).toObject().value(QStringLiteral("type")).toString(),
             QStringLiteral("tokens"));
    // More than the minute allows: refused for good, no Retry-After.
    QVERIFY(ask(chatBody("tpm", true, false, 2, longPrompt.repeated(2))));
    QCOMPARE(response.status, 429);
    QVERIFY(response.header("retry-after").isEmpty());
    QVERIFY(QString::fromUtf8(response.body).contains(QStringLiteral("Request too large for tpm")));
}

QTEST_GUILESS_MAIN(TestLabQueue)

#include "tst_labqueue.moc"
