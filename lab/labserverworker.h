#pragma once

#include "labconfig.h"
#include "labhttprequest.h"

#include <QByteArray>
#include <QObject>
#include <QString>

#include <cstdint>
#include <memory>
#include <unordered_map>
#include <vector>

class QUrlQuery;

namespace ttft {

class LabChatExchange;
class LabConnection;
class LabExchange;
class LabListener;
class LabModelState;
class LabPoller;
class LabScheduler;
class LabServerContext;
class LabTruthLog;
struct LabAdmission;
struct LabQueueTicket;
struct LabRoute;

// One server thread of the lab server: its connections, its timer heap, and the routing of each
// request to its endpoint. Worker 0 also owns the listening socket and deals accepted connections
// out to every worker in turn. What the threads share lives in LabServerContext; LabServer is the
// thread-safe face of the whole.
class LabServerWorker : public QObject
{
    Q_OBJECT

public:
    LabServerWorker(std::shared_ptr<LabServerContext> context, int index);
    ~LabServerWorker() override;

    // In this worker's thread: before anything else. False when the poller cannot be made.
    bool prepare();
    // In worker 0's thread: listens and hands connections to `workers` (this one included).
    bool listen(const std::vector<LabServerWorker *> &workers, QString *error);
    // In this worker's thread: closes the listening socket (if any) and every connection.
    void shutdown();

    quint16 port() const { return m_port; }
    int index() const { return m_index; }
    LabServerContext &context() { return *m_context; }
    const LabConfig &config() const;
    LabScheduler &scheduler() { return *m_scheduler; }
    LabPoller &poller() { return *m_poller; }
    LabTruthLog &truthLog();

    // For LabConnection: answers a request, or returns the exchange that will answer it over time
    // (a chat completion in any dialect, or a speech).
    std::unique_ptr<LabExchange> route(LabConnection &connection, LabHttpRequest request,
                                       int requestOnConnection, std::int64_t startNs);
    QByteArray newRequestId();
    void connectionClosed();

    // For LabChatExchange: waiting in a model's queue, the exchange is found again by its id
    // when its turn comes (possibly told by another thread).
    void registerWaiting(std::uint64_t exchangeId, LabChatExchange *exchange);
    void unregisterWaiting(std::uint64_t exchangeId);
    // Leaves the model and tells the requests that leave its queue now, each in its own thread.
    // Returns the time it left, which is when their prefill starts.
    std::int64_t leaveModel(LabModelState &model, const std::shared_ptr<LabQueueTicket> &ticket);
    void exchangeEnded();

private:
    void adopt(qintptr descriptor);
    void admitted(std::uint64_t exchangeId, const LabAdmission &admission);
    std::unique_ptr<LabExchange> generate(LabConnection &connection, const LabHttpRequest &request,
                                          const LabRoute &route, const QByteArray &requestId,
                                          int requestOnConnection, std::int64_t startNs);
    std::unique_ptr<LabExchange> speak(LabConnection &connection, const LabHttpRequest &request,
                                       const QByteArray &requestId, int requestOnConnection, std::int64_t startNs);
    std::unique_ptr<LabExchange> transcribe(LabConnection &connection, const LabHttpRequest &request,
                                            const QByteArray &requestId, std::int64_t startNs);
    void serveTruth(LabConnection &connection, const LabHttpRequest &request, const QByteArray &requestId);
    void serveTtsTruth(LabConnection &connection, const QUrlQuery &query, const QByteArray &requestId);
    void serveHealth(LabConnection &connection, const QByteArray &requestId);
    void serveMetrics(LabConnection &connection, const QByteArray &requestId);

    std::shared_ptr<LabServerContext> m_context;
    const int m_index;
    LabListener *m_listener = nullptr;
    std::vector<LabServerWorker *> m_workers; // worker 0: where accepted connections go
    std::size_t m_nextWorker = 0;
    std::vector<qintptr> m_delayedAccepts; // the slow-accept fault's connections, not handed on yet
    LabScheduler *m_scheduler = nullptr;
    LabPoller *m_poller = nullptr;
    quint16 m_port = 0;
    std::unordered_map<std::uint64_t, LabChatExchange *> m_waiting;
};

} // namespace ttft
