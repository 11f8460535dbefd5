#include "labttsexchange.h"

#include "labconnection.h"
#include "labserverworker.h"
#include "labservercontext.h"
#include "labttstruthlog.h"
#include "openaichunkbuilder.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace ttft {

namespace {

constexpr double kAudioMarkMs = 100; // LabTtsTruth::audio100msWrittenNs

std::int64_t speechSamples(const LabTtsSpec &spec)
{
    const double speechMs = std::min(spec.inputChars * spec.model.speechMsPerChar / std::max(spec.speed, 0.01),
                                     spec.model.maxAudioMs);
    return std::max<std::int64_t>(std::llround(speechMs * spec.model.sampleRate / 1000.0), 1);
}

} // namespace

LabTtsExchange::LabTtsExchange(LabServerWorker &server, LabConnection &connection, LabTtsSpec spec, LabTtsTruth truth)
    : m_server(server)
    , m_connection(connection)
    , m_spec(std::move(spec))
    , m_truth(std::move(truth))
    , m_audio(m_spec.format, m_spec.model.sampleRate, speechSamples(m_spec), m_spec.model.chunkMs,
              std::llround(std::max(m_spec.leadingSilenceMs, 0.0) * m_spec.model.sampleRate / 1000.0))
{
    m_truth.plannedAudioMs = m_audio.samplesToMs(m_audio.totalSamples());
}

LabTtsExchange::~LabTtsExchange()
{
    if (!m_ended)
        end(LabOutcome::ServerStopped);
}

void LabTtsExchange::start()
{
    LabTtsTruthLog &log = m_server.context().ttsTruthLog();
    m_truthSequence = log.add(m_truth);
    if (m_spec.fault == LabFault::StallFirst) {
        // Not even the head: the client waits on an open connection until it gives up.
        end(LabOutcome::Stalled);
        return;
    }
    const double firstAudioMs = m_spec.exactFirstAudioMs
        ? *m_spec.exactFirstAudioMs
        : m_spec.model.firstAudioMs + m_spec.model.perCharMs * m_spec.inputChars
            + m_spec.timingRandom.exponential(m_spec.model.firstAudioJitterMs);
    m_firstAudioNs = m_spec.startNs + std::llround(firstAudioMs * 1e6);
    m_truth.plannedFirstAudioNs = m_firstAudioNs;
    m_truth.plannedFirstAudioMs = firstAudioMs;
    m_truth.httpStatus = 200;
    // The head at once, as OpenAI's endpoint answers before it has audio: the client's first body
    // byte, not its response head, is the first audio.
    const QByteArray head = m_spec.sse ? m_connection.streamHead(m_spec.requestId)
                                       : m_connection.streamHead(m_spec.requestId, labAudioContentType(m_spec.format));
    log.updateAround(m_truthSequence, m_truth, [&] { m_truth.headWrittenNs = write(head); });
    m_ticket = m_server.scheduler().schedule(m_firstAudioNs, this);
    m_nextAudio = body(0);
}

QByteArray LabTtsExchange::body(int chunk) const
{
    if (!m_spec.sse)
        return m_audio.chunk(chunk);
    QByteArray event = "data: {\"type\":\"speech.audio.delta\",\"audio\":\"" + m_audio.chunk(chunk).toBase64() + "\"}\n\n";
    if (chunk + 1 == m_audio.chunkCount()) {
        const std::int64_t input = (m_spec.inputChars + 3) / 4;
        const auto output = std::int64_t(std::ceil(m_audio.samplesToMs(m_audio.totalSamples()) / 20.0));
        event += "data: {\"type\":\"speech.audio.done\",\"usage\":{\"input_tokens\":" + QByteArray::number(input)
            + ",\"output_tokens\":" + QByteArray::number(output) + ",\"total_tokens\":" + QByteArray::number(input + output)
            + "}}\n\n";
    }
    return event;
}

void LabTtsExchange::abandon(LabOutcome outcome)
{
    end(outcome);
}

