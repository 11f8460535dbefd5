#include "openaichatchunkreader.h"

#include "wireevents.h"
#include "wirejson.h"

namespace ttft {

namespace {

// The rules below mirror classifyOpenAiChatDom(); see there for why each one exists.

// Notes a known member; false the second time, since a DOM would keep only the last of the two.
bool firstTime(unsigned &seen, unsigned member)
{
    if (seen & member)
        return false;
    seen |= member;
    return true;
}

// An integer member as jsonInt() reads it: a plain integer is its value, a non-number is absent.
// Other numbers (a fraction, an exponent, 19 digits and more) are declined.
bool readInt(JsonScanner &scanner, std::optional<std::int64_t> &value)
{
    const char c = scanner.peek();
    if (c != '-' && (c < '0' || c > '9'))
        return scanner.skipValue();
    JsonNumberToken number;
    if (!scanner.readNumber(number) || !number.exact)
        return false;
    value = number.value;
    return true;
}

// A string member as jsonString() reads it: anything else is absent (an empty token).
bool readText(JsonScanner &scanner, JsonStringToken &token)
{
    if (scanner.peek() != '"')
        return scanner.skipValue();
    return scanner.readString(token);
}

StreamEvent &appendEvent(std::vector<StreamEvent> &out, EventKind kind, int choice)
{
    StreamEvent &event = out.emplace_back();
    event.kind = kind;
    event.choice = choice;
    return event;
}

void appendText(std::vector<StreamEvent> &out, EventKind kind, const JsonStringToken &text, int choice)
{
    text.appendTo(appendEvent(out, kind, choice).text);
}

} // namespace

bool OpenAiChatChunkReader::read(std::string_view data, std::vector<StreamEvent> &out)
{
    JsonScanner scanner(data);
    if (scanner.peek() != '{')
        return false; // [DONE], a blank keep-alive, a bare value, a BOM: the DOM reading's cases

    enum : unsigned { Choices = 1, UsageMember = 2, Error = 4, TimeInfo = 8, Timings = 16 };
    unsigned seen = 0;
    const std::size_t before = out.size();
    Usage usage;
    bool hasUsage = false;
    std::string_view timeInfo; // the raw object texts, re-read below
    std::string_view timings;

    const auto readUsage = [&] {
        enum : unsigned { Prompt = 1, Completion = 2, Total = 4, CompletionDetails = 8, PromptDetails = 16, CacheHit = 32 };
        unsigned usageSeen = 0;
        std::optional<std::int64_t> cacheHit;
        const bool ok = scanner.readObject([&](std::string_view name) {
            if (name == "prompt_tokens")
                return firstTime(usageSeen, Prompt) && readInt(scanner, usage.promptTokens);
            if (name == "completion_tokens")
                return firstTime(usageSeen, Completion) && readInt(scanner, usage.completionTokens);
            if (name == "total_tokens")
                return firstTime(usageSeen, Total) && readInt(scanner, usage.totalTokens);
            if (name == "prompt_cache_hit_tokens")
                return firstTime(usageSeen, CacheHit) && readInt(scanner, cacheHit);
            const bool completionDetails = name == "completion_tokens_details";
            if (completionDetails || name == "prompt_tokens_details") {
                if (!firstTime(usageSeen, completionDetails ? CompletionDetails : PromptDetails))
                    return false;
                if (scanner.peek() != '{')
                    return scanner.skipValue();
                const char *wanted = completionDetails ? "reasoning_tokens" : "cached_tokens";
                std::optional<std::int64_t> &field = completionDetails ? usage.reasoningTokens : usage.cachedTokens;
                bool fieldSeen = false;
                return scanner.readObject([&](std::string_view detail) {
                    if (detail != wanted)
                        return scanner.skipValue();
                    if (fieldSeen)
                        return false;
                    fieldSeen = true;
                    return readInt(scanner, field);
                });
            }
            return scanner.skipValue();
        });
        if (!usage.cachedTokens)
            usage.cachedTokens = cacheHit;
        return ok;
    };

    // Server timings are kept as the JSON text of the object; the DOM reading re-serialises it (keys
    // sorted, numbers normalised), so only that object goes through nlohmann, once per stream.
    const auto readTimings = [&](std::string_view &slice) {
        if (scanner.peek() != '{')
            return scanner.skipValue();
        const std::size_t begin = scanner.offset();
        if (!scanner.skipValue())
            return false;
        slice = data.substr(begin, scanner.offset() - begin);
        return true;
    };

    bool ok = scanner.readObject([&](std::string_view name) {
        if (name == "choices") {
            if (!firstTime(seen, Choices))
                return false;
            if (scanner.peek() != '[')
                return scanner.skipValue();
            int position = 0;
            return scanner.readArray([&] {
                const int at = position++;
                if (scanner.peek() != '{')
                    return scanner.skipValue();
                return readChoice(scanner, at, out);
            });
        }
        if (name == "usage") {
            if (!firstTime(seen, UsageMember))
                return false;
            if (scanner.peek() != '{')
                return scanner.skipValue();
            hasUsage = true;
            return readUsage();
        }
        if (name == "error") // a null error is no error; any other is the DOM reading's
            return firstTime(seen, Error) && scanner.peek() == 'n' && scanner.skipValue();
        if (name == "time_info")
            return firstTime(seen, TimeInfo) && readTimings(timeInfo);
        if (name == "timings")
            return firstTime(seen, Timings) && readTimings(timings);
        return scanner.skipValue();
    });
    ok = ok && scanner.atEnd();

    if (ok && hasUsage) {
        StreamEvent &event = appendEvent(out, EventKind::Usage, 0);
        event.usage = usage;
    }
    for (const auto &[key, slice] : {std::pair{"time_info", timeInfo}, std::pair{"timings", timings}}) {
        if (!ok || slice.empty())
            continue;
        const nlohmann::json object = parseJsonLenient(slice);
        ok = object.is_object(); // always, for a slice the scanner accepted
        if (ok) {
            StreamEvent &event = appendEvent(out, EventKind::ServerTimings, 0);
            event.code = key;
            event.raw = jsonDumpSafe(object);
        }
    }
    if (!ok) {
        out.erase(out.begin() + std::ptrdiff_t(before), out.end());
        return false;
    }
    if (out.size() == before)
        appendEvent(out, EventKind::Other, 0);
    return true;
}

bool OpenAiChatChunkReader::readChoice(JsonScanner &scanner, int position, std::vector<StreamEvent> &out)
{
    enum : unsigned { Index = 1, Delta = 2, Text = 4, Finish = 8 };
    unsigned seen = 0;
    Choice choice;
    m_toolCalls.clear();
    const bool ok = scanner.readObject([&](std::string_view name) {
        if (name == "delta") {
            if (!firstTime(seen, Delta))
                return false;
            choice.hasDelta = true;
            if (scanner.peek() != '{')
                return scanner.skipValue();
            choice.deltaIsObject = true;
            return readDelta(scanner, choice);
        }
        if (name == "index")
            return firstTime(seen, Index) && readInt(scanner, choice.index);
        if (name == "finish_reason") {
            if (!firstTime(seen, Finish))
                return false;
            const char c = scanner.peek();
            if (c == 'n')
                return scanner.skipValue(); // null
            if (c != '"')
                return false; // a number or an object as the reason: the DOM reading prints it
            choice.finished = true;
            return scanner.readString(choice.finishReason);
        }
        if (name == "text")
            return firstTime(seen, Text) && readText(scanner, choice.legacyText);
        return scanner.skipValue();
    });
    if (!ok)
        return false;

    const int index = plausibleIndex(choice.index, position);
    const std::size_t before = out.size();
    if (choice.deltaIsObject) {
        if (!choice.content.empty())
            appendText(out, EventKind::Answer, choice.content, index);
        const JsonStringToken &reasoning = choice.reasoningContent.empty() ? choice.reasoning : choice.reasoningContent;
        if (!reasoning.empty())
            appendText(out, EventKind::Reasoning, reasoning, index);
        for (const ToolCall &call : m_toolCalls) {
            StreamEvent &event = appendEvent(out, EventKind::ToolCall, plausibleIndex(call.index, call.position));
            call.id.appendTo(event.id);
            call.name.appendTo(event.code);
            call.arguments.appendTo(event.text);
        }
        if (!choice.refusal.empty())
            appendText(out, EventKind::Refusal, choice.refusal, index);
    } else if (!choice.legacyText.empty()) {
        appendText(out, EventKind::Answer, choice.legacyText, index);
    }
    if (out.size() == before && choice.hasDelta && !choice.finished)
        appendEvent(out, EventKind::Prelude, index);
    if (choice.finished)
        appendText(out, EventKind::Finish, choice.finishReason, index);
    return true;
}

bool OpenAiChatChunkReader::readDelta(JsonScanner &scanner, Choice &choice)
{
    enum : unsigned { Content = 1, ReasoningContent = 2, Reasoning = 4, ToolCalls = 8, Refusal = 16 };
    unsigned seen = 0;
    return scanner.readObject([&](std::string_view name) {
        if (name == "content")
            return firstTime(seen, Content) && readText(scanner, choice.content);
        if (name == "reasoning_content")
            return firstTime(seen, ReasoningContent) && readText(scanner, choice.reasoningContent);
        if (name == "reasoning")
            return firstTime(seen, Reasoning) && readText(scanner, choice.reasoning);
        if (name == "refusal")
            return firstTime(seen, Refusal) && readText(scanner, choice.refusal);
        if (name == "tool_calls") {
            if (!firstTime(seen, ToolCalls))
                return false;
            if (scanner.peek() != '[')
                return scanner.skipValue();
            int position = 0;
            return scanner.readArray([&] {
                const int at = position++;
                if (scanner.peek() != '{')
                    return scanner.skipValue();
                return readToolCall(scanner, at);
            });
        }
        return scanner.skipValue();
    });
}

bool OpenAiChatChunkReader::readToolCall(JsonScanner &scanner, int position)
{
    enum : unsigned { Index = 1, Id = 2, Function = 4, Name = 8, Arguments = 16 };
    unsigned seen = 0;
    ToolCall call;
    call.position = position;
    const bool ok = scanner.readObject([&](std::string_view name) {
        if (name == "index")
            return firstTime(seen, Index) && readInt(scanner, call.index);
        if (name == "id")
            return firstTime(seen, Id) && readText(scanner, call.id);
        if (name == "function") {
            if (!firstTime(seen, Function))
                return false;
            if (scanner.peek() != '{')
                return scanner.skipValue();
            return scanner.readObject([&](std::string_view field) {
                if (field == "name")
                    return firstTime(seen, Name) && readText(scanner, call.name);
                if (field == "arguments")
                    return firstTime(seen, Arguments) && readText(scanner, call.arguments);
                return scanner.skipValue();
            });
        }
        return scanner.skipValue();
    });
    if (ok)
        m_toolCalls.push_back(call);
    return ok;
}

} // namespace ttft
