#pragma once

#include "streamevent.h"

#include <nlohmann/json.hpp>

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace ttft {

enum class Framing { Sse, Ndjson };

enum class DialectId {
    OpenAiChat, // OpenAI Chat Completions and every OpenAI-compatible server
    Anthropic,       // Anthropic Messages (SSE)
    OpenAiResponses, // OpenAI Responses API (SSE)
    Gemini,         // Google Gemini streamGenerateContent (SSE)
    OllamaChat,     // Ollama /api/chat (NDJSON)
    OllamaGenerate, // Ollama /api/generate (NDJSON)
    LlamaCpp,       // llama.cpp server /completion (SSE)
    Tgi,            // Hugging Face TGI /generate_stream (SSE)
};

const char *dialectName(DialectId id);            // "openai-chat"
bool dialectFromName(std::string_view name, DialectId &id);

// What the request asks for, independent of the wire format.
struct ChatRequest {
    std::string model;
    nlohmann::json messages = nlohmann::json::array(); // an OpenAI-style messages array
    int maxTokens = 0;                  // 0: leave unset
    double temperature = -1;            // < 0: leave unset
    bool stream = true;
    bool includeUsage = true;           // OpenAI stream_options.include_usage
    nlohmann::json extraBody = nlohmann::json::object(); // merged into the top level of the body
};

// One wire format: how to ask for a stream, and how to read what comes back.
class Dialect
{
public:
    virtual ~Dialect() = default;
    virtual DialectId id() const = 0;
    virtual Framing framing() const = 0;
    // Path (and query) appended to the profile's base URL, e.g. "/chat/completions", or for
    // Gemini "/models/MODEL:streamGenerateContent?alt=sse": some dialects name the model there.
    virtual std::string path(const ChatRequest &request) const = 0;
    virtual std::string buildBody(const ChatRequest &request) const = 0;

    // Classifies one wire event. `type` is the SSE event type ("message" when absent; empty for
    // NDJSON), `data` the SSE data or the NDJSON line. Appends what it carries to `out`; an event
    // that cannot be read (malformed JSON) appends an Error with code "malformed".
    virtual void classify(std::string_view type, std::string_view data, std::vector<StreamEvent> &out) = 0;
};

std::unique_ptr<Dialect> makeDialect(DialectId id);

} // namespace ttft
