// Every wire format the lab server speaks, over real loopback HTTP with a raw socket: the stream's
// content type, framing, prelude events, tokens, usage and terminator, as each API sends them; the
// truth of each request; faults in each dialect's own error shape; whole (non-streamed) answers;
// and, where the client has a parser for the dialect, the client's StreamMeter over the lab's bytes.
#include "lab/labserver.h"
#include "tst_labclient.h"
#include "wire/dialect.h"
#include "wire/streammeter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <nlohmann/json.hpp>

#include <memory>
#include <vector>

using namespace ttft;
using namespace labtest;

namespace {

constexpr int kTokens = 5;
const QString kPrompt = QStringLiteral("Say hello to the lab.");

QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QJsonObject userText(const char *key, const QJsonValue &content)
{
    return QJsonObject{{QStringLiteral("role"), QStringLiteral("user")}, {QString::fromLatin1(key), content}};
}

// The path each dialect's client posts to (with and without the /v1 prefix, as clients do).
QByteArray pathFor(const QByteArray &dialect, bool stream = true, const QByteArray &model = "lab-fast")
{
    if (dialect == "openai-chat")
        return "/v1/chat/completions";
    if (dialect == "anthropic")
        return "/v1/messages";
    if (dialect == "openai-responses")
        return "/v1/responses";
    if (dialect == "gemini")
        return "/v1beta/models/" + model + (stream ? ":streamGenerateContent?alt=sse" : ":generateContent");
    if (dialect == "ollama-chat")
        return "/api/chat";
    if (dialect == "ollama-generate")
        return "/v1/api/generate"; // behind the lab's /v1 base URL
    if (dialect == "llamacpp")
        return "/completion";
    return stream ? "/generate_stream" : "/v1/generate";
}

// A request body in each dialect's own shape.
QByteArray bodyFor(const QByteArray &dialect, bool stream = true, const QByteArray &model = "lab-fast")
{
    const QString name = QString::fromLatin1(model);
    if (dialect == "openai-chat")
        return chatBody(model, stream, true, 0, kPrompt);
    if (dialect == "anthropic") {
        return compact({{QStringLiteral("model"), name},
                        {QStringLiteral("max_tokens"), 100},
                        {QStringLiteral("system"), QStringLiteral("Be brief.")},
                        {QStringLiteral("messages"), QJsonArray{userText("content", kPrompt)}},
                        {QStringLiteral("stream"), stream}});
    }
    if (dialect == "openai-responses") {
        return compact({{QStringLiteral("model"), name},
                        {QStringLiteral("instructions"), QStringLiteral("Be brief.")},
                        {QStringLiteral("input"), kPrompt},
                        {QStringLiteral("stream"), stream}});
    }
    if (dialect == "gemini") {
        const QJsonArray parts{QJsonObject{{QStringLiteral("text"), kPrompt}}};
        return compact({{QStringLiteral("contents"), QJsonArray{userText("parts", parts)}},
                        {QStringLiteral("systemInstruction"),
                         QJsonObject{{QStringLiteral("parts"), QJsonArray{QJsonObject{{QStringLiteral("text"), QStringLiteral("Be brief.")}}}}}},
                        {QStringLiteral("generationConfig"), QJsonObject{{QStringLiteral("maxOutputTokens"), 100}}}});
    }
    if (dialect == "ollama-chat") {
        QJsonObject body{{QStringLiteral("model"), name}, {QStringLiteral("messages"), QJsonArray{userText("content", kPrompt)}}};
        if (!stream)
            body.insert(QStringLiteral("stream"), false); // Ollama streams unless told not to
        return compact(body);
    }
    if (dialect == "ollama-generate") {
        QJsonObject body{{QStringLiteral("model"), name}, {QStringLiteral("prompt"), kPrompt}};
        if (!stream)
            body.insert(QStringLiteral("stream"), false);
        return compact(body);
    }
    if (dialect == "llamacpp") {
        return compact({{QStringLiteral("prompt"), kPrompt}, {QStringLiteral("n_predict"), 100}, {QStringLiteral("stream"), stream}});
    }
    return compact({{QStringLiteral("inputs"), kPrompt}, {QStringLiteral("parameters"), QJsonObject{{QStringLiteral("max_new_tokens"), 100}}}});
}

bool isNdjson(const QByteArray &dialect)
{
    return dialect.startsWith("ollama");
}

// The wire events of a whole body: SSE events, or NDJSON lines (with an empty event name).
std::vector<SseItem> wireEvents(const QByteArray &dialect, const QByteArray &body)
{
    if (!isNdjson(dialect))
        return sseEvents(body);
    std::vector<SseItem> lines;
    for (const QByteArray &line : body.split('\n')) {
        if (!line.isEmpty())
            lines.push_back({QByteArray(), line});
    }
    return lines;
}

// The answer text an event carries, read the dialect's way (empty when none).
QString answerText(const QByteArray &dialect, const SseItem &event)
{
    const QJsonObject json = jsonObject(event.data);
    if (dialect == "openai-chat")
        return json[QLatin1String("choices")][0][QLatin1String("delta")][QLatin1String("content")].toString();
    if (dialect == "anthropic") {
        return json[QLatin1String("delta")][QLatin1String("type")].toString() == QLatin1String("text_delta")
            ? json[QLatin1String("delta")][QLatin1String("text")].toString()
            : QString();
    }
    if (dialect == "openai-responses") {
        return json[QLatin1String("type")].toString() == QLatin1String("response.output_text.delta")
            ? json[QLatin1String("delta")].toString()
            : QString();
    }
    if (dialect == "gemini")
        return json[QLatin1String("candidates")][0][QLatin1String("content")][QLatin1String("parts")][0][QLatin1String("text")].toString();
    if (dialect == "ollama-chat")
        return json[QLatin1String("message")][QLatin1String("content")].toString();
    if (dialect == "ollama-generate")
        return json[QLatin1String("response")].toString();
    if (dialect == "llamacpp")
        return json[QLatin1String("content")].toString();
    return json[QLatin1String("token")][QLatin1String("special")].toBool() ? QString()
                                                                           : json[QLatin1String("token")][QLatin1String("text")].toString();
}

// The reasoning text an event carries, in the dialect's reasoning form (empty when none).
QString reasoningText(const QByteArray &dialect, const SseItem &event)
{
    const QJsonObject json = jsonObject(event.data);
    if (dialect == "openai-chat")
        return json[QLatin1String("choices")][0][QLatin1String("delta")][QLatin1String("reasoning_content")].toString();
    if (dialect == "anthropic") {
        return json[QLatin1String("delta")][QLatin1String("type")].toString() == QLatin1String("thinking_delta")
            ? json[QLatin1String("delta")][QLatin1String("thinking")].toString()
            : QString();
    }
    if (dialect == "openai-responses") {
        return json[QLatin1String("type")].toString() == QLatin1String("response.reasoning_summary_text.delta")
            ? json[QLatin1String("delta")].toString()
            : QString();
    }
    if (dialect == "gemini") {
        const QJsonValue part = json[QLatin1String("candidates")][0][QLatin1String("content")][QLatin1String("parts")][0];
        return part[QLatin1String("thought")].toBool() ? part[QLatin1String("text")].toString() : QString();
    }
    if (dialect == "ollama-chat")
        return json[QLatin1String("message")][QLatin1String("thinking")].toString();
    if (dialect == "ollama-generate")
        return json[QLatin1String("thinking")].toString();
    return {};
}

bool hasReasoningForm(const QByteArray &dialect)
{
    return dialect != "llamacpp" && dialect != "tgi";
}

// What a well-formed stream said.
struct Said {
    QString text;
    int answerEvents = 0;
    int promptTokens = -1; // as the API reports it
    int outputTokens = -1;
};

// Checks one dialect's stream event by event; fills `said`.
void verifyStream(const QByteArray &dialect, const RawResponse &response, int tokens, Said &said)
{
    QCOMPARE(response.status, 200);
    QVERIFY(response.chunked);
    QVERIFY(response.complete);
    QCOMPARE(response.header("content-type"),
             isNdjson(dialect) ? QByteArrayLiteral("application/x-ndjson") : QByteArrayLiteral("text/event-stream; charset=utf-8"));
    const std::vector<SseItem> events = wireEvents(dialect, response.body);
    QCOMPARE(response.chunks.size(), events.size()); // one HTTP chunk per event or line
    QVERIFY(response.body.endsWith(isNdjson(dialect) ? "\n" : "\n\n"));
    for (const SseItem &event : events) {
        const QString text = answerText(dialect, event);
        if (!text.isEmpty()) {
            said.text += text;
            ++said.answerEvents;
        }
    }
    QCOMPARE(said.answerEvents, tokens);
    QVERIFY(said.text.front().isUpper());

    const auto json = [&](std::size_t index) { return jsonObject(events[index].data); };
    const std::size_t n = std::size_t(tokens);
    if (dialect == "openai-chat") {
        verifyOpenAiStream(response, tokens, QStringLiteral("stop"), true);
        const QJsonObject usage = json(events.size() - 2).value(QLatin1String("usage")).toObject();
        said.promptTokens = usage.value(QLatin1String("prompt_tokens")).toInt();
        said.outputTokens = usage.value(QLatin1String("completion_tokens")).toInt();
    } else if (dialect == "anthropic") {
        QCOMPARE(events.size(), n + 6);
        const QByteArrayList order{"message_start", "content_block_start", "ping"};
        for (std::size_t i = 0; i < events.size(); ++i) {
            const QByteArray expected = i < 3 ? order[qsizetype(i)]
                : i < 3 + n                   ? QByteArrayLiteral("content_block_delta")
                                              : QByteArrayList{"content_block_stop", "message_delta", "message_stop"}[qsizetype(i - 3 - n)];
            QCOMPARE(events[i].event, expected);
            QCOMPARE(json(i).value(QLatin1String("type")).toString().toLatin1(), expected); // type repeats the name
        }
        const QJsonObject message = json(0).value(QLatin1String("message")).toObject();
        QCOMPARE(message.value(QLatin1String("role")).toString(), QStringLiteral("assistant"));
        QCOMPARE(message.value(QLatin1String("model")).toString(), QStringLiteral("lab-fast"));
        QVERIFY(message.value(QLatin1String("id")).toString().startsWith(QLatin1String("msg_")));
        said.promptTokens = message[QLatin1String("usage")][QLatin1String("input_tokens")].toInt();
        const QJsonObject delta = json(n + 4);
        QCOMPARE(delta[QLatin1String("delta")][QLatin1String("stop_reason")].toString(), QStringLiteral("end_turn"));
        said.outputTokens = delta[QLatin1String("usage")][QLatin1String("output_tokens")].toInt();
    } else if (dialect == "openai-responses") {
        QCOMPARE(events.size(), n + 8);
        for (std::size_t i = 0; i < events.size(); ++i) {
            QCOMPARE(json(i).value(QLatin1String("type")).toString().toLatin1(), events[i].event);
            QCOMPARE(json(i).value(QLatin1String("sequence_number")).toInt(), int(i));
        }
        const QByteArrayList head{"response.created", "response.in_progress", "response.output_item.added",
                                  "response.content_part.added"};
        const QByteArrayList tail{"response.output_text.done", "response.content_part.done", "response.output_item.done",
                                  "response.completed"};
        for (qsizetype i = 0; i < 4; ++i) {
            QCOMPARE(events[std::size_t(i)].event, head[i]);
            QCOMPARE(events[n + 4 + std::size_t(i)].event, tail[i]);
        }
        QCOMPARE(json(n + 4).value(QLatin1String("text")).toString(), said.text);
        const QJsonObject completed = json(n + 7).value(QLatin1String("response")).toObject();
        QCOMPARE(completed.value(QLatin1String("status")).toString(), QStringLiteral("completed"));
        QCOMPARE(completed[QLatin1String("output")][0][QLatin1String("content")][0][QLatin1String("text")].toString(), said.text);
        said.promptTokens = completed[QLatin1String("usage")][QLatin1String("input_tokens")].toInt();
        said.outputTokens = completed[QLatin1String("usage")][QLatin1String("output_tokens")].toInt();
    } else if (dialect == "gemini") {
        QCOMPARE(events.size(), n + 1);
        for (std::size_t i = 0; i < events.size(); ++i) {
            QCOMPARE(events[i].event, QByteArrayLiteral("message"));
            const QJsonObject candidate = json(i)[QLatin1String("candidates")][0].toObject();
            QCOMPARE(candidate[QLatin1String("content")][QLatin1String("role")].toString(), QStringLiteral("model"));
            QCOMPARE(candidate.contains(QLatin1String("finishReason")), i == n);
        }
        QCOMPARE(json(n)[QLatin1String("candidates")][0][QLatin1String("finishReason")].toString(), QStringLiteral("STOP"));
        const QJsonObject usage = json(n).value(QLatin1String("usageMetadata")).toObject();
        said.promptTokens = usage.value(QLatin1String("promptTokenCount")).toInt();
        said.outputTokens = usage.value(QLatin1String("candidatesTokenCount")).toInt();
        QCOMPARE(usage.value(QLatin1String("totalTokenCount")).toInt(), said.promptTokens + said.outputTokens);
    } else if (isNdjson(dialect)) {
        QCOMPARE(events.size(), n + 1);
        for (std::size_t i = 0; i < events.size(); ++i) {
            QCOMPARE(json(i).value(QLatin1String("model")).toString(), QStringLiteral("lab-fast"));
            QVERIFY(json(i).value(QLatin1String("created_at")).toString().endsWith(QLatin1Char('Z')));
            QCOMPARE(json(i).value(QLatin1String("done")).toBool(), i == n);
        }
        const QJsonObject last = json(n);
        QCOMPARE(last.value(QLatin1String("done_reason")).toString(), QStringLiteral("stop"));
        for (const char *key : {"total_duration", "load_duration", "prompt_eval_duration", "eval_duration"})
            QVERIFY2(last.value(QLatin1String(key)).isDouble() && last.value(QLatin1String(key)).toDouble() >= 0, key);
        QVERIFY(last.value(QLatin1String("total_duration")).toDouble()
                >= last.value(QLatin1String("prompt_eval_duration")).toDouble() + last.value(QLatin1String("eval_duration")).toDouble());
        said.promptTokens = last.value(QLatin1String("prompt_eval_count")).toInt();
        said.outputTokens = last.value(QLatin1String("eval_count")).toInt();
    } else if (dialect == "llamacpp") {
        QCOMPARE(events.size(), n + 1);
        for (std::size_t i = 0; i < events.size(); ++i)
            QCOMPARE(json(i).value(QLatin1String("stop")).toBool(), i == n);
        const QJsonObject last = json(n);
        QCOMPARE(last.value(QLatin1String("content")).toString(), QString());
        QCOMPARE(last.value(QLatin1String("stop_type")).toString(), QStringLiteral("eos"));
        const QJsonObject timings = last.value(QLatin1String("timings")).toObject();
        QCOMPARE(timings.value(QLatin1String("predicted_n")).toInt(), last.value(QLatin1String("tokens_predicted")).toInt());
        QVERIFY(timings.value(QLatin1String("prompt_ms")).toDouble() > 0);
        QVERIFY(timings.value(QLatin1String("predicted_ms")).toDouble() > 0);
        said.promptTokens = last.value(QLatin1String("tokens_evaluated")).toInt();
        said.outputTokens = last.value(QLatin1String("tokens_predicted")).toInt();
    } else if (dialect == "tgi") {
        QVERIFY(response.body.startsWith("data:{")); // TGI's spelling, without the space
        QCOMPARE(events.size(), n + 1);
        for (std::size_t i = 0; i < n; ++i) {
            QCOMPARE(json(i).value(QLatin1String("index")).toInt(), int(i) + 1);
            QVERIFY(json(i).value(QLatin1String("generated_text")).isNull());
            QVERIFY(json(i).value(QLatin1String("details")).isNull());
        }
        const QJsonObject last = json(n);
        QVERIFY(last[QLatin1String("token")][QLatin1String("special")].toBool()); // the end-of-sequence token
        QCOMPARE(last.value(QLatin1String("generated_text")).toString(), said.text);
        QCOMPARE(last[QLatin1String("details")][QLatin1String("finish_reason")].toString(), QStringLiteral("eos_token"));
        said.promptTokens = last[QLatin1String("details")][QLatin1String("input_length")].toInt();
        said.outputTokens = last[QLatin1String("details")][QLatin1String("generated_tokens")].toInt() - 1; // the EOS token counts
    } else {
        QFAIL(dialect.constData());
    }
}

// Headers that make a request's timing exact.
Headers exact(const QByteArray &id, int tokens = kTokens, const Headers &more = {})
{
    Headers headers{{"X-Request-ID", id},
                    {"X-Lab-First-Token-Ms", "20"},
                    {"X-Lab-Tpot-Ms", "2"},
                    {"X-Lab-Output-Tokens", QByteArray::number(tokens)}};
    headers.insert(headers.end(), more.begin(), more.end());
    return headers;
}

const QByteArrayList kDialects{"openai-chat", "anthropic", "openai-responses", "gemini",
                               "ollama-chat", "ollama-generate", "llamacpp", "tgi"};

void addDialectRows()
{
    QTest::addColumn<QByteArray>("dialect");
    for (const QByteArray &dialect : kDialects)
        QTest::newRow(dialect.constData()) << dialect;
}

} // namespace

