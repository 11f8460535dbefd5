#include "dialectreplay.h"
#include "fixturefacts.h"
#include "streamfixtures.h"

#include "engine/requestrecorder.h"
#include "wire/dialect.h"
#include "wire/llamacppdialect.h"
#include "wire/streammeter.h"
#include "wire/tgidialect.h"

#include <QTest>

#include <random>

using namespace ttft;
using nlohmann::json;

// The two raw-completion servers: llama.cpp's /completion and TGI's /generate_stream. Both take
// one prompt string and stream one JSON object per token over SSE.

namespace {

QByteArray describe(const StreamEvent &event)
{
    return QByteArray(eventKindName(event.kind)) + '/' + QByteArray::number(event.choice) + '/'
        + QByteArray::fromStdString(event.code) + '/' + QByteArray::fromStdString(event.id) + '/'
        + QByteArray::fromStdString(event.text);
}

QByteArrayList describeAll(Dialect &dialect, const QByteArray &type, const QByteArray &data)
{
    std::vector<StreamEvent> out;
    dialect.classify(type.toStdString(), data.toStdString(), out);
    QByteArrayList described;
    for (const StreamEvent &event : out)
        described << describe(event);
    return described;
}

QByteArray dumped(const json &value)
{
    return QByteArray::fromStdString(value.dump());
}

std::string sse(const json &payload)
{
    return "data: " + payload.dump() + "\n\n";
}

json tgiToken(const std::string &text, bool special = false)
{
    return {{"token", {{"id", 1}, {"text", text}, {"logprob", -0.5}, {"special", special}}}, {"generated_text", nullptr}, {"details", nullptr}};
}

json llamaToken(const std::string &content)
{
    return {{"content", content}, {"stop", false}, {"id_slot", 0}};
}

const char *const kUser = R"([{"role":"user","content":"Hi"}])";
const char *const kConversation =
    R"([{"role":"system","content":"Be brief."},{"role":"user","content":"Hi"},{"role":"assistant","content":"Hello!"},{"role":"user","content":"Count to 3"}])";
const char *const kTranscript = "System: Be brief.\n\nUser: Hi\n\nAssistant: Hello!\n\nUser: Count to 3\n\nAssistant:";

} // namespace

class TestLlamaCppTgi : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void llamaCppFixtures_data();
    void llamaCppFixtures();
    void tgiFixtures_data();
    void tgiFixtures();
    void llamaCppClassify_data();
    void llamaCppClassify();
    void tgiClassify_data();
    void tgiClassify();
    void llamaCppTiming();
    void tgiTiming();
    void errorsFailRequest();
    void llamaCppBody_data();
    void llamaCppBody();
    void tgiBody_data();
    void tgiBody();
    void dialectNames();
    void garbageNeverThrows();
};

void TestLlamaCppTgi::llamaCppFixtures_data()
{
    TTFT_STREAM_FIXTURE_ROWS("llamacpp");
}

void TestLlamaCppTgi::llamaCppFixtures()
{
    QFETCH(QString, fixture);
    QFETCH(int, split);
    const std::string name = fixture.toStdString();
    const fixturefacts::Replay replay = fixturefacts::replay(name, split, std::make_unique<LlamaCppDialect>());
    fixturefacts::checkCommon(name, replay);
    if (QTest::currentTestFailed())
        return;

    // EXPECTED's usage is the stop object's tokens_* and its `timings`, which are the server timings.
    const json &derived = streamfixtures::entry(name).at("derived");
    const StreamFacts &facts = replay.facts;
    QCOMPARE(facts.hasUsage, derived.contains("usage"));
    const json usage = derived.value("usage", json::object());
    QCOMPARE(facts.usage.promptTokens, fixturefacts::intAt(usage, {"tokens_evaluated"}));
    QCOMPARE(facts.usage.completionTokens, fixturefacts::intAt(usage, {"tokens_predicted"}));
    QCOMPARE(facts.usage.cachedTokens, fixturefacts::intAt(usage, {"timings", "cache_n"}));
    QVERIFY(!facts.usage.totalTokens && !facts.usage.reasoningTokens);
    QCOMPARE(facts.serverTimings.empty(), !usage.contains("timings"));
    if (!facts.serverTimings.empty())
        QVERIFY2(json::parse(facts.serverTimings) == usage["timings"], facts.serverTimings.c_str());
}

