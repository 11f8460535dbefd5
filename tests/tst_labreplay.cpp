// The lab server replaying a recorded response (LabConfig::replay, `ttft-bench lab --replay`):
// the recording formats, the bytes delivered unchanged, the pacing (fixed or the recording's own),
// the truth of replayed requests, and the command line. Every recording is written here.
#include "testpaths.h"
#include "lab/labconfigjson.h"
#include "lab/labrecording.h"
#include "lab/labserver.h"
#include "tst_labclient.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <vector>

using namespace ttft;
using namespace labtest;

namespace {

constexpr double kMs = 1e6; // ns per ms

// An Anthropic stream with CRLF line ends: nine events, answer text in the 4th to 6th.
QByteArray anthropicRecording()
{
    const QByteArrayList events{
        "event: message_start\r\ndata: {\"type\":\"message_start\",\"message\":{\"id\":\"msg_rec\",\"type\":\"message\","
        "\"role\":\"assistant\",\"model\":\"recorded\",\"content\":[],\"stop_reason\":null,\"usage\":{\"input_tokens\":9,"
        "\"output_tokens\":1}}}\r\n\r\n",
        "event: content_block_start\r\ndata: {\"type\":\"content_block_start\",\"index\":0,\"content_block\":{\"type\":\"text\","
        "\"text\":\"\"}}\r\n\r\n",
        "event: ping\r\ndata: {\"type\": \"ping\"}\r\n\r\n",
        "event: content_block_delta\r\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\","
        "\"text\":\"Replayed\"}}\r\n\r\n",
        "event: content_block_delta\r\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\","
        "\"text\":\" words\"}}\r\n\r\n",
        "event: content_block_delta\r\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\","
        "\"text\":\" arrive.\"}}\r\n\r\n",
        "event: content_block_stop\r\ndata: {\"type\":\"content_block_stop\",\"index\":0}\r\n\r\n",
        "event: message_delta\r\ndata: {\"type\":\"message_delta\",\"delta\":{\"stop_reason\":\"end_turn\"},\"usage\":"
        "{\"output_tokens\":3}}\r\n\r\n",
        "event: message_stop\r\ndata: {\"type\":\"message_stop\"}\r\n\r\n",
    };
    return events.join();
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return path;
}

QByteArray ollamaLine(const QByteArray &content, bool done = false)
{
    return "{\"model\":\"recorded\",\"created_at\":\"2025-01-01T00:00:00Z\",\"message\":{\"role\":\"assistant\",\"content\":\""
        + content + "\"},\"done\":" + (done ? "true" : "false") + "}\n";
}

QByteArray timedLine(double atMs, const QByteArray &bytes, bool base64 = false)
{
    const nlohmann::json line = base64 ? nlohmann::json{{"t_ms", atMs}, {"bytes_b64", bytes.toBase64().toStdString()}}
                                       : nlohmann::json{{"t_ms", atMs}, {"bytes", bytes.toStdString()}};
    return QByteArray::fromStdString(line.dump()) + '\n';
}

// A timed Ollama recording: the first answer text is split over two writes (a network read ends
// inside its line), so the answer starts with the write at 125 ms.
struct TimedWrite {
    double atMs;
    QByteArray bytes;
};
std::vector<TimedWrite> ollamaWrites()
{
    const QByteArray hello = ollamaLine("Hello");
    const qsizetype cut = hello.indexOf("llo");
    return {
        {80, ollamaLine("")},
        {120, hello.left(cut)},
        {125, hello.mid(cut)},
        {175, ollamaLine(" there")},
        {176, ollamaLine("", true)},
    };
}

// What one streamed response looked like on arrival: each HTTP chunk's payload and when it was
// complete (read as it comes, so its time is its arrival time).
struct TimedResponse {
    int status = 0;
    QByteArray head;
    std::vector<QByteArray> chunks;
    std::vector<std::int64_t> chunkNs;
    bool complete = false;

