#include "asrprobe.h"

#include "base/monoclock.h"
#include "base/secretscrubber.h"
#include "engine/requestrecorder.h"
#include "transport/websocketaccept.h"
#include "speechspan.h"
#include "wire/jsonnesting.h"

#include <QEventLoop>
#include <QRandomGenerator>
#include <QSslSocket>
#include <QTcpSocket>
#include <QUrl>
#include <QUuid>

#include <algorithm>
#include <cmath>

namespace ttft {

namespace {

constexpr std::size_t kMaxHeadBytes = 64 * 1024;
constexpr std::size_t kMaxBodyBytes = 1 << 20;
constexpr std::size_t kMaxTranscriptBytes = 1 << 20;
// Everything a transcription answer may bring: events of a few hundred bytes for seconds of speech.
constexpr std::int64_t kMaxAnswerBytes = std::int64_t(16) << 20;
constexpr std::size_t kWavHeaderBytes = 44;
// Realtime: the silence a client sends after the utterance before it ends the turn itself.
constexpr double kMaxRealtimeSilenceMs = 5000;

std::string hexChunk(const std::string &bytes)
{
    char size[20];
    std::snprintf(size, sizeof size, "%zx\r\n", bytes.size());
    return size + bytes + "\r\n";
}

std::string formField(const std::string &boundary, const std::string &name, const std::string &value)
{
    return "--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + name + "\"\r\n\r\n" + value + "\r\n";
}

std::string lower(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return text;
}

double msBetween(std::int64_t from, std::int64_t to)
{
    return double(to - from) / 1e6;
}

} // namespace

class AsrProbe::EventSink final : public SseEventSink
{
public:
    explicit EventSink(AsrProbe &probe) : m_probe(probe) {}
    std::int64_t ns = -1;
    void onSseEvent(std::string_view, std::string_view data, std::string_view) override { m_probe.onEvent(data, ns); }

private:
    AsrProbe &m_probe;
};

std::optional<double> AsrResult::toFirstPartialMs() const
{
    if (speechEndSentNs < 0 || firstPartialNs < 0)
        return std::nullopt;
    return msBetween(speechEndSentNs, firstPartialNs);
}

std::optional<double> AsrResult::toFinalMs() const
{
    if (speechEndSentNs < 0 || finalNs < 0)
        return std::nullopt;
    return msBetween(speechEndSentNs, finalNs);
}

AsrProbe::AsrProbe(AsrTarget target, Utterance utterance, QObject *parent)
    : QObject(parent)
    , m_target(std::move(target))
    , m_utterance(std::move(utterance))
    , m_events(std::make_unique<EventSink>(*this))
{
    m_clock.setTimerType(Qt::PreciseTimer);
    m_clock.setSingleShot(true);
    connect(&m_clock, &QTimer::timeout, this, &AsrProbe::sendNextChunk);
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, &AsrProbe::onTimeout);
}

AsrProbe::~AsrProbe() = default;