class TestLabDialects : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();

    void streams_data() { addDialectRows(); }
    void streams();
    void inBandFaults_data();
    void inBandFaults();
    void malformed_data() { addDialectRows(); }
    void malformed();
    void httpFault_data() { addDialectRows(); }
    void httpFault();
    void buffered_data() { addDialectRows(); }
    void buffered();
    void wholeBodies_data() { addDialectRows(); }
    void wholeBodies();
    void cutByMaxTokens();
    void unknownModel_data() { addDialectRows(); }
    void unknownModel();
    void modelFromPathOrDefault();
    void apiKeyAsEachDialectSendsIt();
    void requestIdsAgree();
    void clientMeter_data() { addDialectRows(); }
    void clientMeter();
    void reasoningStreams_data() { addDialectRows(); }
    void reasoningStreams();
    void reasoningWholeBodies_data() { addDialectRows(); }
    void reasoningWholeBodies();
    void toolCalls_data();
    void toolCalls();

private:
    RawResponse exchange(const QByteArray &request, bool *complete = nullptr);
    std::unique_ptr<LabServer> m_lab;
};

void TestLabDialects::initTestCase()
{
    m_lab = std::make_unique<LabServer>();
    QString error;
    QVERIFY2(m_lab->start(&error), qPrintable(error));
}

