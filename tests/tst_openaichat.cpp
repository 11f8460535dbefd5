#include "dialectreplay.h"
#include "streamfixtures.h"

#include "wire/dialect.h"
#include "wire/openaichatdialect.h"
#include "wire/ssedecoder.h"
#include "wire/streammeter.h"

#include <QTest>

#include <optional>
#include <random>

using namespace ttft;
using nlohmann::json;

namespace {

std::int64_t chunkStamp(std::size_t chunkIndex)
{
    return 1'000'000 + std::int64_t(chunkIndex) * 1000; // synthetic, strictly increasing
}

// Feeds `chunks` stamped with chunkStamp(i) and ends at chunkStamp(chunks.size()).
StreamFacts meter(const std::vector<std::string_view> &chunks, StreamMeter::Options options = {})
{
    StreamMeter meter(std::make_unique<OpenAiChatDialect>(), options);
    for (std::size_t i = 0; i < chunks.size(); ++i)
        meter.onBytes(chunkStamp(i), chunks[i]);
    meter.onEnd(chunkStamp(chunks.size()));
    return meter.facts();
}

// An independent reading of when each SSE event became complete: the stamp of the chunk whose
// bytes made the raw decoder emit it (the end stamp for one flushed at the end).
std::vector<std::int64_t> eventStamps(const std::vector<std::string_view> &chunks)
{
    SseDecoder decoder;
    std::vector<SseEvent> events;
    std::vector<std::int64_t> stamps;
    for (std::size_t i = 0; i < chunks.size(); ++i) {
        decoder.feed(chunks[i], events);
        stamps.resize(events.size(), chunkStamp(i));
    }
    decoder.finish(events, true);
    stamps.resize(events.size(), chunkStamp(chunks.size()));
    return stamps;
}

std::optional<std::int64_t> jsonPathInt(const json &object, std::initializer_list<const char *> path)
{
    const json *node = &object;
    for (const char *key : path) {
        if (!node->is_object() || !node->contains(key))
            return std::nullopt;
        node = &(*node)[key];
    }
    return node->is_number_integer() ? std::optional<std::int64_t>(node->get<std::int64_t>()) : std::nullopt;
}

QByteArray describe(const StreamEvent &event)
{
    return QByteArray(eventKindName(event.kind)) + '/' + QByteArray::number(event.choice) + '/'
        + QByteArray::fromStdString(event.code) + '/' + QByteArray::fromStdString(event.id) + '/'
        + QByteArray::fromStdString(event.text);
}

std::string sseData(const std::string &payload)
{
    return "data: " + payload + "\n\n";
}

std::string contentChunk(const std::string &text, int choice = 0)
{
    json chunk = {{"object", "chat.completion.chunk"},
                  {"choices", json::array({{{"index", choice}, {"delta", {{"content", text}}}, {"finish_reason", nullptr}}})}};
    return sseData(chunk.dump());
}

std::string finishChunk(int choice = 0)
{
    json chunk = {{"choices", json::array({{{"index", choice}, {"delta", json::object()}, {"finish_reason", "stop"}}})}};
    return sseData(chunk.dump());
}

const char *const kRoleChunk =
    "data: {\"choices\":[{\"index\":0,\"delta\":{\"role\":\"assistant\",\"content\":\"\"},\"finish_reason\":null}]}\n\n";

// A dialect reading every NDJSON line as answer text, to drive the meter's NDJSON path.
class LineDialect : public Dialect
{
public:
    DialectId id() const override { return DialectId::OpenAiChat; }
    Framing framing() const override { return Framing::Ndjson; }
    std::string path(const ChatRequest &) const override { return "/lines"; }
    std::string buildBody(const ChatRequest &) const override { return {}; }
    void classify(std::string_view type, std::string_view data, std::vector<StreamEvent> &out) override
    {
        StreamEvent event;
        event.kind = type.empty() ? EventKind::Answer : EventKind::Error;
        event.text.assign(data);
        out.push_back(std::move(event));
    }
};

} // namespace

class TestOpenAiChat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixtures_data();
    void fixtures();
    void classify_data();
    void classify();
    void timing();
    void endFlushStampsWithEnd();
    void choicesAndTtft();
    void keepTextOff();
    void clause_data();
    void clause();
    void ttfs_data();
    void ttfs();
    void buildBody_data();
    void buildBody();
    void dialectNames();
    void ndjsonFraming();
    void garbageNeverThrows();
};

void TestOpenAiChat::fixtures_data()
{
    TTFT_STREAM_FIXTURE_ROWS("openai-chat");
}

