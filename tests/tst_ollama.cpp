#include "dialectreplay.h"
#include "fixturefacts.h"
#include "streamfixtures.h"

#include "engine/requestrecorder.h"
#include "wire/dialect.h"
#include "wire/ollamachatdialect.h"
#include "wire/ollamageneratedialect.h"
#include "wire/plainprompt.h"
#include "wire/streammeter.h"

#include <QTest>

#include <random>

using namespace ttft;
using nlohmann::json;

namespace {

QByteArray describe(const StreamEvent &event)
{
    return QByteArray(eventKindName(event.kind)) + '/' + QByteArray::number(event.choice) + '/'
        + QByteArray::fromStdString(event.code) + '/' + QByteArray::fromStdString(event.id) + '/'
        + QByteArray::fromStdString(event.text);
}

// The recordings name their endpoint: chat-* came from /api/chat, the others from /api/generate.
std::unique_ptr<Dialect> dialectFor(const std::string &fixture)
{
    if (fixture.find("/chat-") != std::string::npos)
        return std::make_unique<OllamaChatDialect>();
    return std::make_unique<OllamaGenerateDialect>();
}

std::string line(const json &object)
{
    return object.dump() + "\n";
}

json chatLine(const std::string &content, const std::string &thinking = {})
{
    json message = {{"role", "assistant"}, {"content", content}};
    if (!thinking.empty())
        message["thinking"] = thinking;
    return {{"model", "m"}, {"created_at", "2025-01-01T00:00:00Z"}, {"message", message}, {"done", false}};
}

const json kFinalCounts = {{"total_duration", 5000}, {"load_duration", 1000}, {"prompt_eval_count", 7},
                           {"prompt_eval_duration", 2000}, {"eval_count", 3}, {"eval_duration", 1500}};

ChatRequest request(const char *messages)
{
    ChatRequest chat;
    chat.model = "llama3.2";
    chat.messages = json::parse(messages);
    return chat;
}

} // namespace

class TestOllama : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixtures_data();
    void fixtures();
    void classify_data();
    void classify();
    void chatTiming();
    void generateTiming();
    void toolCallsNumbered();
    void errorFailsRequest();
    void chatBody_data();
    void chatBody();
    void generateBody_data();
    void generateBody();
    void plainPromptText_data();
    void plainPromptText();
    void dialectNames();
    void garbageNeverThrows();
};

void TestOllama::fixtures_data()
{
    TTFT_STREAM_FIXTURE_ROWS("ollama");
}

void TestOllama::fixtures()
{
    QFETCH(QString, fixture);
    QFETCH(int, split);
    const std::string name = fixture.toStdString();
    const fixturefacts::Replay replay = fixturefacts::replay(name, split, dialectFor(name));
    QCOMPARE(replay.framing, Framing::Ndjson);
    fixturefacts::checkCommon(name, replay);
    if (QTest::currentTestFailed())
        return;

    // EXPECTED's usage is the final object's counts and durations: the counts are the usage, the
    // durations the server timings.
    const json &derived = streamfixtures::entry(name).at("derived");
    const StreamFacts &facts = replay.facts;
    QCOMPARE(facts.hasUsage, derived.contains("usage"));
    const json usage = derived.value("usage", json::object());
    QCOMPARE(facts.usage.promptTokens, fixturefacts::intAt(usage, {"prompt_eval_count"}));
    QCOMPARE(facts.usage.completionTokens, fixturefacts::intAt(usage, {"eval_count"}));
    QVERIFY(!facts.usage.totalTokens && !facts.usage.reasoningTokens && !facts.usage.cachedTokens);
    QCOMPARE(facts.serverTimings.empty(), !usage.contains("total_duration"));
    if (!facts.serverTimings.empty()) {
        const json timings = json::parse(facts.serverTimings);
        json expected = json::object();
        for (const auto &[key, value] : usage.items())
            expected[key] = value; // all of them: durations and the counts they divide
        QVERIFY2(timings == expected, facts.serverTimings.c_str());
    }
}

