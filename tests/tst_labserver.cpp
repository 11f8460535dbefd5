// The lab server over real loopback HTTP, with a raw QTcpSocket client in the test thread (the
// server runs in its own thread), plus the request parser on its own.
#include "base/monoclock.h"
#include "lab/httprequestparser.h"
#include "lab/labserver.h"
#include "lab/labstandalone.h"
#include "fullfiletable.h"
#include "tst_labclient.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>
#include <QTest>
#include <QThread>

#include <algorithm>
#include <csignal>
#include <memory>
#include <thread>
#include <vector>

#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>

using namespace ttft;
using namespace labtest;

class TestLabServer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();

    void parserSplitsAnywhere();
    void parserRejects_data();
    void parserRejects();

    void health();
    void models();
    void notFound();
    void streamShape_data();
    void streamShape();
    void maxTokensCutsWithLength();
    void firstTokenTruth();
    void keepAlive();
    void pipelined();
    void expectContinue();
    void largeBodies_data();
    void largeBodies();
    void chunkedRequestBody();
    void apiKeyRequired();
    void httpFaults_data();
    void httpFaults();
    void errorEvent();
    void errorObject();
    void drop();
    void stall();
    void malformedChunk();
    void slowReaderBacklog();
    void malformedRequests_data();
    void malformedRequests();
    void nonStreaming();
    void generatedRequestId();
    void reproducibleJitter();
    void concurrentStreams_data();
    void concurrentStreams();
    void qtTimerFallback();
    void stopWithStreamsInFlight();
    void standaloneUntilSignal();
    void vllmMetrics();
    void acceptsAgainAfterFullFileTable();

private:
    QJsonObject truthOver(const QByteArray &requestId);
    std::unique_ptr<LabServer> m_lab;
};

void TestLabServer::initTestCase()
{
    m_lab = std::make_unique<LabServer>();
    QString error;
    QVERIFY2(m_lab->start(&error), qPrintable(error));
    QVERIFY(m_lab->port() != 0);
    QCOMPARE(m_lab->baseUrl(), QStringLiteral("http://127.0.0.1:%1/v1").arg(m_lab->port()));
}

void TestLabServer::cleanupTestCase()
{
    m_lab.reset();
}

QJsonObject TestLabServer::truthOver(const QByteArray &requestId)
{
    RawClient client;
    if (!client.connectTo(m_lab->port()))
        return {};
    client.send(get(QByteArrayLiteral("/lab/truth?request_id=") + requestId));
    RawResponse response;
    if (!client.read(response) || response.status != 200)
        return {};
    const QJsonArray records = QJsonDocument::fromJson(response.body).array();
    return records.size() == 1 ? records.first().toObject() : QJsonObject();
}

void TestLabServer::parserSplitsAnywhere()
{
    // Two pipelined requests, one with Content-Length and one chunked, fed one byte at a time.
    const QByteArray wire = QByteArrayLiteral("\r\nPOST /v1/chat/completions?x=1 HTTP/1.1\r\nHost: a\r\n"
                                              "CONTENT-LENGTH: 5\r\nX-Thing:  spaced value \t\r\n\r\nhello"
                                              "POST /b HTTP/1.1\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
                                              "3;ext=1\r\nabc\r\n2\r\nde\r\n0\r\nTrailer: x\r\n\r\n");
    HttpRequestParser parser(64 * 1024, 1024 * 1024);
    for (qsizetype i = 0; i < wire.size(); ++i)
        parser.feed(QByteArrayView(wire).sliced(i, 1), 1000 + i);
    QCOMPARE(parser.error(), HttpRequestParser::Error::None);
    QVERIFY(parser.hasRequest());
    const LabHttpRequest first = parser.takeRequest();
    QCOMPARE(first.method, QByteArrayLiteral("POST"));
    QCOMPARE(first.path, QByteArrayLiteral("/v1/chat/completions"));
    QCOMPARE(first.query, QByteArrayLiteral("x=1"));
    QCOMPARE(first.header("content-length"), QByteArrayLiteral("5"));
    QCOMPARE(first.header("x-thing"), QByteArrayLiteral("spaced value"));
    QCOMPARE(first.body, QByteArrayLiteral("hello"));
    QVERIFY(first.keepAlive);
    QCOMPARE(first.firstByteNs, std::int64_t(1002)); // the leading CRLF is not part of it
    QCOMPARE(first.completeNs, std::int64_t(1000 + wire.indexOf("hello") + 4));
    QVERIFY(parser.hasRequest());
    const LabHttpRequest second = parser.takeRequest();
    QCOMPARE(second.path, QByteArrayLiteral("/b"));
    QCOMPARE(second.body, QByteArrayLiteral("abcde"));
    QVERIFY(!second.keepAlive);
    QCOMPARE(second.completeNs, std::int64_t(1000 + wire.size() - 1));
    QVERIFY(!parser.hasRequest());
}

void TestLabServer::parserRejects_data()
{
    QTest::addColumn<QByteArray>("wire");
    QTest::addColumn<int>("status");
    QTest::newRow("no-version") << QByteArrayLiteral("GET /\r\n\r\n") << 400;
    QTest::newRow("http2-version") << QByteArrayLiteral("GET / HTTP/2.0\r\n\r\n") << 505;
    QTest::newRow("header-without-colon") << QByteArrayLiteral("GET / HTTP/1.1\r\nHost\r\n\r\n") << 400;
    QTest::newRow("space-before-colon") << QByteArrayLiteral("GET / HTTP/1.1\r\nHost : a\r\n\r\n") << 400;
    QTest::newRow("folded-header") << QByteArrayLiteral("GET / HTTP/1.1\r\nA: b\r\n c\r\n\r\n") << 400;
    QTest::newRow("bad-length") << QByteArrayLiteral("POST / HTTP/1.1\r\nContent-Length: 5x\r\n\r\n") << 400;
    QTest::newRow("two-lengths") << QByteArrayLiteral("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n") << 400;
    QTest::newRow("length-and-chunked")
        << QByteArrayLiteral("POST / HTTP/1.1\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n") << 400;
    QTest::newRow("gzip-coding") << QByteArrayLiteral("POST / HTTP/1.1\r\nTransfer-Encoding: gzip, chunked\r\n\r\n") << 501;
    QTest::newRow("bad-chunk-size") << QByteArrayLiteral("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n") << 400;
    QTest::newRow("chunk-without-crlf")
        << QByteArrayLiteral("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nab\r\n") << 400;
    QTest::newRow("body-too-large") << QByteArrayLiteral("POST / HTTP/1.1\r\nContent-Length: 2000000\r\n\r\n") << 413;
    QTest::newRow("head-too-large") << QByteArrayLiteral("GET / HTTP/1.1\r\nX: ") + QByteArray(70 * 1024, 'a') << 431;
}