void AsrProbe::start()
{
    m_result.requestId = QUuid::createUuid().toString(QUuid::WithoutBraces).toStdString();
    m_result.audioMs = m_utterance.durationMs();
    m_wav = m_utterance.wav();
    m_chunkBytes = std::max<std::size_t>(std::size_t(std::llround(m_target.chunkMs * m_utterance.sampleRate / 1000.0)) * 2, 2);
    if (const std::optional<std::int64_t> last = lastSpeechSampleOf(m_utterance.samples, m_utterance.sampleRate)) {
        m_result.speechEndMs = double(*last) * 1000.0 / m_utterance.sampleRate;
        m_speechEndByte = kWavHeaderBytes + std::size_t(*last + 1) * 2;
    }

    const QUrl url(QString::fromStdString(m_target.baseUrl));
    const QString scheme = url.scheme();
    const bool tls = scheme == QLatin1String("https") || (m_target.realtime && scheme == QLatin1String("wss"));
    const bool plain = scheme == QLatin1String("http") || (m_target.realtime && scheme == QLatin1String("ws"));
    if (!url.isValid() || (!tls && !plain) || url.host().isEmpty()) {
        fail(ErrorClass::Transport, m_target.realtime ? "the ASR URL must start with http://, https://, ws:// or wss://"
                                                       : "the ASR URL must start with http:// or https://");
        return;
    }
    m_socket.reset(tls ? new QSslSocket : new QTcpSocket);
    connect(m_socket.get(), &QTcpSocket::readyRead, this, &AsrProbe::onReadyRead);
    connect(m_socket.get(), &QTcpSocket::disconnected, this, &AsrProbe::onClosed);
    connect(m_socket.get(), &QTcpSocket::errorOccurred, this, [this](QAbstractSocket::SocketError error) {
        if (error == QAbstractSocket::RemoteHostClosedError) {
            onClosed();
            return;
        }
        fail(error == QAbstractSocket::ConnectionRefusedError ? ErrorClass::ConnectionRefused
             : error == QAbstractSocket::HostNotFoundError    ? ErrorClass::Dns
             : error == QAbstractSocket::SslHandshakeFailedError ? ErrorClass::Tls
                                                                  : ErrorClass::Transport,
             m_socket->errorString().toStdString());
    });
    m_deadline.start(m_target.timeoutMs);
    m_result.startNs = monoNowNs();
    const quint16 port = quint16(url.port(tls ? 443 : 80));
    if (tls) {
        auto *ssl = static_cast<QSslSocket *>(m_socket.get());
        connect(ssl, &QSslSocket::encrypted, this, &AsrProbe::onConnected);
        ssl->connectToHostEncrypted(url.host(), port);
    } else {
        connect(m_socket.get(), &QTcpSocket::connected, this, &AsrProbe::onConnected);
        m_socket->connectToHost(url.host(), port);
    }

    QString path = url.path();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    const std::string host = url.host().toStdString() + (url.port() > 0 ? ":" + std::to_string(url.port()) : std::string());
    const std::string auth = m_target.apiKey.empty() ? std::string() : "Authorization: Bearer " + m_target.apiKey + "\r\n";
    if (m_target.realtime) {
        // RFC 6455 §4.1: a GET with Upgrade, a random 16-byte key in base64, version 13.
        m_wsKey = QUuid::createUuid().toRfc4122().toBase64().toStdString();
        m_head = "GET " + QString(path + QStringLiteral("/realtime?intent=transcription")).toStdString() + " HTTP/1.1\r\nHost: "
            + host + "\r\nUser-Agent: ttft-bench\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: " + m_wsKey
            + "\r\nSec-WebSocket-Version: 13\r\nX-Request-ID: " + m_result.requestId + "\r\n" + auth + "\r\n";
        return;
    }
    m_boundary = "ttft" + QUuid::createUuid().toString(QUuid::Id128).toStdString();
    m_head = "POST " + QString(path + QStringLiteral("/audio/transcriptions")).toStdString() + " HTTP/1.1\r\nHost: "
        + url.host().toStdString() + (url.port() > 0 ? ":" + std::to_string(url.port()) : std::string())
        + "\r\nUser-Agent: ttft-bench\r\nContent-Type: multipart/form-data; boundary=" + m_boundary
        + "\r\nTransfer-Encoding: chunked\r\nAccept: text/event-stream, application/json\r\nX-Request-ID: "
        + m_result.requestId + "\r\nConnection: close\r\n"
        + (m_target.apiKey.empty() ? std::string() : "Authorization: Bearer " + m_target.apiKey + "\r\n") + "\r\n";
}

void AsrProbe::onConnected()
{
    if (m_target.realtime) {
        // Nothing but the upgrade until the server has switched protocols.
        const std::string head = std::exchange(m_head, {});
        m_socket->write(head.data(), qint64(head.size()));
        m_socket->flush();
        return;
    }
    std::string fields = formField(m_boundary, "model", m_target.model);
    if (m_target.stream)
        fields += formField(m_boundary, "stream", "true");
    if (!m_target.language.empty())
        fields += formField(m_boundary, "language", m_target.language);
    if (m_target.labTranscript && !m_utterance.text.empty())
        fields += formField(m_boundary, "x_lab_transcript", m_utterance.text);
    fields += "--" + m_boundary
        + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"speech.wav\"\r\nContent-Type: audio/wav\r\n\r\n";
    fields += m_wav.substr(0, kWavHeaderBytes);
    m_wavSent = kWavHeaderBytes;
    const std::string head = std::exchange(m_head, {}); // from now on m_head holds the response's
    m_socket->write(head.data(), qint64(head.size()));
    writeChunk(fields);
    sendNextChunk();
}

