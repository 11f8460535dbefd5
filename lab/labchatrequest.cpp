#include "labchatrequest.h"

#include "labchatexchange.h"
#include "labdialectrequest.h"
#include "labmodelstate.h"
#include "labrecording.h"
#include "labrequestheaders.h"
#include "labservercontext.h"
#include "prompttokenestimator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrlQuery>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ttft {

namespace {

QString latin1(QByteArrayView bytes)
{
    return QString::fromLatin1(bytes.data(), bytes.size());
}

bool keyMatches(const LabHttpRequest &request, const std::string &apiKey)
{
    const QByteArray key = QByteArray::fromStdString(apiKey);
    if (request.header("authorization") == QByteArrayLiteral("Bearer ") + key || request.header("x-api-key") == key
        || request.header("x-goog-api-key") == key) {
        return true;
    }
    const QUrlQuery query(QString::fromUtf8(request.query));
    return query.queryItemValue(QStringLiteral("key"), QUrl::FullyDecoded).toUtf8() == key;
}

QString unknownModelMessage(LabDialect dialect, const QString &model)
{
    switch (dialect) {
    case LabDialect::Anthropic: return QStringLiteral("model: %1").arg(model);
    case LabDialect::OllamaChat:
    case LabDialect::OllamaGenerate: return QStringLiteral("model \"%1\" not found, try pulling it first").arg(model);
    case LabDialect::Gemini:
        return QStringLiteral("models/%1 is not found for API version v1beta, or is not supported for generateContent.")
            .arg(model);
    default: return QStringLiteral("The model `%1` does not exist or you do not have access to it.").arg(model);
    }
}

// The 5xx fault answers: OpenAI's server_error, or a web server's HTML page for the *-html faults.
LabChatRefusal serverErrorRefusal(int status, const QString &message, LabFault fault)
{
    LabChatRefusal refused = labRefusal(status, message);
    refused.type = QStringLiteral("server_error");
    refused.html = labFaultHtmlBody(fault);
    return refused;
}

} // namespace

LabChatRefusal labRefusal(int status, const QString &message, const QString &code)
{
    LabChatRefusal refused;
    refused.status = status;
    refused.message = message;
    refused.code = code;
    return refused;
}

LabChatRefusal labUnknownFaultRefusal(const QByteArray &faultName)
{
    const std::string_view known = labFaultNames();
    return labRefusal(400,
                      QStringLiteral("Unknown X-Lab-Fault \"%1\"; known: %2.")
                          .arg(latin1(faultName), QString::fromLatin1(known.data(), qsizetype(known.size()))),
                      QStringLiteral("unknown_lab_fault"));
}

std::optional<LabChatRefusal> labHttpFaultRefusal(LabFault fault)
{
    switch (fault) {
    case LabFault::Http401:
        return labRefusal(401, QStringLiteral("Incorrect API key provided."), QStringLiteral("invalid_api_key"));
    case LabFault::Http429: {
        LabChatRefusal refused = labRefusal(429, QStringLiteral("Rate limit reached for requests. Please try again in 1s."),
                                            QStringLiteral("rate_limit_exceeded"));
        refused.type = QStringLiteral("requests");
        refused.extraHeaders = {{QByteArrayLiteral("Retry-After"), QByteArrayLiteral("1")}};
        return refused;
    }
    case LabFault::Http500:
    case LabFault::Http500Html:
        return serverErrorRefusal(500, QStringLiteral("The server had an error while processing your request."), fault);
    case LabFault::Http502:
    case LabFault::Http502Html:
        return serverErrorRefusal(502, QStringLiteral("Bad gateway: the upstream server sent an invalid response."), fault);
    case LabFault::Http503:
    case LabFault::Http503Html: {
        LabChatRefusal refused
            = serverErrorRefusal(503, QStringLiteral("The engine is currently overloaded, please try again later."), fault);
        refused.extraHeaders = {{QByteArrayLiteral("Retry-After"), QByteArrayLiteral("2")}};
        return refused;
    }
    default:
        break;
    }
    return std::nullopt;
}

