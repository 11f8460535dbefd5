#include "labdialectrequest.h"

#include <QJsonObject>
#include <QJsonValue>

#include <cmath>

namespace ttft {

namespace {

QJsonObject message(const QString &role, const QJsonValue &content)
{
    return QJsonObject{{QStringLiteral("role"), role}, {QStringLiteral("content"), content}};
}

// A positive whole number under `key`. Absent or null: true, `out` untouched.
bool positiveInteger(const QJsonObject &object, QLatin1String key, std::optional<int> &out, QString &problem)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined() || value.isNull())
        return true;
    const double number = value.toDouble(-1);
    if (!value.isDouble() || number < 1 || number != std::floor(number) || number > 1e9) {
        problem = QStringLiteral("'%1' must be a positive integer.").arg(key);
        return false;
    }
    out = int(number);
    return true;
}

// Ollama's num_predict and llama.cpp's n_predict: a negative number means "no limit".
bool predictLimit(const QJsonObject &object, QLatin1String key, std::optional<int> &out, QString &problem)
{
    const QJsonValue value = object.value(key);
    if (value.isDouble() && value.toDouble() < 0 && value.toDouble() == std::floor(value.toDouble()))
        return true;
    if (value.isDouble() && value.toDouble() == 0) {
        out = 0;
        return true;
    }
    return positiveInteger(object, key, out, problem);
}

void readOpenAiChat(const QJsonObject &body, LabChatAsk &ask)
{
    ask.includeUsage = body.value(QLatin1String("stream_options")).toObject().value(QLatin1String("include_usage")).toBool();
    const QJsonValue messages = body.value(QLatin1String("messages"));
    if (!messages.isArray() || messages.toArray().isEmpty()) {
        ask.problem = QStringLiteral("'messages' must be a non-empty array.");
        return;
    }
    ask.messages = messages.toArray();
    for (const QLatin1String key : {QLatin1String("max_completion_tokens"), QLatin1String("max_tokens")}) {
        if (!positiveInteger(body, key, ask.maxTokens, ask.problem) || ask.maxTokens)
            return;
    }
}

void readAnthropic(const QJsonObject &body, LabChatAsk &ask)
{
    const QJsonValue messages = body.value(QLatin1String("messages"));
    if (!messages.isArray() || messages.toArray().isEmpty()) {
        ask.problem = QStringLiteral("messages: at least one message is required");
        return;
    }
    if (!body.value(QLatin1String("max_tokens")).isDouble()) {
        ask.problem = QStringLiteral("max_tokens: Field required");
        return;
    }
    if (!positiveInteger(body, QLatin1String("max_tokens"), ask.maxTokens, ask.problem))
        return;
    const QJsonValue system = body.value(QLatin1String("system"));
    if (system.isString() || system.isArray())
        ask.messages.append(message(QStringLiteral("system"), system));
    for (const QJsonValue &entry : messages.toArray())
        ask.messages.append(entry);
}

void readResponses(const QJsonObject &body, LabChatAsk &ask)
{
    const QJsonValue instructions = body.value(QLatin1String("instructions"));
    if (instructions.isString())
        ask.messages.append(message(QStringLiteral("system"), instructions));
    const QJsonValue input = body.value(QLatin1String("input"));
    if (input.isString()) {
        ask.messages.append(message(QStringLiteral("user"), input));
    } else if (input.isArray() && !input.toArray().isEmpty()) {
        // Items are {role, content} (content text or [{type:"input_text", text}]), which the
        // estimate reads as they are.
        for (const QJsonValue &item : input.toArray())
            ask.messages.append(item);
    } else {
        ask.problem = QStringLiteral("'input' must be a string or a non-empty array.");
        return;
    }
    positiveInteger(body, QLatin1String("max_output_tokens"), ask.maxTokens, ask.problem);
}