    QByteArray body() const
    {
        QByteArray all;
        for (const QByteArray &chunk : chunks)
            all += chunk;
        return all;
    }
};

bool readTimed(QTcpSocket &socket, TimedResponse &out, int timeoutMs = kTimeoutMs)
{
    const std::int64_t deadline = monoNowNs() + std::int64_t(timeoutMs) * 1'000'000;
    QByteArray buffer;
    bool inBody = false;
    for (;;) {
        if (!inBody) {
            const qsizetype headEnd = buffer.indexOf("\r\n\r\n");
            if (headEnd >= 0) {
                out.head = buffer.left(headEnd);
                out.status = out.head.mid(9, 3).toInt();
                buffer.remove(0, headEnd + 4);
                inBody = true;
            }
        }
        while (inBody) {
            const qsizetype lineEnd = buffer.indexOf("\r\n");
            if (lineEnd < 0)
                break;
            const qsizetype size = buffer.left(lineEnd).toLongLong(nullptr, 16);
            if (buffer.size() < lineEnd + 2 + size + 2)
                break;
            if (size == 0) {
                out.complete = true;
                return true;
            }
            out.chunks.push_back(buffer.mid(lineEnd + 2, size));
            out.chunkNs.push_back(monoNowNs());
            buffer.remove(0, lineEnd + 2 + size + 2);
        }
        const std::int64_t leftMs = (deadline - monoNowNs()) / 1'000'000;
        if (leftMs <= 0 || !socket.waitForReadyRead(int(leftMs)))
            return false;
        buffer += socket.readAll();
    }
}

LabModel exactModel(double tpotMs)
{
    LabModel model;
    model.name = "replay-model";
    model.fixedOverheadMs = 10;
    model.prefillTokensPerSec = 0;
    model.tpotMs = tpotMs;
    model.firstTokenJitterMs = 0;
    model.tpotJitterMs = 0;
    return model;
}

} // namespace

class TestLabReplay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void splitSse_data();
    void splitSse();
    void splitNdjson();
    void answerText_data();
    void answerText();
    void timedRecording();
    void timedRecordingProblems_data();
    void timedRecordingProblems();
    void fixedPace();
    void modelTpotPace();
    void originalPace();
    void faultsAndBuffering();
    void startProblems();
    void configJson();
    void commandLine();
    void commandLineProblems_data();
    void commandLineProblems();
};

void TestLabReplay::splitSse_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("events");
    QTest::newRow("lf") << QByteArrayLiteral("data: a\n\nevent: x\ndata: b\n\n") << 2;
    QTest::newRow("crlf") << QByteArrayLiteral("data: a\r\n\r\ndata: b\r\n\r\n") << 2;
    QTest::newRow("cr") << QByteArrayLiteral("data: a\r\rdata: b\r\r") << 2;
    QTest::newRow("leading-blank-lines") << QByteArrayLiteral("\n\ndata: a\n\n") << 1;
    QTest::newRow("trailing-blank-lines") << QByteArrayLiteral("data: a\n\n\n\n") << 1;
    QTest::newRow("unterminated-last") << QByteArrayLiteral("data: a\n\ndata: b") << 2;
    QTest::newRow("comments") << QByteArrayLiteral(": keep-alive\n\ndata: a\n\n") << 2;
    QTest::newRow("bom") << QByteArrayLiteral("\xEF\xBB\xBF" "data: a\n\n") << 1;
    QTest::newRow("anthropic-crlf") << anthropicRecording() << 9;
}

void TestLabReplay::splitSse()
{
    QFETCH(QByteArray, body);
    QFETCH(int, events);
    const std::vector<QByteArray> split = splitRecordedBody(body, LabFraming::Sse);
    QCOMPARE(int(split.size()), events);
    QByteArray joined;
    for (const QByteArray &event : split)
        joined += event;
    QCOMPARE(joined, body); // every byte kept, in order
}