void TestOpenAiChat::fixtures()
{
    QFETCH(QString, fixture);
    QFETCH(int, split);
    const std::string name = fixture.toStdString();
    bool ok = false;
    const std::string bytes = streamfixtures::bytes(name, &ok);
    QVERIFY2(ok, qPrintable(QStringLiteral("cannot read fixture ") + fixture));
    const json &derived = streamfixtures::entry(name).at("derived");
    const std::vector<std::string_view> chunks = streamfixtures::chunks(name, split, bytes);
    QVERIFY(!chunks.empty());

    const StreamFacts facts = meter(chunks);

    // Framing: events as an SDK sees them (pending event flushed at the end).
    const bool flushAdds = derived.contains("sse_events_if_flushed_at_eof");
    QCOMPARE(facts.wireEvents, int(derived.value(flushAdds ? "sse_events_if_flushed_at_eof" : "sse_events_dispatched", -1)));
    QCOMPARE(facts.unterminatedEvent, flushAdds);
    QCOMPARE(facts.bodyBytes, std::int64_t(bytes.size()));
    QCOMPARE(facts.firstBodyByteNs, chunkStamp(0));
    QCOMPARE(facts.lastByteNs, chunkStamp(chunks.size() - 1));
    QVERIFY(facts.head == bytes.substr(0, 2048));

    // Answer text (EXPECTED counts choices[0] only; full_text_by_choice has the others).
    const int choice0Events = facts.answerEventsByChoice.empty() ? 0 : facts.answerEventsByChoice[0];
    QCOMPARE(choice0Events, int(derived.value("content_events", 0)));
    QCOMPARE(facts.firstAnswerEventIndex, int(derived.value("first_content_event_index", -1)));
    QCOMPARE(QByteArray::fromStdString(facts.firstAnswerDelta),
             QByteArray::fromStdString(streamfixtures::text(derived, "first_content_delta")));
    QCOMPARE(QByteArray::fromStdString(facts.text), QByteArray::fromStdString(streamfixtures::text(derived, "full_text")));
    if (derived.contains("full_text_by_choice")) {
        const json &byChoice = derived["full_text_by_choice"];
        QCOMPARE(facts.textByChoice.size(), byChoice.size());
        for (const auto &[key, value] : byChoice.items()) {
            const std::size_t choice = std::stoul(key);
            QVERIFY(choice < facts.textByChoice.size());
            QCOMPARE(QByteArray::fromStdString(facts.textByChoice[choice]), QByteArray::fromStdString(value.get<std::string>()));
        }
    } else {
        QCOMPARE(facts.answerEvents, choice0Events);
        QVERIFY(facts.textByChoice.size() <= 1);
    }

    // Reasoning, tool calls, refusal.
    QCOMPARE(facts.reasoningEvents, int(derived.value("reasoning_events", 0)));
    QCOMPARE(QByteArray::fromStdString(facts.firstReasoningDelta),
             QByteArray::fromStdString(streamfixtures::text(derived, "first_reasoning_delta")));
    QCOMPARE(QByteArray::fromStdString(facts.reasoningText),
             QByteArray::fromStdString(streamfixtures::text(derived, "reasoning_text")));
    QCOMPARE(hasTime(facts.firstReasoningNs), derived.value("reasoning_events", 0) > 0);
    const json toolCalls = derived.value("tool_calls", json::object());
    QCOMPARE(facts.toolCalls.size(), toolCalls.size());
    for (const auto &[key, value] : toolCalls.items()) {
        const ToolCallFacts &call = facts.toolCalls.at(std::stoul(key));
        QCOMPARE(QByteArray::fromStdString(call.id), QByteArray::fromStdString(streamfixtures::text(value, "id")));
        QCOMPARE(QByteArray::fromStdString(call.name), QByteArray::fromStdString(streamfixtures::text(value, "name")));
        QCOMPARE(QByteArray::fromStdString(call.arguments),
                 QByteArray::fromStdString(streamfixtures::text(value, "arguments")));
    }
    QCOMPARE(facts.toolCallEvents > 0, !toolCalls.empty());
    QCOMPARE(QByteArray::fromStdString(facts.refusalText),
             QByteArray::fromStdString(streamfixtures::text(derived, "refusal_text")));

    // Finish reasons, usage, errors, terminator.
    QCOMPARE(facts.finishReasons, derived.value("finish_reasons", std::vector<std::string>()));
    if (derived.contains("usage")) {
        const json &usage = derived["usage"];
        QVERIFY(facts.hasUsage);
        QCOMPARE(facts.usage.promptTokens, jsonPathInt(usage, {"prompt_tokens"}));
        QCOMPARE(facts.usage.completionTokens, jsonPathInt(usage, {"completion_tokens"}));
        QCOMPARE(facts.usage.totalTokens, jsonPathInt(usage, {"total_tokens"}));
        QCOMPARE(facts.usage.reasoningTokens, jsonPathInt(usage, {"completion_tokens_details", "reasoning_tokens"}));
        std::optional<std::int64_t> cached = jsonPathInt(usage, {"prompt_tokens_details", "cached_tokens"});
        if (!cached)
            cached = jsonPathInt(usage, {"prompt_cache_hit_tokens"});
        QCOMPARE(facts.usage.cachedTokens, cached);
    } else {
        QVERIFY(!facts.hasUsage);
        QVERIFY(facts.usage.empty());
    }
    const json errors = derived.value("errors", json::array());
    QCOMPARE(facts.errors.size(), errors.size());
    for (std::size_t i = 0; i < errors.size(); ++i) {
        const json &payload = errors[i].contains("error") ? errors[i]["error"] : errors[i];
        QCOMPARE(QByteArray::fromStdString(facts.errors[i].message),
                 QByteArray::fromStdString(streamfixtures::text(payload, "message")));
        QVERIFY(!facts.errors[i].code.empty());
    }
    QCOMPARE(facts.sawDone, streamfixtures::text(derived, "terminator") == "[DONE]");

    // First output of any kind.
    QCOMPARE(facts.firstOutputEventIndex, int(derived.value("first_output_event_index", -1)));
    const std::string kind = streamfixtures::text(derived, "first_output_kind");
    const EventKind expectedKind = kind == "content" ? EventKind::Answer
        : kind == "reasoning"                        ? EventKind::Reasoning
        : kind == "tool_call"                        ? EventKind::ToolCall
        : kind == "refusal"                          ? EventKind::Refusal
                                                     : EventKind::Other;
    QCOMPARE(facts.firstOutputKind, expectedKind);

    // Timing: each event carries the stamp of the chunk that completed it.
    const std::vector<std::int64_t> stamps = eventStamps(chunks);
    QCOMPARE(int(stamps.size()), facts.wireEvents);
    QCOMPARE(facts.firstEventNs, stamps.at(0));
    if (facts.firstAnswerEventIndex >= 0) {
        QCOMPARE(facts.firstAnswerNs, stamps.at(std::size_t(facts.firstAnswerEventIndex)));
        QCOMPARE(facts.answerEventNs.front(), facts.firstAnswerNs);
        QCOMPARE(facts.lastAnswerNs, facts.answerEventNs.back());
        QVERIFY(std::is_sorted(facts.answerEventNs.begin(), facts.answerEventNs.end()));
        QVERIFY(hasTime(facts.firstSentenceNs));
        QVERIFY(facts.firstSentenceNs >= facts.firstAnswerNs);
    } else {
        QVERIFY(!hasTime(facts.firstAnswerNs));
        QVERIFY(!hasTime(facts.firstSentenceNs));
        QVERIFY(facts.answerEventNs.empty());
    }
    QCOMPARE(int(facts.answerEventNs.size()), facts.answerEvents);
    if (facts.firstOutputEventIndex >= 0)
        QCOMPARE(facts.firstOutputNs, stamps.at(std::size_t(facts.firstOutputEventIndex)));
    QVERIFY(facts.firstEventNs <= facts.firstOutputNs || !hasTime(facts.firstOutputNs));
}