void TestLlamaCppTgi::tgiFixtures_data()
{
    TTFT_STREAM_FIXTURE_ROWS("tgi");
}

void TestLlamaCppTgi::tgiFixtures()
{
    QFETCH(QString, fixture);
    QFETCH(int, split);
    const std::string name = fixture.toStdString();
    const fixturefacts::Replay replay = fixturefacts::replay(name, split, std::make_unique<TgiDialect>());
    fixturefacts::checkCommon(name, replay);
    if (QTest::currentTestFailed())
        return;

    // EXPECTED's usage is `details`: input_length and generated_tokens.
    const json &derived = streamfixtures::entry(name).at("derived");
    const StreamFacts &facts = replay.facts;
    QCOMPARE(facts.hasUsage, derived.contains("usage"));
    const json usage = derived.value("usage", json::object());
    QCOMPARE(facts.usage.promptTokens, fixturefacts::intAt(usage, {"input_length"}));
    QCOMPARE(facts.usage.completionTokens, fixturefacts::intAt(usage, {"generated_tokens"}));
    QVERIFY(!facts.usage.totalTokens && !facts.usage.reasoningTokens && !facts.usage.cachedTokens);
    QVERIFY(facts.serverTimings.empty());

    // generated_text, which the Done event carries as sent (prompt included when the server
    // returns full text).
    TgiDialect dialect;
    std::vector<std::string> generated;
    for (const std::vector<StreamEvent> &events : fixturefacts::classifyAll(dialect, replay.bytes)) {
        for (const StreamEvent &event : events) {
            if (event.kind == EventKind::Done)
                generated.push_back(event.text);
        }
    }
    if (derived.contains("generated_text_field")) {
        QCOMPARE(generated.size(), std::size_t(1));
        QCOMPARE(QByteArray::fromStdString(generated[0]),
                 QByteArray::fromStdString(streamfixtures::text(derived, "generated_text_field")));
    } else {
        QVERIFY(generated.empty());
    }
}

void TestLlamaCppTgi::llamaCppClassify_data()
{
    QTest::addColumn<QByteArray>("type");
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QByteArrayList>("expected"); // kind/choice/code/id/text

    QTest::newRow("token") << QByteArray("message") << QByteArray(R"({"content":" Hello","stop":false,"id_slot":0})")
                           << QByteArrayList{"answer/0/// Hello"};
    QTest::newRow("empty-token") << QByteArray("message") << QByteArray(R"({"content":"","stop":false})") << QByteArrayList{"other/0///"};
    QTest::newRow("stop-legacy-word")
        << QByteArray("message")
        << QByteArray(R"({"content":"","stop":true,"stopped_eos":false,"stopped_word":true,"stopped_limit":false,"stopping_word":"User:","tokens_predicted":12,"tokens_evaluated":47,"timings":{"prompt_n":1,"predicted_ms":336.4}})")
        << QByteArrayList{"finish/0///stopping_word=User:", "usage/0///", "server_timings/0/timings//", "done/0///"};
    QTest::newRow("stop-legacy-eos") << QByteArray("message") << QByteArray(R"({"content":"","stop":true,"stopped_eos":true,"stopped_word":false})")
                                     << QByteArrayList{"finish/0///eos", "done/0///"};
    QTest::newRow("stop-legacy-limit") << QByteArray("message") << QByteArray(R"({"content":"x","stop":true,"stopped_limit":true})")
                                       << QByteArrayList{"answer/0///x", "finish/0///limit", "done/0///"};
    QTest::newRow("stop-type-word") << QByteArray("message") << QByteArray(R"({"content":"","stop":true,"stop_type":"word","stopping_word":"\n\n"})")
                                    << QByteArrayList{"finish/0///stopping_word=\n\n", "done/0///"};
    QTest::newRow("stop-type-eos-with-cache")
        << QByteArray("message")
        << QByteArray(R"({"content":"","stop":true,"stop_type":"eos","stopping_word":"","tokens_evaluated":9,"timings":{"cache_n":6,"prompt_n":3}})")
        << QByteArrayList{"finish/0///eos", "usage/0///", "server_timings/0/timings//", "done/0///"};
    QTest::newRow("stop-nothing-known") << QByteArray("message") << QByteArray(R"({"content":"","stop":true})") << QByteArrayList{"done/0///"};
    QTest::newRow("per-token-timings") << QByteArray("message") << QByteArray(R"({"content":"a","stop":false,"timings":{"predicted_n":1}})")
                                       << QByteArrayList{"answer/0///a", "server_timings/0/timings//"};
    QTest::newRow("error-object")
        << QByteArray("message") << QByteArray(R"({"error":{"code":400,"message":"the request exceeds the available context size","type":"exceed_context_size_error"}})")
        << QByteArrayList{"error/0/exceed_context_size_error//the request exceeds the available context size"};
    QTest::newRow("error-event") << QByteArray("error") << QByteArray(R"({"code":500,"message":"boom","type":"server_error"})")
                                 << QByteArrayList{"error/0/server_error//boom"};
    QTest::newRow("malformed") << QByteArray("message") << QByteArray(R"({"content":)") << QByteArrayList{"error/0/malformed//malformed JSON"};
    QTest::newRow("wrong-types") << QByteArray("message") << QByteArray(R"({"content":5,"stop":"yes","timings":[]})") << QByteArrayList{"other/0///"};
}

