#include "dialectreplay.h"
#include "fixturefacts.h"
#include "streamfixtures.h"

#include "engine/requestrecorder.h"
#include "wire/dialect.h"
#include "wire/geminidialect.h"
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

// One SSE event the way the Generative Language API writes them: CRLF line ends.
std::string sse(const json &payload)
{
    return "data: " + payload.dump() + "\r\n\r\n";
}

json textChunk(const std::string &text, bool thought = false)
{
    json part = {{"text", text}};
    if (thought)
        part["thought"] = true;
    const json candidate = {{"content", {{"parts", json::array({part})}, {"role", "model"}}}, {"index", 0}};
    return {{"candidates", json::array({candidate})}};
}

StreamFacts meterWhole(const std::string &stream)
{
    return fixturefacts::meter(std::make_unique<GeminiDialect>(), {stream});
}

} // namespace

class TestGemini : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixtures_data();
    void fixtures();
    void classify_data();
    void classify();
    void timing();
    void usageMerged();
    void toolCallsNumbered();
    void errorFailsRequest();
    void buildBody_data();
    void buildBody();
    void path_data();
    void path();
    void dialectNames();
    void garbageNeverThrows();
};

void TestGemini::fixtures_data()
{
    TTFT_STREAM_FIXTURE_ROWS("gemini");
}

void TestGemini::fixtures()
{
    QFETCH(QString, fixture);
    QFETCH(int, split);
    const std::string name = fixture.toStdString();
    const fixturefacts::Replay replay = fixturefacts::replay(name, split, std::make_unique<GeminiDialect>());
    fixturefacts::checkCommon(name, replay);
    if (QTest::currentTestFailed())
        return;

    // Usage as usageMetadata says it (the last report wins field by field).
    const json &derived = streamfixtures::entry(name).at("derived");
    const StreamFacts &facts = replay.facts;
    QCOMPARE(facts.hasUsage, derived.contains("usage"));
    const json usage = derived.value("usage", json::object());
    QCOMPARE(facts.usage.promptTokens, fixturefacts::intAt(usage, {"promptTokenCount"}));
    QCOMPARE(facts.usage.completionTokens, fixturefacts::intAt(usage, {"candidatesTokenCount"}));
    QCOMPARE(facts.usage.totalTokens, fixturefacts::intAt(usage, {"totalTokenCount"}));
    QCOMPARE(facts.usage.reasoningTokens, fixturefacts::intAt(usage, {"thoughtsTokenCount"}));
    QCOMPARE(facts.usage.cachedTokens, fixturefacts::intAt(usage, {"cachedContentTokenCount"}));
    QVERIFY(facts.serverTimings.empty());
    QVERIFY(!facts.sawDone); // Gemini has no terminator
}

