#include "anthropicdialect.h"

#include "requestbody.h"
#include "wireevents.h"
#include "wirejson.h"

namespace ttft {

namespace {

using nlohmann::json;

// Content block indexes come from the wire; an implausible one reads as -1 (counted, never stored).
int blockIndex(const json &payload)
{
    return plausibleIndex(jsonInt(payload, "index"), -1);
}

std::optional<std::int64_t> sumTokens(std::optional<std::int64_t> a, std::optional<std::int64_t> b)
{
    if (!a || !b)
        return a ? a : b;
    std::int64_t sum = 0;
    if (__builtin_add_overflow(*a, *b, &sum))
        return std::nullopt;
    return sum;
}

// Anthropic's input_tokens leave out the tokens read from and written to the prompt cache; the
// prompt is all three (OpenAI's prompt_tokens include cached ones, and so does Usage::promptTokens).
StreamEvent usageEvent(const json &usage, bool withOutput)
{
    StreamEvent event;
    event.kind = EventKind::Usage;
    if (const std::optional<std::int64_t> input = jsonInt(usage, "input_tokens")) {
        event.usage.promptTokens =
            sumTokens(sumTokens(input, jsonInt(usage, "cache_creation_input_tokens")), jsonInt(usage, "cache_read_input_tokens"));
    }
    event.usage.cachedTokens = jsonInt(usage, "cache_read_input_tokens");
    // message_start's output_tokens is only the count when the message started (usually 1); the
    // final count, the one TPOT divides by, is message_delta's.
    if (withOutput) {
        event.usage.completionTokens = jsonInt(usage, "output_tokens");
        if (const json *details = jsonMember(usage, "output_tokens_details"))
            event.usage.reasoningTokens = jsonInt(*details, "thinking_tokens");
    }
    return event;
}

StreamEvent errorEvent(const json &payload, std::string_view data)
{
    StreamEvent event;
    event.kind = EventKind::Error;
    event.raw.assign(data);
    const json *error = jsonMember(payload, "error");
    const json &details = error && error->is_object() ? *error : payload;
    if (details.is_object()) {
        event.code = jsonScalarText(jsonMember(details, "type"));
        event.text = jsonScalarText(jsonMember(details, "message"));
    } else {
        event.text.assign(data); // not JSON: the body is all there is to report
    }
    if (event.code.empty())
        event.code = "error";
    return event;
}

void classifyBlockStart(const json &payload, std::vector<StreamEvent> &out)
{
    const json *block = jsonMember(payload, "content_block");
    const std::string *type = block ? jsonString(*block, "type") : nullptr;
    if (!type) {
        out.push_back(makeEvent(EventKind::Other));
        return;
    }
    if (*type == "tool_use" || *type == "server_tool_use" || *type == "mcp_tool_use") {
        StreamEvent event = makeEvent(EventKind::ToolCall, {}, blockIndex(payload));
        if (const std::string *name = jsonString(*block, "name"))
            event.code = *name;
        if (const std::string *id = jsonString(*block, "id"))
            event.id = *id;
        out.push_back(std::move(event));
    } else if (const std::string *text = *type == "text" ? jsonNonEmptyString(*block, "text") : nullptr) {
        out.push_back(makeEvent(EventKind::Answer, *text)); // blocks normally start empty
    } else if (const std::string *thinking = *type == "thinking" ? jsonNonEmptyString(*block, "thinking") : nullptr) {
        out.push_back(makeEvent(EventKind::Reasoning, *thinking));
    } else {
        // Empty text/thinking starts, redacted_thinking (opaque), server tool results: no output yet.
        out.push_back(makeEvent(EventKind::Other));
    }
}

void classifyBlockDelta(const json &payload, std::vector<StreamEvent> &out)
{
    const json *delta = jsonMember(payload, "delta");
    const std::string *type = delta ? jsonString(*delta, "type") : nullptr;
    if (type && *type == "text_delta") {
        if (const std::string *text = jsonNonEmptyString(*delta, "text")) {
            out.push_back(makeEvent(EventKind::Answer, *text));
            return;
        }
    } else if (type && *type == "thinking_delta") {
        if (const std::string *thinking = jsonNonEmptyString(*delta, "thinking")) {
            out.push_back(makeEvent(EventKind::Reasoning, *thinking));
            return;
        }
    } else if (type && *type == "input_json_delta") {
        const std::string *fragment = jsonString(*delta, "partial_json");
        out.push_back(makeEvent(EventKind::ToolCall, fragment ? *fragment : std::string(), blockIndex(payload)));
        return;
    }
    // signature_delta, citations_delta, empty deltas and kinds added later.
    out.push_back(makeEvent(EventKind::Other));
}

void classifyMessageDelta(const json &payload, std::vector<StreamEvent> &out)
{
    const std::size_t before = out.size();
    if (const json *usage = jsonMember(payload, "usage"); usage && usage->is_object())
        out.push_back(usageEvent(*usage, true));
    if (const json *delta = jsonMember(payload, "delta")) {
        if (const std::string *reason = jsonNonEmptyString(*delta, "stop_reason"))
            out.push_back(makeEvent(EventKind::Finish, *reason));
    }
    if (out.size() == before)
        out.push_back(makeEvent(EventKind::Other));
}

// The request side: OpenAI-shaped history to Anthropic messages.

json toolUseBlock(const json &call)
{
    json block = {{"type", "tool_use"}, {"id", jsonScalarText(jsonMember(call, "id"))}};
    const json *function = jsonMember(call, "function");
    block["name"] = function ? jsonScalarText(jsonMember(*function, "name")) : std::string();
    // `input` must be an object; arguments that do not parse as one (a truncated call) become {}.
    json input = json::object();
    if (const std::string *arguments = function ? jsonString(*function, "arguments") : nullptr) {
        json parsed = parseJsonLenient(*arguments);
        if (parsed.is_object())
            input = std::move(parsed);
    }
    block["input"] = std::move(input);
    return block;
}

json convertMessages(const json &messages, std::string &system)
{
    json converted = json::array();
    if (!messages.is_array())
        return converted;
    bool lastHoldsToolResults = false;
    for (const json &message : messages) {
        const std::string role = messageRole(message);
        const json *content = jsonMember(message, "content");
        if (role == "system" || role == "developer") {
            const std::string text = content ? contentText(*content) : std::string();
            if (!text.empty())
                system += (system.empty() ? "" : "\n\n") + text;
            continue;
        }
        if (role == "tool") {
            // Results of one assistant turn's calls go back together, in one user turn.
            json result = {{"type", "tool_result"}, {"tool_use_id", jsonScalarText(jsonMember(message, "tool_call_id"))}};
            if (content && (content->is_string() || content->is_array()))
                result["content"] = *content;
            if (!lastHoldsToolResults)
                converted.push_back(json{{"role", "user"}, {"content", json::array()}});
            converted.back()["content"].push_back(std::move(result));
            lastHoldsToolResults = true;
            continue;
        }
        lastHoldsToolResults = false;
        if (!message.is_object()) {
            converted.push_back(message); // not ours to fix: the server says what is wrong
            continue;
        }
        const json *toolCalls = jsonMember(message, "tool_calls");
        if (role == "assistant" && toolCalls && toolCalls->is_array() && !toolCalls->empty()) {
            json blocks = json::array();
            if (content && content->is_array()) {
                for (const json &part : *content)
                    blocks.push_back(part);
            } else if (const std::string *text = jsonNonEmptyString(message, "content")) {
                blocks.push_back(json{{"type", "text"}, {"text", *text}});
            }
            for (const json &call : *toolCalls)
                blocks.push_back(toolUseBlock(call));
            converted.push_back(json{{"role", "assistant"}, {"content", std::move(blocks)}});
            continue;
        }
        // Only role and content: Anthropic rejects the OpenAI extras (name, refusal, ...).
        converted.push_back(json{{"role", role}, {"content", content ? *content : json("")}});
    }
    return converted;
}

// OpenAI-style `tools` and `tool_choice` (as the workloads write them) in Anthropic's terms.
json translateExtraBody(const json &extraBody)
{
    if (!extraBody.is_object())
        return json::object();
    json extra = extraBody;
    if (auto tools = extra.find("tools"); tools != extra.end() && tools->is_array()) {
        for (json &tool : *tools) {
            const json *function = chatFunctionTool(tool);
            if (!function)
                continue;
            json native = {{"name", jsonScalarText(jsonMember(*function, "name"))}};
            if (const std::string *description = jsonString(*function, "description"))
                native["description"] = *description;
            const json *parameters = jsonMember(*function, "parameters");
            native["input_schema"] = parameters && parameters->is_object() ? *parameters : json{{"type", "object"}};
            tool = std::move(native);
        }
    }
    if (auto choice = extra.find("tool_choice"); choice != extra.end()) {
        if (choice->is_string()) {
            const std::string mode = choice->get<std::string>();
            if (mode == "auto" || mode == "none")
                *choice = json{{"type", mode}};
            else if (mode == "required")
                *choice = json{{"type", "any"}};
        } else if (const json *function = chatFunctionTool(*choice)) {
            *choice = json{{"type", "tool"}, {"name", jsonScalarText(jsonMember(*function, "name"))}};
        }
    }
    return extra;
}

} // namespace

std::string AnthropicDialect::buildBody(const ChatRequest &request) const
{
    std::string system;
    json body = json::object();
    body["model"] = request.model;
    body["messages"] = convertMessages(request.messages, system);
    if (!system.empty())
        body["system"] = system;
    body["max_tokens"] = request.maxTokens > 0 ? request.maxTokens : kDefaultMaxTokens;
    body["stream"] = request.stream;
    if (request.temperature >= 0)
        body["temperature"] = request.temperature;
    // includeUsage has no counterpart: Anthropic always reports usage.
    applyExtraBody(body, translateExtraBody(request.extraBody));
    return jsonDumpSafe(body);
}

void AnthropicDialect::classify(std::string_view type, std::string_view data, std::vector<StreamEvent> &out)
{
    if (data == "[DONE]") { // not Anthropic's, but compatible proxies add it
        out.push_back(makeEvent(EventKind::Done));
        return;
    }
    const json payload = parseJsonLenient(data);
    // The SSE event name and the payload's `type` agree on Anthropic's API; a proxy that drops the
    // `event:` lines leaves only the latter.
    std::string_view kind = type;
    if (kind.empty() || kind == "message") {
        if (const std::string *payloadType = jsonString(payload, "type"))
            kind = *payloadType;
    }

    if (kind == "error") {
        out.push_back(errorEvent(payload, data));
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

    if (kind == "content_block_delta") {
        classifyBlockDelta(payload, out);
    } else if (kind == "content_block_start") {
        classifyBlockStart(payload, out);
    } else if (kind == "message_start") {
        out.push_back(makeEvent(EventKind::Prelude));
        const json *message = jsonMember(payload, "message");
        if (const json *usage = message ? jsonMember(*message, "usage") : nullptr; usage && usage->is_object())
            out.push_back(usageEvent(*usage, false));
    } else if (kind == "ping") {
        out.push_back(makeEvent(EventKind::Prelude));
    } else if (kind == "message_delta") {
        classifyMessageDelta(payload, out);
    } else if (kind == "message_stop") {
        out.push_back(makeEvent(EventKind::Done));
    } else {
        out.push_back(makeEvent(EventKind::Other)); // content_block_stop and kinds added later
    }
}

} // namespace ttft
