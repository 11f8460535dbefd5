#include "qttransportworker.h"

#include "base/monoclock.h"
#include "filetable.h"
#include "qttransport.h"
#include "tlstrust.h"
#include "unreadledger.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslError>
#include <QThread>
#include <QTimer>
#include <QUrl>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <limits>

#include <netinet/in.h>
#include <sys/socket.h>

namespace ttft {

namespace {

// Streams one manager may carry at once: Qt queues the seventh HTTP/1.1 request per host silently,
// and its queue time would count as TTFT. Over HTTP/2 one manager opens one connection and obeys
// the server's stream limit; 100 is the usual advertised value.
constexpr int kHttp1StreamsPerManager = 6;
constexpr int kHttp2StreamsPerManager = 100;
// Free descriptors a new manager needs: its thread's wake-up descriptor and its six connections, and
// as many again for what the other managers' threads open meanwhile.
constexpr int kFilesPerNewManager = 16;

TransferError errorFromQt(QNetworkReply::NetworkError error)
{
    switch (error) {
    case QNetworkReply::NoError: return TransferError::None;
    case QNetworkReply::ConnectionRefusedError: return TransferError::ConnectionRefused;
    case QNetworkReply::HostNotFoundError: return TransferError::Dns;
    case QNetworkReply::SslHandshakeFailedError: return TransferError::Tls;
    case QNetworkReply::RemoteHostClosedError:
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::NetworkSessionFailedError: return TransferError::Dropped;
    case QNetworkReply::OperationCanceledError: return TransferError::Cancelled;
    case QNetworkReply::ProtocolFailure:
    case QNetworkReply::ProtocolUnknownError:
    case QNetworkReply::ProtocolInvalidOperationError: return TransferError::Protocol;
    case QNetworkReply::TimeoutError: return TransferError::TotalTimeout;
    default: return TransferError::Other;
    }
}

// What Qt's HTTP thread may hold for one request beyond what the meter has read.
constexpr qint64 kQtReadAheadBytes = 256 * 1024;

// Bounds what Qt's HTTP thread reads ahead of the meter. Qt 6.4 hands QNetworkReply::setReadBufferSize
// to that thread (QHttpThreadDelegate::readBufferSizeChanged) by a queued signal that is connected
// only when the reply's own queued start has run, and acts on it only once the thread holds the
// request (qnetworkreplyhttpimpl.cpp postRequest, qhttpthreaddelegate.cpp): set right after post()
// it is lost, and set when the head arrives the thread has already buffered megabytes of a fast
// server's events. Queued behind the start, it reaches the thread right after the request. Over
// HTTP/1.1 the thread then stops reading the socket until the meter has taken the bytes, and the
// server's TCP window closes. Over HTTP/2 it does not help: Qt returns flow-control credit as frames
// arrive, not as they are read (docs/guide/known-limits.md).
void holdBackReadAhead(QNetworkReply *reply)
{
    QMetaObject::invokeMethod(
        reply, [reply] { reply->setReadBufferSize(kQtReadAheadBytes); }, Qt::QueuedConnection);
}

// The head watch. Qt 6.4 reads a plain-HTTP response head one byte per read() from an unbuffered
// socket, in a loop that ends only when the socket is empty (qhttpnetworkreply.cpp readHeader;
// qhttpnetworkconnectionchannel.cpp makes the socket unbuffered when no proxy applies): a server
// that sends header fields without end keeps the manager's HTTP thread in that loop, deaf to an
// abort, its buffer growing at ~1 MB/s, for as long as the server sends. Qt shows no byte of a
// head before it is whole, so the watch looks at the sockets: one to the request's port whose
// receive queue stayed full between two samples half a second apart while at least 160 KB/s
// arrived is cut (shut down; Qt's read then ends, and so does the loop). Answers streaming into a
// client that keeps up leave the queue empty; only a sender faster than its reader fills it.
constexpr std::int64_t kHeadWatchIntervalMs = 500;
constexpr std::int64_t kHeadWatchAfterNs = 500'000'000;   // a head this late is watched
constexpr std::int64_t kHeadlessAbortWatchNs = 2'000'000'000; // an aborted headless request's port, this long
constexpr std::int64_t kFloodUnreadBytes = 16 * 1024;
constexpr std::int64_t kFloodBytesPerSecond = 160 * 1024;

std::uint16_t portOf(const std::string &url)
{
    const QUrl parsed(QString::fromStdString(url));
    return std::uint16_t(parsed.port(parsed.scheme() == QLatin1String("https") ? 443 : 80));
}

// Errors Qt raises for an HTTP status it does not like: the status itself tells the story.
bool isHttpStatusError(QNetworkReply::NetworkError error)
{
    const int code = int(error);
    return (code >= 201 && code < 300) || (code >= 401 && code < 500) || error == QNetworkReply::ProtocolInvalidOperationError;
}

} // namespace

struct QtTransportWorker::Exchange {
    std::uint64_t id = 0;
    HttpRequest request;
    std::shared_ptr<ResponseObserver> observer;
    QNetworkReply *reply = nullptr;
    Manager *manager = nullptr;
    QTimer *deadline = nullptr;
    TransferResult result;
    bool headDelivered = false;
    bool newConnection = false;
    bool finished = false;
    QStringList certificateErrors; // what the TLS handshake refused, for a clear message
    bool caFileUnreadable = false;
    std::uint16_t port = 0;
    std::shared_ptr<UnreadStream> unread; // what it read, for the unread ledger (unreadledger.h)
};

QtTransportWorker::QtTransportWorker(QtTransport *owner)
    : m_owner(owner)
{
}

QtTransportWorker::~QtTransportWorker() = default;

QtTransportWorker::Manager *QtTransportWorker::managerFor(const HttpRequest &request, std::string &refusal)
{
    const int cap = request.version == HttpVersion::Http2 ? kHttp2StreamsPerManager : kHttp1StreamsPerManager;
    // A fresh connection over HTTP/2: "Connection: close" means nothing there (RFC 9113 §8.2.2), and
    // a manager multiplexes every stream to a host over its one connection. Such a request gets a
    // manager of its own, dropped when it ends, so it opens (and pays for) a connection of its own.
    const bool own = request.freshConnection && request.version == HttpVersion::Http2;
    Manager *slot = nullptr;
    for (Manager &manager : m_managers) {
        if (!own && !manager.own && manager.manager && manager.version == request.version && manager.streams < cap)
            return &manager;
        if (!manager.manager && !slot)
            slot = &manager; // a dropped own manager's place, reused
    }
    // A new manager starts a thread, and GLib aborts the process when that thread cannot make its
    // wake-up descriptor (filetable.h). Its share is claimed first: the thread and its connections
    // come later, in its own thread, so a look at the table now would not see them coming. The look
    // is taken too, for what the rest of the process holds.
    const long files = 1 + (request.version == HttpVersion::Http2 ? 1 : kHttp1StreamsPerManager);
    if (!m_owner->claimFiles(files)) {
        refusal = m_owner->filesExhaustedMessage();
        return nullptr;
    }
    if (!fileTableHasRoom(kFilesPerNewManager)) {
        m_owner->releaseFiles(files);
        refusal = fileTableFullMessage("a thread for the Qt transport's next connections", EMFILE);
        return nullptr;
    }
    if (!slot) {
        m_managers.emplace_back();
        slot = &m_managers.back();
    }
    slot->manager = new QNetworkAccessManager(this);
    slot->manager->setAutoDeleteReplies(false);
    slot->manager->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
    slot->version = request.version;
    slot->own = own;
    slot->streams = 0;
    slot->files = files;
    m_managerCount = int(std::count_if(m_managers.begin(), m_managers.end(), [](const Manager &m) { return m.manager != nullptr; }));
    return slot;
}

void QtTransportWorker::startExchange(std::uint64_t id, const HttpRequest &request,
                                      std::shared_ptr<ResponseObserver> observer, std::int64_t startNs)
{
    Q_ASSERT(QThread::currentThread() == thread());
    std::string refusal;
    Manager *manager = managerFor(request, refusal);
    if (!manager) {
        TransferResult result;
        result.timeline.startNs = startNs;
        result.timeline.endNs = monoNowNs();
        result.error = TransferError::Other;
        result.errorMessage = std::move(refusal);
        m_owner->exchangeFinished(id);
        observer->onFinished(result);
        return;
    }
    auto exchange = std::make_unique<Exchange>();
    Exchange *ex = exchange.get();
    ex->id = id;
    ex->request = request;
    ex->observer = std::move(observer);
    ex->result.timeline.startNs = startNs;
    ex->port = portOf(request.url);
    m_exchanges.emplace(id, std::move(exchange));
    if (!m_headWatch) {
        m_headWatch = new QTimer(this);
        m_headWatch->setInterval(int(kHeadWatchIntervalMs));
        connect(m_headWatch, &QTimer::timeout, this, &QtTransportWorker::watchHeads);
    }
    if (!m_headWatch->isActive())
        m_headWatch->start();
    // Every stream is counted (HTTP/1.1 too: a run may send both versions to one port); only the
    // HTTP/2 ones are watched and can be cut.
    ex->unread = UnreadLedger::instance().open(ex->port, request.version == HttpVersion::Http2);
    if (request.version == HttpVersion::Http2) {
        if (!m_unreadWatch) {
            // Samples the ledger while this worker's reader is idle (a busy one samples as it reads)
            // and ends its streams the ledger marked.
            m_unreadWatch = new QTimer(this);
            m_unreadWatch->setInterval(5); // the ledger samples when due (25 ms, or 5 ms while it is hot)
            connect(m_unreadWatch, &QTimer::timeout, this, &QtTransportWorker::watchUnread);
        }
        if (!m_unreadWatch->isActive())
            m_unreadWatch->start();
    }

    QNetworkRequest qrequest(QUrl(QString::fromStdString(request.url)));
    for (const auto &[name, value] : request.headers)
        qrequest.setRawHeader(QByteArray::fromStdString(name), QByteArray::fromStdString(value));
    // Qt decompresses only what it negotiated itself; ask for the stream as sent.
    qrequest.setRawHeader(QByteArrayLiteral("Accept-Encoding"), QByteArrayLiteral("identity"));
    if (request.freshConnection)
        qrequest.setRawHeader(QByteArrayLiteral("Connection"), QByteArrayLiteral("close"));
    const bool tls = request.url.rfind("https:", 0) == 0;
    if (request.version == HttpVersion::Http2) {
        qrequest.setAttribute(QNetworkRequest::Http2AllowedAttribute, true);
        if (!tls)
            qrequest.setAttribute(QNetworkRequest::Http2DirectAttribute, true); // h2c, prior knowledge
    } else {
        qrequest.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    }
    if (tls && request.insecureTls) {
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        ssl.setPeerVerifyMode(QSslSocket::VerifyNone);
        qrequest.setSslConfiguration(ssl);
    } else if (tls && !request.caCertificatePath.empty()) {
        // Trusted besides the system's CAs, as the curl transport does.
        const QList<QSslCertificate> trusted = QSslCertificate::fromPath(QString::fromStdString(request.caCertificatePath),
                                                                         QSsl::Pem, QSslCertificate::PatternSyntax::FixedString);
        ex->caFileUnreadable = trusted.isEmpty();
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        ssl.addCaCertificates(trusted);
        qrequest.setSslConfiguration(ssl);
    }

    ex->manager = manager;
    ++manager->streams;
    const QByteArray body = QByteArray::fromStdString(request.body);
    QNetworkReply *reply = request.method == "POST" ? manager->manager->post(qrequest, body)
                         : request.method == "GET"  ? manager->manager->get(qrequest)
                                                    : manager->manager->sendCustomRequest(qrequest, QByteArray::fromStdString(request.method), body);
    ex->reply = reply;
    holdBackReadAhead(reply);

    connect(reply, &QNetworkReply::socketStartedConnecting, this, [ex] { ex->newConnection = true; });
    connect(reply, &QNetworkReply::requestSent, this, [ex] { ex->result.timeline.requestSentNs = monoNowNs(); });
    connect(reply, &QNetworkReply::encrypted, this, [ex] { ex->result.timeline.tlsDoneNs = monoNowNs(); });
    connect(reply, &QNetworkReply::metaDataChanged, this, [this, ex] {
        const std::int64_t ns = monoNowNs();
        if (ex->headDelivered)
            return;
        const QVariant status = ex->reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
        if (!status.isValid())
            return;
        ex->headDelivered = true;
        ex->result.timeline.responseHeadNs = ns;
        ex->result.httpStatus = status.toInt();
        ex->result.responseHeaders.clear();
        for (const auto &[name, value] : ex->reply->rawHeaderPairs())
            ex->result.responseHeaders.emplace_back(name.toLower().toStdString(), value.toStdString());
        // Qt 6.4 drops every field of a head over its limits (more than 100 fields, or about 256 KiB
        // in all) and goes on reading the body, unframed: measured on loopback. Every real server
        // sends some field (Content-Type at least), so an empty head here is one Qt threw away.
        if (ex->result.responseHeaders.empty()) {
            abortWith(ex, TransferError::Protocol,
                      "Too large response headers: Qt drops a response head of more than 100 fields or about 256 KiB "
                      "(the curl transport reads up to 300 KiB)");
            return;
        }
        ex->observer->onResponseHead(ns, ex->result.httpStatus, ex->result.responseHeaders);
    });
    connect(reply, &QNetworkReply::sslErrors, this, [ex](const QList<QSslError> &errors) {
        for (const QSslError &error : errors)
            ex->certificateErrors.append(error.errorString());
    });
    connect(reply, &QNetworkReply::readyRead, this, [this, ex] { onReadyRead(ex); });
    connect(reply, &QNetworkReply::finished, this, [this, ex] { onFinished(ex); });

    ex->deadline = new QTimer(this);
    ex->deadline->setSingleShot(true);
    ex->deadline->setTimerType(Qt::PreciseTimer);
    connect(ex->deadline, &QTimer::timeout, this, [this, ex] { onDeadline(ex); });
    ex->deadline->start(std::min(request.timeouts.firstByteMs, request.timeouts.totalMs));
}

void QtTransportWorker::onReadyRead(Exchange *exchange)
{
    const std::int64_t ns = monoNowNs(); // before the bytes are read or decoded
    // In pieces, not readAll(): when the server sends faster than the meter reads, Qt's reply holds
    // megabytes by the next readyRead, and one copy of all of it doubled the peak (heaptrack: 67 of
    // 148 MB at a million events). Every piece of this read has the read's stamp, as before. An
    // observer cannot end the exchange from onBody (cancel is queued to this thread).
    const bool watched = exchange->request.version == HttpVersion::Http2;
    if (watched) {
        UnreadLedger::instance().sampleIfDue(ns);
        if (cutIfOverrun(exchange))
            return;
    }
    char piece[64 * 1024];
    qint64 delivered = 0;
    for (;;) {
        const qint64 got = exchange->reply->read(piece, qint64(sizeof piece));
        if (got <= 0)
            break;
        if (exchange->result.timeline.firstBodyNs == kNoTime)
            exchange->result.timeline.firstBodyNs = ns;
        exchange->observer->onBody(ns, std::string_view(piece, std::size_t(got)));
        delivered += got;
    }
    UnreadLedger::credit(*exchange->unread, delivered); // what this delivery read, and its framing
}

bool QtTransportWorker::cutIfOverrun(Exchange *exchange)
{
    if (exchange->finished || !exchange->unread->cut.load(std::memory_order_acquire))
        return false;
    abortWith(exchange, TransferError::Other, exchange->unread->reason);
    return true;
}

void QtTransportWorker::watchUnread()
{
    UnreadLedger::instance().sampleIfDue(monoNowNs());
    std::vector<Exchange *> marked;
    bool any = false;
    for (const auto &[id, exchange] : m_exchanges) {
        if (exchange->request.version != HttpVersion::Http2)
            continue;
        any = true;
        if (exchange->unread->cut.load(std::memory_order_acquire))
            marked.push_back(exchange.get());
    }
    for (Exchange *exchange : marked)
        cutIfOverrun(exchange); // abort() finishes it at once: not while iterating the map
    if (!any)
        m_unreadWatch->stop();
}

void QtTransportWorker::onDeadline(Exchange *exchange)
{
    const std::int64_t now = monoNowNs();
    const TransferTimeline &timeline = exchange->result.timeline;
    const std::int64_t totalDeadline = timeline.startNs + std::int64_t(exchange->request.timeouts.totalMs) * 1'000'000;
    if (!exchange->headDelivered) {
        // No request sent yet and a new connection under way: the connect phase is what hung.
        if (timeline.requestSentNs == kNoTime && exchange->newConnection
            && now - timeline.startNs >= std::int64_t(exchange->request.timeouts.connectMs) * 1'000'000) {
            abortWith(exchange, TransferError::ConnectTimeout,
                      "no connection within " + std::to_string(exchange->request.timeouts.connectMs) + " ms");
            return;
        }
        // Qt's thread may be stuck in an endless head (see kHeadWatchIntervalMs): the watch goes on
        // looking at this port for a while, so that the abort is heard and the thread freed.
        m_headlessAborts.emplace_back(exchange->port, now);
        abortWith(exchange, TransferError::FirstByteTimeout,
                  "no response within " + std::to_string(exchange->request.timeouts.firstByteMs) + " ms");
        return;
    }
    if (now >= totalDeadline) {
        abortWith(exchange, TransferError::TotalTimeout,
                  "not finished within " + std::to_string(exchange->request.timeouts.totalMs) + " ms");
        return;
    }
    exchange->deadline->start(int(std::max<std::int64_t>(1, (totalDeadline - now) / 1'000'000)));
}

void QtTransportWorker::abortWith(Exchange *exchange, TransferError error, const std::string &message)
{
    if (exchange->finished)
        return;
    exchange->result.error = error;
    exchange->result.errorMessage = message;
    exchange->reply->abort(); // emits finished synchronously; onFinished keeps our error
}

void QtTransportWorker::onFinished(Exchange *exchange)
{
    if (exchange->finished)
        return;
    exchange->finished = true;
    // Bytes that arrived with the end of the stream.
    if (exchange->reply->bytesAvailable() > 0)
        onReadyRead(exchange);
    const std::int64_t endNs = monoNowNs();
    TransferResult &result = exchange->result;
    result.timeline.endNs = endNs;
    result.connectionReused = !exchange->newConnection;
    result.protocol = exchange->reply->attribute(QNetworkRequest::Http2WasUsedAttribute).toBool() ? "h2" : "http/1.1";
    if (result.httpStatus == 0)
        result.httpStatus = exchange->reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QNetworkReply::NetworkError error = exchange->reply->error();
    std::string overrun; // the unread ledger cut this stream's connection
    if (result.error == TransferError::None && error != QNetworkReply::NoError
        && !(result.httpStatus >= 400 && isHttpStatusError(error))) {
        result.error = errorFromQt(error);
        result.errorMessage = exchange->reply->errorString().toStdString();
        // Qt's socket engine says "Out of resources" for a socket it could not make: a full file
        // table (EMFILE, ENFILE), or no memory for one (ENOBUFS, ENOMEM). The table is looked at.
        // Qt's own words, in whatever language Qt's translations gave them (held in variables, so
        // that lupdate does not take them for ours).
        static const char *const qtContext = "QNativeSocketEngine";
        static const char *const qtWords = "Out of resources";
        if (error == QNetworkReply::UnknownNetworkError && !exchange->headDelivered
            && exchange->reply->errorString() == QCoreApplication::translate(qtContext, qtWords) && !fileTableHasRoom(1))
            result.errorMessage = fileTableFullMessage("a connection", EMFILE);
        const std::string flood = exchange->headDelivered ? std::string()
                                                          : m_owner->headFloodCutSince(exchange->port, result.timeline.startNs);
        if (exchange->request.version == HttpVersion::Http2 && result.error == TransferError::Dropped)
            overrun = UnreadLedger::instance().cutSince(exchange->port, result.timeline.startNs);
        if (!flood.empty()) {
            result.error = TransferError::Protocol;
            result.errorMessage = "Too large response headers: " + flood;
        } else if (!overrun.empty()) {
            result.error = TransferError::Other;
            result.errorMessage = overrun;
        } else if (error == QNetworkReply::SslHandshakeFailedError && exchange->caFileUnreadable)
            result.errorMessage = unreadableCaFileMessage(exchange->request.caCertificatePath, {});
        else if (error == QNetworkReply::SslHandshakeFailedError && !exchange->certificateErrors.isEmpty())
            result.errorMessage = untrustedCertificateMessage(exchange->certificateErrors.join(QStringLiteral("; ")).toStdString());
    }

    UnreadLedger::instance().close(exchange->unread);
    exchange->deadline->stop();
    exchange->deadline->deleteLater();
    exchange->reply->disconnect(this);
    exchange->reply->deleteLater();
    --exchange->manager->streams;
    // A manager whose connection the unread ledger cut takes no new stream: Qt 6.4 would queue it on
    // the dead connection until its first-token timeout (seen). It goes when its last stream ends.
    if (exchange->unread->cut.load(std::memory_order_relaxed) || !overrun.empty())
        exchange->manager->own = true;
    if (exchange->manager->own && exchange->manager->streams == 0) {
        exchange->manager->manager->deleteLater(); // after the reply, deleted later too
        exchange->manager->manager = nullptr;
        m_owner->releaseFiles(exchange->manager->files);
        --m_managerCount;
    }

    std::unique_ptr<Exchange> owned = std::move(m_exchanges[exchange->id]);
    m_exchanges.erase(exchange->id);
    const TransferResult finished = result;
    std::shared_ptr<ResponseObserver> observer = std::move(owned->observer);
    m_owner->exchangeFinished(owned->id);
    observer->onFinished(finished);
}

std::vector<std::uint16_t> QtTransportWorker::portsAwaitingHeads(std::int64_t nowNs) const
{
    std::vector<std::uint16_t> ports;
    auto add = [&ports](std::uint16_t port) {
        if (std::find(ports.begin(), ports.end(), port) == ports.end())
            ports.push_back(port);
    };
    for (const auto &[id, exchange] : m_exchanges) {
        const std::int64_t sentNs = exchange->result.timeline.requestSentNs;
        if (!exchange->headDelivered && sentNs != kNoTime && nowNs - sentNs >= kHeadWatchAfterNs)
            add(exchange->port);
    }
    for (const auto &[port, ns] : m_headlessAborts)
        add(port);
    return ports;
}

void QtTransportWorker::watchHeads()
{
    const std::int64_t now = monoNowNs();
    std::erase_if(m_headlessAborts, [now](const auto &abort) { return now - abort.second > kHeadlessAbortWatchNs; });
    const std::vector<std::uint16_t> ports = portsAwaitingHeads(now);
    if (ports.empty()) {
        m_headWatchSample.clear();
        m_headWatchSampleNs = 0;
        if (m_exchanges.empty())
            m_headWatch->stop();
        return;
    }
    std::vector<SocketBacklog> sample = socketBacklogs(ports);
    if (m_headWatchSampleNs != 0)
        cutFloodedSockets(m_headWatchSample, sample, now - m_headWatchSampleNs);
    m_headWatchSample = std::move(sample);
    m_headWatchSampleNs = now;
}

void QtTransportWorker::cutFloodedSockets(const std::vector<SocketBacklog> &before, const std::vector<SocketBacklog> &after,
                                          std::int64_t elapsedNs)
{
    for (const SocketBacklog &socket : floodedSockets(before, after, elapsedNs, kFloodUnreadBytes, kFloodBytesPerSecond)) {
        const auto then = std::find_if(before.begin(), before.end(), [&](const SocketBacklog &s) { return s.inode == socket.inode; });
        const double kibPerSecond = double(socket.receivedBytes - then->receivedBytes) * 1e9 / double(elapsedNs) / 1024.0;
        if (!cutSocket(socket))
            continue;
        sockaddr_storage peer{};
        socklen_t length = sizeof peer;
        ::getpeername(socket.fd, reinterpret_cast<sockaddr *>(&peer), &length);
        const std::uint16_t port = peer.ss_family == AF_INET6 ? ntohs(reinterpret_cast<const sockaddr_in6 &>(peer).sin6_port)
                                                               : ntohs(reinterpret_cast<const sockaddr_in &>(peer).sin_port);
        m_owner->noteHeadFloodCut(port, monoNowNs(),
                                  "the server sent a response head without end (" + std::to_string(socket.receivedBytes / 1024)
                                      + " KiB so far, still arriving at " + std::to_string(std::llround(kibPerSecond))
                                      + " KiB/s); the client cut the connection");
    }
}

void QtTransportWorker::cancelExchange(std::uint64_t id)
{
    auto it = m_exchanges.find(id);
    if (it != m_exchanges.end())
        abortWith(it->second.get(), TransferError::Cancelled, "cancelled");
}

void QtTransportWorker::shutdown()
{
    Q_ASSERT(QThread::currentThread() == thread());
    if (m_headWatch)
        m_headWatch->stop();
    if (m_unreadWatch)
        m_unreadWatch->stop();
    // A manager's thread stuck in an endless head would hold its destructor for 5 s (Qt waits that
    // long for it) and go on reading after: two samples now, and the flooded sockets cut.
    const std::vector<std::uint16_t> ports = portsAwaitingHeads(std::numeric_limits<std::int64_t>::max() / 2);
    if (!ports.empty()) {
        const std::int64_t firstNs = monoNowNs();
        const std::vector<SocketBacklog> first = socketBacklogs(ports);
        QThread::msleep(100);
        const std::int64_t secondNs = monoNowNs();
        cutFloodedSockets(first, socketBacklogs(ports), secondNs - firstNs);
    }
    std::vector<Exchange *> open;
    for (auto &[id, exchange] : m_exchanges)
        open.push_back(exchange.get());
    for (Exchange *exchange : open)
        abortWith(exchange, TransferError::Cancelled, "transport shut down");
    for (Manager &manager : m_managers) {
        if (manager.manager)
            m_owner->releaseFiles(manager.files);
        delete manager.manager;
    }
    m_managers.clear();
}

} // namespace ttft