void TestLlamaCppTgi::llamaCppClassify()
{
    QFETCH(QByteArray, type);
    QFETCH(QByteArray, data);
    QFETCH(QByteArrayList, expected);
    LlamaCppDialect dialect;
    QCOMPARE(describeAll(dialect, type, data), expected);

    // The usage of the stop rows, and the timings kept whole.
    std::vector<StreamEvent> out;
    dialect.classify(type.toStdString(), data.toStdString(), out);
    for (const StreamEvent &event : out) {
        if (event.kind == EventKind::Usage && QByteArray(QTest::currentDataTag()) == "stop-legacy-word") {
            QCOMPARE(event.usage.promptTokens, std::optional<std::int64_t>(47));
            QCOMPARE(event.usage.completionTokens, std::optional<std::int64_t>(12));
            QVERIFY(!event.usage.cachedTokens);
        }
        if (event.kind == EventKind::Usage && QByteArray(QTest::currentDataTag()) == "stop-type-eos-with-cache") {
            QCOMPARE(event.usage.promptTokens, std::optional<std::int64_t>(9));
            QCOMPARE(event.usage.cachedTokens, std::optional<std::int64_t>(6));
        }
        if (event.kind == EventKind::ServerTimings)
            QVERIFY2(json::parse(event.raw) == json::parse(data.toStdString())["timings"], event.raw.c_str());
        if (event.kind == EventKind::Error)
            QCOMPARE(QByteArray::fromStdString(event.raw), data);
    }
}

void TestLlamaCppTgi::tgiClassify_data()
{
    QTest::addColumn<QByteArray>("type");
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QByteArrayList>("expected"); // kind/choice/code/id/text

    QTest::newRow("token") << QByteArray("message")
                           << QByteArray(R"({"index":1,"token":{"id":1128,"text":" How","logprob":-5.6,"special":false},"generated_text":null,"details":null})")
                           << QByteArrayList{"answer/0/// How"};
    QTest::newRow("special-token") << QByteArray("message")
                                   << QByteArray(R"({"token":{"id":2,"text":"</s>","special":true},"generated_text":null,"details":null})")
                                   << QByteArrayList{"other/0///"};
    QTest::newRow("no-special-flag") << QByteArray("message") << QByteArray(R"({"token":{"text":"a"}})") << QByteArrayList{"answer/0///a"};
    QTest::newRow("last-special-with-text")
        << QByteArray("message") << QByteArray(R"({"token":{"id":1,"text":"</s>","special":true},"generated_text":"one two","details":null})")
        << QByteArrayList{"done/0///one two"};
    QTest::newRow("last-with-details")
        << QByteArray("message")
        << QByteArray(R"({"index":1,"token":{"id":13,"text":".","special":false},"generated_text":".","details":{"finish_reason":"length","generated_tokens":1,"seed":null,"input_length":1}})")
        << QByteArrayList{"answer/0///.", "finish/0///length", "usage/0///", "done/0///."};
    QTest::newRow("eos-token-details")
        << QByteArray("message")
        << QByteArray(R"({"token":{"text":"","special":true},"generated_text":"","details":{"finish_reason":"eos_token","generated_tokens":5}})")
        << QByteArrayList{"finish/0///eos_token", "usage/0///", "done/0///"};
    QTest::newRow("validation-error")
        << QByteArray("message") << QByteArray(R"({"error":"Input validation error: `inputs` must not be empty","error_type":"validation"})")
        << QByteArrayList{"error/0/validation//Input validation error: `inputs` must not be empty"};
    QTest::newRow("error-event") << QByteArray("error") << QByteArray(R"({"error":"overloaded","error_type":"overloaded"})")
                                 << QByteArrayList{"error/0/overloaded//overloaded"};
    QTest::newRow("malformed") << QByteArray("message") << QByteArray(R"({"token":)") << QByteArrayList{"error/0/malformed//malformed JSON"};
    QTest::newRow("wrong-types") << QByteArray("message") << QByteArray(R"({"token":"x","generated_text":5,"details":[]})")
                                 << QByteArrayList{"other/0///"};
}

