#pragma once

#include <nlohmann/json.hpp>

#include <string>

namespace ttft {

// Pieces of request-body building that several dialects share. Requests arrive in the OpenAI Chat
// Completions shape (ChatRequest::messages, tools in extraBody); dialects for other APIs translate.

// Merges `extraBody` into the top level of `body`: a key replaces the built one, a null removes it
// (as a JSON merge patch does at the top level), so a profile can both add and drop fields.
void applyExtraBody(nlohmann::json &body, const nlohmann::json &extraBody);

// The text of a chat message's `content`: a string as it is, an array of parts as the concatenation
// of its text parts (`text`, `input_text`, `output_text`), anything else as "".
std::string contentText(const nlohmann::json &content);

// The role of a chat message ("" when absent or not a string).
std::string messageRole(const nlohmann::json &message);

// A tool definition in the Chat Completions shape ({"type":"function","function":{name, ...}}):
// returns its `function` object, or nullptr for anything else (a dialect-native tool).
const nlohmann::json *chatFunctionTool(const nlohmann::json &tool);

} // namespace ttft