void TestLabReplay::splitNdjson()
{
    const QByteArray body = ollamaLine("a") + "\n" + ollamaLine("b") + ollamaLine("", true).chopped(1);
    const std::vector<QByteArray> lines = splitRecordedBody(body, LabFraming::Ndjson);
    QCOMPARE(lines.size(), std::size_t(3));
    QVERIFY(lines[0].endsWith("}\n\n")); // a blank line goes with the line before
    QCOMPARE(lines[0] + lines[1] + lines[2], body);
}

void TestLabReplay::answerText_data()
{
    QTest::addColumn<QByteArray>("dialect");
    QTest::addColumn<QByteArray>("event");
    QTest::addColumn<bool>("answer");
    QTest::newRow("openai-role") << QByteArrayLiteral("openai-chat")
                                 << QByteArrayLiteral("data: {\"choices\":[{\"delta\":{\"role\":\"assistant\",\"content\":\"\"}}]}\n\n") << false;
    QTest::newRow("openai-text") << QByteArrayLiteral("openai-chat")
                                 << QByteArrayLiteral("data: {\"choices\":[{\"delta\":{\"content\":\"Hi\"}}]}\n\n") << true;
    QTest::newRow("openai-done") << QByteArrayLiteral("openai-chat") << QByteArrayLiteral("data: [DONE]\n\n") << false;
    QTest::newRow("anthropic-thinking") << QByteArrayLiteral("anthropic")
                                        << QByteArrayLiteral("event: content_block_delta\ndata: {\"type\":\"content_block_delta\","
                                                             "\"delta\":{\"type\":\"thinking_delta\",\"thinking\":\"Hm\"}}\n\n")
                                        << false;
    QTest::newRow("anthropic-text") << QByteArrayLiteral("anthropic")
                                    << QByteArrayLiteral("event: content_block_delta\ndata: {\"type\":\"content_block_delta\","
                                                         "\"delta\":{\"type\":\"text_delta\",\"text\":\"Hi\"}}\n\n")
                                    << true;
    QTest::newRow("responses-text") << QByteArrayLiteral("openai-responses")
                                    << QByteArrayLiteral("event: response.output_text.delta\ndata: {\"type\":"
                                                         "\"response.output_text.delta\",\"delta\":\"Hi\"}\n\n")
                                    << true;
    QTest::newRow("gemini-thought") << QByteArrayLiteral("gemini")
                                    << QByteArrayLiteral("data: {\"candidates\":[{\"content\":{\"parts\":[{\"text\":\"Hm\","
                                                         "\"thought\":true}]}}]}\r\n\r\n")
                                    << false;
    QTest::newRow("gemini-text") << QByteArrayLiteral("gemini")
                                 << QByteArrayLiteral("data: {\"candidates\":[{\"content\":{\"parts\":[{\"text\":\"Hi\"}]}}]}\r\n\r\n")
                                 << true;
    QTest::newRow("ollama-generate") << QByteArrayLiteral("ollama-generate")
                                     << QByteArrayLiteral("{\"response\":\"Hi\",\"done\":false}\n") << true;
    QTest::newRow("llamacpp-final") << QByteArrayLiteral("llamacpp")
                                    << QByteArrayLiteral("data: {\"content\":\"\",\"stop\":true}\n\n") << false;
    QTest::newRow("tgi-eos") << QByteArrayLiteral("tgi")
                             << QByteArrayLiteral("data:{\"token\":{\"text\":\"</s>\",\"special\":true}}\n\n") << false;
    QTest::newRow("tgi-text") << QByteArrayLiteral("tgi")
                              << QByteArrayLiteral("data:{\"token\":{\"text\":\"Hi\",\"special\":false}}\n\n") << true;
}

