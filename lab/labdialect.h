#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <optional>
#include <string_view>

namespace ttft {

// The wire formats the lab server speaks. Every one is answered by the same simulated engine
// (queue, prefill, decode, faults, truth); only the bytes differ. The names are the ones the
// client's dialects use (core/wire/dialect.h), so `--dialect` means the same on both sides; the
// lab keeps its own list because it must not share code with the client it checks.
enum class LabDialect {
    OpenAiChat,      // "openai-chat":      POST …/chat/completions
    Anthropic,       // "anthropic":        POST …/messages
    OpenAiResponses, // "openai-responses": POST …/responses
    Gemini,          // "gemini":           POST …/models/{model}:streamGenerateContent (and :generateContent)
    OllamaChat,      // "ollama-chat":      POST /api/chat
    OllamaGenerate,  // "ollama-generate":  POST /api/generate
    LlamaCpp,        // "llamacpp":         POST /completion
    Tgi,             // "tgi":              POST /generate_stream (and /generate)
};
inline constexpr int kLabDialectCount = int(LabDialect::Tgi) + 1;

std::string_view labDialectName(LabDialect dialect);
std::optional<LabDialect> labDialectFromName(std::string_view name); // exact names only
// Every name labDialectFromName() accepts, comma separated (for error messages).
std::string_view labDialectNames();

// What a request path asks for. Paths may start with "/v1" or "/v1beta" (the lab's base URL ends
// in /v1, and each client appends its dialect's path to it), so "/v1/api/chat" works as well as
// "/api/chat".
struct LabRoute {
    LabDialect dialect = LabDialect::OpenAiChat;
    QByteArray pathModel;     // Gemini names the model in the path ("models/NAME:…"); else empty
    bool alwaysStreams = false; // Gemini :streamGenerateContent, TGI /generate_stream
    bool neverStreams = false;  // Gemini :generateContent, TGI /generate
};
std::optional<LabRoute> labRouteForPath(QByteArrayView path);

// The path without a leading "/v1" or "/v1beta" segment.
QByteArrayView labPathWithoutVersion(QByteArrayView path);

enum class LabFraming { Sse, Ndjson };
LabFraming labDialectFraming(LabDialect dialect);
// Content-Type of a streamed answer: text/event-stream, or application/x-ndjson for Ollama.
QByteArrayView labStreamContentType(LabDialect dialect);
// Whether the lab can send reasoning in this dialect: every one but llama.cpp's /completion (the
// client reads only its `content`) and TGI (no reasoning field).
bool labDialectHasReasoning(LabDialect dialect);

} // namespace ttft
