#pragma once

#include "labstreamformat.h"

#include <nlohmann/json_fwd.hpp>

namespace ttft {

// OpenAI Responses: response.created and response.in_progress when the request is accepted;
// response.output_item.added and response.content_part.added with the first token; one
// response.output_text.delta per token; then response.output_text.done, response.content_part.done,
// response.output_item.done and response.completed with usage (response.incomplete, reason
// max_output_tokens, when the answer is cut). Every event has a sequence_number.
// Faults: error-event sends `event: error`, error-object a response.failed whose response carries
// the error.
class OpenAiResponsesFormat final : public LabStreamFormat
{
public:
    explicit OpenAiResponsesFormat(LabStreamSetup setup);

    QByteArray prelude() override;
    QByteArray token(QByteArrayView jsonSafeText) override;
    QByteArray tail(const LabStreamEnd &end) override;
    QByteArray streamError(bool namedEvent, const QString &message) override;
    QByteArray malformed() override;
    QByteArray wholeBody(QByteArrayView answer, const LabStreamEnd &end) override;

private:
    QByteArray event(const char *type, nlohmann::ordered_json &&fields);
    QByteArray itemAdded();
    QByteArray deltaPrefix();
    nlohmann::ordered_json response(const char *status) const;
    nlohmann::ordered_json part(QByteArrayView text) const;
    nlohmann::ordered_json item(const char *status, QByteArrayView text) const;

    QByteArray m_responseId;
    QByteArray m_itemId;
    QByteArray m_text;
    int m_sequence = 0;
    bool m_itemAdded = false;
};

} // namespace ttft
