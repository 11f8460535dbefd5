#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace ttft {

// Non-throwing field access for dialects. Wire payloads come from anywhere (and from a fuzzer), so a
// field of an unexpected type reads as absent instead of throwing.

// Parses `data`; returns a discarded value (is_discarded()) when it is not valid JSON or nests
// deeper than kMaxJsonDepth (jsonnesting.h).
nlohmann::json parseJsonLenient(std::string_view data);

// Why `data` did not parse, in words for a record: "JSON nested deeper than 256 levels", "not
// valid UTF-8 (byte N of M)", or "malformed JSON".
std::string whyNotJson(std::string_view data);

// The member `key` of `object` when `object` is an object holding that key, else nullptr.
const nlohmann::json *jsonMember(const nlohmann::json &object, const char *key);

// The string member `key`, or nullptr when absent or not a string.
const std::string *jsonString(const nlohmann::json &object, const char *key);

// A non-empty string member `key`, or nullptr.
const std::string *jsonNonEmptyString(const nlohmann::json &object, const char *key);

// An integral member (a float with an integral value is accepted; some servers send 12.0).
std::optional<std::int64_t> jsonInt(const nlohmann::json &object, const char *key);

// Scalar to text: strings as they are, numbers and booleans as JSON, null/absent as "".
std::string jsonScalarText(const nlohmann::json *value);

// Compact JSON text that never throws on invalid UTF-8 inside strings.
std::string jsonDumpSafe(const nlohmann::json &value);

} // namespace ttft