void TestLabDialects::cleanupTestCase()
{
    m_lab.reset();
}

RawResponse TestLabDialects::exchange(const QByteArray &request, bool *complete)
{
    RawClient client;
    RawResponse response;
    if (!client.connectTo(m_lab->port()))
        return response;
    client.send(request);
    const bool read = client.read(response);
    if (complete)
        *complete = read;
    return response;
}

void TestLabDialects::streams()
{
    QFETCH(QByteArray, dialect);
    const QByteArray id = "stream-" + dialect;
    const RawResponse response = exchange(post(pathFor(dialect), bodyFor(dialect), exact(id)));
    QCOMPARE(response.header("x-request-id"), id);
    Said said;
    verifyStream(dialect, response, kTokens, said);
    if (QTest::currentTestFailed())
        return;

    const std::optional<LabTruth> truth = m_lab->truthFor(id.toStdString());
    QVERIFY(truth);
    QCOMPARE(truth->dialect, dialect.toStdString());
    QCOMPARE(truth->model, std::string("lab-fast"));
    QCOMPARE(truth->outcome, LabOutcome::Complete);
    QVERIFY(truth->stream);
    QCOMPARE(truth->tokensWritten, kTokens);
    QCOMPARE(truth->finishReason, std::string("stop"));
    QVERIFY(truth->promptTokens > 8); // the prompt's text, plus the system text where there is one
    QCOMPARE(truth->cachedTokens, 0); // too short for the prefix cache: every API counts the same prompt
    QCOMPARE(said.promptTokens, truth->promptTokens);
    QCOMPARE(said.outputTokens, kTokens);
    // The first token's stamps: made on time, written right after, never before its plan.
    QVERIFY(truth->requestCompleteNs <= truth->roleChunkWrittenNs);
    QVERIFY(truth->roleChunkWrittenNs < truth->firstTokenMadeNs);
    QVERIFY(truth->firstTokenMadeNs <= truth->firstTokenWrittenNs);
    QVERIFY(truth->firstTokenWrittenNs - truth->requestCompleteNs >= 20'000'000);
    QVERIFY(truth->firstTokenWrittenNs <= truth->lastByteWrittenNs);
}

void TestLabDialects::inBandFaults_data()
{
    QTest::addColumn<QByteArray>("dialect");
    QTest::addColumn<QByteArray>("fault");
    for (const QByteArray &dialect : kDialects) {
        for (const char *fault : {"error-event", "error-object"})
            QTest::newRow(QByteArray(dialect + ' ' + fault).constData()) << dialect << QByteArray(fault);
    }
}

