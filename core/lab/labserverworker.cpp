#include "labserverworker.h"

#include "labchatexchange.h"
#include "labconnection.h"
#include "labrandom.h"
#include "labscheduler.h"
#include "labtruthlog.h"
#include "openaibodies.h"
#include "prompttokenestimator.h"

#include "base/i18n.h"

#include <QDateTime>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpServer>
#include <QTcpSocket>
#include <QUrlQuery>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ttft {

namespace {

const QString kInvalidRequest = QStringLiteral("invalid_request_error");

// Reads a numeric X-Lab-* header. Absent: true with `value` untouched; invalid: false.
bool numberHeader(const LabHttpRequest &request, QByteArrayView name, double min, double max,
                  std::optional<double> &value)
{
    const QByteArray text = request.header(name);
    if (text.isEmpty())
        return true;
    bool ok = false;
    const double number = text.toDouble(&ok);
    if (!ok || !std::isfinite(number) || number < min || number > max)
        return false;
    value = number;
    return true;
}

bool integerHeader(const LabHttpRequest &request, QByteArrayView name, int min, int max, std::optional<int> &value)
{
    const QByteArray text = request.header(name);
    if (text.isEmpty())
        return true;
    bool ok = false;
    const qlonglong number = text.toLongLong(&ok);
    if (!ok || number < min || number > max)
        return false;
    value = int(number);
    return true;
}

QString latin1(QByteArrayView bytes)
{
    return QString::fromLatin1(bytes.data(), bytes.size());
}

} // namespace

LabServerWorker::LabServerWorker(const LabConfig &config, std::shared_ptr<LabTruthLog> truth)
    : m_config(config)
    , m_truth(std::move(truth))
{
}

LabServerWorker::~LabServerWorker()
{
    shutdown();
}

bool LabServerWorker::listen(QString *error)
{
    m_scheduler = new LabScheduler(m_config.preciseWakeups, this);
    m_server = new QTcpServer(this);
    // A thousand clients connecting at once must not overflow the accept queue (default 50).
    m_server->setListenBacklogSize(4096);
    connect(m_server, &QTcpServer::newConnection, this, &LabServerWorker::onNewConnection);
    if (!m_server->listen(QHostAddress::LocalHost, m_config.port)) {
        if (error) {
            *error = Tr::tr("Cannot listen on 127.0.0.1:%1: %2").arg(m_config.port).arg(m_server->errorString());
        }
        return false;
    }
    m_port = m_server->serverPort();
    return true;
}

void LabServerWorker::shutdown()
{
    if (m_server)
        m_server->close();
    // Connections first: their exchanges cancel timers in the scheduler and record their end.
    const QList<LabConnection *> connections = findChildren<LabConnection *>(Qt::FindDirectChildrenOnly);
    qDeleteAll(connections);
    delete m_server;
    m_server = nullptr;
    delete m_scheduler;
    m_scheduler = nullptr;
}

void LabServerWorker::onNewConnection()
{
    while (QTcpSocket *socket = m_server->nextPendingConnection()) {
        ++m_connections;
        new LabConnection(socket, ++m_connectionSerial, *this);
    }
}

QByteArray LabServerWorker::newRequestId()
{
    return QByteArrayLiteral("lab-") + QByteArray::number(++m_requestCounter).rightJustified(6, '0');
}

std::unique_ptr<LabChatExchange> LabServerWorker::route(LabConnection &connection, LabHttpRequest request,
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

    if (path == "/v1/chat/completions") {
        if (request.method != "POST") {
            wrongMethod("POST");
            return nullptr;
        }
        LabTruth truth;
        truth.requestId = requestId.toStdString();
        truth.connectionSerial = connection.serial();
        truth.requestOnConnection = requestOnConnection;
        truth.connectionReused = requestOnConnection > 0;
        truth.firstRequestByteNs = request.firstByteNs;
        truth.requestCompleteNs = request.completeNs;
        truth.inFlightAtStart = m_inFlight;
        return chatCompletion(connection, request, requestId, truth, startNs);
    }
    const bool get = request.method == "GET";
    if (path == "/v1/models") {
        if (!get)
            wrongMethod("GET");
        else
            connection.sendResponse(200, "application/json",
                                    openai::modelList(m_config.models, QDateTime::currentSecsSinceEpoch()), requestId);
    } else if (path == "/lab/truth") {
        if (!get)
            wrongMethod("GET");
        else
            serveTruth(connection, request, requestId);
    } else if (path == "/health") {
        if (!get)
            wrongMethod("GET");
        else
            serveHealth(connection, requestId);
    } else {
        connection.sendError(404, QStringLiteral("Invalid URL (%1 %2)").arg(latin1(request.method), latin1(path)),
                             kInvalidRequest, {}, requestId);
    }
    return nullptr;
}

