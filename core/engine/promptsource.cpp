#include "promptsource.h"

namespace ttft {

FixedPromptSource::FixedPromptSource(nlohmann::json messages, bool cacheBust)
    : m_messages(std::move(messages))
    , m_cacheBust(cacheBust)
{
}

PromptSource::Prompt FixedPromptSource::promptFor(std::optional<int>, const std::string &nonce)
{
    Prompt prompt;
    prompt.messages = m_messages;
    if (m_cacheBust && prompt.messages.is_array() && !prompt.messages.empty()) {
        nlohmann::json &first = prompt.messages.front();
        auto content = first.find("content");
        if (content != first.end() && content->is_string())
            *content = "[" + nonce + "]\n" + content->get<std::string>();
    }
    return prompt;
}

} // namespace ttft