void AsrProbe::writeChunk(const std::string &bytes)
{
    const std::string framed = hexChunk(bytes);
    m_socket->write(framed.data(), qint64(framed.size()));
    m_socket->flush();
}

void AsrProbe::sendNextChunk()
{
    if (m_finished || !m_socket)
        return;
    if (m_target.realtime) {
        if (!m_ws || m_committed)
            return;
        const std::int64_t ns = monoNowNs();
        std::string pcm;
        if (m_wavSent < m_wav.size()) {
            const std::size_t take = std::min(m_chunkBytes, m_wav.size() - m_wavSent);
            pcm = m_wav.substr(m_wavSent, take);
            m_wavSent += take;
        } else {
            pcm.assign(m_chunkBytes, '\0'); // the microphone stays open: silence, at the same pace
            ++m_silenceChunks;
        }
        if (m_result.firstAudioSentNs < 0)
            m_result.firstAudioSentNs = ns;
        const QByteArray audio = QByteArray::fromRawData(pcm.data(), qsizetype(pcm.size())).toBase64();
        sendEvent({{"type", "input_audio_buffer.append"}, {"audio", audio.toStdString()}});
        if (m_speechEndByte > 0 && m_result.speechEndSentNs < 0 && m_wavSent >= m_speechEndByte)
            m_result.speechEndSentNs = ns;
        if (double(m_silenceChunks) * m_target.chunkMs >= kMaxRealtimeSilenceMs) {
            // No turn ended by the server after this much silence: end it ourselves (as a client
            // with its own VAD or push-to-talk does), then only wait.
            sendEvent({{"type", "input_audio_buffer.commit"}});
            m_committed = true;
            return;
        }
        const std::size_t chunks = (m_wavSent - kWavHeaderBytes + m_chunkBytes - 1) / m_chunkBytes + m_silenceChunks;
        const std::int64_t due = m_result.firstAudioSentNs + std::llround(double(chunks) * m_target.chunkMs * 1e6);
        m_clock.start(int(std::max<std::int64_t>(0, (due - monoNowNs()) / 1'000'000)));
        return;
    }
    const std::size_t take = std::min(m_chunkBytes, m_wav.size() - m_wavSent);
    if (take > 0) {
        const std::int64_t ns = monoNowNs();
        if (m_result.firstAudioSentNs < 0)
            m_result.firstAudioSentNs = ns;
        writeChunk(m_wav.substr(m_wavSent, take));
        m_wavSent += take;
        if (m_speechEndByte > 0 && m_result.speechEndSentNs < 0 && m_wavSent >= m_speechEndByte)
            m_result.speechEndSentNs = ns;
    }
    if (m_wavSent < m_wav.size()) {
        // Chunk k leaves at first audio + k × chunkMs: an absolute clock, a late write does not
        // push the later ones back.
        const std::size_t chunk = (m_wavSent - kWavHeaderBytes) / m_chunkBytes;
        const std::int64_t due = m_result.firstAudioSentNs + std::llround(double(chunk) * m_target.chunkMs * 1e6);
        m_clock.start(int(std::max<std::int64_t>(0, (due - monoNowNs()) / 1'000'000)));
        return;
    }
    writeChunk("\r\n--" + m_boundary + "--\r\n");
    m_socket->write("0\r\n\r\n", 5);
    m_socket->flush();
    m_result.lastByteSentNs = monoNowNs();
}

