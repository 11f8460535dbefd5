#pragma once

#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>

namespace ttft {

// `text` with its ASCII letters in lower case (other bytes, UTF-8 included, unchanged): header
// names, content types and error words compared without regard to case.
inline std::string lowerCase(std::string_view text)
{
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return lower;
}

} // namespace ttft
