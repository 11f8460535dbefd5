#include "workload.h"

#include "jsonfields.h"

namespace ttft {

nlohmann::json toJson(const Workload &workload)
{
    return nlohmann::json{
        {"name", workload.name},
        {"messages", workload.messages},
        {"max_tokens", jsonfields::valueOrNull(workload.maxTokens)},
        {"temperature", jsonfields::valueOrNull(workload.temperature)},
        {"include_usage", workload.includeUsage},
        {"keep_text", workload.keepText},
        {"extra_body", workload.extraBody},
    };
}

Workload workloadFromJson(const nlohmann::json &object, std::string *error)
{
    using jsonfields::read;

    Workload workload;
    if (!object.is_object()) {
        if (error && error->empty())
            *error = "a workload must be a JSON object";
        return workload;
    }
    read(object, "name", workload.name, error);
    if (const auto messages = object.find("messages"); messages != object.end()) {
        if (messages->is_array())
            workload.messages = *messages;
        else if (error && error->empty())
            *error = "\"messages\": expected an array";
    }
    read(object, "max_tokens", workload.maxTokens, error);
    read(object, "temperature", workload.temperature, error);
    read(object, "include_usage", workload.includeUsage, error);
    read(object, "keep_text", workload.keepText, error);
    if (const auto extra = object.find("extra_body"); extra != object.end() && !extra->is_null()) {
        if (extra->is_object())
            workload.extraBody = *extra;
        else if (error && error->empty())
            *error = "\"extra_body\": expected an object";
    }
    return workload;
}

} // namespace ttft