void TestGemini::classify_data()
{
    QTest::addColumn<QByteArray>("type");
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QByteArrayList>("expected"); // kind/choice/code/id/text

    QTest::newRow("text") << QByteArray("message")
                          << QByteArray(R"({"candidates": [{"content": {"parts": [{"text": "Hi"}],"role": "model"},"index": 0}]})")
                          << QByteArrayList{"answer/0///Hi"};
    QTest::newRow("thought-is-reasoning")
        << QByteArray("message") << QByteArray(R"({"candidates":[{"content":{"parts":[{"text":"**Plan**","thought":true}]}}]})")
        << QByteArrayList{"reasoning/0///**Plan**"};
    QTest::newRow("thought-false-is-answer")
        << QByteArray("message") << QByteArray(R"({"candidates":[{"content":{"parts":[{"text":"A","thought":false}]}}]})")
        << QByteArrayList{"answer/0///A"};
    QTest::newRow("thought-and-text-parts")
        << QByteArray("message")
        << QByteArray(R"({"candidates":[{"content":{"parts":[{"text":"think","thought":true},{"text":"say","thoughtSignature":"c2ln"}]}}]})")
        << QByteArrayList{"reasoning/0///think", "answer/0///say"};
    QTest::newRow("signature-only-part") << QByteArray("message")
                                         << QByteArray(R"({"candidates":[{"content":{"parts":[{"text":"","thoughtSignature":"c2ln"}],"role":"model"}}]})")
                                         << QByteArrayList{"prelude/0///"};
    QTest::newRow("text-and-finish-and-usage")
        << QByteArray("message")
        << QByteArray(R"({"candidates":[{"content":{"parts":[{"text":"."}]},"finishReason":"STOP"}],"usageMetadata":{"promptTokenCount":3}})")
        << QByteArrayList{"answer/0///.", "finish/0///STOP", "usage/0///"};
    QTest::newRow("finish-without-parts") << QByteArray("message")
                                          << QByteArray(R"({"candidates":[{"content":{"role":"model"},"finishReason":"MAX_TOKENS","index":0}]})")
                                          << QByteArrayList{"finish/0///MAX_TOKENS"};
    QTest::newRow("function-call")
        << QByteArray("message")
        << QByteArray(R"({"candidates":[{"content":{"parts":[{"functionCall":{"name":"get_weather","args":{"location":"Paris"},"id":"c1"}}]}}]})")
        << QByteArrayList{R"(tool_call/0/get_weather/c1/{"location":"Paris"})"};
    QTest::newRow("function-call-no-args") << QByteArray("message")
                                           << QByteArray(R"({"candidates":[{"content":{"parts":[{"functionCall":{"name":"now"}}]}}]})")
                                           << QByteArrayList{"tool_call/0/now//"};
    QTest::newRow("second-candidate") << QByteArray("message")
                                      << QByteArray(R"({"candidates":[{"content":{"parts":[{"text":"b"}]},"index":1}]})")
                                      << QByteArrayList{"answer/1///b"};
    QTest::newRow("usage-only") << QByteArray("message") << QByteArray(R"({"usageMetadata":{"promptTokenCount":3,"totalTokenCount":3}})")
                                << QByteArrayList{"usage/0///"};
    QTest::newRow("error-object")
        << QByteArray("message")
        << QByteArray(R"({"error":{"code":429,"message":"Resource has been exhausted","status":"RESOURCE_EXHAUSTED"}})")
        << QByteArrayList{"error/0/RESOURCE_EXHAUSTED//Resource has been exhausted"};
    QTest::newRow("error-numeric-code-only") << QByteArray("message") << QByteArray(R"({"error":{"code":500,"message":"Internal"}})")
                                             << QByteArrayList{"error/0/500//Internal"};
    QTest::newRow("error-event") << QByteArray("error") << QByteArray("upstream closed") << QByteArrayList{"error/0///upstream closed"};
    QTest::newRow("prompt-blocked")
        << QByteArray("message") << QByteArray(R"({"promptFeedback":{"blockReason":"SAFETY"},"usageMetadata":{"promptTokenCount":8}})")
        << QByteArrayList{"error/0/blocked//SAFETY", "usage/0///"};
    QTest::newRow("malformed") << QByteArray("message") << QByteArray(R"({"candidates": [)") << QByteArrayList{"error/0/malformed//malformed JSON"};
    QTest::newRow("blank") << QByteArray("message") << QByteArray("") << QByteArrayList{"other/0///"};
    QTest::newRow("array") << QByteArray("message") << QByteArray("[1]") << QByteArrayList{"other/0///"};
    QTest::newRow("unrelated-object") << QByteArray("message") << QByteArray(R"({"modelVersion":"x"})") << QByteArrayList{"other/0///"};
    QTest::newRow("wrong-types")
        << QByteArray("message") << QByteArray(R"({"candidates":[{"content":{"parts":[{"text":5},{"functionCall":"x"}]},"finishReason":1},7]})")
        << QByteArrayList{"prelude/0///"};
}