void TestLabReplay::answerText()
{
    QFETCH(QByteArray, dialect);
    QFETCH(QByteArray, event);
    QFETCH(bool, answer);
    const std::optional<LabDialect> parsed = labDialectFromName(dialect.toStdString());
    QVERIFY(parsed);
    QCOMPARE(recordedEventHasAnswerText(*parsed, event), answer);
}

void TestLabReplay::timedRecording()
{
    QByteArray file;
    const std::vector<TimedWrite> writes = ollamaWrites();
    for (std::size_t i = 0; i < writes.size(); ++i)
        file += timedLine(writes[i].atMs, writes[i].bytes, i == 3);
    QString error;
    const std::optional<LabRecording> recording = parseLabRecording(file, LabDialect::OllamaChat, QStringLiteral("t"), &error);
    QVERIFY2(recording, qPrintable(error));
    QVERIFY(recording->timed);
    QCOMPARE(recording->writes.size(), writes.size());
    for (std::size_t i = 0; i < writes.size(); ++i) {
        QCOMPARE(recording->writes[i].bytes, writes[i].bytes);
        QCOMPARE(recording->writes[i].atMs, writes[i].atMs);
    }
    // The write that completes "Hello"'s line carries the answer, not the one that starts it.
    const std::vector<bool> expected{false, false, true, true, false};
    for (std::size_t i = 0; i < writes.size(); ++i)
        QVERIFY2(recording->writes[i].answerText == expected[i], qPrintable(QString::number(i)));
    QCOMPARE(recording->answerWrites(), 2);

    // A raw NDJSON body is not a timed recording, even though every line is JSON.
    const std::optional<LabRecording> raw = parseLabRecording(ollamaLine("a") + ollamaLine("", true), LabDialect::OllamaChat,
                                                              QStringLiteral("raw"), &error);
    QVERIFY(raw);
    QVERIFY(!raw->timed);
    QCOMPARE(raw->writes.size(), std::size_t(2));
    QCOMPARE(raw->writes[0].atMs, -1.0);
}

void TestLabReplay::timedRecordingProblems_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QString>("problem");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("empty");
    QTest::newRow("no-bytes") << QByteArrayLiteral("{\"t_ms\": 1}\n") << QStringLiteral("line 1");
    QTest::newRow("negative-time") << QByteArrayLiteral("{\"t_ms\": 1, \"bytes\": \"a\"}\n{\"t_ms\": -1, \"bytes\": \"b\"}\n")
                                   << QStringLiteral("line 2");
    QTest::newRow("back-in-time") << QByteArrayLiteral("{\"t_ms\": 5, \"bytes\": \"a\"}\n{\"t_ms\": 4, \"bytes\": \"b\"}\n")
                                  << QStringLiteral("back in time");
    QTest::newRow("not-json") << QByteArrayLiteral("{\"t_ms\": 5, \"bytes\": \"a\"}\nnonsense\n") << QStringLiteral("line 2");
}

void TestLabReplay::timedRecordingProblems()
{
    QFETCH(QByteArray, file);
    QFETCH(QString, problem);
    QString error;
    QVERIFY(!parseLabRecording(file, LabDialect::OllamaChat, QStringLiteral("rec.jsonl"), &error));
    QVERIFY2(error.contains(problem), qPrintable(error));
}

