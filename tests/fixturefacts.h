#pragma once

// Replays a recorded stream through a StreamMeter and checks the facts every dialect shares against
// EXPECTED.json (see ../shared/fixtures/streams/PROVENANCE.md): framing counts, answer text, first
// output, reasoning, tool calls, finish reasons, errors, terminator and the timing of each fact.
// What a format reports in its own shape (usage, server timings) the dialect's test checks itself.
// Header-only, beside streamfixtures.h.
//
//     const fixturefacts::Replay replay = fixturefacts::replay(name, split, std::make_unique<GeminiDialect>());
//     fixturefacts::checkCommon(name, replay);
//     if (QTest::currentTestFailed()) return;

#include "streamfixtures.h"

#include "wire/dialect.h"
#include "wire/ndjsondecoder.h"
#include "wire/ssedecoder.h"
#include "wire/streammeter.h"

#include <QTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fixturefacts {

// Synthetic arrival time of chunk `index`, strictly increasing.
inline std::int64_t chunkStamp(std::size_t index)
{
    return 1'000'000 + std::int64_t(index) * 1000;
}

struct Replay {
    std::string bytes;
    std::vector<std::string_view> chunks; // views into bytes
    ttft::Framing framing = ttft::Framing::Sse;
    ttft::StreamFacts facts;
    // When each wire event became complete, read by the bare decoder (not the meter): the stamp of
    // the chunk that completed it, the end stamp for one completed only by the end.
    std::vector<std::int64_t> eventStamps;
};

// Feeds `chunks` stamped with chunkStamp(i) and ends at chunkStamp(chunks.size()).
inline ttft::StreamFacts meter(std::unique_ptr<ttft::Dialect> dialect, const std::vector<std::string_view> &chunks,
                               ttft::StreamMeter::Options options = {})
{
    ttft::StreamMeter meter(std::move(dialect), options);
    for (std::size_t i = 0; i < chunks.size(); ++i)
        meter.onBytes(chunkStamp(i), chunks[i]);
    meter.onEnd(chunkStamp(chunks.size()));
    return meter.facts();
}

inline std::vector<std::int64_t> eventStamps(ttft::Framing framing, const std::vector<std::string_view> &chunks)
{
    std::vector<std::int64_t> stamps;
    if (framing == ttft::Framing::Sse) {
        ttft::SseDecoder decoder;
        std::vector<ttft::SseEvent> events;
        for (std::size_t i = 0; i < chunks.size(); ++i) {
            decoder.feed(chunks[i], events);
            stamps.resize(events.size(), chunkStamp(i));
        }
        decoder.finish(events, true);
        stamps.resize(events.size(), chunkStamp(chunks.size()));
    } else {
        ttft::NdjsonDecoder decoder;
        std::vector<std::string> lines;
        for (std::size_t i = 0; i < chunks.size(); ++i) {
            decoder.feed(chunks[i], lines);
            stamps.resize(lines.size(), chunkStamp(i));
        }
        decoder.finish(lines);
        stamps.resize(lines.size(), chunkStamp(chunks.size()));
    }
    return stamps;
}

// The wire events of a whole stream as the dialect reads them, one vector per event (for facts
// StreamFacts does not keep, such as TGI's generated_text).
inline std::vector<std::vector<ttft::StreamEvent>> classifyAll(ttft::Dialect &dialect, std::string_view bytes)
{
    std::vector<std::vector<ttft::StreamEvent>> result;
    if (dialect.framing() == ttft::Framing::Sse) {
        ttft::SseDecoder decoder;
        std::vector<ttft::SseEvent> events;
        decoder.feed(bytes, events);
        decoder.finish(events, true);
        for (const ttft::SseEvent &event : events)
            dialect.classify(event.type, event.data, result.emplace_back());
    } else {
        ttft::NdjsonDecoder decoder;
        std::vector<std::string> lines;
        decoder.feed(bytes, lines);
        decoder.finish(lines);
        for (const std::string &line : lines)
            dialect.classify(std::string_view(), line, result.emplace_back());
    }
    return result;
}

inline Replay replay(const std::string &fixture, int split, std::unique_ptr<ttft::Dialect> dialect)
{
    Replay result;
    bool ok = false;
    result.bytes = streamfixtures::bytes(fixture, &ok);
    if (!ok)
        return result;
    result.chunks = streamfixtures::chunks(fixture, split, result.bytes);
    result.framing = dialect->framing();
    result.eventStamps = eventStamps(result.framing, result.chunks);
    result.facts = meter(std::move(dialect), result.chunks);
    return result;
}

inline std::optional<std::int64_t> intAt(const nlohmann::json &object, std::initializer_list<const char *> path)
{
    const nlohmann::json *node = &object;
    for (const char *key : path) {
        if (!node->is_object() || !node->contains(key))
            return std::nullopt;
        node = &(*node)[key];
    }
    return node->is_number_integer() ? std::optional<std::int64_t>(node->get<std::int64_t>()) : std::nullopt;
}

inline QByteArray bytesOf(const std::string &text)
{
    return QByteArray::fromStdString(text);
}

// Tool-call arguments compare as JSON values when both sides parse: EXPECTED was written by a
// serializer with its own spacing, and a dialect that receives whole argument objects (Gemini,
// Ollama) serializes them again.
inline bool sameArguments(const std::string &actual, const std::string &expected)
{
    if (actual == expected)
        return true;
    const nlohmann::json a = nlohmann::json::parse(actual, nullptr, false);
    const nlohmann::json b = nlohmann::json::parse(expected, nullptr, false);
    return !a.is_discarded() && !b.is_discarded() && a == b;
}

