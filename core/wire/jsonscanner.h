#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace ttft {

// A string token as it stands between its quotes. Its value is `raw` itself unless `escaped`, when
// the backslash escapes must be decoded; either way appendTo() gives the value. An escape always
// decodes to at least one byte, so empty() is the value's emptiness.
struct JsonStringToken {
    std::string_view raw;
    bool escaped = false;

    bool empty() const { return raw.empty(); }
    void appendTo(std::string &out) const;
    void assignTo(std::string &out) const
    {
        out.clear();
        appendTo(out);
    }
};

struct JsonNumberToken {
    bool integral = false; // no fraction, no exponent
    bool exact = false;    // integral with at most 18 digits: `value` holds it exactly
    std::int64_t value = 0;
};

// A forward-only reader of one JSON text, for hot paths that need a few fields of a payload without
// building a DOM. It accepts a subset of what nlohmann::json::parse accepts and reads that subset
// the same way (the same string bytes, the same integers). Every function returns false on what
// it cannot vouch for: invalid JSON, but also valid JSON it leaves to nlohmann (a number that may
// overflow a double, a member name spelled with escapes in readObject(), nesting deeper than
// kMaxSkipDepth). The caller then falls back to a full parse, which gives the verdict; so false
// never means "invalid", only "not here".
class JsonScanner
{
public:
    static constexpr int kMaxSkipDepth = 64;

    explicit JsonScanner(std::string_view text) : m_text(text) {}

    // Skips whitespace; the next byte, or '\0' at the end (a NUL byte in the text also reads as
    // '\0', and is never accepted).
    char peek();
    // Skips whitespace and consumes `c` when it comes next.
    bool consume(char c);
    // Skips whitespace; true when nothing else follows.
    bool atEnd();
    // Offset of the next unread byte (after skipped whitespace when peek() came last).
    std::size_t offset() const { return m_pos; }

    // The next value must be of that kind.
    bool readString(JsonStringToken &token);
    bool readNumber(JsonNumberToken &token);
    // Reads (and validates) any value without keeping it.
    bool skipValue();

    // The next value must be an object: calls onMember(name) for each member, with the cursor on
    // the member's value, which onMember must read or skip; onMember returns false to stop. Names
    // with escapes are declined, since "\u0069ndex" is "index" to a DOM.
    template <typename OnMember>
    bool readObject(OnMember &&onMember);
    // The next value must be an array: calls onElement() with the cursor on each element.
    template <typename OnElement>
    bool readArray(OnElement &&onElement);

private:
    bool readEscape();
    bool readUtf8Sequence();
    bool readLiteral(std::string_view literal);
    bool readMemberName(JsonStringToken &name);

    std::string_view m_text;
    std::size_t m_pos = 0;
};

// Called for nearly every byte outside strings, hence inline.
inline char JsonScanner::peek()
{
    while (m_pos < m_text.size()) {
        const char c = m_text[m_pos];
        if (c != ' ' && c != '\n' && c != '\r' && c != '\t') // JSON's four, and only those
            return c;
        ++m_pos;
    }
    return '\0';
}

inline bool JsonScanner::consume(char c)
{
    if (peek() != c || c == '\0')
        return false;
    ++m_pos;
    return true;
}

template <typename OnMember>
bool JsonScanner::readObject(OnMember &&onMember)
{
    if (!consume('{'))
        return false;
    if (consume('}'))
        return true;
    do {
        JsonStringToken name;
        if (!readMemberName(name) || name.escaped || !onMember(name.raw))
            return false;
    } while (consume(','));
    return consume('}');
}

template <typename OnElement>
bool JsonScanner::readArray(OnElement &&onElement)
{
    if (!consume('['))
        return false;
    if (consume(']'))
        return true;
    do {
        if (!onElement())
            return false;
    } while (consume(','));
    return consume(']');
}

} // namespace ttft
