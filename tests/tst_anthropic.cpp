#include "dialectreplay.h"
#include "streamfixtures.h"

#include "engine/requestrecorder.h"
#include "model/requestrecord.h"
#include "wire/anthropicdialect.h"
#include "wire/dialect.h"
#include "wire/streammeter.h"

#include <QTest>

#include <optional>
#include <random>

using namespace ttft;
using namespace dialectreplay;
using nlohmann::json;

namespace {

std::string frame(const char *name, const json &payload)
{
    return std::string("event: ") + name + "\ndata: " + payload.dump() + "\n\n";
}

std::string messageStart(int inputTokens = 10)
{
    return frame("message_start", {{"type", "message_start"},
                                   {"message",
                                    {{"id", "msg_1"},
                                     {"role", "assistant"},
                                     {"content", json::array()},
                                     {"usage", {{"input_tokens", inputTokens}, {"output_tokens", 1}}}}}});
}

std::string blockStart(int index, const json &block)
{
    return frame("content_block_start", {{"type", "content_block_start"}, {"index", index}, {"content_block", block}});
}

std::string blockDelta(int index, const json &delta)
{
    return frame("content_block_delta", {{"type", "content_block_delta"}, {"index", index}, {"delta", delta}});
}

std::string textDelta(const std::string &text, int index = 0)
{
    return blockDelta(index, {{"type", "text_delta"}, {"text", text}});
}

std::string blockStop(int index)
{
    return frame("content_block_stop", {{"type", "content_block_stop"}, {"index", index}});
}

const char *const kPing = "event: ping\ndata: {\"type\": \"ping\"}\n\n";

std::string messageEnd(const char *stopReason = "end_turn", int outputTokens = 5)
{
    return frame("message_delta", {{"type", "message_delta"},
                                   {"delta", {{"stop_reason", stopReason}, {"stop_sequence", nullptr}}},
                                   {"usage", {{"output_tokens", outputTokens}}}})
        + frame("message_stop", {{"type", "message_stop"}});
}

StreamFacts meterTimed(const std::vector<std::pair<std::int64_t, std::string>> &chunks, std::int64_t endNs)
{
    StreamMeter meter(std::make_unique<AnthropicDialect>());
    for (const auto &[ns, bytes] : chunks)
        meter.onBytes(ns, bytes);
    meter.onEnd(endNs);
    return meter.facts();
}

// Anthropic's prompt is input_tokens plus the cache reads and writes (see AnthropicDialect).
std::optional<std::int64_t> promptOf(const json &usage)
{
    const std::optional<std::int64_t> input = jsonPathInt(usage, {"input_tokens"});
    if (!input)
        return std::nullopt;
    return *input + jsonPathInt(usage, {"cache_creation_input_tokens"}).value_or(0)
        + jsonPathInt(usage, {"cache_read_input_tokens"}).value_or(0);
}

// Index of the first content_block_start of a tool block, read from the raw events; -1 when none.
int firstToolBlockStart(const std::vector<SseEvent> &events)
{
    for (std::size_t i = 0; i < events.size(); ++i) {
        const json payload = json::parse(events[i].data, nullptr, false);
        if (!payload.is_object() || payload.value("type", std::string()) != "content_block_start")
            continue;
        const std::string type = payload.value("content_block", json::object()).value("type", std::string());
        if (type == "tool_use" || type == "server_tool_use")
            return int(i);
    }
    return -1;
}

} // namespace

class TestAnthropic : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixtures_data();
    void fixtures();
    void classify_data();
    void classify();
    void usageMapping();
    void timingTextAfterThinking();
    void timingToolUseIsFirstOutput();
    void timingRedactedThinkingIsNoOutput();
    void errorFailsRequest();
    void buildBody_data();
    void buildBody();
    void dialectNames();
    void garbageNeverThrows();
};

void TestAnthropic::fixtures_data()
{
    TTFT_STREAM_FIXTURE_ROWS("anthropic");
}

