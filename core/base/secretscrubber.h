#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_set>

namespace ttft {

// Finds an API key in text a server sent back, whole or in pieces: any run of 8 or more of its
// characters in a row (a key cut by a 300-character message cap or a 2,048-byte head cap still
// leaks its first 18 characters), and the same in its base64 forms (a server that echoes an
// Authorization: Basic header). Keys under 8 characters are left alone: they would match
// ordinary text.
class SecretScrubber
{
public:
    static constexpr std::size_t kFragment = 8;

    explicit SecretScrubber(std::string_view secret);

    bool empty() const { return m_grams.empty(); }
    // Replaces each run of text covered by fragments of the secret with "[redacted]".
    void scrub(std::string &text) const;
    // True when `text` holds a fragment of kFragment characters or more.
    bool leaks(std::string_view text) const;

private:
    void addGrams(std::string_view text);

    std::unordered_set<std::uint64_t> m_grams; // every kFragment-byte window of the secret's forms
};

} // namespace ttft
