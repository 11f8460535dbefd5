#pragma once

#include "labdialect.h"
#include "labexchange.h"
#include "labfault.h"
#include "labhttprequest.h"
#include "labmodelstate.h"
#include "labrandom.h"
#include "labscheduler.h"
#include "labtextgenerator.h"
#include "labtoolcall.h"
#include "labtruth.h"
#include "latencymodel.h"
#include "wire/clausescanner.h"

#include <QByteArray>

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace ttft {

class LabConnection;
class LabGzipStream;
class LabModelState;
class LabServerWorker;
class LabStreamFormat;
struct LabAdmission;
struct LabQueueTicket;
struct LabRecording;
struct LabStreamEnd;

// What the server decided about one accepted generation request.
struct LabChatSpec {
    QByteArray requestId;
    LabDialect dialect = LabDialect::OpenAiChat; // the wire format of the answer
    LabHeaders responseHeaders;         // the dialect's own headers (Anthropic's request-id)
    QByteArray model;                   // echoed in every chunk
    LabModelState *modelState = nullptr; // the model's shared state (outlives the exchange)
    LabFault fault = LabFault::None;
    int faultAfterTokens = 3;           // content tokens before a stream fault strikes
    bool stream = true;
    bool includeUsage = false;          // stream_options.include_usage
    int promptTokens = 0;
    std::vector<std::uint64_t> prefixBlocks; // for the prefix cache (empty without one)
    LabPlan plan;
    LabRandom timingRandom{0};          // prefill jitter, then token gaps
    std::uint64_t textSeed = 0;
    std::int64_t startNs = kNoTime;     // the plan counts from here: body received, or the answer before it ended
    // Answered with a recorded body: one "token" per recorded write (LabConfig::replay).
    std::shared_ptr<const LabRecording> replay;
    bool replayOriginalPacing = false;  // gaps from the recording's timestamps, not the plan's tpot
    // The request forces a tool call (labtoolcall.h): the answer is this call, one argument fragment
    // per decode step, instead of text.
    std::shared_ptr<const LabToolCall> toolCall;
};

// Answers one generation request in real time, in its dialect's wire format (LabStreamFormat).
// The response head and the dialect's prelude (role-only chunk, message_start, ...) go out at once;
// then the request joins its model's queue, and once out of it (LabModelState) its first token is
// planned after the cold start and the prefill; then each content token at its planned time, then
// the dialect's tail (finish reason, usage, terminator). With reasoning (LabPlan::reasoningTokens),
// the first tokens are reasoning tokens on the same time line, in the dialect's reasoning format.
// The truth stamps what a client's meter sees: first output, first reasoning, first answer text
// and first speakable clause (ClauseScanner, the client's rule), each at the write that carries it. Without "stream", the whole JSON body goes
// out when the last token is made. A replayed request writes the recording's writes instead of
// tokens, on the same time line. Every write is planned on an absolute time line, so a late write
// does not push the following ones back. The request holds its place in the batch until its last
// token is made (or it ends early). Owned by its LabConnection, in one server thread.
class LabChatExchange final : public LabExchange, public LabTimerClient
{
public:
    LabChatExchange(LabServerWorker &server, LabConnection &connection, LabChatSpec spec, LabTruth truth);
    ~LabChatExchange() override;

    void start() override;
    // Its turn has come (LabServerWorker calls this, in this exchange's thread).
    void onAdmitted(const LabAdmission &admission);
    // The connection is going away: record how this exchange ended. No-op once ended.
    void abandon(LabOutcome outcome) override;
    bool ended() const { return m_ended; }

private:
    void onDue(std::int64_t plannedNs) override;
    void enterQueue();                                  // after the tokenisation: join the model's queue
    void admitOrWait(const LabModelState::Joined &joined);
    void streamStep(std::int64_t plannedNs);
    void wholeBodyStep(std::int64_t plannedNs);
    bool strikesNow() const;
    bool strike(); // true when the fault ended the stream
    void makeReasoningToken();
    void makeToken(std::int64_t plannedNs);
    void makeToolCallPiece(std::int64_t madeNs); // makeToken() of a tool call's argument fragment
    void stampWholeToolCall(std::int64_t writtenNs); // the call so far went out in this one write
    std::string finishReason() const;            // the truth's finish_reason
    bool tokensLeft() const;
    void noteTokenMade(std::int64_t madeNs); // a token of any kind: the engine's view (metrics)
    void noteAnswerEnd(std::int64_t writtenNs); // the answer is complete with this write (TTFS rule)
    void writeTail(std::int64_t plannedNs);
    void wholeBody(std::int64_t plannedNs);
    bool buffered() const { return m_spec.stream && m_spec.fault == LabFault::Buffered; }
    std::int64_t write(const QByteArray &bytes);      // body bytes (gzip-encoded under that fault)
    std::int64_t rawWrite(const QByteArray &bytes);   // as is
    QString injectedErrorMessage() const;
    LabStreamEnd streamEnd() const;
    std::int64_t nextGapNs();
    void scheduleAt(std::int64_t dueNs);
    void stampTokenWrite(std::int64_t writtenNs, std::int64_t plannedNs, int tokens);
    // Ends with a last write; `send` writes and returns the stamp taken after it.
    void endWithWrite(LabOutcome outcome, const std::function<std::int64_t()> &send);
    void end(LabOutcome outcome); // ends without writing anything more
    void release();
    void leaveModel(); // gives the place in the batch (or queue) back; idempotent

    LabServerWorker &m_server;
    LabConnection &m_connection;
    LabChatSpec m_spec;
    LabTruth m_truth;
    std::uint64_t m_truthSequence = 0;
    std::uint64_t m_exchangeId;
    std::shared_ptr<LabQueueTicket> m_queueTicket;
    std::unique_ptr<LabStreamFormat> m_format;
    LabTextGenerator m_text;
    LabTextGenerator m_reasoningText; // its own seed: the answer reads the same with or without reasoning
    ClauseScanner m_clause;           // over the answer text written (or held) so far
    LabScheduler::Ticket m_ticket = 0;
    int m_faultAt = 0;              // tokens made when the fault strikes
    int m_tokensMade = 0;           // answer tokens (replays: recorded writes)
    int m_reasoningMade = 0;
    int m_answerTokens = 0;         // tokens made that carry answer text (all but a replay's other writes)
    std::int64_t m_coldWaitNs = 0;
    std::int64_t m_lastTokenMadeNs = kNoTime;
    bool m_struck = false;
    bool m_waiting = false;         // registered with the worker, waiting for its turn
    bool m_tokenizing = false;      // tokenising the prompt before it joins the queue
    bool m_leftModel = false;
    bool m_ended = false;
    std::int64_t m_lastWriteNs = kNoTime;
    QByteArray m_held;              // the buffered fault's whole response so far
    std::unique_ptr<LabGzipStream> m_gzip; // the gzip fault's encoder
};

} // namespace ttft