void TestLlamaCppTgi::tgiClassify()
{
    QFETCH(QByteArray, type);
    QFETCH(QByteArray, data);
    QFETCH(QByteArrayList, expected);
    TgiDialect dialect;
    QCOMPARE(describeAll(dialect, type, data), expected);
    std::vector<StreamEvent> out;
    dialect.classify(type.toStdString(), data.toStdString(), out);
    for (const StreamEvent &event : out) {
        if (event.kind == EventKind::Usage && QByteArray(QTest::currentDataTag()) == "last-with-details") {
            QCOMPARE(event.usage.promptTokens, std::optional<std::int64_t>(1));
            QCOMPARE(event.usage.completionTokens, std::optional<std::int64_t>(1));
        }
        if (event.kind == EventKind::Error)
            QCOMPARE(QByteArray::fromStdString(event.raw), data);
    }
}

void TestLlamaCppTgi::llamaCppTiming()
{
    // Empty-content events are no answer; the stop object ends the answer (TTFS for a short one)
    // and the stream, and its timings are the server's.
    const json stop = {{"content", ""}, {"stop", true}, {"stop_type", "eos"}, {"tokens_predicted", 2}, {"tokens_evaluated", 5},
                       {"timings", {{"prompt_n", 5}, {"prompt_ms", 12.5}, {"predicted_n", 2}, {"predicted_ms", 30.0}}}};
    const std::vector<std::pair<std::int64_t, std::string>> chunks = {
        {100, sse(llamaToken(""))},
        {200, sse(llamaToken("Hi"))},
        {300, sse(llamaToken("!"))},
        {400, sse(llamaToken(""))},
        {500, sse(stop)},
    };
    StreamMeter meter(std::make_unique<LlamaCppDialect>());
    for (const auto &[ns, bytes] : chunks)
        meter.onBytes(ns, bytes);
    meter.onEnd(600);
    const StreamFacts &facts = meter.facts();
    QCOMPARE(facts.firstEventNs, std::int64_t(100));
    QCOMPARE(facts.firstAnswerNs, std::int64_t(200));
    QCOMPARE(facts.firstOutputNs, std::int64_t(200));
    QCOMPARE(facts.firstAnswerEventIndex, 1);
    QCOMPARE(facts.answerEventNs, (std::vector<std::int64_t>{200, 300}));
    QCOMPARE(facts.lastAnswerNs, std::int64_t(300));
    QCOMPARE(facts.firstSentenceNs, std::int64_t(500));
    QCOMPARE(facts.text, std::string("Hi!"));
    QCOMPARE(facts.finishReasons, std::vector<std::string>{"eos"});
    QVERIFY(facts.sawDone);
    QCOMPARE(facts.usage.completionTokens, std::optional<std::int64_t>(2));
    QVERIFY2(json::parse(facts.serverTimings) == stop["timings"], facts.serverTimings.c_str());
}

