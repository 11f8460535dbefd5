#pragma once

#include "labdialect.h"
#include "labfault.h"
#include "labhttprequest.h"

#include <QString>

#include <optional>

namespace ttft {

class LabServerContext;
struct LabChatSpec;
struct LabTruth;

// Why a request is refused, in OpenAI's terms; each dialect words it in its own shape
// (labErrorBody()).
struct LabChatRefusal {
    int status = 400;
    QString message;
    QString type = QStringLiteral("invalid_request_error");
    QString code; // empty: null
    LabHeaders extraHeaders;
    bool html = false; // answered with a web server's HTML error page, not the dialect's JSON
};

// A refusal with OpenAI's default type (invalid_request_error); an empty `code` is null.
LabChatRefusal labRefusal(int status, const QString &message, const QString &code = {});
// The answer to an X-Lab-Fault header that names no fault (400 unknown_lab_fault, listing them).
LabChatRefusal labUnknownFaultRefusal(const QByteArray &faultName);
// The answer of an HttpStatus fault (labfault.h) in OpenAI's terms; nullopt for any other fault.
std::optional<LabChatRefusal> labHttpFaultRefusal(LabFault fault);

// Reads a generation request in its route's dialect as that API would (the body: see
// labdialectrequest.h) plus the lab's own X-Lab-* headers and the API key (any of
// `Authorization: Bearer KEY`, `x-api-key: KEY`, `x-goog-api-key: KEY` or `?key=KEY`, as the
// dialects send it). Fills `spec` (all but requestId and startNs) and what `truth` can know from
// the request (model, dialect, stream, fault, prompt tokens); `truth.requestId` must be set (it
// seeds the request's jitter and text). A request to the replayed dialect's endpoint
// (LabConfig::replay) is planned for the recording.
// The body is read first, leniently, so that refused requests are recorded with their model.
std::optional<LabChatRefusal> readChatRequest(const LabHttpRequest &request, const LabRoute &route,
                                              const LabServerContext &context, LabChatSpec &spec, LabTruth &truth);

} // namespace ttft
