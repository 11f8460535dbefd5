// libFuzzer target: one dialect's whole bytes -> facts path, as the transports drive it: a
// StreamMeter (framing decoder + dialect + TTFT/TTFS bookkeeping) fed chunk by chunk, then ended.
// Built once per dialect; TTFT_FUZZ_DIALECT names it ("openai-chat", "anthropic", ...).
//
// Properties beyond "no crash, no UB, no leak, no exception":
// - chunk boundaries change nothing: the torn stream's facts equal the whole stream's, field by
//   field (each milestone's presence, every count and text);
// - the facts agree with themselves (counts, first-event indices, the head, the byte count);
// - with time moving on from chunk to chunk, first byte <= first event <= TTFO <= TTFT <= TTFS.
// Two meters per input: the whole stream at one stamp, the torn one with each chunk 1 ms after the
// previous (a third, torn at one stamp, told nothing these two do not, and cost a third of the
// executions).

#include "fuzzinput.h"

#include "wire/dialect.h"
#include "wire/streammeter.h"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#ifndef TTFT_FUZZ_DIALECT
#error "TTFT_FUZZ_DIALECT must name the dialect under test"
#endif

namespace {

constexpr std::int64_t kStamp = 1'000'000;

ttft::DialectId dialectUnderTest()
{
    static const ttft::DialectId id = [] {
        ttft::DialectId found{};
        if (!ttft::dialectFromName(TTFT_FUZZ_DIALECT, found)) {
            std::fprintf(stderr, "unknown dialect %s\n", TTFT_FUZZ_DIALECT);
            std::abort();
        }
        return found;
    }();
    return id;
}

std::string optionalText(const std::optional<std::int64_t> &value)
{
    return value ? std::to_string(*value) : std::string("-");
}

// Every field of the facts, one per line, so that a difference shows where it is; of the stamps,
// whether each milestone was reached (the two meters stamp differently).
std::string describe(const ttft::StreamFacts &facts)
{
    std::string text;
    auto line = [&text](const char *name, const std::string &value) {
        text += name;
        text += ": ";
        text += value;
        text += '\n';
    };
    auto number = [](std::int64_t value) { return std::to_string(value); };
    auto reached = [](std::int64_t ns) { return std::string(ttft::hasTime(ns) ? "reached" : "-"); };
    line("firstBodyByteNs", reached(facts.firstBodyByteNs));
    line("firstEventNs", reached(facts.firstEventNs));
    line("firstOutputNs", reached(facts.firstOutputNs));
    line("firstAnswerNs", reached(facts.firstAnswerNs));
    line("firstSentenceNs", reached(facts.firstSentenceNs));
    line("firstReasoningNs", reached(facts.firstReasoningNs));
    line("lastAnswerNs", reached(facts.lastAnswerNs));
    line("lastByteNs", reached(facts.lastByteNs));
    line("bodyBytes", number(facts.bodyBytes));
    line("wireEvents", number(facts.wireEvents));
    line("firstAnswerEventIndex", number(facts.firstAnswerEventIndex));
    line("firstOutputEventIndex", number(facts.firstOutputEventIndex));
    line("firstOutputKind", ttft::eventKindName(facts.firstOutputKind));
    line("answerEvents", number(facts.answerEvents));
    std::string list;
    for (int count : facts.answerEventsByChoice)
        list += number(count) + ' ';
    line("answerEventsByChoice", list);
    line("reasoningEvents", number(facts.reasoningEvents));
    line("toolCallEvents", number(facts.toolCallEvents));
    line("refusalEvents", number(facts.refusalEvents));
    line("answerEventNs", number(std::int64_t(facts.answerEventNs.size())));
    line("text", facts.text);
    for (const std::string &choiceText : facts.textByChoice)
        line("textByChoice", choiceText);
    line("firstAnswerDelta", facts.firstAnswerDelta);
    line("firstReasoningDelta", facts.firstReasoningDelta);
    line("reasoningText", facts.reasoningText);
    line("refusalText", facts.refusalText);
    line("usage", optionalText(facts.usage.promptTokens) + ' ' + optionalText(facts.usage.completionTokens) + ' '
             + optionalText(facts.usage.totalTokens) + ' ' + optionalText(facts.usage.reasoningTokens) + ' '
             + optionalText(facts.usage.cachedTokens));
    line("hasUsage", number(facts.hasUsage));
    for (const std::string &reason : facts.finishReasons)
        line("finishReason", reason);
    for (const ttft::ToolCallFacts &call : facts.toolCalls)
        line("toolCall", call.id + " | " + call.name + " | " + call.arguments);
    line("serverTimings", facts.serverTimings);
    for (const ttft::StreamErrorInfo &error : facts.errors)
        line("error", error.code + " | " + error.message);
    line("sawDone", number(facts.sawDone));
    line("unterminatedEvent", number(facts.unterminatedEvent));
    line("head", facts.head);
    return text;
}

// Every chunk stamped kStamp, or (`stepping`) each one 1 ms after the previous, then the end.
ttft::StreamFacts meter(const std::vector<std::string_view> &chunks, bool keepText, bool stepping = false)
{
    ttft::StreamMeter::Options options;
    options.keepText = keepText;
    ttft::StreamMeter meter(ttft::makeDialect(dialectUnderTest()), options);
    std::int64_t ns = kStamp;
    for (std::string_view chunk : chunks) {
        meter.onBytes(ns, chunk);
        if (stepping)
            ns += 1'000'000;
    }
    meter.onEnd(ns);
    return meter.facts();
}

// With time moving on from chunk to chunk, the milestones come in the order the glossary defines.
void checkTimeOrder(const ttft::StreamFacts &facts, std::int64_t endNs)
{
    using fuzzinput::check;
    using ttft::hasTime;
    auto notBefore = [](std::int64_t later, std::int64_t earlier) {
        return !hasTime(later) || (hasTime(earlier) && later >= earlier);
    };
    check(notBefore(facts.firstEventNs, facts.firstBodyByteNs), "the first event comes with or after the first byte");
    check(notBefore(facts.firstOutputNs, facts.firstEventNs), "TTFO comes no earlier than the first event");
    check(notBefore(facts.firstAnswerNs, facts.firstOutputNs), "TTFT comes no earlier than TTFO");
    check(notBefore(facts.firstReasoningNs, facts.firstOutputNs), "the first reasoning comes no earlier than TTFO");
    check(notBefore(facts.firstSentenceNs, facts.firstAnswerNs), "TTFS comes no earlier than TTFT");
    check(notBefore(facts.lastAnswerNs, facts.firstAnswerNs), "the last answer comes no earlier than the first");
    for (std::size_t i = 1; i < facts.answerEventNs.size(); ++i)
        check(facts.answerEventNs[i] >= facts.answerEventNs[i - 1], "answer events arrive in order");
    if (!facts.answerEventNs.empty()) {
        check(facts.answerEventNs.front() == facts.firstAnswerNs, "the first answer event is TTFT");
        check(facts.answerEventNs.back() == facts.lastAnswerNs, "the last answer event is the last answer");
    }
    check(!hasTime(facts.lastByteNs) || facts.lastByteNs <= endNs, "no byte after the end");
    check(!hasTime(facts.firstSentenceNs) || facts.firstSentenceNs <= endNs, "TTFS no later than the end");
}

void checkInvariants(const ttft::StreamFacts &facts, std::string_view stream)
{
    using fuzzinput::check;
    check(facts.bodyBytes == std::int64_t(stream.size()), "bodyBytes counts every byte");
    check(stream.substr(0, facts.head.size()) == facts.head, "head is the stream's first bytes");
    check(facts.answerEvents == int(facts.answerEventNs.size()), "one arrival time per answer event");
    check(facts.answerEvents <= facts.wireEvents, "answer events are wire events");
    check(facts.reasoningEvents <= facts.wireEvents, "reasoning events are wire events");
    check(facts.toolCallEvents <= facts.wireEvents, "tool-call events are wire events");
    check(facts.refusalEvents <= facts.wireEvents, "refusal events are wire events");
    check((facts.answerEvents > 0) == ttft::hasTime(facts.firstAnswerNs), "TTFT is set exactly when an answer came");
    check((facts.answerEvents > 0) == !facts.firstAnswerDelta.empty(), "the first answer delta is never empty");
    check(facts.firstAnswerEventIndex < facts.wireEvents, "the first answer is one of the wire events");
    check(facts.firstOutputEventIndex < facts.wireEvents, "the first output is one of the wire events");
    if (ttft::hasTime(facts.firstAnswerNs)) {
        check(ttft::hasTime(facts.firstOutputNs), "an answer is an output");
        check(facts.firstOutputEventIndex <= facts.firstAnswerEventIndex, "first output comes no later than TTFT");
    }
    const bool anyOutput = facts.answerEvents + facts.reasoningEvents + facts.toolCallEvents + facts.refusalEvents > 0;
    check(anyOutput == ttft::hasTime(facts.firstOutputNs), "TTFO is set exactly when some output came");
    if (!facts.textByChoice.empty())
        check(facts.text == facts.textByChoice.front(), "choice 0's text is the answer text");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const fuzzinput::Input input = fuzzinput::parse(data, size);
    if (input.chunks.empty())
        return 0;

    const ttft::StreamFacts whole = meter({input.stream}, input.keepText);
    const ttft::StreamFacts torn = meter(input.chunks, input.keepText, true);
    checkInvariants(whole, input.stream);
    checkInvariants(torn, input.stream);
    const std::string wholeText = describe(whole);
    const std::string tornText = describe(torn);
    if (wholeText != tornText)
        fuzzinput::fail("stream facts depend on chunk boundaries", wholeText, tornText);
    checkTimeOrder(torn, kStamp + std::int64_t(input.chunks.size()) * 1'000'000);
    return 0;
}
