#pragma once

#include "base/monoclock.h"
#include "dialect.h"
#include "ndjsondecoder.h"
#include "ssedecoder.h"
#include "streamevent.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace ttft {

struct StreamErrorInfo {
    std::string code;    // type/code from the payload, "malformed" for unreadable JSON
    std::string message;
};

// Everything the metrics need from one response body. Times are absolute monotonic ns (kNoTime when
// it never happened); an event's time is the arrival time of the chunk that completed it.
struct StreamFacts {
    std::int64_t firstBodyByteNs = kNoTime;
    std::int64_t firstEventNs = kNoTime;     // first wire event of any kind
    std::int64_t firstOutputNs = kNoTime;    // TTFO: answer, reasoning, tool call or refusal
    std::int64_t firstAnswerNs = kNoTime;    // TTFT: first non-empty answer text
    std::int64_t firstSentenceNs = kNoTime;  // TTFS: answer text first holds a speakable clause
    std::int64_t firstReasoningNs = kNoTime;
    std::int64_t lastAnswerNs = kNoTime;
    std::int64_t lastByteNs = kNoTime;
    std::int64_t bodyBytes = 0;

    int wireEvents = 0;        // SSE events dispatched / NDJSON lines
    int firstAnswerEventIndex = -1;
    int firstOutputEventIndex = -1;
    int answerEvents = 0;
    int reasoningEvents = 0;
    int toolCallEvents = 0;
    int refusalEvents = 0;
    std::vector<std::int64_t> answerEventNs; // arrival of every answer event (ITL, TPOT)

    std::string text;           // answer text of choice 0 (kept only when asked, see Options)
    std::string firstAnswerDelta;
    std::string reasoningText;  // kept only when asked
    std::string refusalText;
    Usage usage;
    bool hasUsage = false;
    std::vector<std::string> finishReasons;
    std::vector<StreamErrorInfo> errors; // in-band errors: any one means the request failed
    bool sawDone = false;
    bool unterminatedEvent = false; // SSE: the stream ended inside an event
    std::string head;               // the first bytes received (up to Options::headBytes), for diagnosis
};

// Bytes in (already stamped on the network thread), facts out. Owns the framing decoder and the
// dialect. Not thread-safe: one meter per request, fed from one thread.
class StreamMeter
{
public:
    struct Options {
        bool keepText = true;
        int clauseChars = 40;  // TTFS also fires once the answer holds this many characters
        int headBytes = 2048;
    };

    StreamMeter(std::unique_ptr<Dialect> dialect, Options options);
    explicit StreamMeter(std::unique_ptr<Dialect> dialect);
    ~StreamMeter();

    void onBytes(std::int64_t arrivalNs, std::string_view bytes);
    void onEnd(std::int64_t endNs);

    const StreamFacts &facts() const { return m_facts; }
    const Dialect &dialect() const { return *m_dialect; }

private:
    void handleWireEvent(std::int64_t ns, std::string_view type, std::string_view data);

    std::unique_ptr<Dialect> m_dialect;
    Options m_options;
    SseDecoder m_sse;
    NdjsonDecoder m_ndjson;
    StreamFacts m_facts;
    std::vector<SseEvent> m_sseScratch;
    std::vector<std::string> m_lineScratch;
    std::vector<StreamEvent> m_eventScratch;
    std::size_t m_answerChars = 0; // answer characters (UTF-8 code points) so far, for TTFS
    bool m_ended = false;
};

// True when `text` holds a speakable clause: it contains one of 。！？.!?；;，, or reaches
// `clauseChars` code points. Exposed for tests and for the voice pipeline.
bool holdsSpeakableClause(std::string_view text, int clauseChars);

} // namespace ttft