void TestGemini::classify()
{
    QFETCH(QByteArray, type);
    QFETCH(QByteArray, data);
    QFETCH(QByteArrayList, expected);

    GeminiDialect dialect;
    std::vector<StreamEvent> out;
    dialect.classify(type.toStdString(), data.toStdString(), out);
    QByteArrayList actual;
    for (const StreamEvent &event : out)
        actual << describe(event);
    QCOMPARE(actual, expected);
    for (const StreamEvent &event : out) {
        if (event.kind == EventKind::Error)
            QCOMPARE(QByteArray::fromStdString(event.raw), data);
    }
}

void TestGemini::timing()
{
    // Thought parts come first: they are the first output (TTFO), not TTFT. An empty text part is
    // no answer. The answer's data line ends with a CRLF cut between two chunks (one line end, not
    // two), so the event completes only with the blank line after it. The stream just ends: TTFS
    // falls on the finish reason.
    const std::string answer = sse(textChunk("Hello"));
    const std::vector<std::pair<std::int64_t, std::string>> chunks = {
        {100, sse(textChunk("Planning", true))},
        {200, sse(textChunk(""))},
        {300, answer.substr(0, answer.size() - 3)},
        {400, "\n"},
        {450, "\r\n"},
        {500, sse({{"candidates", json::array({{{"content", {{"parts", json::array({{{"text", " world"}}})}}}, {"finishReason", "STOP"}}})}})},
    };
    StreamMeter meter(std::make_unique<GeminiDialect>());
    for (const auto &[ns, bytes] : chunks)
        meter.onBytes(ns, bytes);
    meter.onEnd(600);
    const StreamFacts &facts = meter.facts();

    QCOMPARE(facts.firstEventNs, std::int64_t(100));
    QCOMPARE(facts.firstOutputNs, std::int64_t(100));
    QCOMPARE(facts.firstOutputKind, EventKind::Reasoning);
    QCOMPARE(facts.firstReasoningNs, std::int64_t(100));
    QCOMPARE(facts.firstReasoningDelta, std::string("Planning"));
    QCOMPARE(facts.firstAnswerNs, std::int64_t(450));
    QCOMPARE(facts.firstAnswerEventIndex, 2);
    QCOMPARE(facts.firstAnswerDelta, std::string("Hello"));
    QCOMPARE(facts.answerEventNs, (std::vector<std::int64_t>{450, 500}));
    QCOMPARE(facts.text, std::string("Hello world"));
    QCOMPARE(facts.reasoningText, std::string("Planning"));
    QCOMPARE(facts.firstSentenceNs, std::int64_t(500));
    QCOMPARE(facts.finishReasons, std::vector<std::string>{"STOP"});
    QCOMPARE(facts.wireEvents, 4);
    QVERIFY(!facts.sawDone);
    QVERIFY(!facts.unterminatedEvent);
}

void TestGemini::usageMerged()
{
    // Every event repeats usageMetadata; thoughtsTokenCount appears once thinking is over and the
    // candidates count only in the later events. The figures end as the last report has them.
    const std::string stream =
        sse({{"usageMetadata", {{"promptTokenCount", 10}, {"totalTokenCount", 10}}}})
        + sse({{"usageMetadata", {{"promptTokenCount", 10}, {"candidatesTokenCount", 2}, {"thoughtsTokenCount", 40}, {"totalTokenCount", 52}}}})
        + sse({{"usageMetadata", {{"promptTokenCount", 9}, {"candidatesTokenCount", 7}, {"thoughtsTokenCount", 40}, {"cachedContentTokenCount", 4}, {"totalTokenCount", 56}}}});
    const StreamFacts facts = meterWhole(stream);
    QVERIFY(facts.hasUsage);
    QCOMPARE(facts.usage.promptTokens, std::optional<std::int64_t>(9));
    QCOMPARE(facts.usage.completionTokens, std::optional<std::int64_t>(7));
    QCOMPARE(facts.usage.reasoningTokens, std::optional<std::int64_t>(40));
    QCOMPARE(facts.usage.cachedTokens, std::optional<std::int64_t>(4));
    QCOMPARE(facts.usage.totalTokens, std::optional<std::int64_t>(56));
    QVERIFY(!hasTime(facts.firstOutputNs));
}

