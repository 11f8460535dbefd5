#include "labconnection.h"

#include "labexchange.h"
#include "labrequestheaders.h"
#include "labserverworker.h"
#include "openaibodies.h"

#include "base/monoclock.h"
#include "wire/httpdate.h"

#include <QTimer>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <utility>

#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <unistd.h>

namespace ttft {

namespace {

constexpr std::size_t kReadChunk = 64 * 1024;
constexpr int kReadsPerWakeUp = 16; // then other connections get their turn
constexpr int kLingerMs = 2000;     // after our FIN, how long unread client bytes are drained

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
    case 502: return QByteArrayLiteral("Bad Gateway");
    case 503: return QByteArrayLiteral("Service Unavailable");
    case 505: return QByteArrayLiteral("HTTP Version Not Supported");
    default: return QByteArrayLiteral("Status");
    }
}

bool wouldBlock(int error)
{
    return error == EAGAIN || error == EWOULDBLOCK || error == EINTR;
}

} // namespace

LabConnection::LabConnection(qintptr descriptor, std::uint64_t serial, LabServerWorker &server)
    : QObject(&server)
    , m_fd(int(descriptor))
    , m_server(server)
    , m_serial(serial)
    , m_parser(server.config().maxHeaderBytes, server.config().maxBodyBytes)
{
    ::fcntl(m_fd, F_SETFL, ::fcntl(m_fd, F_GETFL) | O_NONBLOCK);
    const int one = 1;
    if (server.config().tcpNoDelay)
        ::setsockopt(m_fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    if (server.config().kernelTimestamps)
        ::setsockopt(m_fd, SOL_SOCKET, SO_TIMESTAMPNS, &one, sizeof one);

    m_server.poller().add(m_fd, this); // bytes already waiting make it readable at once
}

LabConnection::~LabConnection()
{
    if (m_active)
        m_active->abandon(LabOutcome::ServerStopped);
    m_active.reset();
    m_retired.reset();
    closeDescriptor();
    m_server.connectionClosed();
}

std::int64_t LabConnection::send(const QByteArray &bytes, bool *backlogged)
{
    if (dripping()) {
        const std::int64_t heldNs = monoNowNs();
        m_dripHeld += bytes;
        if (backlogged)
            *backlogged = false;
        return heldNs;
    }
    return sendNow(bytes, backlogged);
}

void LabConnection::startDrip(int bytes, int gapMs)
{
    if (bytes <= 0)
        return;
    m_dripLeft = bytes;
    if (!m_dripTimer) {
        m_dripTimer = new QTimer(this);
        connect(m_dripTimer, &QTimer::timeout, this, &LabConnection::dripOne);
    }
    m_dripTimer->start(gapMs);
}

void LabConnection::dripOne()
{
    if (m_dripHeld.isEmpty()) {
        if (!m_closing)
            return; // nothing made yet: the next tick
        m_dripLeft = 0; // the response ended shorter than the drip: nothing more will come
    } else {
        --m_dripLeft;
        sendNow(m_dripHeld.left(1), nullptr);
        m_dripHeld.remove(0, 1);
    }
    if (dripping())
        return;
    m_dripTimer->stop();
    if (!m_dripHeld.isEmpty())
        sendNow(std::exchange(m_dripHeld, {}), nullptr);
    if (m_closing && !m_shutDownWrite && !m_active && m_unsent.isEmpty() && m_fd >= 0)
        finishGracefulClose();
}

std::int64_t LabConnection::sendNow(const QByteArray &bytes, bool *backlogged)
{
    // Stamped as the bytes are handed over, not after send(2) returns: on loopback the kernel
    // delivers them inside the call, and the woken reader often runs on this core before the
    // call returns. A stamp after it was measured 0.1-0.16 ms later than the client's own arrival
    // stamp, which no truth can be.
    const std::int64_t handedNs = monoNowNs();
    if (m_fd >= 0 && !m_peerGone && !m_shutDownWrite) {
        qsizetype sent = 0;
        if (m_unsent.isEmpty()) {
            const ssize_t written = ::send(m_fd, bytes.constData(), std::size_t(bytes.size()), MSG_NOSIGNAL | MSG_DONTWAIT);
            if (written > 0) {
                sent = qsizetype(written);
            } else if (written < 0 && !wouldBlock(errno)) {
                // Reset or closed by the client. Not handled here: an exchange is mid-write.
                m_peerGone = true;
                QMetaObject::invokeMethod(this, &LabConnection::peerGone, Qt::QueuedConnection);
            }
        }
        if (sent < bytes.size() && !m_peerGone) {
            m_unsent.append(bytes.constData() + sent, bytes.size() - sent);
            setWriteInterest(true);
        }
    }
    if (backlogged)
        *backlogged = !m_unsent.isEmpty();
    return handedNs;
}

void LabConnection::setWriteInterest(bool on)
{
    if (on == m_writeInterest || m_fd < 0)
        return;
    m_writeInterest = on;
    m_server.poller().setWriteInterest(m_fd, this, on);
}

void LabConnection::onWritable()
{
    if (m_fd < 0)
        return;
    while (m_unsentOffset < m_unsent.size()) {
        const ssize_t written = ::send(m_fd, m_unsent.constData() + m_unsentOffset,
                                       std::size_t(m_unsent.size() - m_unsentOffset), MSG_NOSIGNAL | MSG_DONTWAIT);
        if (written > 0) {
            m_unsentOffset += qsizetype(written);
            continue;
        }
        if (written < 0 && wouldBlock(errno)) {
            // Keep what is left compact: a slow reader can back up megabytes.
            if (m_unsentOffset > m_unsent.size() / 2) {
                m_unsent.remove(0, m_unsentOffset);
                m_unsentOffset = 0;
            }
            return;
        }
        peerGone();
        return;
    }
    m_unsent.clear();
    m_unsentOffset = 0;
    setWriteInterest(false);
    if (m_closing && !m_shutDownWrite && !m_active && !dripping())
        finishGracefulClose();
}

std::int64_t LabConnection::arrivalStamp(const void *control, std::size_t controlLength, std::int64_t readNs) const
{
    // The kernel stamps arriving segments with CLOCK_REALTIME; the offset to CLOCK_MONOTONIC only
    // changes when the wall clock is stepped, which the sanity check below catches.
    msghdr header{};
    header.msg_control = const_cast<void *>(control);
    header.msg_controllen = controlLength;
    for (cmsghdr *message = CMSG_FIRSTHDR(&header); message; message = CMSG_NXTHDR(&header, message)) {
        if (message->cmsg_level != SOL_SOCKET || message->cmsg_type != SCM_TIMESTAMPNS)
            continue;
        timespec arrival{};
        std::memcpy(&arrival, CMSG_DATA(message), sizeof arrival);
        timespec realNow{};
        ::clock_gettime(CLOCK_REALTIME, &realNow);
        const std::int64_t ageNs = (std::int64_t(realNow.tv_sec) - arrival.tv_sec) * 1'000'000'000
            + (realNow.tv_nsec - arrival.tv_nsec);
        if (arrival.tv_sec > 0 && ageNs >= 0 && ageNs < 10'000'000'000)
            return readNs - ageNs;
    }
    return readNs;
}

void LabConnection::onReadable()
{
    if (m_fd < 0)
        return;
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof(timespec)) * 2];
    thread_local std::vector<char> buffer(kReadChunk);
    for (int reads = 0; reads < kReadsPerWakeUp; ++reads) {
        iovec vector{buffer.data(), buffer.size()};
        msghdr header{};
        header.msg_iov = &vector;
        header.msg_iovlen = 1;
        header.msg_control = control;
        header.msg_controllen = sizeof control;
        const ssize_t received = ::recvmsg(m_fd, &header, MSG_DONTWAIT);
        // Stamp before parsing anything (docs/ARCHITECTURE.md, Threads); the kernel's stamp is better still.
        const std::int64_t readNs = monoNowNs();
        if (received > 0) {
            if (m_closing)
                continue; // lingering close: drain and forget
            const std::int64_t arrivalNs = arrivalStamp(control, header.msg_controllen, readNs);
            if (m_switched) {
                if (m_active)
                    m_active->onBytes(QByteArrayView(buffer.data(), qsizetype(received)), arrivalNs);
            } else {
                m_parser.feed(QByteArrayView(buffer.data(), qsizetype(received)), arrivalNs);
                processQueue();
            }
            if (std::size_t(received) < buffer.size() || m_fd < 0)
                return;
            continue;
        }
        if (received < 0 && wouldBlock(errno))
            return;
        // 0: the client closed its side; < 0: reset.
        if (m_shutDownWrite) {
            closeDescriptor();
            scheduleDeletion();
            return;
        }
        peerGone();
        return;
    }
}

