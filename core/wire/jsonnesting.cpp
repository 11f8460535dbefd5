#include "jsonnesting.h"

namespace ttft {

std::optional<std::size_t> excessiveJsonNesting(std::string_view text, int maxDepth)
{
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i; // the escaped character, whatever it is
            else if (c == '"')
                inString = false;
            continue;
        }
        switch (c) {
        case '"':
            inString = true;
            break;
        case '[':
        case '{':
            if (++depth > maxDepth)
                return i;
            break;
        case ']':
        case '}':
            if (depth > 0)
                --depth;
            break;
        default:
            break;
        }
    }
    return std::nullopt;
}

nlohmann::json parseJsonBounded(std::string_view text, bool ignoreComments)
{
    if (excessiveJsonNesting(text))
        return nlohmann::json(nlohmann::json::value_t::discarded);
    return nlohmann::json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false, ignoreComments);
}

std::string jsonStringMember(const nlohmann::json &value, const char *key)
{
    const auto it = value.is_object() ? value.find(key) : value.end();
    return it != value.end() && it->is_string() ? it->get<std::string>() : std::string();
}

} // namespace ttft