void TestOllama::classify_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QByteArrayList>("expected"); // kind/choice/code/id/text

    QTest::newRow("chat-content") << QByteArray(R"({"model":"m","message":{"role":"assistant","content":"Hi"},"done":false})")
                                  << QByteArrayList{"answer/0///Hi"};
    QTest::newRow("chat-thinking") << QByteArray(R"({"message":{"role":"assistant","content":"","thinking":"Hmm"},"done":false})")
                                   << QByteArrayList{"reasoning/0///Hmm"};
    QTest::newRow("chat-empty-is-prelude") << QByteArray(R"({"message":{"role":"assistant","content":""},"done":false})")
                                           << QByteArrayList{"prelude/0///"};
    QTest::newRow("generate-response") << QByteArray(R"({"model":"m","response":"A","done":false})") << QByteArrayList{"answer/0///A"};
    QTest::newRow("generate-thinking") << QByteArray(R"({"response":"","thinking":"so","done":false})")
                                       << QByteArrayList{"reasoning/0///so"};
    QTest::newRow("chat-ignores-top-level-response")
        << QByteArray(R"({"message":{"role":"assistant","content":"x"},"response":"y"})") << QByteArrayList{"answer/0///x"};
    QTest::newRow("final-with-text")
        << QByteArray(R"({"response":"!","done":true, "done_reason": "stop"})") << QByteArrayList{"answer/0///!", "finish/0///stop", "done/0///"};
    QTest::newRow("final-with-counts")
        << QByteArray(R"({"message":{"role":"assistant","content":""},"done":true,"done_reason":"length","total_duration":10,"load_duration":2,"prompt_eval_count":5,"prompt_eval_duration":3,"eval_count":4,"eval_duration":4})")
        << QByteArrayList{"finish/0///length", "usage/0///", R"(server_timings/0/durations//)", "done/0///"};
    QTest::newRow("final-without-reason") << QByteArray(R"({"response":"","done":true})") << QByteArrayList{"done/0///"};
    QTest::newRow("done-false-counts-ignored") << QByteArray(R"({"response":"a","done":false,"eval_count":1})")
                                               << QByteArrayList{"answer/0///a"};
    QTest::newRow("tool-calls")
        << QByteArray(R"({"message":{"role":"assistant","content":"","tool_calls":[{"id":"call_1","function":{"name":"get_weather","arguments":{"city":"Paris"}}},{"function":{"index":1,"name":"now","arguments":{}}}]},"done":false})")
        << QByteArrayList{R"(tool_call/0/get_weather/call_1/{"city":"Paris"})", "tool_call/1/now//{}"};
    QTest::newRow("error-string") << QByteArray(R"({"error":"model 'x' not found"})") << QByteArrayList{"error/0///model 'x' not found"};
    QTest::newRow("error-object") << QByteArray(R"({"error":{"message":"boom","type":"server_error"}})")
                                  << QByteArrayList{"error/0/server_error//boom"};
    QTest::newRow("malformed") << QByteArray(R"({"response":"a")") << QByteArrayList{"error/0/malformed//malformed JSON"};
    QTest::newRow("not-an-object") << QByteArray("42") << QByteArrayList{"other/0///"};
    QTest::newRow("wrong-types") << QByteArray(R"({"message":"x","response":7,"done":"true","tool_calls":5})")
                                 << QByteArrayList{"prelude/0///"};
}

void TestOllama::classify()
{
    QFETCH(QByteArray, data);
    QFETCH(QByteArrayList, expected);

    // Both endpoints read lines the same way.
    OllamaChatDialect chat;
    OllamaGenerateDialect generate;
    for (Dialect *dialect : {static_cast<Dialect *>(&chat), static_cast<Dialect *>(&generate)}) {
        std::vector<StreamEvent> out;
        dialect->classify(std::string_view(), data.toStdString(), out);
        QByteArrayList actual;
        for (const StreamEvent &event : out)
            actual << describe(event);
        QCOMPARE(actual, expected);
        for (const StreamEvent &event : out) {
            if (event.kind == EventKind::Error)
                QCOMPARE(QByteArray::fromStdString(event.raw), data);
        }
    }
}