void TestAnthropic::fixtures()
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

    const StreamFacts facts = meter(std::make_unique<AnthropicDialect>(), chunks);

    // Framing: the SDK fixtures end without a blank line; the last event counts, as SDKs flush it.
    const bool flushAdds = derived.contains("sse_events_if_flushed_at_eof");
    QCOMPARE(facts.wireEvents, int(derived.value(flushAdds ? "sse_events_if_flushed_at_eof" : "sse_events_dispatched", -1)));
    QCOMPARE(facts.unterminatedEvent, flushAdds);
    QCOMPARE(facts.bodyBytes, std::int64_t(bytes.size()));
    QCOMPARE(facts.firstBodyByteNs, chunkStamp(0));
    QCOMPARE(facts.lastByteNs, chunkStamp(chunks.size() - 1));

    // Answer text: text_delta only.
    QCOMPARE(facts.answerEvents, int(derived.value("content_events", 0)));
    QCOMPARE(facts.firstAnswerEventIndex, int(derived.value("first_content_event_index", -1)));
    QCOMPARE(QByteArray::fromStdString(facts.firstAnswerDelta),
             QByteArray::fromStdString(streamfixtures::text(derived, "first_content_delta")));
    QCOMPARE(QByteArray::fromStdString(facts.text), QByteArray::fromStdString(streamfixtures::text(derived, "full_text")));
    QVERIFY(facts.textByChoice.size() <= 1);

    // Reasoning: thinking_delta; redacted thinking is none.
    QCOMPARE(facts.reasoningEvents, int(derived.value("reasoning_events", 0)));
    QCOMPARE(QByteArray::fromStdString(facts.firstReasoningDelta),
             QByteArray::fromStdString(streamfixtures::text(derived, "first_reasoning_delta")));
    QCOMPARE(QByteArray::fromStdString(facts.reasoningText),
             QByteArray::fromStdString(streamfixtures::text(derived, "reasoning_text")));
    QCOMPARE(hasTime(facts.firstReasoningNs), derived.value("reasoning_events", 0) > 0);
    QVERIFY(facts.refusalText.empty());

    // Tool calls, keyed by content block index; the blocks in between hold nothing.
    const json toolCalls = derived.value("tool_calls", json::object());
    std::size_t usedSlots = 0;
    for (std::size_t slot = 0; slot < facts.toolCalls.size(); ++slot) {
        const ToolCallFacts &call = facts.toolCalls[slot];
        const auto it = toolCalls.find(std::to_string(slot));
        if (it == toolCalls.end()) {
            QVERIFY2(call.name.empty() && call.id.empty() && call.arguments.empty(), qPrintable(QString::number(slot)));
            continue;
        }
        ++usedSlots;
        QCOMPARE(QByteArray::fromStdString(call.name), QByteArray::fromStdString(streamfixtures::text(*it, "name")));
        QCOMPARE(QByteArray::fromStdString(call.arguments), QByteArray::fromStdString(streamfixtures::text(*it, "arguments")));
        QVERIFY(QByteArray::fromStdString(call.id).contains("toolu_")); // toolu_… or srvtoolu_…
    }
    QCOMPARE(usedSlots, toolCalls.size());
    QCOMPARE(facts.toolCallEvents > 0, !toolCalls.empty());

    // Finish reasons, usage (message_start's input side, message_delta's final counts), errors.
    QCOMPARE(facts.finishReasons, derived.value("finish_reasons", std::vector<std::string>()));
    if (derived.contains("usage")) {
        const json start = derived["usage"].value("message_start", json::object());
        const json delta = derived["usage"].value("message_delta", json::object());
        QVERIFY(facts.hasUsage);
        std::optional<std::int64_t> prompt = promptOf(delta);
        if (!prompt)
            prompt = promptOf(start);
        std::optional<std::int64_t> cached = jsonPathInt(delta, {"cache_read_input_tokens"});
        if (!cached)
            cached = jsonPathInt(start, {"cache_read_input_tokens"});
        QCOMPARE(facts.usage.promptTokens, prompt);
        QCOMPARE(facts.usage.cachedTokens, cached);
        QCOMPARE(facts.usage.completionTokens, jsonPathInt(delta, {"output_tokens"}));
        QCOMPARE(facts.usage.reasoningTokens, jsonPathInt(delta, {"output_tokens_details", "thinking_tokens"}));
        QCOMPARE(facts.usage.totalTokens, std::optional<std::int64_t>());
    } else {
        QVERIFY(!facts.hasUsage);
    }
    const json errors = derived.value("errors", json::array());
    QCOMPARE(facts.errors.size(), errors.size());
    for (std::size_t i = 0; i < errors.size(); ++i) {
        QCOMPARE(QByteArray::fromStdString(facts.errors[i].code), QByteArray::fromStdString(streamfixtures::text(errors[i], "type")));
        QCOMPARE(QByteArray::fromStdString(facts.errors[i].message),
                 QByteArray::fromStdString(streamfixtures::text(errors[i], "message")));
    }
    QCOMPARE(facts.sawDone, streamfixtures::text(derived, "terminator") == "message_stop");

    // Pings: wire events that are a bare Prelude (message_start also carries usage).
    AnthropicDialect reader;
    const std::vector<SseEvent> events = sseEvents(bytes);
    const std::vector<std::vector<StreamEvent>> classified = classifyAll(reader, events);
    QCOMPARE(int(classified.size()), facts.wireEvents);
    int pings = 0;
    for (const std::vector<StreamEvent> &out : classified) {
        QVERIFY(!out.empty()); // every wire event is accounted for
        if (out.size() == 1 && out[0].kind == EventKind::Prelude)
            ++pings;
    }
    QCOMPARE(pings, int(derived.value("pings", 0)));

    // First output. EXPECTED's reader counts a tool call from its first non-empty argument fragment;
    // here a tool block's start (which names the tool) is already output, as OpenAI's first
    // tool_calls delta is, so a tool block starting earlier moves the first output forward.
    int firstOutput = int(derived.value("first_output_event_index", -1));
    const std::string kind = streamfixtures::text(derived, "first_output_kind");
    EventKind firstKind = kind == "content" ? EventKind::Answer
        : kind == "reasoning"               ? EventKind::Reasoning
        : kind == "tool_call"               ? EventKind::ToolCall
                                            : EventKind::Other;
    const int toolStart = firstToolBlockStart(events);
    if (toolStart >= 0 && (firstOutput < 0 || toolStart < firstOutput)) {
        firstOutput = toolStart;
        firstKind = EventKind::ToolCall;
    }
    QCOMPARE(facts.firstOutputEventIndex, firstOutput);
    QCOMPARE(facts.firstOutputKind, firstKind);

    // Timing: each fact carries the stamp of the chunk that completed its event.
    const std::vector<std::int64_t> stamps = eventStamps(chunks);
    QCOMPARE(int(stamps.size()), facts.wireEvents);
    QCOMPARE(facts.firstEventNs, stamps.at(0));
    if (facts.firstAnswerEventIndex >= 0) {
        QCOMPARE(facts.firstAnswerNs, stamps.at(std::size_t(facts.firstAnswerEventIndex)));
        QCOMPARE(facts.answerEventNs.front(), facts.firstAnswerNs);
        QCOMPARE(facts.lastAnswerNs, facts.answerEventNs.back());
        QVERIFY(std::is_sorted(facts.answerEventNs.begin(), facts.answerEventNs.end()));
        QVERIFY(facts.firstSentenceNs >= facts.firstAnswerNs);
    } else {
        QVERIFY(!hasTime(facts.firstAnswerNs));
        QVERIFY(facts.answerEventNs.empty());
    }
    if (facts.firstOutputEventIndex >= 0) {
        QCOMPARE(facts.firstOutputNs, stamps.at(std::size_t(facts.firstOutputEventIndex)));
        QVERIFY(facts.firstOutputNs <= facts.firstAnswerNs || !hasTime(facts.firstAnswerNs));
    }
}

