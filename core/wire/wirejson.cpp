#include "wirejson.h"

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
    // allow_exceptions=false: a parse error yields a discarded value; nothing is thrown.
    return nlohmann::json::parse(data.begin(), data.end(), nullptr, false);
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
