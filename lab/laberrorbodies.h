#pragma once

#include "labdialect.h"

#include <QByteArray>
#include <QString>

#include <nlohmann/json_fwd.hpp>

namespace ttft {

// Error bodies as each API words them. The lab decides an error once, in OpenAI's terms (status,
// message, type, code: see LabChatRefusal), and each dialect renders it in its own shape:
//   openai-chat, openai-responses  {"error":{"message","type","param":null,"code"}}
//   anthropic                      {"type":"error","error":{"type":"rate_limit_error",..,"message"},"request_id"}
//   gemini                         {"error":{"code":429,"message","status":"RESOURCE_EXHAUSTED"}}
//   ollama-chat, ollama-generate   {"error":"message"}
//   llamacpp                       {"error":{"code":500,"message","type":"server_error"}}
//   tgi                            {"error":"message","error_type":"overloaded"}
QByteArray labErrorBody(LabDialect dialect, int status, const QString &message, const QString &openAiType,
                        const QString &openAiCode, const QByteArray &requestId);

// The HTML page a web server or gateway (nginx here) answers an error status with, in place of
// the API's JSON: what a client gets when a proxy in front of the API fails.
QByteArray labHtmlErrorPage(int status);

// The error type Anthropic gives an HTTP status ("overloaded_error" for 529, ...).
const char *anthropicErrorType(int status);
// The google.rpc status name Gemini gives an HTTP status ("RESOURCE_EXHAUSTED" for 429, ...).
const char *googleRpcStatus(int status);

// Compact JSON text of an ordered JSON value, as the formats write it (never throws: the lab's own
// text is valid UTF-8, and anything else is replaced).
QByteArray labJsonText(const nlohmann::ordered_json &value);

} // namespace ttft