void TestAnthropic::classify_data()
{
    QTest::addColumn<QByteArray>("type");
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QByteArrayList>("expected"); // kind/choice/code/id/text

    QTest::newRow("message-start")
        << QByteArray("message_start")
        << QByteArray(R"({"type":"message_start","message":{"id":"m","content":[],"usage":{"input_tokens":11,"output_tokens":1}}})")
        << QByteArrayList{"prelude/0///", "usage/0///"};
    QTest::newRow("message-start-no-usage") << QByteArray("message_start")
                                            << QByteArray(R"({"type":"message_start","message":{"id":"m"}})")
                                            << QByteArrayList{"prelude/0///"};
    QTest::newRow("ping") << QByteArray("ping") << QByteArray(R"({"type": "ping"})") << QByteArrayList{"prelude/0///"};
    QTest::newRow("text-block-start-empty")
        << QByteArray("content_block_start") << QByteArray(R"({"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}})")
        << QByteArrayList{"other/0///"};
    QTest::newRow("text-block-start-with-text")
        << QByteArray("content_block_start") << QByteArray(R"({"type":"content_block_start","index":2,"content_block":{"type":"text","text":"Hi"}})")
        << QByteArrayList{"answer/0///Hi"};
    QTest::newRow("thinking-block-start")
        << QByteArray("content_block_start")
        << QByteArray(R"({"type":"content_block_start","index":0,"content_block":{"type":"thinking","thinking":"","signature":""}})")
        << QByteArrayList{"other/0///"};
    QTest::newRow("redacted-thinking-block")
        << QByteArray("content_block_start")
        << QByteArray(R"({"type":"content_block_start","index":0,"content_block":{"type":"redacted_thinking","data":"EmwKAhgBEgy3"}})")
        << QByteArrayList{"other/0///"};
    QTest::newRow("tool-use-start")
        << QByteArray("content_block_start")
        << QByteArray(R"({"type":"content_block_start","index":1,"content_block":{"type":"tool_use","id":"toolu_1","name":"get_weather","input":{}}})")
        << QByteArrayList{"tool_call/1/get_weather/toolu_1/"};
    QTest::newRow("server-tool-use-start")
        << QByteArray("content_block_start")
        << QByteArray(R"({"type":"content_block_start","index":0,"content_block":{"type":"server_tool_use","id":"srvtoolu_1","name":"web_search","input":{}}})")
        << QByteArrayList{"tool_call/0/web_search/srvtoolu_1/"};
    QTest::newRow("tool-result-block")
        << QByteArray("content_block_start")
        << QByteArray(R"({"type":"content_block_start","index":1,"content_block":{"type":"web_search_tool_result","tool_use_id":"srvtoolu_1","content":[]}})")
        << QByteArrayList{"other/0///"};
    QTest::newRow("text-delta") << QByteArray("content_block_delta")
                                << QByteArray(R"({"type":"content_block_delta","index":3,"delta":{"type":"text_delta","text":"Hello"}})")
                                << QByteArrayList{"answer/0///Hello"};
    QTest::newRow("text-delta-empty") << QByteArray("content_block_delta")
                                      << QByteArray(R"({"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":""}})")
                                      << QByteArrayList{"other/0///"};
    QTest::newRow("text-delta-padded")
        << QByteArray("content_block_delta")
        << QByteArray(R"({"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"I"}       })")
        << QByteArrayList{"answer/0///I"};
    QTest::newRow("thinking-delta") << QByteArray("content_block_delta")
                                    << QByteArray(R"({"type":"content_block_delta","index":0,"delta":{"type":"thinking_delta","thinking":"27"}})")
                                    << QByteArrayList{"reasoning/0///27"};
    QTest::newRow("signature-delta") << QByteArray("content_block_delta")
                                     << QByteArray(R"({"type":"content_block_delta","index":0,"delta":{"type":"signature_delta","signature":"EqQB"}})")
                                     << QByteArrayList{"other/0///"};
    QTest::newRow("citations-delta")
        << QByteArray("content_block_delta")
        << QByteArray(R"({"type":"content_block_delta","index":6,"delta":{"type":"citations_delta","citation":{"type":"web_search_result_location","cited_text":"x"}}})")
        << QByteArrayList{"other/0///"};
    QTest::newRow("input-json-delta")
        << QByteArray("content_block_delta")
        << QByteArray(R"({"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":"{\"locati"}})")
        << QByteArrayList{"tool_call/1///{\"locati"};
    QTest::newRow("input-json-delta-empty")
        << QByteArray("content_block_delta")
        << QByteArray(R"({"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":""}})")
        << QByteArrayList{"tool_call/1///"};
    QTest::newRow("block-stop") << QByteArray("content_block_stop") << QByteArray(R"({"type":"content_block_stop","index":0})")
                                << QByteArrayList{"other/0///"};
    QTest::newRow("message-delta")
        << QByteArray("message_delta")
        << QByteArray(R"({"type":"message_delta","delta":{"stop_reason":"end_turn","stop_sequence":null},"usage":{"output_tokens":6}})")
        << QByteArrayList{"usage/0///", "finish/0///end_turn"};
    QTest::newRow("message-delta-no-reason") << QByteArray("message_delta")
                                             << QByteArray(R"({"type":"message_delta","delta":{"stop_reason":null}})")
                                             << QByteArrayList{"other/0///"};
    QTest::newRow("message-stop") << QByteArray("message_stop") << QByteArray(R"({"type":"message_stop"})")
                                  << QByteArrayList{"done/0///"};
    QTest::newRow("error-event")
        << QByteArray("error") << QByteArray(R"({"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}})")
        << QByteArrayList{"error/0/overloaded_error//Overloaded"};
    QTest::newRow("error-without-event-line")
        << QByteArray("message") << QByteArray(R"({"type":"error","error":{"type":"api_error","message":"Internal server error"}})")
        << QByteArrayList{"error/0/api_error//Internal server error"};
    QTest::newRow("error-event-not-json") << QByteArray("error") << QByteArray("upstream went away")
                                          << QByteArrayList{"error/0/error//upstream went away"};
    QTest::newRow("no-event-lines-delta")
        << QByteArray("message") << QByteArray(R"({"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"x"}})")
        << QByteArrayList{"answer/0///x"};
    QTest::newRow("done-sentinel") << QByteArray("message") << QByteArray("[DONE]") << QByteArrayList{"done/0///"};
    QTest::newRow("malformed") << QByteArray("content_block_delta") << QByteArray(R"({"type":"content_block_delta","index":0,"delta":)")
                               << QByteArrayList{"error/0/malformed//malformed JSON"};
    QTest::newRow("blank-keepalive") << QByteArray("message") << QByteArray("") << QByteArrayList{"other/0///"};
    QTest::newRow("unknown-type") << QByteArray("future_event") << QByteArray(R"({"type":"future_event"})")
                                  << QByteArrayList{"other/0///"};
    QTest::newRow("wrong-types-ignored")
        << QByteArray("content_block_delta") << QByteArray(R"({"type":"content_block_delta","index":"x","delta":{"type":"text_delta","text":5}})")
        << QByteArrayList{"other/0///"};
    QTest::newRow("hostile-index")
        << QByteArray("content_block_delta")
        << QByteArray(R"({"type":"content_block_delta","index":99999999999,"delta":{"type":"input_json_delta","partial_json":"{"}})")
        << QByteArrayList{"tool_call/-1///{"};
}

