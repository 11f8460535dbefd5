#include "openairesponsesformat.h"

#include "laberrorbodies.h"

#include <nlohmann/json.hpp>

namespace ttft {

namespace {

using Json = nlohmann::ordered_json;

Json usage(const LabStreamEnd &end)
{
    // output_tokens includes the reasoning tokens.
    const int output = end.outputTokens + end.reasoningTokens;
    return Json{{"input_tokens", end.promptTokens},
                {"input_tokens_details", Json{{"cached_tokens", end.cachedTokens}}},
                {"output_tokens", output},
                {"output_tokens_details", Json{{"reasoning_tokens", end.reasoningTokens}}},
                {"total_tokens", end.promptTokens + output}};
}

std::string text(QByteArrayView bytes)
{
    return std::string(bytes.data(), std::size_t(bytes.size()));
}

} // namespace

OpenAiResponsesFormat::OpenAiResponsesFormat(LabStreamSetup setup)
    : LabStreamFormat(std::move(setup))
    , m_responseId(responseId("resp_lab"))
    , m_itemId(responseId("msg_lab"))
    , m_reasoningId(responseId("rs_lab"))
    , m_callItemId(responseId("fc_lab"))
{
}

QByteArray OpenAiResponsesFormat::event(const char *type, Json &&fields)
{
    Json event{{"type", type}, {"sequence_number", m_sequence++}};
    for (auto it = fields.begin(); it != fields.end(); ++it)
        event[it.key()] = std::move(it.value());
    return sseEvent(type, labJsonText(event));
}

Json OpenAiResponsesFormat::response(const char *status) const
{
    return Json{
        {"id", text(m_responseId)},
        {"object", "response"},
        {"created_at", m_setup.createdSecs},
        {"status", status},
        {"error", nullptr},
        {"incomplete_details", nullptr},
        {"model", text(m_setup.model)},
        {"output", Json::array()},
        {"usage", nullptr},
    };
}

Json OpenAiResponsesFormat::part(QByteArrayView partText) const
{
    return Json{{"type", "output_text"}, {"text", text(partText)}, {"annotations", Json::array()}};
}

Json OpenAiResponsesFormat::item(const char *status, QByteArrayView itemText) const
{
    Json content = Json::array();
    if (std::string_view(status) != "in_progress")
        content.push_back(part(itemText));
    return Json{{"id", text(m_itemId)},
                {"type", "message"},
                {"status", status},
                {"role", "assistant"},
                {"content", std::move(content)}};
}

QByteArray OpenAiResponsesFormat::prelude()
{
    // (One statement each: the events number themselves in the order they are made.)
    QByteArray bytes = event("response.created", Json{{"response", response("in_progress")}});
    bytes += event("response.in_progress", Json{{"response", response("in_progress")}});
    return bytes;
}

Json OpenAiResponsesFormat::reasoningItem(QByteArrayView summary, bool done) const
{
    Json parts = Json::array();
    if (done)
        parts.push_back(Json{{"type", "summary_text"}, {"text", text(summary)}});
    return Json{{"id", text(m_reasoningId)}, {"type", "reasoning"}, {"summary", std::move(parts)}};
}

Json OpenAiResponsesFormat::functionCallItem(const char *status, QByteArrayView arguments) const
{
    const LabToolCall &call = *m_setup.toolCall;
    return Json{{"id", text(m_callItemId)},
                {"type", "function_call"},
                {"status", status},
                {"arguments", text(arguments)},
                {"call_id", "call_lab" + text(call.callId)},
                {"name", text(call.name)}};
}

Json OpenAiResponsesFormat::outputItems(const char *status, QByteArrayView reasoning, QByteArrayView itemText) const
{
    Json items = Json::array();
    if (!reasoning.isEmpty())
        items.push_back(reasoningItem(reasoning, true));
    items.push_back(m_setup.toolCall ? functionCallItem(status, itemText) : item(status, itemText));
    return items;
}

QByteArray OpenAiResponsesFormat::toolCallPiece(int piece)
{
    QByteArray bytes;
    if (!m_itemAdded)
        bytes = openItem(functionCallItem("in_progress", {}));
    const QByteArray &fragment = m_setup.toolCall->pieces.at(std::size_t(piece));
    m_arguments += fragment;
    bytes += event("response.function_call_arguments.delta", Json{{"item_id", text(m_callItemId)},
                                                                  {"output_index", m_messageIndex},
                                                                  {"delta", text(fragment)}});
    return bytes;
}

QByteArray OpenAiResponsesFormat::functionCallDone()
{
    const char *itemStatus = m_setup.cutByMaxTokens ? "incomplete" : "completed";
    QByteArray bytes;
    if (m_itemAdded) {
        bytes += event("response.function_call_arguments.done",
                       Json{{"item_id", text(m_callItemId)}, {"output_index", m_messageIndex}, {"arguments", text(m_arguments)}});
        bytes += event("response.output_item.done",
                       Json{{"output_index", m_messageIndex}, {"item", functionCallItem(itemStatus, m_arguments)}});
    }
    return bytes;
}

QByteArray OpenAiResponsesFormat::reasoningDone()
{
    if (!m_reasoningAdded || m_reasoningDone)
        return {};
    m_reasoningDone = true;
    const Json reasoningPart{{"type", "summary_text"}, {"text", text(m_reasoning)}};
    QByteArray bytes = event("response.reasoning_summary_text.done", Json{{"item_id", text(m_reasoningId)},
                                                                          {"output_index", 0},
                                                                          {"summary_index", 0},
                                                                          {"text", text(m_reasoning)}});
    bytes += event("response.reasoning_summary_part.done",
                   Json{{"item_id", text(m_reasoningId)}, {"output_index", 0}, {"summary_index", 0}, {"part", reasoningPart}});
    bytes += event("response.output_item.done", Json{{"output_index", 0}, {"item", reasoningItem(m_reasoning, true)}});
    return bytes;
}

QByteArray OpenAiResponsesFormat::openItem(Json &&added)
{
    m_itemAdded = true;
    QByteArray bytes = reasoningDone();
    m_messageIndex = m_reasoningAdded ? 1 : 0;
    bytes += event("response.output_item.added", Json{{"output_index", m_messageIndex}, {"item", std::move(added)}});
    return bytes;
}

QByteArray OpenAiResponsesFormat::itemAdded()
{
    // The output item appears when the model starts to answer, not when the request is accepted.
    if (m_itemAdded)
        return {};
    QByteArray bytes = openItem(item("in_progress", {}));
    bytes += event("response.content_part.added", Json{{"item_id", text(m_itemId)},
                                                       {"output_index", m_messageIndex},
                                                       {"content_index", 0},
                                                       {"part", part({})}});
    return bytes;
}

QByteArray OpenAiResponsesFormat::deltaPrefix()
{
    return QByteArrayLiteral("event: response.output_text.delta\ndata: {\"type\":\"response.output_text.delta\","
                             "\"sequence_number\":")
        + QByteArray::number(m_sequence++) + QByteArrayLiteral(",\"item_id\":\"") + m_itemId
        + QByteArrayLiteral("\",\"output_index\":") + QByteArray::number(m_messageIndex)
        + QByteArrayLiteral(",\"content_index\":0,\"delta\":\"");
}

QByteArray OpenAiResponsesFormat::reasoningToken(QByteArrayView jsonSafeText)
{
    QByteArray bytes;
    if (!m_reasoningAdded) {
        m_reasoningAdded = true;
        bytes += event("response.output_item.added", Json{{"output_index", 0}, {"item", reasoningItem({}, false)}});
        bytes += event("response.reasoning_summary_part.added",
                       Json{{"item_id", text(m_reasoningId)},
                            {"output_index", 0},
                            {"summary_index", 0},
                            {"part", Json{{"type", "summary_text"}, {"text", ""}}}});
    }
    m_reasoning.append(jsonSafeText);
    QByteArray delta = QByteArrayLiteral("event: response.reasoning_summary_text.delta\ndata: "
                                         "{\"type\":\"response.reasoning_summary_text.delta\",\"sequence_number\":")
        + QByteArray::number(m_sequence++) + QByteArrayLiteral(",\"item_id\":\"") + m_reasoningId
        + QByteArrayLiteral("\",\"output_index\":0,\"summary_index\":0,\"delta\":\"");
    delta.append(jsonSafeText).append("\"}\n\n");
    return bytes + frame(delta);
}

QByteArray OpenAiResponsesFormat::token(QByteArrayView jsonSafeText)
{
    QByteArray bytes = itemAdded();
    m_text.append(jsonSafeText);
    QByteArray event = deltaPrefix();
    event.append(jsonSafeText).append("\",\"logprobs\":[]}\n\n");
    return bytes + frame(event);
}

QByteArray OpenAiResponsesFormat::tail(const LabStreamEnd &end)
{
    const bool cut = m_setup.cutByMaxTokens;
    const char *itemStatus = cut ? "incomplete" : "completed";
    if (m_setup.toolCall) {
        // (One statement each: the events number themselves in the order they are made.)
        QByteArray bytes = reasoningDone();
        bytes += functionCallDone();
        Json output = outputItems(itemStatus, m_reasoning, m_arguments);
        if (!m_itemAdded) // cut short before the call began: only the reasoning, if any
            output.erase(output.size() - 1);
        bytes += finished(end, std::move(output));
        return bytes;
    }
    QByteArray bytes = itemAdded();
    bytes += event("response.output_text.done", Json{{"item_id", text(m_itemId)},
                                                     {"output_index", m_messageIndex},
                                                     {"content_index", 0},
                                                     {"text", text(m_text)},
                                                     {"logprobs", Json::array()}});
    bytes += event("response.content_part.done", Json{{"item_id", text(m_itemId)},
                                                      {"output_index", m_messageIndex},
                                                      {"content_index", 0},
                                                      {"part", part(m_text)}});
    bytes += event("response.output_item.done", Json{{"output_index", m_messageIndex}, {"item", item(itemStatus, m_text)}});
    bytes += finished(end, outputItems(itemStatus, m_reasoning, m_text));
    return bytes;
}

QByteArray OpenAiResponsesFormat::finished(const LabStreamEnd &end, Json &&output)
{
    const bool cut = m_setup.cutByMaxTokens;
    Json done = response(cut ? "incomplete" : "completed");
    if (cut)
        done["incomplete_details"] = Json{{"reason", "max_output_tokens"}};
    done["output"] = std::move(output);
    done["usage"] = usage(end);
    return event(cut ? "response.incomplete" : "response.completed", Json{{"response", std::move(done)}});
}

QByteArray OpenAiResponsesFormat::streamError(bool namedEvent, const QString &message)
{
    if (namedEvent) {
        return event("error", Json{{"code", "server_error"}, {"message", message.toStdString()}, {"param", nullptr}});
    }
    Json failed = response("failed");
    failed["error"] = Json{{"code", "server_error"}, {"message", message.toStdString()}};
    return event("response.failed", Json{{"response", std::move(failed)}});
}

QByteArray OpenAiResponsesFormat::malformed()
{
    return frame(QByteArray(deltaPrefix() + "\n\n"));
}

QByteArray OpenAiResponsesFormat::wholeBody(QByteArrayView reasoning, QByteArrayView answer, const LabStreamEnd &end)
{
    const bool cut = m_setup.cutByMaxTokens;
    const char *itemStatus = cut ? "incomplete" : "completed";
    Json body = response(cut ? "incomplete" : "completed");
    if (cut)
        body["incomplete_details"] = Json{{"reason", "max_output_tokens"}};
    body["output"] = outputItems(itemStatus, reasoning, answer);
    body["usage"] = usage(end);
    return labJsonText(body);
}

} // namespace ttft