void readGemini(const QJsonObject &body, LabChatAsk &ask)
{
    const QJsonObject system = body.value(QLatin1String("systemInstruction")).toObject();
    if (!system.isEmpty())
        ask.messages.append(message(QStringLiteral("system"), system.value(QLatin1String("parts"))));
    const QJsonValue contents = body.value(QLatin1String("contents"));
    if (!contents.isArray() || contents.toArray().isEmpty()) {
        ask.problem = QStringLiteral("* GenerateContentRequest.contents: contents is not specified");
        return;
    }
    for (const QJsonValue &content : contents.toArray()) {
        const QJsonObject object = content.toObject();
        ask.messages.append(message(object.value(QLatin1String("role")).toString(QStringLiteral("user")),
                                    object.value(QLatin1String("parts"))));
    }
    positiveInteger(body.value(QLatin1String("generationConfig")).toObject(), QLatin1String("maxOutputTokens"),
                    ask.maxTokens, ask.problem);
}

void readOllama(const QJsonObject &body, bool chat, LabChatAsk &ask)
{
    if (chat) {
        const QJsonValue messages = body.value(QLatin1String("messages"));
        if (!messages.isUndefined() && !messages.isArray()) {
            ask.problem = QStringLiteral("messages must be an array");
            return;
        }
        ask.messages = messages.toArray();
    } else {
        const QJsonValue system = body.value(QLatin1String("system"));
        if (system.isString())
            ask.messages.append(message(QStringLiteral("system"), system));
        ask.messages.append(message(QStringLiteral("user"), body.value(QLatin1String("prompt")).toString()));
    }
    predictLimit(body.value(QLatin1String("options")).toObject(), QLatin1String("num_predict"), ask.maxTokens, ask.problem);
}

void readLlamaCpp(const QJsonObject &body, LabChatAsk &ask)
{
    const QJsonValue prompt = body.value(QLatin1String("prompt"));
    if (prompt.isString()) {
        ask.messages.append(message(QStringLiteral("user"), prompt));
    } else if (prompt.isArray()) {
        // Pieces of text and token ids, in any mix.
        QString text;
        for (const QJsonValue &piece : prompt.toArray()) {
            if (piece.isString())
                text += piece.toString();
            else if (piece.isDouble())
                ++ask.extraPromptTokens;
        }
        ask.messages.append(message(QStringLiteral("user"), text));
    } else {
        ask.problem = QStringLiteral("\"prompt\" must be provided");
        return;
    }
    predictLimit(body, QLatin1String("n_predict"), ask.maxTokens, ask.problem);
}

void readTgi(const QJsonObject &body, LabChatAsk &ask)
{
    const QJsonValue inputs = body.value(QLatin1String("inputs"));
    if (!inputs.isString()) {
        ask.problem = QStringLiteral("Input validation error: `inputs` must be a string");
        return;
    }
    ask.messages.append(message(QStringLiteral("user"), inputs));
    positiveInteger(body.value(QLatin1String("parameters")).toObject(), QLatin1String("max_new_tokens"), ask.maxTokens,
                    ask.problem);
}

} // namespace

LabChatAsk readChatAsk(const LabRoute &route, const QJsonObject &body, const QString &defaultModel)
{
    LabChatAsk ask;
    ask.model = body.value(QLatin1String("model")).toString();
    ask.stream = body.value(QLatin1String("stream")).toBool(false);
    switch (route.dialect) {
    case LabDialect::OpenAiChat:
        readOpenAiChat(body, ask);
        break;
    case LabDialect::Anthropic:
        readAnthropic(body, ask);
        break;
    case LabDialect::OpenAiResponses:
        readResponses(body, ask);
        break;
    case LabDialect::Gemini:
        ask.model = QString::fromUtf8(route.pathModel);
        readGemini(body, ask);
        break;
    case LabDialect::OllamaChat:
    case LabDialect::OllamaGenerate:
        ask.stream = body.value(QLatin1String("stream")).toBool(true); // Ollama streams unless told not to
        readOllama(body, route.dialect == LabDialect::OllamaChat, ask);
        break;
    case LabDialect::LlamaCpp:
        ask.model = defaultModel;
        readLlamaCpp(body, ask);
        break;
    case LabDialect::Tgi:
        ask.model = defaultModel;
        readTgi(body, ask);
        break;
    }
    ask.forcedTool = readForcedTool(route.dialect, body);
    ask.toolsText = labToolsPromptText(route.dialect, body);
    if (route.alwaysStreams)
        ask.stream = true;
    if (route.neverStreams)
        ask.stream = false;
    return ask;
}

} // namespace ttft
