#include "curltransport.h"

#include "base/lowercase.h"
#include "base/monoclock.h"
#include "filetable.h"
#include "socketbacklog.h"
#include "tlstrust.h"

#include <curl/curl.h>

#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <limits>
#include <mutex>

namespace ttft {

namespace {

std::once_flag g_curlInit;

int onSocketCreated(void *, curl_socket_t socket, curlsocktype purpose)
{
    if (purpose == CURLSOCKTYPE_IPCXN)
        markForeignSocket(socket, true);
    return CURL_SOCKOPT_OK;
}

int onSocketClosing(void *, curl_socket_t socket)
{
    markForeignSocket(socket, false);
    return ::close(socket);
}

// libcurl before 8.0.0 breaks HTTP/2 connections made with prior knowledge (h2c) when it reuses
// them: the second request on the connection fails with "Error in the HTTP2 framing layer"
// (curl/curl#10634, fixed by #10643). Debian 12 ships 7.88.1. On such a libcurl every h2c request
// gets a connection of its own; h2 over TLS (ALPN) is not affected and is reused normally.
bool h2cReuseBroken()
{
    static const bool broken = curl_version_info(CURLVERSION_NOW)->version_num < 0x080000;
    return broken;
}

std::string trimmed(std::string_view text)
{
    const auto isSpace = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    while (!text.empty() && isSpace(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back()))
        text.remove_suffix(1);
    return std::string(text);
}

TransferError errorFromCurl(CURLcode code, bool connected)
{
    switch (code) {
    case CURLE_OK: return TransferError::None;
    case CURLE_COULDNT_CONNECT: return TransferError::ConnectionRefused;
    case CURLE_COULDNT_RESOLVE_HOST:
    case CURLE_COULDNT_RESOLVE_PROXY: return TransferError::Dns;
    case CURLE_SSL_CONNECT_ERROR:
    case CURLE_PEER_FAILED_VERIFICATION:
    case CURLE_SSL_CERTPROBLEM:
    case CURLE_SSL_CIPHER:
    case CURLE_SSL_CACERT_BADFILE:
    case CURLE_SSL_ISSUER_ERROR:
    case CURLE_SSL_PINNEDPUBKEYNOTMATCH:
    case CURLE_SSL_INVALIDCERTSTATUS: return TransferError::Tls;
    case CURLE_OPERATION_TIMEDOUT: return connected ? TransferError::TotalTimeout : TransferError::ConnectTimeout;
    case CURLE_GOT_NOTHING:
    case CURLE_PARTIAL_FILE:
    case CURLE_SEND_ERROR:
    case CURLE_RECV_ERROR:
    case CURLE_HTTP2_STREAM:
    case CURLE_HTTP2: return TransferError::Dropped;
    case CURLE_WEIRD_SERVER_REPLY:
    case CURLE_BAD_CONTENT_ENCODING:
    case CURLE_UNSUPPORTED_PROTOCOL: return TransferError::Protocol;
    case CURLE_ABORTED_BY_CALLBACK: return TransferError::Cancelled;
    default: return TransferError::Other;
    }
}

} // namespace

// One multi handle and its connection cache (curltransport.h: why there are several).
struct CurlShard {
    CURLM *multi = nullptr;
    std::uint32_t key = 0;          // in epoll's data: which multi a socket belongs to (0: the wake fd)
    int epoll = -1;
    std::int64_t timerNs = -1;      // when curl wants socket_action(TIMEOUT) on it (-1: never)
    int transfers = 0;

    ~CurlShard()
    {
        if (multi)
            curl_multi_cleanup(multi);
    }
};

// One exchange, owned by the transport thread once started.
struct CurlExchange {
    std::uint64_t id = 0;
    CurlShard *shard = nullptr;
    CURL *easy = nullptr;
    curl_slist *headerList = nullptr;
    HttpRequest request;
    std::shared_ptr<ResponseObserver> observer;
    TransferResult result;
    std::int64_t curlStartNs = -1; // handed to curl on the transport thread: curl's phase times count from here
    bool headDelivered = false;
    bool inHeaderBlock = false;
    int pendingStatus = 0;
    char errorBuffer[CURL_ERROR_SIZE] = {};
    int socketErrno = 0; // why the last socket could not be made (onOpenSocket)

