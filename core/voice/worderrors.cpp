#include "worderrors.h"

#include <algorithm>
#include <utility>

namespace ttft {

namespace {

// One code point of UTF-8 at `at` (its length in `length`); a malformed byte is taken alone as
// U+FFFD.
char32_t decodeAt(std::string_view text, std::size_t at, std::size_t &length)
{
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned lead = byte(at);
    std::size_t count = lead < 0x80 ? 1 : (lead >> 5) == 6 ? 2 : (lead >> 4) == 14 ? 3 : (lead >> 3) == 30 ? 4 : 0;
    if (count == 0 || at + count > text.size()) {
        length = 1;
        return 0xFFFD;
    }
    char32_t value = count == 1 ? lead : lead & (0x7F >> count);
    for (std::size_t i = 1; i < count; ++i) {
        if ((byte(at + i) & 0xC0) != 0x80) {
            length = 1;
            return 0xFFFD;
        }
        value = value << 6 | (byte(at + i) & 0x3F);
    }
    length = count;
    return value;
}

bool isCjk(char32_t c)
{
    return (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x20000 && c <= 0x2FA1F)
        || (c >= 0x3040 && c <= 0x30FF) || (c >= 0xAC00 && c <= 0xD7AF) || (c >= 0xF900 && c <= 0xFAFF);
}

bool isPunctuation(char32_t c)
{
    if (c < 0x80)
        return c != '\'' && ((c >= 0x21 && c <= 0x2F) || (c >= 0x3A && c <= 0x40) || (c >= 0x5B && c <= 0x60)
                             || (c >= 0x7B && c <= 0x7E));
    return (c >= 0x3000 && c <= 0x303F) || (c >= 0xFF00 && c <= 0xFF0F) || (c >= 0xFF1A && c <= 0xFF20)
        || (c >= 0x2010 && c <= 0x206F) || c == 0xFF5E || c == 0xFF5B || c == 0xFF5D;
}

bool isSpace(char32_t c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' || c == 0x3000 || c == 0xA0;
}

} // namespace

std::optional<double> WordErrors::rate() const
{
    if (referenceWords <= 0)
        return std::nullopt;
    return double(substitutions + deletions + insertions) / double(referenceWords);
}

std::vector<std::string> comparisonWords(std::string_view text)
{
    std::vector<std::string> words;
    std::string word;
    const auto flush = [&] {
        if (!word.empty())
            words.push_back(std::exchange(word, {}));
    };
    for (std::size_t at = 0; at < text.size();) {
        std::size_t length = 1;
        const char32_t c = decodeAt(text, at, length);
        const std::string_view bytes = text.substr(at, length);
        at += length;
        if (isSpace(c) || isPunctuation(c)) {
            flush();
        } else if (isCjk(c)) {
            flush();
            words.emplace_back(bytes);
        } else if (c < 0x80) {
            word += char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
        } else {
            word += bytes;
        }
    }
    flush();
    return words;
}

std::optional<WordErrors> wordErrors(std::string_view reference, std::string_view hypothesis, std::size_t maxWords)
{
    const std::vector<std::string> ref = comparisonWords(reference);
    const std::vector<std::string> hyp = comparisonWords(hypothesis);
    if (ref.size() > maxWords || hyp.size() > maxWords)
        return std::nullopt;
    // Levenshtein over words, one row at a time, keeping per cell the (S, D, I) of a cheapest path
    // (ties: substitution, then deletion, then insertion, as jiwer's alignment).
    struct Cell {
        std::int64_t cost = 0, s = 0, d = 0, i = 0;
    };
    std::vector<Cell> previous(hyp.size() + 1), current(hyp.size() + 1);
    for (std::size_t j = 0; j <= hyp.size(); ++j)
        previous[j] = {std::int64_t(j), 0, 0, std::int64_t(j)};
    for (std::size_t r = 1; r <= ref.size(); ++r) {
        current[0] = {std::int64_t(r), 0, std::int64_t(r), 0};
        for (std::size_t j = 1; j <= hyp.size(); ++j) {
            const Cell &diagonal = previous[j - 1];
            Cell best = diagonal;
            if (ref[r - 1] != hyp[j - 1]) {
                ++best.cost;
                ++best.s;
            }
            Cell deletion = previous[j];
            ++deletion.cost;
            ++deletion.d;
            if (deletion.cost < best.cost)
                best = deletion;
            Cell insertion = current[j - 1];
            ++insertion.cost;
            ++insertion.i;
            if (insertion.cost < best.cost)
                best = insertion;
            current[j] = best;
        }
        std::swap(previous, current);
    }
    const Cell &last = previous[hyp.size()];
    return WordErrors{last.s, last.d, last.i, std::int64_t(ref.size())};
}

} // namespace ttft