namespace {

// HTTP 429 as OpenAI words and heads it (its "Rate limits" guide and error codes): which limit,
// its figures, when to try again, and the x-ratelimit-* headers it sends with every answer.
LabChatRefusal rateLimitRefusal(const LabRateLimiter::Decision &decision, const QString &model, std::int64_t tokens)
{
    const bool tokensShort = decision.tokensPerMinute > 0 && decision.remainingTokens < tokens;
    const QString retry = QString::fromStdString(LabRateLimiter::durationText(decision.retryAfterS));
    QString message;
    if (decision.tooLarge)
        message = QStringLiteral("Request too large for %1 on tokens per min (TPM): Limit %2, Requested %3.")
                      .arg(model)
                      .arg(decision.tokensPerMinute)
                      .arg(tokens);
    else if (tokensShort)
        message = QStringLiteral("Rate limit reached for %1 on tokens per min (TPM): Limit %2, Remaining %3, Requested %4. "
                                 "Please try again in %5.")
                      .arg(model)
                      .arg(decision.tokensPerMinute)
                      .arg(decision.remainingTokens)
                      .arg(tokens)
                      .arg(retry);
    else
        message = QStringLiteral("Rate limit reached for %1 on requests per min (RPM): Limit %2, Requested 1. "
                                 "Please try again in %3.")
                      .arg(model)
                      .arg(decision.requestsPerMinute)
                      .arg(retry);
    LabChatRefusal refused = labRefusal(429, message, QStringLiteral("rate_limit_exceeded"));
    refused.type = tokensShort || decision.tooLarge ? QStringLiteral("tokens") : QStringLiteral("requests");
    if (!decision.tooLarge) // retrying cannot help a request larger than the minute
        refused.extraHeaders.emplace_back(QByteArrayLiteral("Retry-After"),
                                          QByteArray::number(std::max(1, int(std::ceil(decision.retryAfterS)))));
    const auto add = [&refused](const char *name, const QByteArray &value) {
        refused.extraHeaders.emplace_back(QByteArray(name), value);
    };
    if (decision.requestsPerMinute > 0) {
        add("x-ratelimit-limit-requests", QByteArray::number(decision.requestsPerMinute));
        add("x-ratelimit-remaining-requests", QByteArray::number(decision.remainingRequests));
        add("x-ratelimit-reset-requests", QByteArray::fromStdString(LabRateLimiter::durationText(decision.resetRequestsS)));
    }
    if (decision.tokensPerMinute > 0) {
        add("x-ratelimit-limit-tokens", QByteArray::number(decision.tokensPerMinute));
        add("x-ratelimit-remaining-tokens", QByteArray::number(decision.remainingTokens));
        add("x-ratelimit-reset-tokens", QByteArray::fromStdString(LabRateLimiter::durationText(decision.resetTokensS)));
    }
    return refused;
}

} // namespace