void TestOpenAiChat::classify_data()
{
    QTest::addColumn<QByteArray>("type");
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QByteArrayList>("expected"); // kind/choice/code/id/text

    QTest::newRow("done") << QByteArray("message") << QByteArray("[DONE]") << QByteArrayList{"done/0///"};
    QTest::newRow("role-only") << QByteArray("message")
                               << QByteArray(R"({"choices":[{"index":0,"delta":{"role":"assistant","content":"","refusal":null},"finish_reason":null}]})")
                               << QByteArrayList{"prelude/0///"};
    QTest::newRow("role-only-no-content-key") << QByteArray("message")
                                              << QByteArray(R"({"choices":[{"index":0,"delta":{"role":"assistant"}}]})")
                                              << QByteArrayList{"prelude/0///"};
    QTest::newRow("content-and-finish") << QByteArray("message")
                                        << QByteArray(R"({"choices":[{"index":0,"delta":{"content":"Hi"},"finish_reason":"stop"}]})")
                                        << QByteArrayList{"answer/0///Hi", "finish/0///stop"};
    QTest::newRow("finish-empty-delta") << QByteArray("message")
                                        << QByteArray(R"({"choices":[{"index":2,"delta":{},"finish_reason":"length"}]})")
                                        << QByteArrayList{"finish/2///length"};
    QTest::newRow("legacy-text-without-delta") << QByteArray("message")
                                               << QByteArray(R"({"choices":[{"index":0,"text":"Hel","finish_reason":null}]})")
                                               << QByteArrayList{"answer/0///Hel"};
    QTest::newRow("text-and-delta-counted-once")
        << QByteArray("message")
        << QByteArray(R"({"choices":[{"index":0,"text":"Deep","delta":{"token_id":1,"role":"assistant","content":"Deep","tool_calls":null}}]})")
        << QByteArrayList{"answer/0///Deep"};
    QTest::newRow("reasoning-content") << QByteArray("message")
                                       << QByteArray(R"({"choices":[{"index":0,"delta":{"content":null,"reasoning_content":"Hmm"}}]})")
                                       << QByteArrayList{"reasoning/0///Hmm"};
    QTest::newRow("reasoning") << QByteArray("message")
                               << QByteArray(R"({"choices":[{"index":0,"delta":{"reasoning":"We","channel":"analysis"}}]})")
                               << QByteArrayList{"reasoning/0///We"};
    QTest::newRow("reasoning-both-names-once")
        << QByteArray("message") << QByteArray(R"({"choices":[{"index":0,"delta":{"reasoning_content":"A","reasoning":"A"}}]})")
        << QByteArrayList{"reasoning/0///A"};
    QTest::newRow("reasoning-null-content-empty")
        << QByteArray("message") << QByteArray(R"({"choices":[{"index":0,"delta":{"content":"","reasoning":null}}]})")
        << QByteArrayList{"prelude/0///"};
    QTest::newRow("tool-call-header")
        << QByteArray("message")
        << QByteArray(R"({"choices":[{"index":0,"delta":{"role":"assistant","content":null,"tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name":"get_weather","arguments":""}}]}}]})")
        << QByteArrayList{"tool_call/0/get_weather/call_1/"};
    QTest::newRow("tool-call-fragments")
        << QByteArray("message")
        << QByteArray(R"({"choices":[{"index":0,"delta":{"tool_calls":[{"index":1,"id":null,"function":{"name":null,"arguments":"{\"a\""}},{"function":{"arguments":":1}"}}]}}]})")
        << QByteArrayList{"tool_call/1///{\"a\"", "tool_call/1///:1}"};
    QTest::newRow("tool-calls-null") << QByteArray("message")
                                     << QByteArray(R"({"choices":[{"index":0,"delta":{"content":"x","tool_calls":null}}]})")
                                     << QByteArrayList{"answer/0///x"};
    QTest::newRow("refusal") << QByteArray("message")
                             << QByteArray(R"({"choices":[{"index":0,"delta":{"refusal":"I'm sorry"}}]})")
                             << QByteArrayList{"refusal/0///I'm sorry"};
    QTest::newRow("usage-chunk")
        << QByteArray("message")
        << QByteArray(R"({"choices":[],"usage":{"prompt_tokens":14,"completion_tokens":30,"total_tokens":44,"completion_tokens_details":{"reasoning_tokens":2},"prompt_tokens_details":{"cached_tokens":8}}})")
        << QByteArrayList{"usage/0///"};
    QTest::newRow("usage-null") << QByteArray("message") << QByteArray(R"({"choices":[],"usage":null})")
                                << QByteArrayList{"other/0///"};
    QTest::newRow("moderation-only") << QByteArray("message") << QByteArray(R"({"choices":[],"moderation":{"flagged":false}})")
                                     << QByteArrayList{"other/0///"};
    QTest::newRow("time-info") << QByteArray("message")
                               << QByteArray(R"({"choices":[],"usage":{"prompt_tokens":1},"time_info":{"queue_time":0.1}})")
                               << QByteArrayList{"usage/0///", "server_timings/0/time_info//"};
    QTest::newRow("error-object")
        << QByteArray("message") << QByteArray(R"({"error":{"message":"Rate limit","type":"rate_limit_error","code":null}})")
        << QByteArrayList{"error/0/rate_limit_error//Rate limit"};
    QTest::newRow("error-numeric-code-next-to-choices")
        << QByteArray("message")
        << QByteArray(R"({"error":{"code":400,"message":"Token limit reached"},"choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}]})")
        << QByteArrayList{"error/0/400//Token limit reached", "prelude/0///"};
    QTest::newRow("error-string") << QByteArray("message")
                                  << QByteArray(R"({"error":"Input validation error","error_type":"validation"})")
                                  << QByteArrayList{"error/0/validation//Input validation error"};
    QTest::newRow("error-event")
        << QByteArray("error")
        << QByteArray(R"({"error":{"message":"Tool call validation failed","type":"invalid_request_error","code":"tool_use_failed"}})")
        << QByteArrayList{"error/0/tool_use_failed//Tool call validation failed"};
    QTest::newRow("error-event-flat") << QByteArray("error") << QByteArray(R"({"message":"overloaded","type":"overloaded"})")
                                      << QByteArrayList{"error/0/overloaded//overloaded"};
    QTest::newRow("error-event-not-json") << QByteArray("error") << QByteArray("upstream went away")
                                          << QByteArrayList{"error/0///upstream went away"};
    QTest::newRow("malformed") << QByteArray("message") << QByteArray(R"({"choices":[{"delta":)")
                               << QByteArrayList{"error/0/malformed//malformed JSON"};
    QTest::newRow("blank-keepalive") << QByteArray("message") << QByteArray("") << QByteArrayList{"other/0///"};
    QTest::newRow("not-an-object") << QByteArray("message") << QByteArray("[1,2]") << QByteArrayList{"other/0///"};
    QTest::newRow("wrong-types-ignored")
        << QByteArray("message") << QByteArray(R"({"choices":[{"index":"x","delta":{"content":5,"tool_calls":{}}},7],"usage":[]})")
        << QByteArrayList{"prelude/0///"};
    QTest::newRow("n2-in-one-chunk")
        << QByteArray("message")
        << QByteArray(R"({"choices":[{"index":1,"delta":{"content":"b"}},{"index":0,"delta":{"content":"a"}}]})")
        << QByteArrayList{"answer/1///b", "answer/0///a"};
    QTest::newRow("hostile-index-falls-back")
        << QByteArray("message") << QByteArray(R"({"choices":[{"index":99999999999,"delta":{"content":"a"}}]})")
        << QByteArrayList{"answer/0///a"};
}

