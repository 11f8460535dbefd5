// The single-pass chunk reader against the DOM reading it replaces on the hot path. The DOM reading
// (classifyOpenAiChatDom) is the reference: whatever the reader accepts it must read to the very
// same events, field by field; whatever it declines goes to the DOM reading anyway. So the tests
// compare the two on the recorded streams, on edge cases named after what they probe, on mutated
// recorded events and on generated chunks, and pin which path each edge case takes.
#include "streamfixtures.h"

#include "wire/jsonscanner.h"
#include "wire/ndjsondecoder.h"
#include "wire/openaichatchunkreader.h"
#include "wire/openaichatdialect.h"
#include "wire/openaichatdom.h"
#include "wire/ssedecoder.h"
#include "wire/wirejson.h"

#include <QTest>

#include <algorithm>
#include <cstdio>
#include <random>

using namespace ttft;
using nlohmann::json;

namespace {

QByteArray optionalText(const std::optional<std::int64_t> &value)
{
    return value ? QByteArray::number(qint64(*value)) : QByteArray("-");
}

// Every field, so that two readings compare equal only when they are equal.
QByteArray describe(const StreamEvent &event)
{
    QByteArray line = QByteArray(eventKindName(event.kind)) + '/' + QByteArray::number(event.choice) + '/'
        + streamfixtures::printable(event.code) + '/' + streamfixtures::printable(event.id) + '/'
        + streamfixtures::printable(event.text);
    if (event.kind == EventKind::Usage) {
        const Usage &usage = event.usage;
        line += " usage=" + optionalText(usage.promptTokens) + ',' + optionalText(usage.completionTokens) + ','
            + optionalText(usage.totalTokens) + ',' + optionalText(usage.reasoningTokens) + ','
            + optionalText(usage.cachedTokens);
    } else if (!event.usage.empty()) {
        line += " stray-usage";
    }
    if (!event.raw.empty())
        line += " raw=" + streamfixtures::printable(event.raw);
    return line;
}

// The short form the expectations below are written in (kind/choice/code/id/text).
QByteArray brief(const StreamEvent &event)
{
    return QByteArray(eventKindName(event.kind)) + '/' + QByteArray::number(event.choice) + '/'
        + streamfixtures::printable(event.code) + '/' + streamfixtures::printable(event.id) + '/'
        + streamfixtures::printable(event.text);
}

QByteArrayList describeAll(const std::vector<StreamEvent> &events)
{
    QByteArrayList lines;
    for (const StreamEvent &event : events)
        lines << describe(event);
    return lines;
}

struct Readings {
    bool accepted = false;               // the dialect used the chunk reader (else the DOM reading)
    std::vector<StreamEvent> reader;     // what the reader appended
    std::vector<StreamEvent> dom;        // what the DOM reading appends
    std::vector<StreamEvent> dialect;    // what the dialect appends (either of them)
};

// Reads one wire event every way. `out` starts non-empty, as it may in a meter, to catch a reader
// that declines after appending.
Readings readAll(std::string_view type, std::string_view data)
{
    static OpenAiChatChunkReader reader; // kept across calls, like the dialect's, to reuse scratch
    StreamEvent sentinel;
    sentinel.kind = EventKind::Other;
    sentinel.text = "sentinel";
    Readings readings;
    readings.reader.push_back(sentinel);
    // The dialect never asks the reader about `event: error`; neither does this.
    readings.accepted = type != "error" && reader.read(data, readings.reader);
    readings.reader.erase(readings.reader.begin());
    classifyOpenAiChatDom(type, data, readings.dom);
    OpenAiChatDialect dialect;
    dialect.classify(type, data, readings.dialect);
    return readings;
}

// Checks the reader's contract on one input; returns a message, empty when it holds.
QByteArray contractViolation(std::string_view type, std::string_view data)
{
    const Readings readings = readAll(type, data);
    const QByteArray input = "type=" + streamfixtures::printable(type) + " data=" + streamfixtures::printable(data);
    if (!readings.accepted && !readings.reader.empty())
        return "declined after appending: " + input;
    if (readings.accepted && describeAll(readings.reader) != describeAll(readings.dom)) {
        return "reader and DOM differ on " + input + "\n  reader: " + describeAll(readings.reader).join(" | ")
            + "\n  dom:    " + describeAll(readings.dom).join(" | ");
    }
    if (describeAll(readings.dialect) != describeAll(readings.dom))
        return "dialect and DOM differ on " + input;
    return {};
}

struct WireEvent {
    std::string type;
    std::string data;
};

// Every wire event of every recorded stream, whatever its format: the reader must agree with the
// DOM reading on anything, not only on OpenAI chunks.
const std::vector<WireEvent> &fixtureEvents()
{
    static const std::vector<WireEvent> all = [] {
        std::vector<WireEvent> events;
        for (const auto &[name, entry] : streamfixtures::expectations().items()) {
            bool ok = false;
            const std::string bytes = streamfixtures::bytes(name, &ok);
            if (!ok)
                continue;
            if (name.size() > 7 && name.substr(name.size() - 7) == ".ndjson") {
                NdjsonDecoder decoder;
                std::vector<std::string> lines;
                decoder.feed(bytes, lines);
                decoder.finish(lines);
                for (std::string &line : lines)
                    events.push_back({std::string(), std::move(line)});
            } else {
                SseDecoder decoder;
                std::vector<SseEvent> sse;
                decoder.feed(bytes, sse);
                decoder.finish(sse, true);
                for (SseEvent &event : sse)
                    events.push_back({std::move(event.type), std::move(event.data)});
            }
        }
        return events;
    }();
    return all;
}

std::string repeated(std::string_view piece, int count)
{
    std::string result;
    for (int i = 0; i < count; ++i)
        result += piece;
    return result;
}

// `depth` nested arrays around 1, under an unknown member next to a content chunk.
std::string nestedUnknown(int depth)
{
    return R"({"x":)" + repeated("[", depth) + "1" + repeated("]", depth)
        + R"(,"choices":[{"index":0,"delta":{"content":"deep"}}]})";
}

// One random edit of a payload, biased toward bytes that matter to JSON.
void mutate(std::string &data, std::mt19937 &random)
{
    static const std::vector<std::string> tokens = {
        "{", "}", "[", "]", "\"", ":", ",", "\\", "\\u", "\\ud83d", "\\ude00", "\\u0000", "\\\"", " ", "\n", "\t", "\r",
        "0", "-", "-0", "1.0", "1e400", "1e-400", "65536", "65537", "99999999999999999999", "01", ".", "e", "+",
        "null", "true", "nul", "\"x\"", "\"\"", "\xC3", "\xC3\xA9", "\xED\xA0\x80", "\xF0\x9F\x98\x80", "\xF4\x90\x80\x80",
        "\xFF", "\x01", std::string(1, '\0'), "\xEF\xBB\xBF", R"("content":"y")", R"("index":3)", R"("error":null)",
        R"("choices":[])", R"("delta":{})", R"("finish_reason":"stop")", R"("usage":{"prompt_tokens":1})",
        R"("tool_calls":[{"index":1,"function":{"name":"f"}}])", R"("timings":{"b":1.50,"a":[]})"};
    const auto at = [&](std::size_t size) { return std::size_t(random() % (size + 1)); };
    switch (random() % 7) {
    case 0: // overwrite one byte with anything
        if (!data.empty())
            data[at(data.size() - 1)] = char(random() % 256);
        break;
    case 1: // insert a token
        data.insert(at(data.size()), tokens[random() % tokens.size()]);
        break;
    case 2: { // replace a short range with a token
        const std::size_t from = at(data.size());
        data.replace(from, random() % 6, tokens[random() % tokens.size()]);
        break;
    }
    case 3: { // delete a short range
        const std::size_t from = at(data.size());
        data.erase(from, 1 + random() % 8);
        break;
    }
    case 4: { // repeat a range (duplicate members, doubled brackets)
        const std::size_t from = at(data.size());
        const std::string piece = data.substr(from, 1 + random() % 40);
        data.insert(at(data.size()), piece);
        break;
    }
    case 5: // truncate
        data.resize(at(data.size()));
        break;
    default: // append something after the value
        data += tokens[random() % tokens.size()];
        break;
    }
}

// A random chunk written as text (so that it can hold duplicate members and any spelling), built
// mostly from the members the dialect reads, with values of every type in them.
class ChunkGenerator
{
public:
    explicit ChunkGenerator(std::uint32_t seed) : m_random(seed) {}

