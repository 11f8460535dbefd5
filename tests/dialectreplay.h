#pragma once

// Small helpers for dialect tests that replay SSE streams through a StreamMeter with synthetic
// arrival times, and look at what a dialect makes of each wire event. Header-only.

#include "wire/dialect.h"
#include "wire/ssedecoder.h"
#include "wire/streammeter.h"

#include <QByteArray>
#include <QString> // QStringBuilder for QByteArray concatenation

#include <nlohmann/json.hpp>

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace dialectreplay {

// Synthetic arrival time of chunk `index`, strictly increasing.
inline std::int64_t chunkStamp(std::size_t index)
{
    return 1'000'000 + std::int64_t(index) * 1000;
}

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

// A fuzz round: up to 39 chunks, each either random bytes or a random slice of one of `pieces` (a
// dialect's own events, torn), fed with increasing stamps, then the end. The meter must neither
// throw nor break its facts' invariants, whatever it is fed.
inline void feedRandomChunks(ttft::StreamMeter &meter, const std::vector<std::string> &pieces, std::mt19937 &random)
{
    std::int64_t ns = 0;
    const int chunkCount = int(random() % 40);
    for (int i = 0; i < chunkCount; ++i) {
        std::string chunk;
        if (random() % 3 == 0) {
            const std::size_t size = random() % 64;
            for (std::size_t b = 0; b < size; ++b)
                chunk.push_back(char(random() % 256));
        } else {
            const std::string &piece = pieces[random() % pieces.size()];
            const std::size_t from = random() % (piece.size() + 1);
            chunk = piece.substr(from, random() % (piece.size() + 1));
        }
        meter.onBytes(ns += 1 + std::int64_t(random() % 5), chunk);
    }
    meter.onEnd(ns + 1);
}

// An independent reading of when each SSE event became complete: the stamp of the chunk whose bytes
// made the bare decoder emit it (the end stamp for one flushed at the end).
inline std::vector<std::int64_t> eventStamps(const std::vector<std::string_view> &chunks)
{
    ttft::SseDecoder decoder;
    std::vector<ttft::SseEvent> events;
    std::vector<std::int64_t> stamps;
    for (std::size_t i = 0; i < chunks.size(); ++i) {
        decoder.feed(chunks[i], events);
        stamps.resize(events.size(), chunkStamp(i));
    }
    decoder.finish(events, true);
    stamps.resize(events.size(), chunkStamp(chunks.size()));
    return stamps;
}

// Every SSE event of a whole stream, a pending one flushed at the end (as SDKs and the meter do).
inline std::vector<ttft::SseEvent> sseEvents(std::string_view bytes)
{
    ttft::SseDecoder decoder;
    std::vector<ttft::SseEvent> events;
    decoder.feed(bytes, events);
    decoder.finish(events, true);
    return events;
}

// What `dialect` makes of each event of `events`, one list per wire event.
inline std::vector<std::vector<ttft::StreamEvent>> classifyAll(ttft::Dialect &dialect,
                                                               const std::vector<ttft::SseEvent> &events)
{
    std::vector<std::vector<ttft::StreamEvent>> result;
    for (const ttft::SseEvent &event : events) {
        result.emplace_back();
        dialect.classify(event.type, event.data, result.back());
    }
    return result;
}

// "kind/choice/code/id/text", for comparing classifications in failure messages.
inline QByteArray describe(const ttft::StreamEvent &event)
{
    return QByteArray(ttft::eventKindName(event.kind)) + '/' + QByteArray::number(event.choice) + '/'
        + QByteArray::fromStdString(event.code) + '/' + QByteArray::fromStdString(event.id) + '/'
        + QByteArray::fromStdString(event.text);
}

// The integer at `path` inside `object`, or nullopt.
inline std::optional<std::int64_t> jsonPathInt(const nlohmann::json &object, std::initializer_list<const char *> path)
{
    const nlohmann::json *node = &object;
    for (const char *key : path) {
        if (!node->is_object() || !node->contains(key))
            return std::nullopt;
        node = &(*node)[key];
    }
    return node->is_number_integer() ? std::optional<std::int64_t>(node->get<std::int64_t>()) : std::nullopt;
}

} // namespace dialectreplay