void TestLabServer::parserRejects()
{
    QFETCH(QByteArray, wire);
    QFETCH(int, status);
    HttpRequestParser parser(64 * 1024, 1024 * 1024);
    parser.feed(wire, 1);
    QVERIFY(!parser.hasRequest());
    QCOMPARE(HttpRequestParser::statusFor(parser.error()), status);
}

void TestLabServer::health()
{
    RawClient client;
    QVERIFY(client.connectTo(m_lab->port()));
    client.send(get(QByteArrayLiteral("/health")));
    RawResponse response;
    QVERIFY(client.read(response));
    QCOMPARE(response.status, 200);
    QCOMPARE(jsonObject(response.body).value(QLatin1String("status")).toString(), QStringLiteral("ok"));
    QVERIFY(!response.header("x-request-id").isEmpty());
}

void TestLabServer::models()
{
    RawClient client;
    QVERIFY(client.connectTo(m_lab->port()));
    client.send(get(QByteArrayLiteral("/v1/models")));
    RawResponse response;
    QVERIFY(client.read(response));
    QCOMPARE(response.status, 200);
    const QJsonObject list = jsonObject(response.body);
    QCOMPARE(list.value(QLatin1String("object")).toString(), QStringLiteral("list"));
    QStringList ids;
    for (const QJsonValue &model : list.value(QLatin1String("data")).toArray()) {
        QCOMPARE(model[QLatin1String("object")].toString(), QStringLiteral("model"));
        ids << model[QLatin1String("id")].toString();
    }
    QCOMPARE(ids, (QStringList{QStringLiteral("lab-fast"), QStringLiteral("lab-steady"), QStringLiteral("lab-slow")}));
}

void TestLabServer::notFound()
{
    RawClient client;
    QVERIFY(client.connectTo(m_lab->port()));
    client.send(get(QByteArrayLiteral("/v1/nothing-here"), {{"X-Request-ID", "nf-1"}}));
    RawResponse response;
    QVERIFY(client.read(response));
    QCOMPARE(response.status, 404);
    QCOMPARE(response.header("x-request-id"), QByteArrayLiteral("nf-1"));
    const QJsonObject error = jsonObject(response.body).value(QLatin1String("error")).toObject();
    QCOMPARE(error.value(QLatin1String("type")).toString(), QStringLiteral("invalid_request_error"));
    QVERIFY(error.value(QLatin1String("message")).toString().contains(QLatin1String("/v1/nothing-here")));

    // The connection stays usable after an error answer.
    client.send(get(QByteArrayLiteral("/v1/chat/completions")));
    QVERIFY(client.read(response));
    QCOMPARE(response.status, 405);
    QCOMPARE(response.header("allow"), QByteArrayLiteral("POST"));
}

void TestLabServer::streamShape_data()
{
    QTest::addColumn<bool>("includeUsage");
    QTest::newRow("without-usage") << false;
    QTest::newRow("with-usage") << true;
}

void TestLabServer::streamShape()
{
    QFETCH(bool, includeUsage);
    RawClient client;
    QVERIFY(client.connectTo(m_lab->port()));
    const QByteArray id = includeUsage ? "shape-usage" : "shape-plain";
    client.send(chatRequest(chatBody("lab-fast", true, includeUsage),
                            {{"X-Request-ID", id}, {"X-Lab-First-Token-Ms", "5"}, {"X-Lab-Tpot-Ms", "1"},
                             {"X-Lab-Output-Tokens", "7"}}));
    RawResponse response;
    QVERIFY(client.read(response));
    QCOMPARE(response.header("x-request-id"), id);
    verifyOpenAiStream(response, 7, QStringLiteral("stop"), includeUsage);
}

void TestLabServer::maxTokensCutsWithLength()
{
    RawClient client;
    QVERIFY(client.connectTo(m_lab->port()));
    client.send(chatRequest(chatBody("lab-fast", true, true, 4),
                            {{"X-Request-ID", "cut-4"}, {"X-Lab-First-Token-Ms", "1"}, {"X-Lab-Tpot-Ms", "1"},
                             {"X-Lab-Output-Tokens", "20"}}));
    RawResponse response;
    QVERIFY(client.read(response));
    verifyOpenAiStream(response, 4, QStringLiteral("length"), true);
    const std::optional<LabTruth> truth = m_lab->truthFor("cut-4");
    QVERIFY(truth);
    QCOMPARE(truth->finishReason, std::string("length"));
    QCOMPARE(truth->outputTokens, 4);
}

void TestLabServer::firstTokenTruth()
{
    RawClient client;
    QVERIFY(client.connectTo(m_lab->port()));
    client.send(chatRequest(chatBody("lab-steady", true),
                            {{"X-Request-ID", "ttft-200"}, {"X-Lab-First-Token-Ms", "200"}, {"X-Lab-Tpot-Ms", "2"},
                             {"X-Lab-Output-Tokens", "3"}}));
    RawResponse response;
    QVERIFY(client.read(response));
    verifyOpenAiStream(response, 3, QStringLiteral("stop"), false);

    const QJsonObject truth = truthOver("ttft-200");
    QCOMPARE(truth.value(QLatin1String("request_id")).toString(), QStringLiteral("ttft-200"));
    QCOMPARE(truth.value(QLatin1String("model")).toString(), QStringLiteral("lab-steady"));
    QCOMPARE(truth.value(QLatin1String("outcome")).toString(), QStringLiteral("complete"));
    QCOMPARE(truth.value(QLatin1String("http_status")).toInt(), 200);
    QCOMPARE(truth.value(QLatin1String("planned_first_token_ms")).toDouble(), 200.0);
    const qint64 firstByte = truth.value(QLatin1String("first_request_byte_ns")).toInteger();
    const qint64 complete = truth.value(QLatin1String("request_complete_ns")).toInteger();
    const qint64 role = truth.value(QLatin1String("role_chunk_written_ns")).toInteger();
    const qint64 first = truth.value(QLatin1String("first_token_written_ns")).toInteger();
    const qint64 last = truth.value(QLatin1String("last_byte_written_ns")).toInteger();
    QVERIFY(firstByte > 0 && firstByte <= complete);
    QVERIFY(complete <= role);
    QVERIFY2(role - complete < 50'000'000, "the role chunk goes out as soon as the request is accepted");
    QVERIFY(role < first && first <= last);

    const double ttftMs = double(first - complete) / 1e6;
    qInfo("server TTFT for X-Lab-First-Token-Ms 200: %.3f ms (late by %.1f us)", ttftMs,
          double(truth.value(QLatin1String("first_token_late_ns")).toInteger()) / 1e3);
    QVERIFY2(ttftMs >= 200.0, "a token is never written before its plan");
    QVERIFY2(ttftMs < 210.0, qPrintable(QString::number(ttftMs)));

    // The embedded API sees the same record.
    const std::optional<LabTruth> direct = m_lab->truthFor("ttft-200");
    QVERIFY(direct);
    QCOMPARE(direct->firstTokenWrittenNs, first);
    QCOMPARE(direct->tokensWritten, 3);
}