void AsrProbe::onReadyRead()
{
    const std::int64_t ns = monoNowNs();
    const QByteArray bytes = m_socket->readAll();
    m_received += bytes.size();
    if (m_received > kMaxAnswerBytes) {
        fail(ErrorClass::Malformed, "the answer is larger than 16 MiB");
        return;
    }
    std::string_view rest(bytes.constData(), std::size_t(bytes.size()));
    if (m_ws) {
        readFrames(rest, ns);
        return;
    }
    if (!m_headDone) {
        m_head.append(rest);
        const std::size_t end = m_head.find("\r\n\r\n");
        if (end == std::string::npos) {
            if (m_head.size() > kMaxHeadBytes)
                fail(ErrorClass::Malformed, "response head larger than 64 KiB");
            return;
        }
        m_headDone = true;
        const std::string head = lower(m_head.substr(0, end));
        const std::string after = m_head.substr(end + 4);
        if (head.size() < 12 || !head.starts_with("http/1.")) {
            fail(ErrorClass::Malformed, "not an HTTP response");
            return;
        }
        m_result.httpStatus = std::atoi(head.c_str() + 9);
        if (m_target.realtime && m_result.httpStatus == 101) {
            // §4.1: the server proves it read our key; anything else is not a WebSocket server.
            const std::size_t field = head.find("\nsec-websocket-accept:");
            const std::size_t lineEnd = std::min(head.find('\n', field + 1), head.size()); // the last line has no '\n' in `head`
            std::string accept = field == std::string::npos ? std::string() : m_head.substr(field + 22, lineEnd - field - 22);
            accept.erase(0, accept.find_first_not_of(" \t"));
            accept.erase(accept.find_last_not_of(" \t\r") + 1);
            if (accept != wsAcceptFor(m_wsKey)) {
                fail(ErrorClass::Malformed, "the server switched protocols without a valid Sec-WebSocket-Accept");
                return;
            }
            onUpgraded(after, ns);
            return;
        }
        m_chunked = head.find("\ntransfer-encoding: chunked") != std::string::npos;
        m_eventStream = head.find("\ncontent-type: text/event-stream") != std::string::npos;
        readBody(after, ns);
        return;
    }
    readBody(rest, ns);
}

void AsrProbe::readBody(std::string_view bytes, std::int64_t ns)
{
    // De-chunk when chunked; the data goes to the event decoder or the body.
    const auto take = [&](std::string_view data) {
        if (m_eventStream && m_result.httpStatus >= 200 && m_result.httpStatus < 300) {
            m_events->ns = ns;
            m_sse.feed(data, *m_events);
        } else if (m_body.size() < kMaxBodyBytes) {
            m_body.append(data.substr(0, kMaxBodyBytes - m_body.size()));
        }
    };
    if (!m_chunked) {
        take(bytes);
        return;
    }
    m_chunkBuffer.append(bytes);
    std::size_t at = 0;
    while (!m_finished) {
        if (m_chunkLeft < 0) {
            const std::size_t line = m_chunkBuffer.find("\r\n", at);
            if (line == std::string::npos) {
                if (m_chunkBuffer.size() - at > 1024)
                    fail(ErrorClass::Malformed, "chunk size line too long");
                break;
            }
            const std::string sizeText = m_chunkBuffer.substr(at, line - at);
            at = line + 2;
            if (sizeText.empty())
                continue; // the CRLF after a chunk's data
            char *end = nullptr;
            const long long size = std::strtoll(sizeText.c_str(), &end, 16);
            if (end == sizeText.c_str() || size < 0) {
                fail(ErrorClass::Malformed, "invalid chunk size");
                break;
            }
            if (size == 0) {
                finish();
                break;
            }
            m_chunkLeft = size;
            continue;
        }
        const std::size_t available = m_chunkBuffer.size() - at;
        if (available == 0)
            break;
        const std::size_t n = std::min<std::size_t>(available, std::size_t(m_chunkLeft));
        take(std::string_view(m_chunkBuffer).substr(at, n));
        at += n;
        m_chunkLeft -= std::int64_t(n);
        if (m_chunkLeft == 0)
            m_chunkLeft = -1;
    }
    m_chunkBuffer.erase(0, at);
}

void AsrProbe::onEvent(std::string_view data, std::int64_t ns)
{
    const nlohmann::json event = parseJsonBounded(data);
    const auto text = [&](const char *key) { return jsonStringMember(event, key); };
    const std::string type = text("type");
    if (type == "transcript.text.delta") {
        if (m_result.firstPartialNs < 0)
            m_result.firstPartialNs = ns;
        if (m_result.transcript.size() < kMaxTranscriptBytes)
            m_result.transcript += text("delta");
    } else if (type == "transcript.text.done") {
        if (m_result.firstPartialNs < 0)
            m_result.firstPartialNs = ns;
        m_result.finalNs = ns;
        m_result.transcript = text("text").substr(0, kMaxTranscriptBytes);
        m_sawDone = true;
    } else if (type == "error") {
        fail(ErrorClass::StreamError, "error event: " + cappedMessage(messageFromErrorBody(std::string(data))));
    }
}

