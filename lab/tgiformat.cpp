#include "tgiformat.h"

#include "laberrorbodies.h"
#include "openaichunkbuilder.h"

namespace ttft {

namespace {

constexpr QByteArrayView kEosText("</s>");
constexpr int kEosId = 2;

// A stable, plausible token id and log-probability for a piece of text (TGI reports both).
std::uint32_t textHash(QByteArrayView text)
{
    std::uint32_t hash = 2166136261u;
    for (const char c : text)
        hash = (hash ^ static_cast<unsigned char>(c)) * 16777619u;
    return hash;
}

} // namespace

TgiFormat::TgiFormat(LabStreamSetup setup)
    : LabStreamFormat(std::move(setup))
{
}

QByteArray TgiFormat::event(QByteArrayView json) const
{
    QByteArray event;
    event.reserve(json.size() + 7);
    event.append("data:").append(json).append("\n\n");
    return frame(event);
}

QByteArray TgiFormat::tokenJson(QByteArrayView jsonSafeText, bool special) const
{
    const std::uint32_t hash = textHash(jsonSafeText);
    const int id = special ? kEosId : int(hash % 32000u) + 3;
    const double logprob = -0.01 - double(hash % 2000u) / 1000.0;
    QByteArray json;
    json.reserve(jsonSafeText.size() + 96);
    json.append("{\"index\":").append(QByteArray::number(m_index));
    json.append(",\"token\":{\"id\":").append(QByteArray::number(id));
    json.append(",\"text\":\"").append(jsonSafeText);
    json.append("\",\"logprob\":").append(QByteArray::number(logprob, 'f', 4));
    json.append(",\"special\":").append(special ? "true" : "false").append('}');
    return json;
}

QByteArray TgiFormat::details(const char *finishReason, int generatedTokens) const
{
    return QByteArrayLiteral(",\"generated_text\":\"") + m_text + QByteArrayLiteral("\",\"details\":{\"finish_reason\":\"")
        + finishReason + QByteArrayLiteral("\",\"generated_tokens\":") + QByteArray::number(generatedTokens)
        + QByteArrayLiteral(",\"seed\":null,\"input_length\":") + QByteArray::number(m_setup.promptTokens)
        + QByteArrayLiteral("},\"top_tokens\":null}");
}

QByteArray TgiFormat::token(QByteArrayView jsonSafeText)
{
    ++m_index;
    m_text.append(jsonSafeText);
    QByteArray json = tokenJson(jsonSafeText, false);
    if (m_setup.cutByMaxTokens && m_index == m_setup.plannedTokens) {
        // Cut for its length: the last real token carries the details.
        m_detailsSent = true;
        json += details("length", m_index);
    } else {
        json.append(",\"generated_text\":null,\"details\":null,\"top_tokens\":null}");
    }
    return event(json);
}

QByteArray TgiFormat::tail(const LabStreamEnd &)
{
    if (m_detailsSent)
        return {};
    // Ended by itself: the end-of-sequence token closes the stream.
    // (Cut before any token: an empty special token carries the details.)
    ++m_index;
    const bool cut = m_setup.cutByMaxTokens;
    return event(QByteArray(tokenJson(cut ? QByteArrayView() : kEosText, true)
                            + details(cut ? "length" : "eos_token", cut ? m_index - 1 : m_index)));
}

QByteArray TgiFormat::streamError(bool namedEvent, const QString &message)
{
    const QByteArray json = labErrorBody(LabDialect::Tgi, 500, message, {}, {}, m_setup.requestId);
    return namedEvent ? frame(QByteArray(QByteArrayLiteral("event: error\ndata:") + json + QByteArrayLiteral("\n\n"))) : event(json);
}

QByteArray TgiFormat::malformed()
{
    return frame(QByteArray(QByteArrayLiteral("data:{\"index\":") + QByteArray::number(m_index + 1)
                            + QByteArrayLiteral(",\"token\":{\"id\":1,\"text\":\"\n\n")));
}

QByteArray TgiFormat::wholeBody(QByteArrayView, QByteArrayView answer, const LabStreamEnd &end)
{
    const bool cut = m_setup.cutByMaxTokens;
    return QByteArrayLiteral("{\"generated_text\":\"") + jsonEscaped(answer)
        + QByteArrayLiteral("\",\"details\":{\"finish_reason\":\"") + (cut ? "length" : "eos_token")
        + QByteArrayLiteral("\",\"generated_tokens\":") + QByteArray::number(end.outputTokens + (cut ? 0 : 1))
        + QByteArrayLiteral(",\"seed\":null}}");
}

} // namespace ttft
