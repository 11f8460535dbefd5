#include "labchatexchange.h"
#include "labaccesslog.h"

#include "labconnection.h"
#include "laberrorbodies.h"
#include "labgzipstream.h"
#include "labmodelstate.h"
#include "labrecording.h"
#include "labserverworker.h"
#include "labservercontext.h"
#include "labstreamformat.h"
#include "labtruthlog.h"
#include "latencymodel.h"
#include "openaichunkbuilder.h"

#include <QDateTime>

#include <algorithm>
#include <cmath>

namespace ttft {

LabChatExchange::LabChatExchange(LabServerWorker &server, LabConnection &connection, LabChatSpec spec, LabTruth truth)
    : m_server(server)
    , m_connection(connection)
    , m_spec(std::move(spec))
    , m_truth(std::move(truth))
    , m_exchangeId(server.context().newExchangeId())
    , m_text(m_spec.textSeed)
    , m_reasoningText(m_spec.textSeed ^ 0x9e3779b97f4a7c15ull)
    , m_clause(kDefaultClauseChars)
{
    LabStreamSetup setup;
    setup.dialect = m_spec.dialect;
    setup.model = m_spec.model;
    setup.requestId = m_spec.requestId;
    setup.idSeed = m_spec.textSeed;
    setup.createdSecs = QDateTime::currentSecsSinceEpoch();
    setup.promptTokens = m_spec.promptTokens;
    setup.plannedTokens = m_spec.plan.outputTokens;
    setup.plannedReasoningTokens = m_spec.plan.reasoningTokens;
    setup.cutByMaxTokens = m_spec.plan.cutByMaxTokens;
    setup.includeUsage = m_spec.includeUsage;
    setup.chunked = m_connection.chunkedResponses();
    setup.llamaCppShape = m_spec.modelState && m_spec.modelState->model().engine == "llamacpp";
    setup.toolCall = m_spec.toolCall;
    m_format = makeLabStreamFormat(setup);
    m_faultAt = std::clamp(m_spec.faultAfterTokens, 0, m_spec.plan.outputTokens);
}

LabChatExchange::~LabChatExchange()
{
    if (!m_ended)
        end(LabOutcome::ServerStopped);
}

void LabChatExchange::start()
{
    m_truth.acceptedNs = monoNowNs();
    m_truth.outputTokens = m_spec.plan.outputTokens;
    m_truth.reasoningTokens = m_spec.plan.reasoningTokens;

    m_queueTicket = std::make_shared<LabQueueTicket>();
    m_queueTicket->worker = &m_server;
    m_queueTicket->exchangeId = m_exchangeId;
    m_queueTicket->promptTokens = m_spec.promptTokens;
    m_queueTicket->prefixBlocks = std::move(m_spec.prefixBlocks);
    m_queueTicket->skipsQueue = m_spec.plan.exactFirstTokenMs.has_value();
    // Tokenisation first, outside the queue and outside every engine timing (labmodel.h).
    const double tokenizeMs = m_queueTicket->skipsQueue ? 0.0 : LatencyModel::tokenizeMs(m_spec.modelState->model(), m_spec.promptTokens);
    m_queueTicket->queueEnterNs = m_spec.startNs + std::llround(tokenizeMs * 1e6);
    m_truth.queueEnterNs = m_queueTicket->queueEnterNs;
    std::optional<LabModelState::Joined> joined;
    if (tokenizeMs <= 0) {
        joined = m_spec.modelState->join(m_queueTicket, m_spec.startNs);
        m_truth.runningAtAccept = joined->running;
        m_truth.waitingAtAccept = joined->waiting;
    }

    LabTruthLog &log = m_server.truthLog();
    m_truthSequence = log.add(m_truth);
    if (m_spec.fault == LabFault::StallFirst) {
        // Not even the head: the client waits on an open connection until it gives up.
        end(LabOutcome::Stalled);
        return;
    }
    if (m_spec.stream) {
        // The head and the prelude (OpenAI's role-only chunk, Anthropic's message_start, ...) go out
        // as soon as the request is accepted, before it leaves the queue, as those servers do. A
        // buffering proxy holds them back. A recording has its prelude in it.
        m_truth.httpStatus = 200;
        LabHeaders headers = m_spec.responseHeaders;
        if (m_spec.fault == LabFault::Gzip) {
            m_gzip = std::make_unique<LabGzipStream>(m_connection.chunkedResponses());
            headers.emplace_back(QByteArrayLiteral("Content-Encoding"), QByteArrayLiteral("gzip"));
        }
        const QByteArrayView contentType = m_spec.fault == LabFault::WrongContentType
            ? QByteArrayView("text/html; charset=utf-8")
            : m_format->contentType();
        const QByteArray head = m_connection.streamHead(m_spec.requestId, contentType, headers);
        const QByteArray prelude = m_spec.replay ? QByteArray() : m_format->prelude();
        if (buffered()) {
            m_held = head + prelude;
        } else if (m_spec.fault == LabFault::Drip) {
            rawWrite(head);
            m_connection.startDrip(kDripBytes, kDripGapMs);
            log.updateAround(m_truthSequence, m_truth, [&] { m_truth.roleChunkWrittenNs = write(prelude); });
        } else {
            const QByteArray bytes = head + (m_gzip ? m_gzip->encode(prelude) : prelude);
            log.updateAround(m_truthSequence, m_truth, [&] { m_truth.roleChunkWrittenNs = rawWrite(bytes); });
        }
    }
    if (!joined) {
        m_tokenizing = true;
        scheduleAt(m_queueTicket->queueEnterNs);
        return;
    }
    admitOrWait(*joined);
}

void LabChatExchange::enterQueue()
{
    m_tokenizing = false;
    const LabModelState::Joined joined = m_spec.modelState->join(m_queueTicket, m_queueTicket->queueEnterNs);
    m_truth.runningAtAccept = joined.running;
    m_truth.waitingAtAccept = joined.waiting;
    m_server.truthLog().update(m_truthSequence, m_truth);
    admitOrWait(joined);
}

void LabChatExchange::admitOrWait(const LabModelState::Joined &joined)
{
    if (joined.admission) {
        onAdmitted(*joined.admission);
        return;
    }
    m_waiting = true;
    m_server.registerWaiting(m_exchangeId, this);
}

void LabChatExchange::onAdmitted(const LabAdmission &admission)
{
    m_waiting = false;
    if (m_ended)
        return;
    m_truth.prefillStartNs = admission.prefillStartNs;
    m_truth.cachedTokens = admission.cachedTokens;
    m_truth.coldStartMs = double(admission.coldWaitNs) / 1e6;
    m_coldWaitNs = admission.coldWaitNs;
    std::int64_t firstTokenNs = kNoTime;
    if (m_spec.plan.exactFirstTokenMs) {
        firstTokenNs = m_spec.startNs + std::llround(*m_spec.plan.exactFirstTokenMs * 1e6);
    } else {
        const double prefillMs = LatencyModel::prefillMs(m_spec.modelState->model(),
                                                         m_spec.promptTokens - admission.cachedTokens, m_spec.promptTokens,
                                                         m_spec.timingRandom);
        m_truth.plannedPrefillMs = prefillMs;
        firstTokenNs = admission.prefillStartNs + admission.coldWaitNs + std::llround(prefillMs * 1e6);
    }
    m_truth.plannedFirstTokenNs = firstTokenNs;
    m_truth.plannedFirstTokenMs = double(firstTokenNs - m_spec.startNs) / 1e6;
    m_server.truthLog().update(m_truthSequence, m_truth);
    scheduleAt(firstTokenNs);
}

void LabChatExchange::abandon(LabOutcome outcome)
{
    end(outcome);
}

void LabChatExchange::onDue(std::int64_t plannedNs)
{
    m_ticket = 0;
    if (m_ended)
        return;
    if (m_tokenizing) {
        enterQueue();
        return;
    }
    if (m_spec.stream)
        streamStep(plannedNs);
    else
        wholeBodyStep(plannedNs);
}

bool LabChatExchange::strikesNow() const
{
    const LabFaultKind kind = labFaultKind(m_spec.fault);
    return (kind == LabFaultKind::StreamEnd || kind == LabFaultKind::StreamGlitch) && !m_struck
        && m_tokensMade == m_faultAt;
}

void LabChatExchange::scheduleAt(std::int64_t dueNs)
{
    m_ticket = m_server.scheduler().schedule(dueNs, this);
}

void LabChatExchange::streamStep(std::int64_t plannedNs)
{
    if (strikesNow() && strike())
        return;
    if (tokensLeft()) {
        if (m_reasoningMade < m_spec.plan.reasoningTokens)
            makeReasoningToken();
        else
            makeToken(plannedNs);
        if (tokensLeft()) {
            scheduleAt(plannedNs + nextGapNs());
            return;
        }
    }
    leaveModel(); // the last token is made: its place in the batch is free
    if (strikesNow() && strike())
        return;
    writeTail(plannedNs);
}

std::int64_t LabChatExchange::nextGapNs()
{
    if (m_spec.replay && m_spec.replayOriginalPacing) {
        // The gap the recording had before its next write.
        const std::vector<LabRecordedWrite> &writes = m_spec.replay->writes;
        const std::size_t next = std::size_t(m_tokensMade);
        return std::llround(std::max(writes[next].atMs - writes[next - 1].atMs, 0.0) * 1e6);
    }
    // Read the batch now: decode slows down (or speeds up) as requests come and go.
    return LatencyModel::nextGapNs(m_spec.plan, m_spec.modelState->running(), m_spec.timingRandom);
}

void LabChatExchange::stampTokenWrite(std::int64_t writtenNs, std::int64_t plannedNs, int tokens)
{
    const std::int64_t lateNs = writtenNs - plannedNs;
    if (m_truth.tokensWritten == 0) {
        m_truth.firstTokenWrittenNs = writtenNs;
        m_truth.firstTokenLateNs = lateNs;
    }
    m_truth.tokensWritten += tokens;
    m_truth.maxTokenLateNs = std::max(m_truth.maxTokenLateNs, lateNs);
    m_truth.sumTokenLateNs += lateNs * tokens;
}

bool LabChatExchange::tokensLeft() const
{
    return m_reasoningMade < m_spec.plan.reasoningTokens || m_tokensMade < m_spec.plan.outputTokens;
}

void LabChatExchange::noteTokenMade(std::int64_t madeNs)
{
    m_lastTokenMadeNs = madeNs;
    m_spec.modelState->countToken();
    if (!hasTime(m_truth.firstOutputMadeNs)) {
        // An engine's time to first token counts reasoning: it is the first token it generates.
        m_truth.firstOutputMadeNs = madeNs;
        m_spec.modelState->observeFirstTokenMade(madeNs - m_spec.startNs);
    }
}

void LabChatExchange::noteAnswerEnd(std::int64_t writtenNs)
{
    // A client speaks an answer too short to hold a clause once it knows the answer is complete
    // (StreamMeter: the finish reason, the stream's end); that is in this write.
    if (!m_spec.replay && !hasTime(m_truth.firstSentenceWrittenNs) && m_clause.codePoints() > 0)
        m_truth.firstSentenceWrittenNs = writtenNs;
}

void LabChatExchange::makeReasoningToken()
{
    ++m_reasoningMade;
    noteTokenMade(monoNowNs());
    const QByteArray bytes = m_format->reasoningToken(m_reasoningText.nextToken());
    if (buffered()) {
        m_held += bytes;
        return;
    }
    if (m_truth.reasoningTokensWritten > 0) {
        write(bytes);
        ++m_truth.reasoningTokensWritten; // recorded when the stream ends
        return;
    }
    m_server.truthLog().updateAround(m_truthSequence, m_truth, [&] {
        const std::int64_t writtenNs = write(bytes);
        m_truth.firstReasoningWrittenNs = writtenNs;
        if (!hasTime(m_truth.firstOutputWrittenNs))
            m_truth.firstOutputWrittenNs = writtenNs;
        ++m_truth.reasoningTokensWritten;
    });
}

void LabChatExchange::makeToolCallPiece(std::int64_t madeNs)
{
    noteTokenMade(madeNs);
    const int piece = m_tokensMade - 1;
    const QByteArray bytes = m_format->toolCallPiece(piece);
    if (buffered()) {
        m_held += bytes;
        return;
    }
    if (bytes.isEmpty())
        return; // the dialect sends the call whole, with its last fragment
    const bool first = !hasTime(m_truth.firstToolCallWrittenNs);
    const bool last = m_tokensMade == m_spec.plan.outputTokens;
    if (!first && !last) {
        write(bytes);
        m_truth.toolCallPiecesWritten = m_tokensMade; // recorded when the stream ends
        return;
    }
    m_server.truthLog().updateAround(m_truthSequence, m_truth, [&] {
        const std::int64_t writtenNs = write(bytes);
        if (first) {
            m_truth.firstToolCallWrittenNs = writtenNs;
            if (!hasTime(m_truth.firstOutputWrittenNs))
                m_truth.firstOutputWrittenNs = writtenNs;
        }
        if (last)
            m_truth.toolCallEndWrittenNs = writtenNs;
        m_truth.toolCallPiecesWritten = m_tokensMade;
    });
    // An engine's time to first token is to its first generated token, whatever it is.
    if (first)
        m_spec.modelState->observeTimeToFirstToken(m_truth.firstToolCallWrittenNs - m_truth.requestCompleteNs);
}

void LabChatExchange::stampWholeToolCall(std::int64_t writtenNs)
{
    m_truth.firstToolCallWrittenNs = writtenNs;
    m_truth.toolCallEndWrittenNs = writtenNs;
    m_truth.toolCallPiecesWritten = m_tokensMade;
}

void LabChatExchange::makeToken(std::int64_t plannedNs)
{
    const std::int64_t madeNs = monoNowNs();
    ++m_tokensMade;
    if (m_spec.toolCall) {
        makeToolCallPiece(madeNs);
        return;
    }
    QByteArray bytes;
    bool answer = true;
    bool completesClause = false;
    if (m_spec.replay) {
        const LabRecordedWrite &recorded = m_spec.replay->writes[std::size_t(m_tokensMade - 1)];
        bytes = m_format->frame(recorded.bytes);
        answer = recorded.answerText;
    } else {
        const QByteArray text = m_text.nextToken();
        // The clause is judged on the text as the client decodes it: generated tokens need no
        // JSON escaping, so the text on the wire is the text.
        completesClause = !m_clause.found()
            && m_clause.feed(std::string_view(text.constData(), std::size_t(text.size())));
        bytes = m_format->token(text);
    }
    if (answer) {
        ++m_answerTokens;
        noteTokenMade(madeNs);
        if (!hasTime(m_truth.firstTokenMadeNs))
            m_truth.firstTokenMadeNs = madeNs;
    } else {
        m_lastTokenMadeNs = madeNs;
    }
    if (buffered()) {
        m_held += bytes;
        return;
    }
    if (!answer) { // a replayed write without answer text: no token stamps
        write(bytes);
        return;
    }
    const bool first = m_truth.tokensWritten == 0;
    if (!first && !completesClause) {
        stampTokenWrite(write(bytes), plannedNs, 1); // recorded when the stream ends
        return;
    }
    m_server.truthLog().updateAround(m_truthSequence, m_truth, [&] {
        const std::int64_t writtenNs = write(bytes);
        stampTokenWrite(writtenNs, plannedNs, 1);
        if (!m_spec.replay && !hasTime(m_truth.firstOutputWrittenNs))
            m_truth.firstOutputWrittenNs = writtenNs;
        if (completesClause)
            m_truth.firstSentenceWrittenNs = writtenNs;
    });
    if (first)
        m_spec.modelState->observeTimeToFirstToken(m_truth.firstTokenWrittenNs - m_truth.requestCompleteNs);
}

void LabChatExchange::writeTail(std::int64_t plannedNs)
{
    QByteArray tail;
    if (!m_spec.replay) { // a recording has its own end
        m_truth.finishReason = finishReason();
        tail = m_format->tail(streamEnd());
    }
    if (m_spec.fault == LabFault::NoDone)
        tail.clear(); // the body ends cleanly, without the dialect's end
    if (m_connection.chunkedResponses())
        tail += OpenAiChunkBuilder::lastHttpChunk();
    else if (m_gzip)
        tail = m_gzip->encode(tail) + m_gzip->finish();
    if (!buffered()) {
        endWithWrite(LabOutcome::Complete, [&] {
            const std::int64_t writtenNs = write(tail);
            noteAnswerEnd(writtenNs);
            return writtenNs;
        });
    } else {
        // Everything at once, planned for when the last token was made.
        const QByteArray whole = std::exchange(m_held, {}) + tail;
        endWithWrite(LabOutcome::Complete, [&] {
            const std::int64_t writtenNs = write(whole);
            m_truth.roleChunkWrittenNs = writtenNs;
            if (m_answerTokens > 0)
                stampTokenWrite(writtenNs, plannedNs, m_answerTokens);
            if (m_reasoningMade > 0) {
                m_truth.firstReasoningWrittenNs = writtenNs;
                m_truth.reasoningTokensWritten = m_reasoningMade;
            }
            if (m_spec.toolCall && m_tokensMade > 0)
                stampWholeToolCall(writtenNs);
            if (!m_spec.replay && (m_reasoningMade > 0 || m_answerTokens > 0 || hasTime(m_truth.firstToolCallWrittenNs)))
                m_truth.firstOutputWrittenNs = writtenNs;
            if (!m_spec.replay && m_clause.found())
                m_truth.firstSentenceWrittenNs = writtenNs;
            noteAnswerEnd(writtenNs);
            return writtenNs;
        });
        if (m_answerTokens > 0)
            m_spec.modelState->observeTimeToFirstToken(m_truth.firstTokenWrittenNs - m_truth.requestCompleteNs);
    }
    m_connection.exchangeFinished(); // last: it may start the next pipelined request
}

QString LabChatExchange::injectedErrorMessage() const
{
    const std::string_view fault = labFaultName(m_spec.fault);
    return QStringLiteral("The lab server injected this error (X-Lab-Fault: %1).")
        .arg(QString::fromUtf8(fault.data(), qsizetype(fault.size())));
}

LabStreamEnd LabChatExchange::streamEnd() const
{
    LabStreamEnd end;
    end.promptTokens = m_spec.promptTokens;
    end.cachedTokens = m_truth.cachedTokens;
    end.outputTokens = m_tokensMade;
    end.reasoningTokens = m_reasoningMade;
    end.totalNs = std::max<std::int64_t>(monoNowNs() - m_truth.requestCompleteNs, 0);
    end.loadNs = m_coldWaitNs;
    // The prefill ends with the first token generated, reasoning or not.
    const std::int64_t firstNs = m_truth.firstOutputMadeNs;
    if (hasTime(firstNs)) {
        if (hasTime(m_truth.prefillStartNs))
            end.promptEvalNs = std::max<std::int64_t>(firstNs - m_truth.prefillStartNs - m_coldWaitNs, 0);
        end.evalNs = std::max<std::int64_t>(m_lastTokenMadeNs - firstNs, 0);
    }
    return end;
}

bool LabChatExchange::strike()
{
    m_struck = true;
    const QByteArray bodyEnd = m_connection.chunkedResponses() ? OpenAiChunkBuilder::lastHttpChunk() : QByteArray();
    switch (m_spec.fault) {
    case LabFault::ErrorEvent: {
        const QByteArray bytes = m_format->streamError(true, injectedErrorMessage()) + bodyEnd;
        endWithWrite(LabOutcome::ErrorEvent, [&] {
            const std::int64_t writtenNs = write(bytes);
            noteAnswerEnd(writtenNs); // the stream ends with it: what was said is all there is
            return writtenNs;
        });
        m_connection.exchangeFinished();
        return true;
    }
    case LabFault::ErrorObject: {
        const QByteArray bytes = m_format->streamError(false, injectedErrorMessage()) + bodyEnd;
        endWithWrite(LabOutcome::ErrorObject, [&] {
            const std::int64_t writtenNs = write(bytes);
            noteAnswerEnd(writtenNs);
            return writtenNs;
        });
        m_connection.exchangeFinished();
        return true;
    }
    case LabFault::Drop:
        end(LabOutcome::Dropped); // recorded before the client can see the close
        m_connection.dropNow();
        return true;
    case LabFault::Stall:
        // Nothing more is written and the connection stays open until the client gives up.
        end(LabOutcome::Stalled);
        return true;
    case LabFault::Malformed:
        write(m_format->malformed());
        return false;
    case LabFault::HugeEvent: {
        // One event, one token of text (JSON-safe: letters and spaces), 10 MiB long.
        static const QByteArray text = [] {
            const QByteArray word = QByteArrayLiteral("lorem ipsum ");
            QByteArray repeated = word.repeated(kHugeEventBytes / word.size() + 1);
            repeated.truncate(kHugeEventBytes);
            return repeated;
        }();
        write(m_format->token(text));
        return false;
    }
    case LabFault::BadChunked: {
        // A chunk size line that is not hexadecimal: the body can no longer be framed.
        const QByteArray bytes = m_connection.chunkedResponses()
            ? QByteArrayLiteral("zz\r\ndata: {}\r\n\r\n")
            : QByteArray();
        if (!bytes.isEmpty())
            rawWrite(bytes);
        end(LabOutcome::Dropped);
        m_connection.dropNow();
        return true;
    }
    case LabFault::LongLine: {
        // A data line that never ends, then the body ends cleanly and the connection closes.
        const QByteArray line = QByteArrayLiteral("data: {\"padding\":\"") + QByteArray(kLongLineBytes, 'x');
        QByteArray bytes = m_format->frame(line);
        if (m_connection.chunkedResponses())
            bytes += OpenAiChunkBuilder::lastHttpChunk();
        m_connection.closeAfterResponse();
        endWithWrite(LabOutcome::Dropped, [&] { return write(bytes); });
        m_connection.exchangeFinished();
        return true;
    }
    case LabFault::None:
    case LabFault::ConnectionRefused:
    case LabFault::SlowAccept:
    case LabFault::Http401:
    case LabFault::Http429:
    case LabFault::Http500:
    case LabFault::Http502:
    case LabFault::Http503:
    case LabFault::Http500Html:
    case LabFault::Http502Html:
    case LabFault::Http503Html:
    case LabFault::StallFirst:
    case LabFault::NoDone:
    case LabFault::Buffered:
    case LabFault::Gzip:
    case LabFault::Drip:
    case LabFault::ConnectionClose:
    case LabFault::WrongContentType:
        break;
    }
    return false;
}

void LabChatExchange::wholeBodyStep(std::int64_t plannedNs)
{
    // Tokens are made on the same time line as a stream's, only nothing is written until the end.
    if (tokensLeft()) {
        const std::int64_t madeNs = monoNowNs();
        if (m_reasoningMade < m_spec.plan.reasoningTokens) {
            ++m_reasoningMade;
        } else {
            ++m_tokensMade;
            if (!m_spec.toolCall) {
                ++m_answerTokens;
                if (!hasTime(m_truth.firstTokenMadeNs))
                    m_truth.firstTokenMadeNs = madeNs;
            }
        }
        noteTokenMade(madeNs);
        if (tokensLeft()) {
            scheduleAt(plannedNs + nextGapNs());
            return;
        }
    }
    leaveModel();
    wholeBody(plannedNs);
}

void LabChatExchange::wholeBody(std::int64_t plannedNs)
{
    switch (m_spec.fault) {
    case LabFault::Drop:
        end(LabOutcome::Dropped);
        m_connection.dropNow();
        return;
    case LabFault::Stall:
        end(LabOutcome::Stalled);
        return;
    case LabFault::ErrorEvent:
    case LabFault::ErrorObject: {
        // Without a stream an error can only be an error status.
        m_truth.httpStatus = 500;
        const QByteArray body = labErrorBody(m_spec.dialect, 500, injectedErrorMessage(), QStringLiteral("server_error"),
                                             QStringLiteral("lab_injected_fault"), m_spec.requestId);
        endWithWrite(LabOutcome::HttpError, [&] {
            return m_connection.sendResponse(500, "application/json", body, m_spec.requestId, m_spec.responseHeaders);
        });
        m_connection.exchangeFinished();
        return;
    }
    default:
        break;
    }

    QByteArray reasoning;
    for (int token = 0; token < m_reasoningMade; ++token)
        reasoning += m_reasoningText.nextToken();
    QByteArray answer;
    for (int token = 0; token < m_spec.plan.outputTokens; ++token)
        answer += m_spec.toolCall ? m_spec.toolCall->pieces.at(std::size_t(token)) : m_text.nextToken();
    m_truth.finishReason = finishReason();
    QByteArray body = m_format->wholeBody(reasoning, answer, streamEnd());
    if (m_spec.fault == LabFault::Malformed)
        body.truncate(body.size() / 2);
    m_truth.httpStatus = 200;
    endWithWrite(LabOutcome::Complete, [&] {
        const std::int64_t writtenNs
            = m_connection.sendResponse(200, "application/json", body, m_spec.requestId, m_spec.responseHeaders);
        if (m_spec.toolCall)
            stampWholeToolCall(writtenNs); // the body is the whole call
        else
            stampTokenWrite(writtenNs, plannedNs, m_spec.plan.outputTokens); // the body is the first answer
        // Everything the body holds arrives with it.
        if (m_reasoningMade > 0) {
            m_truth.firstReasoningWrittenNs = writtenNs;
            m_truth.reasoningTokensWritten = m_reasoningMade;
        }
        if (!reasoning.isEmpty() || !answer.isEmpty())
            m_truth.firstOutputWrittenNs = writtenNs;
        if (!answer.isEmpty() && !m_spec.toolCall)
            m_truth.firstSentenceWrittenNs = writtenNs;
        return writtenNs;
    });
    const std::int64_t firstNs = m_spec.toolCall ? m_truth.firstToolCallWrittenNs : m_truth.firstTokenWrittenNs;
    m_spec.modelState->observeTimeToFirstToken(firstNs - m_truth.requestCompleteNs);
    m_connection.exchangeFinished();
}

std::string LabChatExchange::finishReason() const
{
    // In OpenAI's words, whatever the dialect (each format words its own): a forced call ends with
    // "tool_calls", or "stop" when the tool was named (openaichatformat.h).
    if (m_spec.plan.cutByMaxTokens)
        return "length";
    return m_spec.toolCall && !m_spec.toolCall->named ? "tool_calls" : "stop";
}

std::int64_t LabChatExchange::write(const QByteArray &bytes)
{
    return rawWrite(m_gzip ? m_gzip->encode(bytes) : bytes);
}

std::int64_t LabChatExchange::rawWrite(const QByteArray &bytes)
{
    bool backlogged = false;
    m_lastWriteNs = m_connection.send(bytes, &backlogged);
    if (backlogged)
        ++m_truth.backloggedWrites;
    return m_lastWriteNs;
}

void LabChatExchange::endWithWrite(LabOutcome outcome, const std::function<std::int64_t()> &send)
{
    leaveModel();
    m_truth.outcome = outcome;
    m_server.truthLog().updateAround(m_truthSequence, m_truth, [&] {
        m_lastWriteNs = send();
        m_truth.lastByteWrittenNs = m_lastWriteNs;
    });
    release();
}

void LabChatExchange::end(LabOutcome outcome)
{
    if (m_ended)
        return;
    leaveModel();
    m_truth.outcome = outcome;
    m_truth.lastByteWrittenNs = m_lastWriteNs;
    m_server.truthLog().update(m_truthSequence, m_truth);
    release();
}

void LabChatExchange::release()
{
    m_ended = true;
    m_server.scheduler().cancel(m_ticket);
    m_ticket = 0;
    if (m_waiting) {
        m_waiting = false;
        m_server.unregisterWaiting(m_exchangeId);
    }
    leaveModel();
    m_spec.modelState->countOutcome(m_truth.outcome);
    if (LabAccessLog *accessLog = m_server.context().accessLog())
        accessLog->write(m_truth);
    m_server.exchangeEnded();
}

void LabChatExchange::leaveModel()
{
    if (m_leftModel || !m_queueTicket)
        return;
    m_leftModel = true;
    const std::int64_t leftNs = m_server.leaveModel(*m_spec.modelState, m_queueTicket);
    if (!hasTime(m_truth.prefillStartNs))
        return; // it never ran
    m_truth.batchLeftNs = leftNs;

    // The engine's view of the request (vLLM's metrics): finished when its last token was made.
    LabEngineFinish finish;
    const bool finished = m_tokensMade == m_spec.plan.outputTokens && m_reasoningMade == m_spec.plan.reasoningTokens;
    const std::int64_t lastNs = finished && hasTime(m_lastTokenMadeNs) ? m_lastTokenMadeNs : leftNs;
    const std::int64_t firstNs = hasTime(m_truth.firstOutputMadeNs) ? m_truth.firstOutputMadeNs : lastNs;
    finish.reason = !finished ? LabEngineFinish::Reason::Abort
        : m_spec.plan.cutByMaxTokens ? LabEngineFinish::Reason::Length
                                     : LabEngineFinish::Reason::Stop;
    finish.queueNs = m_truth.prefillStartNs - m_spec.startNs;
    finish.prefillNs = firstNs - m_truth.prefillStartNs;
    finish.decodeNs = lastNs - firstNs;
    finish.e2eNs = lastNs - m_spec.startNs;
    m_spec.modelState->observeEngineFinish(finish);
}

} // namespace ttft
