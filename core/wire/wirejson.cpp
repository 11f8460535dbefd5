#include "wirejson.h"

#include "jsonnesting.h"
#include "jsonscanner.h"

#include <cmath>
#include <limits>

namespace ttft {

nlohmann::json parseJsonLenient(std::string_view data)
{
    // A payload this large that the scanner cannot vouch for is not handed to nlohmann: its error
    // path copies and escapes the failing token byte by byte (a 1 MiB unterminated string cost
    // ~0.3 s per event in a debug build, stalling every other stream on the network thread). The
    // scanner declines only invalid JSON, nesting past JsonScanner::kMaxSkipDepth and numbers past
    // a double's range, none of which an API sends in a megabyte.
    constexpr std::size_t kVouchedFromBytes = 1024 * 1024;
    if (data.size() >= kVouchedFromBytes) {
        JsonScanner scanner(data);
        if (!scanner.skipValue() || !scanner.atEnd())
            return nlohmann::json(nlohmann::json::value_t::discarded);
    }
    // Nesting past kMaxJsonDepth is refused: every later dump or walk would recurse once per level.
    return parseJsonBounded(data);
}

namespace {

// The offset of the first byte that breaks UTF-8 (RFC 3629: no overlongs, no surrogates, nothing
// past U+10FFFF), or nullopt.
std::optional<std::size_t> invalidUtf8At(std::string_view text)
{
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        std::size_t length = 0;
        unsigned char low = 0x80, high = 0xBF;
        if (c < 0x80) {
            ++i;
            continue;
        } else if (c >= 0xC2 && c <= 0xDF) {
            length = 2;
        } else if (c >= 0xE0 && c <= 0xEF) {
            length = 3;
            low = c == 0xE0 ? 0xA0 : 0x80;
            high = c == 0xED ? 0x9F : 0xBF;
        } else if (c >= 0xF0 && c <= 0xF4) {
            length = 4;
            low = c == 0xF0 ? 0x90 : 0x80;
            high = c == 0xF4 ? 0x8F : 0xBF;
        } else {
            return i;
        }
        if (i + length > text.size())
            return i;
        for (std::size_t k = 1; k < length; ++k) {
            const auto next = static_cast<unsigned char>(text[i + k]);
            if (next < (k == 1 ? low : 0x80) || next > (k == 1 ? high : 0xBF))
                return i;
        }
        i += length;
    }
    return std::nullopt;
}

} // namespace

std::string whyNotJson(std::string_view data)
{
    if (excessiveJsonNesting(data))
        return "JSON nested deeper than " + std::to_string(kMaxJsonDepth) + " levels";
    if (const std::optional<std::size_t> at = invalidUtf8At(data))
        return "not valid UTF-8 (byte " + std::to_string(*at) + " of " + std::to_string(data.size()) + ")";
    return "malformed JSON";
}

const nlohmann::json *jsonMember(const nlohmann::json &object, const char *key)
{
    if (!object.is_object())
        return nullptr;
    const auto it = object.find(key);
    return it == object.end() ? nullptr : &*it;
}

const std::string *jsonString(const nlohmann::json &object, const char *key)
{
    const nlohmann::json *value = jsonMember(object, key);
    return value && value->is_string() ? &value->get_ref<const std::string &>() : nullptr;
}

const std::string *jsonNonEmptyString(const nlohmann::json &object, const char *key)
{
    const std::string *value = jsonString(object, key);
    return value && !value->empty() ? value : nullptr;
}

std::optional<std::int64_t> jsonInt(const nlohmann::json &object, const char *key)
{
    const nlohmann::json *value = jsonMember(object, key);
    if (!value)
        return std::nullopt;
    if (value->is_number_unsigned()) {
        const auto u = value->get<std::uint64_t>();
        if (u > std::uint64_t(std::numeric_limits<std::int64_t>::max()))
            return std::nullopt;
        return std::int64_t(u);
    }
    if (value->is_number_integer())
        return value->get<std::int64_t>();
    if (value->is_number_float()) {
        const double d = value->get<double>();
        // The range check keeps the conversion defined; 2^63 itself is out of range.
        if (std::isfinite(d) && d == std::floor(d) && d >= -9.2e18 && d <= 9.2e18)
            return std::int64_t(d);
    }
    return std::nullopt;
}

std::string jsonScalarText(const nlohmann::json *value)
{
    if (!value || value->is_null())
        return {};
    if (value->is_string())
        return value->get_ref<const std::string &>();
    return jsonDumpSafe(*value);
}

std::string jsonDumpSafe(const nlohmann::json &value)
{
    return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

} // namespace ttft
