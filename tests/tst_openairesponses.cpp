#include "dialectreplay.h"
#include "streamfixtures.h"

#include "engine/requestrecorder.h"
#include "model/requestrecord.h"
#include "wire/dialect.h"
#include "wire/openairesponsesdialect.h"
#include "wire/streammeter.h"

#include <QTest>

#include <optional>
#include <random>

using namespace ttft;
using namespace dialectreplay;
using nlohmann::json;

namespace {

// One event as OpenAI sends it: the type both as the SSE event name and in the payload.
std::string frame(const json &payload)
{
    return "event: " + payload.at("type").get<std::string>() + "\ndata: " + payload.dump() + "\n\n";
}

std::string created()
{
    return frame({{"type", "response.created"}, {"response", {{"id", "resp_1"}, {"status", "in_progress"}, {"usage", nullptr}}}});
}

std::string inProgress()
{
    return frame({{"type", "response.in_progress"}, {"response", {{"id", "resp_1"}, {"status", "in_progress"}}}});
}

std::string itemAdded(int outputIndex, const json &item)
{
    return frame({{"type", "response.output_item.added"}, {"output_index", outputIndex}, {"item", item}});
}

std::string delta(const char *type, const std::string &text, int outputIndex = 0)
{
    return frame({{"type", type}, {"item_id", "item"}, {"output_index", outputIndex}, {"content_index", 0}, {"delta", text}});
}

std::string completed(const char *status = "completed")
{
    return frame({{"type", status == std::string("completed") ? "response.completed" : "response.incomplete"},
                  {"response",
                   {{"id", "resp_1"},
                    {"status", status},
                    {"incomplete_details", status == std::string("completed") ? json() : json{{"reason", "max_output_tokens"}}},
                    {"usage",
                     {{"input_tokens", 30},
                      {"input_tokens_details", {{"cached_tokens", 16}}},
                      {"output_tokens", 12},
                      {"output_tokens_details", {{"reasoning_tokens", 4}}},
                      {"total_tokens", 42}}}}}});
}

StreamFacts meterTimed(const std::vector<std::pair<std::int64_t, std::string>> &chunks, std::int64_t endNs)
{
    StreamMeter meter(std::make_unique<OpenAiResponsesDialect>());
    for (const auto &[ns, bytes] : chunks)
        meter.onBytes(ns, bytes);
    meter.onEnd(endNs);
    return meter.facts();
}

// The event's type as the stream states it: the SSE name, or the payload's type without one.
std::string typeOf(const SseEvent &sse, const json &payload)
{
    if (sse.type != "message")
        return sse.type;
    return payload.is_object() ? payload.value("type", std::string()) : std::string();
}

// Index of the first output_item.added of a function call, read from the raw events; -1 when none.
int firstFunctionCallItem(const std::vector<SseEvent> &events)
{
    for (std::size_t i = 0; i < events.size(); ++i) {
        const json payload = json::parse(events[i].data, nullptr, false);
        if (typeOf(events[i], payload) == "response.output_item.added"
            && payload.value("item", json::object()).value("type", std::string()) == "function_call")
            return int(i);
    }
    return -1;
}

} // namespace

class TestOpenAiResponses : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixtures_data();
    void fixtures();
    void payloadTypeWithoutEventLines_data();
    void payloadTypeWithoutEventLines();
    void classify_data();
    void classify();
    void timingReasoningThenText();
    void timingFunctionCallIsFirstOutput();
    void incompleteAndRefusal();
    void errorsFailRequest();
    void buildBody_data();
    void buildBody();
    void dialectNames();
    void garbageNeverThrows();
};

void TestOpenAiResponses::fixtures_data()
{
    TTFT_STREAM_FIXTURE_ROWS("openai-responses");
}

