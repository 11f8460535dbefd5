#include "plainprompt.h"

#include "wirejson.h"

#include <vector>

namespace ttft {

using nlohmann::json;

std::string messageText(const json &message)
{
    const json *content = jsonMember(message, "content");
    if (!content)
        return {};
    if (content->is_string())
        return content->get<std::string>();
    std::string text;
    if (content->is_array()) {
        for (const json &part : *content) {
            if (const std::string *partText = jsonString(part, "text"))
                text += *partText;
        }
    }
    return text;
}

bool isSystemRole(const json &message)
{
    const std::string *role = jsonString(message, "role");
    return role && (*role == "system" || *role == "developer");
}

std::string systemText(const json &messages)
{
    std::string text;
    if (!messages.is_array())
        return text;
    for (const json &message : messages) {
        if (!isSystemRole(message))
            continue;
        if (!text.empty())
            text += "\n\n";
        text += messageText(message);
    }
    return text;
}

namespace {

std::string roleLabel(const json &message)
{
    const std::string *role = jsonString(message, "role");
    if (!role || role->empty())
        return "User";
    if (*role == "assistant")
        return "Assistant";
    if (isSystemRole(message))
        return "System";
    std::string label = *role; // "user" -> "User", "tool" -> "Tool"
    if (label[0] >= 'a' && label[0] <= 'z')
        label[0] = char(label[0] - 'a' + 'A');
    return label;
}

} // namespace

std::string plainPrompt(const json &messages, bool includeSystem)
{
    std::vector<const json *> turns;
    if (messages.is_array()) {
        for (const json &message : messages) {
            if (message.is_object() && (includeSystem || !isSystemRole(message)))
                turns.push_back(&message);
        }
    }
    if (turns.empty())
        return {};
    if (turns.size() == 1) {
        const std::string *role = jsonString(*turns.front(), "role");
        if (!role || *role == "user")
            return messageText(*turns.front());
    }
    std::string prompt;
    for (const json *message : turns) {
        if (!prompt.empty())
            prompt += "\n\n";
        prompt += roleLabel(*message);
        prompt += ": ";
        prompt += messageText(*message);
    }
    // A conversation that ends with the assistant's own words asks for their continuation.
    if (roleLabel(*turns.back()) != "Assistant")
        prompt += "\n\nAssistant:";
    return prompt;
}

} // namespace ttft