void TestAnthropic::classify()
{
    QFETCH(QByteArray, type);
    QFETCH(QByteArray, data);
    QFETCH(QByteArrayList, expected);

    AnthropicDialect dialect;
    std::vector<StreamEvent> out;
    dialect.classify(type.toStdString(), data.toStdString(), out);
    QByteArrayList actual;
    for (const StreamEvent &event : out)
        actual << describe(event);
    QCOMPARE(actual, expected);
    for (const StreamEvent &event : out) {
        if (event.kind == EventKind::Error)
            QCOMPARE(QByteArray::fromStdString(event.raw), data); // kept as received
    }
}

void TestAnthropic::usageMapping()
{
    AnthropicDialect dialect;
    std::vector<StreamEvent> out;
    // message_start: the prompt is input + cache writes + cache reads; its output_tokens is a placeholder.
    dialect.classify("message_start",
                     R"({"type":"message_start","message":{"usage":{"input_tokens":50,"cache_creation_input_tokens":7,)"
                     R"("cache_read_input_tokens":1000,"output_tokens":1}}})",
                     out);
    QCOMPARE(out.size(), std::size_t(2));
    const Usage start = out[1].usage;
    QCOMPARE(start.promptTokens, std::optional<std::int64_t>(1057));
    QCOMPARE(start.cachedTokens, std::optional<std::int64_t>(1000));
    QVERIFY(!start.completionTokens);
    QVERIFY(!start.totalTokens);

    // message_delta: the final output count and, when present, thinking tokens and the input side again.
    out.clear();
    dialect.classify("message_delta",
                     R"({"type":"message_delta","delta":{"stop_reason":"max_tokens"},"usage":{"output_tokens":204,)"
                     R"("output_tokens_details":{"thinking_tokens":54}}})",
                     out);
    QCOMPARE(out.size(), std::size_t(2));
    const Usage end = out[0].usage;
    QCOMPARE(end.completionTokens, std::optional<std::int64_t>(204));
    QCOMPARE(end.reasoningTokens, std::optional<std::int64_t>(54));
    QVERIFY(!end.promptTokens);
    QCOMPARE(out[1].text, std::string("max_tokens"));

    // Merged by the meter: input from the start, output from the end.
    const StreamFacts facts = meterTimed({{100, messageStart(42)}, {200, textDelta("Hi")}, {300, messageEnd("end_turn", 9)}}, 400);
    QCOMPARE(facts.usage.promptTokens, std::optional<std::int64_t>(42));
    QCOMPARE(facts.usage.completionTokens, std::optional<std::int64_t>(9));

    // Hostile numbers neither overflow nor throw.
    out.clear();
    dialect.classify("message_start",
                     R"({"type":"message_start","message":{"usage":{"input_tokens":9223372036854775807,"cache_read_input_tokens":5}}})",
                     out);
    QVERIFY(!out.at(1).usage.promptTokens);
}

