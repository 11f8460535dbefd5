#pragma once

#include <nlohmann/json.hpp>

#include <string>

namespace ttft {

// Text views of an OpenAI-style messages array, for wire formats that do not take one: Gemini wants
// parts, Ollama's /api/generate, llama.cpp's /completion and TGI's /generate_stream want one prompt.

// The text of one message: `content` as a string, or the `text` of its parts when it is an array
// (parts without text, images say, are left out). Empty for anything else.
std::string messageText(const nlohmann::json &message);

// True for the roles that set instructions rather than take a turn ("system", "developer").
bool isSystemRole(const nlohmann::json &message);

// The text of every system message, joined by a blank line.
std::string systemText(const nlohmann::json &messages);

// One prompt for an endpoint that takes plain text. A conversation of a single user message is that
// message verbatim, so the prompt the workload sized is the prompt the model reads. Anything else
// becomes a readable transcript, one "Role: text" block per message separated by blank lines and
// ending with "Assistant:" so that a raw completion model answers as the assistant (unless the last
// message is the assistant's, whose words are then continued):
//     System: Be brief.
//
//     User: Hi
//
//     Assistant:
// System messages are part of it only when `includeSystem` (endpoints with no field of their own).
std::string plainPrompt(const nlohmann::json &messages, bool includeSystem);

} // namespace ttft