void TestLlamaCppTgi::tgiTiming()
{
    // A leading special token (<s>) is no answer; TTFT is the first visible token, even when its
    // event is cut across chunks. The last event's details and generated_text end the stream.
    const std::string first = "data:" + tgiToken("Hello").dump() + "\n\n"; // TGI writes no space after the colon
    json last = tgiToken(".");
    last["generated_text"] = "Hello world.";
    last["details"] = {{"finish_reason", "eos_token"}, {"generated_tokens", 3}, {"seed", nullptr}, {"input_length", 4}};
    const std::vector<std::pair<std::int64_t, std::string>> chunks = {
        {100, sse(tgiToken("<s>", true))},
        {200, first.substr(0, 30)},
        {300, first.substr(30)},
        {400, sse(tgiToken(" world")) + sse(last)},
    };
    StreamMeter meter(std::make_unique<TgiDialect>());
    for (const auto &[ns, bytes] : chunks)
        meter.onBytes(ns, bytes);
    meter.onEnd(500);
    const StreamFacts &facts = meter.facts();
    QCOMPARE(facts.firstEventNs, std::int64_t(100));
    QCOMPARE(facts.firstAnswerNs, std::int64_t(300));
    QCOMPARE(facts.firstOutputNs, std::int64_t(300));
    QCOMPARE(facts.firstAnswerEventIndex, 1);
    QCOMPARE(facts.answerEventNs, (std::vector<std::int64_t>{300, 400, 400}));
    QCOMPARE(facts.text, std::string("Hello world."));
    QCOMPARE(facts.finishReasons, std::vector<std::string>{"eos_token"});
    QCOMPARE(facts.usage.promptTokens, std::optional<std::int64_t>(4));
    QCOMPARE(facts.usage.completionTokens, std::optional<std::int64_t>(3));
    QVERIFY(facts.sawDone);
    QCOMPARE(facts.firstSentenceNs, std::int64_t(400));
}

void TestLlamaCppTgi::errorsFailRequest()
{
    TransferResult ok;
    ok.httpStatus = 200;

    const StreamFacts tgi = fixturefacts::meter(
        std::make_unique<TgiDialect>(),
        {"data:{\"error\":\"Request failed during generation: Server error: CUDA out of memory\",\"error_type\":\"generation\"}\n\n"});
    RequestRecord tgiRecord;
    classifyOutcome(ok, tgi, std::string(), tgiRecord);
    QCOMPARE(tgiRecord.errorClass, ErrorClass::StreamError);
    QCOMPARE(tgiRecord.errorMessage, std::string("generation: Request failed during generation: Server error: CUDA out of memory"));
    QVERIFY(!tgi.sawDone);

    const StreamFacts llama = fixturefacts::meter(
        std::make_unique<LlamaCppDialect>(),
        {sse(llamaToken("Hi")) + "data: {\"error\":{\"code\":500,\"message\":\"slot unavailable\",\"type\":\"server_error\"}}\n\n"});
    RequestRecord llamaRecord;
    classifyOutcome(ok, llama, std::string(), llamaRecord);
    QCOMPARE(llamaRecord.errorClass, ErrorClass::StreamError);
    QCOMPARE(llamaRecord.errorMessage, std::string("server_error: slot unavailable"));
    QCOMPARE(llama.text, std::string("Hi"));
}

void TestLlamaCppTgi::llamaCppBody_data()
{
    QTest::addColumn<QByteArray>("messages");
    QTest::addColumn<int>("maxTokens");
    QTest::addColumn<double>("temperature");
    QTest::addColumn<QByteArray>("extraBody");
    QTest::addColumn<QByteArray>("expected"); // JSON

    QTest::newRow("defaults") << QByteArray(kUser) << 0 << -1.0 << QByteArray("{}") << dumped(json{{"prompt", "Hi"}, {"stream", true}});
    QTest::newRow("sampling") << QByteArray(kUser) << 16 << 0.0 << QByteArray("{}")
                              << dumped(json{{"prompt", "Hi"}, {"n_predict", 16}, {"temperature", 0.0}, {"stream", true}});
    QTest::newRow("conversation") << QByteArray(kConversation) << 0 << -1.0 << QByteArray("{}")
                                  << dumped(json{{"prompt", kTranscript}, {"stream", true}});
    QTest::newRow("extra") << QByteArray(kUser) << 16 << 0.5 << QByteArray(R"({"cache_prompt":false,"stop":["User:"],"temperature":null})")
                           << dumped(json{{"prompt", "Hi"}, {"n_predict", 16}, {"stream", true}, {"cache_prompt", false}, {"stop", {"User:"}}});
}

void TestLlamaCppTgi::llamaCppBody()
{
    QFETCH(QByteArray, messages);
    QFETCH(int, maxTokens);
    QFETCH(double, temperature);
    QFETCH(QByteArray, extraBody);
    QFETCH(QByteArray, expected);
    ChatRequest request;
    request.model = "ignored";
    request.messages = json::parse(messages.toStdString());
    request.maxTokens = maxTokens;
    request.temperature = temperature;
    request.extraBody = json::parse(extraBody.toStdString());
    LlamaCppDialect dialect;
    QCOMPARE(dialect.path(request), std::string("/completion"));
    const json body = json::parse(dialect.buildBody(request));
    QVERIFY2(body == json::parse(expected.toStdString()), body.dump().c_str());
}

