#include "labchatexchange.h"

#include "labconnection.h"
#include "labserverworker.h"
#include "labtruthlog.h"
#include "openaibodies.h"

#include <QDateTime>

#include <algorithm>
#include <cmath>

namespace ttft {

namespace {

QByteArray completionIdFor(std::uint64_t seed)
{
    return QByteArrayLiteral("chatcmpl-lab") + QByteArray::number(qulonglong(seed), 16).rightJustified(16, '0');
}

} // namespace

LabChatExchange::LabChatExchange(LabServerWorker &server, LabConnection &connection, LabChatSpec spec, LabTruth truth)
    : m_server(server)
    , m_connection(connection)
    , m_spec(std::move(spec))
    , m_truth(std::move(truth))
    , m_chunks(completionIdFor(m_spec.textSeed), QDateTime::currentSecsSinceEpoch(), m_spec.model)
    , m_text(m_spec.textSeed)
{
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
    m_truth.plannedFirstTokenMs = m_spec.plan.firstTokenMs;
    m_truth.plannedFirstTokenNs = m_spec.startNs + std::llround(m_spec.plan.firstTokenMs * 1e6);
    LabTruthLog &log = m_server.truthLog();
    m_truthSequence = log.add(m_truth);

    if (m_spec.stream) {
        // The head and the role-only chunk go out as soon as the request is accepted, well before
        // the first token, as OpenAI's servers do.
        m_truth.httpStatus = 200;
        const QByteArray bytes = m_connection.streamHead(m_spec.requestId) + framed(m_chunks.roleChunk());
        log.updateAround(m_truthSequence, m_truth, [&] { m_truth.roleChunkWrittenNs = write(bytes); });
        scheduleAt(m_truth.plannedFirstTokenNs);
        return;
    }
    // Without streaming the answer is sent whole, when its last token would have been made.
    std::int64_t bodyDueNs = m_truth.plannedFirstTokenNs;
    for (int token = 1; token < m_spec.plan.outputTokens; ++token)
        bodyDueNs += LatencyModel::nextGapNs(m_spec.plan, m_spec.timingRandom);
    scheduleAt(bodyDueNs);
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
    if (m_spec.stream)
        streamStep(plannedNs);
    else
        wholeBody(plannedNs);
}

bool LabChatExchange::strikesNow() const
{
    return m_spec.fault != LabFault::None && !isHttpFault(m_spec.fault) && !m_struck
        && m_truth.tokensWritten == m_faultAt;
}

void LabChatExchange::streamStep(std::int64_t plannedNs)
{
    if (strikesNow() && strike())
        return;
    if (m_truth.tokensWritten < m_spec.plan.outputTokens) {
        writeToken(plannedNs);
        if (m_truth.tokensWritten < m_spec.plan.outputTokens) {
            scheduleAt(plannedNs + LatencyModel::nextGapNs(m_spec.plan, m_spec.timingRandom));
            return;
        }
        if (strikesNow() && strike())
            return;
    }
    writeTail();
}

void LabChatExchange::writeToken(std::int64_t plannedNs)
{
    const QByteArray bytes = framed(m_chunks.contentChunk(m_text.nextToken()));
    const auto writeAndStamp = [&] {
        const std::int64_t writtenNs = write(bytes);
        const std::int64_t lateNs = writtenNs - plannedNs;
        if (++m_truth.tokensWritten == 1) {
            m_truth.firstTokenWrittenNs = writtenNs;
            m_truth.firstTokenLateNs = lateNs;
        }
        m_truth.maxTokenLateNs = std::max(m_truth.maxTokenLateNs, lateNs);
        m_truth.sumTokenLateNs += lateNs;
    };
    if (m_truth.tokensWritten == 0)
        m_server.truthLog().updateAround(m_truthSequence, m_truth, writeAndStamp);
    else
        writeAndStamp(); // recorded when the stream ends
}

void LabChatExchange::writeTail()
{
    m_truth.finishReason = m_spec.plan.cutByMaxTokens ? "length" : "stop";
    QByteArray tail = framed(m_chunks.finishChunk(QByteArray::fromStdString(m_truth.finishReason)));
    if (m_spec.includeUsage)
        tail += framed(m_chunks.usageChunk(m_spec.promptTokens, m_truth.tokensWritten));
    tail += framed(OpenAiChunkBuilder::doneChunk());
    if (m_connection.chunkedResponses())
        tail += OpenAiChunkBuilder::lastHttpChunk();
    endWithWrite(LabOutcome::Complete, [&] { return write(tail); });
    m_connection.exchangeFinished(); // last: it may start the next pipelined request
}

QByteArray LabChatExchange::injectedErrorJson() const
{
    const std::string_view fault = labFaultName(m_spec.fault);
    return openai::errorBody(QStringLiteral("The lab server injected this error (X-Lab-Fault: %1).")
                                 .arg(QString::fromUtf8(fault.data(), qsizetype(fault.size()))),
                             QStringLiteral("server_error"), QStringLiteral("lab_injected_fault"));
}

bool LabChatExchange::strike()
{
    m_struck = true;
    const QByteArray bodyEnd = m_connection.chunkedResponses() ? OpenAiChunkBuilder::lastHttpChunk() : QByteArray();
    switch (m_spec.fault) {
    case LabFault::ErrorEvent: {
        const QByteArray bytes = framed(OpenAiChunkBuilder::errorEventChunk(injectedErrorJson())) + bodyEnd;
        endWithWrite(LabOutcome::ErrorEvent, [&] { return write(bytes); });
        m_connection.exchangeFinished();
        return true;
    }
    case LabFault::ErrorObject: {
        const QByteArray bytes = framed(OpenAiChunkBuilder::errorObjectChunk(injectedErrorJson())) + bodyEnd;
        endWithWrite(LabOutcome::ErrorObject, [&] { return write(bytes); });
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
        write(framed(m_chunks.malformedChunk()));
        return false;
    case LabFault::None:
    case LabFault::Http401:
    case LabFault::Http429:
    case LabFault::Http500:
        break;
    }
    return false;
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
        const QByteArray body = injectedErrorJson();
        endWithWrite(LabOutcome::HttpError, [&] {
            return m_connection.sendResponse(500, "application/json", body, m_spec.requestId);
        });
        m_connection.exchangeFinished();
        return;
    }
    default:
        break;
    }

