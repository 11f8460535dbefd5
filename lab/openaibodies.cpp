#include "openaibodies.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ttft::openai {

QByteArray errorBody(const QString &message, const QString &type, const QString &code)
{
    QJsonObject error;
    error.insert(QStringLiteral("message"), message);
    error.insert(QStringLiteral("type"), type);
    error.insert(QStringLiteral("param"), QJsonValue::Null);
    error.insert(QStringLiteral("code"), code.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(code));
    return QJsonDocument(QJsonObject{{QStringLiteral("error"), error}}).toJson(QJsonDocument::Compact);
}

QByteArray modelList(const std::vector<LabModel> &models, qint64 createdSecs)
{
    QJsonArray data;
    for (const LabModel &model : models) {
        data.append(QJsonObject{
            {QStringLiteral("id"), QString::fromStdString(model.name)},
            {QStringLiteral("object"), QStringLiteral("model")},
            {QStringLiteral("created"), createdSecs},
            {QStringLiteral("owned_by"), QStringLiteral("ttft-lab")},
        });
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("object"), QStringLiteral("list")}, {QStringLiteral("data"), data}})
        .toJson(QJsonDocument::Compact);
}

QByteArray completion(const QByteArray &completionId, qint64 createdSecs, const QString &model,
                      const QByteArray &content, const QString &finishReason, int promptTokens,
                      int completionTokens, int cachedTokens, const QByteArray &reasoning, int reasoningTokens,
                      const QJsonArray &toolCalls)
{
    QJsonObject message{
        {QStringLiteral("role"), QStringLiteral("assistant")},
        {QStringLiteral("content"), toolCalls.isEmpty() ? QJsonValue(QString::fromUtf8(content)) : QJsonValue(QJsonValue::Null)},
    };
    if (!toolCalls.isEmpty())
        message.insert(QStringLiteral("tool_calls"), toolCalls);
    if (!reasoning.isEmpty())
        message.insert(QStringLiteral("reasoning_content"), QString::fromUtf8(reasoning));
    const QJsonObject choice{
        {QStringLiteral("index"), 0},
        {QStringLiteral("message"), message},
        {QStringLiteral("finish_reason"), finishReason},
    };
    QJsonObject usage{
        {QStringLiteral("prompt_tokens"), promptTokens},
        {QStringLiteral("completion_tokens"), completionTokens},
        {QStringLiteral("total_tokens"), promptTokens + completionTokens},
        {QStringLiteral("prompt_tokens_details"), QJsonObject{{QStringLiteral("cached_tokens"), cachedTokens}}},
    };
    if (reasoningTokens >= 0) {
        usage.insert(QStringLiteral("completion_tokens_details"),
                     QJsonObject{{QStringLiteral("reasoning_tokens"), reasoningTokens}});
    }
    const QJsonObject body{
        {QStringLiteral("id"), QString::fromLatin1(completionId)},
        {QStringLiteral("object"), QStringLiteral("chat.completion")},
        {QStringLiteral("created"), createdSecs},
        {QStringLiteral("model"), model},
        {QStringLiteral("choices"), QJsonArray{choice}},
        {QStringLiteral("usage"), usage},
    };
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

} // namespace ttft::openai