void TestLabReplay::fixedPace()
{
    QTemporaryDir dir;
    const QByteArray recorded = anthropicRecording();
    LabConfig config;
    config.replay = LabReplay{writeFile(dir, QStringLiteral("anthropic.sse"), recorded).toStdString(), "anthropic", false, 30};
    LabServer lab(config);
    QString error;
    QVERIFY2(lab.start(&error), qPrintable(error));

    RawClient client;
    QVERIFY(client.connectTo(lab.port()));
    const std::int64_t sentNs = monoNowNs();
    client.send(post("/v1/messages", "{\"model\":\"lab-fast\",\"max_tokens\":5,\"messages\":[{\"role\":\"user\",\"content\":\"Hi\"}]}",
                     {{"X-Request-ID", "replay-fixed"}, {"X-Lab-First-Token-Ms", "50"}}));
    TimedResponse response;
    QVERIFY(readTimed(client.socket(), response));
    QCOMPARE(response.status, 200);
    QVERIFY(response.head.contains("Content-Type: text/event-stream"));
    QVERIFY(response.head.contains("request-id: replay-fixed"));
    QCOMPARE(response.body(), recorded); // unchanged, byte for byte
    QCOMPARE(response.chunks.size(), std::size_t(9)); // one write per recorded event
    QVERIFY(response.chunkNs.front() - sentNs >= 50 * kMs);
    for (std::size_t i = 1; i < response.chunkNs.size(); ++i) {
        const double gapMs = double(response.chunkNs[i] - response.chunkNs[i - 1]) / kMs;
        QVERIFY2(gapMs > 20 && gapMs < 45, qPrintable(QString::number(gapMs))); // 30 ms, seen from a busy client
    }
    const double spanMs = double(response.chunkNs.back() - response.chunkNs.front()) / kMs;
    QVERIFY2(spanMs >= 8 * 30 - 5 && spanMs < 8 * 30 + 30, qPrintable(QString::number(spanMs)));

    // The truth: the first token is the first event with answer text, the 4th (50 + 3 × 30 ms).
    const std::optional<LabTruth> truth = lab.truthFor("replay-fixed");
    QVERIFY(truth);
    QVERIFY(truth->replayed);
    QCOMPARE(truth->dialect, std::string("anthropic"));
    QCOMPARE(truth->outcome, LabOutcome::Complete);
    QCOMPARE(truth->tokensWritten, 3);
    QCOMPARE(truth->outputTokens, 9);
    const double firstTokenMs = double(truth->firstTokenWrittenNs - truth->requestCompleteNs) / kMs;
    QVERIFY2(firstTokenMs >= 140 && firstTokenMs < 150, qPrintable(QString::number(firstTokenMs)));
    QVERIFY(truth->lastByteWrittenNs - truth->requestCompleteNs >= std::int64_t((50 + 8 * 30) * kMs));

    // The other endpoints still simulate.
    client.send(chatRequest(chatBody("lab-fast", true), {{"X-Lab-First-Token-Ms", "1"}, {"X-Lab-Output-Tokens", "2"}}));
    RawResponse simulated;
    QVERIFY(client.read(simulated));
    verifyOpenAiStream(simulated, 2, QStringLiteral("stop"), false);
}

void TestLabReplay::modelTpotPace()
{
    // Without a pace the model's decode pace spaces the events, after its own first-token delay.
    QTemporaryDir dir;
    LabConfig config;
    config.models = {exactModel(20)};
    config.replay = LabReplay{writeFile(dir, QStringLiteral("a.sse"), anthropicRecording()).toStdString(), "anthropic", false, -1};
    LabServer lab(config);
    QVERIFY(lab.start());
    RawClient client;
    QVERIFY(client.connectTo(lab.port()));
    client.send(post("/v1/messages", "{\"model\":\"replay-model\",\"max_tokens\":5,\"messages\":[{\"role\":\"user\",\"content\":\"Hi\"}]}",
                     {{"X-Request-ID", "replay-tpot"}}));
    TimedResponse response;
    QVERIFY(readTimed(client.socket(), response));
    QCOMPARE(response.body(), anthropicRecording());
    const std::optional<LabTruth> truth = lab.truthFor("replay-tpot");
    QVERIFY(truth);
    QCOMPARE(truth->model, std::string("replay-model"));
    // 10 ms overhead, then the 4th event 3 × 20 ms later.
    QCOMPARE(truth->plannedFirstTokenMs, 10.0);
    const double firstTokenMs = double(truth->firstTokenWrittenNs - truth->queueEnterNs) / kMs;
    QVERIFY2(firstTokenMs >= 70 && firstTokenMs < 80, qPrintable(QString::number(firstTokenMs)));
    const double spanMs = double(response.chunkNs.back() - response.chunkNs.front()) / kMs;
    QVERIFY2(spanMs >= 8 * 20 - 5 && spanMs < 8 * 20 + 30, qPrintable(QString::number(spanMs)));
}

