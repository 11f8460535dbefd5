#include "requestbody.h"

#include "wirejson.h"

namespace ttft {

using nlohmann::json;

void applyExtraBody(json &body, const json &extraBody)
{
    if (!extraBody.is_object())
        return;
    for (const auto &[key, value] : extraBody.items()) {
        if (value.is_null())
            body.erase(key);
        else
            body[key] = value;
    }
}

std::string contentText(const json &content)
{
    if (content.is_string())
        return content.get<std::string>();
    std::string text;
    if (content.is_array()) {
        for (const json &part : content) {
            const std::string *type = jsonString(part, "type");
            if (!type || (*type != "text" && *type != "input_text" && *type != "output_text"))
                continue;
            if (const std::string *partText = jsonString(part, "text"))
                text += *partText;
        }
    }
    return text;
}

std::string messageRole(const json &message)
{
    const std::string *role = jsonString(message, "role");
    return role ? *role : std::string();
}

const json *chatFunctionTool(const json &tool)
{
    const std::string *type = jsonString(tool, "type");
    const json *function = jsonMember(tool, "function");
    return type && *type == "function" && function && function->is_object() ? function : nullptr;
}

} // namespace ttft