void TestLabServer::keepAlive()
{
    RawClient client;
    QVERIFY(client.connectTo(m_lab->port()));
    const Headers fast{{"X-Lab-First-Token-Ms", "1"}, {"X-Lab-Tpot-Ms", "1"}, {"X-Lab-Output-Tokens", "2"}};
    RawResponse response;
    Headers first = fast;
    first.emplace_back("X-Request-ID", "ka-1");
    client.send(chatRequest(chatBody("lab-fast", true), first));
    QVERIFY(client.read(response));
    verifyOpenAiStream(response, 2, QStringLiteral("stop"), false);
    QCOMPARE(response.header("connection"), QByteArrayLiteral("keep-alive"));

    Headers second = fast;
    second.emplace_back("X-Request-ID", "ka-2");
    client.send(chatRequest(chatBody("lab-fast", true), second));
    QVERIFY(client.read(response));
    verifyOpenAiStream(response, 2, QStringLiteral("stop"), false);

    const std::optional<LabTruth> one = m_lab->truthFor("ka-1");
    const std::optional<LabTruth> two = m_lab->truthFor("ka-2");
    QVERIFY(one && two);
    QVERIFY(!one->connectionReused);
    QVERIFY(two->connectionReused);
    QCOMPARE(two->requestOnConnection, 1);
    QCOMPARE(two->connectionSerial, one->connectionSerial);

    // Connection: close is honoured after the answer.
    Headers last = fast;
    last.emplace_back("Connection", "close");
    client.send(chatRequest(chatBody("lab-fast", true), last));
    QVERIFY(client.read(response));
    QCOMPARE(response.header("connection"), QByteArrayLiteral("close"));
    QVERIFY(client.waitForClose(kTimeoutMs));
}

void TestLabServer::pipelined()
{
    RawClient client;
    QVERIFY(client.connectTo(m_lab->port()));
    // Three requests in one write: answered in order, the second only after the first ended.
    client.send(chatRequest(chatBody("lab-fast", true),
                            {{"X-Request-ID", "pipe-1"}, {"X-Lab-First-Token-Ms", "30"}, {"X-Lab-Tpot-Ms", "1"},
                             {"X-Lab-Output-Tokens", "3"}})
                + get(QByteArrayLiteral("/health"), {{"X-Request-ID", "pipe-2"}})
                + chatRequest(chatBody("lab-fast", false),
                              {{"X-Request-ID", "pipe-3"}, {"X-Lab-First-Token-Ms", "1"}, {"X-Lab-Output-Tokens", "2"}}));
    RawResponse response;
    QVERIFY(client.read(response));
    QCOMPARE(response.header("x-request-id"), QByteArrayLiteral("pipe-1"));
    verifyOpenAiStream(response, 3, QStringLiteral("stop"), false);
    QVERIFY(client.read(response));
    QCOMPARE(response.header("x-request-id"), QByteArrayLiteral("pipe-2"));
    QCOMPARE(response.status, 200);
    QVERIFY(client.read(response));
    QCOMPARE(response.header("x-request-id"), QByteArrayLiteral("pipe-3"));
    QCOMPARE(jsonObject(response.body).value(QLatin1String("object")).toString(), QStringLiteral("chat.completion"));

    const std::optional<LabTruth> first = m_lab->truthFor("pipe-1");
    const std::optional<LabTruth> third = m_lab->truthFor("pipe-3");
    QVERIFY(first && third);
    QCOMPARE(third->requestOnConnection, 2);
    QVERIFY(third->acceptedNs >= first->lastByteWrittenNs);
}

void TestLabServer::expectContinue()
{
    RawClient client;
    QVERIFY(client.connectTo(m_lab->port()));
    const QByteArray body = chatBody("lab-fast", true);
    const QByteArray request = chatRequest(body, {{"Expect", "100-continue"}, {"X-Request-ID", "expect-1"},
                                                  {"X-Lab-First-Token-Ms", "1"}, {"X-Lab-Output-Tokens", "2"}});
    client.send(request.left(request.size() - body.size())); // the head only
    QByteArray interim;
    while (interim.size() < 25 && client.socket().waitForReadyRead(kTimeoutMs))
        interim += client.socket().read(25 - interim.size());
    QCOMPARE(interim, QByteArrayLiteral("HTTP/1.1 100 Continue\r\n\r\n"));
    client.send(body);
    RawResponse response;
    QVERIFY(client.read(response));
    verifyOpenAiStream(response, 2, QStringLiteral("stop"), false);
}

void TestLabServer::largeBodies_data()
{
    QTest::addColumn<int>("promptBytes");
    QTest::newRow("64KiB") << 64 * 1024;
    QTest::newRow("3MiB") << 3 * 1024 * 1024;
}

void TestLabServer::largeBodies()
{
    QFETCH(int, promptBytes);
    RawClient client;
    QVERIFY(client.connectTo(m_lab->port()));
    const QString prompt(promptBytes, QLatin1Char('x'));
    const QByteArray id = "large-" + QByteArray::number(promptBytes);
    client.send(chatRequest(chatBody("lab-fast", true, true, 0, prompt),
                            {{"X-Request-ID", id}, {"X-Lab-First-Token-Ms", "1"}, {"X-Lab-Output-Tokens", "2"}}));
    RawResponse response;
    QVERIFY(client.read(response, 15000));
    verifyOpenAiStream(response, 2, QStringLiteral("stop"), true);
    const std::optional<LabTruth> truth = m_lab->truthFor(id.toStdString());
    QVERIFY(truth);
    // ~4 characters per token, plus 4 for the message and 3 for priming.
    QCOMPARE(truth->promptTokens, promptBytes / 4 + 7);
}