inline ttft::EventKind kindFromExpected(const std::string &kind)
{
    return kind == "content" ? ttft::EventKind::Answer
        : kind == "reasoning" ? ttft::EventKind::Reasoning
        : kind == "tool_call" ? ttft::EventKind::ToolCall
        : kind == "refusal"   ? ttft::EventKind::Refusal
                              : ttft::EventKind::Other;
}

// Everything but usage and server timings. Returns early on the first failure (QCOMPARE), so the
// caller checks QTest::currentTestFailed() afterwards.
inline void checkCommon(const std::string &fixture, const Replay &replay)
{
    using nlohmann::json;
    using ttft::hasTime;
    QVERIFY2(!replay.bytes.empty(), fixture.c_str());
    QVERIFY(!replay.chunks.empty());
    const json &derived = streamfixtures::entry(fixture).at("derived");
    const ttft::StreamFacts &facts = replay.facts;

    // Framing: SSE events as an SDK sees them (a pending event flushed at the end), NDJSON objects.
    if (replay.framing == ttft::Framing::Sse) {
        const bool flushAdds = derived.contains("sse_events_if_flushed_at_eof");
        QCOMPARE(facts.wireEvents, int(derived.value(flushAdds ? "sse_events_if_flushed_at_eof" : "sse_events_dispatched", -1)));
        QCOMPARE(facts.unterminatedEvent, flushAdds);
    } else {
        QCOMPARE(facts.wireEvents, int(derived.value("ndjson_objects", -1)));
        QVERIFY(!facts.unterminatedEvent);
    }
    QCOMPARE(facts.bodyBytes, std::int64_t(replay.bytes.size()));
    QCOMPARE(facts.firstBodyByteNs, chunkStamp(0));
    QCOMPARE(facts.lastByteNs, chunkStamp(replay.chunks.size() - 1));
    QVERIFY(facts.head == std::string_view(replay.bytes).substr(0, 2048));

    // Answer text: one choice in every fixture of these formats.
    QCOMPARE(facts.answerEvents, int(derived.value("content_events", 0)));
    QCOMPARE(facts.firstAnswerEventIndex, int(derived.value("first_content_event_index", -1)));
    QCOMPARE(bytesOf(facts.firstAnswerDelta), bytesOf(streamfixtures::text(derived, "first_content_delta")));
    QCOMPARE(bytesOf(facts.text), bytesOf(streamfixtures::text(derived, "full_text")));
    QVERIFY(facts.textByChoice.size() <= 1);

    // Reasoning, tool calls, refusal.
    QCOMPARE(facts.reasoningEvents, int(derived.value("reasoning_events", 0)));
    QCOMPARE(bytesOf(facts.firstReasoningDelta), bytesOf(streamfixtures::text(derived, "first_reasoning_delta")));
    QCOMPARE(bytesOf(facts.reasoningText), bytesOf(streamfixtures::text(derived, "reasoning_text")));
    QCOMPARE(hasTime(facts.firstReasoningNs), derived.value("reasoning_events", 0) > 0);
    const json toolCalls = derived.value("tool_calls", json::object());
    QCOMPARE(facts.toolCalls.size(), toolCalls.size());
    for (const auto &[key, value] : toolCalls.items()) {
        const ttft::ToolCallFacts &call = facts.toolCalls.at(std::stoul(key));
        QCOMPARE(bytesOf(call.name), bytesOf(streamfixtures::text(value, "name")));
        if (value.contains("id"))
            QCOMPARE(bytesOf(call.id), bytesOf(streamfixtures::text(value, "id")));
        QVERIFY2(sameArguments(call.arguments, streamfixtures::text(value, "arguments")), call.arguments.c_str());
    }
    QCOMPARE(facts.toolCallEvents > 0, !toolCalls.empty());
    QCOMPARE(bytesOf(facts.refusalText), bytesOf(streamfixtures::text(derived, "refusal_text")));

    // Finish reasons, errors, terminator.
    QCOMPARE(facts.finishReasons, derived.value("finish_reasons", std::vector<std::string>()));
    const json errors = derived.value("errors", json::array());
    QCOMPARE(facts.errors.size(), errors.size());
    for (std::size_t i = 0; i < errors.size(); ++i) {
        // {"error": "text", "error_type": ...} (TGI, Ollama) or {"error": {"message": ...}}.
        const json &error = errors[i].contains("error") ? errors[i]["error"] : errors[i];
        const std::string message = error.is_string() ? error.get<std::string>() : streamfixtures::text(error, "message");
        QCOMPARE(bytesOf(facts.errors[i].message), bytesOf(message));
        if (errors[i].contains("error_type"))
            QCOMPARE(bytesOf(facts.errors[i].code), bytesOf(streamfixtures::text(errors[i], "error_type")));
    }
    // Every terminator EXPECTED names ("done:true", "stop:true", "generated_text", ...) is a Done.
    QCOMPARE(facts.sawDone, derived.contains("terminator"));

    // First output of any kind.
    QCOMPARE(facts.firstOutputEventIndex, int(derived.value("first_output_event_index", -1)));
    QCOMPARE(facts.firstOutputKind, kindFromExpected(streamfixtures::text(derived, "first_output_kind")));

    // Timing: each fact carries the stamp of the chunk that completed its event.
    const std::vector<std::int64_t> &stamps = replay.eventStamps;
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
    else
        QVERIFY(!hasTime(facts.firstOutputNs));
    if (facts.firstReasoningNs != ttft::kNoTime)
        QVERIFY(facts.firstReasoningNs >= facts.firstOutputNs);
}

} // namespace fixturefacts