std::optional<LabChatRefusal> readChatRequest(const LabHttpRequest &request, const LabRoute &route,
                                              const LabServerContext &context, LabChatSpec &spec, LabTruth &truth)
{
    const LabConfig &config = context.config();
    QJsonParseError parseError{};
    const QJsonDocument document = QJsonDocument::fromJson(request.body, &parseError);
    const LabChatAsk ask = readChatAsk(route, document.object(), QString::fromStdString(config.effectiveDefaultModel()));
    const std::shared_ptr<const LabRecording> replay
        = context.replay() && context.replay()->dialect == route.dialect ? context.replay() : nullptr;
    truth.model = ask.model.toStdString();
    truth.dialect = std::string(labDialectName(route.dialect));
    truth.stream = ask.stream || replay; // a recording is a stream
    truth.replayed = replay != nullptr;

    // The lab's own connection faults act before any request is read: none is left for this one.
    const std::optional<LabFault> fault
        = labRequestFault(request, isConnectionFault(config.fault) ? LabFault::None : config.fault, &truth.fault);

    if (!config.apiKey.empty() && !keyMatches(request, config.apiKey))
        return labRefusal(401, QStringLiteral("Incorrect API key provided."), QStringLiteral("invalid_api_key"));
    if (!fault)
        return labUnknownFaultRefusal(request.header("x-lab-fault"));
    if (isConnectionFault(*fault)) {
        const std::string_view name = labFaultName(*fault);
        return labRefusal(400,
                          QStringLiteral("\"%1\" acts on connections, before any request is read: set it as the lab's "
                                         "fault (LabConfig::fault, ttft-bench lab --fault).")
                              .arg(QString::fromLatin1(name.data(), qsizetype(name.size()))),
                          QStringLiteral("unknown_lab_fault"));
    }
    if (std::optional<LabChatRefusal> faulted = labHttpFaultRefusal(*fault))
        return faulted;

    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return labRefusal(400, QStringLiteral("We could not parse the JSON body of your request."));
    if (ask.model.isEmpty())
        return labRefusal(400, QStringLiteral("You must provide a model parameter."));
    LabModelState *modelState = context.modelState(truth.model);
    if (!modelState)
        return labRefusal(404, unknownModelMessage(route.dialect, ask.model), QStringLiteral("model_not_found"));
    if (!ask.problem.isEmpty() && route.dialect == LabDialect::OpenAiChat && modelState->model().engine == "llamacpp") {
        // llama.cpp's server throws on a body without messages, and its handler answers any such
        // exception with HTTP 500 and a server_error (as measured, issue 18).
        LabChatRefusal refused = labRefusal(500, QStringLiteral("'messages' is required"));
        refused.type = QStringLiteral("server_error");
        return refused;
    }
    if (!ask.problem.isEmpty())
        return labRefusal(400, ask.problem);

    LabOverrides overrides;
    std::optional<int> faultAfter;
    std::optional<std::uint64_t> seed;
    if (!labSeedHeader(request, seed))
        return labRefusal(400, QStringLiteral("Invalid X-Lab-Seed value."));
    if (!labNumberHeader(request, "x-lab-first-token-ms", 0, 3'600'000, overrides.firstTokenMs)
        || !labNumberHeader(request, "x-lab-tpot-ms", 0, 60'000, overrides.tpotMs)
        || !labIntegerHeader(request, "x-lab-output-tokens", 0, 10'000'000, overrides.outputTokens)
        || !labIntegerHeader(request, "x-lab-reasoning-tokens", 0, 10'000'000, overrides.reasoningTokens)
        || !labIntegerHeader(request, "x-lab-fault-after-tokens", 0, std::numeric_limits<int>::max(), faultAfter)) {
        return labRefusal(400, QStringLiteral("Invalid X-Lab-* header value."));
    }

    const LabModel &model = modelState->model();
    spec.dialect = route.dialect;
    spec.model = ask.model.toUtf8();
    spec.modelState = modelState;
    spec.fault = *fault;
    spec.faultAfterTokens = faultAfter.value_or(config.faultAfterTokens);
    spec.stream = truth.stream;
    spec.includeUsage = ask.includeUsage;
    // The tools offered are part of the prompt (a chat template renders them ahead of the
    // conversation), so they count and are cached like the rest of it.
    QJsonArray promptMessages = ask.messages;
    if (!ask.toolsText.isEmpty())
        promptMessages.prepend(QJsonObject{{QStringLiteral("role"), QStringLiteral("tools")}, {QStringLiteral("content"), ask.toolsText}});
    if (model.prefixCache) {
        ChatPromptDigest digest = digestChatPrompt(promptMessages, model.prefixCacheBlockTokens);
        spec.promptTokens = digest.tokens + ask.extraPromptTokens;
        spec.prefixBlocks = std::move(digest.blockHashes);
    } else {
        spec.promptTokens = estimateChatPromptTokens(promptMessages) + ask.extraPromptTokens;
    }
    // A prompt over the context is cut silently, as llama.cpp's server did (labmodel.h).
    if (model.contextTokens > 0)
        spec.promptTokens = std::min(spec.promptTokens, model.contextTokens);
    const std::uint64_t serverSeed = seed.value_or(config.seed);
    spec.timingRandom = LabRandom(LabRandom::seedFor(serverSeed, truth.requestId, 0));
    spec.textSeed = LabRandom::seedFor(serverSeed, truth.requestId, 1);
    std::optional<int> maxTokens = ask.maxTokens;
    // llama.cpp's /completion and TGI have no reasoning field the clients read: they answer only.
    if (!labDialectHasReasoning(route.dialect))
        overrides.reasoningTokens = 0;
    if (replay) {
        // One token per recorded write, on the replay's own clock: an exact gap (the pace, or
        // the model's tpot), or the recording's timestamps from its first write on.
        const LabReplay &settings = *config.replay;
        spec.replay = replay;
        spec.replayOriginalPacing = settings.originalPacing;
        maxTokens.reset();
        overrides.outputTokens = int(replay->writes.size());
        overrides.reasoningTokens = 0; // the recording has its own
        if (!overrides.tpotMs)
            overrides.tpotMs = settings.paceMs >= 0 ? settings.paceMs : model.tpotMs;
        if (settings.originalPacing && !overrides.firstTokenMs)
            overrides.firstTokenMs = replay->writes.front().atMs;
    }
    if (ask.forcedTool && !replay) {
        // The answer is the call: one decode step per fragment of its arguments (X-Lab-Output-Tokens
        // does not apply); max_tokens can still cut it short, as it cuts a real one.
        spec.toolCall = std::make_shared<const LabToolCall>(
            makeLabToolCall(*ask.forcedTool, LabRandom::seedFor(serverSeed, truth.requestId, 2)));
        overrides.outputTokens = int(spec.toolCall->pieces.size());
        truth.toolName = spec.toolCall->name.toStdString();
    }
    spec.plan = LatencyModel::plan(model, maxTokens, overrides);
    truth.promptTokens = spec.promptTokens;
    // A hosted API's rate limits, before the queue: a refused request costs the model nothing.
    if (modelState->rateLimiter().limits()) {
        // In 64 bits: max_tokens is the client's, and may be anything up to INT_MAX.
        const std::int64_t tokens = std::int64_t(spec.promptTokens) + ask.maxTokens.value_or(model.outputTokens);
        const LabRateLimiter::Decision decision = modelState->rateLimiter().take(tokens, monoNowNs());
        if (!decision.allowed)
            return rateLimitRefusal(decision, ask.model, tokens);
    }
    return std::nullopt;
}

} // namespace ttft
