#include "ollamaformat.h"

#include "openaichunkbuilder.h"

#include <QDateTime>

namespace ttft {

OllamaFormat::OllamaFormat(LabStreamSetup setup)
    : LabStreamFormat(std::move(setup))
    , m_chat(m_setup.dialect == LabDialect::OllamaChat)
{
}

QByteArray OllamaFormat::head() const
{
    QByteArray json = QByteArrayLiteral("{\"model\":\"") + escapedModel() + QByteArrayLiteral("\",\"created_at\":\"")
        + QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs).toLatin1() + QByteArrayLiteral("\",");
    json += m_chat ? QByteArrayLiteral("\"message\":{\"role\":\"assistant\",\"content\":\"")
                   : QByteArrayLiteral("\"response\":\"");
    return json;
}

QByteArray OllamaFormat::reasoningToken(QByteArrayView jsonSafeText)
{
    // Thinking models: the thinking field next to an empty content (or response).
    QByteArray json = head();
    json.append("\",\"thinking\":\"").append(jsonSafeText).append(m_chat ? "\"},\"done\":false}" : "\",\"done\":false}");
    return ndjsonLine(json);
}

QByteArray OllamaFormat::token(QByteArrayView jsonSafeText)
{
    QByteArray json = head();
    json.append(jsonSafeText).append(m_chat ? "\"},\"done\":false}" : "\",\"done\":false}");
    return ndjsonLine(json);
}

QByteArray OllamaFormat::final(QByteArrayView jsonSafeThinking, QByteArrayView jsonSafeText, const LabStreamEnd &end) const
{
    QByteArray json = head();
    json.append(jsonSafeText);
    if (!jsonSafeThinking.isEmpty())
        json.append("\",\"thinking\":\"").append(jsonSafeThinking);
    json.append(m_chat ? "\"}," : "\",");
    json.append("\"done\":true,\"done_reason\":\"").append(m_setup.cutByMaxTokens ? "length" : "stop");
    json.append("\",\"total_duration\":").append(QByteArray::number(qint64(end.totalNs)));
    json.append(",\"load_duration\":").append(QByteArray::number(qint64(end.loadNs)));
    json.append(",\"prompt_eval_count\":").append(QByteArray::number(end.promptTokens - end.cachedTokens));
    json.append(",\"prompt_eval_duration\":").append(QByteArray::number(qint64(end.promptEvalNs)));
    json.append(",\"eval_count\":").append(QByteArray::number(end.outputTokens + end.reasoningTokens)); // thinking included
    json.append(",\"eval_duration\":").append(QByteArray::number(qint64(end.evalNs))).append('}');
    return json;
}

QByteArray OllamaFormat::tail(const LabStreamEnd &end)
{
    return ndjsonLine(final({}, {}, end));
}

QByteArray OllamaFormat::malformed()
{
    return frame(QByteArray(head() + '\n'));
}

QByteArray OllamaFormat::wholeBody(QByteArrayView reasoning, QByteArrayView answer, const LabStreamEnd &end)
{
    return final(jsonEscaped(reasoning), jsonEscaped(answer), end);
}

} // namespace ttft