void TestLabDialects::inBandFaults()
{
    QFETCH(QByteArray, dialect);
    QFETCH(QByteArray, fault);
    const QByteArray id = fault + '-' + dialect;
    const RawResponse response = exchange(post(pathFor(dialect), bodyFor(dialect),
                                               exact(id, 10, {{"X-Lab-Fault", fault}, {"X-Lab-Fault-After-Tokens", "2"}})));
    QCOMPARE(response.status, 200);
    QVERIFY(response.complete); // the chunked body ends properly
    const std::vector<SseItem> events = wireEvents(dialect, response.body);
    QVERIFY(!events.empty());
    int answers = 0;
    for (const SseItem &event : events)
        answers += answerText(dialect, event).isEmpty() ? 0 : 1;
    QCOMPARE(answers, 2);

    // The last event is the error, in the dialect's own shape.
    const SseItem &last = events.back();
    const QJsonObject error = jsonObject(last.data);
    const bool named = fault == "error-event";
    if (dialect == "anthropic") {
        // Anthropic has one shape for both.
        QCOMPARE(last.event, QByteArrayLiteral("error"));
        QCOMPARE(error.value(QLatin1String("type")).toString(), QStringLiteral("error"));
        QCOMPARE(error[QLatin1String("error")][QLatin1String("type")].toString(), QStringLiteral("overloaded_error"));
    } else if (dialect == "openai-responses") {
        if (named) {
            QCOMPARE(last.event, QByteArrayLiteral("error"));
            QCOMPARE(error.value(QLatin1String("type")).toString(), QStringLiteral("error"));
            QCOMPARE(error.value(QLatin1String("code")).toString(), QStringLiteral("server_error"));
        } else {
            QCOMPARE(last.event, QByteArrayLiteral("response.failed"));
            QCOMPARE(error[QLatin1String("response")][QLatin1String("status")].toString(), QStringLiteral("failed"));
            QCOMPARE(error[QLatin1String("response")][QLatin1String("error")][QLatin1String("code")].toString(),
                     QStringLiteral("server_error"));
        }
    } else {
        QCOMPARE(last.event, isNdjson(dialect) ? QByteArray() : named ? QByteArrayLiteral("error") : QByteArrayLiteral("message"));
        const QJsonValue body = error.value(QLatin1String("error"));
        if (dialect == "openai-chat")
            QCOMPARE(body[QLatin1String("type")].toString(), QStringLiteral("server_error"));
        else if (dialect == "gemini")
            QCOMPARE(body[QLatin1String("status")].toString(), QStringLiteral("INTERNAL"));
        else if (dialect == "llamacpp")
            QCOMPARE(body[QLatin1String("code")].toInt(), 500);
        else if (dialect == "tgi")
            QCOMPARE(error.value(QLatin1String("error_type")).toString(), QStringLiteral("generation"));
        if (dialect == "tgi" || isNdjson(dialect))
            QVERIFY(body.toString().contains(QLatin1String("X-Lab-Fault")));
        else
            QVERIFY(body[QLatin1String("message")].toString().contains(QLatin1String("X-Lab-Fault")));
    }
    const std::optional<LabTruth> truth = m_lab->truthFor(id.toStdString());
    QVERIFY(truth);
    QCOMPARE(truth->outcome, named ? LabOutcome::ErrorEvent : LabOutcome::ErrorObject);
    QCOMPARE(truth->tokensWritten, 2);
}

void TestLabDialects::malformed()
{
    QFETCH(QByteArray, dialect);
    const RawResponse response = exchange(post(pathFor(dialect), bodyFor(dialect),
                                               exact("malformed-" + dialect, kTokens, {{"X-Lab-Fault", "malformed"}})));
    QCOMPARE(response.status, 200);
    QVERIFY(response.complete);
    int broken = 0;
    for (const SseItem &event : wireEvents(dialect, response.body)) {
        QJsonParseError error{};
        QJsonDocument::fromJson(event.data, &error);
        if (event.data != "[DONE]" && error.error != QJsonParseError::NoError)
            ++broken;
    }
    QCOMPARE(broken, 1);
    QCOMPARE(m_lab->truthFor(QByteArray("malformed-" + dialect).toStdString())->outcome, LabOutcome::Complete);
}

void TestLabDialects::httpFault()
{
    QFETCH(QByteArray, dialect);
    const QByteArray id = "http-429-" + dialect;
    const RawResponse response = exchange(post(pathFor(dialect), bodyFor(dialect), exact(id, kTokens, {{"X-Lab-Fault", "http-429"}})));
    QCOMPARE(response.status, 429);
    QCOMPARE(response.header("content-type"), QByteArrayLiteral("application/json"));
    QCOMPARE(response.header("retry-after"), QByteArrayLiteral("1"));
    QCOMPARE(response.header("x-request-id"), id);
    const QJsonObject body = jsonObject(response.body);
    const QJsonValue error = body.value(QLatin1String("error"));
    if (dialect == "openai-chat" || dialect == "openai-responses") {
        QCOMPARE(error[QLatin1String("code")].toString(), QStringLiteral("rate_limit_exceeded"));
    } else if (dialect == "anthropic") {
        QCOMPARE(body.value(QLatin1String("type")).toString(), QStringLiteral("error"));
        QCOMPARE(error[QLatin1String("type")].toString(), QStringLiteral("rate_limit_error"));
        QCOMPARE(body.value(QLatin1String("request_id")).toString().toLatin1(), id);
        QCOMPARE(response.header("request-id"), id);
    } else if (dialect == "gemini") {
        QCOMPARE(error[QLatin1String("code")].toInt(), 429);
        QCOMPARE(error[QLatin1String("status")].toString(), QStringLiteral("RESOURCE_EXHAUSTED"));
    } else if (isNdjson(dialect)) {
        QVERIFY(!error.toString().isEmpty());
    } else if (dialect == "llamacpp") {
        QCOMPARE(error[QLatin1String("code")].toInt(), 429);
    } else {
        QVERIFY(!error.toString().isEmpty());
        QCOMPARE(body.value(QLatin1String("error_type")).toString(), QStringLiteral("overloaded"));
    }
    const std::optional<LabTruth> truth = m_lab->truthFor(id.toStdString());
    QVERIFY(truth);
    QCOMPARE(truth->httpStatus, 429);
    QCOMPARE(truth->dialect, dialect.toStdString());
}

void TestLabDialects::buffered()
{
    // A buffering proxy: the whole stream in one write when the last token is made.
    QFETCH(QByteArray, dialect);
    const QByteArray id = "buffered-" + dialect;
    RawClient client;
    QVERIFY(client.connectTo(m_lab->port()));
    client.send(post(pathFor(dialect), bodyFor(dialect),
                     {{"X-Request-ID", id}, {"X-Lab-First-Token-Ms", "10"}, {"X-Lab-Tpot-Ms", "10"},
                      {"X-Lab-Output-Tokens", QByteArray::number(kTokens)}, {"X-Lab-Fault", "buffered"}}));
    QVERIFY(client.socket().waitForReadyRead(kTimeoutMs));
    const std::int64_t firstBytesNs = monoNowNs();
    RawResponse response;
    QVERIFY(client.read(response));
    Said said;
    verifyStream(dialect, response, kTokens, said);
    if (QTest::currentTestFailed())
        return;
    const std::optional<LabTruth> truth = m_lab->truthFor(id.toStdString());
    QVERIFY(truth);
    QCOMPARE(truth->firstTokenWrittenNs, truth->lastByteWrittenNs);
    QCOMPARE(truth->roleChunkWrittenNs, truth->lastByteWrittenNs);
    QVERIFY(firstBytesNs > truth->batchLeftNs); // nothing came before the last token was made
    // The engine made its first token long before the proxy let it through: the one write is due
    // with the last token, kTokens - 1 exact gaps after the first. (Plans, not stamps: a stamp is
    // taken when its timer fires, and the first one after an idle spell fires the latest.)
    QVERIFY(truth->firstTokenMadeNs < truth->firstTokenWrittenNs);
    QVERIFY(truth->firstTokenWrittenNs - truth->plannedFirstTokenNs >= (kTokens - 1) * 10'000'000);
}

