#pragma once

#include "httprequestparser.h"
#include "labpoller.h"

#include <QByteArray>
#include <QObject>

#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

class QTimer;

namespace ttft {

class LabExchange;
class LabServerWorker;

// One accepted TCP connection of the lab server: reads and parses requests, answers them strictly
// in order (pipelined requests wait for the answer before them), keeps the connection alive
// between requests unless told otherwise. Lives in one server thread.
//
// It works on the socket descriptor itself, told of readiness by its thread's LabPoller, rather
// than through QTcpSocket: reads use recvmsg(2), which gives the kernel's arrival stamp of the
// bytes (SO_TIMESTAMPNS), and writes go straight to send(2) so that their stamp is the moment
// the kernel is handed them. (QTcpSocket reads before it signals, losing the arrival stamp, and
// toggles its write notifier around every write, a linear search in the glib dispatcher.)
class LabConnection : public QObject, private LabPollClient
{
    Q_OBJECT

public:
    LabConnection(qintptr descriptor, std::uint64_t serial, LabServerWorker &server);
    ~LabConnection() override;

    std::uint64_t serial() const { return m_serial; }

    // Hands the bytes to the kernel at once; returns monoNowNs() taken as it does (just before
    // send(2): see the .cpp for why not after). `backlogged`
    // is set when the kernel did not take them all (the client reads too slowly): the rest is
    // kept, in order, and the stamp is earlier than their real hand-off.
    std::int64_t send(const QByteArray &bytes, bool *backlogged = nullptr);

    // A complete response with a Content-Length body. Returns the write's stamp (as send()).
    std::int64_t sendResponse(int status, QByteArrayView contentType, const QByteArray &body,
                              const QByteArray &requestId, const LabHeaders &extraHeaders = {});
    // A JSON error body shaped like OpenAI's.
    std::int64_t sendError(int status, const QString &message, const QString &type, const QString &code,
                           const QByteArray &requestId, const LabHeaders &extraHeaders = {});
    // The head of a 200 stream (chunked unless the client speaks HTTP/1.0): an event stream, or
    // another type (Ollama's application/x-ndjson).
    QByteArray streamHead(const QByteArray &requestId, QByteArrayView contentType = "text/event-stream; charset=utf-8",
                          const LabHeaders &extraHeaders = {}) const;
    bool chunkedResponses() const { return m_currentVersionMinor >= 1; }

    // The active exchange wrote its last byte: the next pipelined request may be answered.
    void exchangeFinished();
    // The active exchange answered 101 Switching Protocols: from now on what the client sends goes
    // to it (LabExchange::onBytes), not to the HTTP parser, until the connection closes.
    void switchProtocols() { m_switched = true; }
    // The connection closes once the current response is complete (the long-line fault).
    void closeAfterResponse() { m_currentKeepAlive = false; }
    // Closes at once, mid-response (the drop fault).
    void dropNow();
    // The drip fault: from now on, the next `bytes` bytes go out one at a time, `gapMs` apart,
    // then everything held back at once and the rest as it comes. (send() still stamps the
    // hand-over to this connection, so the truth's write stamps are early by the drip's delay.)
    void startDrip(int bytes, int gapMs);

private:
    void onReadable() override;
    std::int64_t sendNow(const QByteArray &bytes, bool *backlogged);
    void dripOne();
    bool dripping() const { return m_dripLeft > 0; }
    void onWritable() override;
    void setWriteInterest(bool on);
    std::int64_t arrivalStamp(const void *control, std::size_t controlLength, std::int64_t readNs) const;
    void peerGone();
    void processQueue();
    void dispatch(LabHttpRequest request);
    bool closesAfterResponse(const LabHttpRequest &request) const;
    void afterResponse();
    void closeGracefully();
    void finishGracefulClose();
    void closeDescriptor();
    void scheduleDeletion();
    QByteArray connectionHeaderValue() const;
    static QByteArray dateField();

    bool m_switched = false; // switchProtocols()
    int m_fd;
    LabServerWorker &m_server;
    std::uint64_t m_serial;
    bool m_writeInterest = false;
    QTimer *m_lingerTimer = nullptr;
    QTimer *m_dripTimer = nullptr;
    int m_dripLeft = 0;            // bytes still to drip one at a time
    QByteArray m_dripHeld;         // what waits behind the drip
    QByteArray m_unsent;          // what the kernel has not taken yet, from m_unsentOffset on
    qsizetype m_unsentOffset = 0;
    HttpRequestParser m_parser;
    std::unique_ptr<LabExchange> m_active;
    // A finished exchange is kept until the next one finishes: it may still be on the stack
    // (it calls exchangeFinished() from its own timer callback).
    std::unique_ptr<LabExchange> m_retired;
    int m_requestCount = 0;
    bool m_currentKeepAlive = true;
    int m_currentVersionMinor = 1;
    std::int64_t m_lastResponseEndNs = 0;
    bool m_closing = false;        // no more requests are read or answered
    bool m_shutDownWrite = false;  // FIN sent; reading on until the peer closes (lingering close)
    bool m_peerGone = false;
    bool m_deletionScheduled = false;
};

} // namespace ttft