void TestLabServer::chunkedRequestBody()
{
    RawClient client;
    QVERIFY(client.connectTo(m_lab->port()));
    const QByteArray body = chatBody("lab-fast", true);
    const qsizetype half = body.size() / 2;
    QByteArray request = QByteArrayLiteral("POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                                           "Transfer-Encoding: chunked\r\nX-Request-ID: chunked-1\r\n"
                                           "X-Lab-First-Token-Ms: 1\r\nX-Lab-Output-Tokens: 2\r\n\r\n");
    request += QByteArray::number(half, 16) + "\r\n" + body.left(half) + "\r\n";
    request += QByteArray::number(body.size() - half, 16) + "\r\n" + body.mid(half) + "\r\n0\r\n\r\n";
    client.send(request);
    RawResponse response;
    QVERIFY(client.read(response));
    verifyOpenAiStream(response, 2, QStringLiteral("stop"), false);
}

void TestLabServer::apiKeyRequired()
{
    LabConfig config;
    config.apiKey = "sk-lab-test";
    LabServer lab(config);
    QVERIFY(lab.start());
    RawClient client;
    QVERIFY(client.connectTo(lab.port()));
    const Headers fast{{"X-Lab-First-Token-Ms", "1"}, {"X-Lab-Output-Tokens", "1"}};

    client.send(chatRequest(chatBody("lab-fast", true), fast));
    RawResponse response;
    QVERIFY(client.read(response));
    QCOMPARE(response.status, 401);
    QCOMPARE(response.header("content-type"), QByteArrayLiteral("application/json"));
    const QJsonObject error = jsonObject(response.body).value(QLatin1String("error")).toObject();
    QCOMPARE(error.value(QLatin1String("code")).toString(), QStringLiteral("invalid_api_key"));
    QCOMPARE(error.value(QLatin1String("type")).toString(), QStringLiteral("invalid_request_error"));

    Headers wrong = fast;
    wrong.emplace_back("Authorization", "Bearer sk-wrong");
    client.send(chatRequest(chatBody("lab-fast", true), wrong));
    QVERIFY(client.read(response));
    QCOMPARE(response.status, 401);

    Headers right = fast;
    right.emplace_back("Authorization", "Bearer sk-lab-test");
    client.send(chatRequest(chatBody("lab-fast", true), right));
    QVERIFY(client.read(response));
    verifyOpenAiStream(response, 1, QStringLiteral("stop"), false);
}

void TestLabServer::httpFaults_data()
{
    QTest::addColumn<QByteArray>("fault");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("code");
    QTest::newRow("http-401") << QByteArrayLiteral("http-401") << 401 << QStringLiteral("invalid_api_key");
    QTest::newRow("http-429") << QByteArrayLiteral("http-429") << 429 << QStringLiteral("rate_limit_exceeded");
    QTest::newRow("http-500") << QByteArrayLiteral("http-500") << 500 << QString();
    QTest::newRow("unknown") << QByteArrayLiteral("no-such-fault") << 400 << QStringLiteral("unknown_lab_fault");
}

void TestLabServer::httpFaults()
{
    QFETCH(QByteArray, fault);
    QFETCH(int, status);
    QFETCH(QString, code);
    RawClient client;
    QVERIFY(client.connectTo(m_lab->port()));
    const QByteArray id = "fault-" + fault;
    client.send(chatRequest(chatBody("lab-fast", true), {{"X-Lab-Fault", fault}, {"X-Request-ID", id}}));
    RawResponse response;
    QVERIFY(client.read(response));
    QCOMPARE(response.status, status);
    QCOMPARE(response.header("x-request-id"), id);
    const QJsonObject error = jsonObject(response.body).value(QLatin1String("error")).toObject();
    QVERIFY(!error.value(QLatin1String("message")).toString().isEmpty());
    QCOMPARE(error.value(QLatin1String("code")).toString(), code);
    if (status == 429)
        QCOMPARE(response.header("retry-after"), QByteArrayLiteral("1"));
    const std::optional<LabTruth> truth = m_lab->truthFor(id.toStdString());
    QVERIFY(truth);
    QCOMPARE(truth->httpStatus, status);
    QCOMPARE(truth->outcome, LabOutcome::HttpError);
}

void TestLabServer::errorEvent()
{
    RawClient client;
    QVERIFY(client.connectTo(m_lab->port()));
    client.send(chatRequest(chatBody("lab-fast", true),
                            {{"X-Lab-Fault", "error-event"}, {"X-Request-ID", "err-event"},
                             {"X-Lab-First-Token-Ms", "1"}, {"X-Lab-Tpot-Ms", "1"}, {"X-Lab-Output-Tokens", "10"}}));
    RawResponse response;
    QVERIFY(client.read(response));
    QVERIFY(response.complete); // the chunked body ends properly
    const std::vector<SseItem> events = sseEvents(response.body);
    QCOMPARE(events.size(), std::size_t(1 + 3 + 1)); // role, 3 tokens, the error
    QCOMPARE(events.back().event, QByteArrayLiteral("error"));
    QVERIFY(jsonObject(events.back().data).value(QLatin1String("error")).isObject());
    QVERIFY(!response.body.contains("[DONE]"));
    QCOMPARE(m_lab->truthFor("err-event")->outcome, LabOutcome::ErrorEvent);
}

void TestLabServer::errorObject()
{
    RawClient client;
    QVERIFY(client.connectTo(m_lab->port()));
    client.send(chatRequest(chatBody("lab-fast", true),
                            {{"X-Lab-Fault", "error-object"}, {"X-Lab-Fault-After-Tokens", "2"},
                             {"X-Request-ID", "err-object"}, {"X-Lab-First-Token-Ms", "1"}, {"X-Lab-Tpot-Ms", "1"}}));
    RawResponse response;
    QVERIFY(client.read(response));
    const std::vector<SseItem> events = sseEvents(response.body);
    QCOMPARE(events.size(), std::size_t(1 + 2 + 1));
    QCOMPARE(events.back().event, QByteArrayLiteral("message"));
    const QJsonObject error = jsonObject(events.back().data).value(QLatin1String("error")).toObject();
    QCOMPARE(error.value(QLatin1String("type")).toString(), QStringLiteral("server_error"));
    QCOMPARE(m_lab->truthFor("err-object")->tokensWritten, 2);
}

