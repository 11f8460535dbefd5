#pragma once

#include "httprequestparser.h"

#include <QByteArray>
#include <QObject>

#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

class QTcpSocket;

namespace ttft {

class LabChatExchange;
class LabServerWorker;

using LabHeaders = std::vector<std::pair<QByteArray, QByteArray>>;

// One accepted TCP connection of the lab server: reads and parses requests, answers them strictly
// in order (pipelined requests wait for the answer before them), keeps the connection alive
// between requests unless told otherwise. Lives in the server thread.
class LabConnection : public QObject
{
    Q_OBJECT

public:
    LabConnection(QTcpSocket *socket, std::uint64_t serial, LabServerWorker &server);
    ~LabConnection() override;

    std::uint64_t serial() const { return m_serial; }

    // Hands the bytes to the kernel at once; returns monoNowNs() taken right after. `backlogged`
    // is set when the kernel did not take them all (the client reads too slowly): Qt keeps the
    // rest and the stamp is earlier than their real hand-off.
    std::int64_t send(const QByteArray &bytes, bool *backlogged = nullptr);

    // A complete response with a Content-Length body. Returns the stamp after the write.
    std::int64_t sendResponse(int status, QByteArrayView contentType, const QByteArray &body,
                              const QByteArray &requestId, const LabHeaders &extraHeaders = {});
    // A JSON error body shaped like OpenAI's.
    std::int64_t sendError(int status, const QString &message, const QString &type, const QString &code,
                           const QByteArray &requestId, const LabHeaders &extraHeaders = {});
    // The head of a 200 event stream (chunked unless the client speaks HTTP/1.0).
    QByteArray streamHead(const QByteArray &requestId) const;
    bool chunkedResponses() const { return m_currentVersionMinor >= 1; }

    // The active exchange wrote its last byte: the next pipelined request may be answered.
    void exchangeFinished();
    // Closes at once, mid-response (the drop fault).
    void dropNow();

private:
    void onReadyRead();
    void onDisconnected();
    void processQueue();
    void dispatch(LabHttpRequest request);
    void afterResponse();
    void closeGracefully();
    void scheduleDeletion();
    QByteArray connectionHeaderValue() const;

    QTcpSocket *m_socket;
    qintptr m_socketDescriptor = -1;
    LabServerWorker &m_server;
    std::uint64_t m_serial;
    HttpRequestParser m_parser;
    std::unique_ptr<LabChatExchange> m_active;
    // A finished exchange is kept until the next one finishes: it may still be on the stack
    // (it calls exchangeFinished() from its own timer callback).
    std::unique_ptr<LabChatExchange> m_retired;
    int m_requestCount = 0;
    bool m_currentKeepAlive = true;
    int m_currentVersionMinor = 1;
    std::int64_t m_lastResponseEndNs = 0;
    bool m_closing = false;
    bool m_deletionScheduled = false;
};

} // namespace ttft