void TestGemini::toolCallsNumbered()
{
    // Calls arrive whole and unnumbered; each is a call of its own, in order, across events.
    const json two = {{"candidates", json::array({{{"content", {{"parts", json::array({
        {{"functionCall", {{"name", "a"}, {"args", {{"x", 1}}}}}},
        {{"functionCall", {{"name", "b"}, {"args", json::object()}}}},
    })}}}}})}};
    const json third = {{"candidates", json::array({{{"content", {{"parts", json::array({
        {{"functionCall", {{"name", "c"}, {"args", {{"q", "z"}}}, {"id", "call-3"}}}},
    })}}}, {"finishReason", "STOP"}}})}};
    const StreamFacts facts = meterWhole(sse(two) + sse(third));
    QCOMPARE(facts.toolCalls.size(), std::size_t(3));
    QCOMPARE(facts.toolCalls[0].name, std::string("a"));
    QCOMPARE(facts.toolCalls[0].arguments, std::string(R"({"x":1})"));
    QCOMPARE(facts.toolCalls[1].name, std::string("b"));
    QCOMPARE(facts.toolCalls[1].arguments, std::string("{}"));
    QCOMPARE(facts.toolCalls[2].name, std::string("c"));
    QCOMPARE(facts.toolCalls[2].id, std::string("call-3"));
    QCOMPARE(facts.toolCallEvents, 2);
    QCOMPARE(facts.firstOutputKind, EventKind::ToolCall);
    QVERIFY(!hasTime(facts.firstAnswerNs));
}

void TestGemini::errorFailsRequest()
{
    TransferResult ok;
    ok.httpStatus = 200;

    // Text, then an in-band error: the request failed, whatever came before.
    const StreamFacts failed = meterWhole(
        sse(textChunk("Partial"))
        + sse({{"error", {{"code", 503}, {"message", "The model is overloaded."}, {"status", "UNAVAILABLE"}}}}));
    QCOMPARE(failed.errors.size(), std::size_t(1));
    QCOMPARE(failed.errors[0].code, std::string("UNAVAILABLE"));
    RequestRecord record;
    classifyOutcome(ok, failed, std::string(), record);
    QVERIFY(record.failed());
    QCOMPARE(record.errorClass, ErrorClass::StreamError);
    QCOMPARE(record.errorMessage, std::string("UNAVAILABLE: The model is overloaded."));

    // A blocked prompt never produces anything.
    const StreamFacts blocked = meterWhole(sse({{"promptFeedback", {{"blockReason", "PROHIBITED_CONTENT"}}}}));
    RequestRecord blockedRecord;
    classifyOutcome(ok, blocked, std::string(), blockedRecord);
    QCOMPARE(blockedRecord.errorClass, ErrorClass::StreamError);
    QCOMPARE(blockedRecord.errorMessage, std::string("blocked: PROHIBITED_CONTENT"));

    // A clean stream (its last chunk has the finish reason) is not failed.
    json finished = textChunk("Hi");
    finished["candidates"][0]["finishReason"] = "STOP";
    RequestRecord fine;
    classifyOutcome(ok, meterWhole(sse(finished)), std::string(), fine);
    QVERIFY(!fine.failed());

    // One that ends before its finish reason was cut short, however cleanly it closed.
    RequestRecord cut;
    classifyOutcome(ok, meterWhole(sse(textChunk("Hi"))), std::string(), cut);
    QCOMPARE(cut.errorClass, ErrorClass::Dropped);
}