    std::string chunk()
    {
        std::vector<std::string> members;
        const int count = pick(6);
        for (int i = 0; i < count; ++i) {
            switch (pick(9)) {
            case 0: case 1: case 2: members.push_back(member("choices", choices())); break;
            case 3: members.push_back(member("usage", chance(4) ? value(2) : usage())); break;
            case 4: members.push_back(member(chance(2) ? "time_info" : "timings", chance(4) ? value(2) : object(2))); break;
            case 5: members.push_back(member("error", chance(2) ? "null" : value(2))); break;
            default: members.push_back(member(unknownName(), value(3))); break;
            }
        }
        return joinObject(members);
    }

private:
    int pick(int n) { return int(m_random() % unsigned(n)); }
    bool chance(int oneIn) { return pick(oneIn) == 0; }

    std::string space()
    {
        static const char *const spaces[] = {"", "", "", " ", "\n", "\t ", "\r\n"};
        return spaces[pick(7)];
    }

    std::string member(const std::string &name, const std::string &value)
    {
        return space() + quoted(name) + space() + ":" + space() + value + space();
    }

    std::string joinObject(const std::vector<std::string> &members)
    {
        std::string text = "{";
        for (std::size_t i = 0; i < members.size(); ++i)
            text += (i ? "," : "") + members[i];
        return text + (members.empty() ? space() : std::string()) + "}";
    }

    std::string joinArray(const std::vector<std::string> &elements)
    {
        std::string text = "[";
        for (std::size_t i = 0; i < elements.size(); ++i)
            text += (i ? "," : "") + space() + elements[i] + space();
        return text + "]";
    }

    // A name as JSON text; now and then spelled with an escape, which a DOM reads as the same name.
    std::string quoted(const std::string &name)
    {
        if (!name.empty() && static_cast<unsigned char>(name[0]) < 0x80 && chance(25)) {
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\u%04x", unsigned(static_cast<unsigned char>(name[0])));
            return "\"" + std::string(escaped) + name.substr(1) + "\"";
        }
        return json(name).dump();
    }

    std::string unknownName()
    {
        static const char *const names[] = {"id", "object", "created", "model", "system_fingerprint", "obfuscation",
                                            "x_groq", "", "é", "choice", "Choices", "error_type", "code"};
        return names[pick(13)];
    }

    std::string text()
    {
        static const char *const pieces[] = {"", "Hi", " world", "é", "中文", "😀", "\"", "\\", "\n", "\t", "/",
                                             "\x7f", "\x01", "stop", "a b"};
        std::string value;
        const int count = pick(4);
        for (int i = 0; i < count; ++i) {
            const int which = pick(16);
            if (which == 15)
                value.push_back('\0');
            else
                value += pieces[which];
        }
        // nlohmann writes JSON escapes (\n, \u0000, \" ...); ensure_ascii adds \u escapes and
        // surrogate pairs for everything beyond ASCII.
        return json(value).dump(-1, ' ', chance(2));
    }

