#pragma once

// Shared helpers for tests that replay the recorded streams of ../shared/fixtures/streams: where the
// files are, what EXPECTED.json says about each, and the chunkings every stream is replayed under.
// A stream must decode to the same facts however the network cuts it, so each fixture becomes one
// data row per chunking. Header-only so that every dialect test can include it.
//
// Usage in a test:
//     void fixtures_data() { streamfixtures::addRows("openai-chat"); }
//     void fixtures() {
//         QFETCH(QString, fixture); QFETCH(int, split);
//         const std::string bytes = streamfixtures::bytes(fixture.toStdString());
//         for (std::string_view chunk : streamfixtures::chunks(fixture.toStdString(), split, bytes)) ...
//     }

#include "testpaths.h"
#include <QString>
#include <QTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <cstdlib>
#include <iterator>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace streamfixtures {

// ../shared beside the checkout, or wherever the TTFT_SHARED_DIR environment variable points.
inline std::string directory()
{
    const char *overridden = std::getenv("TTFT_SHARED_DIR");
    return (overridden && *overridden ? std::string(overridden) : ttftTestPath(TTFT_SHARED_DIR).toStdString()) + "/fixtures/streams";
}

inline std::string expectationsPath()
{
    return directory() + "/EXPECTED.json";
}

inline bool available()
{
    std::error_code error;
    return std::filesystem::is_regular_file(expectationsPath(), error);
}

// The message tests skip with when the shared fixtures are not checked out next to the repository.
inline const char *missingMessage()
{
    return "stream fixtures not found (expected ../shared/fixtures/streams/EXPECTED.json next to the "
           "repository); skipping fixture replay";
}

