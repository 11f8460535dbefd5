#include "workload.h"

#include "jsonfields.h"

namespace ttft {

namespace {

void noteOnce(std::string *error, std::string_view message)
{
    if (error && error->empty())
        error->assign(message);
}

} // namespace

bool Workload::isStructured() const
{
    return !systemPrompt.empty() || !userMessage.empty() || (history.is_array() && !history.empty());
}

nlohmann::json composeMessages(const Workload &workload)
{
    if (!workload.isStructured())
        return workload.messages;
    nlohmann::json messages = nlohmann::json::array();
    if (!workload.systemPrompt.empty())
        messages.push_back({{"role", "system"}, {"content", workload.systemPrompt}});
    if (workload.history.is_array()) {
        for (const auto &turn : workload.history)
            messages.push_back(turn);
    }
    if (!workload.userMessage.empty())
        messages.push_back({{"role", "user"}, {"content", workload.userMessage}});
    return messages;
}

bool isKnownFillerLanguage(std::string_view language)
{
    return language == "en" || language == "zh";
}

nlohmann::json toJson(const Workload &workload)
{
    return nlohmann::json{
        {"name", workload.name},
        {"messages", workload.messages},
        {"max_tokens", jsonfields::valueOrNull(workload.maxTokens)},
        {"temperature", jsonfields::valueOrNull(workload.temperature)},
        {"include_usage", workload.includeUsage},
        {"keep_text", workload.keepText},
        {"ttfs_chars", workload.ttfsChars},
        {"extra_body", workload.extraBody},
        {"template", workload.templateName},
        {"system_prompt", workload.systemPrompt},
        {"history", workload.history},
        {"user_message", workload.userMessage},
        {"prompt_tokens_target", jsonfields::valueOrNull(workload.promptTokensTarget)},
        {"filler_language", workload.fillerLanguage},
        {"filler_seed", workload.fillerSeed},
        {"cache_bust", workload.cacheBust},
    };
}

std::string messagesProblem(const nlohmann::json &messages)
{
    if (!messages.is_array())
        return ": expected an array, found " + jsonfields::foundName(messages);
    for (std::size_t i = 0; i < messages.size(); ++i) {
        const nlohmann::json &message = messages[i];
        const std::string where = "[" + std::to_string(i) + "]";
        if (!message.is_object())
            return where + ": expected a message object, found " + jsonfields::foundName(message);
        const auto role = message.find("role");
        if (role == message.end() || !role->is_string())
            return where + ": \"role\": expected a string, found "
                 + (role == message.end() ? std::string("nothing") : jsonfields::foundName(*role));
        // Content is text, an array of parts, or null (an assistant turn that only calls tools).
        const auto content = message.find("content");
        if (content != message.end() && !content->is_string() && !content->is_array() && !content->is_null())
            return where + ": \"content\": expected a string or an array of parts, found "
                 + jsonfields::foundName(*content);
    }
    return {};
}

Workload workloadFromJson(const nlohmann::json &object, std::string *error)
{
    using jsonfields::read;

    Workload workload;
    if (!object.is_object()) {
        noteOnce(error, "a workload must be a JSON object");
        return workload;
    }
    read(object, "name", workload.name, error);
    if (const auto messages = object.find("messages"); messages != object.end()) {
        if (const std::string problem = messagesProblem(*messages); !problem.empty())
            noteOnce(error, "\"messages\"" + problem);
        else
            workload.messages = *messages;
    }
    read(object, "max_tokens", workload.maxTokens, error);
    read(object, "temperature", workload.temperature, error);
    read(object, "include_usage", workload.includeUsage, error);
    read(object, "keep_text", workload.keepText, error);
    read(object, "ttfs_chars", workload.ttfsChars, error);
    if (workload.ttfsChars < 1) {
        if (error && error->empty())
            *error = "\"ttfs_chars\": must be at least 1";
        workload.ttfsChars = 40;
    }
    if (const auto extra = object.find("extra_body"); extra != object.end() && !extra->is_null()) {
        if (extra->is_object())
            workload.extraBody = *extra;
        else
            noteOnce(error, "\"extra_body\": expected an object");
    }

    read(object, "template", workload.templateName, error);
    read(object, "system_prompt", workload.systemPrompt, error);
    if (const auto history = object.find("history"); history != object.end() && !history->is_null()) {
        if (const std::string problem = messagesProblem(*history); !problem.empty())
            noteOnce(error, "\"history\"" + problem);
        else
            workload.history = *history;
    }
    read(object, "user_message", workload.userMessage, error);
    read(object, "prompt_tokens_target", workload.promptTokensTarget, error);
    if (workload.promptTokensTarget && *workload.promptTokensTarget < 1) {
        noteOnce(error, "\"prompt_tokens_target\": expected a positive integer");
        workload.promptTokensTarget.reset();
    }
    std::string language = workload.fillerLanguage;
    read(object, "filler_language", language, error);
    if (isKnownFillerLanguage(language))
        workload.fillerLanguage = language;
    else
        noteOnce(error, "\"filler_language\": expected \"en\" or \"zh\"");
    read(object, "filler_seed", workload.fillerSeed, error);
    read(object, "cache_bust", workload.cacheBust, error);
    return workload;
}

} // namespace ttft
