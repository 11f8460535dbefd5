#include "labasr.h"

#include "labchatrequest.h"
#include "labconnection.h"
#include "labserverworker.h"
#include "labservercontext.h"
#include "openaichunkbuilder.h"

#include "voice/speechspan.h"
#include "voice/utterance.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace ttft {

namespace {

constexpr int kMaxParts = 32;

struct FormPart {
    QByteArray name;
    QByteArray filename;
    qsizetype offset = 0; // of the content in the body
    QByteArray content;
};

QByteArray parameter(const QByteArray &header, QByteArrayView key)
{
    const QByteArray needle = key.toByteArray() + '=';
    for (const QByteArray &rawPiece : header.split(';')) {
        const QByteArray piece = rawPiece.trimmed();
        if (piece.startsWith(needle)) {
            QByteArray value = piece.sliced(needle.size());
            if (value.size() >= 2 && value.startsWith('"') && value.endsWith('"'))
                value = value.sliced(1, value.size() - 2);
            return value;
        }
    }
    return {};
}

// RFC 7578 multipart/form-data: parts between "--boundary" lines, each with its headers.
std::optional<std::vector<FormPart>> formParts(const QByteArray &body, const QByteArray &boundary)
{
    if (boundary.isEmpty() || boundary.size() > 200)
        return std::nullopt;
    const QByteArray delimiter = "--" + boundary;
    std::vector<FormPart> parts;
    qsizetype at = body.indexOf(delimiter);
    while (at >= 0 && int(parts.size()) < kMaxParts) {
        at += delimiter.size();
        if (body.mid(at, 2) == "--")
            return parts; // the closing delimiter
        if (body.mid(at, 2) != "\r\n")
            return std::nullopt;
        const qsizetype headersEnd = body.indexOf("\r\n\r\n", at + 2);
        if (headersEnd < 0)
            return std::nullopt;
        FormPart part;
        for (const QByteArray &line : body.mid(at + 2, headersEnd - at - 2).split('\n')) {
            const QByteArray trimmedLine = line.trimmed();
            if (trimmedLine.toLower().startsWith("content-disposition:")) {
                part.name = parameter(trimmedLine, "name");
                part.filename = parameter(trimmedLine, "filename");
            }
        }
        part.offset = headersEnd + 4;
        const qsizetype next = body.indexOf(QByteArray("\r\n" + delimiter), part.offset);
        if (next < 0)
            return std::nullopt;
        part.content = body.mid(part.offset, next - part.offset);
        parts.push_back(std::move(part));
        at = next + 2;
    }
    return std::nullopt;
}

QByteArray sseEvent(const QJsonObject &event)
{
    return "data: " + QJsonDocument(event).toJson(QJsonDocument::Compact) + "\n\n";
}

} // namespace

