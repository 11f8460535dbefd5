#include "secretscrubber.h"

#include <cstring>
#include <vector>

namespace ttft {

namespace {

std::uint64_t gramAt(const char *bytes)
{
    std::uint64_t gram = 0;
    std::memcpy(&gram, bytes, sizeof gram);
    return gram;
}

std::string base64(std::string_view bytes)
{
    static constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    std::uint32_t buffer = 0;
    int bits = 0;
    for (const unsigned char c : bytes) {
        buffer = (buffer << 8) | c;
        bits += 8;
        while (bits >= 6) {
            bits -= 6;
            out += kAlphabet[(buffer >> bits) & 0x3F];
        }
    }
    if (bits > 0)
        out += kAlphabet[(buffer << (6 - bits)) & 0x3F];
    return out;
}

} // namespace

SecretScrubber::SecretScrubber(std::string_view secret)
{
    static_assert(kFragment == sizeof(std::uint64_t), "a fragment is one 64-bit window");
    if (secret.size() < kFragment)
        return;
    addGrams(secret);
    // Base64 of the key after 0, 1 or 2 other bytes: the key lands at each alignment. Only the
    // characters made of the key's bits alone count (the first one or two of the shifted forms mix
    // in the bytes before it, the last one or two the padding).
    for (int shift = 0; shift < 3; ++shift) {
        const std::string encoded = base64(std::string(std::size_t(shift), '\0') + std::string(secret));
        const std::size_t skip = shift == 0 ? 0 : std::size_t(shift) + 1;
        if (encoded.size() > skip + 2)
            addGrams(std::string_view(encoded).substr(skip, encoded.size() - skip - 2));
    }
}

void SecretScrubber::addGrams(std::string_view text)
{
    for (std::size_t i = 0; i + kFragment <= text.size(); ++i)
        m_grams.insert(gramAt(text.data() + i));
}

bool SecretScrubber::leaks(std::string_view text) const
{
    if (m_grams.empty())
        return false;
    for (std::size_t i = 0; i + kFragment <= text.size(); ++i) {
        if (m_grams.count(gramAt(text.data() + i)))
            return true;
    }
    return false;
}

void SecretScrubber::scrub(std::string &text) const
{
    if (m_grams.empty() || text.size() < kFragment)
        return;
    // Mark every byte a fragment covers, then replace each marked run once.
    std::vector<bool> covered;
    std::size_t coverEnd = 0;
    for (std::size_t i = 0; i + kFragment <= text.size(); ++i) {
        if (!m_grams.count(gramAt(text.data() + i)))
            continue;
        if (covered.empty())
            covered.assign(text.size(), false);
        for (std::size_t k = std::max(i, coverEnd); k < i + kFragment; ++k)
            covered[k] = true;
        coverEnd = i + kFragment;
    }
    if (covered.empty())
        return;
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        if (!covered[i]) {
            out += text[i++];
            continue;
        }
        out += "[redacted]";
        while (i < text.size() && covered[i])
            ++i;
    }
    text = std::move(out);
}

} // namespace ttft
