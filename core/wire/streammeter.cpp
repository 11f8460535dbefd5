#include "streammeter.h"

#include "base/utf8prefix.h"

#include <algorithm>

namespace ttft {

namespace {

// Appends `add` to `to` up to `cap` bytes in all, cut on a UTF-8 boundary; notes a cut.
void appendCapped(std::string &to, std::string_view add, std::size_t cap, bool &truncated)
{
    if (to.size() >= cap) {
        truncated = truncated || !add.empty();
        return;
    }
    const std::size_t take = utf8PrefixLength(add, cap - to.size());
    truncated = truncated || take < add.size();
    to.append(add.data(), take);
}

std::string capped(std::string &&text, std::size_t cap, bool &truncated)
{
    if (text.size() <= cap)
        return std::move(text);
    std::string out;
    appendCapped(out, text, cap, truncated);
    return out;
}

} // namespace

// Hands each SSE event to the meter as the decoder completes it, reading its data in place.
class StreamMeter::SseForwarder final : public SseEventSink
{
public:
    SseForwarder(StreamMeter &meter, std::int64_t ns) : m_meter(meter), m_ns(ns) {}
    void onSseEvent(std::string_view type, std::string_view data, std::string_view) override
    {
        m_meter.handleWireEvent(m_ns, type, data);
    }

private:
    StreamMeter &m_meter;
    std::int64_t m_ns;
};

StreamMeter::StreamMeter(std::unique_ptr<Dialect> dialect, Options options)
    : m_dialect(std::move(dialect))
    , m_options(options)
    , m_framing(m_dialect->framing())
    , m_clause(options.clauseChars)
{
}

StreamMeter::StreamMeter(std::unique_ptr<Dialect> dialect)
    : StreamMeter(std::move(dialect), Options{})
{
}

StreamMeter::~StreamMeter() = default;

void StreamMeter::onBytes(std::int64_t arrivalNs, std::string_view bytes)
{
    if (m_ended || bytes.empty())
        return;
    if (!hasTime(m_facts.firstBodyByteNs))
        m_facts.firstBodyByteNs = arrivalNs;
    m_facts.lastByteNs = arrivalNs;
    m_facts.bodyBytes += std::int64_t(bytes.size());
    const std::size_t headRoom = std::size_t(std::max(m_options.headBytes, 0));
    if (m_facts.head.size() < headRoom)
        m_facts.head.append(bytes.substr(0, headRoom - m_facts.head.size()));

    // Every event completed by this chunk gets this chunk's arrival time.
    if (m_framing == Framing::Sse) {
        SseForwarder forwarder(*this, arrivalNs);
        m_sse.feed(bytes, forwarder);
    } else {
        m_lineScratch.clear();
        m_ndjson.feed(bytes, m_lineScratch);
        for (const std::string &line : m_lineScratch)
            handleWireEvent(arrivalNs, std::string_view(), line);
    }
}

void StreamMeter::onEnd(std::int64_t endNs)
{
    if (m_ended)
        return;
    m_ended = true;
    // What is left at the end is read as SDKs read it (a last event without its blank line, a last
    // line without its newline), stamped with the end: only then is it known to be complete.
    if (m_framing == Framing::Sse) {
        SseForwarder forwarder(*this, endNs);
        m_facts.unterminatedEvent = m_sse.finish(forwarder, true);
    } else {
        m_lineScratch.clear();
        m_ndjson.finish(m_lineScratch);
        for (const std::string &line : m_lineScratch)
            handleWireEvent(endNs, std::string_view(), line);
    }
    noteAnswerComplete(endNs);
}

void StreamMeter::noteOutput(std::int64_t ns, int eventIndex, EventKind kind)
{
    if (hasTime(m_facts.firstOutputNs))
        return;
    m_facts.firstOutputNs = ns;
    m_facts.firstOutputEventIndex = eventIndex;
    m_facts.firstOutputKind = kind;
}

void StreamMeter::noteAnswerComplete(std::int64_t ns)
{
    // A short answer ("Yes", "4") never holds a clause; a TTS can speak it once it is complete.
    if (!hasTime(m_facts.firstSentenceNs) && m_clause.codePoints() > 0)
        m_facts.firstSentenceNs = ns;
}

void StreamMeter::handleWireEvent(std::int64_t ns, std::string_view type, std::string_view data)
{
    const int eventIndex = m_facts.wireEvents++;
    if (!hasTime(m_facts.firstEventNs))
        m_facts.firstEventNs = ns;

    m_eventScratch.clear();
    m_dialect->classify(type, data, m_eventScratch);

    bool carriedAnswer = false;
    bool carriedReasoning = false;
    bool carriedToolCall = false;
    bool carriedRefusal = false;
    for (StreamEvent &event : m_eventScratch) {
        switch (event.kind) {
        case EventKind::Answer: {
            if (event.text.empty())
                break; // TTFT is about visible text; an empty delta is no answer
            carriedAnswer = true;
            noteOutput(ns, eventIndex, EventKind::Answer);
            if (!hasTime(m_facts.firstAnswerNs)) {
                m_facts.firstAnswerNs = ns;
                m_facts.firstAnswerEventIndex = eventIndex;
                m_facts.firstAnswerDelta = capped(std::string(event.text), kMaxDeltaBytes, m_facts.textTruncated);
            }
            const int choice = event.choice;
            if (choice >= 0 && choice < kMaxStoredChoices) {
                const auto slot = std::size_t(choice);
                if (m_facts.answerEventsByChoice.size() <= slot) {
                    m_facts.answerEventsByChoice.resize(slot + 1, 0);
                    m_choiceLastEvent.resize(slot + 1, -1);
                }
                if (m_choiceLastEvent[slot] != eventIndex) {
                    m_choiceLastEvent[slot] = eventIndex;
                    ++m_facts.answerEventsByChoice[slot];
                }
                if (m_options.keepText) {
                    if (m_facts.textByChoice.size() <= slot)
                        m_facts.textByChoice.resize(slot + 1);
                    appendCapped(m_facts.textByChoice[slot], event.text, slot == 0 ? kMaxTextBytes : kMaxOtherChoiceTextBytes,
                                 m_facts.textTruncated);
                }
            }
            if (choice == 0) {
                if (m_options.keepText)
                    appendCapped(m_facts.text, event.text, kMaxTextBytes, m_facts.textTruncated);
                if (!hasTime(m_facts.firstSentenceNs) && m_clause.feed(event.text))
                    m_facts.firstSentenceNs = ns;
            }
            break;
        }
        case EventKind::Reasoning:
            if (event.text.empty())
                break;
            carriedReasoning = true;
            noteOutput(ns, eventIndex, EventKind::Reasoning);
            if (!hasTime(m_facts.firstReasoningNs)) {
                m_facts.firstReasoningNs = ns;
                m_facts.firstReasoningDelta = capped(std::string(event.text), kMaxDeltaBytes, m_facts.textTruncated);
            }
            if (m_options.keepText)
                appendCapped(m_facts.reasoningText, event.text, kMaxReasoningBytes, m_facts.textTruncated);
            break;
        case EventKind::ToolCall:
            carriedToolCall = true;
            noteOutput(ns, eventIndex, EventKind::ToolCall);
            if (event.choice >= 0 && event.choice < kMaxStoredToolCalls) {
                const auto slot = std::size_t(event.choice);
                if (m_facts.toolCalls.size() <= slot)
                    m_facts.toolCalls.resize(slot + 1);
                ToolCallFacts &call = m_facts.toolCalls[slot];
                if (!event.id.empty())
                    call.id = capped(std::string(event.id), kMaxShortTextBytes, m_facts.textTruncated);
                if (!event.code.empty())
                    call.name = capped(std::string(event.code), kMaxShortTextBytes, m_facts.textTruncated);
                if (m_options.keepText)
                    appendCapped(call.arguments, event.text, kMaxToolArgumentBytes, m_facts.textTruncated);
            }
            break;
        case EventKind::Refusal:
            if (event.text.empty())
                break;
            carriedRefusal = true;
            noteOutput(ns, eventIndex, EventKind::Refusal);
            appendCapped(m_facts.refusalText, event.text, kMaxRefusalBytes, m_facts.textTruncated);
            break;
        case EventKind::Usage:
            m_facts.usage.mergeFrom(event.usage);
            m_facts.hasUsage = true;
            break;
        case EventKind::ServerTimings:
            m_facts.serverTimings = std::move(event.raw);
            break;
        case EventKind::Error:
            ++m_facts.errorEvents;
            if (m_facts.errors.size() < kMaxStoredErrors) {
                bool cut = false;
                m_facts.errors.push_back(StreamErrorInfo{capped(std::move(event.code), kMaxShortTextBytes, cut),
                                                         capped(std::move(event.text), kMaxShortTextBytes, cut)});
            }
            break;
        case EventKind::Finish:
            if (m_facts.finishReasons.size() < kMaxStoredFinishReasons) {
                bool cut = false;
                m_facts.finishReasons.push_back(capped(std::move(event.text), kMaxShortTextBytes, cut));
            }
            if (event.choice == 0)
                noteAnswerComplete(ns);
            break;
        case EventKind::Done:
            m_facts.sawDone = true;
            noteAnswerComplete(ns);
            break;
        case EventKind::Prelude:
        case EventKind::Other:
            break;
        }
    }

    // Counts are per wire event: one chunk holding several choices' text is one answer event.
    if (carriedAnswer) {
        ++m_facts.answerEvents;
        if (m_facts.answerEventNs.size() < kMaxAnswerStamps)
            m_facts.answerEventNs.push_back(ns);
        m_facts.lastAnswerNs = ns;
    }
    if (carriedReasoning)
        ++m_facts.reasoningEvents;
    if (carriedToolCall)
        ++m_facts.toolCallEvents;
    if (carriedRefusal)
        ++m_facts.refusalEvents;
}

bool holdsSpeakableClause(std::string_view text, int clauseChars)
{
    ClauseScanner scanner(clauseChars);
    return scanner.feed(text);
}

} // namespace ttft