std::optional<LabChatRefusal> readAsrRequest(const LabHttpRequest &request, const LabConfig &config, LabAsrSpec &spec,
                                             LabAsrTruth &truth)
{
    const QByteArray contentType = request.header("content-type");
    if (!contentType.toLower().startsWith("multipart/form-data"))
        return labRefusal(400, QStringLiteral("Expected multipart/form-data with a file."), QStringLiteral("invalid_value"));
    const std::optional<std::vector<FormPart>> parts = formParts(request.body, parameter(contentType, "boundary"));
    if (!parts)
        return labRefusal(400, QStringLiteral("The multipart body does not parse."), QStringLiteral("invalid_value"));
    const FormPart *file = nullptr;
    QString model, stream, transcript;
    for (const FormPart &part : *parts) {
        if (part.name == "file")
            file = &part;
        else if (part.name == "model")
            model = QString::fromUtf8(part.content);
        else if (part.name == "stream")
            stream = QString::fromUtf8(part.content).trimmed();
        else if (part.name == "x_lab_transcript")
            transcript = QString::fromUtf8(part.content);
    }
    truth.model = model.toStdString();
    truth.stream = spec.stream = stream == QLatin1String("true");
    truth.transcript = transcript.toStdString();
    if (!file)
        return labRefusal(400, QStringLiteral("You must provide a file."), QStringLiteral("invalid_value"));
    const LabAsrModel *known = config.findAsrModel(model.toStdString());
    if (known)
        spec.model = *known;
    if (!known) {
        LabChatRefusal refusal = labRefusal(404, QStringLiteral("The model '%1' does not exist.").arg(model),
                                            QStringLiteral("model_not_found"));
        return refusal;
    }
    const std::string wav(file->content.constData(), std::size_t(file->content.size()));
    int rate = 0;
    const std::optional<std::vector<std::int16_t>> samples = pcm16MonoSamples(wav, rate);
    if (!samples)
        return labRefusal(400, QStringLiteral("The lab transcribes WAV files of 16-bit PCM mono only."),
                          QStringLiteral("invalid_value"));
    truth.sampleRate = rate;
    truth.audioMs = double(samples->size()) * 1000.0 / rate;
    // Where the speech ends, and when the byte that holds its last sample was read.
    if (const std::optional<std::int64_t> last = lastSpeechSampleOf(*samples, rate)) {
        truth.speechEndMs = double(*last) * 1000.0 / rate;
        const qsizetype dataOffset = qsizetype(wav.size()) - qsizetype(samples->size()) * 2; // the samples run to the end
        const qsizetype lastByte = file->offset + dataOffset + qsizetype(*last) * 2 + 2;
        truth.speechEndReceivedNs = request.bodyReachedNs(lastByte);
    }
    spec.text = transcript;
    for (const QString &word : transcript.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        spec.words.push_back(spec.words.empty() ? word : QLatin1Char(' ') + word);
    if (spec.words.empty() && !transcript.isEmpty())
        spec.words.push_back(transcript);
    bool ok = false;
    const double delay = request.header("x-lab-asr-delay-ms").toDouble(&ok);
    spec.firstDeltaMs = ok && delay >= 0 && delay <= 60'000 ? delay : spec.model.firstDeltaMs;
    return std::nullopt;
}

LabAsrExchange::LabAsrExchange(LabServerWorker &server, LabConnection &connection, LabAsrSpec spec, LabAsrTruth truth)
    : m_server(server)
    , m_connection(connection)
    , m_spec(std::move(spec))
    , m_truth(std::move(truth))
{
}

LabAsrExchange::~LabAsrExchange()
{
    if (!m_ended)
        end(LabOutcome::ServerStopped);
}

void LabAsrExchange::start()
{
    LabAsrTruthLog &log = m_server.context().asrTruthLog();
    m_truth.plannedFirstDeltaMs = m_spec.firstDeltaMs;
    m_truthSequence = log.add(m_truth);
    m_firstDeltaNs = m_spec.startNs + std::llround(m_spec.firstDeltaMs * 1e6);
    if (m_spec.stream) {
        const QByteArray head = m_connection.streamHead(m_spec.requestId);
        m_connection.send(head);
    }
    m_ticket = m_server.scheduler().schedule(m_firstDeltaNs, this);
}

void LabAsrExchange::abandon(LabOutcome outcome)
{
    end(outcome);
}

void LabAsrExchange::onDue(std::int64_t)
{
    m_ticket = 0;
    if (m_ended)
        return;
    LabAsrTruthLog &log = m_server.context().asrTruthLog();
    const auto frame = [&](const QByteArray &bytes) {
        return m_connection.chunkedResponses() ? OpenAiChunkBuilder::httpChunk(bytes) : bytes;
    };
    if (!m_spec.stream) {
        const QJsonObject body{{QStringLiteral("text"), m_spec.text}};
        log.updateAround(m_truthSequence, m_truth, [&] {
            const std::int64_t ns = m_connection.sendResponse(200, "application/json",
                                                              QJsonDocument(body).toJson(QJsonDocument::Compact), m_spec.requestId);
            m_truth.firstDeltaWrittenNs = m_truth.finalWrittenNs = m_truth.lastByteWrittenNs = ns;
            m_truth.outcome = LabOutcome::Complete;
            m_truth.httpStatus = 200;
        });
        m_ended = true;
        m_connection.exchangeFinished();
        return;
    }
    if (m_nextWord < m_spec.words.size()) {
        const QByteArray bytes = frame(sseEvent({{QStringLiteral("type"), QStringLiteral("transcript.text.delta")},
                                                 {QStringLiteral("delta"), m_spec.words[m_nextWord]}}));
        const bool first = m_nextWord == 0;
        ++m_nextWord;
        log.updateAround(m_truthSequence, m_truth, [&] {
            const std::int64_t ns = m_connection.send(bytes);
            if (first)
                m_truth.firstDeltaWrittenNs = ns;
            ++m_truth.deltasWritten;
        });
        m_ticket = m_server.scheduler().schedule(
            m_firstDeltaNs + std::llround(double(m_nextWord) * m_spec.model.perWordMs * 1e6), this);
        return;
    }
    // The final text, as OpenAI's done event carries it, with the lab's own usage count.
    const QJsonObject usage{{QStringLiteral("type"), QStringLiteral("tokens")},
                            {QStringLiteral("input_tokens"), qint64(std::ceil(m_truth.audioMs / 100.0))},
                            {QStringLiteral("output_tokens"), qint64(m_spec.words.size())},
                            {QStringLiteral("total_tokens"), qint64(std::ceil(m_truth.audioMs / 100.0)) + qint64(m_spec.words.size())}};
    QByteArray bytes = frame(sseEvent({{QStringLiteral("type"), QStringLiteral("transcript.text.done")},
                                       {QStringLiteral("text"), m_spec.text},
                                       {QStringLiteral("usage"), usage}}));
    if (m_connection.chunkedResponses())
        bytes += OpenAiChunkBuilder::lastHttpChunk();
    log.updateAround(m_truthSequence, m_truth, [&] {
        const std::int64_t ns = m_connection.send(bytes);
        m_truth.finalWrittenNs = m_truth.lastByteWrittenNs = ns;
        if (m_truth.firstDeltaWrittenNs == kNoTime)
            m_truth.firstDeltaWrittenNs = ns;
        m_truth.outcome = LabOutcome::Complete;
        m_truth.httpStatus = 200;
    });
    m_ended = true;
    m_connection.exchangeFinished();
}

void endLabAsrAnswer(LabServerWorker &server, LabAsrTruth &truth, std::uint64_t sequence, LabScheduler::Ticket &ticket,
                     bool &ended, LabOutcome outcome)
{
    if (ended)
        return;
    ended = true;
    truth.outcome = outcome;
    server.context().asrTruthLog().update(sequence, truth);
    server.scheduler().cancel(ticket);
    ticket = 0;
}

void LabAsrExchange::end(LabOutcome outcome)
{
    endLabAsrAnswer(m_server, m_truth, m_truthSequence, m_ticket, m_ended, outcome);
}

} // namespace ttft
