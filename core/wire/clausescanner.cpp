#include "clausescanner.h"

namespace ttft {

namespace {

bool isAsciiStop(char32_t cp)
{
    return cp == U'.' || cp == U'!' || cp == U'?' || cp == U';' || cp == U',';
}

bool isFullWidthStop(char32_t cp)
{
    return cp == U'\u3002' || cp == U'\uFF01' || cp == U'\uFF1F' || cp == U'\uFF1B' || cp == U'\uFF0C';
}

bool isSpace(char32_t cp)
{
    return cp == U' ' || cp == U'\t' || cp == U'\n' || cp == U'\r' || cp == U'\v' || cp == U'\f'
        || cp == U'\u00A0' || cp == U'\u3000';
}

} // namespace

bool ClauseScanner::feed(std::string_view text)
{
    for (const char c : text) {
        if (m_found)
            break;
        const auto byte = static_cast<unsigned char>(c);
        if ((byte & 0xC0) == 0x80) {
            if (m_continuationLeft > 0) {
                m_partial = (m_partial << 6) | (byte & 0x3F);
                if (--m_continuationLeft == 0)
                    onCodePoint(m_partial);
            }
            continue; // a stray continuation byte belongs to no character
        }
        if (m_continuationLeft > 0) { // truncated sequence: count it as one (replacement) character
            m_continuationLeft = 0;
            onCodePoint(U'\uFFFD');
            if (m_found)
                break;
        }
        if (byte < 0x80) {
            onCodePoint(byte);
        } else if ((byte & 0xE0) == 0xC0) {
            m_partial = byte & 0x1F;
            m_continuationLeft = 1;
        } else if ((byte & 0xF0) == 0xE0) {
            m_partial = byte & 0x0F;
            m_continuationLeft = 2;
        } else if ((byte & 0xF8) == 0xF0) {
            m_partial = byte & 0x07;
            m_continuationLeft = 3;
        } else {
            onCodePoint(U'\uFFFD');
        }
    }
    return m_found;
}

void ClauseScanner::onCodePoint(char32_t cp)
{
    if ((m_afterAsciiStop && isSpace(cp)) || isFullWidthStop(cp)) {
        m_found = true;
        return;
    }
    m_afterAsciiStop = isAsciiStop(cp);
    ++m_codePoints;
    if (m_clauseChars > 0 && m_codePoints >= m_clauseChars)
        m_found = true;
}

std::string_view firstSpeakableClause(std::string_view text, int clauseChars)
{
    ClauseScanner scanner(clauseChars);
    std::size_t end = text.size();
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (scanner.feed(text.substr(i, 1))) {
            end = i + 1;
            break;
        }
    }
    while (end > 0 && (text[end - 1] == ' ' || text[end - 1] == '\t' || text[end - 1] == '\n' || text[end - 1] == '\r'))
        --end;
    return text.substr(0, end);
}

std::int64_t codePointCount(std::string_view text)
{
    std::int64_t count = 0;
    for (const char c : text)
        count += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
    return count;
}

} // namespace ttft
