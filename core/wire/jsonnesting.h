#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace ttft {

// Deeper than this, JSON from a peer or a file is refused. Parsing is iterative, but dumping a
// value, comparing it or walking it recurses once per level: 100,000 nested arrays (100 KB, one
// SSE event) overflowed the stack in jsonDumpSafe. No API or file of ours nests past a dozen.
inline constexpr int kMaxJsonDepth = 256;

// The byte offset of the bracket that opens nesting level maxDepth + 1 in `text` (arrays and
// objects; brackets inside strings do not count), or nullopt when `text` stays within it. A scan
// without allocation, cheap next to the parse it guards; it does not validate the JSON.
std::optional<std::size_t> excessiveJsonNesting(std::string_view text, int maxDepth = kMaxJsonDepth);

// Parses `text` without throwing: a discarded value (is_discarded()) when it is not JSON or nests
// deeper than kMaxJsonDepth. Every JSON a peer or a file hands us is read through this or
// parseJsonLenient (wirejson.h).
nlohmann::json parseJsonBounded(std::string_view text, bool ignoreComments = false);

// The string member `key` of `value`, or "" when `value` is no object or the member no string.
std::string jsonStringMember(const nlohmann::json &value, const char *key);

} // namespace ttft
