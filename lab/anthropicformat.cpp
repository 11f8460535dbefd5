#include "anthropicformat.h"

#include "laberrorbodies.h"

#include <nlohmann/json.hpp>

namespace ttft {

namespace {

using Json = nlohmann::ordered_json;

constexpr QByteArrayView kDeltaPrefix(
    "event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"");
constexpr QByteArrayView kTextDeltaAfterIndex(",\"delta\":{\"type\":\"text_delta\",\"text\":\"");
constexpr QByteArrayView kThinkingDeltaPrefix(
    "event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"thinking_delta\",\"thinking\":\"");

Json usage(const LabStreamEnd &end, bool thinks)
{
    // Anthropic counts cache reads apart from input_tokens, and thinking within output_tokens.
    Json usage{{"input_tokens", end.promptTokens - end.cachedTokens},
               {"cache_creation_input_tokens", 0},
               {"cache_read_input_tokens", end.cachedTokens},
               {"output_tokens", end.outputTokens + end.reasoningTokens}};
    if (thinks)
        usage["output_tokens_details"] = Json{{"thinking_tokens", end.reasoningTokens}};
    return usage;
}

} // namespace

AnthropicFormat::AnthropicFormat(LabStreamSetup setup)
    : LabStreamFormat(std::move(setup))
    , m_textIndex(thinks() ? 1 : 0)
    , m_textOpen(!thinks() && !m_setup.toolCall)
{
}

std::string AnthropicFormat::toolUseId() const
{
    return "toolu_lab" + m_setup.toolCall->callId.toStdString();
}

QByteArray AnthropicFormat::signature() const
{
    // Opaque to clients; the real one is a base64 blob that lets the thinking be sent back.
    return QByteArrayLiteral("bGFi") + responseId("").toBase64();
}

QByteArray AnthropicFormat::closeThinkingBlock() const
{
    const QByteArray signatureJson = labJsonText(
        Json{{"type", "content_block_delta"},
             {"index", 0},
             {"delta", Json{{"type", "signature_delta"}, {"signature", signature().toStdString()}}}});
    return sseEvent("content_block_delta", signatureJson)
        + sseEvent("content_block_stop", "{\"type\":\"content_block_stop\",\"index\":0}");
}

QByteArray AnthropicFormat::toolCallPiece(int piece)
{
    QByteArray bytes;
    if (!m_toolOpen) {
        m_toolOpen = true;
        if (thinks())
            bytes += closeThinkingBlock();
        bytes += sseEvent("content_block_start",
                          labJsonText(Json{{"type", "content_block_start"},
                                           {"index", m_textIndex},
                                           {"content_block", Json{{"type", "tool_use"},
                                                                  {"id", toolUseId()},
                                                                  {"name", m_setup.toolCall->name.toStdString()},
                                                                  {"input", Json::object()}}}}));
    }
    const QByteArray &fragment = m_setup.toolCall->pieces.at(std::size_t(piece));
    bytes += sseEvent("content_block_delta",
                      labJsonText(Json{{"type", "content_block_delta"},
                                       {"index", m_textIndex},
                                       {"delta", Json{{"type", "input_json_delta"}, {"partial_json", fragment.toStdString()}}}}));
    return bytes;
}

QByteArray AnthropicFormat::openTextBlock()
{
    if (m_textOpen)
        return {};
    m_textOpen = true;
    return closeThinkingBlock()
        + sseEvent("content_block_start",
                   labJsonText(Json{{"type", "content_block_start"},
                                    {"index", m_textIndex},
                                    {"content_block", Json{{"type", "text"}, {"text", ""}}}}));
}

QByteArray AnthropicFormat::prelude()
{
    // The prompt's cache hits are known only once the request leaves the queue, after this:
    // message_start counts the whole prompt, message_delta gives the split.
    const Json message{
        {"id", responseId("msg_lab").toStdString()},
        {"type", "message"},
        {"role", "assistant"},
        {"model", m_setup.model.toStdString()},
        {"content", Json::array()},
        {"stop_reason", nullptr},
        {"stop_sequence", nullptr},
        {"usage", Json{{"input_tokens", m_setup.promptTokens}, {"output_tokens", 1}}},
    };
    // A forced tool call opens its own block when it starts (toolCallPiece()).
    const QByteArray firstBlock = !thinks() && m_setup.toolCall
        ? QByteArray()
        : sseEvent("content_block_start",
                   labJsonText(Json{{"type", "content_block_start"},
                                    {"index", 0},
                                    {"content_block", thinks() ? Json{{"type", "thinking"}, {"thinking", ""}, {"signature", ""}}
                                                               : Json{{"type", "text"}, {"text", ""}}}}));
    return sseEvent("message_start", labJsonText(Json{{"type", "message_start"}, {"message", message}})) + firstBlock
        + sseEvent("ping", "{\"type\":\"ping\"}");
}

QByteArray AnthropicFormat::reasoningToken(QByteArrayView jsonSafeText)
{
    QByteArray event;
    event.reserve(kThinkingDeltaPrefix.size() + jsonSafeText.size() + 8);
    event.append(kThinkingDeltaPrefix).append(jsonSafeText).append("\"}}\n\n");
    return frame(event);
}

QByteArray AnthropicFormat::token(QByteArrayView jsonSafeText)
{
    QByteArray bytes = openTextBlock();
    QByteArray event;
    if (m_textIndex == 0) {
        event.reserve(kDeltaPrefix.size() + jsonSafeText.size() + 8);
        event.append(kDeltaPrefix);
    } else {
        event.append("event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":")
            .append(QByteArray::number(m_textIndex))
            .append(kTextDeltaAfterIndex);
    }
    event.append(jsonSafeText).append("\"}}\n\n");
    return bytes + frame(event);
}

QByteArray AnthropicFormat::tail(const LabStreamEnd &end)
{
    // Cut short while thinking (max_tokens): the thinking block is the last one. A tool call cut
    // before it began, without thinking, has no block at all.
    const bool answered = m_textOpen || m_toolOpen;
    const int lastBlock = answered ? m_textIndex : 0;
    const QByteArray blockStop
        = QByteArrayLiteral("{\"type\":\"content_block_stop\",\"index\":") + QByteArray::number(lastBlock) + '}';
    return (answered || thinks() ? sseEvent("content_block_stop", blockStop) : QByteArray())
        + sseEvent("message_delta",
                   labJsonText(Json{{"type", "message_delta"},
                                    {"delta", Json{{"stop_reason", stopReason()}, {"stop_sequence", nullptr}}},
                                    {"usage", usage(end, thinks())}}))
        + sseEvent("message_stop", "{\"type\":\"message_stop\"}");
}

QByteArray AnthropicFormat::streamError(bool, const QString &message)
{
    // Anthropic has one shape for errors in a stream, whichever fault asked for it.
    return sseEvent("error", labJsonText(Json{{"type", "error"},
                                              {"error", Json{{"type", "overloaded_error"},
                                                             {"message", message.toStdString()}}}}));
}

QByteArray AnthropicFormat::malformed()
{
    return frame(QByteArray(kDeltaPrefix.toByteArray() + "\n\n"));
}

QByteArray AnthropicFormat::wholeBody(QByteArrayView reasoning, QByteArrayView answer, const LabStreamEnd &end)
{
    Json content = Json::array();
    if (!reasoning.isEmpty()) {
        content.push_back(Json{{"type", "thinking"},
                               {"thinking", reasoning.toByteArray().toStdString()},
                               {"signature", signature().toStdString()}});
    }
    if (m_setup.toolCall) {
        // The input as an object (a call cut short by max_tokens is not JSON yet: empty).
        Json input = Json::parse(answer.toByteArray().toStdString(), nullptr, false);
        content.push_back(Json{{"type", "tool_use"},
                               {"id", toolUseId()},
                               {"name", m_setup.toolCall->name.toStdString()},
                               {"input", input.is_object() ? std::move(input) : Json::object()}});
    } else {
        content.push_back(Json{{"type", "text"}, {"text", answer.toByteArray().toStdString()}});
    }
    return labJsonText(Json{
        {"id", responseId("msg_lab").toStdString()},
        {"type", "message"},
        {"role", "assistant"},
        {"model", m_setup.model.toStdString()},
        {"content", std::move(content)},
        {"stop_reason", stopReason()},
        {"stop_sequence", nullptr},
        {"usage", usage(end, thinks())},
    });
}

} // namespace ttft
