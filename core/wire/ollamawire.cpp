#include "ollamawire.h"

#include "wireevents.h"
#include "wirejson.h"

#include <string>

namespace ttft {

using nlohmann::json;

namespace {

bool isTrue(const json *value)
{
    return value && value->is_boolean() && value->get<bool>();
}

void appendToolCalls(const json &calls, int &nextToolIndex, std::vector<StreamEvent> &out)
{
    if (!calls.is_array())
        return;
    for (const json &call : calls) {
        const json *function = jsonMember(call, "function");
        if (!function || !function->is_object())
            continue;
        StreamEvent event = makeEvent(EventKind::ToolCall, argumentsText(jsonMember(*function, "arguments")),
                                      nextToolIndex++);
        if (const std::string *name = jsonString(*function, "name"))
            event.code = *name;
        if (const std::string *id = jsonString(call, "id"))
            event.id = *id;
        out.push_back(std::move(event));
    }
}

// The final object's counts and durations. Ollama has no timings object; the members that make one
// (every *_duration, with the counts they divide) are gathered into one for cross-validation.
void appendFinalFacts(const json &payload, std::vector<StreamEvent> &out)
{
    StreamEvent usage = makeEvent(EventKind::Usage);
    usage.usage.promptTokens = jsonInt(payload, "prompt_eval_count");
    usage.usage.completionTokens = jsonInt(payload, "eval_count");
    if (!usage.usage.empty())
        out.push_back(std::move(usage));

    json timings = json::object();
    bool hasDuration = false;
    for (const auto &[key, value] : payload.items()) {
        const bool duration = key.size() > 9 && key.compare(key.size() - 9, 9, "_duration") == 0;
        if (value.is_number() && (duration || key == "prompt_eval_count" || key == "eval_count")) {
            timings[key] = value;
            hasDuration = hasDuration || duration;
        }
    }
    if (hasDuration) {
        StreamEvent event = makeEvent(EventKind::ServerTimings);
        event.code = "durations";
        event.raw = jsonDumpSafe(timings);
        out.push_back(std::move(event));
    }
}

} // namespace

json ollamaBodyBase(const ChatRequest &request)
{
    json body = json::object();
    body["model"] = request.model;
    body["stream"] = request.stream;
    json options = json::object();
    if (request.maxTokens > 0)
        options["num_predict"] = request.maxTokens;
    if (request.temperature >= 0)
        options["temperature"] = request.temperature;
    if (!options.empty())
        body["options"] = std::move(options);
    return body;
}

std::string ollamaFinishBody(json body, const ChatRequest &request)
{
    if (request.extraBody.is_object())
        body.merge_patch(request.extraBody);
    return jsonDumpSafe(body);
}

void classifyOllamaLine(std::string_view data, int &nextToolIndex, std::vector<StreamEvent> &out)
{
    const json payload = parseJsonLenient(data);
    if (classifyNonObject(payload, data, out))
        return;

    const std::size_t before = out.size();
    if (const json *error = jsonMember(payload, "error"); error && !error->is_null())
        out.push_back(errorEvent(*error, payload, data));

    // /api/chat nests the output in `message`, /api/generate keeps it at the top.
    const json *message = jsonMember(payload, "message");
    const json &output = message && message->is_object() ? *message : payload;
    const char *answerKey = &output == &payload ? "response" : "content";
    if (const std::string *thinking = jsonNonEmptyString(output, "thinking"))
        out.push_back(makeEvent(EventKind::Reasoning, *thinking));
    if (const std::string *text = jsonNonEmptyString(output, answerKey))
        out.push_back(makeEvent(EventKind::Answer, *text));
    if (const json *calls = jsonMember(output, "tool_calls"))
        appendToolCalls(*calls, nextToolIndex, out);

    const bool done = isTrue(jsonMember(payload, "done"));
    if (out.size() == before && !done)
        out.push_back(makeEvent(EventKind::Prelude)); // an empty line, as when a model starts loading
    if (done) {
        if (const std::string *reason = jsonNonEmptyString(payload, "done_reason"))
            out.push_back(makeEvent(EventKind::Finish, *reason));
        appendFinalFacts(payload, out);
        out.push_back(makeEvent(EventKind::Done));
    }
}

} // namespace ttft