void TestAnthropic::timingTextAfterThinking()
{
    // TTFT is the first text_delta: not message_start, not a ping, not thinking. TTFO is the first
    // thinking_delta (an empty thinking block start is no output yet).
    const StreamFacts facts = meterTimed(
        {
            {100, messageStart()},
            {200, kPing},
            {300, blockStart(0, {{"type", "thinking"}, {"thinking", ""}})},
            {400, blockDelta(0, {{"type", "thinking_delta"}, {"thinking", "Let me think."}})},
            {450, blockDelta(0, {{"type", "signature_delta"}, {"signature", "EqQB"}}) + blockStop(0)},
            {500, blockStart(1, {{"type", "text"}, {"text", ""}}) + textDelta("", 1)},
            {600, textDelta("Hello", 1)},
            {700, textDelta(" world.", 1) + blockStop(1)},
            {800, messageEnd()},
        },
        900);
    QCOMPARE(facts.firstEventNs, std::int64_t(100));
    QCOMPARE(facts.firstOutputNs, std::int64_t(400));
    QCOMPARE(facts.firstOutputKind, EventKind::Reasoning);
    QCOMPARE(facts.firstReasoningNs, std::int64_t(400));
    QCOMPARE(facts.firstAnswerNs, std::int64_t(600));
    QCOMPARE(facts.firstAnswerDelta, std::string("Hello"));
    QCOMPARE(facts.answerEventNs, (std::vector<std::int64_t>{600, 700}));
    QCOMPARE(facts.text, std::string("Hello world."));
    QCOMPARE(facts.reasoningText, std::string("Let me think."));
    QCOMPARE(facts.firstSentenceNs, std::int64_t(800)); // "world." is complete when the message ends
    QCOMPARE(facts.finishReasons, std::vector<std::string>{"end_turn"});
    QVERIFY(facts.sawDone);
    QVERIFY(facts.errors.empty());
    QCOMPARE(facts.wireEvents, 13);
}

