#pragma once

#include "labhttprequest.h"

#include <QString>

#include <optional>

namespace ttft {

class LabServerContext;
struct LabChatSpec;
struct LabTruth;

// Why a chat completion is refused: an OpenAI-shaped error answer.
struct LabChatRefusal {
    int status = 400;
    QString message;
    QString type = QStringLiteral("invalid_request_error");
    QString code; // empty: null
    LabHeaders extraHeaders;
};

// Reads a POST /v1/chat/completions as OpenAI would (body, model, messages, max_tokens, stream
// options) plus the lab's own X-Lab-* headers and the API key. Fills `spec` (all but requestId
// and startNs) and what `truth` can know from the request (model, stream, fault, prompt tokens);
// `truth.requestId` must be set (it seeds the request's jitter and text).
// The body is read first, leniently, so that refused requests are recorded with their model.
std::optional<LabChatRefusal> readChatRequest(const LabHttpRequest &request, const LabServerContext &context,
                                              LabChatSpec &spec, LabTruth &truth);

} // namespace ttft