void TestLabReplay::originalPace()
{
    QTemporaryDir dir;
    QByteArray file;
    QByteArray body;
    const std::vector<TimedWrite> writes = ollamaWrites();
    for (const TimedWrite &write : writes) {
        file += timedLine(write.atMs, write.bytes);
        body += write.bytes;
    }
    LabConfig config;
    config.replay = LabReplay{writeFile(dir, QStringLiteral("ollama.jsonl"), file).toStdString(), "ollama-chat", true, -1};
    LabServer lab(config);
    QString error;
    QVERIFY2(lab.start(&error), qPrintable(error));

    RawClient client;
    QVERIFY(client.connectTo(lab.port()));
    client.send(post("/api/chat", "{\"model\":\"lab-slow\",\"messages\":[{\"role\":\"user\",\"content\":\"Hi\"}]}",
                     {{"X-Request-ID", "replay-original"}}));
    TimedResponse response;
    QVERIFY(readTimed(client.socket(), response));
    QCOMPARE(response.status, 200);
    QVERIFY(response.head.contains("Content-Type: application/x-ndjson"));
    QCOMPARE(response.body(), body);
    QCOMPARE(response.chunks.size(), writes.size());

    const std::optional<LabTruth> truth = lab.truthFor("replay-original");
    QVERIFY(truth);
    QVERIFY(truth->replayed);
    QCOMPARE(truth->model, std::string("lab-slow")); // the slow model's own latency plays no part
    QCOMPARE(truth->tokensWritten, 2);
    // Every write at its recorded time after the request (the server's stamps: exact to its timer).
    const double firstTokenMs = double(truth->firstTokenWrittenNs - truth->queueEnterNs) / kMs;
    QVERIFY2(firstTokenMs >= 125 && firstTokenMs < 135, qPrintable(QString::number(firstTokenMs)));
    const double lastMs = double(truth->lastByteWrittenNs - truth->queueEnterNs) / kMs;
    QVERIFY2(lastMs >= 176 && lastMs < 190, qPrintable(QString::number(lastMs)));
    // And as the client saw them: the 50 ms gap in the recording is there.
    const double gapMs = double(response.chunkNs[3] - response.chunkNs[2]) / kMs;
    QVERIFY2(gapMs > 40 && gapMs < 65, qPrintable(QString::number(gapMs)));

    // X-Lab-First-Token-Ms moves the whole recording, keeping its gaps.
    client.send(post("/api/chat", "{\"model\":\"lab-fast\",\"messages\":[]}",
                     {{"X-Request-ID", "replay-shifted"}, {"X-Lab-First-Token-Ms", "10"}}));
    TimedResponse shifted;
    QVERIFY(readTimed(client.socket(), shifted));
    QCOMPARE(shifted.body(), body);
    const std::optional<LabTruth> moved = lab.truthFor("replay-shifted");
    const double movedMs = double(moved->firstTokenWrittenNs - moved->queueEnterNs) / kMs;
    QVERIFY2(movedMs >= 10 + 45 && movedMs < 10 + 55, qPrintable(QString::number(movedMs)));
}