void TestGemini::buildBody_data()
{
    QTest::addColumn<QByteArray>("messages");
    QTest::addColumn<int>("maxTokens");
    QTest::addColumn<double>("temperature");
    QTest::addColumn<QByteArray>("extraBody");
    QTest::addColumn<QByteArray>("expected");

    const QByteArray user = R"([{"role":"user","content":"hi"}])";
    const QByteArray userContents = R"("contents":[{"role":"user","parts":[{"text":"hi"}]}])";
    QTest::newRow("defaults") << user << 0 << -1.0 << QByteArray("{}") << ("{" + userContents + "}");
    QTest::newRow("generation-config")
        << user << 64 << 0.0 << QByteArray("{}")
        << ("{" + userContents + R"(,"generationConfig":{"maxOutputTokens":64,"temperature":0.0}})");
    QTest::newRow("conversation-and-system")
        << QByteArray(R"([{"role":"system","content":"Be brief."},{"role":"developer","content":"No lists."},
                       {"role":"user","content":[{"type":"text","text":"Say "},{"type":"image_url","image_url":{"url":"x"}},{"type":"text","text":"hi"}]},
                       {"role":"assistant","content":"Hi."},{"role":"user","content":"Again"}])")
        << 0 << 0.5 << QByteArray("{}")
        << QByteArray(R"({"contents":[{"role":"user","parts":[{"text":"Say hi"}]},{"role":"model","parts":[{"text":"Hi."}]},
                      {"role":"user","parts":[{"text":"Again"}]}],
                      "systemInstruction":{"parts":[{"text":"Be brief."},{"text":"No lists."}]},
                      "generationConfig":{"temperature":0.5}})");
    QTest::newRow("extra-merges-into-config")
        << user << 100 << 0.7
        << QByteArray(R"({"generationConfig":{"thinkingConfig":{"includeThoughts":true},"temperature":null},"safetySettings":[]})")
        << ("{" + userContents + R"(,"generationConfig":{"maxOutputTokens":100,"thinkingConfig":{"includeThoughts":true}},"safetySettings":[]})");
    QTest::newRow("extra-removes") << user << 100 << -1.0 << QByteArray(R"({"generationConfig":null})") << ("{" + userContents + "}");
    // A tool-call turn in the Chat Completions shape, as the workloads and conversations write it:
    // functionDeclarations, the choice as functionCallingConfig, the call a functionCall part of a
    // model turn, its result a functionResponse named after the call (Gemini matches by name), a
    // result that is no JSON object under "output", and Gemini-native tools as they are.
    QTest::newRow("tools-calls-results")
        << QByteArray(R"([{"role":"user","content":"Any slot Thursday?"},
                       {"role":"assistant","content":null,"tool_calls":[
                         {"id":"call_1","type":"function","function":{"name":"check_slots","arguments":"{\"day\":\"Thursday\"}"}},
                         {"id":"call_2","type":"function","function":{"name":"look_up","arguments":"{\"ref\":"}}]},
                       {"role":"tool","tool_call_id":"call_1","content":"{\"slots\":[\"08:00\"]}"},
                       {"role":"tool","tool_call_id":"call_2","content":"not found"}])")
        << 0 << -1.0
        << QByteArray(R"({"tools":[{"type":"function","function":{"name":"check_slots","description":"Slots.",
                         "parameters":{"type":"object","properties":{"day":{"type":"string"}}}}},{"googleSearch":{}}],
                         "tool_choice":"required"})")
        << QByteArray(R"({"contents":[{"role":"user","parts":[{"text":"Any slot Thursday?"}]},
                      {"role":"model","parts":[{"functionCall":{"name":"check_slots","args":{"day":"Thursday"}}},
                                               {"functionCall":{"name":"look_up","args":{}}}]},
                      {"role":"user","parts":[{"functionResponse":{"name":"check_slots","response":{"slots":["08:00"]}}},
                                              {"functionResponse":{"name":"look_up","response":{"output":"not found"}}}]}],
                      "tools":[{"googleSearch":{}},{"functionDeclarations":[{"name":"check_slots","description":"Slots.",
                               "parameters":{"type":"object","properties":{"day":{"type":"string"}}}}]}],
                      "toolConfig":{"functionCallingConfig":{"mode":"ANY"}}})");
    QTest::newRow("tool-choice-named")
        << user << 0 << -1.0 << QByteArray(R"({"tool_choice":{"type":"function","function":{"name":"look_up"}}})")
        << ("{" + userContents + R"(,"toolConfig":{"functionCallingConfig":{"mode":"ANY","allowedFunctionNames":["look_up"]}}})");
    QTest::newRow("tool-choice-none")
        << user << 0 << -1.0 << QByteArray(R"({"tool_choice":"none"})")
        << ("{" + userContents + R"(,"toolConfig":{"functionCallingConfig":{"mode":"NONE"}}})");
}

