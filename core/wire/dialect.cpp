#include "dialect.h"

#include "openaichatdialect.h"

namespace ttft {

const char *dialectName(DialectId id)
{
    switch (id) {
    case DialectId::OpenAiChat: return "openai-chat";
    }
    return "openai-chat";
}

bool dialectFromName(std::string_view name, DialectId &id)
{
    // Names are the ones profiles and fixtures use; compared exactly so that a typo is reported,
    // not silently mapped to some default.
    if (name == "openai-chat") {
        id = DialectId::OpenAiChat;
        return true;
    }
    return false;
}

std::unique_ptr<Dialect> makeDialect(DialectId id)
{
    switch (id) {
    case DialectId::OpenAiChat: return std::make_unique<OpenAiChatDialect>();
    }
    return nullptr;
}

} // namespace ttft