void TestLabReplay::faultsAndBuffering()
{
    QTemporaryDir dir;
    LabConfig config;
    config.replay = LabReplay{writeFile(dir, QStringLiteral("a.sse"), anthropicRecording()).toStdString(), "anthropic", false, 5};
    LabServer lab(config);
    QVERIFY(lab.start());
    RawClient client;
    QVERIFY(client.connectTo(lab.port()));
    const QByteArray body = "{\"model\":\"lab-fast\",\"max_tokens\":5,\"messages\":[{\"role\":\"user\",\"content\":\"Hi\"}]}";

    // A buffering proxy in front of the replay: everything in one write, at the end.
    client.send(post("/v1/messages", body, {{"X-Request-ID", "replay-buffered"}, {"X-Lab-First-Token-Ms", "5"}, {"X-Lab-Fault", "buffered"}}));
    RawResponse response;
    QVERIFY(client.read(response));
    QCOMPARE(response.body, anthropicRecording());
    std::optional<LabTruth> truth = lab.truthFor("replay-buffered");
    QCOMPARE(truth->firstTokenWrittenNs, truth->lastByteWrittenNs);
    QCOMPARE(truth->tokensWritten, 3);

    // An in-band error after four recorded events, in Anthropic's shape.
    client.send(post("/v1/messages", body,
                     {{"X-Request-ID", "replay-error"}, {"X-Lab-First-Token-Ms", "5"}, {"X-Lab-Fault", "error-event"},
                      {"X-Lab-Fault-After-Tokens", "4"}}));
    QVERIFY(client.read(response));
    const std::vector<SseItem> events = sseEvents(QByteArray(response.body).replace("\r\n", "\n"));
    QCOMPARE(events.size(), std::size_t(5));
    QCOMPARE(events.back().event, QByteArrayLiteral("error"));
    QCOMPARE(jsonObject(events.back().data)[QLatin1String("error")][QLatin1String("type")].toString(),
             QStringLiteral("overloaded_error"));
    truth = lab.truthFor("replay-error");
    QCOMPARE(truth->outcome, LabOutcome::ErrorEvent);
    QCOMPARE(truth->tokensWritten, 1);

    // HTTP faults answer before any replay.
    client.send(post("/v1/messages", body, {{"X-Lab-Fault", "http-429"}}));
    QVERIFY(client.read(response));
    QCOMPARE(response.status, 429);
    QCOMPARE(jsonObject(response.body)[QLatin1String("error")][QLatin1String("type")].toString(),
             QStringLiteral("rate_limit_error"));
}

void TestLabReplay::startProblems()
{
    QTemporaryDir dir;
    const QString raw = writeFile(dir, QStringLiteral("a.sse"), anthropicRecording());
    const auto startError = [](const LabReplay &replay) {
        LabConfig config;
        config.replay = replay;
        LabServer lab(config);
        QString error;
        return lab.start(&error) ? QString() : error;
    };
    QVERIFY(startError({dir.filePath(QStringLiteral("missing.sse")).toStdString(), "anthropic", false, -1})
                .contains(QLatin1String("missing.sse")));
    QVERIFY(startError({raw.toStdString(), "klingon", false, -1}).contains(QLatin1String("klingon")));
    QVERIFY(startError({raw.toStdString(), "anthropic", true, -1}).contains(QLatin1String("timestamps")));
    QVERIFY(startError({raw.toStdString(), "anthropic", false, -1}).isEmpty());
}

void TestLabReplay::configJson()
{
    LabConfig config;
    config.defaultModel = "lab-slow";
    config.replay = LabReplay{"/tmp/rec.jsonl", "gemini", true, -1};
    std::string error;
    QVERIFY(labConfigFromJson(nlohmann::json::parse(toJson(config).dump()), &error) == config);
    QVERIFY2(error.empty(), error.c_str());
    config.replay = LabReplay{"r.sse", "tgi", false, 12.5};
    const nlohmann::json json = toJson(config);
    QCOMPARE(json["replay"]["pace_ms"].get<double>(), 12.5);
    QCOMPARE(json["replay"]["pacing"].get<std::string>(), std::string("fixed"));
    QVERIFY(labConfigFromJson(json, &error) == config);
    QVERIFY(toJson(LabConfig{})["replay"].is_null());

    const LabConfig unknown = labConfigFromJson(nlohmann::json{{"replay", {{"path", "x"}, {"dialect", "nope"}}}}, &error);
    QVERIFY(!unknown.replay);
    QVERIFY2(error.find("replay.dialect") != std::string::npos, error.c_str());
    error.clear();
    const LabConfig badDefault = labConfigFromJson(nlohmann::json{{"default_model", "nope"}}, &error);
    QVERIFY(badDefault.defaultModel.empty());
    QVERIFY2(error.find("default_model") != std::string::npos, error.c_str());
}