void TestLabDialects::wholeBodies()
{
    QFETCH(QByteArray, dialect);
    const QByteArray id = "whole-" + dialect;
    const RawResponse response = exchange(post(pathFor(dialect, false), bodyFor(dialect, false), exact(id)));
    QCOMPARE(response.status, 200);
    QVERIFY(!response.chunked);
    QCOMPARE(response.header("content-type"), QByteArrayLiteral("application/json"));
    const QJsonObject body = jsonObject(response.body);
    QString text;
    int outputTokens = -1;
    if (dialect == "openai-chat") {
        text = body[QLatin1String("choices")][0][QLatin1String("message")][QLatin1String("content")].toString();
        outputTokens = body[QLatin1String("usage")][QLatin1String("completion_tokens")].toInt();
    } else if (dialect == "anthropic") {
        QCOMPARE(body.value(QLatin1String("type")).toString(), QStringLiteral("message"));
        QCOMPARE(body.value(QLatin1String("stop_reason")).toString(), QStringLiteral("end_turn"));
        text = body[QLatin1String("content")][0][QLatin1String("text")].toString();
        outputTokens = body[QLatin1String("usage")][QLatin1String("output_tokens")].toInt();
        QCOMPARE(response.header("request-id"), id);
    } else if (dialect == "openai-responses") {
        QCOMPARE(body.value(QLatin1String("status")).toString(), QStringLiteral("completed"));
        text = body[QLatin1String("output")][0][QLatin1String("content")][0][QLatin1String("text")].toString();
        outputTokens = body[QLatin1String("usage")][QLatin1String("output_tokens")].toInt();
    } else if (dialect == "gemini") {
        QCOMPARE(body[QLatin1String("candidates")][0][QLatin1String("finishReason")].toString(), QStringLiteral("STOP"));
        text = body[QLatin1String("candidates")][0][QLatin1String("content")][QLatin1String("parts")][0][QLatin1String("text")].toString();
        outputTokens = body[QLatin1String("usageMetadata")][QLatin1String("candidatesTokenCount")].toInt();
    } else if (isNdjson(dialect)) {
        QVERIFY(body.value(QLatin1String("done")).toBool());
        text = dialect == "ollama-chat" ? body[QLatin1String("message")][QLatin1String("content")].toString()
                                        : body.value(QLatin1String("response")).toString();
        outputTokens = body.value(QLatin1String("eval_count")).toInt();
    } else if (dialect == "llamacpp") {
        QVERIFY(body.value(QLatin1String("stop")).toBool());
        text = body.value(QLatin1String("content")).toString();
        outputTokens = body.value(QLatin1String("tokens_predicted")).toInt();
    } else {
        text = body.value(QLatin1String("generated_text")).toString();
        outputTokens = body[QLatin1String("details")][QLatin1String("generated_tokens")].toInt() - 1;
    }
    QVERIFY2(!text.isEmpty() && text.front().isUpper(), response.body.constData());
    QCOMPARE(outputTokens, kTokens);
    const std::optional<LabTruth> truth = m_lab->truthFor(id.toStdString());
    QVERIFY(truth);
    QVERIFY(!truth->stream);
    QCOMPARE(truth->dialect, dialect.toStdString());
    QCOMPARE(truth->outcome, LabOutcome::Complete);
}

void TestLabDialects::cutByMaxTokens()
{
    // Each API's own word for an answer cut for its length.
    const auto lastJson = [this](const QByteArray &dialect, const QByteArray &body, const QByteArray &id) {
        const RawResponse response = exchange(post(pathFor(dialect), body, exact(id, 20)));
        const std::vector<SseItem> events = wireEvents(dialect, response.body);
        return events.empty() ? QJsonObject() : jsonObject(events.back().data);
    };
    const QByteArray anthropic = bodyFor("anthropic").replace("\"max_tokens\":100", "\"max_tokens\":3");
    const RawResponse anthropicResponse = exchange(post(pathFor("anthropic"), anthropic, exact("cut-anthropic", 20)));
    const std::vector<SseItem> events = sseEvents(anthropicResponse.body);
    QVERIFY(events.size() > 2);
    QCOMPARE(jsonObject(events[events.size() - 2].data)[QLatin1String("delta")][QLatin1String("stop_reason")].toString(),
             QStringLiteral("max_tokens"));
    QCOMPARE(lastJson("gemini", bodyFor("gemini").replace("\"maxOutputTokens\":100", "\"maxOutputTokens\":3"), "cut-gemini")
                 [QLatin1String("candidates")][0][QLatin1String("finishReason")].toString(),
             QStringLiteral("MAX_TOKENS"));
    QCOMPARE(lastJson("ollama-chat", "{\"model\":\"lab-fast\",\"messages\":[],\"options\":{\"num_predict\":3}}", "cut-ollama")
                 .value(QLatin1String("done_reason")).toString(),
             QStringLiteral("length"));
    QCOMPARE(lastJson("llamacpp", "{\"prompt\":\"Hi\",\"n_predict\":3,\"stream\":true}", "cut-llamacpp")
                 .value(QLatin1String("stop_type")).toString(),
             QStringLiteral("limit"));
    const QJsonObject tgi = lastJson("tgi", "{\"inputs\":\"Hi\",\"parameters\":{\"max_new_tokens\":3}}", "cut-tgi");
    QCOMPARE(tgi[QLatin1String("details")][QLatin1String("finish_reason")].toString(), QStringLiteral("length"));
    QCOMPARE(tgi[QLatin1String("details")][QLatin1String("generated_tokens")].toInt(), 3);
    QVERIFY(!tgi[QLatin1String("token")][QLatin1String("special")].toBool()); // the last real token carries them
    const QJsonObject responses
        = lastJson("openai-responses", "{\"model\":\"lab-fast\",\"input\":\"Hi\",\"max_output_tokens\":3,\"stream\":true}", "cut-responses");
    QCOMPARE(responses.value(QLatin1String("type")).toString(), QStringLiteral("response.incomplete"));
    QCOMPARE(responses[QLatin1String("response")][QLatin1String("incomplete_details")][QLatin1String("reason")].toString(),
             QStringLiteral("max_output_tokens"));
    for (const char *id : {"cut-anthropic", "cut-gemini", "cut-ollama", "cut-llamacpp", "cut-tgi", "cut-responses"}) {
        QCOMPARE(m_lab->truthFor(id)->finishReason, std::string("length"));
        QCOMPARE(m_lab->truthFor(id)->tokensWritten, 3);
    }
}

void TestLabDialects::unknownModel()
{
    QFETCH(QByteArray, dialect);
    if (dialect == "llamacpp" || dialect == "tgi")
        QSKIP("the body names no model: the default model answers");
    const RawResponse response = exchange(post(pathFor(dialect, true, "no-such-model"), bodyFor(dialect, true, "no-such-model")));
    QCOMPARE(response.status, 404);
    const QJsonObject body = jsonObject(response.body);
    if (dialect == "anthropic")
        QCOMPARE(body[QLatin1String("error")][QLatin1String("type")].toString(), QStringLiteral("not_found_error"));
    else if (dialect == "gemini")
        QCOMPARE(body[QLatin1String("error")][QLatin1String("status")].toString(), QStringLiteral("NOT_FOUND"));
    else if (isNdjson(dialect))
        QVERIFY(body.value(QLatin1String("error")).toString().contains(QLatin1String("no-such-model")));
    else
        QCOMPARE(body[QLatin1String("error")][QLatin1String("code")].toString(), QStringLiteral("model_not_found"));
}

