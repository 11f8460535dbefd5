#include "geminidialect.h"

#include "plainprompt.h"
#include "requestbody.h"
#include "wireevents.h"
#include "wirejson.h"

namespace ttft {

using nlohmann::json;

namespace {

// Model names are plain ("gemini-2.0-flash"); anything outside the unreserved set is escaped so
// that a stray character cannot change the path or start a query.
std::string escapePathSegment(std::string_view text)
{
    static const char hex[] = "0123456789ABCDEF";
    std::string escaped;
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        const bool plain = (byte >= 'a' && byte <= 'z') || (byte >= 'A' && byte <= 'Z') || (byte >= '0' && byte <= '9')
            || c == '-' || c == '.' || c == '_' || c == '~' || c == '/';
        if (plain) {
            escaped.push_back(c);
        } else {
            escaped.push_back('%');
            escaped.push_back(hex[byte >> 4]);
            escaped.push_back(hex[byte & 0xF]);
        }
    }
    return escaped;
}

json textParts(const std::string &text)
{
    return json::array({{{"text", text}}});
}

// A tool call's arguments as Gemini's `args`: an object (arguments that do not parse as one, a
// truncated call, become {}).
json callArguments(const json &function)
{
    if (const std::string *arguments = jsonString(function, "arguments")) {
        json parsed = parseJsonLenient(*arguments);
        if (parsed.is_object())
            return parsed;
    }
    return json::object();
}

// A tool's result as Gemini's `response`, which must be an object: a result that is one stays as
// it is, anything else goes under "output" (Gemini's function-calling guide: "output", "result" or
// "error" keys, as the function's syntax fits).
json toolResponse(const json *content)
{
    const std::string text = content ? (content->is_string() ? content->get<std::string>() : contentText(*content)) : std::string();
    json parsed = parseJsonLenient(text);
    if (parsed.is_object())
        return parsed;
    return json{{"output", text}};
}

// The chat messages as Gemini contents: assistant turns are "model" turns, an assistant's tool
// calls become functionCall parts, and tool results functionResponse parts of one user turn (each
// named after the call it answers: Gemini matches results by name).
json convertContents(const json &messages, json &system)
{
    json contents = json::array();
    std::vector<std::pair<std::string, std::string>> callNames; // id → name, of the calls so far
    bool lastHoldsResults = false;
    for (const json &message : messages) {
        if (!message.is_object())
            continue;
        if (isSystemRole(message)) {
            system.push_back({{"text", messageText(message)}});
            continue;
        }
        const std::string role = messageRole(message);
        if (role == "tool") {
            const std::string id = jsonScalarText(jsonMember(message, "tool_call_id"));
            std::string name;
            for (const auto &[callId, callName] : callNames) {
                if (callId == id)
                    name = callName;
            }
            json part = {{"functionResponse", {{"name", name}, {"response", toolResponse(jsonMember(message, "content"))}}}};
            if (!lastHoldsResults)
                contents.push_back({{"role", "user"}, {"parts", json::array()}});
            contents.back()["parts"].push_back(std::move(part));
            lastHoldsResults = true;
            continue;
        }
        lastHoldsResults = false;
        const std::string text = messageText(message);
        const json *toolCalls = jsonMember(message, "tool_calls");
        if (role == "assistant" && toolCalls && toolCalls->is_array() && !toolCalls->empty()) {
            json parts = json::array();
            if (!text.empty())
                parts.push_back({{"text", text}});
            for (const json &call : *toolCalls) {
                const json *function = jsonMember(call, "function");
                if (!function)
                    continue;
                const std::string name = jsonScalarText(jsonMember(*function, "name"));
                callNames.emplace_back(jsonScalarText(jsonMember(call, "id")), name);
                parts.push_back({{"functionCall", {{"name", name}, {"args", callArguments(*function)}}}});
            }
            contents.push_back({{"role", "model"}, {"parts", std::move(parts)}});
            continue;
        }
        contents.push_back({{"role", role == "assistant" ? "model" : "user"}, {"parts", textParts(text)}});
    }
    return contents;
}

// OpenAI-style `tools` and `tool_choice` (as the workloads write them) in Gemini's terms: function
// tools gathered into one {"functionDeclarations": [...]} (Gemini-native tools pass as they are),
// and the choice as toolConfig.functionCallingConfig (auto → AUTO, required → ANY, none → NONE, a
// named function → ANY limited to it).
json translateExtraBody(const json &extraBody)
{
    if (!extraBody.is_object())
        return json::object();
    json extra = extraBody;
    if (auto tools = extra.find("tools"); tools != extra.end() && tools->is_array()) {
        json declarations = json::array();
        json translated = json::array();
        for (const json &tool : *tools) {
            const json *function = chatFunctionTool(tool);
            if (!function) {
                translated.push_back(tool);
                continue;
            }
            json declaration = {{"name", jsonScalarText(jsonMember(*function, "name"))}};
            if (const std::string *description = jsonString(*function, "description"))
                declaration["description"] = *description;
            if (const json *parameters = jsonMember(*function, "parameters"); parameters && parameters->is_object())
                declaration["parameters"] = *parameters;
            declarations.push_back(std::move(declaration));
        }
        if (!declarations.empty())
            translated.push_back({{"functionDeclarations", std::move(declarations)}});
        *tools = std::move(translated);
    }
    if (auto choice = extra.find("tool_choice"); choice != extra.end()) {
        json config = json::object();
        if (choice->is_string()) {
            const std::string mode = choice->get<std::string>();
            config["mode"] = mode == "required" ? "ANY" : mode == "none" ? "NONE" : "AUTO";
        } else if (const json *function = chatFunctionTool(*choice)) {
            config["mode"] = "ANY";
            config["allowedFunctionNames"] = json::array({jsonScalarText(jsonMember(*function, "name"))});
        }
        extra.erase(choice);
        if (!config.empty() && !extra.contains("toolConfig"))
            extra["toolConfig"] = {{"functionCallingConfig", std::move(config)}};
    }
    return extra;
}

StreamEvent usageEvent(const json &metadata)
{
    // candidatesTokenCount is the answer (and tool-call) tokens alone: Gemini counts thoughts apart
    // in thoughtsTokenCount, and totalTokenCount is the sum of all three.
    StreamEvent event = makeEvent(EventKind::Usage);
    event.usage.promptTokens = jsonInt(metadata, "promptTokenCount");
    event.usage.completionTokens = jsonInt(metadata, "candidatesTokenCount");
    event.usage.totalTokens = jsonInt(metadata, "totalTokenCount");
    event.usage.reasoningTokens = jsonInt(metadata, "thoughtsTokenCount");
    event.usage.cachedTokens = jsonInt(metadata, "cachedContentTokenCount");
    return event;
}

} // namespace