std::unique_ptr<LabChatExchange> LabServerWorker::chatCompletion(LabConnection &connection, LabHttpRequest &request,
                                                                 const QByteArray &requestId, LabTruth &truth,
                                                                 std::int64_t startNs)
{
    // Errors are answered at once and recorded like any other request.
    const auto reject = [&](int status, const QString &message, const QString &type, const QString &code,
                            const LabHeaders &extraHeaders = {}) -> std::unique_ptr<LabChatExchange> {
        truth.acceptedNs = monoNowNs();
        truth.httpStatus = status;
        truth.outcome = LabOutcome::HttpError;
        m_truth->addAround(truth, [&] {
            truth.lastByteWrittenNs = connection.sendError(status, message, type, code, requestId, extraHeaders);
        });
        return nullptr;
    };

    // The body is read first, leniently, so that even rejected requests are recorded with their model.
    QJsonParseError parseError{};
    const QJsonDocument document = QJsonDocument::fromJson(request.body, &parseError);
    const QJsonObject body = document.object();
    const QString modelName = body.value(QLatin1String("model")).toString();
    truth.model = modelName.toStdString();
    truth.stream = body.value(QLatin1String("stream")).toBool(false);

    const QByteArray faultName = request.header("x-lab-fault");
    const std::optional<LabFault> fault = faultName.isEmpty()
        ? std::optional<LabFault>(LabFault::None)
        : labFaultFromName(std::string_view(faultName.constData(), std::size_t(faultName.size())));
    truth.fault = fault ? std::string(labFaultName(*fault)) : faultName.toStdString();

    if (!m_config.apiKey.empty()
        && request.header("authorization") != QByteArrayLiteral("Bearer ") + QByteArray::fromStdString(m_config.apiKey)) {
        return reject(401, QStringLiteral("Incorrect API key provided."), kInvalidRequest,
                      QStringLiteral("invalid_api_key"));
    }
    if (!fault) {
        return reject(400,
                      QStringLiteral("Unknown X-Lab-Fault \"%1\"; known: %2.")
                          .arg(latin1(faultName), QString::fromLatin1(labFaultNames().data(),
                                                                      qsizetype(labFaultNames().size()))),
                      kInvalidRequest, QStringLiteral("unknown_lab_fault"));
    }
    switch (*fault) {
    case LabFault::Http401:
        return reject(401, QStringLiteral("Incorrect API key provided."), kInvalidRequest,
                      QStringLiteral("invalid_api_key"));
    case LabFault::Http429:
        return reject(429, QStringLiteral("Rate limit reached for requests. Please try again in 1s."),
                      QStringLiteral("requests"), QStringLiteral("rate_limit_exceeded"),
                      {{QByteArrayLiteral("Retry-After"), QByteArrayLiteral("1")}});
    case LabFault::Http500:
        return reject(500, QStringLiteral("The server had an error while processing your request."),
                      QStringLiteral("server_error"), {});
    default:
        break;
    }

    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        return reject(400, QStringLiteral("We could not parse the JSON body of your request."), kInvalidRequest, {});
    }
    if (modelName.isEmpty())
        return reject(400, QStringLiteral("You must provide a model parameter."), kInvalidRequest, {});
    const LabModel *model = m_config.findModel(truth.model);
    if (!model) {
        return reject(404, QStringLiteral("The model `%1` does not exist or you do not have access to it.").arg(modelName),
                      kInvalidRequest, QStringLiteral("model_not_found"));
    }
    const QJsonValue messages = body.value(QLatin1String("messages"));
    if (!messages.isArray() || messages.toArray().isEmpty())
        return reject(400, QStringLiteral("'messages' must be a non-empty array."), kInvalidRequest, {});

    std::optional<int> maxTokens;
    for (const QLatin1String key : {QLatin1String("max_completion_tokens"), QLatin1String("max_tokens")}) {
        const QJsonValue value = body.value(key);
        if (value.isUndefined() || value.isNull())
            continue;
        const double number = value.toDouble(-1);
        if (!value.isDouble() || number < 1 || number != std::floor(number) || number > 1e9)
            return reject(400, QStringLiteral("'%1' must be a positive integer.").arg(key), kInvalidRequest, {});
        maxTokens = int(number);
        break;
    }

    LabOverrides overrides;
    std::optional<int> faultAfter;
    std::optional<std::uint64_t> seed;
    const QByteArray seedText = request.header("x-lab-seed");
    if (!seedText.isEmpty()) {
        bool ok = false;
        seed = seedText.toULongLong(&ok);
        if (!ok)
            return reject(400, QStringLiteral("Invalid X-Lab-Seed value."), kInvalidRequest, {});
    }
    if (!numberHeader(request, "x-lab-first-token-ms", 0, 3'600'000, overrides.firstTokenMs)
        || !numberHeader(request, "x-lab-tpot-ms", 0, 60'000, overrides.tpotMs)
        || !integerHeader(request, "x-lab-output-tokens", 0, 10'000'000, overrides.outputTokens)
        || !integerHeader(request, "x-lab-fault-after-tokens", 0, std::numeric_limits<int>::max(), faultAfter)) {
        return reject(400, QStringLiteral("Invalid X-Lab-* header value."), kInvalidRequest, {});
    }

    LabChatSpec spec;
    spec.requestId = requestId;
    spec.model = modelName.toUtf8();
    spec.fault = *fault;
    spec.faultAfterTokens = faultAfter.value_or(m_config.faultAfterTokens);
    spec.stream = truth.stream;
    spec.includeUsage = body.value(QLatin1String("stream_options")).toObject().value(QLatin1String("include_usage")).toBool();
    spec.promptTokens = estimateChatPromptTokens(messages.toArray());
    spec.startNs = startNs;
    const std::uint64_t serverSeed = seed.value_or(m_config.seed);
    spec.timingRandom = LabRandom(LabRandom::seedFor(serverSeed, truth.requestId, 0));
    spec.textSeed = LabRandom::seedFor(serverSeed, truth.requestId, 1);
    spec.plan = LatencyModel::plan(*model, spec.promptTokens, maxTokens, overrides, spec.timingRandom);

    truth.promptTokens = spec.promptTokens;
    ++m_inFlight;
    return std::make_unique<LabChatExchange>(*this, connection, std::move(spec), std::move(truth));
}

