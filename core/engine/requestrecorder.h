#pragma once

#include "model/requestrecord.h"
#include "transport/transport.h"
#include "wire/streammeter.h"

#include <atomic>
#include <functional>
#include <memory>
#include <string>

namespace ttft {

// Watches one exchange on the transport's network thread: feeds the body of a successful response
// to a StreamMeter, keeps the body of a failed one for its error message, and when the exchange
// ends turns transport timeline + stream facts into a finished RequestRecord.
class RequestRecorder final : public ResponseObserver
{
public:
    using Completion = std::function<void(RequestRecord &&record)>;

    // `seed` carries what the caller knows up front (index, warm-up flag, provider, request id, ...).
    RequestRecorder(RequestRecord seed, std::unique_ptr<Dialect> dialect, StreamMeter::Options options,
                    Completion completion);

    // One event (or NDJSON line) longer than this is not decoded: the stream is then failed as
    // malformed, and a server that never ends its line cannot fill the memory.
    static constexpr std::int64_t kMaxEventBytes = 64 * 1024 * 1024;

    // Replaces the completion (before the exchange starts): the voice pipeline wraps it.
    void setCompletion(Completion completion) { m_completion = std::move(completion); }

    void onResponseHead(std::int64_t ns, int status, const HeaderList &headers) override;
    void onBody(std::int64_t ns, std::string_view bytes) override;
    void onFinished(const TransferResult &result) override;

    // Thread-safe, for a scheduler watching deadlines from another thread.
    bool sawOutput() const { return m_sawOutput.load(std::memory_order_relaxed); }
    // An event passed kMaxEventBytes: nothing more is decoded, the scheduler may cancel it now.
    bool overflowed() const { return m_overflowed.load(std::memory_order_relaxed); }
    // Voice pipeline runs: `handler` is called once, on the network thread, the moment the answer
    // first holds a speakable clause (with the clause's text by the `clauseChars` rule; its arrival
    // is the record's firstSentenceNs), or when a too-short answer is known complete. Set before the
    // exchange starts; needs the meter to keep the text (Options::keepText).
    using ClauseHandler = std::function<void(const std::string &clause)>;
    void onFirstClause(int clauseChars, ClauseHandler handler);

    // The scheduler gave up on this exchange for `reason` (a timeout) and is cancelling it: the
    // record then says why instead of "cancelled".
    void expire(ErrorClass reason, std::string message);

private:
    RequestRecord m_record;
    StreamMeter m_meter;
    bool m_keepText;
    Completion m_completion;
    int m_status = 0;
    std::string m_errorBody; // body of a non-2xx response, capped
    std::int64_t m_bytesSinceEvent = 0; // body bytes since the last complete event or line
    std::atomic<bool> m_overflowed{false}; // one event or line passed kMaxEventBytes: no longer decoded
    std::atomic<bool> m_sawOutput{false};
    std::atomic<int> m_expiredReason{0}; // an ErrorClass, 0 = not expired
    std::string m_expiredMessage;        // written before m_expiredReason (release/acquire)
    ClauseHandler m_clauseHandler;
    int m_clauseChars = 0;
    void sendClauseOnce();
};

// The part of classifyOutcome every endpoint kind shares: the transport's error, a non-2xx status
// (with the error body's message or an HTML page's title, and Retry-After), a compressed body the
// request did not ask for. True when one of them failed the exchange (class and message set).
bool classifyTransfer(const TransferResult &result, const std::string &errorBody, ErrorClass &errorClass,
                      std::string &errorMessage);

// The error class and message of a finished exchange, from what the transport and the stream saw.
// `errorBody` is the body of a non-2xx response (may be empty).
void classifyOutcome(const TransferResult &result, const StreamFacts &facts, const std::string &errorBody,
                     RequestRecord &record);

// `text` as one printable line (line breaks and tabs made spaces, other control characters
// escaped: base/printabletext.h), cut at a UTF-8 boundary to a message's length with "…": how a
// server's words go into an error message.
std::string cappedMessage(std::string text);
// The "message" of an OpenAI-style {"error": {...}} body (or {"error": "text"}, {"message": ...});
// the body itself when it has none.
std::string messageFromErrorBody(const std::string &body);

// The value of header `name` (lower case, as the transports hand names over), or empty.
std::string headerValue(const HeaderList &headers, std::string_view name);

// The id a server gave the request, from the usual headers (x-request-id, request-id, ...).
std::string serverRequestId(const HeaderList &headers);

} // namespace ttft
