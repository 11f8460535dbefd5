#pragma once

#include "streamevent.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace ttft {

// Small builders the DOM-reading dialects (Gemini, Ollama, llama.cpp, TGI) share.

StreamEvent makeEvent(EventKind kind, std::string text = {}, int choice = 0);

// An Error from an `error` member. Objects give `message` and the most specific textual kind they
// carry (Gemini `status`, OpenAI-style `type`), else their numeric `code`; a plain string (Ollama,
// TGI) is the message, with the kind in a sibling `error_type` or `code` of `whole`. `raw` is kept
// as received.
StreamEvent errorEvent(const nlohmann::json &error, const nlohmann::json &whole, std::string_view raw);

// For a payload that is no JSON object: appends Other for a blank keep-alive or a JSON value that is
// not an object, an Error "malformed" for bytes that do not parse, and returns true. Returns false
// (appending nothing) for an object, which the dialect then reads.
bool classifyNonObject(const nlohmann::json &payload, std::string_view data, std::vector<StreamEvent> &out);

// A tool call's arguments as text: a string as it is, anything else as compact JSON.
std::string argumentsText(const nlohmann::json *arguments);

} // namespace ttft