inline std::string readFile(const std::string &path, bool *ok = nullptr)
{
    std::ifstream in(path, std::ios::binary);
    if (ok)
        *ok = bool(in);
    if (!in)
        return {};
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// EXPECTED.json, read once; an empty object when absent or unreadable.
inline const nlohmann::json &expectations()
{
    static const nlohmann::json all = [] {
        bool ok = false;
        const std::string text = readFile(expectationsPath(), &ok);
        nlohmann::json parsed = ok ? nlohmann::json::parse(text, nullptr, false) : nlohmann::json();
        return parsed.is_object() ? parsed : nlohmann::json::object();
    }();
    return all;
}

// The EXPECTED.json entry of one fixture ("openai-chat/gpt4o-text-usage.sse"); null when unknown.
inline const nlohmann::json &entry(const std::string &fixture)
{
    static const nlohmann::json none;
    const auto it = expectations().find(fixture);
    return it == expectations().end() ? none : *it;
}

// Fixture names (keys of EXPECTED.json) whose `format` is `format`, sorted.
inline std::vector<std::string> names(std::string_view format)
{
    std::vector<std::string> result;
    for (const auto &[name, value] : expectations().items()) {
        const auto it = value.find("format");
        if (it != value.end() && it->is_string() && it->get<std::string>() == format)
            result.push_back(name);
    }
    std::sort(result.begin(), result.end());
    return result;
}

inline std::string bytes(const std::string &fixture, bool *ok = nullptr)
{
    return readFile(directory() + "/" + fixture, ok);
}

// One way to cut a stream into network chunks.
struct Split {
    enum Kind { Whole, Random, Bytewise, Source };
    Kind kind = Whole;
    std::uint32_t seed = 0;      // Random: fixed, so a failure reproduces
    std::size_t maxChunk = 0;    // Random: chunk sizes are drawn from [1, maxChunk]
    std::string name;
};

// The chunkings a fixture is replayed under: whole, three seeded random cuts (tiny, medium and
// large chunks), one byte at a time, and the source's own chunk boundaries when it recorded them.
inline std::vector<Split> splits(const nlohmann::json &fixtureEntry)
{
    std::vector<Split> result = {
        {Split::Whole, 0, 0, "whole"},
        {Split::Random, 11, 4, "random-4-seed11"},
        {Split::Random, 23, 40, "random-40-seed23"},
        {Split::Random, 37, 700, "random-700-seed37"},
        {Split::Bytewise, 0, 0, "bytewise"},
    };
    if (fixtureEntry.is_object()) {
        const auto it = fixtureEntry.find("chunk_boundaries_byte_offsets");
        if (it != fixtureEntry.end() && it->is_array() && !it->empty())
            result.push_back({Split::Source, 0, 0, "source-chunks"});
    }
    return result;
}

// `bytes` cut per `split`. The views point into `bytes`.
inline std::vector<std::string_view> chunks(std::string_view bytes, const Split &split,
                                            const nlohmann::json &fixtureEntry = nlohmann::json())
{
    std::vector<std::string_view> result;
    std::vector<std::size_t> ends;
    switch (split.kind) {
    case Split::Whole:
        break;
    case Split::Random: {
        std::mt19937 random(split.seed);
        std::uniform_int_distribution<std::size_t> size(1, std::max<std::size_t>(split.maxChunk, 1));
        for (std::size_t end = size(random); end < bytes.size(); end += size(random))
            ends.push_back(end);
        break;
    }
    case Split::Bytewise:
        for (std::size_t end = 1; end < bytes.size(); ++end)
            ends.push_back(end);
        break;
    case Split::Source:
        // Offsets are where the source's chunks end; the last chunk runs to the end of the file.
        for (const auto &offset : fixtureEntry.value("chunk_boundaries_byte_offsets", nlohmann::json::array())) {
            if (offset.is_number_unsigned() && offset.get<std::size_t>() > 0 && offset.get<std::size_t>() < bytes.size())
                ends.push_back(offset.get<std::size_t>());
        }
        break;
    }
    ends.push_back(bytes.size());
    std::size_t begin = 0;
    for (std::size_t end : ends) {
        if (end > begin)
            result.push_back(bytes.substr(begin, end - begin));
        begin = std::max(begin, end);
    }
    return result;
}

// Convenience for a data row: the split with index `splitIndex` of `fixture`.
inline std::vector<std::string_view> chunks(const std::string &fixture, int splitIndex, std::string_view bytes)
{
    const nlohmann::json &fixtureEntry = entry(fixture);
    const std::vector<Split> all = splits(fixtureEntry);
    if (splitIndex < 0 || std::size_t(splitIndex) >= all.size())
        return {};
    return chunks(bytes, all[std::size_t(splitIndex)], fixtureEntry);
}

// Adds the columns `fixture` (QString, the EXPECTED.json key) and `split` (int, an index into
// splits()) and one row per fixture of `format` per chunking, tagged "fixture@split". Skips the
// calling test function when the fixtures are absent or none has that format.
#define TTFT_STREAM_FIXTURE_ROWS(format)                                                            \
    do {                                                                                            \
        if (!streamfixtures::available())                                                           \
            QSKIP(streamfixtures::missingMessage());                                                \
        if (!streamfixtures::addRows(format))                                                       \
            QSKIP("no stream fixture has the requested format");                                    \
    } while (false)

inline bool addRows(std::string_view format)
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<int>("split");
    const std::vector<std::string> fixtures = names(format);
    for (const std::string &fixture : fixtures) {
        const std::vector<Split> all = splits(entry(fixture));
        for (std::size_t i = 0; i < all.size(); ++i) {
            const std::string tag = fixture + "@" + all[i].name;
            QTest::newRow(tag.c_str()) << QString::fromStdString(fixture) << int(i);
        }
    }
    return !fixtures.empty();
}

// JSON string member or `fallback`.
inline std::string text(const nlohmann::json &object, const char *key, const std::string &fallback = {})
{
    if (!object.is_object())
        return fallback;
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? it->get<std::string>() : fallback;
}

// JSON integer member or `fallback`.
inline std::int64_t integer(const nlohmann::json &object, const char *key, std::int64_t fallback)
{
    if (!object.is_object())
        return fallback;
    const auto it = object.find(key);
    return it != object.end() && it->is_number_integer() ? it->get<std::int64_t>() : fallback;
}

// Printable form of bytes for failure messages (control bytes escaped).
inline QByteArray printable(std::string_view bytes)
{
    std::ostringstream out;
    for (unsigned char c : bytes) {
        if (c == '\n')
            out << "\\n";
        else if (c == '\r')
            out << "\\r";
        else if (c < 0x20 || c == 0x7f)
            out << "\\x" << std::hex << int(c) << std::dec;
        else
            out << char(c);
    }
    return QByteArray::fromStdString(out.str());
}

} // namespace streamfixtures
