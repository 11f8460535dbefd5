#pragma once

#include "labdialect.h"
#include "labtoolcall.h"

#include <QJsonArray>
#include <QString>

#include <optional>

class QJsonObject;

namespace ttft {

// What a request body asks for, read in its dialect's terms and put in the lab's:
//   openai-chat       model, messages, max_completion_tokens | max_tokens, stream, stream_options.include_usage
//   anthropic         model, system, messages, max_tokens (required, as Anthropic requires it), stream
//   openai-responses  model, instructions, input (text or items), max_output_tokens, stream
//   gemini            the model from the path, systemInstruction, contents, generationConfig.maxOutputTokens;
//                     streams on :streamGenerateContent
//   ollama-chat       model, messages, options.num_predict, stream (default true, as Ollama's)
//   ollama-generate   model, system, prompt, options.num_predict, stream (default true)
//   llamacpp          prompt (text, or token ids), n_predict, stream; the default model
//   tgi               inputs, parameters.max_new_tokens; the default model; streams on /generate_stream
// The prompt becomes OpenAI-style messages ({role, content}), so one token estimate and one prefix
// cache serve every dialect. Tools (the four dialects with function calling) as labtoolcall.h reads them.
struct LabChatAsk {
    QString model;
    bool stream = false;
    bool includeUsage = false;
    std::optional<int> maxTokens; // unset: the model's own answer length
    QJsonArray messages;
    int extraPromptTokens = 0;    // prompt given as token ids (llama.cpp)
    std::optional<LabToolAsk> forcedTool; // the request makes the model call this tool (labtoolcall.h)
    QString toolsText;            // the tools offered, as the prompt carries them (empty: none)
    QString problem;              // non-empty: the body cannot be answered (a 400 with this message)
};

// `defaultModel` names the model of dialects whose body names none (llama.cpp, TGI).
LabChatAsk readChatAsk(const LabRoute &route, const QJsonObject &body, const QString &defaultModel);

} // namespace ttft
