#include "requestrecorder.h"

#include "base/lowercase.h"
#include "base/printabletext.h"
#include "base/utf8prefix.h"
#include "wire/servertimingparsers.h"
#include "wire/jsonnesting.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>

namespace ttft {

namespace {

constexpr std::size_t kErrorBodyCap = 64 * 1024;
constexpr std::size_t kMessageCap = 300;

ErrorClass classFromTransfer(TransferError error)
{
    switch (error) {
    case TransferError::None: return ErrorClass::None;
    case TransferError::ConnectionRefused: return ErrorClass::ConnectionRefused;
    case TransferError::Dns: return ErrorClass::Dns;
    case TransferError::Tls: return ErrorClass::Tls;
    case TransferError::ConnectTimeout: return ErrorClass::ConnectTimeout;
    case TransferError::FirstByteTimeout: return ErrorClass::FirstTokenTimeout;
    case TransferError::TotalTimeout: return ErrorClass::TotalTimeout;
    case TransferError::Dropped: return ErrorClass::Dropped;
    case TransferError::Protocol: return ErrorClass::Malformed;
    case TransferError::Cancelled: return ErrorClass::Cancelled;
    case TransferError::Other: return ErrorClass::Transport;
    }
    return ErrorClass::Transport;
}

// The text of an HTML error page's <title> (a proxy's "502 Bad Gateway"), or empty.
std::string titleOfHtmlPage(const std::string &body)
{
    const std::size_t probe = std::min<std::size_t>(body.size(), 512);
    const std::string lower = lowerCase(std::string_view(body).substr(0, 4096));
    if (lower.find("<html", 0) > probe && lower.find("<!doctype html", 0) > probe)
        return {};
    const std::size_t open = lower.find("<title>");
    const std::size_t close = open == std::string::npos ? open : lower.find("</title>", open);
    if (close == std::string::npos)
        return {};
    return body.substr(open + 7, close - open - 7);
}

} // namespace

std::string messageFromErrorBody(const std::string &body)
{
    const nlohmann::json json = parseJsonBounded(body);
    if (json.is_object()) {
        auto error = json.find("error");
        if (error != json.end()) {
            if (error->is_string())
                return error->get<std::string>();
            if (error->is_object()) {
                auto message = error->find("message");
                if (message != error->end() && message->is_string())
                    return message->get<std::string>();
            }
        }
        auto message = json.find("message");
        if (message != json.end() && message->is_string())
            return message->get<std::string>();
    }
    return body;
}

std::string cappedMessage(std::string text)
{
    text = printableText(text); // no control character of a server's reaches a terminal (printabletext.h)
    if (text.size() > kMessageCap) {
        text.resize(utf8PrefixLength(text, kMessageCap));
        text += "…";
    }
    return text;
}

std::string headerValue(const HeaderList &headers, std::string_view name)
{
    for (const auto &[key, value] : headers) {
        if (key == name)
            return value;
    }
    return {};
}

std::string serverRequestId(const HeaderList &headers)
{
    static const std::array<const char *, 5> names = {"x-request-id", "request-id", "x-amzn-requestid",
                                                      "x-trace-id", "cf-ray"};
    for (const char *name : names) {
        for (const auto &[key, value] : headers) {
            if (key == name && !value.empty())
                return value;
        }
    }
    return {};
}

bool classifyTransfer(const TransferResult &result, const std::string &errorBody, ErrorClass &errorClass,
                      std::string &errorMessage)
{
    // The transport's verdict first: nothing after a refused connection or a timeout is meaningful.
    if (result.error != TransferError::None) {
        errorClass = classFromTransfer(result.error);
        errorMessage = cappedMessage(result.errorMessage);
        return true;
    }
    const int status = result.httpStatus;
    if (status >= 300 && status < 400) {
        // Neither transport follows redirects (a benchmark must not measure a second server by
        // surprise): the record says where it was sent. The key scrubber sees the target too.
        errorClass = ErrorClass::HttpRedirect;
        const std::string target = headerValue(result.responseHeaders, "location");
        errorMessage = "HTTP " + std::to_string(status) + ": redirected"
            + (target.empty() ? std::string(" (no Location header)") : " to " + cappedMessage(target))
            + "; the client follows no redirect: use that address as the base URL";
        return true;
    }
    if (status < 200 || status >= 300) {
        errorClass = status == 429 ? ErrorClass::RateLimited
                   : status >= 500 ? ErrorClass::HttpServer
                                   : ErrorClass::HttpClient;
        // A proxy's HTML page says what it is in its title; the rest is markup.
        const std::string title = titleOfHtmlPage(errorBody);
        const std::string detail = !title.empty()    ? cappedMessage(title) + " (an HTML page, not the API's JSON)"
                                 : errorBody.empty() ? std::string()
                                                     : cappedMessage(messageFromErrorBody(errorBody));
        errorMessage = "HTTP " + std::to_string(status) + (detail.empty() ? std::string() : ": " + detail);
        if (const std::string retryAfter = headerValue(result.responseHeaders, "retry-after"); !retryAfter.empty())
            errorMessage += " (Retry-After: " + cappedMessage(retryAfter) + ")";
        return true;
    }
    // The request asks for identity (docs/ARCHITECTURE.md, Qt facts): a compressed body was encoded on the way by
    // something that ignores that, and its bytes are no events. Said plainly rather than decoded.
    if (const std::string encoding = headerValue(result.responseHeaders, "content-encoding");
        !encoding.empty() && encoding != "identity") {
        errorClass = ErrorClass::Malformed;
        errorMessage = "the response is compressed (Content-Encoding: " + cappedMessage(encoding)
            + ") although the request asked for identity: a proxy or gateway on the way compresses the stream";
        return true;
    }
    return false;
}

void classifyOutcome(const TransferResult &result, const StreamFacts &facts, const std::string &errorBody,
                     RequestRecord &record)
{
    if (classifyTransfer(result, errorBody, record.errorClass, record.errorMessage))
        return;
    // In-band errors: a stream that carries one failed, however much text came before it.
    for (const StreamErrorInfo &error : facts.errors) {
        if (error.code != "malformed") {
            record.errorClass = ErrorClass::StreamError;
            record.errorMessage = cappedMessage(error.code.empty() ? error.message : error.code + ": " + error.message);
            return;
        }
    }
    if (!facts.errors.empty()) {
        record.errorClass = ErrorClass::Malformed;
        record.errorMessage = cappedMessage(facts.errors.front().message);
        if (facts.unterminatedEvent)
            record.errorMessage += " (the stream ended inside an event, on a line with no line end)";
        return;
    }
    if (facts.wireEvents == 0) {
        record.errorClass = facts.bodyBytes == 0 ? ErrorClass::NoOutput : ErrorClass::Malformed;
        record.errorMessage = facts.bodyBytes == 0 ? std::string("empty response body")
                                                   : "no event in the response: " + cappedMessage(facts.head);
        return;
    }
    // Every API ends a complete answer with a finish reason or an end event ([DONE],
    // message_stop, "done": true, ...): a stream that closes without either was cut short,
    // however cleanly its connection ended.
    if (!facts.sawDone && facts.finishReasons.empty()) {
        record.errorClass = ErrorClass::Dropped;
        record.errorMessage = facts.unterminatedEvent
            ? "the stream ended inside an event (a line with no line end), without its final event"
            : "the stream ended without its final event (no finish reason, no end marker): the answer may be cut short";
        return;
    }
    if (!hasTime(facts.firstOutputNs)) {
        record.errorClass = ErrorClass::NoOutput;
        record.errorMessage = "the stream ended without any output";
    }
}

RequestRecorder::RequestRecorder(RequestRecord seed, std::unique_ptr<Dialect> dialect, StreamMeter::Options options,
                                 Completion completion)
    : m_record(std::move(seed))
    , m_meter(std::move(dialect), options)
    , m_keepText(options.keepText)
    , m_completion(std::move(completion))
{
}

void RequestRecorder::onResponseHead(std::int64_t, int status, const HeaderList &)
{
    m_status = status;
}

void RequestRecorder::onFirstClause(int clauseChars, ClauseHandler handler)
{
    m_clauseChars = clauseChars;
    m_clauseHandler = std::move(handler);
}

void RequestRecorder::sendClauseOnce()
{
    if (!m_clauseHandler)
        return;
    const StreamFacts &facts = m_meter.facts();
    if (!hasTime(facts.firstSentenceNs) || facts.text.empty())
        return;
    ClauseHandler handler = std::move(m_clauseHandler);
    m_clauseHandler = nullptr;
    m_record.firstClause = std::string(firstSpeakableClause(facts.text, m_clauseChars));
    handler(m_record.firstClause);
}

void RequestRecorder::expire(ErrorClass reason, std::string message)
{
    m_expiredMessage = std::move(message);
    m_expiredReason.store(int(reason), std::memory_order_release);
}

void RequestRecorder::onBody(std::int64_t ns, std::string_view bytes)
{
    if (m_status >= 200 && m_status < 300) {
        if (m_overflowed)
            return;
        const int eventsBefore = m_meter.facts().wireEvents;
        m_meter.onBytes(ns, bytes);
        // An event completed in this chunk: what follows it is shorter than the chunk.
        m_bytesSinceEvent = m_meter.facts().wireEvents != eventsBefore ? 0 : m_bytesSinceEvent + std::int64_t(bytes.size());
        if (m_bytesSinceEvent > kMaxEventBytes)
            m_overflowed.store(true, std::memory_order_relaxed);
        if (hasTime(m_meter.facts().firstOutputNs))
            m_sawOutput.store(true, std::memory_order_relaxed);
        sendClauseOnce();
    } else if (m_errorBody.size() < kErrorBodyCap) {
        m_errorBody.append(bytes.substr(0, kErrorBodyCap - m_errorBody.size()));
    }
}

void RequestRecorder::onFinished(const TransferResult &result)
{
    if (!m_overflowed) // the unfinished giant is not read as a last event
        m_meter.onEnd(result.timeline.endNs);
    // A short answer becomes speakable when it is known complete; a failed one never is.
    if (result.error == TransferError::None && result.httpStatus >= 200 && result.httpStatus < 300
        && m_meter.facts().errors.empty())
        sendClauseOnce();
    const StreamFacts &facts = m_meter.facts();
    RequestRecord &r = m_record;
    const TransferTimeline &t = result.timeline;

    r.protocol = result.protocol;
    r.httpStatus = result.httpStatus;
    r.connectionReused = result.connectionReused;
    r.serverRequestId = serverRequestId(result.responseHeaders);
    r.serverHeaders = headersOfInterest(result.responseHeaders);
    r.server = serverTimingsFromHeaders(result.responseHeaders);
    if (!facts.serverTimings.empty())
        r.server.mergeFrom(serverTimingsFromBody(facts.serverTimings));
    r.startNs = t.startNs;
    r.dnsDoneNs = t.dnsDoneNs;
    r.connectDoneNs = t.connectDoneNs;
    r.tlsDoneNs = t.tlsDoneNs;
    r.requestSentNs = t.requestSentNs;
    r.responseHeadNs = t.responseHeadNs;
    r.endNs = hasTime(facts.lastByteNs) ? facts.lastByteNs : t.endNs;
    r.firstEventNs = facts.firstEventNs;
    r.firstOutputNs = facts.firstOutputNs;
    r.firstAnswerNs = facts.firstAnswerNs;
    r.firstSentenceNs = facts.firstSentenceNs;
    r.firstReasoningNs = facts.firstReasoningNs;
    r.lastAnswerNs = facts.lastAnswerNs;
    r.responseBytes = facts.bodyBytes + std::int64_t(m_errorBody.size());
    r.wireEvents = facts.wireEvents;
    r.answerEvents = facts.answerEvents;
    r.answerEventNs = facts.answerEventNs;
    r.usage = facts.usage;
    if (!r.usage.cachedTokens && !facts.serverTimings.empty())
        r.usage.cachedTokens = cachedTokensFromTimings(facts.serverTimings);
    r.finishReasons = facts.finishReasons;
    if (facts.usage.completionTokens) {
        r.outputTokens = facts.usage.completionTokens;
        r.outputTokensSource = "usage";
    } else if (facts.answerEvents > 0) {
        r.outputTokens = facts.answerEvents;
        r.outputTokensSource = "counted";
    }
    if (m_keepText)
        r.text = facts.text;
    r.textTruncated = facts.textTruncated;
    r.toolCalls.clear();
    for (const ToolCallFacts &call : facts.toolCalls) // the slots the wire's indices left empty are no calls
        if (!call.name.empty() || !call.id.empty() || !call.arguments.empty())
            r.toolCalls.push_back(ToolCallRecord{call.id, call.name, call.arguments});
    r.responseHead = m_errorBody.empty() ? facts.head : m_errorBody.substr(0, 2048);

    classifyOutcome(result, facts, m_errorBody, r);
    // A cancellation the scheduler asked for because a deadline passed is that timeout.
    if (const int expired = m_expiredReason.load(std::memory_order_acquire);
        expired != 0 && r.errorClass == ErrorClass::Cancelled) {
        r.errorClass = ErrorClass(expired);
        r.errorMessage = m_expiredMessage;
    }
    if (m_overflowed) { // whatever the transport said after: it was waiting on an endless event
        r.errorClass = ErrorClass::Malformed;
        r.errorMessage = "an event or line longer than " + std::to_string(kMaxEventBytes / (1024 * 1024))
            + " MiB: the rest of the stream was not decoded";
    }
    // A failed request keeps the stamps it got, but its end is when the transport gave up.
    if (r.failed())
        r.endNs = t.endNs;
    Completion completion = std::move(m_completion);
    completion(std::move(m_record));
}

} // namespace ttft