void TestLabServer::drop()
{
    RawClient client;
    QVERIFY(client.connectTo(m_lab->port()));
    client.send(chatRequest(chatBody("lab-fast", true),
                            {{"X-Lab-Fault", "drop"}, {"X-Request-ID", "drop-1"}, {"X-Lab-First-Token-Ms", "1"},
                             {"X-Lab-Tpot-Ms", "1"}, {"X-Lab-Output-Tokens", "10"}}));
    RawResponse response;
    QVERIFY(!client.read(response)); // closed before the end of the body
    QCOMPARE(response.status, 200);
    QVERIFY(!response.complete);
    QCOMPARE(response.chunks.size(), std::size_t(1 + 3));
    QVERIFY(client.waitForClose(kTimeoutMs));
    const std::optional<LabTruth> truth = m_lab->truthFor("drop-1");
    QVERIFY(truth);
    QCOMPARE(truth->outcome, LabOutcome::Dropped);
    QCOMPARE(truth->tokensWritten, 3);
}

void TestLabServer::stall()
{
    RawClient client;
    QVERIFY(client.connectTo(m_lab->port()));
    client.send(chatRequest(chatBody("lab-fast", true),
                            {{"X-Lab-Fault", "stall"}, {"X-Request-ID", "stall-1"}, {"X-Lab-First-Token-Ms", "1"},
                             {"X-Lab-Tpot-Ms", "1"}, {"X-Lab-Output-Tokens", "10"}}));
    RawResponse response;
    QVERIFY(!client.read(response, 300));
    QCOMPARE(response.chunks.size(), std::size_t(1 + 3));
    QVERIFY(client.staysQuiet(200));
    QCOMPARE(m_lab->truthFor("stall-1")->outcome, LabOutcome::Stalled);
    client.socket().abort();
}

void TestLabServer::malformedChunk()
{
    RawClient client;
    QVERIFY(client.connectTo(m_lab->port()));
    client.send(chatRequest(chatBody("lab-fast", true),
                            {{"X-Lab-Fault", "malformed"}, {"X-Request-ID", "malformed-1"},
                             {"X-Lab-First-Token-Ms", "1"}, {"X-Lab-Tpot-Ms", "1"}, {"X-Lab-Output-Tokens", "5"}}));
    RawResponse response;
    QVERIFY(client.read(response));
    QVERIFY(response.complete);
    const std::vector<SseItem> events = sseEvents(response.body);
    QCOMPARE(events.size(), std::size_t(1 + 5 + 1 + 1 + 1)); // role, tokens, broken line, finish, [DONE]
    int broken = 0;
    for (const SseItem &event : events) {
        QJsonParseError error{};
        QJsonDocument::fromJson(event.data, &error);
        if (event.data != "[DONE]" && error.error != QJsonParseError::NoError)
            ++broken;
    }
    QCOMPARE(broken, 1);
    QCOMPARE(events.back().data, QByteArrayLiteral("[DONE]"));
}

void TestLabServer::slowReaderBacklog()
{
    // A client that does not read: the kernel's buffers fill, the server's writes back up in Qt
    // and must still arrive whole and in order once the client reads again.
    RawClient client;
    QVERIFY(client.connectTo(m_lab->port()));
    client.socket().setReadBufferSize(64 * 1024); // keep Qt from draining the kernel for us
    const int tokens = 60'000;                    // ~15 MB of chunks, more than loopback buffers hold
    client.send(chatRequest(chatBody("lab-fast", true, true),
                            {{"X-Request-ID", "slow-reader"}, {"X-Lab-First-Token-Ms", "0"}, {"X-Lab-Tpot-Ms", "0"},
                             {"X-Lab-Output-Tokens", QByteArray::number(tokens)}}));
    QTRY_VERIFY_WITH_TIMEOUT(m_lab->truthFor("slow-reader") && m_lab->truthFor("slow-reader")->backloggedWrites > 0,
                             10000);
    client.socket().setReadBufferSize(0);
    RawResponse response;
    QVERIFY(client.read(response, 15000));
    verifyOpenAiStream(response, tokens, QStringLiteral("stop"), true);
    QTRY_COMPARE_WITH_TIMEOUT(m_lab->truthFor("slow-reader")->outcome, LabOutcome::Complete, kTimeoutMs);
}

void TestLabServer::malformedRequests_data()
{
    QTest::addColumn<QByteArray>("wire");
    QTest::addColumn<int>("status");
    QTest::newRow("garbage") << QByteArrayLiteral("HELLO THERE\r\n\r\n") << 400;
    QTest::newRow("bad-length") << QByteArrayLiteral("POST /v1/chat/completions HTTP/1.1\r\nContent-Length: -1\r\n\r\n") << 400;
    QTest::newRow("bad-json") << post("/v1/chat/completions", "{\"model\": ") << 400;
    QTest::newRow("no-messages") << post("/v1/chat/completions", "{\"model\":\"lab-fast\"}") << 400;
    QTest::newRow("unknown-model") << post("/v1/chat/completions", chatBody("gpt-nothing", true)) << 404;
    QTest::newRow("bad-override") << chatRequest(chatBody("lab-fast", true), {{"X-Lab-Tpot-Ms", "fast"}}) << 400;
}

void TestLabServer::malformedRequests()
{
    QFETCH(QByteArray, wire);
    QFETCH(int, status);
    RawClient client;
    QVERIFY(client.connectTo(m_lab->port()));
    client.send(wire);
    RawResponse response;
    QVERIFY(client.read(response));
    QCOMPARE(response.status, status);
    QVERIFY(jsonObject(response.body).value(QLatin1String("error")).isObject());
    QVERIFY(!response.header("x-request-id").isEmpty());
}

void TestLabServer::nonStreaming()
{
    RawClient client;
    QVERIFY(client.connectTo(m_lab->port()));
    client.send(chatRequest(chatBody("lab-fast", false),
                            {{"X-Request-ID", "whole-1"}, {"X-Lab-First-Token-Ms", "20"}, {"X-Lab-Tpot-Ms", "2"},
                             {"X-Lab-Output-Tokens", "6"}}));
    RawResponse response;
    QVERIFY(client.read(response));
    QCOMPARE(response.status, 200);
    QVERIFY(!response.chunked);
    QCOMPARE(response.header("content-type"), QByteArrayLiteral("application/json"));
    const QJsonObject completion = jsonObject(response.body);
    QCOMPARE(completion.value(QLatin1String("object")).toString(), QStringLiteral("chat.completion"));
    const QJsonObject choice = completion[QLatin1String("choices")][0].toObject();
    QCOMPARE(choice[QLatin1String("message")][QLatin1String("role")].toString(), QStringLiteral("assistant"));
    QVERIFY(!choice[QLatin1String("message")][QLatin1String("content")].toString().isEmpty());
    QCOMPARE(choice[QLatin1String("finish_reason")].toString(), QStringLiteral("stop"));
    QCOMPARE(completion[QLatin1String("usage")][QLatin1String("completion_tokens")].toInt(), 6);

    const std::optional<LabTruth> truth = m_lab->truthFor("whole-1");
    QVERIFY(truth);
    QVERIFY(!truth->stream);
    const double elapsedMs = double(truth->lastByteWrittenNs - truth->requestCompleteNs) / 1e6;
    QVERIFY2(elapsedMs >= 30.0 && elapsedMs < 45.0, qPrintable(QString::number(elapsedMs))); // 20 + 5 * 2
}