    std::string number()
    {
        static const char *const numbers[] = {"0", "1", "2", "-1", "-0", "3", "65536", "65537", "1.0", "2.5", "1e2",
                                              "-0.0", "123456789012345678", "1234567890123456789",
                                              "9223372036854775807", "9223372036854775808", "18446744073709551616",
                                              "1e-400", "1E+2", "0.000001", "42"};
        return numbers[pick(21)];
    }

    std::string value(int depth)
    {
        switch (pick(depth > 0 ? 8 : 6)) {
        case 0: return "null";
        case 1: return chance(2) ? "true" : "false";
        case 2: case 3: return number();
        case 4: case 5: return text();
        case 6: return object(depth - 1);
        default: {
            std::vector<std::string> elements;
            const int count = pick(4);
            for (int i = 0; i < count; ++i)
                elements.push_back(value(depth - 1));
            return joinArray(elements);
        }
        }
    }

    std::string object(int depth)
    {
        std::vector<std::string> members;
        const int count = pick(4);
        for (int i = 0; i < count; ++i)
            members.push_back(member(chance(2) ? unknownName() : "a", value(depth)));
        return joinObject(members);
    }

    // A value for a member the reader reads: mostly of the expected kind, sometimes anything.
    std::string textOrAny() { return chance(4) ? value(1) : text(); }
    std::string numberOrAny() { return chance(4) ? value(1) : number(); }

    std::string choices()
    {
        if (chance(8))
            return value(2);
        std::vector<std::string> elements;
        const int count = pick(4);
        for (int i = 0; i < count; ++i)
            elements.push_back(chance(8) ? value(1) : choice());
        return joinArray(elements);
    }

    std::string choice()
    {
        std::vector<std::string> members;
        const int count = pick(6);
        for (int i = 0; i < count; ++i) {
            switch (pick(7)) {
            case 0: members.push_back(member("index", numberOrAny())); break;
            case 1: case 2: members.push_back(member("delta", chance(5) ? value(1) : delta())); break;
            case 3: members.push_back(member("text", textOrAny())); break;
            case 4: members.push_back(member("finish_reason", chance(2) ? "null" : textOrAny())); break;
            case 5: members.push_back(member("logprobs", chance(2) ? "null" : value(3))); break;
            default: members.push_back(member(unknownName(), value(1))); break;
            }
        }
        return joinObject(members);
    }

    std::string delta()
    {
        static const char *const textNames[] = {"content", "reasoning_content", "reasoning", "refusal", "role"};
        std::vector<std::string> members;
        const int count = pick(5);
        for (int i = 0; i < count; ++i) {
            if (chance(4))
                members.push_back(member("tool_calls", chance(5) ? value(1) : toolCalls()));
            else if (chance(6))
                members.push_back(member(unknownName(), value(1)));
            else
                members.push_back(member(textNames[pick(5)], chance(5) ? "null" : textOrAny()));
        }
        return joinObject(members);
    }

    std::string toolCalls()
    {
        std::vector<std::string> elements;
        const int count = pick(4);
        for (int i = 0; i < count; ++i) {
            if (chance(6)) {
                elements.push_back(value(1));
                continue;
            }
            std::vector<std::string> members;
            const int memberCount = pick(5);
            for (int m = 0; m < memberCount; ++m) {
                switch (pick(5)) {
                case 0: members.push_back(member("index", numberOrAny())); break;
                case 1: members.push_back(member("id", textOrAny())); break;
                case 2: members.push_back(member("type", "\"function\"")); break;
                default: {
                    std::vector<std::string> function;
                    const int fieldCount = pick(3);
                    for (int f = 0; f < fieldCount; ++f)
                        function.push_back(member(chance(2) ? "name" : "arguments", textOrAny()));
                    members.push_back(member("function", chance(6) ? value(1) : joinObject(function)));
                    break;
                }
                }
            }
            elements.push_back(joinObject(members));
        }
        return joinArray(elements);
    }

    std::string usage()
    {
        static const char *const names[] = {"prompt_tokens", "completion_tokens", "total_tokens", "prompt_cache_hit_tokens"};
        std::vector<std::string> members;
        const int count = pick(6);
        for (int i = 0; i < count; ++i) {
            if (chance(4)) {
                const bool completion = chance(2);
                const std::string inner = member(completion ? "reasoning_tokens" : "cached_tokens", numberOrAny());
                members.push_back(member(completion ? "completion_tokens_details" : "prompt_tokens_details",
                                         chance(5) ? value(1) : joinObject({inner})));
            } else {
                members.push_back(member(names[pick(4)], numberOrAny()));
            }
        }
        return joinObject(members);
    }

    std::mt19937 m_random;
};

} // namespace

class TestOpenAiChatReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixtureEvents();
    void edgeCases_data();
    void edgeCases();
    void mutatedFixtureEvents();
    void generatedChunks();
    void scannerStrings();
    void scannerRawStrings();
    void scannerNumbers();
    void declinesWithoutSideEffects();
};

void TestOpenAiChatReader::fixtureEvents()
{
    if (!streamfixtures::available())
        QSKIP(streamfixtures::missingMessage());
    const std::vector<WireEvent> &events = ::fixtureEvents();
    QVERIFY(events.size() > 300);
    int chunkEvents = 0;
    int readerRead = 0;
    for (const WireEvent &event : events) {
        const QByteArray violation = contractViolation(event.type, event.data);
        QVERIFY2(violation.isEmpty(), violation.constData());
        // The hot path must cover the common case: every object chunk of a stream that the DOM
        // reads without an error.
        const Readings readings = readAll(event.type, event.data);
        const bool error = std::any_of(readings.dom.begin(), readings.dom.end(),
                                       [](const StreamEvent &e) { return e.kind == EventKind::Error; });
        if (event.type != "error" && !error && !event.data.empty() && event.data.front() == '{') {
            ++chunkEvents;
            readerRead += readings.accepted ? 1 : 0;
            const QByteArray message = "declined: " + streamfixtures::printable(event.data);
            QVERIFY2(readings.accepted, message.constData());
        }
    }
    qInfo("%d wire events; the reader read all %d object chunks without an error (%d)", int(events.size()),
          chunkEvents, readerRead);
}

