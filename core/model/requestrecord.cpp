#include "requestrecord.h"

#include "base/monoclock.h"
#include "base/secretscrubber.h"

#include "jsonfields.h"

#include <QDateTime>
#include <QString>

#include <nlohmann/json.hpp>

#include <array>
#include <cmath>
#include <iterator>

namespace ttft {

namespace {

constexpr std::array kErrorClasses = {
    ErrorClass::None,          ErrorClass::ConnectionRefused, ErrorClass::Dns,
    ErrorClass::Tls,           ErrorClass::ConnectTimeout,    ErrorClass::FirstTokenTimeout,
    ErrorClass::TotalTimeout,  ErrorClass::HttpClient,        ErrorClass::RateLimited,
    ErrorClass::HttpServer,    ErrorClass::StreamError,       ErrorClass::Malformed,
    ErrorClass::Dropped,       ErrorClass::NoOutput,          ErrorClass::Cancelled,
    ErrorClass::Transport,     ErrorClass::HttpRedirect,
};

bool present(std::int64_t ns)
{
    // Any negative stamp is treated as absent, not only kNoTime: a garbage stamp must not become
    // a huge latency.
    return ns >= 0;
}

// Rounds half up to whole microseconds in integers, then divides once: the double is the one
// nearest to the decimal "x.yyy" figure, so JSON shows e.g. 123.457 and not 123.45700000000001.
double nsToMs(std::int64_t ns)
{
    const std::int64_t us = (ns + 500) / 1000;
    return double(us) / 1000.0;
}

nlohmann::json stampOrNull(std::int64_t ns)
{
    return present(ns) ? nlohmann::json(ns) : nlohmann::json(nullptr);
}

nlohmann::json msOrNull(const std::optional<double> &ms)
{
    return jsonfields::valueOrNull(ms);
}

std::string isoUtc(std::int64_t msSinceEpoch)
{
    const QDateTime utc = QDateTime::fromMSecsSinceEpoch(msSinceEpoch, Qt::UTC);
    return utc.toString(Qt::ISODateWithMs).toStdString();
}

bool parseIsoUtc(const std::string &text, std::int64_t &msSinceEpoch)
{
    const QDateTime parsed = QDateTime::fromString(QString::fromStdString(text), Qt::ISODateWithMs);
    if (!parsed.isValid())
        return false;
    msSinceEpoch = parsed.toMSecsSinceEpoch();
    return true;
}

// The raw stamps, by JSON key. One table for writing and reading keeps the two in step.
struct StampField {
    const char *key;
    std::int64_t RequestRecord::*member;
};

constexpr std::array kStampFields = {
    StampField{"run_start", &RequestRecord::runStartNs},
    StampField{"intended", &RequestRecord::intendedNs},
    StampField{"start", &RequestRecord::startNs},
    StampField{"dns_done", &RequestRecord::dnsDoneNs},
    StampField{"connect_done", &RequestRecord::connectDoneNs},
    StampField{"tls_done", &RequestRecord::tlsDoneNs},
    StampField{"request_sent", &RequestRecord::requestSentNs},
    StampField{"response_head", &RequestRecord::responseHeadNs},
    StampField{"first_event", &RequestRecord::firstEventNs},
    StampField{"first_output", &RequestRecord::firstOutputNs},
    StampField{"first_answer", &RequestRecord::firstAnswerNs},
    StampField{"first_sentence", &RequestRecord::firstSentenceNs},
    StampField{"first_reasoning", &RequestRecord::firstReasoningNs},
    StampField{"last_answer", &RequestRecord::lastAnswerNs},
    StampField{"end", &RequestRecord::endNs},
};

// A leg's outcome, as every leg writes it: http_status, error_class, error_message (null when none).
void putOutcome(nlohmann::json &object, int httpStatus, ErrorClass errorClass, const std::string &message)
{
    object["http_status"] = httpStatus != 0 ? nlohmann::json(httpStatus) : nlohmann::json(nullptr);
    object["error_class"] = errorClass != ErrorClass::None ? nlohmann::json(errorClassName(errorClass)) : nlohmann::json(nullptr);
    object["error_message"] = jsonfields::stringOrNull(message);
}

// The session file's form leaves out what is null, in the leg and in its stamps.
void dropNullsWhenRaw(nlohmann::json &object, RecordJsonForm form)
{
    if (form != RecordJsonForm::Raw)
        return;
    for (nlohmann::json *o : {&object, &object["t_ns"]}) {
        for (auto it = o->begin(); it != o->end();)
            it = it->is_null() ? o->erase(it) : std::next(it);
    }
}

nlohmann::json toJson(const TtsLeg &leg, RecordJsonForm form)
{
    using jsonfields::stringOrNull;
    using jsonfields::valueOrNull;
    nlohmann::json object = nlohmann::json::object();
    object["tts"] = leg.tts;
    object["model"] = stringOrNull(leg.model);
    object["request_id"] = leg.requestId;
    object["format"] = stringOrNull(leg.format);
    putOutcome(object, leg.httpStatus, leg.errorClass, leg.errorMessage);
    object["audio_bytes"] = leg.audioBytes;
    object["audio_ms"] = valueOrNull(leg.audioMs);
    object["leading_silence_ms"] = valueOrNull(leg.leadingSilenceMs);
    object["input_chars"] = leg.inputChars;
    if (form == RecordJsonForm::Full) {
        object["ttfa_ms"] = msOrNull(leg.ttfaMs());
        object["first_real_audio_ms"] = msOrNull(leg.firstRealAudioMs());
        object["ttfa_100ms_ms"] = msOrNull(leg.ttfa100Ms());
    }
    object["t_ns"] = {{"start", stampOrNull(leg.startNs)},
                      {"response_head", stampOrNull(leg.responseHeadNs)},
                      {"first_audio", stampOrNull(leg.firstAudioNs)},
                      {"audio_100ms", stampOrNull(leg.audio100msNs)},
                      {"end", stampOrNull(leg.endNs)}};
    dropNullsWhenRaw(object, form);
    return object;
}

TtsLeg ttsLegFromJson(const nlohmann::json &object, std::string *error);

nlohmann::json toJson(const AsrLeg &leg, RecordJsonForm form)
{
    using jsonfields::stringOrNull;
    using jsonfields::valueOrNull;
    nlohmann::json object = nlohmann::json::object();
    object["asr"] = leg.asr;
    object["model"] = stringOrNull(leg.model);
    object["request_id"] = leg.requestId;
    object["language"] = stringOrNull(leg.language);
    putOutcome(object, leg.httpStatus, leg.errorClass, leg.errorMessage);
    object["audio_ms"] = leg.audioMs;
    object["speech_end_ms"] = leg.speechEndMs >= 0 ? nlohmann::json(leg.speechEndMs) : nlohmann::json(nullptr);
    object["transcript"] = leg.transcript;
    object["wer"] = valueOrNull(leg.wordErrorRate);
    if (form == RecordJsonForm::Full) {
        object["speech_end_to_first_partial_ms"] = msOrNull(leg.toFirstPartialMs());
        object["speech_end_to_final_ms"] = msOrNull(leg.toFinalMs());
    }
    object["t_ns"] = {{"start", stampOrNull(leg.startNs)},
                      {"speech_end", stampOrNull(leg.speechEndNs)},
                      {"first_partial", stampOrNull(leg.firstPartialNs)},
                      {"final", stampOrNull(leg.finalNs)}};
    dropNullsWhenRaw(object, form);
    return object;
}

AsrLeg asrLegFromJson(const nlohmann::json &object, std::string *error);

} // namespace

const char *errorClassName(ErrorClass error)
{
    switch (error) {
    case ErrorClass::None: return "none";
    case ErrorClass::ConnectionRefused: return "connection_refused";
    case ErrorClass::Dns: return "dns";
    case ErrorClass::Tls: return "tls";
    case ErrorClass::ConnectTimeout: return "connect_timeout";
    case ErrorClass::FirstTokenTimeout: return "first_token_timeout";
    case ErrorClass::TotalTimeout: return "total_timeout";
    case ErrorClass::HttpClient: return "http_4xx";
    case ErrorClass::RateLimited: return "http_429";
    case ErrorClass::HttpServer: return "http_5xx";
    case ErrorClass::StreamError: return "stream_error";
    case ErrorClass::Malformed: return "malformed_stream";
    case ErrorClass::Dropped: return "dropped";
    case ErrorClass::NoOutput: return "no_output";
    case ErrorClass::Cancelled: return "cancelled";
    case ErrorClass::Transport: return "transport";
    case ErrorClass::HttpRedirect: return "http_3xx";
    }
    return "transport";
}

bool errorClassFromName(std::string_view name, ErrorClass &error)
{
    for (const ErrorClass candidate : kErrorClasses) {
        if (name == errorClassName(candidate)) {
            error = candidate;
            return true;
        }
    }
    return false;
}

std::optional<double> spanMs(std::int64_t fromNs, std::int64_t toNs)
{
    if (!present(fromNs) || !present(toNs) || toNs < fromNs)
        return std::nullopt;
    return nsToMs(toNs - fromNs);
}

std::optional<double> RequestRecord::ttftMs() const { return spanMs(startNs, firstAnswerNs); }
std::optional<double> RequestRecord::ttfbMs() const { return spanMs(startNs, responseHeadNs); }
std::optional<double> RequestRecord::ttfoMs() const { return spanMs(startNs, firstOutputNs); }
std::optional<double> RequestRecord::ttfsMs() const { return spanMs(startNs, firstSentenceNs); }
std::optional<double> RequestRecord::firstEventMs() const { return spanMs(startNs, firstEventNs); }
std::optional<double> RequestRecord::firstReasoningMs() const { return spanMs(startNs, firstReasoningNs); }
std::optional<double> RequestRecord::firstTokenMs() const
{
    const std::optional<double> answer = ttftMs();
    const std::optional<double> reasoning = firstReasoningMs();
    if (answer && reasoning)
        return std::min(*answer, *reasoning);
    return answer ? answer : reasoning;
}
std::optional<double> RequestRecord::e2eMs() const { return spanMs(startNs, endNs); }
std::optional<double> RequestRecord::requestSentMs() const { return spanMs(startNs, requestSentNs); }
std::optional<double> RequestRecord::dispatchLagMs() const { return spanMs(intendedNs, startNs); }
std::optional<double> RequestRecord::ttftFromIntendedMs() const { return spanMs(intendedNs, firstAnswerNs); }
std::optional<double> RequestRecord::intendedOffsetMs() const { return spanMs(runStartNs, intendedNs); }
std::optional<double> RequestRecord::startOffsetMs() const { return spanMs(runStartNs, startNs); }
std::optional<double> RequestRecord::dnsMs() const { return spanMs(startNs, dnsDoneNs); }

std::optional<double> RequestRecord::connectMs() const
{
    // Without a DNS phase (an IP literal, or a resolver cache hit the transport did not report)
    // the connect phase starts at the request start.
    return spanMs(present(dnsDoneNs) ? dnsDoneNs : startNs, connectDoneNs);
}

std::optional<double> RequestRecord::tlsMs() const { return spanMs(connectDoneNs, tlsDoneNs); }

std::optional<double> RequestRecord::tpotMs() const
{
    // One token arrives at TTFT; the remaining (n − 1) share the time until the last one.
    if (!outputTokens || *outputTokens < 2)
        return std::nullopt;
    if (!present(firstAnswerNs) || !present(lastAnswerNs) || lastAnswerNs < firstAnswerNs)
        return std::nullopt;
    const double perTokenNs = double(lastAnswerNs - firstAnswerNs) / double(*outputTokens - 1);
    return std::round(perTokenNs / 1000.0) / 1000.0;
}

std::optional<double> RequestRecord::clientOverheadMs() const
{
    // Like with like: the server's TTFT ends at its first generated token, a thought included.
    const std::optional<double> client = firstTokenMs();
    if (!client || !server.ttftMs)
        return std::nullopt;
    return std::round((*client - *server.ttftMs) * 1000.0) / 1000.0;
}

void RequestRecord::redact(std::string_view secret)
{
    const SecretScrubber scrubber(secret);
    if (scrubber.empty())
        return;
    // Every text field, whoever filled it: a server can echo the key in an id header, an error,
    // a finish reason or a TTS answer, and a cap can cut it anywhere (secretscrubber.h).
    for (std::string *text : {&provider, &model, &transport, &protocol, &requestId, &serverRequestId, &cell,
                              &outputTokensSource, &errorMessage, &text, &firstClause, &responseHead, &server.source})
        scrubber.scrub(*text);
    for (std::string &reason : finishReasons)
        scrubber.scrub(reason);
    for (auto &[name, value] : serverHeaders) {
        scrubber.scrub(name);
        scrubber.scrub(value);
    }
    for (TtsLeg &leg : tts) {
        for (std::string *text : {&leg.tts, &leg.model, &leg.requestId, &leg.format, &leg.errorMessage})
            scrubber.scrub(*text);
    }
    if (asr) {
        for (std::string *text : {&asr->asr, &asr->model, &asr->requestId, &asr->language, &asr->transcript, &asr->errorMessage})
            scrubber.scrub(*text);
    }
    for (ToolCallRecord &call : toolCalls) {
        for (std::string *text : {&call.id, &call.name, &call.arguments})
            scrubber.scrub(*text);
    }
}

const char *turnLegName(TurnLeg leg)
{
    switch (leg) {
    case TurnLeg::Whole: return "";
    case TurnLeg::ToolCall: return "tool_call";
    case TurnLeg::AfterTool: return "after_tool";
    }
    return "";
}

bool turnLegFromName(std::string_view name, TurnLeg &leg)
{
    for (const TurnLeg candidate : {TurnLeg::Whole, TurnLeg::ToolCall, TurnLeg::AfterTool}) {
        if (name == turnLegName(candidate)) {
            leg = candidate;
            return true;
        }
    }
    return false;
}

std::optional<double> RequestRecord::toolMs() const { return spanMs(toolStartNs, toolEndNs); }
std::optional<double> RequestRecord::turnFirstAnswerMs() const { return spanMs(turnStartNs, firstAnswerNs); }

bool RequestRecord::throttled() const
{
    return errorClass == ErrorClass::RateLimited || (errorClass == ErrorClass::HttpServer && httpStatus == 529);
}

std::optional<double> RequestRecord::retryAfterMs() const
{
    for (const auto &[name, value] : serverHeaders) {
        if (name != "retry-after")
            continue;
        const QString text = QString::fromStdString(value).trimmed();
        bool number = false;
        const double seconds = text.toDouble(&number);
        if (number && seconds >= 0 && seconds < 86'400.0 * 365)
            return seconds * 1000.0;
        const QDateTime date = QDateTime::fromString(text, Qt::RFC2822Date);
        if (date.isValid() && wallStartMs != 0)
            return double(std::max<std::int64_t>(0, date.toMSecsSinceEpoch() - wallStartMs));
        return std::nullopt;
    }
    return std::nullopt;
}

bool RequestRecord::looksBuffered() const
{
    // The exact count (the stamps may be capped); never fewer than the stamps kept.
    const std::int64_t events = std::max<std::int64_t>(answerEvents, std::int64_t(answerEventNs.size()));
    if (answerEventNs.size() < 4 || !hasTime(startNs) || !hasTime(lastAnswerNs))
        return false;
    // From the first answer event to the last, over every event.
    const std::int64_t burst = lastAnswerNs - answerEventNs.front();
    const std::int64_t untilLast = lastAnswerNs - startNs;
    const std::int64_t meanGap = burst / (events - 1);
    return meanGap < 200'000 && burst * 20 < untilLast;
}

std::optional<double> AsrLeg::toFirstPartialMs() const { return spanMs(speechEndNs, firstPartialNs); }
std::optional<double> AsrLeg::toFinalMs() const { return spanMs(speechEndNs, finalNs); }
std::optional<double> TtsLeg::ttfaMs() const { return spanMs(startNs, firstAudioNs); }
std::optional<double> TtsLeg::ttfa100Ms() const { return spanMs(startNs, audio100msNs); }
std::optional<double> TtsLeg::firstRealAudioMs() const
{
    const std::optional<double> first = ttfaMs();
    return first ? std::optional<double>(*first + leadingSilenceMs.value_or(0)) : std::nullopt;
}

std::vector<double> RequestRecord::itlMs() const
{
    std::vector<double> gaps;
    if (answerEventNs.size() < 2)
        return gaps;
    gaps.reserve(answerEventNs.size() - 1);
    for (std::size_t i = 1; i < answerEventNs.size(); ++i) {
        if (const auto gap = spanMs(answerEventNs[i - 1], answerEventNs[i]))
            gaps.push_back(*gap);
    }
    return gaps;
}

nlohmann::json toJson(const RequestRecord &record, bool withText)
{
    return toJson(record, withText, RecordJsonForm::Full);
}

nlohmann::json toJson(const RequestRecord &record, bool withText, RecordJsonForm form)
{
    const bool full = form == RecordJsonForm::Full;
    using jsonfields::stringOrNull;
    using jsonfields::valueOrNull;

    nlohmann::json object = nlohmann::json::object();
    object["index"] = record.index;
    object["warmup"] = record.warmup;
    object["provider"] = record.provider;
    object["model"] = record.model;
    object["transport"] = record.transport;
    object["protocol"] = stringOrNull(record.protocol);
    object["request_id"] = record.requestId;
    object["server_request_id"] = stringOrNull(record.serverRequestId);
    object["cell"] = stringOrNull(record.cell);
    object["concurrency"] = record.concurrency;
    object["rate_rps"] = valueOrNull(record.rateRps);
    object["prompt_tokens_target"] = valueOrNull(record.promptTokensTarget);
    object["cache_bust"] = record.cacheBust;
    if (record.repeat != 0)
        object["repeat"] = record.repeat; // absent in a run without repeats, as before they existed
    if (record.turn != 0) { // absent outside conversations
        object["conversation"] = record.conversation;
        object["turn"] = record.turn;
        if (record.turnLeg != TurnLeg::Whole)
            object["turn_leg"] = turnLegName(record.turnLeg);
    }
    object["wall_start"] = record.wallStartMs != 0 ? nlohmann::json(isoUtc(record.wallStartMs))
                                                   : nlohmann::json(nullptr);

    object["http_status"] = record.httpStatus != 0 ? nlohmann::json(record.httpStatus) : nlohmann::json(nullptr);
    object["connection_reused"] = record.connectionReused;
    object["error_class"] = record.failed() ? nlohmann::json(errorClassName(record.errorClass))
                                            : nlohmann::json(nullptr);
    object["error_message"] = stringOrNull(record.errorMessage);

    if (full) {
        object["ttft_ms"] = msOrNull(record.ttftMs());
        object["ttfb_ms"] = msOrNull(record.ttfbMs());
        object["ttfo_ms"] = msOrNull(record.ttfoMs());
        object["ttfs_ms"] = msOrNull(record.ttfsMs());
        object["first_event_ms"] = msOrNull(record.firstEventMs());
        object["first_reasoning_ms"] = msOrNull(record.firstReasoningMs());
        object["e2e_ms"] = msOrNull(record.e2eMs());
        object["tpot_ms"] = msOrNull(record.tpotMs());
        object["dns_ms"] = msOrNull(record.dnsMs());
        object["connect_ms"] = msOrNull(record.connectMs());
        object["tls_ms"] = msOrNull(record.tlsMs());
        object["request_sent_ms"] = msOrNull(record.requestSentMs());
        object["dispatch_lag_ms"] = msOrNull(record.dispatchLagMs());
        object["ttft_from_intended_ms"] = msOrNull(record.ttftFromIntendedMs());
        object["intended_ms"] = msOrNull(record.intendedOffsetMs());
        object["start_ms"] = msOrNull(record.startOffsetMs());
        object["itl_ms"] = record.itlMs();
        object["buffered"] = record.looksBuffered();
    }

    object["server_ttft_ms"] = valueOrNull(record.server.ttftMs);
    object["server_queue_ms"] = valueOrNull(record.server.queueMs);
    object["server_prefill_ms"] = valueOrNull(record.server.prefillMs);
    object["server_decode_ms"] = valueOrNull(record.server.decodeMs);
    object["server_e2e_ms"] = valueOrNull(record.server.e2eMs);
    object["server_processing_ms"] = valueOrNull(record.server.processingMs);
    object["server_load_ms"] = valueOrNull(record.server.loadMs);
    object["server_timing_source"] = stringOrNull(record.server.source);
    if (full)
        object["client_overhead_ms"] = valueOrNull(record.clientOverheadMs());
    nlohmann::json headers = nlohmann::json::object();
    for (const auto &[name, value] : record.serverHeaders)
        headers[name] = value;
    object["server_headers"] = std::move(headers);

    object["output_tokens"] = valueOrNull(record.outputTokens);
    object["output_tokens_source"] = stringOrNull(record.outputTokensSource);
    object["prompt_tokens"] = valueOrNull(record.usage.promptTokens);
    object["completion_tokens"] = valueOrNull(record.usage.completionTokens);
    object["total_tokens"] = valueOrNull(record.usage.totalTokens);
    object["cached_tokens"] = valueOrNull(record.usage.cachedTokens);
    object["reasoning_tokens"] = valueOrNull(record.usage.reasoningTokens);
    object["finish_reasons"] = record.finishReasons;

    object["request_bytes"] = record.requestBytes;
    object["response_bytes"] = record.responseBytes;
    object["wire_events"] = record.wireEvents;
    object["answer_events"] = record.answerEvents;
    if (record.answerEventNs.size() < std::size_t(std::max(0, record.answerEvents)))
        object["answer_event_ns_capped"] = true; // ITL from the first stamps only
    if (record.textTruncated)
        object["text_truncated"] = true;

    nlohmann::json stamps = nlohmann::json::object();
    for (const StampField &field : kStampFields)
        stamps[field.key] = stampOrNull(record.*field.member);
    if (full) {
        stamps["answers"] = record.answerEventNs;
    } else {
        std::vector<std::int64_t> gaps;
        gaps.reserve(record.answerEventNs.size());
        std::int64_t previous = 0;
        for (const std::int64_t stamp : record.answerEventNs) {
            gaps.push_back(stamp - previous);
            previous = stamp;
        }
        stamps["answer_gaps"] = std::move(gaps);
    }
    if (record.turnLeg == TurnLeg::AfterTool) {
        stamps["turn_start"] = stampOrNull(record.turnStartNs);
        stamps["tool_call_first"] = stampOrNull(record.toolCallFirstNs);
        stamps["tool_call_end"] = stampOrNull(record.toolCallEndNs);
        stamps["tool_start"] = stampOrNull(record.toolStartNs);
        stamps["tool_end"] = stampOrNull(record.toolEndNs);
        if (full) {
            object["tool_ms"] = msOrNull(record.toolMs());
            object["turn_first_answer_ms"] = msOrNull(record.turnFirstAnswerMs());
        }
        object["tool_exit_status"] = valueOrNull(record.toolExitStatus);
    }
    object["t_ns"] = std::move(stamps);

    if (!record.toolCalls.empty()) {
        nlohmann::json calls = nlohmann::json::array();
        for (const ToolCallRecord &call : record.toolCalls)
            calls.push_back({{"id", call.id}, {"name", call.name}, {"arguments", call.arguments}});
        object["tool_calls"] = std::move(calls);
    }
    if (!record.firstClause.empty())
        object["first_clause"] = record.firstClause;
    if (record.asrMs)
        object["asr_ms"] = *record.asrMs;
    if (record.asr)
        object["asr"] = toJson(*record.asr, form);
    if (!record.tts.empty()) {
        nlohmann::json legs = nlohmann::json::array();
        for (const TtsLeg &leg : record.tts)
            legs.push_back(toJson(leg, form));
        object["tts"] = std::move(legs);
    }

    if (withText)
        object["text"] = record.text;
    if ((withText || record.failed()) && !record.responseHead.empty())
        object["response_head"] = record.responseHead;
    if (!full) {
        // A missing key reads back as the field's default, which is what null stands for here:
        // leaving the nulls out makes a session a third smaller and its parsing as much faster.
        const auto dropNulls = [](nlohmann::json &o) {
            for (auto it = o.begin(); it != o.end();)
                it = it->is_null() ? o.erase(it) : std::next(it);
        };
        dropNulls(object);
        dropNulls(object["t_ns"]);
    }
    return object;
}

RequestRecord requestRecordFromJson(const nlohmann::json &object, std::string *error)
{
    using jsonfields::read;

    RequestRecord record;
    if (!object.is_object()) {
        if (error && error->empty())
            *error = "a request record must be a JSON object";
        return record;
    }

    read(object, "index", record.index, error);
    read(object, "warmup", record.warmup, error);
    read(object, "provider", record.provider, error);
    read(object, "model", record.model, error);
    read(object, "transport", record.transport, error);
    read(object, "protocol", record.protocol, error);
    read(object, "request_id", record.requestId, error);
    read(object, "server_request_id", record.serverRequestId, error);
    read(object, "cell", record.cell, error);
    read(object, "concurrency", record.concurrency, error);
    read(object, "rate_rps", record.rateRps, error);
    read(object, "prompt_tokens_target", record.promptTokensTarget, error);
    read(object, "cache_bust", record.cacheBust, error);
    read(object, "repeat", record.repeat, error);
    read(object, "conversation", record.conversation, error);
    read(object, "turn", record.turn, error);
    std::string turnLeg;
    if (read(object, "turn_leg", turnLeg, error) && !turnLegFromName(turnLeg, record.turnLeg) && error && error->empty())
        *error = "\"turn_leg\": unknown leg \"" + turnLeg + "\"";
    read(object, "tool_exit_status", record.toolExitStatus, error);

    std::string wallStart;
    if (read(object, "wall_start", wallStart, error) && !wallStart.empty()
        && !parseIsoUtc(wallStart, record.wallStartMs) && error && error->empty()) {
        *error = "\"wall_start\": expected an ISO-8601 date and time";
    }

    read(object, "http_status", record.httpStatus, error);
    read(object, "connection_reused", record.connectionReused, error);
    std::string errorClass;
    if (read(object, "error_class", errorClass, error) && !errorClass.empty()
        && !errorClassFromName(errorClass, record.errorClass)) {
        // An unknown class from a newer version still marks the request as failed.
        record.errorClass = ErrorClass::Transport;
        if (error && error->empty())
            *error = "\"error_class\": unknown class \"" + errorClass + "\"";
    }
    read(object, "error_message", record.errorMessage, error);

    read(object, "output_tokens", record.outputTokens, error);
    read(object, "output_tokens_source", record.outputTokensSource, error);
    read(object, "prompt_tokens", record.usage.promptTokens, error);
    read(object, "completion_tokens", record.usage.completionTokens, error);
    read(object, "total_tokens", record.usage.totalTokens, error);
    read(object, "cached_tokens", record.usage.cachedTokens, error);
    read(object, "reasoning_tokens", record.usage.reasoningTokens, error);
    read(object, "finish_reasons", record.finishReasons, error);

    read(object, "request_bytes", record.requestBytes, error);
    read(object, "response_bytes", record.responseBytes, error);
    read(object, "wire_events", record.wireEvents, error);
    read(object, "answer_events", record.answerEvents, error);

    if (const auto stamps = object.find("t_ns"); stamps != object.end() && stamps->is_object()) {
        for (const StampField &field : kStampFields)
            read(*stamps, field.key, record.*field.member, error);
        read(*stamps, "answers", record.answerEventNs, error);
        read(*stamps, "turn_start", record.turnStartNs, error);
        read(*stamps, "tool_call_first", record.toolCallFirstNs, error);
        read(*stamps, "tool_call_end", record.toolCallEndNs, error);
        read(*stamps, "tool_start", record.toolStartNs, error);
        read(*stamps, "tool_end", record.toolEndNs, error);
        if (stamps->contains("answer_gaps") && read(*stamps, "answer_gaps", record.answerEventNs, error)) {
            std::int64_t stamp = 0;
            for (std::int64_t &gap : record.answerEventNs)
                gap = stamp += gap;
        }
        // A file holds no more than a measurement keeps (a hostile one might).
        if (record.answerEventNs.size() > RequestRecord::kMaxAnswerStamps)
            record.answerEventNs.resize(RequestRecord::kMaxAnswerStamps);
    }
    read(object, "text_truncated", record.textTruncated, error);

    read(object, "server_ttft_ms", record.server.ttftMs, error);
    read(object, "server_queue_ms", record.server.queueMs, error);
    read(object, "server_prefill_ms", record.server.prefillMs, error);
    read(object, "server_decode_ms", record.server.decodeMs, error);
    read(object, "server_e2e_ms", record.server.e2eMs, error);
    read(object, "server_processing_ms", record.server.processingMs, error);
    read(object, "server_load_ms", record.server.loadMs, error);
    read(object, "server_timing_source", record.server.source, error);
    if (const auto headers = object.find("server_headers"); headers != object.end() && headers->is_object()) {
        for (auto it = headers->begin(); it != headers->end(); ++it) {
            if (it.value().is_string())
                record.serverHeaders.emplace_back(it.key(), it.value().get<std::string>());
        }
    }

    read(object, "text", record.text, error);
    read(object, "response_head", record.responseHead, error);
    read(object, "first_clause", record.firstClause, error);
    read(object, "asr_ms", record.asrMs, error);
    if (const auto leg = object.find("asr"); leg != object.end() && !leg->is_null())
        record.asr = asrLegFromJson(*leg, error);
    if (const auto legs = object.find("tts"); legs != object.end() && legs->is_array()) {
        for (const nlohmann::json &leg : *legs)
            record.tts.push_back(ttsLegFromJson(leg, error));
    }
    if (const auto calls = object.find("tool_calls"); calls != object.end() && calls->is_array()) {
        // No more than a measurement keeps (StreamMeter's cap on stored calls).
        for (const nlohmann::json &call : *calls) {
            if (record.toolCalls.size() >= RequestRecord::kMaxToolCalls)
                break;
            ToolCallRecord kept;
            if (call.is_object()) {
                read(call, "id", kept.id, error);
                read(call, "name", kept.name, error);
                read(call, "arguments", kept.arguments, error);
            } else if (error && error->empty()) {
                *error = "\"tool_calls\": each call must be a JSON object";
            }
            record.toolCalls.push_back(std::move(kept));
        }
    }
    return record;
}

namespace {

// putOutcome's fields back; an unknown error class reads as a transport error, and says so.
void readOutcome(const nlohmann::json &object, const char *where, int &httpStatus, ErrorClass &errorClass,
                 std::string &message, std::string *error)
{
    using jsonfields::read;
    read(object, "http_status", httpStatus, error);
    std::string name;
    if (read(object, "error_class", name, error) && !name.empty() && !errorClassFromName(name, errorClass)) {
        errorClass = ErrorClass::Transport;
        if (error && error->empty())
            *error = std::string("\"") + where + "\": unknown error class \"" + name + "\"";
    }
    read(object, "error_message", message, error);
}

TtsLeg ttsLegFromJson(const nlohmann::json &object, std::string *error)
{
    using jsonfields::read;
    TtsLeg leg;
    if (!object.is_object()) {
        if (error && error->empty())
            *error = "\"tts\": each leg must be a JSON object";
        return leg;
    }
    read(object, "tts", leg.tts, error);
    read(object, "model", leg.model, error);
    read(object, "request_id", leg.requestId, error);
    read(object, "format", leg.format, error);
    readOutcome(object, "tts", leg.httpStatus, leg.errorClass, leg.errorMessage, error);
    read(object, "audio_bytes", leg.audioBytes, error);
    read(object, "audio_ms", leg.audioMs, error);
    read(object, "leading_silence_ms", leg.leadingSilenceMs, error);
    read(object, "input_chars", leg.inputChars, error);
    if (const auto stamps = object.find("t_ns"); stamps != object.end() && stamps->is_object()) {
        read(*stamps, "start", leg.startNs, error);
        read(*stamps, "response_head", leg.responseHeadNs, error);
        read(*stamps, "first_audio", leg.firstAudioNs, error);
        read(*stamps, "audio_100ms", leg.audio100msNs, error);
        read(*stamps, "end", leg.endNs, error);
    }
    return leg;
}

AsrLeg asrLegFromJson(const nlohmann::json &object, std::string *error)
{
    using jsonfields::read;
    AsrLeg leg;
    if (!object.is_object()) {
        if (error && error->empty())
            *error = "\"asr\": must be a JSON object";
        return leg;
    }
    read(object, "asr", leg.asr, error);
    read(object, "model", leg.model, error);
    read(object, "request_id", leg.requestId, error);
    read(object, "language", leg.language, error);
    readOutcome(object, "asr", leg.httpStatus, leg.errorClass, leg.errorMessage, error);
    read(object, "audio_ms", leg.audioMs, error);
    read(object, "speech_end_ms", leg.speechEndMs, error);
    read(object, "transcript", leg.transcript, error);
    read(object, "wer", leg.wordErrorRate, error);
    if (const auto stamps = object.find("t_ns"); stamps != object.end() && stamps->is_object()) {
        read(*stamps, "start", leg.startNs, error);
        read(*stamps, "speech_end", leg.speechEndNs, error);
        read(*stamps, "first_partial", leg.firstPartialNs, error);
        read(*stamps, "final", leg.finalNs, error);
    }
    return leg;
}

} // namespace

} // namespace ttft
