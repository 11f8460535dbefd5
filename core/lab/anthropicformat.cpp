#include "anthropicformat.h"

#include "laberrorbodies.h"

#include <nlohmann/json.hpp>

namespace ttft {

namespace {

using Json = nlohmann::ordered_json;

constexpr QByteArrayView kDeltaPrefix(
    "event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"");

Json usage(const LabStreamEnd &end)
{
    // Anthropic counts cache reads apart from input_tokens.
    return Json{{"input_tokens", end.promptTokens - end.cachedTokens},
                {"cache_creation_input_tokens", 0},
                {"cache_read_input_tokens", end.cachedTokens},
                {"output_tokens", end.outputTokens}};
}

} // namespace

AnthropicFormat::AnthropicFormat(LabStreamSetup setup)
    : LabStreamFormat(std::move(setup))
{
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
    return sseEvent("message_start", labJsonText(Json{{"type", "message_start"}, {"message", message}}))
        + sseEvent("content_block_start",
                   labJsonText(Json{{"type", "content_block_start"},
                                    {"index", 0},
                                    {"content_block", Json{{"type", "text"}, {"text", ""}}}}))
        + sseEvent("ping", "{\"type\":\"ping\"}");
}

QByteArray AnthropicFormat::token(QByteArrayView jsonSafeText)
{
    QByteArray event;
    event.reserve(kDeltaPrefix.size() + jsonSafeText.size() + 8);
    event.append(kDeltaPrefix).append(jsonSafeText).append("\"}}\n\n");
    return frame(event);
}

QByteArray AnthropicFormat::tail(const LabStreamEnd &end)
{
    return sseEvent("content_block_stop", "{\"type\":\"content_block_stop\",\"index\":0}")
        + sseEvent("message_delta",
                   labJsonText(Json{{"type", "message_delta"},
                                    {"delta", Json{{"stop_reason", stopReason()}, {"stop_sequence", nullptr}}},
                                    {"usage", usage(end)}}))
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

QByteArray AnthropicFormat::wholeBody(QByteArrayView answer, const LabStreamEnd &end)
{
    return labJsonText(Json{
        {"id", responseId("msg_lab").toStdString()},
        {"type", "message"},
        {"role", "assistant"},
        {"model", m_setup.model.toStdString()},
        {"content", Json::array({Json{{"type", "text"}, {"text", answer.toByteArray().toStdString()}}})},
        {"stop_reason", stopReason()},
        {"stop_sequence", nullptr},
        {"usage", usage(end)},
    });
}

} // namespace ttft