void TestLabReplay::commandLine()
{
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("a.sse"), anthropicRecording());
    QProcess lab;
    lab.start(ttftTestPath(TTFT_BENCH_EXE), {QStringLiteral("lab"), QStringLiteral("--port"), QStringLiteral("0"),
                                               QStringLiteral("--replay"), path, QStringLiteral("--dialect"),
                                               QStringLiteral("anthropic"), QStringLiteral("--pace-ms"), QStringLiteral("1")});
    QVERIFY(lab.waitForReadyRead(10000));
    QTRY_VERIFY_WITH_TIMEOUT(lab.canReadLine(), kTimeoutMs);
    const QString banner = QString::fromUtf8(lab.readAllStandardOutput());
    const QRegularExpressionMatch match = QRegularExpression(QStringLiteral("127\\.0\\.0\\.1:(\\d+)/v1")).match(banner);
    QVERIFY2(match.hasMatch(), qPrintable(banner));

    RawClient client;
    QVERIFY(client.connectTo(quint16(match.captured(1).toUInt())));
    client.send(post("/v1/messages", "{\"model\":\"lab-fast\",\"max_tokens\":5,\"messages\":[{\"role\":\"user\",\"content\":\"Hi\"}]}",
                     {{"X-Lab-First-Token-Ms", "1"}}));
    RawResponse response;
    QVERIFY(client.read(response));
    QCOMPARE(response.body, anthropicRecording());

    lab.terminate();
    QVERIFY(lab.waitForFinished(10000));
    QCOMPARE(lab.exitCode(), 0);
}

void TestLabReplay::commandLineProblems_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    const QString file = ttftTestPath(TTFT_BENCH_EXE); // exists; never read as a recording below
    QTest::newRow("dialect-alone") << QStringList{QStringLiteral("--dialect"), QStringLiteral("tgi")} << 2;
    QTest::newRow("no-dialect") << QStringList{QStringLiteral("--replay"), file} << 2;
    QTest::newRow("unknown-dialect") << QStringList{QStringLiteral("--replay"), file, QStringLiteral("--dialect"), QStringLiteral("x")} << 2;
    QTest::newRow("bad-pace") << QStringList{QStringLiteral("--replay"), file, QStringLiteral("--dialect"), QStringLiteral("tgi"),
                                             QStringLiteral("--pace"), QStringLiteral("fast")}
                              << 2;
    QTest::newRow("original-and-ms") << QStringList{QStringLiteral("--replay"), file, QStringLiteral("--dialect"),
                                                    QStringLiteral("tgi"), QStringLiteral("--pace"), QStringLiteral("original"),
                                                    QStringLiteral("--pace-ms"), QStringLiteral("5")}
                                     << 2;
    QTest::newRow("missing-file") << QStringList{QStringLiteral("--replay"), QStringLiteral("/nonexistent/rec.sse"),
                                                 QStringLiteral("--dialect"), QStringLiteral("tgi"), QStringLiteral("--port"),
                                                 QStringLiteral("0")}
                                  << 1;
}

void TestLabReplay::commandLineProblems()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QProcess lab;
    lab.start(ttftTestPath(TTFT_BENCH_EXE), QStringList{QStringLiteral("lab")} + arguments);
    QVERIFY(lab.waitForFinished(10000));
    QCOMPARE(lab.exitCode(), exitCode);
    QVERIFY(!lab.readAllStandardError().isEmpty());
}

QTEST_GUILESS_MAIN(TestLabReplay)

#include "tst_labreplay.moc"