void TestOpenAiResponses::fixtures()
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

    const StreamFacts facts = meter(std::make_unique<OpenAiResponsesDialect>(), chunks);

    const bool flushAdds = derived.contains("sse_events_if_flushed_at_eof");
    QCOMPARE(facts.wireEvents, int(derived.value(flushAdds ? "sse_events_if_flushed_at_eof" : "sse_events_dispatched", -1)));
    QCOMPARE(facts.unterminatedEvent, flushAdds);
    QCOMPARE(facts.bodyBytes, std::int64_t(bytes.size()));
    QCOMPARE(facts.lastByteNs, chunkStamp(chunks.size() - 1));

    // Answer text: output_text deltas.
    QCOMPARE(facts.answerEvents, int(derived.value("content_events", 0)));
    QCOMPARE(facts.firstAnswerEventIndex, int(derived.value("first_content_event_index", -1)));
    QCOMPARE(QByteArray::fromStdString(facts.firstAnswerDelta),
             QByteArray::fromStdString(streamfixtures::text(derived, "first_content_delta")));
    QCOMPARE(QByteArray::fromStdString(facts.text), QByteArray::fromStdString(streamfixtures::text(derived, "full_text")));
    QVERIFY(facts.textByChoice.size() <= 1);

    // Reasoning: summary text or raw reasoning text deltas.
    QCOMPARE(facts.reasoningEvents, int(derived.value("reasoning_events", 0)));
    QCOMPARE(QByteArray::fromStdString(facts.firstReasoningDelta),
             QByteArray::fromStdString(streamfixtures::text(derived, "first_reasoning_delta")));
    QCOMPARE(QByteArray::fromStdString(facts.reasoningText),
             QByteArray::fromStdString(streamfixtures::text(derived, "reasoning_text")));
    QCOMPARE(QByteArray::fromStdString(facts.refusalText), QByteArray::fromStdString(streamfixtures::text(derived, "refusal_text")));

    // Tool calls: EXPECTED keys them by item id, the meter by output_index; each EXPECTED call is
    // one stored call with its name and arguments (and the call_id as its id).
    const json toolCalls = derived.value("tool_calls", json::object());
    std::vector<const ToolCallFacts *> stored;
    for (const ToolCallFacts &call : facts.toolCalls) {
        if (!call.name.empty() || !call.arguments.empty() || !call.id.empty())
            stored.push_back(&call);
    }
    QCOMPARE(stored.size(), toolCalls.size());
    for (const auto &[itemId, value] : toolCalls.items()) {
        const auto match = std::find_if(stored.begin(), stored.end(), [&value = value](const ToolCallFacts *call) {
            return call->name == streamfixtures::text(value, "name") && call->arguments == streamfixtures::text(value, "arguments");
        });
        QVERIFY2(match != stored.end(), itemId.c_str());
        QVERIFY(QByteArray::fromStdString((*match)->id).startsWith("call_"));
    }
    QCOMPARE(facts.toolCallEvents > 0, !toolCalls.empty());

    // Finish reasons (the response status), usage (response.usage), errors, terminator.
    QCOMPARE(facts.finishReasons, derived.value("finish_reasons", std::vector<std::string>()));
    if (derived.contains("usage")) {
        const json &usage = derived["usage"];
        QVERIFY(facts.hasUsage);
        QCOMPARE(facts.usage.promptTokens, jsonPathInt(usage, {"input_tokens"}));
        QCOMPARE(facts.usage.completionTokens, jsonPathInt(usage, {"output_tokens"}));
        QCOMPARE(facts.usage.totalTokens, jsonPathInt(usage, {"total_tokens"}));
        QCOMPARE(facts.usage.reasoningTokens, jsonPathInt(usage, {"output_tokens_details", "reasoning_tokens"}));
        QCOMPARE(facts.usage.cachedTokens, jsonPathInt(usage, {"input_tokens_details", "cached_tokens"}));
    } else {
        QVERIFY(!facts.hasUsage);
    }
    QCOMPARE(facts.errors.size(), derived.value("errors", json::array()).size());
    const std::string terminator = streamfixtures::text(derived, "terminator");
    QCOMPARE(facts.sawDone, terminator == "response.completed" || terminator == "[DONE]");

    // First output. EXPECTED's reader counts a tool call from its first arguments delta; here the
    // function_call item that names the tool is already output (as OpenAI Chat's first tool_calls
    // delta is), so such an item moves the first output forward.
    int firstOutput = int(derived.value("first_output_event_index", -1));
    const std::string kind = streamfixtures::text(derived, "first_output_kind");
    EventKind firstKind = kind == "content" ? EventKind::Answer
        : kind == "reasoning"               ? EventKind::Reasoning
        : kind == "tool_call"               ? EventKind::ToolCall
        : kind == "refusal"                 ? EventKind::Refusal
                                            : EventKind::Other;
    const int callItem = firstFunctionCallItem(sseEvents(bytes));
    if (callItem >= 0 && (firstOutput < 0 || callItem < firstOutput)) {
        firstOutput = callItem;
        firstKind = EventKind::ToolCall;
    }
    QCOMPARE(facts.firstOutputEventIndex, firstOutput);
    QCOMPARE(facts.firstOutputKind, firstKind);

    // Timing.
    const std::vector<std::int64_t> stamps = eventStamps(chunks);
    QCOMPARE(int(stamps.size()), facts.wireEvents);
    QCOMPARE(facts.firstEventNs, stamps.at(0));
    if (facts.firstAnswerEventIndex >= 0) {
        QCOMPARE(facts.firstAnswerNs, stamps.at(std::size_t(facts.firstAnswerEventIndex)));
        QCOMPARE(facts.lastAnswerNs, facts.answerEventNs.back());
        QVERIFY(std::is_sorted(facts.answerEventNs.begin(), facts.answerEventNs.end()));
        QVERIFY(facts.firstSentenceNs >= facts.firstAnswerNs);
    } else {
        QVERIFY(!hasTime(facts.firstAnswerNs));
    }
    if (facts.firstOutputEventIndex >= 0)
        QCOMPARE(facts.firstOutputNs, stamps.at(std::size_t(facts.firstOutputEventIndex)));
    if (derived.value("reasoning_events", 0) > 0)
        QVERIFY(facts.firstReasoningNs <= facts.firstAnswerNs); // these reasoning models think first
}