void TestOpenAiChat::classify()
{
    QFETCH(QByteArray, type);
    QFETCH(QByteArray, data);
    QFETCH(QByteArrayList, expected);

    OpenAiChatDialect dialect;
    std::vector<StreamEvent> out;
    dialect.classify(type.toStdString(), data.toStdString(), out);
    QByteArrayList actual;
    for (const StreamEvent &event : out)
        actual << describe(event);
    QCOMPARE(actual, expected);

    // Usage fields as mapped.
    if (QTest::currentDataTag() == QByteArray("usage-chunk")) {
        const Usage &usage = out.at(0).usage;
        QCOMPARE(usage.promptTokens, std::optional<std::int64_t>(14));
        QCOMPARE(usage.completionTokens, std::optional<std::int64_t>(30));
        QCOMPARE(usage.totalTokens, std::optional<std::int64_t>(44));
        QCOMPARE(usage.reasoningTokens, std::optional<std::int64_t>(2));
        QCOMPARE(usage.cachedTokens, std::optional<std::int64_t>(8));
    }
    // Errors keep the payload as received.
    for (const StreamEvent &event : out) {
        if (event.kind == EventKind::Error)
            QCOMPARE(QByteArray::fromStdString(event.raw), data);
    }
}

void TestOpenAiChat::timing()
{
    // Each chunk arrives at a known time. The role-only chunk is the first event (not TTFT), a
    // comment and an empty content delta are not TTFT either, and the first content event is
    // complete only when the chunk holding its blank line arrives.
    const std::vector<std::pair<std::int64_t, std::string>> chunks = {
        {100, kRoleChunk},
        {200, ": keep-alive\n\n"},
        {300, contentChunk("")},
        {400, R"(data: {"choices":[{"index":0,"delta":{"content":"Hel)"},
        {500, "lo\"}}]}\n"},
        {600, "\n" + contentChunk(" world")},
        {700, finishChunk() + "data: [DONE]\n\n"},
    };
    StreamMeter meter(std::make_unique<OpenAiChatDialect>());
    for (const auto &[ns, bytes] : chunks)
        meter.onBytes(ns, bytes);
    meter.onEnd(800);
    const StreamFacts &facts = meter.facts();

    QCOMPARE(facts.firstBodyByteNs, std::int64_t(100));
    QCOMPARE(facts.firstEventNs, std::int64_t(100));
    QCOMPARE(facts.firstAnswerNs, std::int64_t(600));
    QCOMPARE(facts.firstOutputNs, std::int64_t(600));
    QCOMPARE(facts.firstAnswerEventIndex, 2);
    QCOMPARE(facts.firstOutputEventIndex, 2);
    QCOMPARE(facts.firstOutputKind, EventKind::Answer);
    QCOMPARE(facts.firstAnswerDelta, std::string("Hello"));
    QCOMPARE(facts.answerEventNs, (std::vector<std::int64_t>{600, 600}));
    QCOMPARE(facts.answerEvents, 2);
    QCOMPARE(facts.lastAnswerNs, std::int64_t(600));
    QCOMPARE(facts.lastByteNs, std::int64_t(700));
    QCOMPARE(facts.wireEvents, 6);
    QCOMPARE(facts.text, std::string("Hello world"));
    QCOMPARE(facts.finishReasons, std::vector<std::string>{"stop"});
    QVERIFY(facts.sawDone);
    QVERIFY(!facts.unterminatedEvent);
    QVERIFY(facts.errors.empty());
    // No clause and shorter than clauseChars: speakable once the finish reason says it is complete.
    QCOMPARE(facts.firstSentenceNs, std::int64_t(700));
    QVERIFY(!hasTime(facts.firstReasoningNs));

    // Bytes after the end are ignored; a second end changes nothing.
    meter.onBytes(900, contentChunk("late"));
    meter.onEnd(1000);
    QCOMPARE(meter.facts().text, std::string("Hello world"));
    QCOMPARE(meter.facts().lastByteNs, std::int64_t(700));
}

