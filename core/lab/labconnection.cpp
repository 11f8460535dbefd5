#include "labconnection.h"

#include "labchatexchange.h"
#include "labserverworker.h"
#include "openaibodies.h"

#include "base/monoclock.h"

#include <QTcpSocket>

#include <algorithm>

#include <sys/socket.h>

namespace ttft {

namespace {

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 100: return QByteArrayLiteral("Continue");
    case 200: return QByteArrayLiteral("OK");
    case 400: return QByteArrayLiteral("Bad Request");
    case 401: return QByteArrayLiteral("Unauthorized");
    case 404: return QByteArrayLiteral("Not Found");
    case 405: return QByteArrayLiteral("Method Not Allowed");
    case 413: return QByteArrayLiteral("Content Too Large");
    case 429: return QByteArrayLiteral("Too Many Requests");
    case 431: return QByteArrayLiteral("Request Header Fields Too Large");
    case 500: return QByteArrayLiteral("Internal Server Error");
    case 501: return QByteArrayLiteral("Not Implemented");
    case 503: return QByteArrayLiteral("Service Unavailable");
    case 505: return QByteArrayLiteral("HTTP Version Not Supported");
    default: return QByteArrayLiteral("Status");
    }
}

} // namespace

LabConnection::LabConnection(QTcpSocket *socket, std::uint64_t serial, LabServerWorker &server)
    : QObject(&server)
    , m_socket(socket)
    , m_server(server)
    , m_serial(serial)
    , m_parser(server.config().maxHeaderBytes, server.config().maxBodyBytes)
{
    m_socket->setParent(this);
    m_socketDescriptor = m_socket->socketDescriptor();
    if (server.config().tcpNoDelay)
        m_socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    connect(m_socket, &QTcpSocket::readyRead, this, &LabConnection::onReadyRead);
    connect(m_socket, &QTcpSocket::disconnected, this, &LabConnection::onDisconnected);
    if (m_socket->bytesAvailable() > 0)
        QMetaObject::invokeMethod(this, &LabConnection::onReadyRead, Qt::QueuedConnection);
}

LabConnection::~LabConnection()
{
    // The socket is deleted with us and may emit disconnected() on its way out.
    disconnect(m_socket, nullptr, this, nullptr);
    if (m_active)
        m_active->abandon(LabOutcome::ServerStopped);
    m_active.reset();
    m_retired.reset();
    m_server.connectionClosed();
}

std::int64_t LabConnection::send(const QByteArray &bytes, bool *backlogged)
{
    // Straight to the kernel with send(2) while Qt holds nothing unsent. A QTcpSocket::write()
    // switches the socket's write notifier on and off around its flush, and with the glib event
    // dispatcher that is a linear search over every notifier: at a thousand streams it cost more
    // than the write itself. (Accepted sockets cannot be made unbuffered: setSocketDescriptor()
    // ignores QIODevice::Unbuffered.) What the kernel refuses goes through QTcpSocket, which keeps
    // it in order and writes it when the socket drains.
    qsizetype sent = 0;
    if (m_socketDescriptor >= 0 && m_socket->bytesToWrite() == 0) {
        const ssize_t written = ::send(int(m_socketDescriptor), bytes.constData(), std::size_t(bytes.size()),
                                       MSG_NOSIGNAL | MSG_DONTWAIT);
        if (written > 0)
            sent = qsizetype(written);
    }
    if (sent < bytes.size()) {
        // Also the path on errors: QTcpSocket then reports them and closes as usual.
        m_socket->write(bytes.constData() + sent, bytes.size() - sent);
        m_socket->flush();
    }
    const std::int64_t writtenNs = monoNowNs();
    if (backlogged)
        *backlogged = m_socket->bytesToWrite() > 0;
    return writtenNs;
}

QByteArray LabConnection::connectionHeaderValue() const
{
    return m_currentKeepAlive ? QByteArrayLiteral("keep-alive") : QByteArrayLiteral("close");
}