void TestOllama::chatTiming()
{
    // Each line is stamped when its newline arrives: thinking first (TTFO, not TTFT), an empty
    // line, a content line cut across two chunks (CRLF), and a final line with no newline at all,
    // complete only at the end of the stream.
    const std::string content = line(chatLine("Hello"));
    const json finalLine = [] {
        json object = chatLine("");
        object["done"] = true;
        object["done_reason"] = "stop";
        object.update(kFinalCounts);
        return object;
    }();
    const std::vector<std::pair<std::int64_t, std::string>> chunks = {
        {100, line(chatLine("", "Let me think"))},
        {200, line(chatLine(""))},
        {300, content.substr(0, 20)},
        {400, content.substr(20, content.size() - 21) + "\r\n"},
        {500, line(chatLine(" there")) + finalLine.dump()},
    };
    StreamMeter meter(std::make_unique<OllamaChatDialect>());
    for (const auto &[ns, bytes] : chunks)
        meter.onBytes(ns, bytes);
    QVERIFY(!meter.facts().sawDone);
    meter.onEnd(600);
    const StreamFacts &facts = meter.facts();

    QCOMPARE(facts.wireEvents, 5);
    QCOMPARE(facts.firstEventNs, std::int64_t(100));
    QCOMPARE(facts.firstOutputNs, std::int64_t(100));
    QCOMPARE(facts.firstOutputKind, EventKind::Reasoning);
    QCOMPARE(facts.firstReasoningNs, std::int64_t(100));
    QCOMPARE(facts.firstAnswerNs, std::int64_t(400));
    QCOMPARE(facts.firstAnswerEventIndex, 2);
    QCOMPARE(facts.answerEventNs, (std::vector<std::int64_t>{400, 500}));
    QCOMPARE(facts.text, std::string("Hello there"));
    QCOMPARE(facts.reasoningText, std::string("Let me think"));
    QCOMPARE(facts.finishReasons, std::vector<std::string>{"stop"});
    QCOMPARE(facts.firstSentenceNs, std::int64_t(600)); // short answer: complete at the final line
    QVERIFY(facts.sawDone);
    QCOMPARE(facts.usage.promptTokens, std::optional<std::int64_t>(7));
    QCOMPARE(facts.usage.completionTokens, std::optional<std::int64_t>(3));
    QVERIFY2(json::parse(facts.serverTimings) == kFinalCounts, facts.serverTimings.c_str());
    QVERIFY(facts.errors.empty());
}

