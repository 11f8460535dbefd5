#include "openaichatdialect.h"

#include "openaichatdom.h"
#include "wirejson.h"

namespace ttft {

using nlohmann::json;

std::string OpenAiChatDialect::buildBody(const ChatRequest &request) const
{
    json body = json::object();
    body["model"] = request.model;
    body["messages"] = request.messages;
    body["stream"] = request.stream;
    if (request.stream && request.includeUsage)
        body["stream_options"] = json{{"include_usage", true}};
    if (request.maxTokens > 0)
        body["max_tokens"] = request.maxTokens;
    if (request.temperature >= 0)
        body["temperature"] = request.temperature;
    // Top-level merge: a key in extraBody replaces the built one, and a null removes it (servers
    // that reject stream_options need a way to drop it), as a JSON merge patch does at the top.
    if (request.extraBody.is_object()) {
        for (const auto &[key, value] : request.extraBody.items()) {
            if (value.is_null())
                body.erase(key);
            else
                body[key] = value;
        }
    }
    return jsonDumpSafe(body);
}

void OpenAiChatDialect::classify(std::string_view type, std::string_view data, std::vector<StreamEvent> &out)
{
    // Chunks go through the single-pass reader; what it declines (errors, malformed or unusual JSON,
    // [DONE], keep-alives) gets the full DOM reading, which gives the same events for what both read.
    if (type != "error" && m_chunkReader.read(data, out))
        return;
    classifyOpenAiChatDom(type, data, out);
}

} // namespace ttft
