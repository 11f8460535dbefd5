#include "labstreamformat.h"

#include "anthropicformat.h"
#include "geminiformat.h"
#include "laberrorbodies.h"
#include "llamacppformat.h"
#include "ollamaformat.h"
#include "openaichatformat.h"
#include "openaichunkbuilder.h"
#include "openairesponsesformat.h"
#include "tgiformat.h"

namespace ttft {

LabStreamFormat::LabStreamFormat(LabStreamSetup setup)
    : m_setup(std::move(setup))
    , m_escapedModel(jsonEscaped(m_setup.model))
{
}

LabStreamFormat::~LabStreamFormat() = default;

QByteArray LabStreamFormat::reasoningToken(QByteArrayView)
{
    return {}; // never asked for: the exchange plans no reasoning where the dialect has no format for it
}

QByteArray LabStreamFormat::toolCallPiece(int)
{
    return {}; // never asked for: the lab forces tool calls only in dialects whose format has them
}

QByteArray LabStreamFormat::streamError(bool namedEvent, const QString &message)
{
    // By default the dialect's own error body, as an SSE event named "error" or a plain data line
    // (an NDJSON line for Ollama).
    const QByteArray json = labErrorBody(m_setup.dialect, 500, message, QStringLiteral("server_error"),
                                         QStringLiteral("lab_injected_fault"), m_setup.requestId);
    if (labDialectFraming(m_setup.dialect) == LabFraming::Ndjson)
        return ndjsonLine(json);
    return namedEvent ? sseEvent("error", json) : sseData(json);
}

QByteArray LabStreamFormat::frame(QByteArrayView event) const
{
    return m_setup.chunked ? OpenAiChunkBuilder::httpChunk(event) : event.toByteArray();
}

QByteArray LabStreamFormat::sseData(QByteArrayView json) const
{
    QByteArray event;
    event.reserve(json.size() + 8);
    event.append("data: ").append(json).append("\n\n");
    return frame(event);
}

QByteArray LabStreamFormat::sseEvent(QByteArrayView name, QByteArrayView json) const
{
    QByteArray event;
    event.reserve(name.size() + json.size() + 16);
    event.append("event: ").append(name).append("\ndata: ").append(json).append("\n\n");
    return frame(event);
}

QByteArray LabStreamFormat::ndjsonLine(QByteArrayView json) const
{
    QByteArray line;
    line.reserve(json.size() + 1);
    line.append(json).append('\n');
    return frame(line);
}

QByteArray LabStreamFormat::responseId(QByteArrayView prefix) const
{
    return prefix.toByteArray() + QByteArray::number(qulonglong(m_setup.idSeed), 16).rightJustified(16, '0');
}

std::unique_ptr<LabStreamFormat> makeLabStreamFormat(const LabStreamSetup &setup)
{
    switch (setup.dialect) {
    case LabDialect::OpenAiChat: return std::make_unique<OpenAiChatFormat>(setup);
    case LabDialect::Anthropic: return std::make_unique<AnthropicFormat>(setup);
    case LabDialect::OpenAiResponses: return std::make_unique<OpenAiResponsesFormat>(setup);
    case LabDialect::Gemini: return std::make_unique<GeminiFormat>(setup);
    case LabDialect::OllamaChat:
    case LabDialect::OllamaGenerate: return std::make_unique<OllamaFormat>(setup);
    case LabDialect::LlamaCpp: return std::make_unique<LlamaCppFormat>(setup);
    case LabDialect::Tgi: return std::make_unique<TgiFormat>(setup);
    }
    return std::make_unique<OpenAiChatFormat>(setup);
}

} // namespace ttft
