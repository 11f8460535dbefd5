#pragma once

#include "socketbacklog.h"
#include "transport.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <string>
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
        long files = 0;   // the descriptors claimed for it (QtTransport::claimFiles)
    };

    // Null when there is no room for a new one; `refusal` then says why.
    Manager *managerFor(const HttpRequest &request, std::string &refusal);
    void onReadyRead(Exchange *exchange);
    void onFinished(Exchange *exchange);
    void onDeadline(Exchange *exchange);
    void abortWith(Exchange *exchange, TransferError error, const std::string &message);
    void watchHeads();
    void watchUnread();
    bool cutIfOverrun(Exchange *exchange);
    std::vector<std::uint16_t> portsAwaitingHeads(std::int64_t nowNs) const;
    void cutFloodedSockets(const std::vector<SocketBacklog> &before, const std::vector<SocketBacklog> &after, std::int64_t elapsedNs);

    QtTransport *m_owner;
    std::deque<Manager> m_managers; // a deque: exchanges keep pointers to their manager
    std::atomic<int> m_managerCount{0};
    std::unordered_map<std::uint64_t, std::unique_ptr<Exchange>> m_exchanges;

    // The head watch (watchHeads): while a request waits for its response head, the sockets to its
    // port are sampled twice a second, and one that an endless head keeps full is cut.
    QTimer *m_headWatch = nullptr;
    std::vector<SocketBacklog> m_headWatchSample;
    std::int64_t m_headWatchSampleNs = 0;
    std::vector<std::pair<std::uint16_t, std::int64_t>> m_headlessAborts; // port, when: still watched a while
    // The HTTP/2 unread watch (unreadledger.h): every 5 ms while this worker has HTTP/2 streams.
    QTimer *m_unreadWatch = nullptr;
};

} // namespace ttft