    ~CurlExchange()
    {
        if (easy)
            curl_easy_cleanup(easy);
        if (headerList)
            curl_slist_free_all(headerList);
    }

    std::int64_t deadlineFirstByte() const
    {
        return result.timeline.startNs + std::int64_t(request.timeouts.firstByteMs) * 1'000'000;
    }
    std::int64_t deadlineTotal() const
    {
        return result.timeline.startNs + std::int64_t(request.timeouts.totalMs) * 1'000'000;
    }
    // The deadline that can end it next: the first byte's until the head is in, then the total's.
    std::int64_t nextDeadline() const { return headDelivered ? deadlineTotal() : std::min(deadlineFirstByte(), deadlineTotal()); }

    // Header lines arrive one per call; a blank line ends a block. Interim 1xx blocks are skipped.
    static size_t onHeader(char *data, size_t size, size_t count, void *userdata)
    {
        const std::int64_t ns = monoNowNs();
        auto *self = static_cast<CurlExchange *>(userdata);
        const size_t length = size * count;
        std::string_view line(data, length);
        if (!self->inHeaderBlock) {
            self->inHeaderBlock = true;
            self->result.responseHeaders.clear();
            if (self->result.timeline.responseHeadNs == kNoTime)
                self->result.timeline.responseHeadNs = ns;
            // Status line: "HTTP/1.1 200 OK" or "HTTP/2 200"
            const auto space = line.find(' ');
            self->pendingStatus = space == std::string_view::npos ? 0 : std::atoi(std::string(line.substr(space + 1, 3)).c_str());
            return length;
        }
        const std::string text = trimmed(line);
        if (text.empty()) {
            self->inHeaderBlock = false;
            if (self->pendingStatus >= 100 && self->pendingStatus < 200)
                return length; // 100 Continue and friends: the real head follows
            self->result.httpStatus = self->pendingStatus;
            if (!self->headDelivered) {
                self->headDelivered = true;
                self->observer->onResponseHead(self->result.timeline.responseHeadNs, self->result.httpStatus,
                                               self->result.responseHeaders);
            }
            return length;
        }
        const auto colon = text.find(':');
        if (colon != std::string::npos)
            self->result.responseHeaders.emplace_back(lowerCase(text.substr(0, colon)), trimmed(std::string_view(text).substr(colon + 1)));
        return length;
    }

    static size_t onWrite(char *data, size_t size, size_t count, void *userdata)
    {
        const std::int64_t ns = monoNowNs(); // before anything else touches the bytes
        auto *self = static_cast<CurlExchange *>(userdata);
        const size_t length = size * count;
        if (self->result.timeline.firstBodyNs == kNoTime)
            self->result.timeline.firstBodyNs = ns;
        self->observer->onBody(ns, std::string_view(data, length));
        return length;
    }

