#pragma once

#include "labdialect.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace ttft {

// A request that makes the model call a tool, read in its dialect's terms (labdialectrequest.h):
//   openai-chat       tools[].function, tool_choice "required" or {"type":"function","function":{"name"}}
//   openai-responses  tools[] ({"type":"function","name",…}), tool_choice "required" or {"type":"function","name"}
//   anthropic         tools[] ({name, input_schema}), tool_choice {"type":"any"} or {"type":"tool","name"}
//   gemini            tools[].functionDeclarations, toolConfig.functionCallingConfig.mode "ANY"
//                     (allowedFunctionNames: the first of them)
// The lab calls a tool only when the request forces one: under "auto" a real model decides from the
// conversation, which the lab cannot read, so it answers in text (as a model does once the tool's
// result is in).
struct LabToolAsk {
    QString name;            // the tool to call: the one named, else the first offered
    QJsonObject parameters;  // its JSON schema ("properties", "required")
    bool named = false;      // the request named this tool (not just "any tool")
};

// One tool call the lab makes: its id, the tool and the arguments as JSON text, cut into the
// token-sized fragments a stream carries them in (OpenAI's argument deltas are a few characters
// each, as are Anthropic's input_json_delta pieces). Each fragment is one decode step of the plan.
struct LabToolCall {
    QByteArray callId;                 // call_lab…, toolu_lab…
    QByteArray name;
    QByteArray arguments;              // compact JSON object (UTF-8)
    std::vector<QByteArray> pieces;    // arguments, in order, about kArgumentPieceBytes each (whole characters)
    bool named = false;

    static constexpr int kArgumentPieceBytes = 4; // about one token of JSON
};

// The call a model would make: an argument for each required property of the tool's schema (each
// property when none is required, at most 8), with plausible values of their type made from `seed`.
LabToolCall makeLabToolCall(const LabToolAsk &ask, std::uint64_t seed);

// Reads the forced tool of a request body in its dialect; nullopt when none is forced (no tools,
// "auto", "none", an unknown name) or the dialect has no tools in the lab.
std::optional<LabToolAsk> readForcedTool(LabDialect dialect, const QJsonObject &body);

// The tool definitions as the prompt carries them (a chat template renders them into it): their
// compact JSON, empty without tools. Counted as prompt tokens and cached with the prefix.
QString labToolsPromptText(LabDialect dialect, const QJsonObject &body);

} // namespace ttft