void TestAnthropic::timingToolUseIsFirstOutput()
{
    // A tool_use block start names the tool: the first output, before any argument arrives.
    const StreamFacts facts = meterTimed(
        {
            {100, messageStart() + kPing},
            {200, blockStart(0, {{"type", "tool_use"}, {"id", "toolu_9"}, {"name", "lookup_order"}, {"input", json::object()}})},
            {300, blockDelta(0, {{"type", "input_json_delta"}, {"partial_json", ""}})},
            {400, blockDelta(0, {{"type", "input_json_delta"}, {"partial_json", "{\"id\":"}})},
            {500, blockDelta(0, {{"type", "input_json_delta"}, {"partial_json", "7}"}}) + blockStop(0)},
            {600, messageEnd("tool_use", 20)},
        },
        700);
    QCOMPARE(facts.firstEventNs, std::int64_t(100));
    QCOMPARE(facts.firstOutputNs, std::int64_t(200));
    QCOMPARE(facts.firstOutputKind, EventKind::ToolCall);
    QCOMPARE(facts.firstOutputEventIndex, 2);
    QVERIFY(!hasTime(facts.firstAnswerNs));
    QCOMPARE(facts.toolCalls.size(), std::size_t(1));
    QCOMPARE(facts.toolCalls[0].name, std::string("lookup_order"));
    QCOMPARE(facts.toolCalls[0].id, std::string("toolu_9"));
    QCOMPARE(facts.toolCalls[0].arguments, std::string("{\"id\":7}"));
    QCOMPARE(facts.toolCallEvents, 4);
    QCOMPARE(facts.finishReasons, std::vector<std::string>{"tool_use"});
    QCOMPARE(facts.usage.completionTokens, std::optional<std::int64_t>(20));
}

void TestAnthropic::timingRedactedThinkingIsNoOutput()
{
    const StreamFacts facts = meterTimed(
        {
            {100, messageStart()},
            {200, blockStart(0, {{"type", "redacted_thinking"}, {"data", "EmwKAhgBEgy3va3pzix"}}) + blockStop(0)},
            {300, blockStart(1, {{"type", "text"}, {"text", ""}})},
            {400, textDelta("OK", 1) + blockStop(1) + messageEnd()},
        },
        500);
    QCOMPARE(facts.firstOutputNs, std::int64_t(400));
    QCOMPARE(facts.firstAnswerNs, std::int64_t(400));
    QCOMPARE(facts.firstOutputKind, EventKind::Answer);
    QCOMPARE(facts.reasoningEvents, 0);
    QVERIFY(facts.reasoningText.empty());
}

void TestAnthropic::errorFailsRequest()
{
    TransferResult ok;
    ok.httpStatus = 200;

    // Overloaded after the stream began: the text before it does not save the request.
    const StreamFacts failed = meterTimed(
        {{100, messageStart()},
         {200, textDelta("Partial")},
         {300, "event: error\ndata: {\"type\": \"error\", \"error\": {\"type\": \"overloaded_error\", \"message\": \"Overloaded\"}}\n\n"}},
        400);
    QCOMPARE(failed.errors.size(), std::size_t(1));
    QVERIFY(!failed.sawDone);
    RequestRecord record;
    classifyOutcome(ok, failed, std::string(), record);
    QVERIFY(record.failed());
    QCOMPARE(record.errorClass, ErrorClass::StreamError);
    QCOMPARE(record.errorMessage, std::string("overloaded_error: Overloaded"));

    // A clean stream is not failed.
    RequestRecord fine;
    classifyOutcome(ok, meterTimed({{100, messageStart() + textDelta("Hi") + messageEnd()}}, 200), std::string(), fine);
    QVERIFY(!fine.failed());
}

