#pragma once

#include <cstddef>
#include <string_view>

namespace ttft {

// The length of the longest prefix of `text` that is at most `maxBytes` long and ends on a UTF-8
// character boundary: a cap that cuts text never splits a character.
inline std::size_t utf8PrefixLength(std::string_view text, std::size_t maxBytes)
{
    std::size_t keep = maxBytes < text.size() ? maxBytes : text.size();
    while (keep < text.size() && keep > 0 && (static_cast<unsigned char>(text[keep]) & 0xC0) == 0x80)
        --keep;
    return keep;
}

} // namespace ttft
