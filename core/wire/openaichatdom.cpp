#include "openaichatdom.h"

#include "wireevents.h"
#include "wirejson.h"

namespace ttft {

namespace {

using nlohmann::json;

// Indexes come from the wire; anything implausible falls back to the position in the array.
int indexOr(const json &object, int position)
{
    return plausibleIndex(jsonInt(object, "index"), position);
}

bool isBlank(std::string_view data)
{
    return data.find_first_not_of(" \t\r\n") == std::string_view::npos;
}

// OpenAI's error: `error` is an object ({message, type, code, ...}) or, on some servers (TGI), a plain string with
// the kind in a sibling `error_type`. `whole` is the object holding it.
StreamEvent openAiErrorEvent(const json &error, const json &whole, std::string_view raw)
{
    StreamEvent event;
    event.kind = EventKind::Error;
    event.raw.assign(raw);
    if (error.is_object()) {
        event.text = jsonScalarText(jsonMember(error, "message"));
        // `code` is the more specific of the two when both are there (Groq: type
        // invalid_request_error, code tool_use_failed); OpenRouter sends only a numeric code.
        event.code = jsonScalarText(jsonMember(error, "code"));
        if (event.code.empty())
            event.code = jsonScalarText(jsonMember(error, "type"));
    } else if (error.is_string()) {
        event.text = error.get_ref<const std::string &>();
        event.code = jsonScalarText(jsonMember(whole, "error_type"));
        if (event.code.empty())
            event.code = jsonScalarText(jsonMember(whole, "code"));
    } else if (!error.is_null()) {
        event.text = jsonDumpSafe(error);
    }
    return event;
}

StreamEvent usageEvent(const json &usage)
{
    StreamEvent event;
    event.kind = EventKind::Usage;
    event.usage.promptTokens = jsonInt(usage, "prompt_tokens");
    event.usage.completionTokens = jsonInt(usage, "completion_tokens");
    event.usage.totalTokens = jsonInt(usage, "total_tokens");
    if (const json *details = jsonMember(usage, "completion_tokens_details"))
        event.usage.reasoningTokens = jsonInt(*details, "reasoning_tokens");
    if (const json *details = jsonMember(usage, "prompt_tokens_details"))
        event.usage.cachedTokens = jsonInt(*details, "cached_tokens");
    if (!event.usage.cachedTokens) // DeepSeek's own name for the same figure
        event.usage.cachedTokens = jsonInt(usage, "prompt_cache_hit_tokens");
    return event;
}

// One element of `choices`: what its delta carries, then its finish reason.
void classifyChoice(const json &choice, int position, std::vector<StreamEvent> &out)
{
    const int index = indexOr(choice, position);
    const std::size_t before = out.size();
    const json *delta = jsonMember(choice, "delta");
    if (delta && delta->is_object()) {
        if (const std::string *content = jsonNonEmptyString(*delta, "content"))
            out.push_back(makeEvent(EventKind::Answer, *content, index));

        // DeepSeek and most servers say reasoning_content, OpenRouter and Groq say reasoning; a
        // server sending both would send the same text twice, so only one is read.
        const std::string *reasoning = jsonNonEmptyString(*delta, "reasoning_content");
        if (!reasoning)
            reasoning = jsonNonEmptyString(*delta, "reasoning");
        if (reasoning)
            out.push_back(makeEvent(EventKind::Reasoning, *reasoning, index));

        if (const json *toolCalls = jsonMember(*delta, "tool_calls"); toolCalls && toolCalls->is_array()) {
            int toolPosition = 0;
            for (const json &call : *toolCalls) {
                if (call.is_object()) {
                    StreamEvent event;
                    event.kind = EventKind::ToolCall;
                    event.choice = indexOr(call, toolPosition);
                    if (const std::string *id = jsonString(call, "id"))
                        event.id = *id;
                    if (const json *function = jsonMember(call, "function")) {
                        if (const std::string *name = jsonString(*function, "name"))
                            event.code = *name;
                        if (const std::string *arguments = jsonString(*function, "arguments"))
                            event.text = *arguments;
                    }
                    out.push_back(std::move(event));
                }
                ++toolPosition;
            }
        }

        if (const std::string *refusal = jsonNonEmptyString(*delta, "refusal"))
            out.push_back(makeEvent(EventKind::Refusal, *refusal, index));
    } else if (const std::string *text = jsonNonEmptyString(choice, "text")) {
        // Completions-style chunk (no delta). Servers that send both, like Together, repeat the
        // delta's content in `text`; reading it only without a delta avoids counting it twice.
        out.push_back(makeEvent(EventKind::Answer, *text, index));
    }

    const json *finish = jsonMember(choice, "finish_reason");
    const bool finished = finish && !finish->is_null();
    if (out.size() == before && delta && !finished)
        out.push_back(makeEvent(EventKind::Prelude, std::string(), index));
    if (finished)
        out.push_back(makeEvent(EventKind::Finish, jsonScalarText(finish), index));
}

} // namespace

void classifyOpenAiChatDom(std::string_view type, std::string_view data, std::vector<StreamEvent> &out)
{
    if (data == "[DONE]") {
        out.push_back(makeEvent(EventKind::Done, std::string(), 0));
        return;
    }

    const json payload = parseJsonLenient(data);

    if (type == "error") {
        // Groq and others report a failure after HTTP 200 as an SSE `error` event. Whatever its
        // body says, the request failed: one Error, however the payload is shaped.
        if (const json *error = jsonMember(payload, "error"))
            out.push_back(openAiErrorEvent(*error, payload, data));
        else if (payload.is_object())
            out.push_back(openAiErrorEvent(payload, payload, data));
        else
            out.push_back(openAiErrorEvent(json(std::string(data)), json(), data));
        return;
    }

    if (payload.is_discarded()) {
        if (isBlank(data)) { // an empty `data:` keep-alive, not a broken chunk
            out.push_back(makeEvent(EventKind::Other, std::string(), 0));
            return;
        }
        StreamEvent event;
        event.kind = EventKind::Error;
        event.code = "malformed";
        event.text = whyNotJson(data);
        event.raw.assign(data);
        out.push_back(std::move(event));
        return;
    }
    if (!payload.is_object()) {
        out.push_back(makeEvent(EventKind::Other, std::string(), 0));
        return;
    }

    const std::size_t before = out.size();
    // A top-level error means the request failed, even when the same chunk also carries choices or
    // usage (OpenRouter sends its error next to the final usage).
    if (const json *error = jsonMember(payload, "error"); error && !error->is_null())
        out.push_back(openAiErrorEvent(*error, payload, data));

    if (const json *choices = jsonMember(payload, "choices"); choices && choices->is_array()) {
        int position = 0;
        for (const json &choice : *choices) {
            if (choice.is_object())
                classifyChoice(choice, position, out);
            ++position;
        }
    }

    if (const json *usage = jsonMember(payload, "usage"); usage && usage->is_object())
        out.push_back(usageEvent(*usage));

    // Server-side timings: Cerebras `time_info`, llama.cpp `timings`.
    for (const char *key : {"time_info", "timings"}) {
        if (const json *timings = jsonMember(payload, key); timings && timings->is_object()) {
            StreamEvent event;
            event.kind = EventKind::ServerTimings;
            event.code = key;
            event.raw = jsonDumpSafe(*timings);
            out.push_back(std::move(event));
        }
    }

    if (out.size() == before)
        out.push_back(makeEvent(EventKind::Other, std::string(), 0));
}

} // namespace ttft