void LabServerWorker::serveTruth(LabConnection &connection, const LabHttpRequest &request, const QByteArray &requestId)
{
    const QUrlQuery query(QString::fromUtf8(request.query));
    QJsonArray records;
    if (query.hasQueryItem(QStringLiteral("request_id"))) {
        const QString wanted = query.queryItemValue(QStringLiteral("request_id"), QUrl::FullyDecoded);
        if (const std::optional<LabTruth> truth = m_truth->find(wanted.toStdString()))
            records.append(truth->toJson());
    } else {
        bool limited = false;
        const int limit = query.queryItemValue(QStringLiteral("limit")).toInt(&limited);
        for (const LabTruth &truth : m_truth->snapshot(limited && limit >= 0 ? std::size_t(limit) : SIZE_MAX))
            records.append(truth.toJson());
    }
    connection.sendResponse(200, "application/json", QJsonDocument(records).toJson(QJsonDocument::Compact), requestId);
}

void LabServerWorker::serveHealth(LabConnection &connection, const QByteArray &requestId)
{
    const QJsonObject health{
        {QStringLiteral("status"), QStringLiteral("ok")},
        {QStringLiteral("in_flight"), m_inFlight},
        {QStringLiteral("connections"), m_connections},
        {QStringLiteral("precise_wakeups"), m_scheduler->usesTimerFd()},
        {QStringLiteral("scheduler"),
         QJsonObject{
             {QStringLiteral("wake_ups"), qint64(m_scheduler->wakeUps())},
             {QStringLiteral("callbacks"), qint64(m_scheduler->callbacks())},
             {QStringLiteral("busy_ms"), double(m_scheduler->busyNs()) / 1e6},
         }},
    };
    connection.sendResponse(200, "application/json", QJsonDocument(health).toJson(QJsonDocument::Compact), requestId);
}

} // namespace ttft
