#pragma once

#include "base/monoclock.h"
#include "clausescanner.h"
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

// One tool call as the stream assembled it (OpenAI `tool_calls[].index` keys it).
struct ToolCallFacts {
    std::string id;
    std::string name;
    std::string arguments; // concatenated fragments (kept only when asked, see Options)
};

// Everything the metrics need from one response body. Times are absolute monotonic ns (kNoTime when
// it never happened); an event's time is the arrival time of the chunk that completed it.
struct StreamFacts {
    std::int64_t firstBodyByteNs = kNoTime;
    std::int64_t firstEventNs = kNoTime;     // first wire event of any kind
    std::int64_t firstOutputNs = kNoTime;    // TTFO: answer, reasoning, tool call or refusal
    std::int64_t firstAnswerNs = kNoTime;    // TTFT: first non-empty answer text
    // TTFS: the answer text (choice 0) first holds a speakable clause, or, for an answer too short
    // to hold one, the moment it is known complete (its finish reason, [DONE], or the end).
    std::int64_t firstSentenceNs = kNoTime;
    std::int64_t firstReasoningNs = kNoTime;
    std::int64_t lastAnswerNs = kNoTime;
    std::int64_t lastByteNs = kNoTime;
    std::int64_t bodyBytes = 0;

    int wireEvents = 0;        // SSE events dispatched / NDJSON lines
    int firstAnswerEventIndex = -1;
    int firstOutputEventIndex = -1;
    EventKind firstOutputKind = EventKind::Other; // Answer, Reasoning, ToolCall or Refusal once set
    int answerEvents = 0;      // wire events carrying answer text of any choice
    std::vector<int> answerEventsByChoice; // the same, per choice index (n > 1)
    int reasoningEvents = 0;
    int toolCallEvents = 0;
    int refusalEvents = 0;
    // Arrival of the answer events (ITL), the first kMaxAnswerStamps of them: answerEvents stays
    // the exact count, so answerEventNs.size() < answerEvents says the stamps were capped.
    std::vector<std::int64_t> answerEventNs;

    std::string text;           // answer text of choice 0 (kept only when asked, see Options)
    std::vector<std::string> textByChoice; // answer text per choice index (kept only when asked)
    std::string firstAnswerDelta;
    std::string firstReasoningDelta;
    std::string reasoningText;  // kept only when asked
    std::string refusalText;
    Usage usage;
    bool hasUsage = false;
    std::vector<std::string> finishReasons;
    std::vector<ToolCallFacts> toolCalls; // by tool index
    std::string serverTimings; // the last server-timings payload as received (JSON)
    std::vector<StreamErrorInfo> errors; // in-band errors: any one means the request failed
    bool sawDone = false;
    bool unterminatedEvent = false; // SSE: the stream ended inside an event
    std::string head;               // the first bytes received (up to Options::headBytes), for diagnosis
    bool textTruncated = false;     // a kept text reached its cap (StreamMeter's kMax…Bytes)
    int errorEvents = 0;            // in-band error events, all of them (errors keeps the first few)
};

// Bytes in (already stamped on the network thread), facts out. Owns the framing decoder and the
// dialect. Not thread-safe: one meter per request, fed from one thread.
class StreamMeter
{
public:
    struct Options {
        bool keepText = true;
        int clauseChars = kDefaultClauseChars; // TTFS also fires once the answer holds this many characters
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
    class SseForwarder;

    void handleWireEvent(std::int64_t ns, std::string_view type, std::string_view data);
    void noteOutput(std::int64_t ns, int eventIndex, EventKind kind);
    void noteAnswerComplete(std::int64_t ns);

    // Per-choice and per-tool storage is indexed by numbers from the wire; beyond these the data
    // is still counted but not stored, so a hostile index cannot make the meter allocate.
    static constexpr int kMaxStoredChoices = 64;
    static constexpr int kMaxStoredToolCalls = 256;
public:
    // Whatever a server sends, one request's facts stay under about 4 MB: counts and first/last
    // stamps are exact; per-event stamps and kept texts stop at these caps (a million tiny events
    // made a 160 MB peak and a 72 MB record before).
    static constexpr std::size_t kMaxAnswerStamps = 65'536;       // 512 KiB of stamps: ITL from these
    static constexpr std::size_t kMaxTextBytes = 1 << 20;         // answer text of choice 0
    static constexpr std::size_t kMaxOtherChoiceTextBytes = 16 << 10;
    static constexpr std::size_t kMaxReasoningBytes = 512 << 10;
    static constexpr std::size_t kMaxRefusalBytes = 64 << 10;
    static constexpr std::size_t kMaxToolArgumentBytes = 2 << 10;
    static constexpr std::size_t kMaxDeltaBytes = 4 << 10;        // first answer / reasoning delta
    static constexpr std::size_t kMaxStoredErrors = 16;
    static constexpr std::size_t kMaxStoredFinishReasons = 64;
    static constexpr std::size_t kMaxShortTextBytes = 4 << 10;    // an error message, a finish reason
private:

    std::unique_ptr<Dialect> m_dialect;
    Options m_options;
    Framing m_framing;
    SseDecoder m_sse;
    NdjsonDecoder m_ndjson;
    StreamFacts m_facts;
    std::vector<std::string> m_lineScratch;
    std::vector<StreamEvent> m_eventScratch;
    ClauseScanner m_clause;        // TTFS over the answer text of choice 0
    std::vector<int> m_choiceLastEvent; // last wire event counted per choice, to count events once
    bool m_ended = false;
};

// True when `text` holds a speakable clause: it contains one of 。！？；， or one of .!?;, followed
// by whitespace, or reaches `clauseChars` code points (<= 0: no length rule); see ClauseScanner.
// Exposed for tests and for the voice pipeline.
bool holdsSpeakableClause(std::string_view text, int clauseChars);

} // namespace ttft