void TestAnthropic::buildBody_data()
{
    QTest::addColumn<QByteArray>("messages");
    QTest::addColumn<int>("maxTokens");
    QTest::addColumn<double>("temperature");
    QTest::addColumn<QByteArray>("extraBody");
    QTest::addColumn<QByteArray>("expected");

    const QByteArray userHi = R"([{"role":"user","content":"hi"}])";
    QTest::newRow("defaults-max-tokens-1024")
        << userHi << 0 << -1.0 << QByteArray("{}")
        << QByteArray(R"({"model":"m","max_tokens":1024,"stream":true,"messages":[{"role":"user","content":"hi"}]})");
    QTest::newRow("max-tokens-temperature-zero")
        << userHi << 64 << 0.0 << QByteArray("{}")
        << QByteArray(R"({"model":"m","max_tokens":64,"stream":true,"temperature":0.0,"messages":[{"role":"user","content":"hi"}]})");
    QTest::newRow("system-moved-out")
        << QByteArray(R"([{"role":"system","content":"Be brief."},{"role":"developer","content":[{"type":"text","text":"Use metric units."}]},)"
                      R"({"role":"user","content":"hi"},{"role":"assistant","content":"Hello!"},{"role":"user","content":"again"}])")
        << 0 << -1.0 << QByteArray("{}")
        << QByteArray(R"({"model":"m","max_tokens":1024,"stream":true,"system":"Be brief.\n\nUse metric units.",)"
                      R"("messages":[{"role":"user","content":"hi"},{"role":"assistant","content":"Hello!"},{"role":"user","content":"again"}]})");
    QTest::newRow("content-array-kept-extras-dropped")
        << QByteArray(R"([{"role":"user","name":"ann","content":[{"type":"text","text":"a","cache_control":{"type":"ephemeral"}},{"type":"text","text":"b"}]}])")
        << 0 << -1.0 << QByteArray("{}")
        << QByteArray(R"({"model":"m","max_tokens":1024,"stream":true,)"
                      R"("messages":[{"role":"user","content":[{"type":"text","text":"a","cache_control":{"type":"ephemeral"}},{"type":"text","text":"b"}]}]})");
    QTest::newRow("extra-merged-null-removes")
        << userHi << 0 << 0.5 << QByteArray(R"({"thinking":{"type":"enabled","budget_tokens":2048},"max_tokens":4096,"temperature":null})")
        << QByteArray(R"({"model":"m","max_tokens":4096,"stream":true,"thinking":{"type":"enabled","budget_tokens":2048},)"
                      R"("messages":[{"role":"user","content":"hi"}]})");
    QTest::newRow("tool-history")
        << QByteArray(R"([{"role":"user","content":"Where is my order?"},)"
                      R"({"role":"assistant","content":null,"tool_calls":[{"id":"call_1","type":"function","function":{"name":"lookup","arguments":"{\"id\":\"A\"}"}},)"
                      R"({"id":"call_2","type":"function","function":{"name":"track","arguments":"not json"}}]},)"
                      R"({"role":"tool","tool_call_id":"call_1","content":"{\"status\":\"sent\"}"},)"
                      R"({"role":"tool","tool_call_id":"call_2","content":"in transit"},)"
                      R"({"role":"assistant","content":"It is on its way."},{"role":"user","content":"Thanks"}])")
        << 0 << -1.0 << QByteArray("{}")
        << QByteArray(R"({"model":"m","max_tokens":1024,"stream":true,"messages":[{"role":"user","content":"Where is my order?"},)"
                      R"({"role":"assistant","content":[{"type":"tool_use","id":"call_1","name":"lookup","input":{"id":"A"}},)"
                      R"({"type":"tool_use","id":"call_2","name":"track","input":{}}]},)"
                      R"({"role":"user","content":[{"type":"tool_result","tool_use_id":"call_1","content":"{\"status\":\"sent\"}"},)"
                      R"({"type":"tool_result","tool_use_id":"call_2","content":"in transit"}]},)"
                      R"({"role":"assistant","content":"It is on its way."},{"role":"user","content":"Thanks"}]})");
    QTest::newRow("tool-call-with-text")
        << QByteArray(R"([{"role":"assistant","content":"Checking.","tool_calls":[{"id":"c","type":"function","function":{"name":"f","arguments":"{}"}}]}])")
        << 0 << -1.0 << QByteArray("{}")
        << QByteArray(R"({"model":"m","max_tokens":1024,"stream":true,"messages":[{"role":"assistant","content":[{"type":"text","text":"Checking."},)"
                      R"({"type":"tool_use","id":"c","name":"f","input":{}}]}]})");
    QTest::newRow("openai-tools-translated")
        << userHi << 0 << -1.0
        << QByteArray(R"({"tools":[{"type":"function","function":{"name":"lookup","description":"Find an order.","parameters":{"type":"object","properties":{"id":{"type":"string"}}}}},)"
                      R"({"name":"native","input_schema":{"type":"object"}}],"tool_choice":"required"})")
        << QByteArray(R"({"model":"m","max_tokens":1024,"stream":true,"messages":[{"role":"user","content":"hi"}],)"
                      R"("tools":[{"name":"lookup","description":"Find an order.","input_schema":{"type":"object","properties":{"id":{"type":"string"}}}},)"
                      R"({"name":"native","input_schema":{"type":"object"}}],"tool_choice":{"type":"any"}})");
    QTest::newRow("tool-choice-auto") << userHi << 0 << -1.0 << QByteArray(R"({"tool_choice":"auto"})")
                                      << QByteArray(R"({"model":"m","max_tokens":1024,"stream":true,"messages":[{"role":"user","content":"hi"}],"tool_choice":{"type":"auto"}})");
    QTest::newRow("tool-choice-named")
        << userHi << 0 << -1.0 << QByteArray(R"({"tool_choice":{"type":"function","function":{"name":"lookup"}}})")
        << QByteArray(R"({"model":"m","max_tokens":1024,"stream":true,"messages":[{"role":"user","content":"hi"}],"tool_choice":{"type":"tool","name":"lookup"}})");
    QTest::newRow("tool-choice-native-kept")
        << userHi << 0 << -1.0 << QByteArray(R"({"tool_choice":{"type":"any","disable_parallel_tool_use":true}})")
        << QByteArray(R"({"model":"m","max_tokens":1024,"stream":true,"messages":[{"role":"user","content":"hi"}],"tool_choice":{"type":"any","disable_parallel_tool_use":true}})");
}

