#include "jsonscanner.h"

#include <algorithm>
#include <array>

namespace ttft {

namespace {

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// Bytes a string may hold as they are: printable ASCII but the quote and the backslash. Anything
// else ends the fast run: the closing quote, an escape, a control byte, or a UTF-8 lead byte.
constexpr std::array<bool, 256> kPlainStringBytes = [] {
    std::array<bool, 256> plain{};
    for (int c = 0x20; c < 0x80; ++c)
        plain[std::size_t(c)] = c != '"' && c != '\\';
    return plain;
}();

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// The four hex digits at `at`, or -1.
long hex4(std::string_view text, std::size_t at)
{
    if (text.size() < at + 4)
        return -1;
    long value = 0;
    for (std::size_t i = at; i < at + 4; ++i) {
        const int digit = hexValue(text[i]);
        if (digit < 0)
            return -1;
        value = value * 16 + digit;
    }
    return value;
}

bool isHighSurrogate(long unit)
{
    return unit >= 0xD800 && unit <= 0xDBFF;
}

bool isLowSurrogate(long unit)
{
    return unit >= 0xDC00 && unit <= 0xDFFF;
}

void appendUtf8(std::string &out, std::uint32_t cp)
{
    if (cp < 0x80) {
        out.push_back(char(cp));
    } else if (cp < 0x800) {
        const char bytes[] = {char(0xC0 | (cp >> 6)), char(0x80 | (cp & 0x3F))};
        out.append(bytes, 2);
    } else if (cp < 0x10000) {
        const char bytes[] = {char(0xE0 | (cp >> 12)), char(0x80 | ((cp >> 6) & 0x3F)), char(0x80 | (cp & 0x3F))};
        out.append(bytes, 3);
    } else {
        const char bytes[] = {char(0xF0 | (cp >> 18)), char(0x80 | ((cp >> 12) & 0x3F)),
                              char(0x80 | ((cp >> 6) & 0x3F)), char(0x80 | (cp & 0x3F))};
        out.append(bytes, 4);
    }
}

} // namespace

void JsonStringToken::appendTo(std::string &out) const
{
    if (!escaped) {
        out.append(raw);
        return;
    }
    // The token was validated when it was read: every escape here is complete and well formed.
    std::size_t pos = 0;
    while (pos < raw.size()) {
        const std::size_t backslash = raw.find('\\', pos);
        if (backslash == std::string_view::npos) {
            out.append(raw.substr(pos));
            break;
        }
        out.append(raw.substr(pos, backslash - pos));
        const char kind = raw[backslash + 1];
        pos = backslash + 2;
        switch (kind) {
        case 'b': out.push_back('\b'); break;
        case 'f': out.push_back('\f'); break;
        case 'n': out.push_back('\n'); break;
        case 'r': out.push_back('\r'); break;
        case 't': out.push_back('\t'); break;
        case 'u': {
            std::uint32_t cp = std::uint32_t(hex4(raw, pos));
            pos += 4;
            if (isHighSurrogate(long(cp))) {
                const auto low = std::uint32_t(hex4(raw, pos + 2));
                pos += 6;
                cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
            }
            appendUtf8(out, cp);
            break;
        }
        default: out.push_back(kind); break; // " \ /
        }
    }
}

bool JsonScanner::atEnd()
{
    peek();
    return m_pos == m_text.size();
}

bool JsonScanner::readString(JsonStringToken &token)
{
    if (peek() != '"')
        return false;
    const std::size_t begin = ++m_pos;
    bool escaped = false;
    for (;;) {
        // Raw pointers, not the containers' operator[]: the loop runs over every byte of the text,
        // and in a debug build each call costs more than the byte (a 10 MiB string took ~0.3 s).
        const bool *plain = kPlainStringBytes.data();
        const auto *at = reinterpret_cast<const unsigned char *>(m_text.data()) + m_pos;
        const auto *end = reinterpret_cast<const unsigned char *>(m_text.data()) + m_text.size();
        while (at < end && plain[*at])
            ++at;
        m_pos = std::size_t(at - reinterpret_cast<const unsigned char *>(m_text.data()));
        if (m_pos >= m_text.size())
            return false; // unterminated
        const auto byte = static_cast<unsigned char>(m_text[m_pos]);
        if (byte == '"')
            break;
        if (byte == '\\') {
            if (!readEscape())
                return false;
            escaped = true;
        } else if (byte < 0x20) {
            return false; // control characters must be escaped
        } else if (!readUtf8Sequence()) {
            return false;
        }
    }
    token.raw = m_text.substr(begin, m_pos - begin);
    token.escaped = escaped;
    ++m_pos;
    return true;
}

bool JsonScanner::readEscape()
{
    if (m_pos + 1 >= m_text.size())
        return false;
    switch (m_text[m_pos + 1]) {
    case '"': case '\\': case '/': case 'b': case 'f': case 'n': case 'r': case 't':
        m_pos += 2;
        return true;
    case 'u': {
        const long unit = hex4(m_text, m_pos + 2);
        if (unit < 0 || isLowSurrogate(unit))
            return false;
        m_pos += 6;
        if (!isHighSurrogate(unit))
            return true;
        // A high surrogate must be followed at once by an escaped low one.
        if (m_pos + 1 >= m_text.size() || m_text[m_pos] != '\\' || m_text[m_pos + 1] != 'u')
            return false;
        if (!isLowSurrogate(hex4(m_text, m_pos + 2)))
            return false;
        m_pos += 6;
        return true;
    }
    default:
        return false;
    }
}

bool JsonScanner::readUtf8Sequence()
{
    // Well-formed UTF-8 (Unicode table 3-7): no overlongs, no surrogates, nothing above U+10FFFF.
    const auto byteAt = [this](std::size_t i) -> unsigned {
        return i < m_text.size() ? static_cast<unsigned char>(m_text[i]) : 0u;
    };
    const unsigned lead = byteAt(m_pos);
    unsigned secondLow = 0x80;
    unsigned secondHigh = 0xBF;
    std::size_t length = 0;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        if (lead == 0xE0)
            secondLow = 0xA0;
        else if (lead == 0xED)
            secondHigh = 0x9F;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        if (lead == 0xF0)
            secondLow = 0x90;
        else if (lead == 0xF4)
            secondHigh = 0x8F;
    } else {
        return false;
    }
    const unsigned second = byteAt(m_pos + 1);
    if (second < secondLow || second > secondHigh)
        return false;
    for (std::size_t i = 2; i < length; ++i) {
        const unsigned next = byteAt(m_pos + i);
        if (next < 0x80 || next > 0xBF)
            return false;
    }
    m_pos += length;
    return true;
}