void TestOpenAiChatReader::edgeCases_data()
{
    QTest::addColumn<QByteArray>("type");
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<bool>("reader");             // the chunk reader reads it (else: the DOM reading)
    QTest::addColumn<QByteArrayList>("expected"); // kind/choice/code/id/text

    const auto row = [](const char *name, const QByteArray &data, bool reader, const QByteArrayList &expected) {
        QTest::newRow(name) << QByteArray("message") << data << reader << expected;
    };
    const QByteArrayList malformed{"error/0/malformed//malformed JSON"};

    // Duplicate members: a DOM keeps the last one; the reader leaves known ones to it.
    row("duplicate-content-last-wins", R"({"choices":[{"delta":{"content":"a","content":"b"}}]})", false, {"answer/0///b"});
    row("duplicate-choices-last-wins",
        R"({"choices":[{"delta":{"content":"a"}}],"choices":[{"index":1,"delta":{"content":"b"}}]})", false,
        {"answer/1///b"});
    row("duplicate-index-last-wins", R"({"choices":[{"index":1,"index":2,"delta":{"content":"a"}}]})", false,
        {"answer/2///a"});
    row("duplicate-usage-field", R"({"usage":{"prompt_tokens":1,"prompt_tokens":2}})", false, {"usage/0///"});
    row("duplicate-tool-name", R"({"choices":[{"delta":{"tool_calls":[{"function":{"name":"a","name":"b"}}]}}]})",
        false, {"tool_call/0/b//"});
    row("duplicate-unknown-members", R"({"id":"a","id":"b","choices":[{"x":1,"x":2,"delta":{"content":"c"}}]})", true,
        {"answer/0///c"});
    row("duplicate-error-null-then-object", R"({"error":null,"error":{"message":"m","code":"c"}})", false,
        {"error/0/c//m"});

    // Nesting: unknown subtrees are skipped without recursion; deeper ones go to the DOM, which
    // refuses anything past kMaxJsonDepth (core/wire/jsonnesting.h) as malformed, naming the depth.
    row("nested-unknown-64", QByteArray::fromStdString(nestedUnknown(JsonScanner::kMaxSkipDepth)), true,
        {"answer/0///deep"});
    row("nested-unknown-65", QByteArray::fromStdString(nestedUnknown(JsonScanner::kMaxSkipDepth + 1)), false,
        {"answer/0///deep"});
    row("nested-unknown-20000", QByteArray::fromStdString(nestedUnknown(20000)), false,
        {"error/0/malformed//JSON nested deeper than 256 levels"});
    row("nested-unknown-objects",
        R"({"a":{"b":{"c":[{"d":{}},[],{"e":[null,true,false,"s",-1.5e-3]}]}},"choices":[{"delta":{"content":"x"}}]})",
        true, {"answer/0///x"});
    row("unclosed-nesting", QByteArray::fromStdString(R"({"x":)" + repeated("[", 100) + "1"), false, malformed);

    // Strings: escapes, \u sequences, surrogate pairs, raw UTF-8 and what is not allowed in them.
    row("escapes", R"({"choices":[{"delta":{"content":"a\"b\\c\/d\b\f\n\r\t"}}]})", true,
        {"answer/0///a\"b\\c/d\\x8\\xc\\n\\r\\x9"});
    row("unicode-escapes-bmp", R"({"choices":[{"delta":{"content":"\u00e9\u4E2D\u0041"}}]})", true,
        {"answer/0///é中A"});
    row("surrogate-pair", R"({"choices":[{"delta":{"content":"x\ud83d\ude00y"}}]})", true, {"answer/0///x😀y"});
    row("surrogate-pair-upper-hex", R"({"choices":[{"delta":{"content":"\uD83D\uDE00"}}]})", true, {"answer/0///😀"});
    row("escaped-nul", R"({"choices":[{"delta":{"content":"a\u0000b"}}]})", true, {"answer/0///a\\x0b"});
    row("escaped-nul-alone-is-text", R"({"choices":[{"delta":{"content":"\u0000"}}]})", true, {"answer/0///\\x0"});
    row("lone-high-surrogate", R"({"choices":[{"delta":{"content":"\ud83d"}}]})", false, malformed);
    row("high-surrogate-then-text", R"({"choices":[{"delta":{"content":"\ud83dx"}}]})", false, malformed);
    row("high-surrogate-then-bmp", R"({"choices":[{"delta":{"content":"\ud83d\u0041"}}]})", false, malformed);
    row("lone-low-surrogate", R"({"choices":[{"delta":{"content":"\ude00"}}]})", false, malformed);
    row("short-unicode-escape", R"({"choices":[{"delta":{"content":"\u12"}}]})", false, malformed);
    row("unknown-escape", R"({"choices":[{"delta":{"content":"\x41"}}]})", false, malformed);
    row("raw-utf8", "{\"choices\":[{\"delta\":{\"content\":\"h\xC3\xA9 \xE4\xB8\xAD \xF0\x9F\x98\x80\"}}]}", true,
        {"answer/0///h\xC3\xA9 \xE4\xB8\xAD \xF0\x9F\x98\x80"});
    row("raw-del-byte", "{\"choices\":[{\"delta\":{\"content\":\"\x7F\"}}]}", true, {"answer/0///\\x7f"});
    row("utf8-overlong", "{\"choices\":[{\"delta\":{\"content\":\"\xC0\xAF\"}}]}", false, {"error/0/malformed//not valid UTF-8 (byte 33 of 40)"});
    row("utf8-encoded-surrogate", "{\"choices\":[{\"delta\":{\"content\":\"\xED\xA0\x80\"}}]}", false, {"error/0/malformed//not valid UTF-8 (byte 33 of 41)"});
    row("utf8-above-max", "{\"choices\":[{\"delta\":{\"content\":\"\xF4\x90\x80\x80\"}}]}", false, {"error/0/malformed//not valid UTF-8 (byte 33 of 42)"});
    row("utf8-truncated", "{\"choices\":[{\"delta\":{\"content\":\"\xE4\xB8\"}}]}", false, {"error/0/malformed//not valid UTF-8 (byte 33 of 40)"});
    row("utf8-stray-continuation", "{\"choices\":[{\"delta\":{\"content\":\"\x80\"}}]}", false, {"error/0/malformed//not valid UTF-8 (byte 33 of 39)"});
    row("raw-control-byte", "{\"choices\":[{\"delta\":{\"content\":\"a\x01\"}}]}", false, malformed);
    row("raw-newline-in-string", "{\"choices\":[{\"delta\":{\"content\":\"a\nb\"}}]}", false, malformed);
    row("invalid-utf8-in-unknown-member", "{\"x\":\"\xFF\",\"choices\":[]}", false, {"error/0/malformed//not valid UTF-8 (byte 6 of 22)"});
    row("escaped-member-name", R"({"choices":[{"delta":{"con\u0074ent":"x"}}]})", false, {"answer/0///x"});
    row("escaped-name-declined", R"({"x\u0041":1,"choices":[{"delta":{"content":"x"}}]})", false, {"answer/0///x"});
    row("escaped-name-in-skipped-object", R"({"x":{"\u0041":1},"choices":[{"delta":{"content":"x"}}]})", true,
        {"answer/0///x"});

    // Numbers where the dialect reads them (indexes, token counts) and where it does not.
    row("index-negative-falls-back", R"({"choices":[{},{"index":-1,"delta":{"content":"a"}}]})", true, {"answer/1///a"});
    row("index-negative-zero", R"({"choices":[{"index":-0,"delta":{"content":"a"}}]})", true, {"answer/0///a"});
    row("index-at-limit", R"({"choices":[{"index":65536,"delta":{"content":"a"}}]})", true, {"answer/65536///a"});
    row("index-over-limit", R"({"choices":[{"index":65537,"delta":{"content":"a"}}]})", true, {"answer/0///a"});
    row("index-18-digits", R"({"choices":[{"index":999999999999999999,"delta":{"content":"a"}}]})", true,
        {"answer/0///a"});
    row("index-beyond-int64", R"({"choices":[{"index":99999999999999999999,"delta":{"content":"a"}}]})", false,
        {"answer/0///a"});
    row("index-integral-float", R"({"choices":[{"index":1.0,"delta":{"content":"a"}}]})", false, {"answer/1///a"});
    row("index-exponent", R"({"choices":[{"index":2e0,"delta":{"content":"a"}}]})", false, {"answer/2///a"});
    row("index-fraction", R"({"choices":[{"index":1.5,"delta":{"content":"a"}}]})", false, {"answer/0///a"});
    row("index-string", R"({"choices":[{"index":"1","delta":{"content":"a"}}]})", true, {"answer/0///a"});
    row("index-null", R"({"choices":[{"index":null,"delta":{"content":"a"}}]})", true, {"answer/0///a"});
    row("index-leading-zero", R"({"choices":[{"index":01,"delta":{"content":"a"}}]})", false, malformed);
    row("usage-integral-float", R"({"usage":{"prompt_tokens":12.0}})", false, {"usage/0///"});
    row("usage-huge-float", R"({"usage":{"prompt_tokens":1e30}})", false, {"usage/0///"});
    row("number-overflow-elsewhere", R"({"x":1e400,"choices":[]})", false, malformed);
    row("long-integer-elsewhere", QByteArray::fromStdString(R"({"x":)" + std::string(400, '7') + "}"), false, malformed);
    row("number-underflow-elsewhere", R"({"x":1e-400,"choices":[{"delta":{"content":"a"}}]})", true, {"answer/0///a"});
    row("numbers-elsewhere", R"({"a":-0.0,"b":1E+2,"c":0.5e-3,"d":123456789012345678901234,"choices":[]})", true,
        {"other/0///"});
    for (const char *number : {"-", "1.", ".5", "1e", "1e+", "+1", "-a", "0x10", "1.e3"}) {
        const std::string name = std::string("bad-number ") + number;
        row(name.c_str(), QByteArray(R"({"x":)") + number + "}", false, malformed);
    }

    // Null, missing and wrongly typed members.
    row("content-null", R"({"choices":[{"delta":{"content":null}}]})", true, {"prelude/0///"});
    row("delta-empty", R"({"choices":[{"delta":{}}]})", true, {"prelude/0///"});
    row("delta-missing", R"({"choices":[{"index":0}]})", true, {"other/0///"});
    row("delta-null-text-read", R"({"choices":[{"delta":null,"text":"t"}]})", true, {"answer/0///t"});
    row("delta-null-alone", R"({"choices":[{"delta":null}]})", true, {"prelude/0///"});
    row("delta-object-text-ignored", R"({"choices":[{"text":"t","delta":{}}]})", true, {"prelude/0///"});
    row("text-before-delta-ignored", R"({"choices":[{"text":"t","delta":{"content":"c"}}]})", true, {"answer/0///c"});
    row("reasoning-content-wins-in-any-order", R"({"choices":[{"delta":{"reasoning":"b","reasoning_content":"a"}}]})",
        true, {"reasoning/0///a"});
    row("reasoning-content-empty-falls-back", R"({"choices":[{"delta":{"reasoning_content":"","reasoning":"b"}}]})",
        true, {"reasoning/0///b"});
    row("event-order-fixed", R"({"choices":[{"finish_reason":"stop","delta":{"refusal":"r","tool_calls":[{"id":"i"}],"reasoning":"t","content":"c"}}]})",
        true, {"answer/0///c", "reasoning/0///t", "tool_call/0//i/", "refusal/0///r", "finish/0///stop"});
    row("finish-empty-string", R"({"choices":[{"delta":{},"finish_reason":""}]})", true, {"finish/0///"});
    row("finish-null", R"({"choices":[{"delta":{},"finish_reason":null}]})", true, {"prelude/0///"});
    row("finish-number", R"({"choices":[{"finish_reason":1}]})", false, {"finish/0///1"});
    row("finish-object", R"({"choices":[{"finish_reason":{"b":2,"a":1}}]})", false, {"finish/0///{\"a\":1,\"b\":2}"});
    row("finish-escaped", R"({"choices":[{"finish_reason":"st\u006fp"}]})", true, {"finish/0///stop"});
    row("tool-calls-mixed", R"({"choices":[{"index":3,"delta":{"tool_calls":[7,{"index":"x","id":5,"function":"f"},null,{"index":2,"function":{"name":"n","arguments":"{}"}},{"index":70000}]}}]})",
        true, {"tool_call/1///", "tool_call/2/n//{}", "tool_call/4///"});
    row("tool-call-empty-strings", R"({"choices":[{"delta":{"tool_calls":[{"id":"","function":{"name":"","arguments":""}}]}}]})",
        true, {"tool_call/0///"});
    row("tool-calls-empty-array", R"({"choices":[{"delta":{"tool_calls":[]}}]})", true, {"prelude/0///"});
    row("choices-not-array", R"({"choices":{"0":{"delta":{"content":"a"}}}})", true, {"other/0///"});
    row("choices-mixed", R"({"choices":[1,"x",null,[],{"delta":{"content":"a"}}]})", true, {"answer/4///a"});
    row("many-choices", QByteArray::fromStdString("{\"choices\":[" + repeated(R"({"delta":{"content":"a"}},)", 99)
                                                  + R"({"delta":{"content":"z"}}]})"),
        true, [] {
            QByteArrayList expected;
            for (int i = 0; i < 99; ++i)
                expected << "answer/" + QByteArray::number(i) + "///a";
            return expected << "answer/99///z";
        }());
    row("usage-empty", R"({"usage":{}})", true, {"usage/0///"});
    row("usage-details-null", R"({"usage":{"completion_tokens_details":null,"prompt_tokens_details":"x"}})", true,
        {"usage/0///"});
    row("usage-cache-hit-fallback", R"({"usage":{"prompt_cache_hit_tokens":5,"prompt_tokens_details":{"cached_tokens":null}}})",
        true, {"usage/0///"});
    row("usage-string-count", R"({"usage":{"prompt_tokens":"5"}})", true, {"usage/0///"});
    row("usage-before-choices", R"({"usage":{"total_tokens":3},"choices":[{"delta":{"content":"a"}}]})", true,
        {"answer/0///a", "usage/0///"});
    row("timings-normalised", R"({"timings":{"b":1.50,"a":"x","c":[1,{"z":null,"y":2}]}})", true,
        {"server_timings/0/timings//"});
    row("timings-duplicate-inside", R"({"timings":{"a":1,"a":2}})", true, {"server_timings/0/timings//"});
    row("timings-not-object", R"({"timings":[1],"time_info":null})", true, {"other/0///"});
    row("time-info-and-timings", R"({"timings":{"t":1},"time_info":{"q":2}})", true,
        {"server_timings/0/time_info//", "server_timings/0/timings//"});
    row("empty-object", "{}", true, {"other/0///"});
    row("whitespace-everywhere", " \r\n\t{ \"choices\" :\n[ { \"delta\" : { \"content\" : \"a\" } } ] }\t\r\n ", true,
        {"answer/0///a"});

    // Errors: a null one is none; any other is the DOM reading's.
    row("error-null", R"({"error":null,"choices":[{"delta":{"content":"a"}}]})", true, {"answer/0///a"});
    row("error-after-choices", R"({"choices":[{"delta":{"content":"a"}}],"error":{"message":"m","type":"t"}})", false,
        {"error/0/t//m", "answer/0///a"});
    row("error-string", R"({"error":"bad","code":7})", false, {"error/0/7//bad"});
    row("error-false", R"({"error":false})", false, {"error/0///false"});
    row("error-nul-typo", R"({"error":nul})", false, malformed);

    // Not JSON, or not an object.
    row("truncated", R"({"choices":[{"delta":{"content":"x"}}])", false, malformed);
    row("truncated-in-string", R"({"choices":[{"delta":{"content":"x)", false, malformed);
    row("truncated-in-escape", R"({"choices":[{"delta":{"content":"x\)", false, malformed);
    row("trailing-garbage", R"({"choices":[]}x)", false, malformed);
    row("two-objects", R"({"choices":[]}{"choices":[]})", false, malformed);
    row("trailing-comma", R"({"choices":[],})", false, malformed);
    row("trailing-comma-array", R"({"choices":[{},]})", false, malformed);
    row("missing-colon", R"({"choices" []})", false, malformed);
    row("single-quotes", R"({'choices':[]})", false, malformed);
    row("bare-name", R"({choices:[]})", false, malformed);
    row("literal-typo", R"({"x":tru})", false, malformed);
    row("literal-capitalised", R"({"x":True})", false, malformed);
    // nlohmann reads a NUL byte outside strings as the end of the input; the reader leaves that to it.
    const QByteArray nul(1, '\0');
    row("trailing-nul-then-garbage", R"({"choices":[{"delta":{"content":"a"}}]})" + nul + "xyz", false, {"answer/0///a"});
    row("nul-inside-object", R"({"choices":)" + nul + "[]}", false, malformed);
    row("nul-alone", nul, false, malformed);
    row("leading-bom", "\xEF\xBB\xBF{\"choices\":[{\"delta\":{\"content\":\"a\"}}]}", false, {"answer/0///a"});
    row("bare-string", R"("hello")", false, {"other/0///"});
    row("bare-number", "42", false, {"other/0///"});
    row("bare-null", "null", false, {"other/0///"});
    row("bare-word", "hello", false, malformed);
    row("blank", " \r\n\t", false, {"other/0///"});
    row("form-feed-is-not-space", "\f{}", false, malformed);
    row("done", "[DONE]", false, {"done/0///"});

    QTest::newRow("error-event-ordinary-chunk")
        << QByteArray("error") << QByteArray(R"({"choices":[{"delta":{"content":"a"}}]})") << false
        << QByteArrayList{"error/0///"};
}