void TestOllama::generateTiming()
{
    // A cold load: the server says nothing until the model is in memory, then answers. TTFT is the
    // first line with text; the final line's load_duration explains it.
    StreamMeter meter(std::make_unique<OllamaGenerateDialect>());
    meter.onBytes(8'000, line({{"model", "m"}, {"response", "A"}, {"done", false}}));
    meter.onBytes(8'050, line({{"model", "m"}, {"response", " rabbit."}, {"done", false}}));
    json finalLine = {{"model", "m"}, {"response", ""}, {"done", true}, {"done_reason", "stop"}, {"context", {1, 2, 3}}};
    finalLine.update(kFinalCounts);
    finalLine["load_duration"] = 7'900;
    meter.onBytes(8'100, line(finalLine));
    meter.onEnd(8'200);
    const StreamFacts &facts = meter.facts();
    QCOMPARE(facts.firstAnswerNs, std::int64_t(8'000));
    QCOMPARE(facts.firstOutputKind, EventKind::Answer);
    QCOMPARE(facts.text, std::string("A rabbit."));
    QCOMPARE(facts.answerEvents, 2);
    QCOMPARE(facts.firstSentenceNs, std::int64_t(8'100));
    QCOMPARE(json::parse(facts.serverTimings).value("load_duration", 0), 7'900);
    QVERIFY(!json::parse(facts.serverTimings).contains("context"));
    QVERIFY(facts.sawDone);
}

void TestOllama::toolCallsNumbered()
{
    // Calls arrive whole and (mostly) unnumbered: each is a call of its own, in order, over lines.
    const std::string stream =
        line({{"message", {{"role", "assistant"}, {"content", ""}, {"tool_calls", json::array({
            {{"function", {{"name", "a"}, {"arguments", {{"x", 1}}}}}},
            {{"function", {{"name", "b"}, {"arguments", json::object()}}}},
        })}}}, {"done", false}})
        + line({{"message", {{"role", "assistant"}, {"content", ""}, {"tool_calls", json::array({
            {{"id", "call-3"}, {"function", {{"name", "c"}, {"arguments", {{"q", "z"}}}}}},
        })}}}, {"done", false}})
        + line({{"message", {{"role", "assistant"}, {"content", ""}}}, {"done", true}, {"done_reason", "stop"}});
    const StreamFacts facts = fixturefacts::meter(std::make_unique<OllamaChatDialect>(), {stream});
    QCOMPARE(facts.toolCalls.size(), std::size_t(3));
    QCOMPARE(facts.toolCalls[0].name, std::string("a"));
    QCOMPARE(facts.toolCalls[0].arguments, std::string(R"({"x":1})"));
    QCOMPARE(facts.toolCalls[1].name, std::string("b"));
    QCOMPARE(facts.toolCalls[2].id, std::string("call-3"));
    QCOMPARE(facts.toolCalls[2].arguments, std::string(R"({"q":"z"})"));
    QCOMPARE(facts.toolCallEvents, 2);
    QCOMPARE(facts.firstOutputKind, EventKind::ToolCall);
    QCOMPARE(facts.firstOutputEventIndex, 0);
    QVERIFY(!hasTime(facts.firstAnswerNs));
}

void TestOllama::errorFailsRequest()
{
    TransferResult ok;
    ok.httpStatus = 200;

    // Ollama reports a failure after the 200 as an error line, here after some text.
    const std::string stream = line(chatLine("Par")) + line({{"error", "an error was encountered while running the model"}});
    const StreamFacts facts = fixturefacts::meter(std::make_unique<OllamaChatDialect>(), {stream});
    QCOMPARE(facts.errors.size(), std::size_t(1));
    QVERIFY(facts.errors[0].code.empty());
    QVERIFY(!facts.sawDone);
    RequestRecord record;
    classifyOutcome(ok, facts, std::string(), record);
    QVERIFY(record.failed());
    QCOMPARE(record.errorClass, ErrorClass::StreamError);
    QCOMPARE(record.errorMessage, std::string("an error was encountered while running the model"));

    // A broken line is malformed, not a stream error; the lines around it still count.
    const StreamFacts broken = fixturefacts::meter(std::make_unique<OllamaGenerateDialect>(),
                                                   {"{\"response\":\"a\"\n{\"response\":\"b\",\"done\":true}\n"});
    QCOMPARE(broken.errors.size(), std::size_t(1));
    QCOMPARE(broken.text, std::string("b"));
    RequestRecord brokenRecord;
    classifyOutcome(ok, broken, std::string(), brokenRecord);
    QCOMPARE(brokenRecord.errorClass, ErrorClass::Malformed);
}

void TestOllama::chatBody_data()
{
    QTest::addColumn<QByteArray>("messages");
    QTest::addColumn<int>("maxTokens");
    QTest::addColumn<double>("temperature");
    QTest::addColumn<QByteArray>("extraBody");
    QTest::addColumn<QByteArray>("expected");

    const QByteArray user = R"([{"role":"user","content":"hi"}])";
    QTest::newRow("defaults") << user << 0 << -1.0 << QByteArray("{}")
                              << QByteArray(R"({"model":"llama3.2","stream":true,"messages":[{"role":"user","content":"hi"}]})");
    QTest::newRow("options") << user << 32 << 0.0 << QByteArray("{}")
                             << QByteArray(R"({"model":"llama3.2","stream":true,"options":{"num_predict":32,"temperature":0.0},
                                            "messages":[{"role":"user","content":"hi"}]})");
    QTest::newRow("parts-flattened-roles-kept")
        << QByteArray(R"([{"role":"system","content":"Be brief."},{"role":"user","content":[{"type":"text","text":"a"},{"type":"text","text":"b"}]},{"role":"assistant","content":"ok","name":"x"}])")
        << 0 << -1.0 << QByteArray("{}")
        << QByteArray(R"({"model":"llama3.2","stream":true,"messages":[{"role":"system","content":"Be brief."},{"role":"user","content":"ab"},{"role":"assistant","content":"ok"}]})");
    QTest::newRow("extra-merges-options")
        << user << 32 << 0.2 << QByteArray(R"({"options":{"num_ctx":8192,"temperature":null},"think":true,"keep_alive":"5m"})")
        << QByteArray(R"({"model":"llama3.2","stream":true,"options":{"num_predict":32,"num_ctx":8192},"think":true,"keep_alive":"5m",
                       "messages":[{"role":"user","content":"hi"}]})");
}

void TestOllama::chatBody()
{
    QFETCH(QByteArray, messages);
    QFETCH(int, maxTokens);
    QFETCH(double, temperature);
    QFETCH(QByteArray, extraBody);
    QFETCH(QByteArray, expected);

    ChatRequest chat = request(messages.constData());
    chat.maxTokens = maxTokens;
    chat.temperature = temperature;
    chat.extraBody = json::parse(extraBody.toStdString());
    OllamaChatDialect dialect;
    QCOMPARE(dialect.path(chat), std::string("/api/chat"));
    QCOMPARE(dialect.framing(), Framing::Ndjson);
    const json body = json::parse(dialect.buildBody(chat));
    QVERIFY2(body == json::parse(expected.toStdString()), body.dump().c_str());
}

void TestOllama::generateBody_data()
{
    QTest::addColumn<QByteArray>("messages");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("one-user-message-verbatim") << QByteArray(R"([{"role":"user","content":"Why is the sky blue?"}])")
                                               << QByteArray(R"({"model":"llama3.2","stream":true,"prompt":"Why is the sky blue?","options":{"num_predict":8}})");
    QTest::newRow("system-field")
        << QByteArray(R"([{"role":"system","content":"Be brief."},{"role":"developer","content":"Plain text."},{"role":"user","content":"Hi"}])")
        << QByteArray(R"({"model":"llama3.2","stream":true,"prompt":"Hi","system":"Be brief.\n\nPlain text.","options":{"num_predict":8}})");
    QTest::newRow("conversation-transcript")
        << QByteArray(R"([{"role":"user","content":"Hi"},{"role":"assistant","content":"Hello!"},{"role":"user","content":"Count to 3"}])")
        << QByteArray(R"({"model":"llama3.2","stream":true,"prompt":"User: Hi\n\nAssistant: Hello!\n\nUser: Count to 3\n\nAssistant:","options":{"num_predict":8}})");
}

void TestOllama::generateBody()
{
    QFETCH(QByteArray, messages);
    QFETCH(QByteArray, expected);
    ChatRequest chat = request(messages.constData());
    chat.maxTokens = 8;
    OllamaGenerateDialect dialect;
    QCOMPARE(dialect.path(chat), std::string("/api/generate"));
    QCOMPARE(dialect.framing(), Framing::Ndjson);
    const json body = json::parse(dialect.buildBody(chat));
    QVERIFY2(body == json::parse(expected.toStdString()), body.dump().c_str());
}

void TestOllama::plainPromptText_data()
{
    QTest::addColumn<QByteArray>("messages");
    QTest::addColumn<bool>("includeSystem");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("empty") << QByteArray("[]") << true << QByteArray();
    QTest::newRow("not-an-array") << QByteArray(R"({"role":"user"})") << true << QByteArray();
    QTest::newRow("one-user") << QByteArray(R"([{"role":"user","content":"Hi\nthere"}])") << true << QByteArray("Hi\nthere");
    QTest::newRow("no-role-is-user") << QByteArray(R"([{"content":"Hi"}])") << true << QByteArray("Hi");
    QTest::newRow("system-excluded") << QByteArray(R"([{"role":"system","content":"S"},{"role":"user","content":"Hi"}])") << false
                                     << QByteArray("Hi");
    QTest::newRow("system-included") << QByteArray(R"([{"role":"system","content":"S"},{"role":"user","content":"Hi"}])") << true
                                     << QByteArray("System: S\n\nUser: Hi\n\nAssistant:");
    QTest::newRow("one-assistant-continued") << QByteArray(R"([{"role":"assistant","content":"Once upon"}])") << true
                                             << QByteArray("Assistant: Once upon");
    QTest::newRow("tool-role") << QByteArray(R"([{"role":"user","content":"Q"},{"role":"tool","content":"42"}])") << true
                               << QByteArray("User: Q\n\nTool: 42\n\nAssistant:");
    QTest::newRow("parts") << QByteArray(R"([{"role":"user","content":[{"type":"text","text":"a"},{"type":"image_url"},{"type":"text","text":"b"}]}])")
                           << true << QByteArray("ab");
}

void TestOllama::plainPromptText()
{
    QFETCH(QByteArray, messages);
    QFETCH(bool, includeSystem);
    QFETCH(QByteArray, expected);
    QCOMPARE(QByteArray::fromStdString(plainPrompt(json::parse(messages.toStdString()), includeSystem)), expected);
}

void TestOllama::dialectNames()
{
    const std::pair<DialectId, const char *> named[] = {{DialectId::OllamaChat, "ollama-chat"},
                                                        {DialectId::OllamaGenerate, "ollama-generate"}};
    for (const auto &[id, name] : named) {
        QCOMPARE(QByteArray(dialectName(id)), QByteArray(name));
        DialectId parsed{};
        QVERIFY(dialectFromName(name, parsed));
        QCOMPARE(parsed, id);
        const std::unique_ptr<Dialect> dialect = makeDialect(id);
        QVERIFY(dialect);
        QCOMPARE(dialect->id(), id);
        QCOMPARE(dialect->framing(), Framing::Ndjson);
    }
    DialectId parsed{};
    QVERIFY(!dialectFromName("ollama", parsed));
}

void TestOllama::garbageNeverThrows()
{
    const std::vector<std::string> pieces = {
        line(chatLine("Hi")), line(chatLine("", "hm")), "{\"done\":true,\"eval_count\":1e300,\"x_duration\":-1}\n",
        "{\"message\":{\"tool_calls\":[{\"function\":{\"arguments\":\"{\"}}]}}\n", "{\"error\":", "\r", "\n", "\xC3",
    };
    std::mt19937 random(99);
    for (int round = 0; round < 300; ++round) {
        StreamMeter meter(random() % 2 ? makeDialect(DialectId::OllamaChat) : makeDialect(DialectId::OllamaGenerate));
        dialectreplay::feedRandomChunks(meter, pieces, random);
        const StreamFacts &facts = meter.facts();
        QCOMPARE(int(facts.answerEventNs.size()), facts.answerEvents);
        QVERIFY(facts.answerEvents <= facts.wireEvents);
        QVERIFY(facts.toolCalls.size() <= 256);
    }
}

QTEST_GUILESS_MAIN(TestOllama)
#include "tst_ollama.moc"