void AsrProbe::onUpgraded(std::string_view rest, std::int64_t ns)
{
    m_ws = std::make_unique<WsFrameReader>(false, kMaxBodyBytes);
    // What came with the head first: a server that refuses at once, or closes, has said so.
    readFrames(rest, ns);
    if (m_finished)
        return;
    m_wavSent = kWavHeaderBytes; // raw PCM goes out: the samples, not the WAV header
    nlohmann::json transcription{{"model", m_target.model}};
    if (!m_target.language.empty())
        transcription["language"] = m_target.language;
    // A transcription session (OpenAI Realtime, GA form): PCM at the utterance's rate, the server's
    // voice activity detection ending the turn.
    nlohmann::json input = nlohmann::json::object();
    input["format"] = {{"type", "audio/pcm"}, {"rate", m_utterance.sampleRate}};
    input["transcription"] = transcription;
    input["turn_detection"] = {{"type", "server_vad"}};
    nlohmann::json session = nlohmann::json::object();
    session["type"] = "transcription";
    session["audio"]["input"] = std::move(input);
    sendEvent({{"type", "session.update"}, {"session", std::move(session)}});
    if (m_target.labTranscript && !m_utterance.text.empty())
        sendEvent({{"type", "x_lab.transcript"}, {"text", m_utterance.text}});
    sendNextChunk();
}

void AsrProbe::sendFrame(WsOpcode opcode, std::string_view payload)
{
    const std::string frame = encodeWsFrame(opcode, payload, true, std::uint32_t(QRandomGenerator::global()->generate()));
    m_socket->write(frame.data(), qint64(frame.size()));
    m_socket->flush();
}