void TestOpenAiChatReader::edgeCases()
{
    QFETCH(QByteArray, type);
    QFETCH(QByteArray, data);
    QFETCH(bool, reader);
    QFETCH(QByteArrayList, expected);

    const std::string_view dataView(data.constData(), std::size_t(data.size()));
    const QByteArray violation = contractViolation(type.toStdString(), dataView);
    QVERIFY2(violation.isEmpty(), violation.constData());

    const Readings readings = readAll(type.toStdString(), dataView);
    QCOMPARE(readings.accepted, reader);
    QByteArrayList actual;
    for (const StreamEvent &event : readings.dialect)
        actual << brief(event);
    QCOMPARE(actual, expected);

    // Server timings keep the object as nlohmann writes it: keys sorted, numbers normalised.
    if (QTest::currentDataTag() == QByteArray("timings-normalised"))
        QCOMPARE(readings.dialect.at(0).raw, std::string(R"({"a":"x","b":1.5,"c":[1,{"y":2,"z":null}]})"));
    if (QTest::currentDataTag() == QByteArray("timings-duplicate-inside"))
        QCOMPARE(readings.dialect.at(0).raw, std::string(R"({"a":2})"));
    if (QTest::currentDataTag() == QByteArray("usage-cache-hit-fallback"))
        QCOMPARE(readings.dialect.at(0).usage.cachedTokens, std::optional<std::int64_t>(5));
    if (QTest::currentDataTag() == QByteArray("usage-integral-float"))
        QCOMPARE(readings.dialect.at(0).usage.promptTokens, std::optional<std::int64_t>(12));
}

