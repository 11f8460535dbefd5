#pragma once

#include "labstreamformat.h"

#include <nlohmann/json_fwd.hpp>

namespace ttft {

// OpenAI Responses: response.created and response.in_progress when the request is accepted;
// response.output_item.added and response.content_part.added with the first token; one
// response.output_text.delta per token; then response.output_text.done, response.content_part.done,
// response.output_item.done and response.completed with usage (response.incomplete, reason
// max_output_tokens, when the answer is cut). Every event has a sequence_number.
// With reasoning, as o-series models stream a reasoning summary: a reasoning item at output 0
// (response.output_item.added, response.reasoning_summary_part.added, one
// response.reasoning_summary_text.delta per reasoning token, then the *.done events when the answer
// starts), and the message at output 1; usage.output_tokens counts both, with
// output_tokens_details.reasoning_tokens.
// A tool call is a function_call item (response.output_item.added with name and call_id, one
// response.function_call_arguments.delta per fragment, then response.function_call_arguments.done
// and response.output_item.done), after any reasoning item, as OpenAI's streaming guide for
// function calling shows it.
// Faults: error-event sends `event: error`, error-object a response.failed whose response carries
// the error.
class OpenAiResponsesFormat final : public LabStreamFormat
{
public:
    explicit OpenAiResponsesFormat(LabStreamSetup setup);

    QByteArray prelude() override;
    QByteArray reasoningToken(QByteArrayView jsonSafeText) override;
    QByteArray token(QByteArrayView jsonSafeText) override;
    QByteArray toolCallPiece(int piece) override;
    QByteArray tail(const LabStreamEnd &end) override;
    QByteArray streamError(bool namedEvent, const QString &message) override;
    QByteArray malformed() override;
    QByteArray wholeBody(QByteArrayView reasoning, QByteArrayView answer, const LabStreamEnd &end) override;

private:
    QByteArray event(const char *type, nlohmann::ordered_json &&fields);
    QByteArray itemAdded();
    // The answer's output item (the message, or a forced call's function_call) starts: the reasoning
    // item closes first; once.
    QByteArray openItem(nlohmann::ordered_json &&added);
    QByteArray reasoningDone(); // closes the reasoning item, once
    nlohmann::ordered_json reasoningItem(QByteArrayView summary, bool done) const;
    nlohmann::ordered_json outputItems(const char *status, QByteArrayView reasoning, QByteArrayView text) const;
    QByteArray deltaPrefix();
    nlohmann::ordered_json response(const char *status) const;
    nlohmann::ordered_json part(QByteArrayView text) const;
    nlohmann::ordered_json item(const char *status, QByteArrayView text) const;
    nlohmann::ordered_json functionCallItem(const char *status, QByteArrayView arguments) const;
    QByteArray functionCallDone(); // the call's *.done events
    // response.completed (or .incomplete) with these output items and the usage.
    QByteArray finished(const LabStreamEnd &end, nlohmann::ordered_json &&output);

    QByteArray m_responseId;
    QByteArray m_itemId;
    QByteArray m_reasoningId;
    QByteArray m_text;
    QByteArray m_reasoning;
    QByteArray m_arguments;    // a tool call's arguments written so far
    QByteArray m_callItemId;
    int m_sequence = 0;
    int m_messageIndex = 0;    // output_index of the message: 1 after a reasoning item
    bool m_itemAdded = false;
    bool m_reasoningAdded = false;
    bool m_reasoningDone = false;
};

} // namespace ttft