void TestLlamaCppTgi::tgiBody_data()
{
    QTest::addColumn<QByteArray>("messages");
    QTest::addColumn<int>("maxTokens");
    QTest::addColumn<double>("temperature");
    QTest::addColumn<QByteArray>("extraBody");
    QTest::addColumn<QByteArray>("expected"); // JSON

    QTest::newRow("defaults") << QByteArray(kUser) << 0 << -1.0 << QByteArray("{}")
                              << dumped(json{{"inputs", "Hi"}, {"parameters", {{"details", true}}}});
    QTest::newRow("greedy-leaves-temperature-out") << QByteArray(kUser) << 16 << 0.0 << QByteArray("{}")
                                                   << dumped(json{{"inputs", "Hi"}, {"parameters", {{"max_new_tokens", 16}, {"details", true}}}});
    QTest::newRow("sampling") << QByteArray(kUser) << 16 << 0.7 << QByteArray("{}")
                              << dumped(json{{"inputs", "Hi"}, {"parameters", {{"max_new_tokens", 16}, {"temperature", 0.7}, {"details", true}}}});
    QTest::newRow("conversation") << QByteArray(kConversation) << 0 << -1.0 << QByteArray("{}")
                                  << dumped(json{{"inputs", kTranscript}, {"parameters", {{"details", true}}}});
    QTest::newRow("extra-merges-parameters")
        << QByteArray(kUser) << 16 << -1.0 << QByteArray(R"({"parameters":{"top_p":0.9,"return_full_text":false},"stream":true})")
        << dumped(json{{"inputs", "Hi"}, {"parameters", {{"max_new_tokens", 16}, {"details", true}, {"top_p", 0.9}, {"return_full_text", false}}}, {"stream", true}});
}

void TestLlamaCppTgi::tgiBody()
{
    QFETCH(QByteArray, messages);
    QFETCH(int, maxTokens);
    QFETCH(double, temperature);
    QFETCH(QByteArray, extraBody);
    QFETCH(QByteArray, expected);
    ChatRequest request;
    request.model = "ignored";
    request.messages = json::parse(messages.toStdString());
    request.maxTokens = maxTokens;
    request.temperature = temperature;
    request.extraBody = json::parse(extraBody.toStdString());
    TgiDialect dialect;
    QCOMPARE(dialect.path(request), std::string("/generate_stream"));
    const json body = json::parse(dialect.buildBody(request));
    QVERIFY2(body == json::parse(expected.toStdString()), body.dump().c_str());
}

void TestLlamaCppTgi::dialectNames()
{
    const std::pair<DialectId, const char *> named[] = {{DialectId::LlamaCpp, "llamacpp"}, {DialectId::Tgi, "tgi"}};
    for (const auto &[id, name] : named) {
        QCOMPARE(QByteArray(dialectName(id)), QByteArray(name));
        DialectId parsed{};
        QVERIFY(dialectFromName(name, parsed));
        QCOMPARE(parsed, id);
        const std::unique_ptr<Dialect> dialect = makeDialect(id);
        QVERIFY(dialect);
        QCOMPARE(dialect->id(), id);
        QCOMPARE(dialect->framing(), Framing::Sse);
    }
}

void TestLlamaCppTgi::garbageNeverThrows()
{
    const std::vector<std::string> pieces = {
        sse(llamaToken("Hi")), sse(tgiToken("a")), sse({{"stop", true}, {"timings", {{"x", 1e308}}}}),
        "data:{\"generated_text\":\"x\",\"details\":{\"generated_tokens\":-1e30}}\n\n", "data: {\"error\":", "event: error\n",
        "\r", "\n", "\xC3",
    };
    std::mt19937 random(7);
    for (int round = 0; round < 300; ++round) {
        StreamMeter meter(random() % 2 ? makeDialect(DialectId::LlamaCpp) : makeDialect(DialectId::Tgi));
        dialectreplay::feedRandomChunks(meter, pieces, random);
        const StreamFacts &facts = meter.facts();
        QCOMPARE(int(facts.answerEventNs.size()), facts.answerEvents);
        QVERIFY(facts.answerEvents <= facts.wireEvents);
    }
}

QTEST_GUILESS_MAIN(TestLlamaCppTgi)
#include "tst_llamacpp_tgi.moc"