void TestOpenAiChatReader::mutatedFixtureEvents()
{
    if (!streamfixtures::available())
        QSKIP(streamfixtures::missingMessage());
    std::vector<std::string> seeds;
    for (const WireEvent &event : ::fixtureEvents()) {
        if (!event.data.empty() && event.data.front() == '{' && event.data.size() < 4000)
            seeds.push_back(event.data);
    }
    QVERIFY(!seeds.empty());

    std::mt19937 random(20240607);
    int accepted = 0;
    const int rounds = 30'000;
    for (int round = 0; round < rounds; ++round) {
        std::string data = seeds[random() % seeds.size()];
        const int edits = 1 + int(random() % 3);
        for (int i = 0; i < edits; ++i)
            mutate(data, random);
        const QByteArray violation = contractViolation("message", data);
        QVERIFY2(violation.isEmpty(), violation.constData());
        std::vector<StreamEvent> scratch;
        OpenAiChatChunkReader reader;
        accepted += reader.read(data, scratch) ? 1 : 0;
    }
    // Many edits leave valid JSON, so both sides of the comparison get exercised.
    qInfo("%d mutants, %d read by the chunk reader", rounds, accepted);
    QVERIFY(accepted > rounds / 20);
    QVERIFY(accepted < rounds - rounds / 10);
}

