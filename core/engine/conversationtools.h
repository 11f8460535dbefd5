#pragma once

#include "model/requestrecord.h"

#include <nlohmann/json.hpp>

#include <string>

namespace ttft {

// The tools of a conversation run's tool-call turns (model/conversationplan.h, toolEvery): what the
// home-services line's assistant (utterancecorpus.h, the voice template) would look up while the
// caller waits, in the Chat Completions shape the dialects translate (wire/requestbody.h).
nlohmann::json conversationTools();

// The `tool_choice` of a conversation request when the plan has tool-call turns. Every turn offers
// the tools, so that every prompt opens with the same tool definitions (servers render them before
// the messages, and a prefix cache keeps them): "none" on a plain turn, "required" on a tool-call
// turn's first request, "auto" on the follow-up that carries the result.
const char *conversationToolChoice(TurnLeg leg);

// What the waiting tool (no command) answers a call with: a small JSON result of the shape the tool
// promises, the same for the same call.
std::string cannedToolResult(const ToolCallRecord &call);

} // namespace ttft