void TestLabDialects::modelFromPathOrDefault()
{
    RawResponse response = exchange(post(pathFor("gemini", true, "lab-steady"), bodyFor("gemini"), exact("path-model")));
    QCOMPARE(response.status, 200);
    QCOMPARE(m_lab->truthFor("path-model")->model, std::string("lab-steady"));

    // llama.cpp and TGI name no model: the first one answers, or the configured default.
    response = exchange(post(pathFor("llamacpp"), bodyFor("llamacpp"), exact("default-model-1")));
    QCOMPARE(response.status, 200);
    QCOMPARE(m_lab->truthFor("default-model-1")->model, std::string("lab-fast"));
    LabConfig config;
    config.defaultModel = "lab-slow";
    LabServer lab(config);
    QVERIFY(lab.start());
    RawClient client;
    QVERIFY(client.connectTo(lab.port()));
    client.send(post(pathFor("tgi"), bodyFor("tgi"), exact("default-model-2")));
    QVERIFY(client.read(response));
    QCOMPARE(response.status, 200);
    QCOMPARE(lab.truthFor("default-model-2")->model, std::string("lab-slow"));
}

void TestLabDialects::apiKeyAsEachDialectSendsIt()
{
    LabConfig config;
    config.apiKey = "sk-lab-dialects";
    LabServer lab(config);
    QVERIFY(lab.start());
    const auto status = [&lab](const QByteArray &dialect, const QByteArray &path, const Headers &headers) {
        RawClient client;
        if (!client.connectTo(lab.port()))
            return 0;
        Headers all = exact("key-" + dialect, 1);
        all.insert(all.end(), headers.begin(), headers.end());
        client.send(post(path, bodyFor(dialect), all));
        RawResponse response;
        return client.read(response) ? response.status : 0;
    };
    QCOMPARE(status("anthropic", pathFor("anthropic"), {{"x-api-key", "sk-lab-dialects"}}), 200);
    QCOMPARE(status("gemini", pathFor("gemini"), {{"x-goog-api-key", "sk-lab-dialects"}}), 200);
    QCOMPARE(status("gemini", pathFor("gemini") + "&key=sk-lab-dialects", {}), 200);
    QCOMPARE(status("ollama-chat", pathFor("ollama-chat"), {{"Authorization", "Bearer sk-lab-dialects"}}), 200);
    QCOMPARE(status("anthropic", pathFor("anthropic"), {{"x-api-key", "sk-wrong"}}), 401);
    QCOMPARE(status("tgi", pathFor("tgi"), {}), 401);
}

void TestLabDialects::requestIdsAgree()
{
    // Without X-Request-ID the server makes one up: the same in every header and in the truth.
    const RawResponse response = exchange(post(pathFor("anthropic"), bodyFor("anthropic"),
                                               {{"X-Lab-First-Token-Ms", "1"}, {"X-Lab-Output-Tokens", "2"}}));
    QCOMPARE(response.status, 200);
    const QByteArray id = response.header("x-request-id");
    QVERIFY(id.startsWith("lab-"));
    QCOMPARE(response.header("request-id"), id);
    const std::optional<LabTruth> truth = m_lab->truthFor(id.toStdString());
    QVERIFY(truth);
    QCOMPARE(truth->dialect, std::string("anthropic"));
    // Other dialects have no header of their own, only x-request-id.
    const RawResponse ollama = exchange(post(pathFor("ollama-chat"), bodyFor("ollama-chat"), exact("ollama-id", 1)));
    QCOMPARE(ollama.header("x-request-id"), QByteArrayLiteral("ollama-id"));
    QVERIFY(ollama.header("request-id").isEmpty());
}

void TestLabDialects::clientMeter()
{
    // The client's own dialect builds the request and reads the lab's answer: the facts it finds
    // must be the ones the lab wrote.
    QFETCH(QByteArray, dialect);
    DialectId id{};
    if (!dialectFromName(std::string_view(dialect.constData(), std::size_t(dialect.size())), id))
        QSKIP("the client has no parser for this dialect yet");
    std::unique_ptr<Dialect> client = makeDialect(id);
    QVERIFY(client);
    ChatRequest request;
    request.model = "lab-fast";
    request.messages = nlohmann::json::array({{{"role", "user"}, {"content", kPrompt.toStdString()}}});
    request.maxTokens = 100;
    request.stream = true;
    request.includeUsage = true;
    const QByteArray requestId = "meter-" + dialect;
    const QByteArray path = "/v1" + QByteArray::fromStdString(client->path(request));
    const RawResponse response = exchange(post(path, QByteArray::fromStdString(client->buildBody(request)), exact(requestId)));
    QCOMPARE(response.status, 200);
    Said said;
    verifyStream(dialect, response, kTokens, said);
    if (QTest::currentTestFailed())
        return;

    StreamMeter meter(std::move(client));
    meter.onBytes(monoNowNs(), std::string_view(response.body.constData(), std::size_t(response.body.size())));
    meter.onEnd(monoNowNs());
    const StreamFacts &facts = meter.facts();
    QVERIFY2(facts.errors.empty(), facts.errors.empty() ? "" : facts.errors.front().message.c_str());
    QCOMPARE(QString::fromStdString(facts.text), said.text);
    QCOMPARE(facts.answerEvents, kTokens);
    QVERIFY(!facts.finishReasons.empty());
    QVERIFY(facts.hasUsage);
    const int completion = int(facts.usage.completionTokens.value_or(-1));
    QVERIFY2(completion == kTokens || (dialect == "tgi" && completion == kTokens + 1), // TGI counts its EOS token
             qPrintable(QString::number(completion)));
    if (facts.usage.promptTokens) // not every API's stream reports it
        QCOMPARE(int(*facts.usage.promptTokens), said.promptTokens);
    QCOMPARE(facts.wireEvents, int(wireEvents(dialect, response.body).size()));
}


