#include "dialect.h"

#include "anthropicdialect.h"
#include "geminidialect.h"
#include "llamacppdialect.h"
#include "ollamachatdialect.h"
#include "ollamageneratedialect.h"
#include "openaichatdialect.h"
#include "openairesponsesdialect.h"
#include "tgidialect.h"

namespace ttft {

const char *dialectName(DialectId id)
{
    switch (id) {
    case DialectId::OpenAiChat: return "openai-chat";
    case DialectId::Anthropic: return "anthropic";
    case DialectId::OpenAiResponses: return "openai-responses";
    case DialectId::Gemini: return "gemini";
    case DialectId::OllamaChat: return "ollama-chat";
    case DialectId::OllamaGenerate: return "ollama-generate";
    case DialectId::LlamaCpp: return "llamacpp";
    case DialectId::Tgi: return "tgi";
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
    if (name == "anthropic") {
        id = DialectId::Anthropic;
        return true;
    }
    if (name == "openai-responses") {
        id = DialectId::OpenAiResponses;
        return true;
    }
    for (const DialectId known : {DialectId::Gemini, DialectId::OllamaChat, DialectId::OllamaGenerate,
                                  DialectId::LlamaCpp, DialectId::Tgi}) {
        if (name == dialectName(known)) {
            id = known;
            return true;
        }
    }
    return false;
}

std::unique_ptr<Dialect> makeDialect(DialectId id)
{
    switch (id) {
    case DialectId::OpenAiChat: return std::make_unique<OpenAiChatDialect>();
    case DialectId::Anthropic: return std::make_unique<AnthropicDialect>();
    case DialectId::OpenAiResponses: return std::make_unique<OpenAiResponsesDialect>();
    case DialectId::Gemini: return std::make_unique<GeminiDialect>();
    case DialectId::OllamaChat: return std::make_unique<OllamaChatDialect>();
    case DialectId::OllamaGenerate: return std::make_unique<OllamaGenerateDialect>();
    case DialectId::LlamaCpp: return std::make_unique<LlamaCppDialect>();
    case DialectId::Tgi: return std::make_unique<TgiDialect>();
    }
    return nullptr;
}

} // namespace ttft