void TestOpenAiChat::endFlushStampsWithEnd()
{
    // A last event without its blank line (and no [DONE]) still counts, at the end time, as SDKs do.
    StreamMeter meter(std::make_unique<OpenAiChatDialect>());
    meter.onBytes(100, kRoleChunk);
    meter.onBytes(200, "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Hi\"}}]}\n");
    QVERIFY(!hasTime(meter.facts().firstAnswerNs));
    meter.onEnd(300);
    const StreamFacts &facts = meter.facts();
    QCOMPARE(facts.firstAnswerNs, std::int64_t(300));
    QVERIFY(facts.unterminatedEvent);
    QVERIFY(!facts.sawDone);
    QCOMPARE(facts.wireEvents, 2);
    QCOMPARE(facts.firstSentenceNs, std::int64_t(300));

    // Malformed JSON is an event and an error, and the stream goes on.
    StreamMeter broken(std::make_unique<OpenAiChatDialect>());
    broken.onBytes(100, "data: {\"choices\":[\n\n" + contentChunk("ok"));
    broken.onEnd(200);
    QCOMPARE(broken.facts().wireEvents, 2);
    QCOMPARE(broken.facts().errors.size(), std::size_t(1));
    QCOMPARE(broken.facts().errors[0].code, std::string("malformed"));
    QCOMPARE(broken.facts().text, std::string("ok"));
}