void TestAnthropic::buildBody()
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

    AnthropicDialect dialect;
    QCOMPARE(dialect.path(request), std::string("/messages"));
    QCOMPARE(dialect.framing(), Framing::Sse);
    const json body = json::parse(dialect.buildBody(request));
    const json want = json::parse(expected.toStdString());
    QVERIFY2(body == want, (body.dump() + "\n   want " + want.dump()).c_str());
}

void TestAnthropic::dialectNames()
{
    QCOMPARE(QByteArray(dialectName(DialectId::Anthropic)), QByteArray("anthropic"));
    DialectId id{};
    QVERIFY(dialectFromName("anthropic", id));
    QCOMPARE(id, DialectId::Anthropic);
    QVERIFY(!dialectFromName("Anthropic", id));
    const std::unique_ptr<Dialect> dialect = makeDialect(DialectId::Anthropic);
    QVERIFY(dialect);
    QCOMPARE(dialect->id(), DialectId::Anthropic);
    QCOMPARE(dialect->framing(), Framing::Sse);
}

void TestAnthropic::garbageNeverThrows()
{
    // Random bytes, and real event pieces cut and shuffled, must neither throw nor break the facts'
    // invariants.
    const std::vector<std::string> pieces = {
        messageStart(), kPing, blockStart(0, {{"type", "tool_use"}, {"id", "t"}, {"name", "n"}}), textDelta("Hi"),
        blockDelta(70000, {{"type", "input_json_delta"}, {"partial_json", "{"}}), messageEnd(), "event: error\n",
        "data: {\"type\":\"error\",\"error\":", "\r", "\n", ":", "\xEF\xBB\xBF", "\xC3", "data: [DONE]\n\n",
        "data: {\"type\":\"message_start\",\"message\":{\"usage\":{\"input_tokens\":1e300}}}\n\n",
    };
    std::mt19937 random(4321);
    for (int round = 0; round < 300; ++round) {
        StreamMeter meter(std::make_unique<AnthropicDialect>());
        dialectreplay::feedRandomChunks(meter, pieces, random);
        const StreamFacts &facts = meter.facts();
        QCOMPARE(int(facts.answerEventNs.size()), facts.answerEvents);
        QVERIFY(facts.answerEvents <= facts.wireEvents);
        QVERIFY(facts.toolCalls.size() <= 256);
    }
}

QTEST_GUILESS_MAIN(TestAnthropic)
#include "tst_anthropic.moc"
