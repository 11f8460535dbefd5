#include "labserverworker.h"

#include "base/monoclock.h"

#include "labasr.h"
#include "labrealtimeasr.h"
#include "labchatexchange.h"
#include "labchatrequest.h"
#include "labconnection.h"
#include "laberrorbodies.h"
#include "lablistener.h"
#include "labmetrics.h"
#include "labmodelstate.h"
#include "labpoller.h"
#include "labscheduler.h"
#include "labservercontext.h"
#include "labtruthlog.h"
#include "labttsexchange.h"
#include "labttsrequest.h"
#include "labttstruthlog.h"
#include "openaibodies.h"

#include "base/i18n.h"

#include <QDateTime>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>
#include <QTimer>
#include <QUrlQuery>

#include <algorithm>
#include <utility>

#include <unistd.h>

namespace ttft {

namespace {

const QString kInvalidRequest = QStringLiteral("invalid_request_error");

QString latin1(QByteArrayView bytes)
{
    return QString::fromLatin1(bytes.data(), bytes.size());
}

} // namespace

LabServerWorker::LabServerWorker(std::shared_ptr<LabServerContext> context, int index)
    : m_context(std::move(context))
    , m_index(index)
{
}

LabServerWorker::~LabServerWorker()
{
    shutdown();
}

const LabConfig &LabServerWorker::config() const
{
    return m_context->config();
}

LabTruthLog &LabServerWorker::truthLog()
{
    return m_context->truthLog();
}

bool LabServerWorker::prepare()
{
    m_scheduler = new LabScheduler(config().preciseWakeups, m_context->loopStats(m_index), this);
    m_poller = new LabPoller(this);
    if (m_index == 0)
        m_context->setPreciseWakeups(m_scheduler->usesTimerFd());
    return m_poller->isValid();
}

bool LabServerWorker::listen(const std::vector<LabServerWorker *> &workers, QString *error)
{
    m_workers = workers;
    const auto handOn = [this](qintptr descriptor) {
        // Round robin: with keep-alive clients, connections are long-lived and alike.
        LabServerWorker *target = m_workers[m_nextWorker++ % m_workers.size()];
        if (target == this)
            adopt(descriptor);
        else
            QMetaObject::invokeMethod(target, [target, descriptor] { target->adopt(descriptor); }, Qt::QueuedConnection);
    };
    m_listener = new LabListener([this, handOn](qintptr descriptor) {
        if (config().fault != LabFault::SlowAccept) {
            handOn(descriptor);
            return;
        }
        // The kernel has completed the handshake: the client's request waits unread, as behind a
        // server that is late to call accept(2).
        m_delayedAccepts.push_back(descriptor);
        QTimer::singleShot(config().slowAcceptMs, this, [this, handOn, descriptor] {
            const auto it = std::find(m_delayedAccepts.begin(), m_delayedAccepts.end(), descriptor);
            if (it == m_delayedAccepts.end())
                return; // shut down meanwhile
            m_delayedAccepts.erase(it);
            handOn(descriptor);
        });
    }, this);
    // A thousand clients connecting at once must not overflow the accept queue (default 50).
    m_listener->setListenBacklogSize(4096);
    if (!m_listener->listen(QHostAddress::LocalHost, config().port)) {
        if (error)
            *error = Tr::tr("Cannot listen on 127.0.0.1:%1: %2").arg(config().port).arg(m_listener->errorString());
        return false;
    }
    m_port = m_listener->serverPort();
    return true;
}

void LabServerWorker::shutdown()
{
    if (m_listener)
        m_listener->close();
    for (const qintptr descriptor : std::exchange(m_delayedAccepts, {}))
        ::close(int(descriptor));
    // Connections first: their exchanges cancel timers in the scheduler and record their end.
    const QList<LabConnection *> connections = findChildren<LabConnection *>(Qt::FindDirectChildrenOnly);
    qDeleteAll(connections);
    delete m_listener;
    m_listener = nullptr;
    delete m_scheduler;
    m_scheduler = nullptr;
    delete m_poller;
    m_poller = nullptr;
}

void LabServerWorker::adopt(qintptr descriptor)
{
    if (!m_scheduler) { // shut down meanwhile
        ::close(int(descriptor));
        return;
    }
    m_context->connectionOpened();
    new LabConnection(descriptor, m_context->newConnectionSerial(), *this);
}

void LabServerWorker::connectionClosed()
{
    m_context->connectionClosed();
}

QByteArray LabServerWorker::newRequestId()
{
    return m_context->newRequestId();
}

void LabServerWorker::registerWaiting(std::uint64_t exchangeId, LabChatExchange *exchange)
{
    m_waiting.emplace(exchangeId, exchange);
}

void LabServerWorker::unregisterWaiting(std::uint64_t exchangeId)
{
    m_waiting.erase(exchangeId);
}

std::int64_t LabServerWorker::leaveModel(LabModelState &model, const std::shared_ptr<LabQueueTicket> &ticket)
{
    const std::int64_t nowNs = monoNowNs();
    const LabModelState::Admitted leaving = model.leave(ticket, nowNs);
    for (const auto &[next, nextAdmission] : leaving) {
        LabServerWorker *target = next->worker;
        const std::uint64_t id = next->exchangeId;
        const LabAdmission admission = nextAdmission; // a structured binding cannot be captured (clang 14)
        if (target == this) {
            admitted(id, admission);
        } else {
            QMetaObject::invokeMethod(target, [target, id, admission] { target->admitted(id, admission); },
                                      Qt::QueuedConnection);
        }
    }
    return nowNs;
}

void LabServerWorker::admitted(std::uint64_t exchangeId, const LabAdmission &admission)
{
    const auto it = m_waiting.find(exchangeId);
    if (it == m_waiting.end())
        return; // it ended meanwhile (and gave its place back)
    LabChatExchange *exchange = it->second;
    m_waiting.erase(it);
    exchange->onAdmitted(admission);
}

void LabServerWorker::exchangeEnded()
{
    m_context->exchangeEnded();
}

std::unique_ptr<LabExchange> LabServerWorker::route(LabConnection &connection, LabHttpRequest request,
                                                    int requestOnConnection, std::int64_t startNs)
{
    // The id is echoed in our response head: take only a plain token, never control bytes.
    QByteArray requestId = request.header("x-request-id");
    const bool usable = !requestId.isEmpty() && requestId.size() <= 200
        && std::all_of(requestId.begin(), requestId.end(), [](char c) { return c > 0x20 && c < 0x7f; });
    if (!usable)
        requestId = newRequestId();

    const QByteArray &path = request.path;
    const auto wrongMethod = [&](QByteArrayView allowed) {
        connection.sendError(405,
                             QStringLiteral("Method %1 is not allowed on %2.").arg(latin1(request.method), latin1(path)),
                             kInvalidRequest, {}, requestId, {{QByteArrayLiteral("Allow"), allowed.toByteArray()}});
    };

    if (const std::optional<LabRoute> generation = labRouteForPath(path)) {
        if (request.method != "POST") {
            const QString message = QStringLiteral("Method %1 is not allowed on %2.").arg(latin1(request.method), latin1(path));
            connection.sendResponse(405, "application/json",
                                    labErrorBody(generation->dialect, 405, message, kInvalidRequest, {}, requestId),
                                    requestId, {{QByteArrayLiteral("Allow"), QByteArrayLiteral("POST")}});
            return nullptr;
        }
        return generate(connection, request, *generation, requestId, requestOnConnection, startNs);
    }
    if (labPathWithoutVersion(path) == "/audio/speech") {
        if (request.method != "POST") {
            wrongMethod("POST");
            return nullptr;
        }
        return speak(connection, request, requestId, requestOnConnection, startNs);
    }
    if (labPathWithoutVersion(path) == "/realtime") {
        // OpenAI's Realtime API, for transcription (lab/labrealtimeasr.h).
        QByteArray key;
        QString problem;
        if (!labWebSocketRequest(request, key, problem)) {
            connection.sendResponse(400, "application/json",
                                    labErrorBody(LabDialect::OpenAiChat, 400, problem, kInvalidRequest, {}, requestId), requestId);
            return nullptr;
        }
        LabAsrTruth truth;
        truth.requestId = requestId.toStdString();
        truth.firstRequestByteNs = request.firstByteNs;
        bool ok = false;
        const double delay = request.header("x-lab-asr-delay-ms").toDouble(&ok);
        return std::make_unique<LabRealtimeAsrExchange>(*this, connection, requestId, key, std::move(truth),
                                                        ok && delay >= 0 && delay <= 60'000 ? delay : -1.0);
    }
    if (labPathWithoutVersion(path) == "/audio/transcriptions") {
        if (request.method != "POST") {
            wrongMethod("POST");
            return nullptr;
        }
        return transcribe(connection, request, requestId, startNs);
    }
    const bool get = request.method == "GET";
    if (labPathWithoutVersion(path) == "/models") {
        if (!get)
            wrongMethod("GET");
        else
            connection.sendResponse(200, "application/json",
                                    openai::modelList(config().models, QDateTime::currentSecsSinceEpoch()), requestId);
    } else if (path == "/lab/truth") {
        if (!get)
            wrongMethod("GET");
        else
            serveTruth(connection, request, requestId);
    } else if (path == "/lab/time") {
        // A reference clock for the shards of one run (engine/clockprobe.h), read as the request is
        // answered: NTP's servers stamp their answers the same way, so the client bounds the offset
        // by the round trip (Cristian's method).
        if (!get)
            wrongMethod("GET");
        else
            connection.sendResponse(200, "application/json",
                                    QByteArrayLiteral("{\"unix_time_ns\":") + QByteArray::number(qint64(wallClockNs())) + '}',
                                    requestId);
    } else if (path == "/health") {
        if (!get)
            wrongMethod("GET");
        else
            serveHealth(connection, requestId);
    } else if (path == "/metrics") {
        if (!get)
            wrongMethod("GET");
        else
            serveMetrics(connection, requestId);
    } else {
        connection.sendError(404, QStringLiteral("Invalid URL (%1 %2)").arg(latin1(request.method), latin1(path)),
                             kInvalidRequest, {}, requestId);
    }
    return nullptr;
}

std::unique_ptr<LabExchange> LabServerWorker::generate(LabConnection &connection, const LabHttpRequest &request,
                                                       const LabRoute &route, const QByteArray &requestId,
                                                       int requestOnConnection, std::int64_t startNs)
{
    // Anthropic names its request ids in a header of its own; the same id, as in every dialect.
    LabHeaders dialectHeaders;
    if (route.dialect == LabDialect::Anthropic)
        dialectHeaders.emplace_back(QByteArrayLiteral("request-id"), requestId);

    LabTruth truth;
    truth.requestId = requestId.toStdString();
    truth.connectionSerial = connection.serial();
    truth.requestOnConnection = requestOnConnection;
    truth.connectionReused = requestOnConnection > 0;
    truth.firstRequestByteNs = request.firstByteNs;
    truth.requestCompleteNs = request.completeNs;
    truth.queueEnterNs = startNs;

    LabChatSpec spec;
    if (const std::optional<LabChatRefusal> refused = readChatRequest(request, route, *m_context, spec, truth)) {
        // Answered at once, in the dialect's error shape, and recorded like any other request.
        truth.acceptedNs = monoNowNs();
        truth.httpStatus = refused->status;
        truth.outcome = LabOutcome::HttpError;
        truth.inFlightAtStart = m_context->inFlight();
        LabHeaders headers = refused->extraHeaders;
        headers.insert(headers.end(), dialectHeaders.begin(), dialectHeaders.end());
        const QByteArray body = refused->html ? labHtmlErrorPage(refused->status)
                                              : labErrorBody(route.dialect, refused->status, refused->message,
                                                             refused->type, refused->code, requestId);
        const QByteArrayView contentType = refused->html ? QByteArrayView("text/html") : QByteArrayView("application/json");
        m_context->truthLog().addAround(truth, [&] {
            truth.lastByteWrittenNs = connection.sendResponse(refused->status, contentType, body, requestId, headers);
        });
        if (LabModelState *model = m_context->modelState(truth.model))
            model->countOutcome(LabOutcome::HttpError);
        else
            m_context->countUnroutedRejection();
        return nullptr;
    }
    spec.requestId = requestId;
    spec.responseHeaders = std::move(dialectHeaders);
    spec.startNs = startNs;
    truth.inFlightAtStart = m_context->inFlightThenAdd();
    return std::make_unique<LabChatExchange>(*this, connection, std::move(spec), std::move(truth));
}

std::unique_ptr<LabExchange> LabServerWorker::speak(LabConnection &connection, const LabHttpRequest &request,
                                                    const QByteArray &requestId, int requestOnConnection,
                                                    std::int64_t startNs)
{
    LabTtsTruth truth;
    truth.requestId = requestId.toStdString();
    truth.connectionSerial = connection.serial();
    truth.requestOnConnection = requestOnConnection;
    truth.firstRequestByteNs = request.firstByteNs;
    truth.requestCompleteNs = request.completeNs;
    truth.startNs = startNs;

    LabTtsSpec spec;
    if (const std::optional<LabChatRefusal> refused = readTtsRequest(request, config(), spec, truth)) {
        truth.httpStatus = refused->status;
        truth.outcome = LabOutcome::HttpError;
        const QByteArray body = refused->html ? labHtmlErrorPage(refused->status)
                                              : labErrorBody(LabDialect::OpenAiChat, refused->status, refused->message,
                                                             refused->type, refused->code, requestId);
        const QByteArrayView contentType = refused->html ? QByteArrayView("text/html") : QByteArrayView("application/json");
        m_context->ttsTruthLog().addAround(truth, [&] {
            truth.lastByteWrittenNs = connection.sendResponse(refused->status, contentType, body, requestId,
                                                              refused->extraHeaders);
        });
        return nullptr;
    }
    spec.requestId = requestId;
    spec.startNs = startNs;
    return std::make_unique<LabTtsExchange>(*this, connection, std::move(spec), std::move(truth));
}

std::unique_ptr<LabExchange> LabServerWorker::transcribe(LabConnection &connection, const LabHttpRequest &request,
                                                         const QByteArray &requestId, std::int64_t startNs)
{
    LabAsrTruth truth;
    truth.requestId = requestId.toStdString();
    truth.firstRequestByteNs = request.firstByteNs;
    truth.requestCompleteNs = request.completeNs;
    LabAsrSpec spec;
    if (const std::optional<LabChatRefusal> refused = readAsrRequest(request, config(), spec, truth)) {
        truth.httpStatus = refused->status;
        truth.outcome = LabOutcome::HttpError;
        m_context->asrTruthLog().addAround(truth, [&] {
            truth.lastByteWrittenNs = connection.sendResponse(
                refused->status, "application/json",
                labErrorBody(LabDialect::OpenAiChat, refused->status, refused->message, refused->type, refused->code, requestId),
                requestId);
        });
        return nullptr;
    }
    spec.requestId = requestId;
    spec.startNs = startNs;
    return std::make_unique<LabAsrExchange>(*this, connection, std::move(spec), std::move(truth));
}

void LabServerWorker::serveTruth(LabConnection &connection, const LabHttpRequest &request, const QByteArray &requestId)
{
    const QUrlQuery query(QString::fromUtf8(request.query));
    const QString kind = query.queryItemValue(QStringLiteral("kind"));
    if (kind == QLatin1String("tts")) {
        serveTtsTruth(connection, query, requestId);
        return;
    }
    if (!kind.isEmpty() && kind != QLatin1String("chat")) {
        connection.sendError(400, QStringLiteral("Unknown kind \"%1\": \"chat\" (the default) or \"tts\".").arg(kind),
                             kInvalidRequest, {}, requestId);
        return;
    }
    QJsonArray records;
    if (query.hasQueryItem(QStringLiteral("request_id"))) {
        const QString wanted = query.queryItemValue(QStringLiteral("request_id"), QUrl::FullyDecoded);
        if (const std::optional<LabTruth> truth = truthLog().find(wanted.toStdString()))
            records.append(truth->toJson());
    } else {
        bool limited = false;
        const int limit = query.queryItemValue(QStringLiteral("limit")).toInt(&limited);
        for (const LabTruth &truth : truthLog().snapshot(limited && limit >= 0 ? std::size_t(limit) : SIZE_MAX))
            records.append(truth.toJson());
    }
    connection.sendResponse(200, "application/json", QJsonDocument(records).toJson(QJsonDocument::Compact), requestId);
}

void LabServerWorker::serveTtsTruth(LabConnection &connection, const QUrlQuery &query, const QByteArray &requestId)
{
    QJsonArray records;
    LabTtsTruthLog &log = m_context->ttsTruthLog();
    if (query.hasQueryItem(QStringLiteral("request_id"))) {
        const QString wanted = query.queryItemValue(QStringLiteral("request_id"), QUrl::FullyDecoded);
        if (const std::optional<LabTtsTruth> truth = log.find(wanted.toStdString()))
            records.append(truth->toJson());
    } else {
        bool limited = false;
        const int limit = query.queryItemValue(QStringLiteral("limit")).toInt(&limited);
        for (const LabTtsTruth &truth : log.snapshot(limited && limit >= 0 ? std::size_t(limit) : SIZE_MAX))
            records.append(truth.toJson());
    }
    connection.sendResponse(200, "application/json", QJsonDocument(records).toJson(QJsonDocument::Compact), requestId);
}

void LabServerWorker::serveHealth(LabConnection &connection, const QByteArray &requestId)
{
    std::uint64_t wakeUps = 0;
    std::uint64_t callbacks = 0;
    std::int64_t busyNs = 0;
    for (int thread = 0; thread < m_context->threadCount(); ++thread) {
        const LabLoopStats &stats = m_context->loopStats(thread);
        wakeUps += stats.wakeUps.load(std::memory_order_relaxed);
        callbacks += stats.callbacks.load(std::memory_order_relaxed);
        busyNs += stats.busyNs.load(std::memory_order_relaxed);
    }
    QJsonObject models;
    for (const std::unique_ptr<LabModelState> &model : m_context->modelStates()) {
        models.insert(QString::fromStdString(model->model().name),
                      QJsonObject{{QStringLiteral("running"), model->running()},
                                  {QStringLiteral("waiting"), model->waiting()}});
    }
    const QJsonObject health{
        {QStringLiteral("status"), QStringLiteral("ok")},
        {QStringLiteral("in_flight"), m_context->inFlight()},
        {QStringLiteral("max_in_flight"), m_context->maxInFlight()},
        {QStringLiteral("connections"), m_context->connections()},
        {QStringLiteral("threads"), m_context->threadCount()},
        {QStringLiteral("precise_wakeups"), m_context->preciseWakeups()},
        {QStringLiteral("kernel_timestamps"), config().kernelTimestamps},
        {QStringLiteral("models"), models},
        {QStringLiteral("scheduler"),
         QJsonObject{
             {QStringLiteral("wake_ups"), qint64(wakeUps)},
             {QStringLiteral("callbacks"), qint64(callbacks)},
             {QStringLiteral("busy_ms"), double(busyNs) / 1e6},
         }},
    };
    connection.sendResponse(200, "application/json", QJsonDocument(health).toJson(QJsonDocument::Compact), requestId);
}

void LabServerWorker::serveMetrics(LabConnection &connection, const QByteArray &requestId)
{
    connection.sendResponse(200, "text/plain; version=0.0.4; charset=utf-8", renderLabMetrics(*m_context), requestId);
}

} // namespace ttft