void TestOpenAiChatReader::generatedChunks()
{
    ChunkGenerator generator(777);
    int accepted = 0;
    int events = 0;
    const int rounds = 20'000;
    for (int round = 0; round < rounds; ++round) {
        const std::string data = generator.chunk();
        QVERIFY2(!json::parse(data, nullptr, false).is_discarded(), data.c_str()); // the generator writes JSON
        const QByteArray violation = contractViolation("message", data);
        QVERIFY2(violation.isEmpty(), violation.constData());
        std::vector<StreamEvent> out;
        OpenAiChatChunkReader reader;
        if (reader.read(data, out)) {
            ++accepted;
            events += int(out.size());
        }
    }
    qInfo("%d generated chunks, %d read by the chunk reader (%d events)", rounds, accepted, events);
    QVERIFY(accepted > rounds / 4);
}

void TestOpenAiChatReader::scannerStrings()
{
    // Random text, written by nlohmann with and without ensure_ascii, reads back byte for byte.
    std::mt19937 random(99);
    const std::vector<char32_t> interesting = {0, 1, 0x1F, '"', '\\', '/', 0x7F, 0x80, 0xE9, 0x7FF, 0x800, 0xD7FF, 0xE000,
                                               0xFFFD, 0xFFFF, 0x10000, 0x1F600, 0x10FFFF};
    for (int round = 0; round < 20'000; ++round) {
        std::u32string codePoints;
        const int length = int(random() % 12);
        for (int i = 0; i < length; ++i) {
            char32_t cp = random() % 3 == 0 ? interesting[random() % interesting.size()] : char32_t(random() % 0x110000);
            if (cp >= 0xD800 && cp <= 0xDFFF)
                cp = 'x';
            codePoints.push_back(cp);
        }
        std::string text;
        for (char32_t cp : codePoints) {
            if (cp < 0x80) {
                text.push_back(char(cp));
            } else if (cp < 0x800) {
                text.push_back(char(0xC0 | (cp >> 6)));
                text.push_back(char(0x80 | (cp & 0x3F)));
            } else if (cp < 0x10000) {
                text.push_back(char(0xE0 | (cp >> 12)));
                text.push_back(char(0x80 | ((cp >> 6) & 0x3F)));
                text.push_back(char(0x80 | (cp & 0x3F)));
            } else {
                text.push_back(char(0xF0 | (cp >> 18)));
                text.push_back(char(0x80 | ((cp >> 12) & 0x3F)));
                text.push_back(char(0x80 | ((cp >> 6) & 0x3F)));
                text.push_back(char(0x80 | (cp & 0x3F)));
            }
        }
        for (const bool ensureAscii : {false, true}) {
            const std::string encoded = json(text).dump(-1, ' ', ensureAscii);
            JsonScanner scanner(encoded);
            JsonStringToken token;
            QVERIFY2(scanner.readString(token) && scanner.atEnd(), streamfixtures::printable(encoded).constData());
            std::string decoded;
            token.assignTo(decoded);
            QVERIFY2(decoded == text, streamfixtures::printable(encoded).constData());
            QCOMPARE(token.empty(), text.empty());
        }
    }
}