void AsrProbe::sendEvent(const nlohmann::json &event)
{
    sendFrame(WsOpcode::Text, event.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

void AsrProbe::readFrames(std::string_view bytes, std::int64_t ns)
{
    std::vector<WsMessage> messages;
    const bool ok = m_ws->feed(bytes, messages);
    for (const WsMessage &message : messages) {
        if (m_finished)
            return;
        switch (message.opcode) {
        case WsOpcode::Text: onRealtimeEvent(message.payload, ns); break;
        case WsOpcode::Ping: sendFrame(WsOpcode::Pong, message.payload); break;
        case WsOpcode::Close: {
            const int code = message.payload.size() >= 2 ? (std::uint8_t(message.payload[0]) << 8) | std::uint8_t(message.payload[1]) : 1005;
            fail(ErrorClass::Dropped, "the server closed the WebSocket before the final transcript (code " + std::to_string(code)
                     + (message.payload.size() > 2 ? ": " + cappedMessage(message.payload.substr(2)) : std::string()) + ")");
            return;
        }
        default: break; // binary messages and pongs carry nothing for us
        }
    }
    if (!ok && !m_finished)
        fail(ErrorClass::Malformed, "WebSocket: " + m_ws->error());
}

void AsrProbe::onRealtimeEvent(std::string_view data, std::int64_t ns)
{
    const nlohmann::json event = parseJsonBounded(data);
    const std::string type = jsonStringMember(event, "type");
    if (type == "conversation.item.input_audio_transcription.delta") {
        if (m_result.firstPartialNs < 0)
            m_result.firstPartialNs = ns;
        if (m_result.transcript.size() < kMaxTranscriptBytes)
            m_result.transcript += jsonStringMember(event, "delta");
    } else if (type == "conversation.item.input_audio_transcription.completed") {
        if (m_result.firstPartialNs < 0)
            m_result.firstPartialNs = ns;
        m_result.finalNs = ns;
        m_result.transcript = jsonStringMember(event, "transcript").substr(0, kMaxTranscriptBytes);
        finish();
    } else if (type == "input_audio_buffer.speech_stopped") {
        if (m_result.serverSpeechStoppedNs < 0)
            m_result.serverSpeechStoppedNs = ns;
    } else if (type == "error" || type == "conversation.item.input_audio_transcription.failed") {
        fail(ErrorClass::StreamError, type + " event: " + cappedMessage(messageFromErrorBody(std::string(data))));
    }
}

void AsrProbe::onClosed()
{
    // What arrived before the close is read first: a server that writes its answer and closes
    // has said all of it.
    if (!m_finished && m_socket && m_socket->bytesAvailable() > 0)
        onReadyRead();
    if (!m_finished)
        finish();
}

void AsrProbe::onTimeout()
{
    fail(ErrorClass::TotalTimeout, "no transcript within " + std::to_string(m_target.timeoutMs) + " ms");
}

void AsrProbe::cancel()
{
    fail(ErrorClass::Cancelled, "the run was stopped");
}

void AsrProbe::fail(ErrorClass errorClass, const std::string &message)
{
    if (m_finished)
        return;
    m_result.errorClass = errorClass;
    m_result.errorMessage = message;
    finish();
}

void AsrProbe::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    m_clock.stop();
    m_deadline.stop();
    const std::int64_t ns = monoNowNs();
    const bool upgraded = m_ws != nullptr;
    if (m_result.errorClass == ErrorClass::None) {
        if (m_result.httpStatus == 0) {
            m_result.errorClass = ErrorClass::Dropped;
            m_result.errorMessage = "the connection closed before an answer";
        } else if (upgraded) {
            if (m_result.finalNs < 0) {
                m_result.errorClass = ErrorClass::Dropped;
                m_result.errorMessage = "the WebSocket closed before the final transcript";
            }
        } else if (m_result.httpStatus < 200 || m_result.httpStatus >= 300) {
            m_result.errorClass = m_result.httpStatus == 429 ? ErrorClass::RateLimited
                : m_result.httpStatus >= 500                 ? ErrorClass::HttpServer
                                                             : ErrorClass::HttpClient;
            m_result.errorMessage = "HTTP " + std::to_string(m_result.httpStatus) + ": " + cappedMessage(messageFromErrorBody(m_body));
        } else if (m_eventStream && !m_sawDone) {
            m_result.errorClass = ErrorClass::Dropped;
            m_result.errorMessage = "the event stream ended without transcript.text.done";
        } else if (!m_eventStream) {
            const nlohmann::json body = parseJsonBounded(m_body);
            if (!body.is_object() || !body.contains("text") || !body["text"].is_string()) {
                m_result.errorClass = ErrorClass::Malformed;
                m_result.errorMessage = "the answer has no text: " + cappedMessage(m_body);
            } else {
                m_result.transcript = jsonStringMember(body, "text").substr(0, kMaxTranscriptBytes);
                m_result.firstPartialNs = m_result.finalNs = ns;
            }
        }
    }
    // What the server sent back is the server's: a key it echoes (in an error message, even in a
    // "transcript") is taken out before anything prints or writes it.
    if (!m_target.apiKey.empty()) {
        const SecretScrubber scrubber(m_target.apiKey);
        scrubber.scrub(m_result.errorMessage);
        scrubber.scrub(m_result.transcript);
    }
    if (!m_result.failed() && !m_utterance.text.empty())
        m_result.errors = wordErrors(m_utterance.text, m_result.transcript);
    if (m_socket) {
        if (upgraded && m_socket->state() == QAbstractSocket::ConnectedState)
            sendFrame(WsOpcode::Close, wsClosePayload(1000)); // §7.1.2: we are done
        m_socket->disconnect(this);
        m_socket->abort();
    }
    Q_EMIT finished(m_result);
}

AsrResult measureTranscription(const AsrTarget &target, const Utterance &utterance)
{
    AsrProbe probe(target, utterance);
    AsrResult result;
    bool done = false;
    QEventLoop loop;
    QObject::connect(&probe, &AsrProbe::finished, &loop, [&](const AsrResult &finished) {
        result = finished;
        done = true;
        loop.quit();
    });
    probe.start();
    if (!done) // a URL that does not parse ends at once
        loop.exec();
    return result;
}

} // namespace ttft
