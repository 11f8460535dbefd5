#pragma once

#include "transport.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <unordered_map>
#include <deque>
#include <vector>

class QNetworkAccessManager;
class QNetworkReply;
class QTimer;

namespace ttft {

class QtTransport;

// Lives in one worker thread of the QtTransport pool; creates its managers there, lazily, so that
// no manager ever holds more streams than it runs at once.
class QtTransportWorker : public QObject
{
    Q_OBJECT
public:
    explicit QtTransportWorker(QtTransport *owner);
    ~QtTransportWorker() override;

    // Called in this worker's thread.
    void startExchange(std::uint64_t id, const HttpRequest &request, std::shared_ptr<ResponseObserver> observer,
                       std::int64_t startNs);
    void cancelExchange(std::uint64_t id);
    void shutdown();

    int managerCount() const { return m_managerCount.load(); }

private:
    struct Exchange;
    struct Manager {
        QNetworkAccessManager *manager = nullptr;
        HttpVersion version = HttpVersion::Http1_1;
        int streams = 0;
        bool own = false; // one fresh HTTP/2 request's, dropped when it ends (managerFor)
    };

    Manager &managerFor(const HttpRequest &request);
    void onReadyRead(Exchange *exchange);
    void onFinished(Exchange *exchange);
    void onDeadline(Exchange *exchange);
    void abortWith(Exchange *exchange, TransferError error, const std::string &message);

    QtTransport *m_owner;
    std::deque<Manager> m_managers; // a deque: exchanges keep pointers to their manager
    std::atomic<int> m_managerCount{0};
    std::unordered_map<std::uint64_t, std::unique_ptr<Exchange>> m_exchanges;
};

} // namespace ttft
