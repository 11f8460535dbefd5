#include "laberrorbodies.h"

#include "openaibodies.h"

#include <nlohmann/json.hpp>

namespace ttft {

namespace {

const char *llamaCppErrorType(int status)
{
    switch (status) {
    case 401: return "authentication_error";
    case 404: return "not_found_error";
    case 501: return "not_supported_error";
    case 503: return "unavailable_error";
    default: return status >= 500 ? "server_error" : "invalid_request_error";
    }
}

const char *tgiErrorType(int status)
{
    if (status == 429)
        return "overloaded";
    return status >= 500 ? "generation" : "validation";
}

} // namespace

const char *anthropicErrorType(int status)
{
    switch (status) {
    case 401: return "authentication_error";
    case 403: return "permission_error";
    case 404: return "not_found_error";
    case 413: return "request_too_large";
    case 429: return "rate_limit_error";
    case 529: return "overloaded_error";
    default: return status >= 500 ? "api_error" : "invalid_request_error";
    }
}

const char *googleRpcStatus(int status)
{
    switch (status) {
    case 401: return "UNAUTHENTICATED";
    case 403: return "PERMISSION_DENIED";
    case 404: return "NOT_FOUND";
    case 429: return "RESOURCE_EXHAUSTED";
    case 501: return "UNIMPLEMENTED";
    case 503: return "UNAVAILABLE";
    case 504: return "DEADLINE_EXCEEDED";
    default: return status >= 500 ? "INTERNAL" : "INVALID_ARGUMENT";
    }
}

QByteArray labHtmlErrorPage(int status)
{
    const char *reason = status == 502 ? "Bad Gateway"
                       : status == 503 ? "Service Temporarily Unavailable"
                       : status == 504 ? "Gateway Time-out"
                                       : "Internal Server Error";
    const QByteArray title = QByteArray::number(status) + ' ' + reason;
    return QByteArrayLiteral("<html>\r\n<head><title>") + title + QByteArrayLiteral("</title></head>\r\n<body>\r\n<center><h1>")
        + title + QByteArrayLiteral("</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n");
}

QByteArray labJsonText(const nlohmann::ordered_json &value)
{
    return QByteArray::fromStdString(value.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace));
}

QByteArray labErrorBody(LabDialect dialect, int status, const QString &message, const QString &openAiType,
                        const QString &openAiCode, const QByteArray &requestId)
{
    using Json = nlohmann::ordered_json;
    const std::string text = message.toStdString();
    switch (dialect) {
    case LabDialect::OpenAiChat:
    case LabDialect::OpenAiResponses:
        break;
    case LabDialect::Anthropic:
        return labJsonText(Json{{"type", "error"},
                                {"error", Json{{"type", anthropicErrorType(status)}, {"message", text}}},
                                {"request_id", requestId.toStdString()}});
    case LabDialect::Gemini:
        return labJsonText(
            Json{{"error", Json{{"code", status}, {"message", text}, {"status", googleRpcStatus(status)}}}});
    case LabDialect::OllamaChat:
    case LabDialect::OllamaGenerate:
        return labJsonText(Json{{"error", text}});
    case LabDialect::LlamaCpp:
        return labJsonText(
            Json{{"error", Json{{"code", status}, {"message", text}, {"type", llamaCppErrorType(status)}}}});
    case LabDialect::Tgi:
        return labJsonText(Json{{"error", text}, {"error_type", tgiErrorType(status)}});
    }
    return openai::errorBody(message, openAiType, openAiCode);
}

} // namespace ttft