void LabConnection::peerGone()
{
    m_peerGone = true;
    m_closing = true;
    if (m_active)
        m_active->abandon(LabOutcome::ClientClosed);
    closeDescriptor();
    scheduleDeletion();
}

// "\r\nDate: …": an origin server with a clock sends one on every response (RFC 9110 §6.6.1), and
// it is the clock reference a sharded run has against a real provider (engine/clockprobe.h).
QByteArray LabConnection::dateField()
{
    return QByteArrayLiteral("\r\nDate: ") + QByteArray::fromStdString(formatHttpDate(wallClockNs() / 1'000'000'000));
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
        + QByteArrayLiteral("\r\nx-request-id: ") + requestId + dateField()
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

QByteArray LabConnection::streamHead(const QByteArray &requestId, QByteArrayView contentType,
                                     const LabHeaders &extraHeaders) const
{
    QByteArray head = QByteArrayLiteral("HTTP/1.1 200 OK\r\nContent-Type: ") + contentType.toByteArray()
        + QByteArrayLiteral("\r\nCache-Control: no-cache\r\n");
    if (chunkedResponses())
        head += QByteArrayLiteral("Transfer-Encoding: chunked\r\n");
    head += QByteArrayLiteral("x-request-id: ") + requestId + dateField() + QByteArrayLiteral("\r\nConnection: ")
        + connectionHeaderValue() + QByteArrayLiteral("\r\n");
    for (const auto &[name, value] : extraHeaders)
        head += name + QByteArrayLiteral(": ") + value + QByteArrayLiteral("\r\n");
    head += QByteArrayLiteral("\r\n");
    return head;
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

bool LabConnection::closesAfterResponse(const LabHttpRequest &request) const
{
    // The connection-close fault, of this request or of the lab.
    return labRequestFault(request, m_server.config().fault) == LabFault::ConnectionClose;
}

void LabConnection::dispatch(LabHttpRequest request)
{
    // HTTP/1.0 clients get no keep-alive: their streams have no chunked framing and end by closing.
    m_currentKeepAlive = request.keepAlive && request.versionMinor >= 1 && !closesAfterResponse(request);
    m_currentVersionMinor = request.versionMinor;
    // A pipelined request starts when the answer before it has ended, not when it arrived.
    const std::int64_t startNs = std::max(request.completeNs, m_lastResponseEndNs);
    const int index = m_requestCount++;
    std::unique_ptr<LabExchange> exchange = m_server.route(*this, std::move(request), index, startNs);
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
    if (m_fd < 0 || m_shutDownWrite)
        return;
    if (m_unsent.isEmpty() && !dripping())
        finishGracefulClose();
    // else onWritable() or dripOne() finishes it once the kernel has taken the rest
}

void LabConnection::finishGracefulClose()
{
    // FIN after the last byte, then read on until the client closes too: closing with unread
    // bytes from the client would send a reset, which can destroy the answer it has not read.
    m_shutDownWrite = true;
    ::shutdown(m_fd, SHUT_WR);
    m_lingerTimer = new QTimer(this);
    m_lingerTimer->setSingleShot(true);
    connect(m_lingerTimer, &QTimer::timeout, this, [this] {
        closeDescriptor();
        scheduleDeletion();
    });
    m_lingerTimer->start(kLingerMs);
}

void LabConnection::dropNow()
{
    m_closing = true;
    m_dripLeft = 0;
    m_dripHeld.clear();
    closeDescriptor();
    scheduleDeletion();
}

void LabConnection::closeDescriptor()
{
    if (m_fd < 0)
        return;
    // The poller must let go of the descriptor before it is closed (and perhaps reused).
    m_server.poller().remove(m_fd);
    ::close(m_fd);
    m_fd = -1;
}

void LabConnection::scheduleDeletion()
{
    if (m_deletionScheduled)
        return;
    m_deletionScheduled = true;
    deleteLater();
}

} // namespace ttft
