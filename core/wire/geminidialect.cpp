#include "geminidialect.h"

#include "plainprompt.h"
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
    json contents = json::array();
    json system = json::array();
    if (request.messages.is_array()) {
        for (const json &message : request.messages) {
            if (!message.is_object())
                continue;
            const std::string text = messageText(message);
            if (isSystemRole(message)) {
                system.push_back({{"text", text}});
                continue;
            }
            const std::string *role = jsonString(message, "role");
            contents.push_back({{"role", role && *role == "assistant" ? "model" : "user"}, {"parts", textParts(text)}});
        }
    }

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
        body.merge_patch(request.extraBody);
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