void TestLabDialects::reasoningStreams()
{
    // X-Lab-Reasoning-Tokens: that many reasoning events, in the dialect's own form, all before the
    // answer; usage counts them as the API does; the truth stamps the first one.
    QFETCH(QByteArray, dialect);
    constexpr int kReasoning = 3;
    const QByteArray id = "reasoning-" + dialect;
    const RawResponse response = exchange(
        post(pathFor(dialect), bodyFor(dialect), exact(id, kTokens, {{"X-Lab-Reasoning-Tokens", QByteArray::number(kReasoning)}})));
    QCOMPARE(response.status, 200);
    QVERIFY(response.complete);
    const int expected = hasReasoningForm(dialect) ? kReasoning : 0;
    const std::vector<SseItem> events = wireEvents(dialect, response.body);
    int reasoningEvents = 0;
    int answerEvents = 0;
    QString answer;
    for (const SseItem &event : events) {
        if (!reasoningText(dialect, event).isEmpty()) {
            QVERIFY2(answerEvents == 0, "reasoning after the answer started");
            ++reasoningEvents;
        } else if (const QString text = answerText(dialect, event); !text.isEmpty()) {
            ++answerEvents;
            answer += text;
        }
    }
    QCOMPARE(reasoningEvents, expected);
    QCOMPARE(answerEvents, kTokens);
    QVERIFY(answer.front().isUpper()); // the answer reads as it does without reasoning

    // Where the API counts reasoning apart, it says so.
    const QJsonObject last = jsonObject(events.back().data);
    if (dialect == "openai-chat") {
        const QJsonObject usage = jsonObject(events[events.size() - 2].data)[QLatin1String("usage")].toObject();
        QCOMPARE(usage[QLatin1String("completion_tokens")].toInt(), kTokens + kReasoning);
        QCOMPARE(usage[QLatin1String("completion_tokens_details")][QLatin1String("reasoning_tokens")].toInt(), kReasoning);
    } else if (dialect == "anthropic") {
        // Block 0 thinks, block 1 answers.
        QStringList blocks;
        for (const SseItem &event : events) {
            if (event.event == "content_block_start") {
                const QJsonObject json = jsonObject(event.data);
                blocks << QStringLiteral("%1:%2").arg(json[QLatin1String("index")].toInt())
                              .arg(json[QLatin1String("content_block")][QLatin1String("type")].toString());
            }
        }
        QCOMPARE(blocks, QStringList({QStringLiteral("0:thinking"), QStringLiteral("1:text")}));
        const QJsonObject delta = jsonObject(events[events.size() - 2].data);
        QCOMPARE(delta[QLatin1String("usage")][QLatin1String("output_tokens")].toInt(), kTokens + kReasoning);
        QCOMPARE(delta[QLatin1String("usage")][QLatin1String("output_tokens_details")][QLatin1String("thinking_tokens")].toInt(),
                 kReasoning);
    } else if (dialect == "openai-responses") {
        const QJsonObject done = last[QLatin1String("response")].toObject();
        QCOMPARE(done[QLatin1String("output")][0][QLatin1String("type")].toString(), QStringLiteral("reasoning"));
        QVERIFY(!done[QLatin1String("output")][0][QLatin1String("summary")][0][QLatin1String("text")].toString().isEmpty());
        QCOMPARE(done[QLatin1String("output")][1][QLatin1String("type")].toString(), QStringLiteral("message"));
        QCOMPARE(done[QLatin1String("usage")][QLatin1String("output_tokens")].toInt(), kTokens + kReasoning);
        QCOMPARE(done[QLatin1String("usage")][QLatin1String("output_tokens_details")][QLatin1String("reasoning_tokens")].toInt(),
                 kReasoning);
    } else if (dialect == "gemini") {
        const QJsonObject usage = last[QLatin1String("usageMetadata")].toObject();
        QCOMPARE(usage[QLatin1String("candidatesTokenCount")].toInt(), kTokens);
        QCOMPARE(usage[QLatin1String("thoughtsTokenCount")].toInt(), kReasoning);
    } else if (isNdjson(dialect)) {
        QCOMPARE(last[QLatin1String("eval_count")].toInt(), kTokens + kReasoning);
    }

    const std::optional<LabTruth> truth = m_lab->truthFor(id.toStdString());
    QVERIFY(truth);
    QCOMPARE(truth->reasoningTokens, expected);
    QCOMPARE(truth->reasoningTokensWritten, expected);
    QCOMPARE(truth->tokensWritten, kTokens);
    QVERIFY(hasTime(truth->firstSentenceWrittenNs));
    QVERIFY(truth->firstTokenWrittenNs <= truth->firstSentenceWrittenNs);
    if (expected > 0) {
        QCOMPARE(truth->firstOutputWrittenNs, truth->firstReasoningWrittenNs);
        // Reasoning starts at the first-token time and the answer kReasoning exact gaps (2 ms)
        // later. (Against the plan: a stamp is taken when its timer fires, late after an idle spell.)
        QVERIFY(truth->firstReasoningWrittenNs >= truth->plannedFirstTokenNs);
        QVERIFY(truth->firstTokenWrittenNs - truth->plannedFirstTokenNs >= std::int64_t(kReasoning) * 2'000'000);
        QVERIFY(truth->firstTokenMadeNs > truth->firstReasoningWrittenNs);
        QVERIFY(truth->firstOutputMadeNs < truth->firstReasoningWrittenNs); // the prefill ends with the reasoning
    } else {
        QCOMPARE(truth->firstOutputMadeNs, truth->firstTokenMadeNs);
        QVERIFY(!hasTime(truth->firstReasoningWrittenNs));
        QCOMPARE(truth->firstOutputWrittenNs, truth->firstTokenWrittenNs);
    }
    const QJsonObject json = truth->toJson();
    QCOMPARE(json.value(QLatin1String("reasoning_tokens")).toInt(), expected);
    QVERIFY(json.value(QLatin1String("first_sentence_written_ns")).isDouble());
    QCOMPARE(json.value(QLatin1String("first_reasoning_written_ns")).isNull(), expected == 0);
}

void TestLabDialects::reasoningWholeBodies()
{
    // Without a stream the body holds the reasoning where the API puts it, before the answer.
    QFETCH(QByteArray, dialect);
    constexpr int kReasoning = 3;
    const QByteArray id = "whole-reasoning-" + dialect;
    const RawResponse response = exchange(post(pathFor(dialect, false), bodyFor(dialect, false),
                                               exact(id, kTokens, {{"X-Lab-Reasoning-Tokens", QByteArray::number(kReasoning)}})));
    QCOMPARE(response.status, 200);
    const QJsonObject body = jsonObject(response.body);
    QString reasoning;
    if (dialect == "openai-chat") {
        reasoning = body[QLatin1String("choices")][0][QLatin1String("message")][QLatin1String("reasoning_content")].toString();
        QCOMPARE(body[QLatin1String("usage")][QLatin1String("completion_tokens_details")][QLatin1String("reasoning_tokens")].toInt(),
                 kReasoning);
    } else if (dialect == "anthropic") {
        QCOMPARE(body[QLatin1String("content")][0][QLatin1String("type")].toString(), QStringLiteral("thinking"));
        reasoning = body[QLatin1String("content")][0][QLatin1String("thinking")].toString();
        QVERIFY(!body[QLatin1String("content")][1][QLatin1String("text")].toString().isEmpty());
    } else if (dialect == "openai-responses") {
        reasoning = body[QLatin1String("output")][0][QLatin1String("summary")][0][QLatin1String("text")].toString();
        QCOMPARE(body[QLatin1String("output")][1][QLatin1String("type")].toString(), QStringLiteral("message"));
    } else if (dialect == "gemini") {
        const QJsonValue parts = body[QLatin1String("candidates")][0][QLatin1String("content")][QLatin1String("parts")];
        QVERIFY(parts[0][QLatin1String("thought")].toBool());
        reasoning = parts[0][QLatin1String("text")].toString();
        QVERIFY(!parts[1][QLatin1String("thought")].toBool());
        QCOMPARE(body[QLatin1String("usageMetadata")][QLatin1String("thoughtsTokenCount")].toInt(), kReasoning);
    } else if (dialect == "ollama-chat") {
        reasoning = body[QLatin1String("message")][QLatin1String("thinking")].toString();
    } else if (dialect == "ollama-generate") {
        reasoning = body.value(QLatin1String("thinking")).toString();
    }
    QCOMPARE(reasoning.isEmpty(), !hasReasoningForm(dialect));
    const std::optional<LabTruth> truth = m_lab->truthFor(id.toStdString());
    QVERIFY(truth);
    QCOMPARE(truth->outcome, LabOutcome::Complete);
    // One write carries everything.
    QCOMPARE(truth->firstOutputWrittenNs, truth->firstTokenWrittenNs);
    QCOMPARE(truth->firstSentenceWrittenNs, truth->firstTokenWrittenNs);
    QCOMPARE(hasTime(truth->firstReasoningWrittenNs), hasReasoningForm(dialect));
}

