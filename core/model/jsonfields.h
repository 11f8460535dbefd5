#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

// Tolerant readers shared by the model's *FromJson functions. The JSON comes from files that may
// have been edited by hand, written by an older version or cut short by a crash, so nothing here
// throws: a missing key or a null keeps the field's default, a key of the wrong type keeps the
// default too and is reported once (the first problem) through `error`.
namespace ttft::jsonfields {

// The JSON type of `value` in words, for a message: "a string", "an object", "the integer 5".
inline std::string foundName(const nlohmann::json &value)
{
    switch (value.type()) {
    case nlohmann::json::value_t::string: return "a string";
    case nlohmann::json::value_t::boolean: return "a boolean";
    case nlohmann::json::value_t::array: return "an array";
    case nlohmann::json::value_t::object: return "an object";
    case nlohmann::json::value_t::number_integer:
    case nlohmann::json::value_t::number_unsigned: return "the integer " + value.dump();
    case nlohmann::json::value_t::number_float: return "the number " + value.dump();
    default: return "null";
    }
}

namespace detail {

template <typename T>
struct IsOptional : std::false_type {};
template <typename T>
struct IsOptional<std::optional<T>> : std::true_type {};

template <typename T>
struct IsVector : std::false_type {};
template <typename T>
struct IsVector<std::vector<T>> : std::true_type {};

inline void note(std::string *error, std::string_view key, std::string_view expected, const nlohmann::json &found)
{
    if (error && error->empty()) {
        error->append("\"").append(key).append("\": expected ").append(expected).append(", found ").append(foundName(found));
    }
}

template <typename T>
constexpr const char *typeName()
{
    if constexpr (std::is_same_v<T, bool>)
        return "a boolean";
    else if constexpr (std::is_same_v<T, std::string>)
        return "a string";
    else if constexpr (std::is_integral_v<T>)
        return "an integer in range";
    else if constexpr (std::is_floating_point_v<T>)
        return "a number";
    else if constexpr (IsVector<T>::value)
        return "an array";
    else
        return "a value";
}

// Converts one non-null value; false when its type does not fit T.
template <typename T>
bool convert(const nlohmann::json &value, T &out)
{
    if constexpr (std::is_same_v<T, nlohmann::json>) {
        out = value;
        return true;
    } else if constexpr (std::is_same_v<T, bool>) {
        if (!value.is_boolean())
            return false;
        out = value.get<bool>();
        return true;
    } else if constexpr (std::is_same_v<T, std::string>) {
        if (!value.is_string())
            return false;
        out = value.get_ref<const std::string &>();
        return true;
    } else if constexpr (std::is_integral_v<T>) {
        if (value.is_number_unsigned()) {
            const auto v = value.get<std::uint64_t>();
            if (v > std::uint64_t(std::numeric_limits<T>::max()))
                return false;
            out = T(v);
            return true;
        }
        if (!value.is_number_integer())
            return false;
        const auto v = value.get<std::int64_t>();
        if (v < std::int64_t(std::numeric_limits<T>::min()) || v > std::int64_t(std::numeric_limits<T>::max()))
            return false;
        out = T(v);
        return true;
    } else if constexpr (std::is_floating_point_v<T>) {
        if (!value.is_number())
            return false;
        out = value.get<T>();
        return true;
    } else if constexpr (IsVector<T>::value) {
        if (!value.is_array())
            return false;
        T items;
        items.reserve(value.size());
        for (const auto &element : value) {
            typename T::value_type item{};
            if (!convert(element, item))
                return false;
            items.push_back(std::move(item));
        }
        out = std::move(items);
        return true;
    } else {
        static_assert(!sizeof(T), "jsonfields::convert: unsupported field type");
    }
}

} // namespace detail

// object[key] when `object` is an object holding `key` with a value of T's type, else `fallback`:
// nlohmann's value() throws type_error on a wrong type ({"type": 5} in a journal aborted the
// tool). Never throws.
template <typename T>
T valueOr(const nlohmann::json &object, std::string_view key, T fallback)
{
    if (!object.is_object())
        return fallback;
    const auto it = object.find(key);
    if (it == object.end() || it->is_null())
        return fallback;
    T out = fallback;
    return detail::convert(*it, out) ? out : fallback;
}

// Reads object[key] into out. Returns false (and notes the problem) only for a wrong type.
template <typename T>
bool read(const nlohmann::json &object, std::string_view key, T &out, std::string *error)
{
    if (!object.is_object())
        return true;
    const auto it = object.find(key);
    if (it == object.end())
        return true;
    if constexpr (detail::IsOptional<T>::value) {
        if (it->is_null()) {
            out.reset();
            return true;
        }
        typename T::value_type value{};
        if (!detail::convert(*it, value)) {
            detail::note(error, key, detail::typeName<typename T::value_type>(), *it);
            return false;
        }
        out = std::move(value);
        return true;
    } else {
        if (it->is_null() && !std::is_same_v<T, nlohmann::json>)
            return true;
        if (!detail::convert(*it, out)) {
            detail::note(error, key, detail::typeName<T>(), *it);
            return false;
        }
        return true;
    }
}

// Runs a nested reader and puts where it was reading in front of the problem it found, when that
// is the first: `"name": expected a string` becomes `providers[2]: "name": expected a string`.
template <typename Read>
void within(std::string *error, std::string_view where, Read &&read)
{
    const bool hadProblem = error && !error->empty();
    read();
    if (error && !hadProblem && !error->empty())
        error->insert(0, std::string(where) + ": ");
}

// Writes an optional as the value or null.
template <typename T>
nlohmann::json valueOrNull(const std::optional<T> &value)
{
    return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

// Empty strings are written as null where "absent" is the meaning.
inline nlohmann::json stringOrNull(const std::string &value)
{
    return value.empty() ? nlohmann::json(nullptr) : nlohmann::json(value);
}

} // namespace ttft::jsonfields