void TestLabServer::generatedRequestId()
{
    RawClient client;
    QVERIFY(client.connectTo(m_lab->port()));
    client.send(chatRequest(chatBody("lab-fast", true), {{"X-Lab-First-Token-Ms", "1"}, {"X-Lab-Output-Tokens", "1"}}));
    RawResponse response;
    QVERIFY(client.read(response));
    const QByteArray id = response.header("x-request-id");
    QVERIFY(id.startsWith("lab-"));
    QCOMPARE(truthOver(id).value(QLatin1String("outcome")).toString(), QStringLiteral("complete"));

    // An id the server cannot echo safely (a stray CR) is replaced by one of its own.
    client.send(get(QByteArrayLiteral("/health"), {{"X-Request-ID", "bad\rid"}}));
    QVERIFY(client.read(response));
    QVERIFY(response.header("x-request-id").startsWith("lab-"));
}

void TestLabServer::reproducibleJitter()
{
    // Same seed and request id: same plan, whatever else happens in between.
    const auto plannedFor = [this](const QByteArray &id) {
        RawClient client;
        if (!client.connectTo(m_lab->port()))
            return -1.0;
        client.send(chatRequest(chatBody("lab-fast", true, false, 2), {{"X-Request-ID", id}}));
        RawResponse response;
        if (!client.read(response))
            return -1.0;
        return m_lab->truthFor(id.toStdString())->plannedFirstTokenMs;
    };
    const double first = plannedFor("seeded-a");
    const double again = plannedFor("seeded-a");
    const double other = plannedFor("seeded-b");
    QVERIFY(first >= 40.0); // lab-fast: 40 ms overhead + prefill + jitter
    QCOMPARE(again, first);
    QVERIFY(other != first);
}

void TestLabServer::concurrentStreams_data()
{
    QTest::addColumn<int>("staggerMs");
    QTest::newRow("burst") << 0;      // every stream on the same time line: the worst case
    QTest::newRow("staggered") << 50; // first tokens spread over 50 ms, closer to real traffic
}