void TestOpenAiResponses::payloadTypeWithoutEventLines_data()
{
    if (!streamfixtures::available())
        QSKIP(streamfixtures::missingMessage());
    QTest::addColumn<QString>("fixture");
    for (const std::string &name : streamfixtures::names("openai-responses"))
        QTest::newRow(name.c_str()) << QString::fromStdString(name);
}

void TestOpenAiResponses::payloadTypeWithoutEventLines()
{
    // Every event reads the same whether its type comes from the `event:` line or only from the
    // payload (OpenRouter sends no event lines).
    QFETCH(QString, fixture);
    const std::string bytes = streamfixtures::bytes(fixture.toStdString());
    const std::vector<SseEvent> events = sseEvents(bytes);
    OpenAiResponsesDialect named;
    OpenAiResponsesDialect unnamed;
    for (const SseEvent &sse : events) {
        std::vector<StreamEvent> a;
        std::vector<StreamEvent> b;
        named.classify(sse.type, sse.data, a);
        unnamed.classify("message", sse.data, b);
        QCOMPARE(a.size(), b.size());
        QVERIFY(!a.empty());
        for (std::size_t i = 0; i < a.size(); ++i)
            QCOMPARE(describe(a[i]), describe(b[i]));
        QVERIFY(a[0].kind != EventKind::Error);
    }
}

