#include "llamacppdialect.h"

#include "plainprompt.h"
#include "wireevents.h"
#include "wirejson.h"

namespace ttft {

using nlohmann::json;

namespace {

bool isTrue(const json &object, const char *key)
{
    const json *value = jsonMember(object, key);
    return value && value->is_boolean() && value->get<bool>();
}

// Why generation stopped, in llama.cpp's own terms: "eos", "limit", or "stopping_word=WORD" (the
// word matters: a stop string that fires early cuts the answer). Newer servers say `stop_type`,
// older ones set one of the stopped_* flags.
std::string stopReason(const json &payload)
{
    const std::string *stopType = jsonNonEmptyString(payload, "stop_type");
    const bool word = stopType ? *stopType == "word" : isTrue(payload, "stopped_word");
    if (word)
        return "stopping_word=" + jsonScalarText(jsonMember(payload, "stopping_word"));
    if (stopType)
        return *stopType;
    if (isTrue(payload, "stopped_eos"))
        return "eos";
    if (isTrue(payload, "stopped_limit"))
        return "limit";
    return {};
}

} // namespace

std::string LlamaCppDialect::buildBody(const ChatRequest &request) const
{
    json body = json::object();
    body["prompt"] = plainPrompt(request.messages, true);
    if (request.maxTokens > 0)
        body["n_predict"] = request.maxTokens;
    if (request.temperature >= 0)
        body["temperature"] = request.temperature;
    body["stream"] = request.stream;
    if (request.extraBody.is_object())
        body.merge_patch(request.extraBody);
    return jsonDumpSafe(body);
}

void LlamaCppDialect::classify(std::string_view type, std::string_view data, std::vector<StreamEvent> &out)
{
    const std::size_t before = out.size();
    json payload;
    if (!openJsonEvent(type, data, payload, out))
        return;
    if (const std::string *content = jsonNonEmptyString(payload, "content"))
        out.push_back(makeEvent(EventKind::Answer, *content));

    const bool stop = isTrue(payload, "stop");
    if (stop) {
        if (std::string reason = stopReason(payload); !reason.empty())
            out.push_back(makeEvent(EventKind::Finish, std::move(reason)));
        StreamEvent usage = makeEvent(EventKind::Usage);
        usage.usage.promptTokens = jsonInt(payload, "tokens_evaluated");
        usage.usage.completionTokens = jsonInt(payload, "tokens_predicted");
        if (const json *timings = jsonMember(payload, "timings"))
            usage.usage.cachedTokens = jsonInt(*timings, "cache_n"); // prompt tokens reused from the cache
        if (!usage.usage.empty())
            out.push_back(std::move(usage));
    }
    // Per-token timings (timings_per_token) come on every object; the last one is the final figure.
    if (const json *timings = jsonMember(payload, "timings"); timings && timings->is_object()) {
        StreamEvent event = makeEvent(EventKind::ServerTimings);
        event.code = "timings";
        event.raw = jsonDumpSafe(*timings);
        out.push_back(std::move(event));
    }
    if (stop)
        out.push_back(makeEvent(EventKind::Done));
    if (out.size() == before)
        out.push_back(makeEvent(EventKind::Other));
}

} // namespace ttft
