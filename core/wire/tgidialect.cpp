#include "tgidialect.h"

#include "plainprompt.h"
#include "wireevents.h"
#include "wirejson.h"

namespace ttft {

using nlohmann::json;

std::string TgiDialect::buildBody(const ChatRequest &request) const
{
    json parameters = json::object();
    if (request.maxTokens > 0)
        parameters["max_new_tokens"] = request.maxTokens;
    // TGI rejects a temperature of 0 ("must be strictly positive"); greedy decoding is its default
    // when no sampling parameter is given, which is what 0 asks for.
    if (request.temperature > 0)
        parameters["temperature"] = request.temperature;
    parameters["details"] = true; // the final event then reports the token counts
    json body = {{"inputs", plainPrompt(request.messages, true)}, {"parameters", std::move(parameters)}};
    if (request.extraBody.is_object())
        body.merge_patch(request.extraBody);
    return jsonDumpSafe(body);
}

void TgiDialect::classify(std::string_view type, std::string_view data, std::vector<StreamEvent> &out)
{
    const std::size_t before = out.size();
    json payload;
    if (!openJsonEvent(type, data, payload, out))
        return;

    // Special tokens (</s>, <|eot_id|>) are control, not text the user sees.
    if (const json *token = jsonMember(payload, "token")) {
        const json *special = jsonMember(*token, "special");
        const bool isSpecial = special && special->is_boolean() && special->get<bool>();
        if (const std::string *text = jsonNonEmptyString(*token, "text"); text && !isSpecial)
            out.push_back(makeEvent(EventKind::Answer, *text));
    }

    if (const json *details = jsonMember(payload, "details"); details && details->is_object()) {
        if (const std::string *reason = jsonNonEmptyString(*details, "finish_reason"))
            out.push_back(makeEvent(EventKind::Finish, *reason));
        StreamEvent usage = makeEvent(EventKind::Usage);
        usage.usage.promptTokens = jsonInt(*details, "input_length");
        usage.usage.completionTokens = jsonInt(*details, "generated_tokens");
        if (!usage.usage.empty())
            out.push_back(std::move(usage));
    }

    if (const std::string *generated = jsonString(payload, "generated_text"))
        out.push_back(makeEvent(EventKind::Done, *generated));

    if (out.size() == before)
        out.push_back(makeEvent(EventKind::Other));
}

} // namespace ttft
