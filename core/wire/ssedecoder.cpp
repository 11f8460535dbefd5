#include "ssedecoder.h"

#include <algorithm>
#include <cstring>
#include <limits>

namespace ttft {

namespace {

constexpr std::string_view kBom = "\xEF\xBB\xBF";
constexpr std::size_t kNone = std::string_view::npos;

std::size_t findByte(std::string_view bytes, std::size_t from, char byte)
{
    if (from >= bytes.size())
        return kNone;
    const void *hit = std::memchr(bytes.data() + from, byte, bytes.size() - from);
    return hit ? std::size_t(static_cast<const char *>(hit) - bytes.data()) : kNone;
}

// The spec accepts a retry value only when it is all ASCII digits; one too large for int64 is
// treated as invalid rather than wrapped.
bool parseRetry(std::string_view value, std::int64_t &ms)
{
    if (value.empty())
        return false;
    std::int64_t result = 0;
    for (char c : value) {
        if (c < '0' || c > '9')
            return false;
        const int digit = c - '0';
        if (result > (std::numeric_limits<std::int64_t>::max() - digit) / 10)
            return false;
        result = result * 10 + digit;
    }
    ms = result;
    return true;
}

// The vector interface on top of the sink one.
class AppendEvents final : public SseEventSink
{
public:
    explicit AppendEvents(std::vector<SseEvent> &out) : m_out(out) {}
    void onSseEvent(std::string_view type, std::string_view data, std::string_view lastEventId) override
    {
        m_out.push_back(SseEvent{std::string(type), std::string(data), std::string(lastEventId)});
    }

private:
    std::vector<SseEvent> &m_out;
};

} // namespace

void SseDecoder::feed(std::string_view bytes, std::vector<SseEvent> &out)
{
    AppendEvents sink(out);
    feed(bytes, sink);
}

bool SseDecoder::finish(std::vector<SseEvent> &out, bool flushPending)
{
    AppendEvents sink(out);
    return finish(sink, flushPending);
}

void SseDecoder::feed(std::string_view bytes, SseEventSink &sink)
{
    m_bytesFed += std::int64_t(bytes.size());
    std::size_t pos = 0;
    // A CR that ended the previous chunk already ended its line; an LF right after it is the
    // second half of the same CRLF, not an empty line (which would dispatch).
    if (m_afterCr && !bytes.empty()) {
        if (bytes.front() == '\n')
            pos = 1;
        m_afterCr = false;
    }

    // Cached positions of the next LF and CR; CR is rare, so its search usually runs once per chunk.
    std::size_t nextLf = findByte(bytes, pos, '\n');
    std::size_t nextCr = findByte(bytes, pos, '\r');
    while (pos < bytes.size()) {
        if (nextLf != kNone && nextLf < pos)
            nextLf = findByte(bytes, pos, '\n');
        if (nextCr != kNone && nextCr < pos)
            nextCr = findByte(bytes, pos, '\r');
        const std::size_t eol = std::min(nextLf, nextCr);
        if (eol == kNone) {
            m_line.append(bytes.substr(pos));
            break;
        }

        const std::string_view piece = bytes.substr(pos, eol - pos);
        if (m_line.empty()) {
            processLine(piece, sink); // the common case: the line lies inside one chunk, no copy
        } else {
            m_line.append(piece);
            processLine(m_line, sink);
            m_line.clear();
        }

        pos = eol + 1;
        if (bytes[eol] == '\r') {
            if (pos < bytes.size()) {
                if (bytes[pos] == '\n')
                    ++pos;
            } else {
                m_afterCr = true;
            }
        }
    }
}

bool SseDecoder::finish(SseEventSink &sink, bool flushPending)
{
    const bool partialLine = !m_line.empty();
    bool unterminated = partialLine || !m_data.empty();
    if (flushPending) {
        if (partialLine) {
            // SDK parsers treat the last bytes as a line even without a line end.
            std::string line;
            line.swap(m_line);
            processLine(line, sink);
        }
        dispatch(sink);
    }
    const std::int64_t fed = m_bytesFed;
    std::vector<std::int64_t> retries;
    retries.swap(m_retryValues);
    const int comments = m_comments;
    reset();
    // Counters describe the whole stream and stay readable after the end.
    m_bytesFed = fed;
    m_retryValues.swap(retries);
    m_comments = comments;
    return unterminated;
}

void SseDecoder::reset()
{
    m_line.clear();
    m_data.clear();
    m_eventType.clear();
    m_lastEventId.clear();
    m_afterCr = false;
    m_bomChecked = false;
    m_comments = 0;
    m_bytesFed = 0;
    m_retryValues.clear();
}

void SseDecoder::processLine(std::string_view line, SseEventSink &sink)
{
    // A BOM contains no CR/LF, so a leading one always lies wholly inside the first line. Only
    // that one is stripped: a later BOM stays part of its field name, making an unknown field.
    if (!m_bomChecked) {
        m_bomChecked = true;
        if (line.substr(0, kBom.size()) == kBom)
            line.remove_prefix(kBom.size());
    }

    if (line.empty()) {
        dispatch(sink);
        return;
    }
    if (line.front() == ':') {
        ++m_comments;
        return;
    }

    std::string_view field = line;
    std::string_view value;
    const std::size_t colon = line.find(':');
    if (colon != kNone) {
        field = line.substr(0, colon);
        value = line.substr(colon + 1);
        if (!value.empty() && value.front() == ' ')
            value.remove_prefix(1);
    }

    if (field == "data") {
        m_data.append(value);
        m_data.push_back('\n');
    } else if (field == "event") {
        m_eventType.assign(value);
    } else if (field == "id") {
        if (value.find('\0') == kNone)
            m_lastEventId.assign(value);
    } else if (field == "retry") {
        std::int64_t ms = 0;
        if (parseRetry(value, ms))
            m_retryValues.push_back(ms);
    }
    // Any other field is ignored, as the spec requires.
}

void SseDecoder::dispatch(SseEventSink &sink)
{
    if (m_data.empty()) {
        m_eventType.clear();
        return;
    }
    m_data.pop_back(); // every data line appended an LF; the last one is not part of the data
    const std::string_view type = m_eventType.empty() ? std::string_view("message") : std::string_view(m_eventType);
    sink.onSseEvent(type, m_data, m_lastEventId);
    // Cleared, not moved from: the buffers keep their capacity for the next event.
    m_data.clear();
    m_eventType.clear();
}

} // namespace ttft