void TestOpenAiChat::choicesAndTtft()
{
    // n=2: TTFT is the first visible text of any choice; TTFS and `text` follow choice 0.
    StreamMeter meter(std::make_unique<OpenAiChatDialect>());
    meter.onBytes(100, contentChunk("Other. ", 1));
    meter.onBytes(200, contentChunk("Main", 0));
    meter.onBytes(300, contentChunk(" text. And", 0));
    meter.onEnd(400);
    const StreamFacts &facts = meter.facts();
    QCOMPARE(facts.firstAnswerNs, std::int64_t(100));
    QCOMPARE(facts.firstAnswerDelta, std::string("Other. "));
    QCOMPARE(facts.text, std::string("Main text. And"));
    QCOMPARE(facts.textByChoice, (std::vector<std::string>{"Main text. And", "Other. "}));
    QCOMPARE(facts.answerEventsByChoice, (std::vector<int>{2, 1}));
    QCOMPARE(facts.answerEvents, 3);
    QCOMPARE(facts.firstSentenceNs, std::int64_t(300));
}

void TestOpenAiChat::keepTextOff()
{
    StreamMeter::Options options;
    options.keepText = false;
    options.headBytes = 10;
    const std::string stream = std::string(kRoleChunk) + contentChunk("Hello, world") + finishChunk();
    const StreamFacts facts = meter({stream}, options);
    QVERIFY(facts.text.empty());
    QVERIFY(facts.textByChoice.empty());
    QCOMPARE(facts.firstAnswerDelta, std::string("Hello, world")); // always kept: it is short and diagnostic
    QCOMPARE(facts.answerEvents, 1);
    QCOMPARE(facts.head, stream.substr(0, 10));
    QCOMPARE(facts.firstSentenceNs, chunkStamp(0)); // TTFS does not need the kept text
}

void TestOpenAiChat::clause_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("clauseChars");
    QTest::addColumn<bool>("holds");

    QTest::newRow("empty") << QByteArray() << 40 << false;
    QTest::newRow("en-word") << QByteArray("Hello") << 40 << false;
    QTest::newRow("en-comma-at-end") << QByteArray("Hello,") << 40 << false;
    QTest::newRow("en-comma-space") << QByteArray("Hello, ") << 40 << true;
    QTest::newRow("en-period-newline") << QByteArray("Done.\nNext") << 40 << true;
    QTest::newRow("en-decimal") << QByteArray("It costs 3.5 dollars") << 40 << false;
    QTest::newRow("en-question-space") << QByteArray("Why? Because") << 40 << true;
    QTest::newRow("en-semicolon-tab") << QByteArray("a;\tb") << 40 << true;
    QTest::newRow("en-exclaim-end") << QByteArray("Wait!") << 40 << false;
    QTest::newRow("en-long") << QByteArray(40, 'a') << 40 << true;
    QTest::newRow("en-one-short") << QByteArray(39, 'a') << 40 << false;
    QTest::newRow("en-no-length-rule") << QByteArray(400, 'a') << 0 << false;
    QTest::newRow("zh-plain") << QByteArray("我来帮你查一下") << 40 << false;
    QTest::newRow("zh-period") << QByteArray("我来帮你查一下。") << 40 << true;
    QTest::newRow("zh-comma-mid") << QByteArray("你好，世界") << 40 << true;
    QTest::newRow("zh-exclaim") << QByteArray("好！") << 40 << true;
    QTest::newRow("zh-question") << QByteArray("什么？") << 40 << true;
    QTest::newRow("zh-semicolon") << QByteArray("一；二") << 40 << true;
    QTest::newRow("zh-40-chars") << QByteArray("字").repeated(40) << 40 << true;
    QTest::newRow("zh-39-chars") << QByteArray("字").repeated(39) << 40 << false;
    QTest::newRow("ideographic-space-after-period") << QByteArray("Done.\u3000") << 40 << true;
    QTest::newRow("emoji-counts-once") << QByteArray("😊").repeated(3) << 3 << true;
    QTest::newRow("emoji-short") << QByteArray("😊").repeated(2) << 3 << false;
}