void TestLabDialects::toolCalls_data()
{
    QTest::addColumn<QByteArray>("dialect");
    QTest::addColumn<bool>("stream");
    QTest::addColumn<bool>("named");
    for (const QByteArray dialect : {"openai-chat", "anthropic", "openai-responses", "gemini"}) {
        QTest::newRow(QByteArray(dialect + "/stream").constData()) << dialect << true << false;
        QTest::newRow(QByteArray(dialect + "/named").constData()) << dialect << true << true;
        QTest::newRow(QByteArray(dialect + "/whole").constData()) << dialect << false << false;
    }
}

void TestLabDialects::toolCalls()
{
    // A request that forces a tool call, built by the client's own dialect from OpenAI's tools and
    // tool_choice: the lab answers with a call to that tool, in the dialect's shape; the client's
    // meter rebuilds the call the lab made; the truth stamps the call, not an answer.
    QFETCH(QByteArray, dialect);
    QFETCH(bool, stream);
    QFETCH(bool, named);
    DialectId id{};
    QVERIFY(dialectFromName(std::string_view(dialect.constData(), std::size_t(dialect.size())), id));
    std::unique_ptr<Dialect> client = makeDialect(id);
    const nlohmann::json schema = {
        {"type", "object"},
        {"properties", {{"postcode", {{"type", "string"}}}, {"day", {{"type", "string"}}}, {"adults", {{"type", "integer"}}}}},
        {"required", {"postcode", "adults"}}};
    const nlohmann::json noArguments = {{"type", "object"}, {"properties", nlohmann::json::object()}};
    ChatRequest request;
    request.model = "lab-fast";
    request.messages = nlohmann::json::array({{{"role", "user"}, {"content", "Any slots on Thursday?"}}});
    request.maxTokens = 100;
    request.stream = stream;
    request.extraBody["tools"] = nlohmann::json::array(
        {{{"type", "function"}, {"function", {{"name", "look_up_booking"}, {"description", "A booking."}, {"parameters", noArguments}}}},
         {{"type", "function"}, {"function", {{"name", "check_slots"}, {"description", "Free slots."}, {"parameters", schema}}}}});
    // "required" makes the lab call the first tool; naming one makes it call that one.
    request.extraBody["tool_choice"] = named ? nlohmann::json{{"type", "function"}, {"function", {{"name", "check_slots"}}}}
                                             : nlohmann::json("required");
    const QByteArray expectedTool = named ? "check_slots" : "look_up_booking";
    const QByteArray requestId = "tool-" + dialect + (stream ? (named ? "-named" : "-stream") : "-whole");
    // (The client always streams from Gemini: its whole answer is at :generateContent.)
    const QByteArray path = dialect == "gemini" && !stream ? pathFor(dialect, false)
                                                           : "/v1" + QByteArray::fromStdString(client->path(request));
    const RawResponse response = exchange(post(path, QByteArray::fromStdString(client->buildBody(request)), exact(requestId)));
    QCOMPARE(response.status, 200);
    const std::optional<LabTruth> truth = m_lab->truthFor(requestId.toStdString());
    QVERIFY(truth);
    QCOMPARE(QByteArray::fromStdString(truth->toolName), expectedTool);
    QCOMPARE(truth->finishReason, std::string(named ? "stop" : "tool_calls"));
    QVERIFY(hasTime(truth->firstToolCallWrittenNs));
    QVERIFY(truth->toolCallEndWrittenNs >= truth->firstToolCallWrittenNs);
    QCOMPARE(truth->firstOutputWrittenNs, truth->firstToolCallWrittenNs);
    QVERIFY(!hasTime(truth->firstTokenWrittenNs)); // no answer text
    QCOMPARE(truth->toolCallPiecesWritten, truth->outputTokens);

    std::string name, arguments;
    if (stream) {
        StreamMeter meter(std::move(client));
        meter.onBytes(monoNowNs(), std::string_view(response.body.constData(), std::size_t(response.body.size())));
        meter.onEnd(monoNowNs());
        const StreamFacts &facts = meter.facts();
        QVERIFY2(facts.errors.empty(), facts.errors.empty() ? "" : facts.errors.front().message.c_str());
        QCOMPARE(facts.answerEvents, 0);
        QVERIFY(facts.text.empty());
        QCOMPARE(facts.toolCalls.size(), std::size_t(1));
        name = facts.toolCalls[0].name;
        arguments = facts.toolCalls[0].arguments;
        QVERIFY(!facts.toolCalls[0].id.empty() || dialect == "gemini"); // Gemini's calls have no id
        // The call streams as fragments where the API streams it (Gemini sends it whole).
        if (dialect != "gemini")
            QVERIFY2(facts.toolCallEvents >= truth->outputTokens, qPrintable(QString::number(facts.toolCallEvents)));
        else
            QCOMPARE(truth->toolCallEndWrittenNs, truth->firstToolCallWrittenNs);
    } else {
        const nlohmann::json body = nlohmann::json::parse(response.body.toStdString());
        nlohmann::json call;
        if (dialect == "openai-chat") {
            call = body["choices"][0]["message"]["tool_calls"][0]["function"];
            QVERIFY(body["choices"][0]["message"]["content"].is_null());
            QCOMPARE(body["choices"][0]["finish_reason"].get<std::string>(), std::string("tool_calls"));
            arguments = call["arguments"].get<std::string>();
        } else if (dialect == "anthropic") {
            call = body["content"][0];
            QCOMPARE(call["type"].get<std::string>(), std::string("tool_use"));
            QCOMPARE(body["stop_reason"].get<std::string>(), std::string("tool_use"));
            arguments = call["input"].dump();
        } else if (dialect == "openai-responses") {
            call = body["output"][0];
            QCOMPARE(call["type"].get<std::string>(), std::string("function_call"));
            arguments = call["arguments"].get<std::string>();
        } else {
            call = body["candidates"][0]["content"]["parts"][0]["functionCall"];
            arguments = call["args"].dump();
        }
        name = call["name"].get<std::string>();
    }
    QCOMPARE(QByteArray::fromStdString(name), expectedTool);
    // The arguments are a JSON object with each required property, of its type.
    const nlohmann::json parsed = nlohmann::json::parse(arguments, nullptr, false);
    QVERIFY2(parsed.is_object(), arguments.c_str());
    if (named) {
        QVERIFY2(parsed["postcode"].is_string() && !parsed["postcode"].get<std::string>().empty(), arguments.c_str());
        QVERIFY2(parsed["adults"].is_number_integer(), arguments.c_str());
        QVERIFY2(!parsed.contains("day"), arguments.c_str()); // not required
    }
}

QTEST_GUILESS_MAIN(TestLabDialects)

#include "tst_labdialects.moc"