void TestOpenAiResponses::classify_data()
{
    QTest::addColumn<QByteArray>("type");
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QByteArrayList>("expected"); // kind/choice/code/id/text

    QTest::newRow("created") << QByteArray("response.created")
                             << QByteArray(R"({"type":"response.created","response":{"id":"r","status":"in_progress","usage":null}})")
                             << QByteArrayList{"prelude/0///"};
    QTest::newRow("in-progress") << QByteArray("response.in_progress") << QByteArray(R"({"type":"response.in_progress"})")
                                 << QByteArrayList{"prelude/0///"};
    QTest::newRow("queued") << QByteArray("message") << QByteArray(R"({"type":"response.queued"})") << QByteArrayList{"prelude/0///"};
    QTest::newRow("output-text-delta")
        << QByteArray("response.output_text.delta")
        << QByteArray(R"({"type":"response.output_text.delta","item_id":"msg","output_index":1,"content_index":0,"delta":"The"})")
        << QByteArrayList{"answer/0///The"};
    QTest::newRow("output-text-delta-empty") << QByteArray("response.output_text.delta")
                                             << QByteArray(R"({"type":"response.output_text.delta","delta":""})")
                                             << QByteArrayList{"other/0///"};
    QTest::newRow("reasoning-summary-delta")
        << QByteArray("response.reasoning_summary_text.delta")
        << QByteArray(R"({"type":"response.reasoning_summary_text.delta","item_id":"rs","output_index":0,"summary_index":0,"delta":"**Count"})")
        << QByteArrayList{"reasoning/0///**Count"};
    QTest::newRow("reasoning-text-delta-no-event-line")
        << QByteArray("message") << QByteArray(R"({"type":"response.reasoning_text.delta","output_index":0,"delta":"The"})")
        << QByteArrayList{"reasoning/0///The"};
    QTest::newRow("refusal-delta") << QByteArray("response.refusal.delta")
                                   << QByteArray(R"({"type":"response.refusal.delta","output_index":0,"delta":"I can't"})")
                                   << QByteArrayList{"refusal/0///I can't"};
    QTest::newRow("function-call-item")
        << QByteArray("response.output_item.added")
        << QByteArray(R"({"type":"response.output_item.added","output_index":2,"item":{"type":"function_call","id":"fc_1","call_id":"call_1","name":"get_capital","arguments":"","status":"in_progress"}})")
        << QByteArrayList{"tool_call/2/get_capital/call_1/"};
    QTest::newRow("message-item") << QByteArray("response.output_item.added")
                                  << QByteArray(R"({"type":"response.output_item.added","output_index":0,"item":{"type":"message","id":"msg","content":[]}})")
                                  << QByteArrayList{"other/0///"};
    QTest::newRow("reasoning-item") << QByteArray("response.output_item.added")
                                    << QByteArray(R"({"type":"response.output_item.added","output_index":0,"item":{"type":"reasoning","id":"rs","summary":[]}})")
                                    << QByteArrayList{"other/0///"};
    QTest::newRow("arguments-delta")
        << QByteArray("response.function_call_arguments.delta")
        << QByteArray(R"({"type":"response.function_call_arguments.delta","item_id":"fc_1","output_index":2,"delta":"{\""})")
        << QByteArrayList{"tool_call/2///{\""};
    QTest::newRow("arguments-done")
        << QByteArray("response.function_call_arguments.done")
        << QByteArray(R"({"type":"response.function_call_arguments.done","item_id":"fc_1","output_index":0,"arguments":"{}"})")
        << QByteArrayList{"other/0///"};
    QTest::newRow("output-text-done") << QByteArray("response.output_text.done")
                                      << QByteArray(R"({"type":"response.output_text.done","text":"The capital"})")
                                      << QByteArrayList{"other/0///"};
    QTest::newRow("completed")
        << QByteArray("response.completed")
        << QByteArray(R"({"type":"response.completed","response":{"status":"completed","usage":{"input_tokens":278,"input_tokens_details":{"cached_tokens":0},"output_tokens":9,"output_tokens_details":{"reasoning_tokens":0},"total_tokens":287}}})")
        << QByteArrayList{"usage/0///", "finish/0///completed", "done/0///"};
    QTest::newRow("incomplete")
        << QByteArray("response.incomplete")
        << QByteArray(R"({"type":"response.incomplete","response":{"status":"incomplete","incomplete_details":{"reason":"max_output_tokens"},"usage":{"output_tokens":16}}})")
        << QByteArrayList{"usage/0///", "finish/0///max_output_tokens", "done/0///"};
    QTest::newRow("failed")
        << QByteArray("response.failed")
        << QByteArray(R"({"type":"response.failed","response":{"status":"failed","error":{"code":"server_error","message":"The model failed."},"usage":null}})")
        << QByteArrayList{"error/0/server_error//The model failed.", "done/0///"};
    QTest::newRow("failed-without-error")
        << QByteArray("response.failed") << QByteArray(R"({"type":"response.failed","response":{"status":"failed","error":null}})")
        << QByteArrayList{"error/0/response.failed//", "done/0///"};
    QTest::newRow("error-event")
        << QByteArray("error")
        << QByteArray(R"({"type":"error","code":"rate_limit_exceeded","message":"Slow down.","param":null,"sequence_number":3})")
        << QByteArrayList{"error/0/rate_limit_exceeded//Slow down."};
    QTest::newRow("error-no-event-line-nested")
        << QByteArray("message") << QByteArray(R"({"type":"error","error":{"type":"server_error","code":null,"message":"Oops"}})")
        << QByteArrayList{"error/0/server_error//Oops"};
    QTest::newRow("error-event-not-json") << QByteArray("error") << QByteArray("bad gateway")
                                          << QByteArrayList{"error/0/error//bad gateway"};
    QTest::newRow("done-sentinel") << QByteArray("message") << QByteArray("[DONE]") << QByteArrayList{"done/0///"};
    QTest::newRow("malformed") << QByteArray("response.output_text.delta") << QByteArray(R"({"type":"response.output_text.delta","delta":)")
                               << QByteArrayList{"error/0/malformed//malformed JSON"};
    QTest::newRow("blank-keepalive") << QByteArray("message") << QByteArray(" ") << QByteArrayList{"other/0///"};
    QTest::newRow("unknown") << QByteArray("response.web_search_call.searching")
                             << QByteArray(R"({"type":"response.web_search_call.searching","output_index":0})")
                             << QByteArrayList{"other/0///"};
    QTest::newRow("wrong-types-ignored") << QByteArray("response.output_text.delta")
                                         << QByteArray(R"({"type":"response.output_text.delta","delta":7})")
                                         << QByteArrayList{"other/0///"};
    QTest::newRow("hostile-index")
        << QByteArray("response.function_call_arguments.delta")
        << QByteArray(R"({"type":"response.function_call_arguments.delta","output_index":-4,"delta":"x"})")
        << QByteArrayList{"tool_call/-1///x"};
}

void TestOpenAiResponses::classify()
{
    QFETCH(QByteArray, type);
    QFETCH(QByteArray, data);
    QFETCH(QByteArrayList, expected);

    OpenAiResponsesDialect dialect;
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
    if (QTest::currentDataTag() == QByteArray("completed")) {
        const Usage &usage = out.at(0).usage;
        QCOMPARE(usage.promptTokens, std::optional<std::int64_t>(278));
        QCOMPARE(usage.completionTokens, std::optional<std::int64_t>(9));
        QCOMPARE(usage.totalTokens, std::optional<std::int64_t>(287));
        QCOMPARE(usage.reasoningTokens, std::optional<std::int64_t>(0));
        QCOMPARE(usage.cachedTokens, std::optional<std::int64_t>(0));
    }
}

void TestOpenAiResponses::timingReasoningThenText()
{
    // TTFT is the first output_text delta; the response.created/in_progress events, empty items and
    // parts are not output; TTFO is the first reasoning summary delta.
    const StreamFacts facts = meterTimed(
        {
            {100, created()},
            {150, inProgress()},
            {200, itemAdded(0, {{"type", "reasoning"}, {"id", "rs"}, {"summary", json::array()}})},
            {300, delta("response.reasoning_summary_text.delta", "Thinking")},
            {400, itemAdded(1, {{"type", "message"}, {"id", "msg"}, {"content", json::array()}})
                      + delta("response.output_text.delta", "", 1)},
            {500, delta("response.output_text.delta", "Paris", 1)},
            {600, delta("response.output_text.delta", ", France.", 1)},
            {700, completed()},
        },
        800);
    QCOMPARE(facts.firstEventNs, std::int64_t(100));
    QCOMPARE(facts.firstOutputNs, std::int64_t(300));
    QCOMPARE(facts.firstOutputKind, EventKind::Reasoning);
    QCOMPARE(facts.firstReasoningNs, std::int64_t(300));
    QCOMPARE(facts.firstAnswerNs, std::int64_t(500));
    QCOMPARE(facts.firstAnswerEventIndex, 6);
    QCOMPARE(facts.answerEventNs, (std::vector<std::int64_t>{500, 600}));
    QCOMPARE(facts.text, std::string("Paris, France."));
    QCOMPARE(facts.firstSentenceNs, std::int64_t(600)); // ", " is a clause boundary
    QCOMPARE(facts.finishReasons, std::vector<std::string>{"completed"});
    QVERIFY(facts.sawDone);
    QCOMPARE(facts.usage.promptTokens, std::optional<std::int64_t>(30));
    QCOMPARE(facts.usage.cachedTokens, std::optional<std::int64_t>(16));
    QCOMPARE(facts.usage.completionTokens, std::optional<std::int64_t>(12));
    QCOMPARE(facts.usage.reasoningTokens, std::optional<std::int64_t>(4));
    QCOMPARE(facts.usage.totalTokens, std::optional<std::int64_t>(42));
}

void TestOpenAiResponses::timingFunctionCallIsFirstOutput()
{
    const StreamFacts facts = meterTimed(
        {
            {100, created() + inProgress()},
            {200, itemAdded(0, {{"type", "function_call"}, {"id", "fc_1"}, {"call_id", "call_1"}, {"name", "lookup"}, {"arguments", ""}})},
            {300, delta("response.function_call_arguments.delta", "{\"id\":")},
            {400, delta("response.function_call_arguments.delta", "7}")},
            {500, completed()},
        },
        600);
    QCOMPARE(facts.firstOutputNs, std::int64_t(200));
    QCOMPARE(facts.firstOutputKind, EventKind::ToolCall);
    QVERIFY(!hasTime(facts.firstAnswerNs));
    QCOMPARE(facts.toolCalls.size(), std::size_t(1));
    QCOMPARE(facts.toolCalls[0].name, std::string("lookup"));
    QCOMPARE(facts.toolCalls[0].id, std::string("call_1"));
    QCOMPARE(facts.toolCalls[0].arguments, std::string("{\"id\":7}"));
    QCOMPARE(facts.toolCallEvents, 3);
}

void TestOpenAiResponses::incompleteAndRefusal()
{
    const StreamFacts facts = meterTimed(
        {
            {100, created()},
            {200, delta("response.refusal.delta", "I can't help")},
            {300, delta("response.refusal.delta", " with that.")},
            {400, completed("incomplete")},
        },
        500);
    QCOMPARE(facts.firstOutputNs, std::int64_t(200));
    QCOMPARE(facts.firstOutputKind, EventKind::Refusal);
    QCOMPARE(facts.refusalText, std::string("I can't help with that."));
    QCOMPARE(facts.refusalEvents, 2);
    QVERIFY(!hasTime(facts.firstAnswerNs));
    QCOMPARE(facts.finishReasons, std::vector<std::string>{"max_output_tokens"});
    QVERIFY(facts.sawDone);
}

void TestOpenAiResponses::errorsFailRequest()
{
    TransferResult ok;
    ok.httpStatus = 200;

    const StreamFacts failed = meterTimed(
        {{100, created()},
         {200, delta("response.output_text.delta", "Partial")},
         {300, frame({{"type", "response.failed"},
                      {"response", {{"status", "failed"}, {"error", {{"code", "server_error"}, {"message", "The model failed."}}}}}})}},
        400);
    QCOMPARE(failed.errors.size(), std::size_t(1));
    RequestRecord record;
    classifyOutcome(ok, failed, std::string(), record);
    QVERIFY(record.failed());
    QCOMPARE(record.errorClass, ErrorClass::StreamError);
    QCOMPARE(record.errorMessage, std::string("server_error: The model failed."));

    // An `error` event without an event line (a proxy), after text.
    const StreamFacts errored = meterTimed(
        {{100, created() + delta("response.output_text.delta", "Hi")},
         {200, "data: {\"type\":\"error\",\"code\":\"rate_limit_exceeded\",\"message\":\"Slow down.\"}\n\n"}},
        300);
    RequestRecord errorRecord;
    classifyOutcome(ok, errored, std::string(), errorRecord);
    QCOMPARE(errorRecord.errorClass, ErrorClass::StreamError);
    QCOMPARE(errorRecord.errorMessage, std::string("rate_limit_exceeded: Slow down."));

    RequestRecord fine;
    classifyOutcome(ok, meterTimed({{100, created() + delta("response.output_text.delta", "Hi") + completed()}}, 200),
                    std::string(), fine);
    QVERIFY(!fine.failed());
}

void TestOpenAiResponses::buildBody_data()
{
    QTest::addColumn<QByteArray>("messages");
    QTest::addColumn<int>("maxTokens");
    QTest::addColumn<double>("temperature");
    QTest::addColumn<QByteArray>("extraBody");
    QTest::addColumn<QByteArray>("expected");

    const QByteArray userHi = R"([{"role":"user","content":"hi"}])";
    QTest::newRow("defaults") << userHi << 0 << -1.0 << QByteArray("{}")
                              << QByteArray(R"({"model":"m","stream":true,"input":[{"type":"message","role":"user","content":"hi"}]})");
    QTest::newRow("max-output-tokens-temperature")
        << userHi << 128 << 0.0 << QByteArray("{}")
        << QByteArray(R"({"model":"m","stream":true,"max_output_tokens":128,"temperature":0.0,"input":[{"type":"message","role":"user","content":"hi"}]})");
    QTest::newRow("system-developer-kept-in-place")
        << QByteArray(R"([{"role":"system","content":"Be brief."},{"role":"developer","content":"Metric units."},)"
                      R"({"role":"user","content":"hi"},{"role":"assistant","content":"Hello!"}])")
        << 0 << -1.0 << QByteArray("{}")
        << QByteArray(R"({"model":"m","stream":true,"input":[{"type":"message","role":"system","content":"Be brief."},)"
                      R"({"type":"message","role":"developer","content":"Metric units."},{"type":"message","role":"user","content":"hi"},)"
                      R"({"type":"message","role":"assistant","content":"Hello!"}]})");
    QTest::newRow("content-parts-renamed")
        << QByteArray(R"([{"role":"user","content":[{"type":"text","text":"What is this?"},{"type":"image_url","image_url":{"url":"https://x/y.png","detail":"low"}}]},)"
                      R"({"role":"assistant","content":[{"type":"text","text":"A cat."}]},{"role":"user","content":[{"type":"input_text","text":"native"}]}])")
        << 0 << -1.0 << QByteArray("{}")
        << QByteArray(R"({"model":"m","stream":true,"input":[{"type":"message","role":"user","content":[{"type":"input_text","text":"What is this?"},)"
                      R"({"type":"input_image","image_url":"https://x/y.png","detail":"low"}]},)"
                      R"({"type":"message","role":"assistant","content":[{"type":"output_text","text":"A cat."}]},)"
                      R"({"type":"message","role":"user","content":[{"type":"input_text","text":"native"}]}]})");
    QTest::newRow("tool-history")
        << QByteArray(R"([{"role":"user","content":"Where is my order?"},)"
                      R"({"role":"assistant","content":null,"tool_calls":[{"id":"call_1","type":"function","function":{"name":"lookup","arguments":"{\"id\":\"A\"}"}}]},)"
                      R"({"role":"tool","tool_call_id":"call_1","content":"{\"status\":\"sent\"}"},{"role":"assistant","content":"On its way."}])")
        << 0 << -1.0 << QByteArray("{}")
        << QByteArray(R"({"model":"m","stream":true,"input":[{"type":"message","role":"user","content":"Where is my order?"},)"
                      R"({"type":"function_call","call_id":"call_1","name":"lookup","arguments":"{\"id\":\"A\"}"},)"
                      R"({"type":"function_call_output","call_id":"call_1","output":"{\"status\":\"sent\"}"},)"
                      R"({"type":"message","role":"assistant","content":"On its way."}]})");
    QTest::newRow("tools-flattened-extra-merged")
        << userHi << 0 << 0.3
        << QByteArray(R"({"tools":[{"type":"function","function":{"name":"lookup","description":"Find.","parameters":{"type":"object"},"strict":true}},)"
                      R"({"type":"web_search"}],"tool_choice":{"type":"function","function":{"name":"lookup"}},"reasoning":{"effort":"low","summary":"auto"},"temperature":null,"store":false})")
        << QByteArray(R"({"model":"m","stream":true,"input":[{"type":"message","role":"user","content":"hi"}],)"
                      R"("tools":[{"type":"function","name":"lookup","description":"Find.","parameters":{"type":"object"},"strict":true},{"type":"web_search"}],)"
                      R"("tool_choice":{"type":"function","name":"lookup"},"reasoning":{"effort":"low","summary":"auto"},"store":false})");
}