    // curl reports every piece of the request it hands to the socket here (it needs VERBOSE).
    static int onDebug(CURL *, curl_infotype type, char *, size_t, void *userdata)
    {
        if (type == CURLINFO_HEADER_OUT || type == CURLINFO_DATA_OUT) {
            auto *self = static_cast<CurlExchange *>(userdata);
            self->result.timeline.requestSentNs = monoNowNs();
        }
        return 0;
    }
};

// curl's own socket(), with the reason kept: libcurl 7.88 reports a socket it could not make as
// CURLE_COULDNT_CONNECT ("Couldn't connect to server"), the words of a refused connection. A full
// file table is the client's limit, not the server's (filetable.h).
curl_socket_t onOpenSocket(void *clientp, curlsocktype, curl_sockaddr *address)
{
    const curl_socket_t socket = ::socket(address->family, address->socktype | SOCK_CLOEXEC, address->protocol);
    if (socket == CURL_SOCKET_BAD)
        static_cast<CurlExchange *>(clientp)->socketErrno = errno;
    return socket;
}

bool CurlTransport::reusesH2cConnections()
{
    std::call_once(g_curlInit, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
    return !h2cReuseBroken();
}

CurlTransport::CurlTransport()
{
    std::call_once(g_curlInit, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
    m_epoll = epoll_create1(EPOLL_CLOEXEC);
    m_wakeFd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    epoll_event event{};
    event.events = EPOLLIN;
    event.data.u64 = std::uint64_t(std::uint32_t(m_wakeFd)); // shard key 0
    epoll_ctl(m_epoll, EPOLL_CTL_ADD, m_wakeFd, &event);
    m_thread = std::thread([this] { loop(); });
}

CurlTransport::~CurlTransport()
{
    m_stopping = true;
    wake();
    if (m_thread.joinable())
        m_thread.join();
    m_shards.clear(); // every transfer has been removed by the loop's end
    ::close(m_wakeFd);
    ::close(m_epoll);
}

// The first shard with room, a new one when every shard is full. First fit keeps reuse whole: a
// shard has room beyond its idle connections only while it is the last one filling up, so a
// request sent when another ends finds that one's connection (a sequential run stays on one; a
// closed loop's workers keep theirs). The least busy shard would send it where nothing is idle.
CurlShard &CurlTransport::shardForNewTransfer()
{
    for (const std::unique_ptr<CurlShard> &shard : m_shards) {
        if (shard->transfers < kTransfersPerShard)
            return *shard;
    }
    auto shard = std::make_unique<CurlShard>();
    shard->key = std::uint32_t(m_shards.size() + 1);
    shard->epoll = m_epoll;
    CURLM *multi = curl_multi_init();
    curl_multi_setopt(multi, CURLMOPT_PIPELINING, long(CURLPIPE_MULTIPLEX));
    // Concurrency is the engine's decision, not the pool's: no per-host cap, and every connection
    // of the shard's transfers kept for reuse.
    curl_multi_setopt(multi, CURLMOPT_MAX_HOST_CONNECTIONS, 0L);
    curl_multi_setopt(multi, CURLMOPT_MAX_TOTAL_CONNECTIONS, 0L);
    curl_multi_setopt(multi, CURLMOPT_MAXCONNECTS, long(2 * kTransfersPerShard));
    curl_multi_setopt(multi, CURLMOPT_SOCKETFUNCTION, &CurlTransport::onSocket);
    curl_multi_setopt(multi, CURLMOPT_SOCKETDATA, shard.get());
    curl_multi_setopt(multi, CURLMOPT_TIMERFUNCTION, &CurlTransport::onTimer);
    curl_multi_setopt(multi, CURLMOPT_TIMERDATA, shard.get());
    shard->multi = multi;
    m_shards.push_back(std::move(shard));
    return *m_shards.back();
}

void CurlTransport::wake()
{
    const std::uint64_t one = 1;
    [[maybe_unused]] const auto written = ::write(m_wakeFd, &one, sizeof one);
}

// curl tells which sockets to watch for what; epoll watches them, each tagged with its shard.
int CurlTransport::onSocket(void *, int socket, int what, void *shardData, void *socketData)
{
    auto *shard = static_cast<CurlShard *>(shardData);
    if (what == CURL_POLL_REMOVE) {
        epoll_ctl(shard->epoll, EPOLL_CTL_DEL, socket, nullptr);
        curl_multi_assign(shard->multi, socket, nullptr);
        return 0;
    }
    epoll_event event{};
    event.data.u64 = (std::uint64_t(shard->key) << 32) | std::uint32_t(socket);
    event.events = (what & CURL_POLL_IN ? EPOLLIN : 0u) | (what & CURL_POLL_OUT ? EPOLLOUT : 0u);
    if (socketData) {
        epoll_ctl(shard->epoll, EPOLL_CTL_MOD, socket, &event);
    } else {
        epoll_ctl(shard->epoll, EPOLL_CTL_ADD, socket, &event);
        // Any non-null marker says "registered"; curl hands it back on the next call.
        curl_multi_assign(shard->multi, socket, shard);
    }
    return 0;
}

int CurlTransport::onTimer(void *, long timeoutMs, void *shardData)
{
    static_cast<CurlShard *>(shardData)->timerNs = timeoutMs < 0 ? -1 : monoNowNs() + std::int64_t(timeoutMs) * 1'000'000;
    return 0;
}

std::uint64_t CurlTransport::start(HttpRequest request, std::shared_ptr<ResponseObserver> observer)
{
    auto exchange = std::make_unique<CurlExchange>();
    exchange->id = m_nextId++;
    exchange->request = std::move(request);
    exchange->observer = std::move(observer);
    exchange->result.timeline.startNs = monoNowNs();
    const std::uint64_t id = exchange->id;
    ++m_inFlight;
    {
        std::lock_guard lock(m_mutex);
        m_pending.push_back(std::move(exchange));
    }
    wake();
    return id;
}

void CurlTransport::cancel(std::uint64_t exchangeId)
{
    {
        std::lock_guard lock(m_mutex);
        m_cancelRequests.push_back(exchangeId);
    }
    wake();
}

void CurlTransport::addPending()
{
    std::deque<std::unique_ptr<CurlExchange>> pending;
    {
        std::lock_guard lock(m_mutex);
        pending.swap(m_pending);
    }
    for (auto &exchange : pending) {
        CURL *easy = nullptr;
        if (!m_idleHandles.empty()) {
            easy = static_cast<CURL *>(m_idleHandles.back());
            m_idleHandles.pop_back();
        } else {
            easy = curl_easy_init();
        }
        exchange->easy = easy;
        const HttpRequest &request = exchange->request;
        curl_easy_setopt(easy, CURLOPT_URL, request.url.c_str());
        curl_easy_setopt(easy, CURLOPT_PRIVATE, exchange.get());
        curl_easy_setopt(easy, CURLOPT_ERRORBUFFER, exchange->errorBuffer);
        curl_easy_setopt(easy, CURLOPT_NOSIGNAL, 1L);
        curl_easy_setopt(easy, CURLOPT_TCP_NODELAY, 1L);
        // Its sockets are marked for as long as they live: the Qt transport's watches, which see
        // the process's sockets by port (socketbacklog.h), leave them alone.
        curl_easy_setopt(easy, CURLOPT_OPENSOCKETFUNCTION, &onOpenSocket);
        curl_easy_setopt(easy, CURLOPT_OPENSOCKETDATA, exchange.get());
        curl_easy_setopt(easy, CURLOPT_SOCKOPTFUNCTION, &onSocketCreated);
        curl_easy_setopt(easy, CURLOPT_CLOSESOCKETFUNCTION, &onSocketClosing);
        curl_easy_setopt(easy, CURLOPT_FOLLOWLOCATION, 0L);
        curl_easy_setopt(easy, CURLOPT_CONNECTTIMEOUT_MS, long(request.timeouts.connectMs));
        // The first-byte and total deadlines are checked by the loop, which knows which one hit.
        if (request.method == "POST") {
            curl_easy_setopt(easy, CURLOPT_POST, 1L);
            curl_easy_setopt(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(request.body.size()));
            curl_easy_setopt(easy, CURLOPT_POSTFIELDS, request.body.data());
        } else if (request.method != "GET") {
            curl_easy_setopt(easy, CURLOPT_CUSTOMREQUEST, request.method.c_str());
        }
        bool freshConnection = request.freshConnection;
        if (request.version == HttpVersion::Http2) {
            const bool tls = request.url.rfind("https:", 0) == 0;
            curl_easy_setopt(easy, CURLOPT_HTTP_VERSION,
                             long(tls ? CURL_HTTP_VERSION_2TLS : CURL_HTTP_VERSION_2_PRIOR_KNOWLEDGE));
            if (!tls && h2cReuseBroken())
                freshConnection = true;
            else
                curl_easy_setopt(easy, CURLOPT_PIPEWAIT, 1L);
        } else {
            curl_easy_setopt(easy, CURLOPT_HTTP_VERSION, long(CURL_HTTP_VERSION_1_1));
        }
        if (freshConnection) {
            curl_easy_setopt(easy, CURLOPT_FRESH_CONNECT, 1L);
            curl_easy_setopt(easy, CURLOPT_FORBID_REUSE, 1L);
        }
        if (request.insecureTls) {
            curl_easy_setopt(easy, CURLOPT_SSL_VERIFYPEER, 0L);
            curl_easy_setopt(easy, CURLOPT_SSL_VERIFYHOST, 0L);
        } else if (!request.caCertificatePath.empty()) {
            // CAINFO replaces the default bundle; the system's CAs stay trusted through CAPATH
            // (a profile's file is trusted besides them, as the Qt transport does).
            curl_easy_setopt(easy, CURLOPT_CAINFO, request.caCertificatePath.c_str());
            if (const curl_version_info_data *info = curl_version_info(CURLVERSION_NOW); info && info->capath)
                curl_easy_setopt(easy, CURLOPT_CAPATH, info->capath);
            else
                curl_easy_setopt(easy, CURLOPT_CAPATH, "/etc/ssl/certs");
        }

        curl_slist *headers = nullptr;
        for (const auto &[name, value] : request.headers)
            headers = curl_slist_append(headers, (name + ": " + value).c_str());
        // Compressed streams are buffered by some servers and would need decoding: ask for none.
        headers = curl_slist_append(headers, "Accept-Encoding: identity");
        // A 100-continue round trip would be counted as server latency: send the body at once.
        headers = curl_slist_append(headers, "Expect:");
        exchange->headerList = headers;
        curl_easy_setopt(easy, CURLOPT_HTTPHEADER, headers);

        curl_easy_setopt(easy, CURLOPT_HEADERFUNCTION, &CurlExchange::onHeader);
        curl_easy_setopt(easy, CURLOPT_HEADERDATA, exchange.get());
        curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, &CurlExchange::onWrite);
        curl_easy_setopt(easy, CURLOPT_WRITEDATA, exchange.get());
        curl_easy_setopt(easy, CURLOPT_DEBUGFUNCTION, &CurlExchange::onDebug);
        curl_easy_setopt(easy, CURLOPT_DEBUGDATA, exchange.get());
        curl_easy_setopt(easy, CURLOPT_VERBOSE, 1L);

        const std::uint64_t id = exchange->id;
        CurlExchange *raw = exchange.get();
        m_earliestDeadlineNs = std::min(m_earliestDeadlineNs, raw->nextDeadline());
        m_active.emplace(id, std::move(exchange));
        CurlShard &shard = shardForNewTransfer();
        raw->curlStartNs = monoNowNs();
        if (curl_multi_add_handle(shard.multi, easy) != CURLM_OK) {
            abortExchange(raw, TransferError::Other, "curl_multi_add_handle failed");
            continue;
        }
        raw->shard = &shard;
        ++shard.transfers;
    }
}

void CurlTransport::removeCancelled()
{
    std::vector<std::uint64_t> ids;
    {
        std::lock_guard lock(m_mutex);
        ids.swap(m_cancelRequests);
    }
    for (std::uint64_t id : ids) {
        auto it = m_active.find(id);
        if (it != m_active.end())
            abortExchange(it->second.get(), TransferError::Cancelled, "cancelled");
    }
}

// Scans the exchanges only when the earliest deadline may have passed: a scan of a thousand
// exchanges every few ms costs more than their events (bench_client_overhead's profile).
void CurlTransport::checkDeadlines(std::int64_t nowNs)
{
    if (nowNs < m_earliestDeadlineNs)
        return;
    m_earliestDeadlineNs = std::numeric_limits<std::int64_t>::max();
    std::vector<std::pair<CurlExchange *, TransferError>> expired;
    for (auto &[id, exchange] : m_active) {
        const std::int64_t due = exchange->nextDeadline();
        if (nowNs < due)
            m_earliestDeadlineNs = std::min(m_earliestDeadlineNs, due);
        else // the first byte's deadline when that one has passed, else the total's
            expired.emplace_back(exchange.get(), !exchange->headDelivered && nowNs >= exchange->deadlineFirstByte()
                                                     ? TransferError::FirstByteTimeout : TransferError::TotalTimeout);
    }
    for (auto &[exchange, error] : expired) {
        const int limit = error == TransferError::FirstByteTimeout ? exchange->request.timeouts.firstByteMs
                                                                   : exchange->request.timeouts.totalMs;
        abortExchange(exchange, error, (error == TransferError::FirstByteTimeout ? "no response within "
                                                                                 : "not finished within ")
                                           + std::to_string(limit) + " ms");
    }
}

void CurlTransport::abortExchange(CurlExchange *exchange, TransferError error, const std::string &message)
{
    exchange->result.error = error;
    exchange->result.errorMessage = message;
    finishExchange(exchange, -1);
}

// Completes an exchange: collects curl's phase timings, tells the observer, frees the handle.
void CurlTransport::finishExchange(CurlExchange *exchange, int curlCode)
{
    const std::int64_t endNs = monoNowNs();
    CURL *easy = exchange->easy;
    TransferResult &result = exchange->result;
    TransferTimeline &timeline = result.timeline;
    timeline.endNs = endNs;

    long connects = 0;
    curl_easy_getinfo(easy, CURLINFO_NUM_CONNECTS, &connects);
    curl_off_t dnsUs = 0, connectUs = 0, tlsUs = 0;
    curl_easy_getinfo(easy, CURLINFO_NAMELOOKUP_TIME_T, &dnsUs);
    curl_easy_getinfo(easy, CURLINFO_CONNECT_TIME_T, &connectUs);
    curl_easy_getinfo(easy, CURLINFO_APPCONNECT_TIME_T, &tlsUs);
    result.connectionReused = connects == 0 && connectUs == 0 && curlCode == CURLE_OK;
    // curl's phase times count from the moment curl took the transfer.
    if (!result.connectionReused && exchange->curlStartNs != kNoTime) {
        if (dnsUs > 0)
            timeline.dnsDoneNs = exchange->curlStartNs + std::int64_t(dnsUs) * 1000;
        if (connectUs > 0)
            timeline.connectDoneNs = exchange->curlStartNs + std::int64_t(connectUs) * 1000;
        if (tlsUs > 0)
            timeline.tlsDoneNs = exchange->curlStartNs + std::int64_t(tlsUs) * 1000;
    }
    long httpVersion = 0;
    curl_easy_getinfo(easy, CURLINFO_HTTP_VERSION, &httpVersion);
    result.protocol = httpVersion == CURL_HTTP_VERSION_2_0 ? "h2" : httpVersion == CURL_HTTP_VERSION_3 ? "h3" : "http/1.1";
    char *ip = nullptr;
    if (curl_easy_getinfo(easy, CURLINFO_PRIMARY_IP, &ip) == CURLE_OK && ip)
        result.remoteAddress = ip;

    if (curlCode > 0) {
        result.error = errorFromCurl(CURLcode(curlCode), connectUs > 0);
        result.errorMessage = exchange->errorBuffer[0] ? exchange->errorBuffer : curl_easy_strerror(CURLcode(curlCode));
        // curl reports broken chunked framing as a receive error: it is invalid HTTP, not a drop.
        // So is a response head over its limit (300 KiB: "Too large response headers").
        if (curlCode == CURLE_RECV_ERROR
            && (result.errorMessage.find("chunked-encoding") != std::string::npos
                || result.errorMessage.find("Too large response headers") != std::string::npos))
            result.error = TransferError::Protocol;
        if (curlCode == CURLE_COULDNT_CONNECT && isFileTableFull(exchange->socketErrno)) {
            result.error = TransferError::Other;
            result.errorMessage = fileTableFullMessage("a connection", exchange->socketErrno);
        } else if (curlCode == CURLE_COULDNT_RESOLVE_HOST && !fileTableHasRoom(2)) {
            // curl's resolver thread talks back over a socket pair it could not make: not a DNS answer.
            result.error = TransferError::Other;
            result.errorMessage = fileTableFullMessage("a name lookup", EMFILE);
        } else if (curlCode == CURLE_PEER_FAILED_VERIFICATION)
            result.errorMessage = untrustedCertificateMessage(result.errorMessage);
        else if (curlCode == CURLE_SSL_CACERT_BADFILE)
            result.errorMessage = unreadableCaFileMessage(exchange->request.caCertificatePath, result.errorMessage);
    }

    if (exchange->shard) {
        curl_multi_remove_handle(exchange->shard->multi, easy);
        --exchange->shard->transfers;
        exchange->shard = nullptr;
    }
    if (m_idleHandles.size() < kIdleHandles) {
        curl_easy_reset(easy); // every option is set again by the next transfer
        m_idleHandles.push_back(easy);
        exchange->easy = nullptr;
    }
    std::shared_ptr<ResponseObserver> observer = std::move(exchange->observer);
    TransferResult finished = std::move(result); // the exchange is freed below
    m_active.erase(exchange->id); // frees the header list, and the easy handle unless it was kept above
    --m_inFlight;
    observer->onFinished(finished);
}

void CurlTransport::drainFinished()
{
    for (const std::unique_ptr<CurlShard> &shard : m_shards) {
        int queued = 0;
        while (CURLMsg *message = curl_multi_info_read(shard->multi, &queued)) {
            if (message->msg != CURLMSG_DONE)
                continue;
            CurlExchange *exchange = nullptr;
            curl_easy_getinfo(message->easy_handle, CURLINFO_PRIVATE, &exchange);
            if (exchange)
                finishExchange(exchange, int(message->data.result));
        }
    }
}

void CurlTransport::loop()
{
    constexpr int kMaxEvents = 256;
    // Deadlines are looked at every few ms, not per event: with a thousand streams a scan per
    // event would cost more than the events.
    constexpr std::int64_t kDeadlineCheckNs = 20'000'000;
    epoll_event events[kMaxEvents];
    int running = 0;
    while (!m_stopping) {
        addPending();
        removeCancelled();
        std::int64_t now = monoNowNs();
        if (now >= m_nextDeadlineCheckNs) {
            checkDeadlines(now);
            m_nextDeadlineCheckNs = now + kDeadlineCheckNs;
        }
        drainFinished();
        if (m_stopping)
            break;

        long waitMs = long(kDeadlineCheckNs / 1'000'000);
        for (const std::unique_ptr<CurlShard> &shard : m_shards) {
            if (shard->timerNs >= 0)
                waitMs = std::min(waitMs, long(std::max<std::int64_t>(0, (shard->timerNs - now + 999'999) / 1'000'000)));
        }
        const int ready = epoll_wait(m_epoll, events, kMaxEvents, int(waitMs));
        for (int i = 0; i < ready; ++i) {
            const std::uint32_t key = std::uint32_t(events[i].data.u64 >> 32);
            const int fd = int(std::uint32_t(events[i].data.u64));
            if (key == 0) { // the wake fd
                std::uint64_t count = 0;
                [[maybe_unused]] const auto got = ::read(m_wakeFd, &count, sizeof count);
                continue;
            }
            int flags = 0;
            if (events[i].events & (EPOLLIN | EPOLLHUP | EPOLLRDHUP))
                flags |= CURL_CSELECT_IN;
            if (events[i].events & EPOLLOUT)
                flags |= CURL_CSELECT_OUT;
            if (events[i].events & EPOLLERR)
                flags |= CURL_CSELECT_ERR;
            if (key <= m_shards.size())
                curl_multi_socket_action(m_shards[key - 1]->multi, fd, flags, &running);
        }
        // curl's own timers: connect timeouts, the first kick of a new transfer, ...
        now = monoNowNs();
        for (const std::unique_ptr<CurlShard> &shard : m_shards) { // only addPending() adds shards
            if (shard->timerNs >= 0 && now >= shard->timerNs) {
                shard->timerNs = -1;
                curl_multi_socket_action(shard->multi, CURL_SOCKET_TIMEOUT, 0, &running);
            }
        }
    }
    // Shutting down: whatever is still running or queued ends as cancelled, and is told so.
    addPending();
    drainFinished();
    std::vector<CurlExchange *> remaining;
    for (auto &[id, exchange] : m_active)
        remaining.push_back(exchange.get());
    for (CurlExchange *exchange : remaining)
        abortExchange(exchange, TransferError::Cancelled, "transport shut down");
    for (void *easy : m_idleHandles)
        curl_easy_cleanup(static_cast<CURL *>(easy));
    m_idleHandles.clear();
}

} // namespace ttft