std::string GeminiDialect::path(const ChatRequest &request) const
{
    const std::string model = escapePathSegment(request.model);
    const bool named = model.find('/') != std::string::npos; // "models/x", "tunedModels/x"
    return (named ? "/" : "/models/") + model + ":streamGenerateContent?alt=sse";
}

std::string GeminiDialect::buildBody(const ChatRequest &request) const
{
    json system = json::array();
    json contents = request.messages.is_array() ? convertContents(request.messages, system) : json::array();

    json body = json::object();
    body["contents"] = std::move(contents);
    if (!system.empty())
        body["systemInstruction"] = {{"parts", std::move(system)}};
    json config = json::object();
    if (request.maxTokens > 0)
        config["maxOutputTokens"] = request.maxTokens;
    if (request.temperature >= 0)
        config["temperature"] = request.temperature;
    if (!config.empty())
        body["generationConfig"] = std::move(config);
    // A JSON merge patch: {"generationConfig": {"thinkingConfig": {...}}} adds to the built
    // generationConfig instead of replacing it, and a null removes a member.
    if (request.extraBody.is_object())
        body.merge_patch(translateExtraBody(request.extraBody));
    return jsonDumpSafe(body);
}

void GeminiDialect::classify(std::string_view type, std::string_view data, std::vector<StreamEvent> &out)
{
    const std::size_t before = out.size();
    json payload;
    if (!openJsonEvent(type, data, payload, out))
        return;

    // A prompt refused before generation: no candidates, only the reason. Nothing will follow, so
    // the request failed.
    if (const json *feedback = jsonMember(payload, "promptFeedback")) {
        if (const std::string *reason = jsonNonEmptyString(*feedback, "blockReason")) {
            StreamEvent event = makeEvent(EventKind::Error, *reason);
            if (const std::string *message = jsonNonEmptyString(*feedback, "blockReasonMessage"))
                event.text += ": " + *message;
            event.code = "blocked";
            event.raw.assign(data);
            out.push_back(std::move(event));
        }
    }

    if (const json *candidates = jsonMember(payload, "candidates"); candidates && candidates->is_array()) {
        int position = 0;
        for (const json &candidate : *candidates) {
            const std::optional<std::int64_t> index = jsonInt(candidate, "index");
            const int choice = index && *index >= 0 && *index <= (1 << 16) ? int(*index) : position;
            ++position;
            if (!candidate.is_object())
                continue;
            const std::size_t candidateStart = out.size();
            const json *content = jsonMember(candidate, "content");
            const json *parts = content ? jsonMember(*content, "parts") : nullptr;
            if (parts && parts->is_array()) {
                for (const json &part : *parts) {
                    if (const std::string *text = jsonNonEmptyString(part, "text")) {
                        const json *thought = jsonMember(part, "thought");
                        const bool isThought = thought && thought->is_boolean() && thought->get<bool>();
                        out.push_back(makeEvent(isThought ? EventKind::Reasoning : EventKind::Answer, *text, choice));
                    }
                    if (const json *call = jsonMember(part, "functionCall"); call && call->is_object()) {
                        StreamEvent event = makeEvent(EventKind::ToolCall, argumentsText(jsonMember(*call, "args")),
                                                      m_nextToolIndex++);
                        if (const std::string *name = jsonString(*call, "name"))
                            event.code = *name;
                        if (const std::string *id = jsonString(*call, "id"))
                            event.id = *id;
                        out.push_back(std::move(event));
                    }
                }
            }
            const std::string *finish = jsonNonEmptyString(candidate, "finishReason");
            if (out.size() == candidateStart && !finish)
                out.push_back(makeEvent(EventKind::Prelude, {}, choice));
            if (finish)
                out.push_back(makeEvent(EventKind::Finish, *finish, choice));
        }
    }

    if (const json *metadata = jsonMember(payload, "usageMetadata"); metadata && metadata->is_object())
        out.push_back(usageEvent(*metadata));

    if (out.size() == before)
        out.push_back(makeEvent(EventKind::Other));
}

} // namespace ttft
