#include "labrealtimeasr.h"

#include "labconnection.h"
#include "labhttprequest.h"
#include "labserverworker.h"
#include "labservercontext.h"
#include "transport/websocketaccept.h"
#include "voice/soundonset.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace ttft {

namespace {

// Audio one turn may hold: 10 minutes at 48 kHz (a caller who never stops is refused, not kept).
constexpr std::size_t kMaxTurnSamples = std::size_t(48'000) * 600;

QString itemId(const QByteArray &requestId)
{
    return QStringLiteral("item_") + QString::fromLatin1(requestId.left(24));
}

} // namespace

bool labWebSocketRequest(const LabHttpRequest &request, QByteArray &key, QString &problem)
{
    if (request.method != "GET") {
        problem = QStringLiteral("The realtime API is a WebSocket: open it with GET and Upgrade: websocket.");
        return false;
    }
    if (request.header("upgrade").toLower() != "websocket" || !request.header("connection").toLower().contains("upgrade")) {
        problem = QStringLiteral("The realtime API is a WebSocket: send Upgrade: websocket and Connection: Upgrade.");
        return false;
    }
    key = request.header("sec-websocket-key");
    // RFC 6455 §4.2.1: a base64 nonce of 16 bytes, version 13.
    if (QByteArray::fromBase64(key).size() != 16 || request.header("sec-websocket-version") != "13") {
        problem = QStringLiteral("A WebSocket opening needs a Sec-WebSocket-Key of 16 bytes in base64 and Sec-WebSocket-Version: 13.");
        return false;
    }
    return true;
}

LabRealtimeAsrExchange::LabRealtimeAsrExchange(LabServerWorker &server, LabConnection &connection, QByteArray requestId,
                                               QByteArray acceptKey, LabAsrTruth truth, double firstDeltaMs)
    : m_server(server)
    , m_connection(connection)
    , m_requestId(std::move(requestId))
    , m_acceptKey(std::move(acceptKey))
    , m_truth(std::move(truth))
    , m_firstDeltaMs(firstDeltaMs)
{
}

LabRealtimeAsrExchange::~LabRealtimeAsrExchange()
{
    if (!m_ended)
        end(LabOutcome::ServerStopped);
}

void LabRealtimeAsrExchange::start()
{
    m_truth.stream = true;
    m_truthSequence = m_server.context().asrTruthLog().add(m_truth);
    const QByteArray head = QByteArrayLiteral("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                                              "Sec-WebSocket-Accept: ")
        + QByteArray::fromStdString(wsAcceptFor(m_acceptKey.toStdString())) + QByteArrayLiteral("\r\nX-Request-ID: ") + m_requestId
        + QByteArrayLiteral("\r\n\r\n");
    m_connection.send(head);
    m_connection.switchProtocols(); // from now on its bytes come to onBytes()
    sendEvent({{QStringLiteral("type"), QStringLiteral("session.created")},
               {QStringLiteral("session"), QJsonObject{{QStringLiteral("type"), QStringLiteral("transcription")}}}});
}

void LabRealtimeAsrExchange::abandon(LabOutcome outcome)
{
    end(outcome);
}

std::int64_t LabRealtimeAsrExchange::sendEvent(const QJsonObject &event)
{
    const std::string text = QJsonDocument(event).toJson(QJsonDocument::Compact).toStdString();
    return m_connection.send(QByteArray::fromStdString(encodeWsFrame(WsOpcode::Text, text, false)));
}

void LabRealtimeAsrExchange::refuse(const QString &code, const QString &message)
{
    // OpenAI's error event: the session stays open, but this turn is over.
    sendEvent({{QStringLiteral("type"), QStringLiteral("error")},
               {QStringLiteral("error"),
                QJsonObject{{QStringLiteral("type"), QStringLiteral("invalid_request_error")},
                            {QStringLiteral("code"), code},
                            {QStringLiteral("message"), message}}}});
    m_truth.httpStatus = 400;
    end(LabOutcome::HttpError);
}

void LabRealtimeAsrExchange::close(std::uint16_t code)
{
    if (m_closed)
        return;
    m_closed = true;
    m_connection.send(QByteArray::fromStdString(encodeWsFrame(WsOpcode::Close, wsClosePayload(code), false)));
    m_connection.closeAfterResponse();
    m_connection.exchangeFinished(); // closes the connection: no HTTP after a WebSocket
}

void LabRealtimeAsrExchange::onBytes(QByteArrayView bytes, std::int64_t arrivalNs)
{
    if (m_closed)
        return;
    std::vector<WsMessage> messages;
    const bool ok = m_reader.feed(std::string_view(bytes.data(), std::size_t(bytes.size())), messages);
    for (const WsMessage &message : messages) {
        if (m_closed)
            return;
        switch (message.opcode) {
        case WsOpcode::Text: onEvent(QByteArray::fromStdString(message.payload), arrivalNs); break;
        case WsOpcode::Ping:
            m_connection.send(QByteArray::fromStdString(encodeWsFrame(WsOpcode::Pong, message.payload, false)));
            break;
        case WsOpcode::Close:
            end(m_truth.outcome == LabOutcome::Complete ? LabOutcome::Complete : LabOutcome::ClientClosed);
            close(1000);
            return;
        default: break;
        }
    }
    if (!ok) {
        end(LabOutcome::ClientClosed);
        close(1002); // protocol error
    }
}

void LabRealtimeAsrExchange::onEvent(const QByteArray &text, std::int64_t arrivalNs)
{
    const QJsonObject event = QJsonDocument::fromJson(text).object();
    const QString type = event.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("session.update")) {
        const QJsonObject input = event.value(QStringLiteral("session")).toObject().value(QStringLiteral("audio")).toObject().value(QStringLiteral("input")).toObject();
        const QString model = input.value(QStringLiteral("transcription")).toObject().value(QStringLiteral("model")).toString();
        m_truth.model = model.toStdString();
        const LabAsrModel *known = m_server.config().findAsrModel(model.toStdString());
        if (!known)
            return refuse(QStringLiteral("model_not_found"), QStringLiteral("The model '%1' does not exist.").arg(model));
        m_model = *known;
        if (m_firstDeltaMs >= 0)
            m_model.firstDeltaMs = m_firstDeltaMs;
        m_modelKnown = true;
        const QJsonObject format = input.value(QStringLiteral("format")).toObject();
        if (format.value(QStringLiteral("type")).toString(QStringLiteral("audio/pcm")) != QLatin1String("audio/pcm"))
            return refuse(QStringLiteral("invalid_value"), QStringLiteral("The lab transcribes audio/pcm only."));
        m_rate = format.value(QStringLiteral("rate")).toInt(24'000);
        if (m_rate < 8'000 || m_rate > 48'000)
            return refuse(QStringLiteral("invalid_value"), QStringLiteral("The audio rate must be from 8000 to 48000."));
        const double silence = input.value(QStringLiteral("turn_detection")).toObject().value(QStringLiteral("silence_duration_ms")).toDouble(500);
        m_silenceMs = silence >= 50 && silence <= 10'000 ? silence : 500;
        SpeechSpan::Options options;
        options.hangoverMs = m_silenceMs;
        m_span = std::make_unique<SpeechSpan>(options, m_rate);
        m_truth.sampleRate = m_rate;
        sendEvent({{QStringLiteral("type"), QStringLiteral("session.updated")},
                   {QStringLiteral("session"), QJsonObject{{QStringLiteral("type"), QStringLiteral("transcription")}}}});
    } else if (type == QLatin1String("x_lab.transcript")) {
        m_text = event.value(QStringLiteral("text")).toString();
        m_truth.transcript = m_text.toStdString();
        m_words.clear();
        for (const QString &word : m_text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
            m_words.push_back(m_words.empty() ? word : QLatin1Char(' ') + word);
    } else if (type == QLatin1String("input_audio_buffer.append")) {
        if (!m_modelKnown)
            return refuse(QStringLiteral("invalid_request_error"), QStringLiteral("Send session.update with a transcription model first."));
        onAudio(QByteArray::fromBase64(event.value(QStringLiteral("audio")).toString().toLatin1()), arrivalNs);
    } else if (type == QLatin1String("input_audio_buffer.commit")) {
        if (m_span && !m_turnEnded) {
            const std::optional<std::int64_t> last = m_span->lastSpeechSample();
            endTurn(last.value_or(-1), arrivalNs);
        }
    }
}

void LabRealtimeAsrExchange::onAudio(const QByteArray &pcm, std::int64_t arrivalNs)
{
    if (m_turnEnded || !m_span)
        return; // one turn per session here: later audio is heard and dropped
    const std::size_t count = std::size_t(pcm.size()) / 2;
    if (m_samples.size() + count > kMaxTurnSamples)
        return refuse(QStringLiteral("invalid_value"), QStringLiteral("The turn is longer than ten minutes."));
    const auto *bytes = reinterpret_cast<const unsigned char *>(pcm.constData());
    for (std::size_t i = 0; i < count; ++i) {
        const auto sample = std::int16_t(std::uint16_t(bytes[2 * i]) | (std::uint16_t(bytes[2 * i + 1]) << 8));
        m_samples.push_back(sample);
        addSampleFrame(*m_span, 1, [&](int) { return double(sample) / 32768.0; });
    }
    m_appends.emplace_back(std::int64_t(m_samples.size()), arrivalNs);
    if (!m_speaking && m_span->startSample()) {
        m_speaking = true;
        sendEvent({{QStringLiteral("type"), QStringLiteral("input_audio_buffer.speech_started")},
                   {QStringLiteral("audio_start_ms"), qint64(m_span->samplesToMs(*m_span->startSample()))},
                   {QStringLiteral("item_id"), itemId(m_requestId)}});
    }
    // The server's VAD heard the silence duration after speech: the turn ends now.
    if (const std::optional<std::int64_t> end = m_span->endSample())
        endTurn(*end, arrivalNs);
}

void LabRealtimeAsrExchange::endTurn(std::int64_t lastSpeechSample, std::int64_t decidedNs)
{
    m_turnEnded = true;
    m_truth.requestCompleteNs = decidedNs;
    m_truth.audioMs = double(m_samples.size()) * 1000.0 / m_rate;
    if (lastSpeechSample >= 0) {
        m_truth.speechEndMs = double(lastSpeechSample) * 1000.0 / m_rate;
        for (const auto &[samples, ns] : m_appends) {
            if (samples > lastSpeechSample) {
                m_truth.speechEndReceivedNs = ns;
                break;
            }
        }
    }
    const qint64 endMs = lastSpeechSample >= 0 ? qint64(std::llround(m_truth.speechEndMs)) : qint64(std::llround(m_truth.audioMs));
    sendEvent({{QStringLiteral("type"), QStringLiteral("input_audio_buffer.speech_stopped")},
               {QStringLiteral("audio_end_ms"), endMs},
               {QStringLiteral("item_id"), itemId(m_requestId)}});
    sendEvent({{QStringLiteral("type"), QStringLiteral("input_audio_buffer.committed")}, {QStringLiteral("item_id"), itemId(m_requestId)}});
    m_truth.plannedFirstDeltaMs = m_model.firstDeltaMs;
    m_server.context().asrTruthLog().update(m_truthSequence, m_truth);
    m_firstDeltaNs = decidedNs + std::llround(m_model.firstDeltaMs * 1e6);
    m_ticket = m_server.scheduler().schedule(m_firstDeltaNs, this);
}

void LabRealtimeAsrExchange::onDue(std::int64_t)
{
    m_ticket = 0;
    if (m_ended || m_closed)
        return;
    LabAsrTruthLog &log = m_server.context().asrTruthLog();
    if (m_nextWord < m_words.size()) {
        const bool first = m_nextWord == 0;
        const QJsonObject event{{QStringLiteral("type"), QStringLiteral("conversation.item.input_audio_transcription.delta")},
                                {QStringLiteral("item_id"), itemId(m_requestId)},
                                {QStringLiteral("content_index"), 0},
                                {QStringLiteral("delta"), m_words[m_nextWord]}};
        ++m_nextWord;
        log.updateAround(m_truthSequence, m_truth, [&] {
            const std::int64_t ns = sendEvent(event);
            if (first)
                m_truth.firstDeltaWrittenNs = ns;
            ++m_truth.deltasWritten;
        });
        m_ticket = m_server.scheduler().schedule(m_firstDeltaNs + std::llround(double(m_nextWord) * m_model.perWordMs * 1e6), this);
        return;
    }
    const QJsonObject event{{QStringLiteral("type"), QStringLiteral("conversation.item.input_audio_transcription.completed")},
                            {QStringLiteral("item_id"), itemId(m_requestId)},
                            {QStringLiteral("content_index"), 0},
                            {QStringLiteral("transcript"), m_text}};
    log.updateAround(m_truthSequence, m_truth, [&] {
        const std::int64_t ns = sendEvent(event);
        m_truth.finalWrittenNs = m_truth.lastByteWrittenNs = ns;
        if (m_truth.firstDeltaWrittenNs == kNoTime)
            m_truth.firstDeltaWrittenNs = ns;
        m_truth.outcome = LabOutcome::Complete;
        m_truth.httpStatus = 101;
    });
    m_ended = true; // the session stays open until the client closes it
}

void LabRealtimeAsrExchange::end(LabOutcome outcome)
{
    endLabAsrAnswer(m_server, m_truth, m_truthSequence, m_ticket, m_ended, outcome);
}

} // namespace ttft