void TestLabServer::concurrentStreams()
{
    // Many streams at once in one server thread; each token write is stamped against its plan.
    // TTFT_LAB_STREAMS=1000 gives the figures for a large run.
    QFETCH(int, staggerMs);
    const int streams = qEnvironmentVariableIsSet("TTFT_LAB_STREAMS") ? qEnvironmentVariableIntValue("TTFT_LAB_STREAMS")
                                                                       : 200;
    const int tokens = 20;
    const QByteArray idPrefix = "many-" + QByteArray::number(staggerMs) + "-";
    std::vector<std::unique_ptr<QTcpSocket>> sockets;
    std::vector<QByteArray> received(static_cast<std::size_t>(streams));
    int done = 0;
    for (int i = 0; i < streams; ++i) {
        auto socket = std::make_unique<QTcpSocket>();
        QTcpSocket *raw = socket.get();
        QObject::connect(raw, &QTcpSocket::readyRead, raw, [raw, &received, &done, i] {
            QByteArray &bytes = received[std::size_t(i)];
            bytes += raw->readAll();
            if (bytes.endsWith("0\r\n\r\n") && bytes.contains("[DONE]"))
                ++done;
        });
        raw->connectToHost(QStringLiteral("127.0.0.1"), m_lab->port());
        raw->write(chatRequest(chatBody("lab-fast", true),
                               {{"X-Request-ID", idPrefix + QByteArray::number(i)},
                                {"X-Lab-First-Token-Ms", QByteArray::number(300 + (staggerMs > 0 ? i % staggerMs : 0))},
                                {"X-Lab-Tpot-Ms", "20"}, {"X-Lab-Output-Tokens", QByteArray::number(tokens)}}));
        sockets.push_back(std::move(socket));
    }
    QTRY_COMPARE_WITH_TIMEOUT(done, streams, 15000);

    std::vector<double> firstLateUs;
    std::vector<double> maxLateUs;
    int maxInFlight = 0;
    for (int i = 0; i < streams; ++i) {
        const std::optional<LabTruth> truth = m_lab->truthFor(QByteArray(idPrefix + QByteArray::number(i)).toStdString());
        QVERIFY(truth);
        QCOMPARE(truth->outcome, LabOutcome::Complete);
        QCOMPARE(truth->tokensWritten, tokens);
        firstLateUs.push_back(double(truth->firstTokenLateNs) / 1e3);
        maxLateUs.push_back(double(truth->maxTokenLateNs) / 1e3);
        maxInFlight = std::max(maxInFlight, truth->inFlightAtStart + 1);
    }
    qInfo("%d streams, %s (max %d in flight): first-token write late by p50 %.0f us, p99 %.0f us, max %.0f us; "
          "worst token per stream p50 %.0f us, p99 %.0f us, max %.0f us",
          streams, QTest::currentDataTag(), maxInFlight, percentile(firstLateUs, 50), percentile(firstLateUs, 99), percentile(firstLateUs, 100),
          percentile(maxLateUs, 50), percentile(maxLateUs, 99), percentile(maxLateUs, 100));
    // Generous: the machine is shared; the figures above are what matters.
    QVERIFY(percentile(firstLateUs, 50) < 20'000);
}

void TestLabServer::qtTimerFallback()
{
    // Without timerfd the scheduler rounds up to Qt's millisecond timers: later, never early.
    LabConfig config;
    config.preciseWakeups = false;
    LabServer lab(config);
    QVERIFY(lab.start());
    RawClient client;
    QVERIFY(client.connectTo(lab.port()));
    client.send(chatRequest(chatBody("lab-fast", true), {{"X-Request-ID", "qt-timer"}, {"X-Lab-First-Token-Ms", "50"},
                                                         {"X-Lab-Tpot-Ms", "3"}, {"X-Lab-Output-Tokens", "5"}}));
    RawResponse response;
    QVERIFY(client.read(response));
    verifyOpenAiStream(response, 5, QStringLiteral("stop"), false);
    const std::optional<LabTruth> truth = lab.truthFor("qt-timer");
    QVERIFY(truth);
    QVERIFY(truth->firstTokenLateNs >= 0);
    QVERIFY2(truth->maxTokenLateNs < 20'000'000, qPrintable(QString::number(truth->maxTokenLateNs)));
    qInfo("Qt::PreciseTimer fallback: first token late by %.0f us, worst token %.0f us",
          double(truth->firstTokenLateNs) / 1e3, double(truth->maxTokenLateNs) / 1e3);
}

void TestLabServer::stopWithStreamsInFlight()
{
    auto lab = std::make_unique<LabServer>();
    QVERIFY(lab->start());
    RawClient client;
    QVERIFY(client.connectTo(lab->port()));
    client.send(chatRequest(chatBody("lab-fast", true), {{"X-Request-ID", "stopped-1"}, {"X-Lab-First-Token-Ms", "5000"}}));
    RawResponse response;
    QVERIFY(!client.read(response, 200)); // head and role chunk, then waiting for the first token
    QCOMPARE(response.chunks.size(), std::size_t(1));

    lab->stop(); // from another thread than the server's
    QVERIFY(!lab->isRunning());
    QCOMPARE(lab->port(), quint16(0));
    QVERIFY(client.waitForClose(kTimeoutMs));
    const std::optional<LabTruth> truth = lab->truthFor("stopped-1");
    QVERIFY(truth);
    QCOMPARE(truth->outcome, LabOutcome::ServerStopped);

    // It starts again on a new port and the destructor stops it.
    QVERIFY(lab->start());
    QVERIFY(lab->port() != 0);
    lab.reset();
}

void TestLabServer::standaloneUntilSignal()
{
    // What `ttft-bench lab` can run: serves until SIGINT/SIGTERM, then stops cleanly.
    int healthStatus = 0;
    QString error;
    const int exitCode = runLabServerUntilSignal(
        LabConfig{},
        [&healthStatus](const LabServer &lab) {
            RawClient client;
            if (client.connectTo(lab.port())) {
                client.send(get(QByteArrayLiteral("/health")));
                RawResponse response;
                if (client.read(response))
                    healthStatus = response.status;
            }
            std::raise(SIGTERM);
        },
        &error);
    QCOMPARE(exitCode, 0);
    QCOMPARE(healthStatus, 200);
}

namespace {

// The value of the one sample `name{labels}` in a text exposition; -1 when absent.
double sampleValue(const QByteArray &text, const QByteArray &nameAndLabels)
{
    const QByteArray prefix = nameAndLabels + ' ';
    for (const QByteArray &line : text.split('\n')) {
        if (line.startsWith(prefix))
            return line.mid(prefix.size()).toDouble();
    }
    return -1;
}

} // namespace

void TestLabServer::vllmMetrics()
{
    // A client that scrapes vLLM scrapes the lab the same way: vLLM's names, types, labels and
    // buckets, with figures that add up to the lab's own truth.
    LabModel cached;
    cached.name = "vm-cached";
    cached.fixedOverheadMs = 5;
    cached.prefillTokensPerSec = 0;
    cached.tpotMs = 2;
    cached.outputTokens = 6;
    cached.firstTokenJitterMs = 0;
    cached.tpotJitterMs = 0;
    cached.maxBatch = 1; // the second of two at once waits
    cached.prefixCache = true;
    cached.prefixCacheBlockTokens = 16;
    LabModel plain = cached;
    plain.name = "vm-plain";
    plain.maxBatch = 0;
    plain.prefixCache = false;
    LabConfig config;
    config.models = {cached, plain};
    LabServer lab(config);
    QVERIFY(lab.start());

    const QString longPrompt(400, QLatin1Char('y')); // 100 tokens: six cache blocks, seen twice
    RawClient a, b, c;
    QVERIFY(a.connectTo(lab.port()) && b.connectTo(lab.port()) && c.connectTo(lab.port()));
    a.send(chatRequest(chatBody("vm-cached", true, false, 0, longPrompt), {{"X-Request-ID", "vm-1"}}));
    // The two connections may be served by different server threads: vm-2 goes only once vm-1 is
    // in, or it could overtake it and be the one that misses the cache.
    // (A tight poll, not QTRY's sleeps: vm-1 must still be running when vm-2 arrives.)
    QElapsedTimer waited;
    waited.start();
    while (!lab.truthFor("vm-1") && waited.elapsed() < kTimeoutMs)
        std::this_thread::yield();
    b.send(chatRequest(chatBody("vm-cached", true, false, 0, longPrompt), {{"X-Request-ID", "vm-2"}}));
    RawResponse response;
    QVERIFY(a.read(response) && b.read(response));
    // Another dialect, the same engine; a cut answer; a whole one; a buffered one; a dropped one;
    // a refused one (never runs).
    c.send(post("/v1/messages",
                "{\"model\":\"vm-plain\",\"max_tokens\":3,\"stream\":true,\"messages\":[{\"role\":\"user\",\"content\":\"Hi\"}]}",
                {{"X-Request-ID", "vm-3"}}));
    QVERIFY(c.read(response));
    c.send(chatRequest(chatBody("vm-plain", false), {{"X-Request-ID", "vm-4"}}));
    QVERIFY(c.read(response));
    c.send(chatRequest(chatBody("vm-plain", true), {{"X-Request-ID", "vm-5"}, {"X-Lab-Fault", "buffered"}}));
    QVERIFY(c.read(response));
    c.send(chatRequest(chatBody("vm-plain", true), {{"X-Request-ID", "vm-6"}, {"X-Lab-Fault", "http-429"}}));
    QVERIFY(c.read(response));
    c.send(chatRequest(chatBody("vm-plain", true), {{"X-Request-ID", "vm-7"}, {"X-Lab-Fault", "drop"}}));
    QVERIFY(!c.read(response));
    QTRY_COMPARE_WITH_TIMEOUT(lab.truthFor("vm-7")->outcome, LabOutcome::Dropped, kTimeoutMs);

    RawClient scraper;
    QVERIFY(scraper.connectTo(lab.port()));
    scraper.send(get("/metrics"));
    QVERIFY(scraper.read(response));
    QCOMPARE(response.status, 200);
    const QByteArray text = response.body;
    QVERIFY(text.contains("ttft_lab_time_to_first_token_seconds")); // the lab's own names stay

    const std::vector<std::pair<const char *, const char *>> types{
        {"vllm:num_requests_running", "gauge"},
        {"vllm:num_requests_waiting", "gauge"},
        {"vllm:prefix_cache_queries_total", "counter"},
        {"vllm:prefix_cache_hits_total", "counter"},
        {"vllm:prompt_tokens_total", "counter"},
        {"vllm:generation_tokens_total", "counter"},
        {"vllm:request_success_total", "counter"},
        {"vllm:time_to_first_token_seconds", "histogram"},
        {"vllm:e2e_request_latency_seconds", "histogram"},
        {"vllm:request_queue_time_seconds", "histogram"},
        {"vllm:request_prefill_time_seconds", "histogram"},
        {"vllm:request_decode_time_seconds", "histogram"},
    };
    for (const auto &[name, type] : types)
        QVERIFY2(text.contains(QByteArray(QByteArray("# TYPE ") + name + ' ' + type + '\n')), name);
    // vLLM's TTFT buckets, written as its Python client writes them.
    QVERIFY(text.contains("vllm:time_to_first_token_seconds_bucket{engine=\"0\",le=\"0.001\",model_name=\"vm-plain\"} "));
    QVERIFY(text.contains("vllm:time_to_first_token_seconds_bucket{engine=\"0\",le=\"2560.0\",model_name=\"vm-plain\"} "));
    QVERIFY(text.contains("vllm:e2e_request_latency_seconds_bucket{engine=\"0\",le=\"7680.0\",model_name=\"vm-plain\"} "));

    for (const char *modelName : {"vm-cached", "vm-plain"}) {
        const QByteArray labels = QByteArray("{engine=\"0\",model_name=\"") + modelName + "\"}";
        const auto value = [&](const char *name) { return sampleValue(text, name + labels); };
        const auto reason = [&](const char *why) {
            return sampleValue(text, QByteArray("vllm:request_success_total{engine=\"0\",finished_reason=\"") + why
                                         + "\",model_name=\"" + modelName + "\"}");
        };
        // The truth, added up.
        double madeFirst = 0, ran = 0, stop = 0, length = 0, abort = 0, prompt = 0, cachedTokens = 0, tokens = 0;
        double ttftSum = 0, queueSum = 0;
        for (const LabTruth &truth : lab.truth()) {
            if (truth.model != modelName)
                continue;
            if (hasTime(truth.firstTokenMadeNs)) {
                ++madeFirst;
                ttftSum += double(truth.firstTokenMadeNs - truth.queueEnterNs) / 1e9;
            }
            if (!hasTime(truth.prefillStartNs))
                continue;
            ++ran;
            queueSum += double(truth.prefillStartNs - truth.queueEnterNs) / 1e9;
            prompt += truth.promptTokens;
            cachedTokens += truth.cachedTokens;
            tokens += truth.outcome == LabOutcome::Complete ? truth.outputTokens : truth.tokensWritten;
            if (truth.outcome != LabOutcome::Complete)
                ++abort;
            else if (truth.finishReason == "length")
                ++length;
            else
                ++stop;
        }
        QVERIFY(ran >= 2);
        QCOMPARE(value("vllm:num_requests_running"), 0.0);
        QCOMPARE(value("vllm:num_requests_waiting"), 0.0);
        QCOMPARE(value("vllm:time_to_first_token_seconds_count"), madeFirst);
        QVERIFY(qAbs(value("vllm:time_to_first_token_seconds_sum") - ttftSum) < 1e-6);
        QVERIFY(qAbs(value("vllm:request_queue_time_seconds_sum") - queueSum) < 1e-6);
        for (const char *histogram : {"vllm:e2e_request_latency_seconds_count", "vllm:request_queue_time_seconds_count",
                                      "vllm:request_prefill_time_seconds_count", "vllm:request_decode_time_seconds_count"})
            QCOMPARE(value(histogram), ran);
        QCOMPARE(reason("stop"), stop);
        QCOMPARE(reason("length"), length);
        QCOMPARE(reason("abort"), abort);
        QCOMPARE(value("vllm:prompt_tokens_total"), prompt);
        QCOMPARE(value("vllm:generation_tokens_total"), tokens);
        QCOMPARE(value("vllm:prefix_cache_hits_total"), cachedTokens);
        QCOMPARE(value("vllm:prefix_cache_queries_total"), QByteArray(modelName) == "vm-cached" ? prompt : 0.0);
    }
    // What the scenario was built to show.
    QVERIFY(lab.truthFor("vm-2")->cachedTokens > 0);
    QVERIFY(lab.truthFor("vm-2")->prefillStartNs > lab.truthFor("vm-2")->queueEnterNs); // it waited
    QCOMPARE(lab.truthFor("vm-3")->dialect, std::string("anthropic"));
    QCOMPARE(lab.truthFor("vm-3")->finishReason, std::string("length"));
    QVERIFY(!hasTime(lab.truthFor("vm-6")->prefillStartNs));
}

// A connection that arrives while the server's file table is full cannot be accepted. Qt would stop
// accepting for good; real servers try again a moment later (lablistener.cpp). The connection waits
// in the listen backlog and is served once descriptors are free again.
void TestLabServer::acceptsAgainAfterFullFileTable()
{
    const int client = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0); // made while there is room
    QVERIFY(client >= 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(m_lab->port());
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    {
        FullFileTable full;
        QVERIFY2(full.filled(), "could not fill the file table");
        // The handshake completes in the kernel; the lab's accept() fails with EMFILE.
        QCOMPARE(::connect(client, reinterpret_cast<const sockaddr *>(&address), sizeof address), 0);
        QThread::msleep(200);
    }
    const QByteArray request = get(QByteArrayLiteral("/health"));
    QCOMPARE(::send(client, request.constData(), std::size_t(request.size()), MSG_NOSIGNAL), ssize_t(request.size()));
    pollfd readable{client, POLLIN, 0};
    const int ready = ::poll(&readable, 1, 5000);
    char head[16] = {};
    const ssize_t got = ready == 1 ? ::recv(client, head, sizeof head - 1, 0) : -1;
    ::close(client);
    QVERIFY2(ready == 1, "no answer within 5 s: the lab stopped accepting");
    QVERIFY2(got > 0 && std::string_view(head).starts_with("HTTP/1.1 200"), head);
}

QTEST_GUILESS_MAIN(TestLabServer)

#include "tst_labserver.moc"