std::int64_t LabConnection::sendResponse(int status, QByteArrayView contentType, const QByteArray &body,
                                         const QByteArray &requestId, const LabHeaders &extraHeaders)
{
    QByteArray response;
    response.reserve(body.size() + 256);
    response += QByteArrayLiteral("HTTP/1.1 ") + QByteArray::number(status) + ' ' + reasonPhrase(status)
        + QByteArrayLiteral("\r\nContent-Type: ") + contentType.toByteArray()
        + QByteArrayLiteral("\r\nContent-Length: ") + QByteArray::number(body.size())
        + QByteArrayLiteral("\r\nx-request-id: ") + requestId
        + QByteArrayLiteral("\r\nConnection: ") + connectionHeaderValue() + QByteArrayLiteral("\r\n");
    for (const auto &[name, value] : extraHeaders)
        response += name + QByteArrayLiteral(": ") + value + QByteArrayLiteral("\r\n");
    response += QByteArrayLiteral("\r\n");
    response += body;
    return send(response);
}

std::int64_t LabConnection::sendError(int status, const QString &message, const QString &type, const QString &code,
                                      const QByteArray &requestId, const LabHeaders &extraHeaders)
{
    return sendResponse(status, "application/json", openai::errorBody(message, type, code), requestId, extraHeaders);
}

QByteArray LabConnection::streamHead(const QByteArray &requestId) const
{
    QByteArray head = QByteArrayLiteral("HTTP/1.1 200 OK\r\n"
                                        "Content-Type: text/event-stream; charset=utf-8\r\n"
                                        "Cache-Control: no-cache\r\n");
    if (chunkedResponses())
        head += QByteArrayLiteral("Transfer-Encoding: chunked\r\n");
    head += QByteArrayLiteral("x-request-id: ") + requestId + QByteArrayLiteral("\r\nConnection: ")
        + connectionHeaderValue() + QByteArrayLiteral("\r\n\r\n");
    return head;
}

void LabConnection::onReadyRead()
{
    // Stamp before reading or parsing anything (DESIGN.md §1).
    const std::int64_t arrivalNs = monoNowNs();
    const QByteArray bytes = m_socket->readAll();
    if (m_closing || bytes.isEmpty())
        return;
    m_parser.feed(bytes, arrivalNs);
    processQueue();
}

void LabConnection::processQueue()
{
    while (!m_active && !m_closing) {
        if (m_parser.hasRequest()) {
            dispatch(m_parser.takeRequest());
            continue;
        }
        if (m_parser.error() != HttpRequestParser::Error::None) {
            m_currentKeepAlive = false;
            sendError(HttpRequestParser::statusFor(m_parser.error()), QString::fromLatin1(m_parser.errorDetail()),
                      QStringLiteral("invalid_request_error"), {}, m_server.newRequestId());
            closeGracefully();
            return;
        }
        if (m_parser.awaitingContinue()) {
            send(QByteArrayLiteral("HTTP/1.1 100 Continue\r\n\r\n"));
            m_parser.continueSent();
        }
        return;
    }
}

void LabConnection::dispatch(LabHttpRequest request)
{
    // HTTP/1.0 clients get no keep-alive: their streams have no chunked framing and end by closing.
    m_currentKeepAlive = request.keepAlive && request.versionMinor >= 1;
    m_currentVersionMinor = request.versionMinor;
    // A pipelined request starts when the answer before it has ended, not when it arrived.
    const std::int64_t startNs = std::max(request.completeNs, m_lastResponseEndNs);
    const int index = m_requestCount++;
    std::unique_ptr<LabChatExchange> exchange = m_server.route(*this, std::move(request), index, startNs);
    if (exchange) {
        m_active = std::move(exchange);
        m_active->start();
        return;
    }
    m_lastResponseEndNs = monoNowNs();
    afterResponse();
}

void LabConnection::exchangeFinished()
{
    m_retired = std::move(m_active);
    m_lastResponseEndNs = monoNowNs();
    afterResponse();
    processQueue();
}

void LabConnection::afterResponse()
{
    if (!m_currentKeepAlive)
        closeGracefully();
}

void LabConnection::closeGracefully()
{
    m_closing = true;
    m_socket->disconnectFromHost(); // after what is still buffered
    if (m_socket->state() == QAbstractSocket::UnconnectedState)
        scheduleDeletion();
}

void LabConnection::dropNow()
{
    m_closing = true;
    m_socket->abort();
    scheduleDeletion();
}

void LabConnection::onDisconnected()
{
    m_closing = true;
    if (m_active)
        m_active->abandon(LabOutcome::ClientClosed);
    scheduleDeletion();
}

void LabConnection::scheduleDeletion()
{
    if (m_deletionScheduled)
        return;
    m_deletionScheduled = true;
    deleteLater();
}

} // namespace ttft