void TestOpenAiChat::clause()
{
    QFETCH(QByteArray, text);
    QFETCH(int, clauseChars);
    QFETCH(bool, holds);
    QCOMPARE(holdsSpeakableClause(text.toStdString(), clauseChars), holds);

    // Fed one byte at a time (split inside UTF-8 sequences) the answer is the same.
    ClauseScanner scanner(clauseChars);
    bool found = false;
    for (char c : text)
        found = scanner.feed(std::string_view(&c, 1));
    QCOMPARE(found, holds);
}

void TestOpenAiChat::ttfs_data()
{
    QTest::addColumn<QByteArrayList>("deltas");
    QTest::addColumn<int>("clauseChars");
    QTest::addColumn<int>("firstSentenceChunk"); // the chunk whose stamp is TTFS; deltas.size() = the finish chunk

    QTest::newRow("en-period-then-space") << QByteArrayList{"Hello", " there", ".", " How", " are you?"} << 40 << 3;
    QTest::newRow("en-in-one-delta") << QByteArrayList{"Hi. How"} << 40 << 0;
    QTest::newRow("en-comma") << QByteArrayList{"Well", ", ", "yes"} << 40 << 1;
    QTest::newRow("en-long-no-punctuation") << QByteArrayList(10, "abcde") << 40 << 7;
    QTest::newRow("en-short-answer") << QByteArrayList{"4"} << 40 << 1;
    QTest::newRow("en-ends-with-period") << QByteArrayList{"Paris", "."} << 40 << 2;
    QTest::newRow("zh-comma") << QByteArrayList{"你好", "，", "我是"} << 40 << 1;
    QTest::newRow("zh-period") << QByteArrayList{"我来帮你", "查一下", "。"} << 40 << 2;
    QTest::newRow("zh-long") << QByteArrayList(20, "字字") << 40 << 19;
    QTest::newRow("zh-short-length-rule") << QByteArrayList{"一二", "三四"} << 3 << 1;
}

void TestOpenAiChat::ttfs()
{
    QFETCH(QByteArrayList, deltas);
    QFETCH(int, clauseChars);
    QFETCH(int, firstSentenceChunk);

    std::vector<std::string> chunks;
    for (const QByteArray &delta : deltas)
        chunks.push_back(contentChunk(delta.toStdString()));
    chunks.push_back(finishChunk() + "data: [DONE]\n\n");
    std::vector<std::string_view> views(chunks.begin(), chunks.end());
    StreamMeter::Options options;
    options.clauseChars = clauseChars;
    const StreamFacts facts = meter(views, options);
    QCOMPARE(facts.firstAnswerNs, chunkStamp(0));
    QCOMPARE(facts.firstSentenceNs, chunkStamp(std::size_t(firstSentenceChunk)));
}

void TestOpenAiChat::buildBody_data()
{
    QTest::addColumn<int>("maxTokens");
    QTest::addColumn<double>("temperature");
    QTest::addColumn<bool>("stream");
    QTest::addColumn<bool>("includeUsage");
    QTest::addColumn<QByteArray>("extraBody");
    QTest::addColumn<QByteArray>("expected");

    // The body with the fixed model and messages, followed by `tail`.
    const auto body = [](const char *tail) -> QByteArray {
        return QByteArray(R"({"model":"m","messages":[{"role":"user","content":"hi"}])") + QByteArray(tail);
    };
    QTest::newRow("defaults") << 0 << -1.0 << true << true << QByteArray("{}")
                              << body(R"(,"stream":true,"stream_options":{"include_usage":true}})");
    QTest::newRow("max-tokens-temperature-zero") << 16 << 0.0 << true << true << QByteArray("{}")
                                                 << body(R"(,"stream":true,"stream_options":{"include_usage":true},"max_tokens":16,"temperature":0.0})");
    QTest::newRow("no-usage") << 0 << 0.7 << true << false << QByteArray("{}")
                              << body(R"(,"stream":true,"temperature":0.7})");
    QTest::newRow("not-streaming") << 0 << -1.0 << false << true << QByteArray("{}") << body(R"(,"stream":false})");
    QTest::newRow("extra-merged-top-level")
        << 8 << -1.0 << true << true << QByteArray(R"({"top_p":0.9,"max_tokens":32,"stream_options":null,"chat_template_kwargs":{"enable_thinking":false}})")
        << body(R"(,"stream":true,"max_tokens":32,"top_p":0.9,"chat_template_kwargs":{"enable_thinking":false}})");
}

