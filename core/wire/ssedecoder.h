#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ttft {

struct SseEvent {
    std::string type;        // the `event:` field; "message" when absent
    std::string data;        // data lines joined with LF, trailing LF removed
    std::string lastEventId; // the last-event-id buffer at dispatch time (persists across events)
};

// Receives events as the decoder completes them. The views are valid only during the call; taking
// them this way spares a copy and an allocation per event (StreamMeter at a thousand streams).
class SseEventSink
{
public:
    virtual void onSseEvent(std::string_view type, std::string_view data, std::string_view lastEventId) = 0;

protected:
    ~SseEventSink() = default;
};

// Incremental Server-Sent Events decoder following the WHATWG EventSource parsing rules
// (https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation):
// LF, CR and CRLF line ends (a CR at the end of one chunk and an LF at the start of the next are one
// line end), a leading BOM, comments, multi-line data, id/retry/event, unknown fields, fields
// without a colon. Bytes may be split anywhere, including inside a UTF-8 sequence: the decoder works
// on bytes and only ever splits at CR/LF, so multi-byte characters are reassembled untouched.
// Plain C++, no allocation per byte: safe to fuzz and to run on the network thread.
class SseDecoder
{
public:
    // Appends every event completed by these bytes to `out`.
    void feed(std::string_view bytes, std::vector<SseEvent> &out);
    // The same, handing each event to `sink` as it completes.
    void feed(std::string_view bytes, SseEventSink &sink);

    // End of stream. Per the spec, an event not followed by a blank line is not dispatched; with
    // `flushPending` it is (what SDK parsers do: a last line without a line end is read as a line,
    // then the pending event is dispatched). Returns true when the stream ended unterminated: inside
    // a line, or with data not yet dispatched. Afterwards the decoder is ready for a new stream;
    // comments(), retryValues() and bytesFed() keep describing the finished one until reset().
    bool finish(std::vector<SseEvent> &out, bool flushPending = false);
    bool finish(SseEventSink &sink, bool flushPending = false);

    int comments() const { return m_comments; }
    const std::vector<std::int64_t> &retryValues() const { return m_retryValues; }
    std::int64_t bytesFed() const { return m_bytesFed; }
    void reset();

private:
    void processLine(std::string_view line, SseEventSink &sink);
    void dispatch(SseEventSink &sink);

    std::string m_line;         // bytes of the current, unfinished line
    std::string m_data;         // data buffer
    std::string m_eventType;    // event type buffer
    std::string m_lastEventId;  // last event id buffer
    bool m_afterCr = false;     // last byte fed was CR: a following LF belongs to it
    bool m_bomChecked = false;
    int m_comments = 0;
    std::int64_t m_bytesFed = 0;
    std::vector<std::int64_t> m_retryValues;
};

} // namespace ttft
