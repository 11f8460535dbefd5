#include "ollamachatdialect.h"

#include "ollamawire.h"
#include "plainprompt.h"
#include "wirejson.h"

namespace ttft {

using nlohmann::json;

std::string OllamaChatDialect::buildBody(const ChatRequest &request) const
{
    json messages = json::array();
    if (request.messages.is_array()) {
        for (const json &message : request.messages) {
            if (!message.is_object())
                continue;
            const std::string *role = jsonString(message, "role");
            messages.push_back({{"role", role ? *role : std::string("user")}, {"content", messageText(message)}});
        }
    }
    json body = ollamaBodyBase(request);
    body["messages"] = std::move(messages);
    return ollamaFinishBody(std::move(body), request);
}

void OllamaChatDialect::classify(std::string_view, std::string_view data, std::vector<StreamEvent> &out)
{
    classifyOllamaLine(data, m_nextToolIndex, out);
}

} // namespace ttft
