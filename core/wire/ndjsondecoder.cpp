#include "ndjsondecoder.h"

#include <cstring>

namespace ttft {

namespace {

// Blank means nothing but whitespace: keep-alive newlines some servers send between objects.
bool isBlank(std::string_view line)
{
    for (char c : line) {
        if (c != ' ' && c != '\t' && c != '\r' && c != '\n')
            return false;
    }
    return true;
}

void emitLine(std::string_view line, std::vector<std::string> &lines)
{
    if (!line.empty() && line.back() == '\r')
        line.remove_suffix(1);
    if (!isBlank(line))
        lines.emplace_back(line);
}

} // namespace

void NdjsonDecoder::feed(std::string_view bytes, std::vector<std::string> &lines)
{
    m_bytesFed += std::int64_t(bytes.size());
    std::size_t pos = 0;
    while (pos < bytes.size()) {
        const void *hit = std::memchr(bytes.data() + pos, '\n', bytes.size() - pos);
        if (!hit) {
            m_line.append(bytes.substr(pos));
            return;
        }
        const std::size_t eol = std::size_t(static_cast<const char *>(hit) - bytes.data());
        const std::string_view piece = bytes.substr(pos, eol - pos);
        if (m_line.empty()) {
            emitLine(piece, lines);
        } else {
            m_line.append(piece);
            emitLine(m_line, lines);
            m_line.clear();
        }
        pos = eol + 1;
    }
}

void NdjsonDecoder::finish(std::vector<std::string> &lines)
{
    if (!m_line.empty()) {
        emitLine(m_line, lines);
        m_line.clear();
    }
}

} // namespace ttft