void TestGemini::buildBody()
{
    QFETCH(QByteArray, messages);
    QFETCH(int, maxTokens);
    QFETCH(double, temperature);
    QFETCH(QByteArray, extraBody);
    QFETCH(QByteArray, expected);

    ChatRequest request;
    request.model = "gemini-2.0-flash";
    request.messages = json::parse(messages.toStdString());
    request.maxTokens = maxTokens;
    request.temperature = temperature;
    request.extraBody = json::parse(extraBody.toStdString());

    GeminiDialect dialect;
    QCOMPARE(dialect.framing(), Framing::Sse);
    const json body = json::parse(dialect.buildBody(request));
    const json want = json::parse(expected.toStdString());
    QVERIFY2(body == want, body.dump().c_str());
}

void TestGemini::path_data()
{
    QTest::addColumn<QByteArray>("model");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("plain") << QByteArray("gemini-2.0-flash") << QByteArray("/models/gemini-2.0-flash:streamGenerateContent?alt=sse");
    QTest::newRow("with-collection") << QByteArray("models/gemini-2.5-pro") << QByteArray("/models/gemini-2.5-pro:streamGenerateContent?alt=sse");
    QTest::newRow("tuned") << QByteArray("tunedModels/my-model") << QByteArray("/tunedModels/my-model:streamGenerateContent?alt=sse");
    QTest::newRow("escaped") << QByteArray("a b?c#d") << QByteArray("/models/a%20b%3Fc%23d:streamGenerateContent?alt=sse");
}

void TestGemini::path()
{
    QFETCH(QByteArray, model);
    QFETCH(QByteArray, expected);
    ChatRequest request;
    request.model = model.toStdString();
    QCOMPARE(QByteArray::fromStdString(GeminiDialect().path(request)), expected);
}

void TestGemini::dialectNames()
{
    QCOMPARE(QByteArray(dialectName(DialectId::Gemini)), QByteArray("gemini"));
    DialectId id{};
    QVERIFY(dialectFromName("gemini", id));
    QCOMPARE(id, DialectId::Gemini);
    QVERIFY(!dialectFromName("Gemini", id));
    const std::unique_ptr<Dialect> dialect = makeDialect(DialectId::Gemini);
    QVERIFY(dialect);
    QCOMPARE(dialect->id(), DialectId::Gemini);
    QCOMPARE(dialect->framing(), Framing::Sse);
}

void TestGemini::garbageNeverThrows()
{
    const std::vector<std::string> pieces = {
        sse(textChunk("Hi")), sse(textChunk("think", true)), "data: {\"candidates\":[{\"index\":99999999999}]}\r\n\r\n",
        "data: {\"usageMetadata\":{\"promptTokenCount\":1e300}}\r\n\r\n", "data: {\"error\":", "event: error\r\n", "\r", "\n",
        "data: {\"candidates\":[{\"content\":{\"parts\":[{\"functionCall\":{\"args\":[1,2]}}]}}]}\r\n\r\n", "\xC3",
    };
    std::mt19937 random(4321);
    for (int round = 0; round < 300; ++round) {
        StreamMeter meter(std::make_unique<GeminiDialect>());
        dialectreplay::feedRandomChunks(meter, pieces, random);
        const StreamFacts &facts = meter.facts();
        QCOMPARE(int(facts.answerEventNs.size()), facts.answerEvents);
        QVERIFY(facts.answerEvents <= facts.wireEvents);
        QVERIFY(facts.textByChoice.size() <= 64);
    }
}

QTEST_GUILESS_MAIN(TestGemini)
#include "tst_gemini.moc"