    QByteArray answer;
    for (int token = 0; token < m_spec.plan.outputTokens; ++token)
        answer += m_text.nextToken();
    m_truth.finishReason = m_spec.plan.cutByMaxTokens ? "length" : "stop";
    QByteArray body = openai::completion(completionIdFor(m_spec.textSeed), QDateTime::currentSecsSinceEpoch(),
                                         QString::fromUtf8(m_spec.model), answer,
                                         QString::fromStdString(m_truth.finishReason), m_spec.promptTokens,
                                         m_spec.plan.outputTokens);
    if (m_spec.fault == LabFault::Malformed)
        body.truncate(body.size() / 2);
    m_truth.httpStatus = 200;
    m_truth.tokensWritten = m_spec.plan.outputTokens;
    endWithWrite(LabOutcome::Complete, [&] {
        const std::int64_t writtenNs = m_connection.sendResponse(200, "application/json", body, m_spec.requestId);
        m_truth.firstTokenWrittenNs = writtenNs;
        m_truth.firstTokenLateNs = writtenNs - plannedNs;
        m_truth.maxTokenLateNs = writtenNs - plannedNs;
        m_truth.sumTokenLateNs = (writtenNs - plannedNs) * m_truth.tokensWritten;
        return writtenNs;
    });
    m_connection.exchangeFinished();
}

QByteArray LabChatExchange::framed(const QByteArray &event) const
{
    return m_connection.chunkedResponses() ? OpenAiChunkBuilder::httpChunk(event) : event;
}

std::int64_t LabChatExchange::write(const QByteArray &bytes)
{
    bool backlogged = false;
    m_lastWriteNs = m_connection.send(bytes, &backlogged);
    if (backlogged)
        ++m_truth.backloggedWrites;
    return m_lastWriteNs;
}

void LabChatExchange::scheduleAt(std::int64_t dueNs)
{
    m_ticket = m_server.scheduler().schedule(dueNs, this);
}

void LabChatExchange::endWithWrite(LabOutcome outcome, const std::function<std::int64_t()> &send)
{
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
    m_server.exchangeEnded();
}

} // namespace ttft
