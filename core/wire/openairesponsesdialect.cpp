#include "openairesponsesdialect.h"

#include "requestbody.h"
#include "wireevents.h"
#include "wirejson.h"

namespace ttft {

namespace {

using nlohmann::json;

// Output indexes come from the wire; an implausible one reads as -1 (counted, never stored).
int outputIndex(const json &payload)
{
    return plausibleIndex(jsonInt(payload, "output_index"), -1);
}

StreamEvent usageEvent(const json &usage)
{
    StreamEvent event;
    event.kind = EventKind::Usage;
    event.usage.promptTokens = jsonInt(usage, "input_tokens");
    event.usage.completionTokens = jsonInt(usage, "output_tokens");
    event.usage.totalTokens = jsonInt(usage, "total_tokens");
    if (const json *details = jsonMember(usage, "output_tokens_details"))
        event.usage.reasoningTokens = jsonInt(*details, "reasoning_tokens");
    if (const json *details = jsonMember(usage, "input_tokens_details"))
        event.usage.cachedTokens = jsonInt(*details, "cached_tokens");
    return event;
}

// `error` events are flat ({type, code, message, param}); a proxy may nest them under `error`.
// response.failed carries {code, message} in response.error. `text` is the message when `details`
// has none (the raw body of an error event that is not JSON).
StreamEvent errorEvent(const json &details, std::string_view data, std::string_view text, const char *fallbackCode)
{
    StreamEvent event;
    event.kind = EventKind::Error;
    event.raw.assign(data);
    event.code = jsonScalarText(jsonMember(details, "code"));
    if (event.code.empty())
        event.code = jsonScalarText(jsonMember(details, "type"));
    if (event.code.empty() || event.code == "error")
        event.code = fallbackCode;
    event.text = details.is_object() ? jsonScalarText(jsonMember(details, "message")) : std::string(text);
    return event;
}

void classifyItemAdded(const json &payload, std::vector<StreamEvent> &out)
{
    const json *item = jsonMember(payload, "item");
    const std::string *type = item ? jsonString(*item, "type") : nullptr;
    if (!type || (*type != "function_call" && *type != "custom_tool_call" && *type != "mcp_call")) {
        out.push_back(makeEvent(EventKind::Other)); // messages and reasoning items start empty
        return;
    }
    StreamEvent event = makeEvent(EventKind::ToolCall, {}, outputIndex(payload));
    if (const std::string *name = jsonString(*item, "name"))
        event.code = *name;
    // call_id is what a function_call_output answers; mcp_call has only its item id.
    if (const std::string *callId = jsonNonEmptyString(*item, "call_id"))
        event.id = *callId;
    else if (const std::string *id = jsonString(*item, "id"))
        event.id = *id;
    if (const std::string *arguments = jsonString(*item, *type == "custom_tool_call" ? "input" : "arguments"))
        event.text = *arguments;
    out.push_back(std::move(event));
}

// response.completed and response.incomplete: usage, why it stopped, and the end of the stream.
void classifyFinal(const json &payload, std::vector<StreamEvent> &out)
{
    const json *response = jsonMember(payload, "response");
    if (response) {
        if (const json *usage = jsonMember(*response, "usage"); usage && usage->is_object())
            out.push_back(usageEvent(*usage));
        const json *incomplete = jsonMember(*response, "incomplete_details");
        const std::string *reason = incomplete ? jsonNonEmptyString(*incomplete, "reason") : nullptr;
        if (!reason)
            reason = jsonNonEmptyString(*response, "status");
        if (reason)
            out.push_back(makeEvent(EventKind::Finish, *reason));
    }
    out.push_back(makeEvent(EventKind::Done));
}

// The request side: Chat Completions messages to Responses input items.

json convertContent(const json &content, bool fromAssistant)
{
    if (!content.is_array())
        return content.is_null() ? json("") : content;
    json parts = json::array();
    for (const json &part : content) {
        const std::string *type = jsonString(part, "type");
        if (type && *type == "text") {
            parts.push_back(json{{"type", fromAssistant ? "output_text" : "input_text"},
                                 {"text", jsonScalarText(jsonMember(part, "text"))}});
        } else if (type && *type == "image_url") {
            const json *image = jsonMember(part, "image_url");
            json converted = {{"type", "input_image"}};
            if (image && image->is_string()) {
                converted["image_url"] = *image;
            } else if (image) {
                converted["image_url"] = jsonScalarText(jsonMember(*image, "url"));
                if (const std::string *detail = jsonString(*image, "detail"))
                    converted["detail"] = *detail;
            }
            parts.push_back(std::move(converted));
        } else {
            parts.push_back(part); // already a Responses part, or not ours to fix
        }
    }
    return parts;
}

json convertInput(const json &messages)
{
    json input = json::array();
    if (!messages.is_array())
        return input;
    for (const json &message : messages) {
        if (!message.is_object()) {
            input.push_back(message);
            continue;
        }
        const std::string role = messageRole(message);
        const json *content = jsonMember(message, "content");
        if (role == "tool") {
            const std::string output = content && content->is_string() ? content->get<std::string>()
                                     : content                          ? contentText(*content)
                                                                        : std::string();
            input.push_back(json{{"type", "function_call_output"},
                                 {"call_id", jsonScalarText(jsonMember(message, "tool_call_id"))},
                                 {"output", output}});
            continue;
        }
        const json *toolCalls = jsonMember(message, "tool_calls");
        const bool callsTools = role == "assistant" && toolCalls && toolCalls->is_array() && !toolCalls->empty();
        const bool hasContent = content && !content->is_null() && !(content->is_string() && content->get_ref<const std::string &>().empty());
        if (!callsTools || hasContent) {
            input.push_back(json{{"type", "message"},
                                 {"role", role},
                                 {"content", convertContent(content ? *content : json(), role == "assistant")}});
        }
        if (callsTools) {
            for (const json &call : *toolCalls) {
                const json *function = jsonMember(call, "function");
                input.push_back(json{{"type", "function_call"},
                                     {"call_id", jsonScalarText(jsonMember(call, "id"))},
                                     {"name", function ? jsonScalarText(jsonMember(*function, "name")) : std::string()},
                                     {"arguments", function ? jsonScalarText(jsonMember(*function, "arguments")) : std::string()}});
            }
        }
    }
    return input;
}

// Chat-style tools ({"type":"function","function":{...}}) flattened to {"type":"function", name, ...}.
json translateExtraBody(const json &extraBody)
{
    if (!extraBody.is_object())
        return json::object();
    json extra = extraBody;
    if (auto tools = extra.find("tools"); tools != extra.end() && tools->is_array()) {
        for (json &tool : *tools) {
            if (const json *function = chatFunctionTool(tool)) {
                json flat = *function;
                flat["type"] = "function";
                tool = std::move(flat);
            }
        }
    }
    if (auto choice = extra.find("tool_choice"); choice != extra.end()) {
        if (const json *function = chatFunctionTool(*choice))
            *choice = json{{"type", "function"}, {"name", jsonScalarText(jsonMember(*function, "name"))}};
    }
    return extra;
}

} // namespace

std::string OpenAiResponsesDialect::buildBody(const ChatRequest &request) const
{
    json body = json::object();
    body["model"] = request.model;
    body["input"] = convertInput(request.messages);
    body["stream"] = request.stream;
    if (request.maxTokens > 0)
        body["max_output_tokens"] = request.maxTokens;
    if (request.temperature >= 0)
        body["temperature"] = request.temperature;
    // includeUsage has no counterpart: response.completed always carries usage.
    applyExtraBody(body, translateExtraBody(request.extraBody));
    return jsonDumpSafe(body);
}

void OpenAiResponsesDialect::classify(std::string_view type, std::string_view data, std::vector<StreamEvent> &out)
{
    if (data == "[DONE]") { // OpenRouter's ending; OpenAI's own is response.completed
        out.push_back(makeEvent(EventKind::Done));
        return;
    }
    const json payload = parseJsonLenient(data);
    std::string_view kind = type;
    if (kind.empty() || kind == "message") {
        if (const std::string *payloadType = jsonString(payload, "type"))
            kind = *payloadType;
    }

    if (kind == "error") {
        const json *nested = jsonMember(payload, "error");
        out.push_back(errorEvent(nested && nested->is_object() ? *nested : payload, data, data, "error"));
        return;
    }
    if (payload.is_discarded()) {
        if (data.find_first_not_of(" \t\r\n") == std::string_view::npos) {
            out.push_back(makeEvent(EventKind::Other)); // an empty keep-alive
            return;
        }
        StreamEvent event = makeEvent(EventKind::Error, whyNotJson(data));
        event.code = "malformed";
        event.raw.assign(data);
        out.push_back(std::move(event));
        return;
    }

    const std::string *delta = jsonNonEmptyString(payload, "delta");
    if (kind == "response.output_text.delta") {
        out.push_back(delta ? makeEvent(EventKind::Answer, *delta) : makeEvent(EventKind::Other));
    } else if (kind == "response.reasoning_summary_text.delta" || kind == "response.reasoning_text.delta") {
        out.push_back(delta ? makeEvent(EventKind::Reasoning, *delta) : makeEvent(EventKind::Other));
    } else if (kind == "response.function_call_arguments.delta" || kind == "response.custom_tool_call_input.delta"
               || kind == "response.mcp_call_arguments.delta") {
        out.push_back(makeEvent(EventKind::ToolCall, delta ? *delta : std::string(), outputIndex(payload)));
    } else if (kind == "response.refusal.delta") {
        out.push_back(delta ? makeEvent(EventKind::Refusal, *delta) : makeEvent(EventKind::Other));
    } else if (kind == "response.output_item.added") {
        classifyItemAdded(payload, out);
    } else if (kind == "response.created" || kind == "response.in_progress" || kind == "response.queued") {
        out.push_back(makeEvent(EventKind::Prelude));
    } else if (kind == "response.completed" || kind == "response.incomplete") {
        classifyFinal(payload, out);
    } else if (kind == "response.failed") {
        const json *response = jsonMember(payload, "response");
        const json *error = response ? jsonMember(*response, "error") : nullptr;
        out.push_back(errorEvent(error ? *error : json(), data, {}, "response.failed"));
        if (const json *usage = response ? jsonMember(*response, "usage") : nullptr; usage && usage->is_object())
            out.push_back(usageEvent(*usage));
        out.push_back(makeEvent(EventKind::Done));
    } else {
        out.push_back(makeEvent(EventKind::Other)); // *.done, *.added parts, annotations, ...
    }
}

} // namespace ttft