void LabTtsExchange::onDue(std::int64_t plannedNs)
{
    m_ticket = 0;
    if (m_ended)
        return;
    if ((m_spec.fault == LabFault::Drop || m_spec.fault == LabFault::Stall) && m_nextChunk == m_spec.faultAfterChunks) {
        strike();
        return;
    }
    const int chunk = m_nextChunk++;
    const bool last = m_nextChunk == m_audio.chunkCount();
    // Made ahead (after the previous write), so the write goes out as soon as it is due.
    const QByteArray audio = std::exchange(m_nextAudio, {});
    QByteArray bytes = m_connection.chunkedResponses() ? OpenAiChunkBuilder::httpChunk(audio) : audio;
    if (last && m_connection.chunkedResponses())
        bytes += OpenAiChunkBuilder::lastHttpChunk();

    const double audioMs = m_audio.samplesToMs(m_audio.chunkEndSample(chunk));
    const bool first = chunk == 0;
    const bool reachesMark = audioMs >= kAudioMarkMs && !hasTime(m_truth.audio100msWrittenNs);
    const auto stamp = [&](std::int64_t writtenNs) {
        const std::int64_t lateNs = writtenNs - plannedNs;
        if (first) {
            m_truth.firstAudioWrittenNs = writtenNs;
            m_truth.firstAudioLateNs = lateNs;
        }
        if (reachesMark)
            m_truth.audio100msWrittenNs = writtenNs;
        m_truth.maxChunkLateNs = std::max(m_truth.maxChunkLateNs, lateNs);
        m_truth.audioMsWritten = audioMs;
        m_truth.bodyBytesWritten += audio.size();
        ++m_truth.chunksWritten;
    };
    if (last) {
        endWithWrite(LabOutcome::Complete, [&] {
            const std::int64_t writtenNs = write(bytes);
            stamp(writtenNs);
            return writtenNs;
        });
        m_connection.exchangeFinished(); // last: it may start the next pipelined request
        return;
    }
    if (first || reachesMark)
        m_server.context().ttsTruthLog().updateAround(m_truthSequence, m_truth, [&] { stamp(write(bytes)); });
    else
        stamp(write(bytes)); // recorded at the next milestone or the end
    const std::int64_t offsetNs
        = std::llround(m_spec.model.realTimeFactor * m_audio.samplesToMs(m_audio.chunkStartSample(m_nextChunk)) * 1e6);
    m_ticket = m_server.scheduler().schedule(m_firstAudioNs + offsetNs, this);
    m_nextAudio = body(m_nextChunk);
}

void LabTtsExchange::strike()
{
    if (m_spec.fault == LabFault::Drop) {
        end(LabOutcome::Dropped); // recorded before the client can see the close
        m_connection.dropNow();
        return;
    }
    // Stall: nothing more is written and the connection stays open until the client gives up.
    end(LabOutcome::Stalled);
}

std::int64_t LabTtsExchange::write(const QByteArray &bytes)
{
    bool backlogged = false;
    m_lastWriteNs = m_connection.send(bytes, &backlogged);
    if (backlogged)
        ++m_truth.backloggedWrites;
    return m_lastWriteNs;
}

void LabTtsExchange::endWithWrite(LabOutcome outcome, const std::function<std::int64_t()> &send)
{
    m_truth.outcome = outcome;
    m_server.context().ttsTruthLog().updateAround(m_truthSequence, m_truth, [&] {
        m_truth.lastByteWrittenNs = send();
    });
    release();
}

void LabTtsExchange::end(LabOutcome outcome)
{
    if (m_ended)
        return;
    m_truth.outcome = outcome;
    m_truth.lastByteWrittenNs = m_lastWriteNs;
    m_server.context().ttsTruthLog().update(m_truthSequence, m_truth);
    release();
}

void LabTtsExchange::release()
{
    m_ended = true;
    m_server.scheduler().cancel(m_ticket);
    m_ticket = 0;
}

} // namespace ttft
