#pragma once

#include "labconfig.h"
#include "labhttprequest.h"

#include <QByteArray>
#include <QObject>
#include <QString>

#include <cstdint>
#include <memory>

class QTcpServer;

namespace ttft {

class LabChatExchange;
class LabConnection;
class LabScheduler;
class LabTruthLog;
struct LabTruth;

// The lab server's inside: lives in the server thread, owns the listening socket, the connections
// and the scheduler, and routes each request to its endpoint. LabServer is its thread-safe face.
class LabServerWorker : public QObject
{
    Q_OBJECT

public:
    LabServerWorker(const LabConfig &config, std::shared_ptr<LabTruthLog> truth);
    ~LabServerWorker() override;

    // Both run in the server thread.
    bool listen(QString *error);
    void shutdown(); // closes every connection and the listening socket

    quint16 port() const { return m_port; }
    const LabConfig &config() const { return m_config; }
    LabScheduler &scheduler() { return *m_scheduler; }
    LabTruthLog &truthLog() { return *m_truth; }

    // For LabConnection: answers a request, or returns the exchange that will answer it over time.
    std::unique_ptr<LabChatExchange> route(LabConnection &connection, LabHttpRequest request,
                                           int requestOnConnection, std::int64_t startNs);
    QByteArray newRequestId(); // "lab-000001", ...
    void exchangeEnded() { --m_inFlight; }
    void connectionClosed() { --m_connections; }

private:
    void onNewConnection();
    std::unique_ptr<LabChatExchange> chatCompletion(LabConnection &connection, LabHttpRequest &request,
                                                    const QByteArray &requestId, LabTruth &truth,
                                                    std::int64_t startNs);
    void serveTruth(LabConnection &connection, const LabHttpRequest &request, const QByteArray &requestId);
    void serveHealth(LabConnection &connection, const QByteArray &requestId);

    LabConfig m_config;
    std::shared_ptr<LabTruthLog> m_truth;
    QTcpServer *m_server = nullptr;
    LabScheduler *m_scheduler = nullptr;
    quint16 m_port = 0;
    std::uint64_t m_connectionSerial = 0;
    std::uint64_t m_requestCounter = 0;
    int m_inFlight = 0;    // chat completions being answered
    int m_connections = 0; // open connections
};

} // namespace ttft