bool JsonScanner::readNumber(JsonNumberToken &token)
{
    peek();
    std::size_t pos = m_pos;
    const auto digitAt = [this](std::size_t i) { return i < m_text.size() && isDigit(m_text[i]); };
    const bool negative = pos < m_text.size() && m_text[pos] == '-';
    if (negative)
        ++pos;
    const std::size_t integerBegin = pos;
    if (pos < m_text.size() && m_text[pos] == '0') {
        ++pos; // no leading zeros: a digit after this 0 is a new token, which no caller accepts
    } else if (digitAt(pos)) {
        while (digitAt(pos))
            ++pos;
    } else {
        return false;
    }
    const std::size_t integerDigits = pos - integerBegin;

    bool integral = true;
    if (pos < m_text.size() && m_text[pos] == '.') {
        ++pos;
        if (!digitAt(pos))
            return false;
        while (digitAt(pos))
            ++pos;
        integral = false;
    }
    std::int64_t exponent = 0;
    if (pos < m_text.size() && (m_text[pos] == 'e' || m_text[pos] == 'E')) {
        ++pos;
        bool exponentNegative = false;
        if (pos < m_text.size() && (m_text[pos] == '+' || m_text[pos] == '-'))
            exponentNegative = m_text[pos++] == '-';
        if (!digitAt(pos))
            return false;
        while (digitAt(pos)) {
            exponent = std::min<std::int64_t>(exponent * 10 + (m_text[pos] - '0'), 1'000'000);
            ++pos;
        }
        if (exponentNegative)
            exponent = -exponent;
        integral = false;
    }
    // nlohmann rejects a number that overflows a double; below 10^300 it certainly does not, above
    // that the verdict is left to it. Underflow is accepted by both (it reads as 0 or a denormal).
    if (std::int64_t(integerDigits) + std::max<std::int64_t>(exponent, 0) > 300)
        return false;

    token.integral = integral;
    token.exact = integral && integerDigits <= 18;
    token.value = 0;
    if (token.exact) {
        for (std::size_t i = integerBegin; i < integerBegin + integerDigits; ++i)
            token.value = token.value * 10 + (m_text[i] - '0');
        if (negative)
            token.value = -token.value;
    }
    m_pos = pos;
    return true;
}

bool JsonScanner::readLiteral(std::string_view literal)
{
    if (m_text.substr(m_pos, literal.size()) != literal)
        return false;
    m_pos += literal.size();
    return true;
}

bool JsonScanner::readMemberName(JsonStringToken &name)
{
    return readString(name) && consume(':');
}

bool JsonScanner::skipValue()
{
    // Iterative, with the open containers on a fixed stack: a hostile payload nested a million
    // levels deep costs nothing here (it is declined and left to the full parse).
    std::array<char, kMaxSkipDepth> open{};
    int depth = 0;
    for (;;) {
        // Here a value starts.
        const char c = peek();
        bool ok = true;
        switch (c) {
        case '{':
        case '[': {
            ++m_pos;
            const char close = c == '{' ? '}' : ']';
            if (consume(close))
                break; // an empty container is a complete value
            if (depth == kMaxSkipDepth)
                return false;
            open[std::size_t(depth++)] = close;
            if (close == '}') {
                JsonStringToken name;
                if (!readMemberName(name))
                    return false;
            }
            continue;
        }
        case '"': {
            JsonStringToken string;
            ok = readString(string);
            break;
        }
        case 't': ok = readLiteral("true"); break;
        case 'f': ok = readLiteral("false"); break;
        case 'n': ok = readLiteral("null"); break;
        default: {
            JsonNumberToken number;
            ok = readNumber(number);
            break;
        }
        }
        if (!ok)
            return false;

        // A value is complete: close the containers it completes, then go on to the next one.
        for (;;) {
            if (depth == 0)
                return true;
            const char close = open[std::size_t(depth - 1)];
            if (consume(',')) {
                if (close == '}') {
                    JsonStringToken name;
                    if (!readMemberName(name))
                        return false;
                }
                break;
            }
            if (!consume(close))
                return false;
            --depth;
        }
    }
}

} // namespace ttft
