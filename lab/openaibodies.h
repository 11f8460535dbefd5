#pragma once

#include "labmodel.h"

#include <QByteArray>
#include <QJsonArray>
#include <QString>

#include <vector>

namespace ttft {

// JSON bodies shaped like OpenAI's, for the lab server's whole (non-streamed) responses.
namespace openai {

// {"error":{"message":..,"type":..,"param":null,"code":..}}; an empty code is written as null.
QByteArray errorBody(const QString &message, const QString &type, const QString &code = {});

// GET /v1/models
QByteArray modelList(const std::vector<LabModel> &models, qint64 createdSecs);

// A non-streamed chat.completion with the whole answer; usage includes
// prompt_tokens_details.cached_tokens. With reasoningTokens >= 0, the message has
// reasoning_content (when not empty) and usage completion_tokens_details.reasoning_tokens
// (completionTokens counts them too). With `toolCalls` (OpenAI's message.tool_calls), the message
// has them and a null content.
QByteArray completion(const QByteArray &completionId, qint64 createdSecs, const QString &model,
                      const QByteArray &content, const QString &finishReason, int promptTokens,
                      int completionTokens, int cachedTokens = 0, const QByteArray &reasoning = {},
                      int reasoningTokens = -1, const QJsonArray &toolCalls = {});

} // namespace openai

} // namespace ttft
