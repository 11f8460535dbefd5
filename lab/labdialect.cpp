#include "labdialect.h"

#include <array>
#include <string>

namespace ttft {

namespace {

constexpr std::array<std::string_view, kLabDialectCount> kNames{
    "openai-chat", "anthropic", "openai-responses", "gemini", "ollama-chat", "ollama-generate", "llamacpp", "tgi",
};

} // namespace

std::string_view labDialectName(LabDialect dialect)
{
    return kNames[std::size_t(dialect)];
}

std::optional<LabDialect> labDialectFromName(std::string_view name)
{
    for (int i = 0; i < kLabDialectCount; ++i) {
        if (kNames[std::size_t(i)] == name)
            return LabDialect(i);
    }
    return std::nullopt;
}

std::string_view labDialectNames()
{
    static const std::string names = [] {
        std::string joined;
        for (const std::string_view name : kNames)
            joined.append(joined.empty() ? "" : ", ").append(name);
        return joined;
    }();
    return names;
}

QByteArrayView labPathWithoutVersion(QByteArrayView path)
{
    for (const QByteArrayView prefix : {QByteArrayView("/v1beta"), QByteArrayView("/v1")}) {
        if (path.startsWith(prefix) && (path.size() == prefix.size() || path.at(prefix.size()) == '/'))
            return path.sliced(prefix.size());
    }
    return path;
}

std::optional<LabRoute> labRouteForPath(QByteArrayView fullPath)
{
    const QByteArrayView path = labPathWithoutVersion(fullPath);
    LabRoute route;
    const auto is = [&](LabDialect dialect) {
        route.dialect = dialect;
        return std::optional<LabRoute>(route);
    };
    if (path == "/chat/completions")
        return is(LabDialect::OpenAiChat);
    if (path == "/messages")
        return is(LabDialect::Anthropic);
    if (path == "/responses")
        return is(LabDialect::OpenAiResponses);
    if (path == "/api/chat")
        return is(LabDialect::OllamaChat);
    if (path == "/api/generate")
        return is(LabDialect::OllamaGenerate);
    if (path == "/completion")
        return is(LabDialect::LlamaCpp);
    if (path == "/generate_stream") {
        route.alwaysStreams = true;
        return is(LabDialect::Tgi);
    }
    if (path == "/generate") {
        route.neverStreams = true;
        return is(LabDialect::Tgi);
    }
    // Gemini: /models/{model}:streamGenerateContent or /models/{model}:generateContent.
    static constexpr QByteArrayView kModels("/models/");
    if (path.startsWith(kModels)) {
        const QByteArrayView rest = path.sliced(kModels.size());
        const qsizetype colon = rest.lastIndexOf(':');
        if (colon > 0) {
            const QByteArrayView method = rest.sliced(colon + 1);
            if (method == "streamGenerateContent")
                route.alwaysStreams = true;
            else if (method == "generateContent")
                route.neverStreams = true;
            else
                return std::nullopt;
            route.pathModel = QByteArray::fromPercentEncoding(rest.first(colon).toByteArray());
            return is(LabDialect::Gemini);
        }
    }
    return std::nullopt;
}

LabFraming labDialectFraming(LabDialect dialect)
{
    return dialect == LabDialect::OllamaChat || dialect == LabDialect::OllamaGenerate ? LabFraming::Ndjson
                                                                                      : LabFraming::Sse;
}

QByteArrayView labStreamContentType(LabDialect dialect)
{
    return labDialectFraming(dialect) == LabFraming::Ndjson ? QByteArrayView("application/x-ndjson")
                                                            : QByteArrayView("text/event-stream; charset=utf-8");
}

bool labDialectHasReasoning(LabDialect dialect)
{
    return dialect != LabDialect::LlamaCpp && dialect != LabDialect::Tgi;
}

} // namespace ttft
