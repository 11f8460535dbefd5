#pragma once

#include <cstdint>
#include <string_view>

namespace ttft {

// The length rule's default, shared by the client (StreamMeter::Options::clauseChars) and the lab
// server's truth (LabTruth::firstSentenceWrittenNs), so both draw the line at the same place.
inline constexpr int kDefaultClauseChars = 40;

// Decides, incrementally, when streamed answer text first holds a speakable clause (TTFS): a
// full-width CJK stop 。！？；， counts at once; an ASCII . ! ? ; , counts once whitespace follows
// it (so "3.5" and "U.S." mid-word do not); or the text reaches `clauseChars` code points.
// Works on UTF-8 bytes that may arrive split anywhere, keeps no copy of the text.
class ClauseScanner
{
public:
    explicit ClauseScanner(int clauseChars = kDefaultClauseChars) : m_clauseChars(clauseChars) {}

    // Returns true once the text fed so far holds a clause; it stays true.
    bool feed(std::string_view text);
    bool found() const { return m_found; }
    // Code points seen before the clause was found (counting stops there).
    std::int64_t codePoints() const { return m_codePoints; }

private:
    void onCodePoint(char32_t cp);

    int m_clauseChars;
    std::int64_t m_codePoints = 0;
    char32_t m_partial = 0;      // code point being assembled from a multi-byte sequence
    int m_continuationLeft = 0;  // continuation bytes still expected for m_partial
    bool m_afterAsciiStop = false;
    bool m_found = false;
};

// The first speakable clause of `text` by the same rule: the text up to and including the character
// that completed it (trailing whitespace left out), or all of `text` when it holds none (a short
// answer, complete and so speakable as it is). What a voice pipeline sends to its TTS.
std::string_view firstSpeakableClause(std::string_view text, int clauseChars = kDefaultClauseChars);

// Code points in UTF-8 `text` (continuation bytes are not counted).
std::int64_t codePointCount(std::string_view text);

} // namespace ttft