void TestOpenAiChatReader::scannerRawStrings()
{
    // Random bytes between quotes: the scanner accepts exactly the strings nlohmann accepts, and
    // reads them to the same bytes.
    std::mt19937 random(4242);
    const std::string alphabet = std::string("\\u\"abcdefABCDEF0123456789DdnrtbfUx/ \x01\x1F\x7F")
        + "\x80\xBF\xC0\xC1\xC2\xDF\xE0\xA0\xED\x9F\xEF\xF0\x90\xF4\x8F\xF5\xFF" + std::string(1, '\0');
    int acceptedCount = 0;
    for (int round = 0; round < 100'000; ++round) {
        std::string body;
        const int length = int(random() % 14);
        for (int i = 0; i < length; ++i)
            body.push_back(alphabet[random() % alphabet.size()]);
        const std::string text = "\"" + body + "\"";
        const json parsed = json::parse(text, nullptr, false);
        JsonScanner scanner(text);
        JsonStringToken token;
        const bool read = scanner.readString(token);
        if (read && !scanner.atEnd())
            continue; // an unescaped quote inside: not one string (and nlohmann takes a NUL after it as the end)
        const bool accepted = read;
        const QByteArray message = streamfixtures::printable(text);
        QVERIFY2(accepted == parsed.is_string(), message.constData());
        if (accepted) {
            ++acceptedCount;
            std::string decoded;
            token.assignTo(decoded);
            QVERIFY2(decoded == parsed.get<std::string>(), message.constData());
        }
    }
    QVERIFY(acceptedCount > 1000);
}

void TestOpenAiChatReader::scannerNumbers()
{
    // Number texts: whatever the scanner accepts, nlohmann accepts; an exact integer is the one
    // jsonInt() reads from it.
    std::mt19937 random(31337);
    const std::string alphabet = "0123456789-+.eE";
    std::vector<std::string> texts = {"0", "-0", "1", "-1", "00", "-", "1.", ".1", "1e", "1e5", "1E-5", "1e+5", "1.5e3",
                                      "999999999999999999", "-999999999999999999", "9223372036854775807",
                                      "-9223372036854775808", "9223372036854775808", "1e308", "1e309", "1e-400",
                                      std::string(300, '9'), std::string(301, '9'), std::string(400, '9'),
                                      "0." + std::string(400, '0') + "1", "1" + std::string(299, '0') + "e1"};
    for (int round = 0; round < 50'000; ++round) {
        std::string text;
        const int length = 1 + int(random() % 10);
        for (int i = 0; i < length; ++i)
            text.push_back(alphabet[random() % alphabet.size()]);
        texts.push_back(text);
    }
    int acceptedCount = 0;
    for (const std::string &text : texts) {
        JsonScanner scanner(text);
        JsonNumberToken number;
        const bool accepted = scanner.readNumber(number) && scanner.atEnd();
        if (!accepted)
            continue;
        ++acceptedCount;
        const json parsed = json::parse(text, nullptr, false);
        QVERIFY2(parsed.is_number(), text.c_str());
        // 20 digits and more become a double in nlohmann; a fraction or an exponent always does.
        QVERIFY2(number.integral || parsed.is_number_float(), text.c_str());
        if (number.exact)
            QVERIFY2(parsed.is_number_integer(), text.c_str());
        const json holder = {{"n", parsed}};
        const std::optional<std::int64_t> expected = jsonInt(holder, "n");
        if (number.exact) {
            QVERIFY2(expected && *expected == number.value, text.c_str());
        }
    }
    QVERIFY(acceptedCount > 1000);
}

void TestOpenAiChatReader::declinesWithoutSideEffects()
{
    // A decline after events were appended (an error member after the choices) restores `out`, and
    // the dialect's output is then exactly the DOM reading's.
    OpenAiChatChunkReader reader;
    std::vector<StreamEvent> out(2);
    out[1].text = "kept";
    QVERIFY(!reader.read(R"({"choices":[{"delta":{"content":"a"}},{"delta":{"content":"b"}}],"error":"x"})", out));
    QCOMPARE(out.size(), std::size_t(2));
    QCOMPARE(out[1].text, std::string("kept"));
    // The reader's scratch does not leak from one chunk into the next.
    QVERIFY(reader.read(R"({"choices":[{"delta":{"tool_calls":[{"id":"a"},{"id":"b"}]}}]})", out));
    QVERIFY(reader.read(R"({"choices":[{"delta":{"content":"c"}}]})", out));
    QCOMPARE(out.size(), std::size_t(5));
    QCOMPARE(out[4].text, std::string("c"));
}

QTEST_GUILESS_MAIN(TestOpenAiChatReader)
#include "tst_openaichatreader.moc"