void TestOpenAiResponses::buildBody()
{
    QFETCH(QByteArray, messages);
    QFETCH(int, maxTokens);
    QFETCH(double, temperature);
    QFETCH(QByteArray, extraBody);
    QFETCH(QByteArray, expected);

    ChatRequest request;
    request.model = "m";
    request.messages = json::parse(messages.toStdString());
    request.maxTokens = maxTokens;
    request.temperature = temperature;
    request.extraBody = json::parse(extraBody.toStdString());

    OpenAiResponsesDialect dialect;
    QCOMPARE(dialect.path(request), std::string("/responses"));
    QCOMPARE(dialect.framing(), Framing::Sse);
    const json body = json::parse(dialect.buildBody(request));
    const json want = json::parse(expected.toStdString());
    QVERIFY2(body == want, (body.dump() + "\n   want " + want.dump()).c_str());
}

void TestOpenAiResponses::dialectNames()
{
    QCOMPARE(QByteArray(dialectName(DialectId::OpenAiResponses)), QByteArray("openai-responses"));
    DialectId id{};
    QVERIFY(dialectFromName("openai-responses", id));
    QCOMPARE(id, DialectId::OpenAiResponses);
    QVERIFY(!dialectFromName("openai-response", id));
    const std::unique_ptr<Dialect> dialect = makeDialect(DialectId::OpenAiResponses);
    QVERIFY(dialect);
    QCOMPARE(dialect->id(), DialectId::OpenAiResponses);
}

void TestOpenAiResponses::garbageNeverThrows()
{
    const std::vector<std::string> pieces = {
        created(), delta("response.output_text.delta", "Hi"), delta("response.function_call_arguments.delta", "{", 99999999),
        itemAdded(0, {{"type", "function_call"}, {"name", 5}}), completed(), "event: error\n", "data: {\"type\":\"error\"",
        "\r", "\n", ":", "\xEF\xBB\xBF", "\xC3", "data: [DONE]\n\n",
        "data: {\"type\":\"response.completed\",\"response\":{\"usage\":{\"input_tokens\":1e300}}}\n\n",
    };
    std::mt19937 random(8765);
    for (int round = 0; round < 300; ++round) {
        StreamMeter meter(std::make_unique<OpenAiResponsesDialect>());
        dialectreplay::feedRandomChunks(meter, pieces, random);
        const StreamFacts &facts = meter.facts();
        QCOMPARE(int(facts.answerEventNs.size()), facts.answerEvents);
        QVERIFY(facts.answerEvents <= facts.wireEvents);
        QVERIFY(facts.toolCalls.size() <= 256);
    }
}

QTEST_GUILESS_MAIN(TestOpenAiResponses)
#include "tst_openairesponses.moc"
