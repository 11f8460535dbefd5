#include "ollamageneratedialect.h"

#include "ollamawire.h"
#include "plainprompt.h"

namespace ttft {

using nlohmann::json;

std::string OllamaGenerateDialect::buildBody(const ChatRequest &request) const
{
    json body = ollamaBodyBase(request);
    body["prompt"] = plainPrompt(request.messages, false);
    if (std::string system = systemText(request.messages); !system.empty())
        body["system"] = std::move(system);
    return ollamaFinishBody(std::move(body), request);
}

void OllamaGenerateDialect::classify(std::string_view, std::string_view data, std::vector<StreamEvent> &out)
{
    classifyOllamaLine(data, m_nextToolIndex, out);
}

} // namespace ttft
