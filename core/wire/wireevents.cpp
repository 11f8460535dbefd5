#include "wireevents.h"

#include "wirejson.h"

namespace ttft {

using nlohmann::json;

StreamEvent makeEvent(EventKind kind, std::string text, int choice)
{
    StreamEvent event;
    event.kind = kind;
    event.text = std::move(text);
    event.choice = choice;
    return event;
}

StreamEvent errorEvent(const json &error, const json &whole, std::string_view raw)
{
    StreamEvent event = makeEvent(EventKind::Error);
    event.raw.assign(raw);
    if (error.is_object()) {
        event.text = jsonScalarText(jsonMember(error, "message"));
        // A word says more than a number in a record ("RESOURCE_EXHAUSTED" rather than 429).
        for (const char *key : {"status", "type", "code"}) {
            event.code = jsonScalarText(jsonMember(error, key));
            if (!event.code.empty())
                break;
        }
        if (event.text.empty() && event.code.empty())
            event.text = jsonDumpSafe(error);
    } else if (error.is_string()) {
        event.text = error.get<std::string>();
        event.code = jsonScalarText(jsonMember(whole, "error_type"));
        if (event.code.empty())
            event.code = jsonScalarText(jsonMember(whole, "code"));
    } else if (!error.is_null()) {
        event.text = jsonDumpSafe(error);
    }
    return event;
}

int plausibleIndex(const std::optional<std::int64_t> &index, int fallback)
{
    return index && *index >= 0 && *index <= kMaxWireIndex ? int(*index) : fallback;
}

bool openJsonEvent(std::string_view type, std::string_view data, json &payload, std::vector<StreamEvent> &out)
{
    payload = parseJsonLenient(data);
    if (type == "error") {
        const json *error = jsonMember(payload, "error");
        out.push_back(errorEvent(error ? *error : payload.is_object() ? payload : json(std::string(data)), payload, data));
        return false;
    }
    if (classifyNonObject(payload, data, out))
        return false;
    if (const json *error = jsonMember(payload, "error"); error && !error->is_null())
        out.push_back(errorEvent(*error, payload, data));
    return true;
}

bool classifyNonObject(const json &payload, std::string_view data, std::vector<StreamEvent> &out)
{
    if (payload.is_object())
        return false;
    if (payload.is_discarded() && data.find_first_not_of(" \t\r\n") != std::string_view::npos) {
        StreamEvent event = makeEvent(EventKind::Error, whyNotJson(data));
        event.code = "malformed";
        event.raw.assign(data);
        out.push_back(std::move(event));
    } else {
        out.push_back(makeEvent(EventKind::Other));
    }
    return true;
}

std::string argumentsText(const json *arguments)
{
    if (!arguments || arguments->is_null())
        return {};
    if (arguments->is_string())
        return arguments->get<std::string>();
    return jsonDumpSafe(*arguments);
}

} // namespace ttft
