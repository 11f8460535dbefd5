#pragma once

#include "streamevent.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ttft {

// Small builders the dialects share.

StreamEvent makeEvent(EventKind kind, std::string text = {}, int choice = 0);

// Indexes (choices, content blocks, output items) come from the wire. One above this is
// implausible and reads as `fallback` (counted, never stored), so that a hostile value cannot size
// a container downstream.
inline constexpr std::int64_t kMaxWireIndex = 1 << 16;
int plausibleIndex(const std::optional<std::int64_t> &index, int fallback);

// An Error from an `error` member. Objects give `message` and the most specific textual kind they
// carry (Gemini `status`, OpenAI-style `type`), else their numeric `code`; a plain string (Ollama,
// TGI) is the message, with the kind in a sibling `error_type` or `code` of `whole`. `raw` is kept
// as received.
StreamEvent errorEvent(const nlohmann::json &error, const nlohmann::json &whole, std::string_view raw);

// For a payload that is no JSON object: appends Other for a blank keep-alive or a JSON value that is
// not an object, an Error "malformed" for bytes that do not parse, and returns true. Returns false
// (appending nothing) for an object, which the dialect then reads.
bool classifyNonObject(const nlohmann::json &payload, std::string_view data, std::vector<StreamEvent> &out);

// The opening of a JSON-per-event dialect's classify() (Gemini, TGI, llama.cpp): an `event: error`
// frame is an Error from its `error` member (else the whole payload, else the raw text); a payload
// that is no object is classifyNonObject's; an `error` member of an ordinary event is an Error too.
// Returns false when the event needs nothing more, true with `payload` parsed for the dialect to
// read on.
bool openJsonEvent(std::string_view type, std::string_view data, nlohmann::json &payload, std::vector<StreamEvent> &out);

// A tool call's arguments as text: a string as it is, anything else as compact JSON.
std::string argumentsText(const nlohmann::json *arguments);

} // namespace ttft
