#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ttft {

// Incremental newline-delimited JSON splitter: one line per object, LF or CRLF, any chunk boundary.
// Blank lines are skipped. It does not parse JSON; dialects do.
class NdjsonDecoder
{
public:
    void feed(std::string_view bytes, std::vector<std::string> &lines);
    // End of stream: a final line without a newline is still a line.
    void finish(std::vector<std::string> &lines);
    std::int64_t bytesFed() const { return m_bytesFed; }

private:
    std::string m_line;
    std::int64_t m_bytesFed = 0;
};

} // namespace ttft