void TestOpenAiChat::buildBody()
{
    QFETCH(int, maxTokens);
    QFETCH(double, temperature);
    QFETCH(bool, stream);
    QFETCH(bool, includeUsage);
    QFETCH(QByteArray, extraBody);
    QFETCH(QByteArray, expected);

    ChatRequest request;
    request.model = "m";
    request.messages = json::array({{{"role", "user"}, {"content", "hi"}}});
    request.maxTokens = maxTokens;
    request.temperature = temperature;
    request.stream = stream;
    request.includeUsage = includeUsage;
    request.extraBody = json::parse(extraBody.toStdString());

    OpenAiChatDialect dialect;
    QCOMPARE(dialect.path(ChatRequest{}), std::string("/chat/completions"));
    QCOMPARE(dialect.framing(), Framing::Sse);
    const json body = json::parse(dialect.buildBody(request));
    const json want = json::parse(expected.toStdString());
    QVERIFY2(body == want, body.dump().c_str());
}

void TestOpenAiChat::dialectNames()
{
    QCOMPARE(QByteArray(dialectName(DialectId::OpenAiChat)), QByteArray("openai-chat"));
    DialectId id{};
    QVERIFY(dialectFromName("openai-chat", id));
    QCOMPARE(id, DialectId::OpenAiChat);
    QVERIFY(!dialectFromName("OpenAI-Chat", id));
    QVERIFY(!dialectFromName("", id));
    const std::unique_ptr<Dialect> dialect = makeDialect(DialectId::OpenAiChat);
    QVERIFY(dialect);
    QCOMPARE(dialect->id(), DialectId::OpenAiChat);
}

void TestOpenAiChat::ndjsonFraming()
{
    StreamMeter meter(std::make_unique<LineDialect>());
    meter.onBytes(10, "{\"a\":1}\n{\"b\"");
    meter.onBytes(20, ":2}\r\n\n");
    meter.onBytes(30, "{\"c\":3}");
    meter.onEnd(40);
    const StreamFacts &facts = meter.facts();
    QCOMPARE(facts.wireEvents, 3);
    QCOMPARE(facts.answerEventNs, (std::vector<std::int64_t>{10, 20, 40}));
    QCOMPARE(facts.text, std::string("{\"a\":1}{\"b\":2}{\"c\":3}"));
    QVERIFY(!facts.unterminatedEvent);
}

void TestOpenAiChat::garbageNeverThrows()
{
    // A small built-in fuzz: random bytes, and real chunk pieces cut and shuffled, must neither
    // throw nor break the facts' invariants.
    const std::vector<std::string> pieces = {
        kRoleChunk, contentChunk("Hi"), finishChunk(), "data: [DONE]\n\n", "event: error\n", "data: {\"error\":",
        "data: {\"choices\":[{\"index\":70000,\"delta\":{\"tool_calls\":[{\"index\":9999999}]}}]}\n\n", "\r", "\n", ":", "\xEF\xBB\xBF",
        "data: {\"usage\":{\"prompt_tokens\":1e30}}\n\n", "id: \0\n", "retry: 1\n", "\xC3",
    };
    std::mt19937 random(1234);
    for (int round = 0; round < 300; ++round) {
        StreamMeter meter(std::make_unique<OpenAiChatDialect>());
        dialectreplay::feedRandomChunks(meter, pieces, random);
        const StreamFacts &facts = meter.facts();
        QCOMPARE(int(facts.answerEventNs.size()), facts.answerEvents);
        QVERIFY(facts.answerEvents <= facts.wireEvents);
        QVERIFY(facts.toolCalls.size() <= 256);
        QVERIFY(facts.textByChoice.size() <= 64);
        if (hasTime(facts.firstAnswerNs))
            QVERIFY(facts.firstAnswerNs >= facts.firstEventNs && facts.firstEventNs >= facts.firstBodyByteNs);
    }
}

QTEST_GUILESS_MAIN(TestOpenAiChat)
#include "tst_openaichat.moc"
