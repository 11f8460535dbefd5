#include "importsupport.h"

#include "base/i18n.h"
#include "base/lowercase.h"
#include "wire/jsonnesting.h"

#include <QDateTime>
#include <QTimeZone>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <set>

namespace ttft {

std::int64_t importMsToNs(double ms)
{
    // A file's nonsense (1e300, NaN) must not overflow the stamps it is added to: beyond a million
    // seconds either way a duration is clamped (and shows as absurd, not as a crash).
    constexpr double kLimitMs = 1e9;
    if (!std::isfinite(ms))
        return 0;
    return std::llround(std::clamp(ms, -kLimitMs, kLimitMs) * 1e6);
}

std::int64_t importSecondsToNs(double seconds)
{
    return importMsToNs(seconds * 1000.0);
}

std::optional<std::int64_t> importCount(std::optional<double> value)
{
    if (!value || !std::isfinite(*value) || *value < 0 || *value > 1e15)
        return std::nullopt;
    return std::int64_t(std::llround(*value));
}

int importLevel(double value)
{
    if (!std::isfinite(value))
        return 0;
    return int(std::clamp(value, 0.0, 1e6));
}

void applyImportedTiming(RequestRecord &record, const ImportedTiming &timing)
{
    record.runStartNs = kImportBaseNs;
    record.startNs = kImportBaseNs + importMsToNs(timing.startOffsetMs);
    record.intendedNs = record.startNs; // the tools report no scheduled start apart from the send
    if (timing.ttftMs) {
        record.firstAnswerNs = record.startNs + importMsToNs(*timing.ttftMs);
        record.firstOutputNs = record.firstAnswerNs;
        if (timing.firstOutputMs)
            record.firstOutputNs = std::min(record.firstAnswerNs, record.startNs + importMsToNs(*timing.firstOutputMs));
        record.answerEventNs.clear();
        record.answerEventNs.reserve(timing.itlMs.size() + 1);
        record.answerEventNs.push_back(record.firstAnswerNs);
        std::int64_t at = record.firstAnswerNs;
        for (const double gap : timing.itlMs) {
            at += importMsToNs(gap);
            record.answerEventNs.push_back(at);
        }
        record.answerEvents = int(record.answerEventNs.size());
        if (timing.lastTokenMs)
            record.lastAnswerNs = record.startNs + importMsToNs(*timing.lastTokenMs);
        else if (timing.e2eMs)
            record.lastAnswerNs = record.startNs + importMsToNs(*timing.e2eMs);
        else
            record.lastAnswerNs = record.answerEventNs.back();
    }
    if (timing.e2eMs)
        record.endNs = record.startNs + importMsToNs(*timing.e2eMs);
    else if (record.lastAnswerNs >= 0)
        record.endNs = record.lastAnswerNs;
}

namespace {

bool containsWord(const std::string &lowered, const char *word)
{
    return lowered.find(word) != std::string::npos;
}

} // namespace

ErrorClass classifyImportedError(const std::string &message, int httpStatus)
{
    if (httpStatus == 429)
        return ErrorClass::RateLimited;
    if (httpStatus == 499)
        return ErrorClass::Cancelled; // AIPerf's code for a request it cancelled itself
    if (httpStatus >= 500 && httpStatus < 600)
        return ErrorClass::HttpServer;
    if (httpStatus >= 400 && httpStatus < 500)
        return ErrorClass::HttpClient;

    const std::string lowered = lowerCase(message);
    if (containsWord(lowered, "429") || containsWord(lowered, "too many requests") || containsWord(lowered, "rate limit"))
        return ErrorClass::RateLimited;
    if (containsWord(lowered, "cancel"))
        return ErrorClass::Cancelled;
    if (containsWord(lowered, "refused"))
        return ErrorClass::ConnectionRefused;
    if (containsWord(lowered, "timeout") || containsWord(lowered, "timed out"))
        return ErrorClass::TotalTimeout;
    if (containsWord(lowered, "internal server error") || containsWord(lowered, "bad gateway")
        || containsWord(lowered, "service unavailable") || containsWord(lowered, "gateway timeout"))
        return ErrorClass::HttpServer;
    if (containsWord(lowered, "bad request") || containsWord(lowered, "not found") || containsWord(lowered, "unauthorized")
        || containsWord(lowered, "forbidden"))
        return ErrorClass::HttpClient;
    if (containsWord(lowered, "disconnect") || containsWord(lowered, "connection reset")
        || containsWord(lowered, "payload is not completed"))
        return ErrorClass::Dropped;
    return ErrorClass::Transport;
}

std::string importedProviderLabel(const std::string &tool, const std::string &model, const std::string &backend)
{
    std::string label = tool;
    if (!model.empty())
        label += " · " + model;
    if (!backend.empty())
        label += " · " + backend;
    return label;
}

std::string importDateText(std::int64_t msSinceEpoch)
{
    return QDateTime::fromMSecsSinceEpoch(msSinceEpoch, QTimeZone::utc())
        .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'"))
        .toStdString();
}

void finishImportedSession(Session &session, const ImportedRunInfo &info)
{
    RunDescription &run = session.run;
    run.providers.clear();
    std::set<int> concurrency;
    std::set<double> rates;
    for (std::size_t i = 0; i < session.records.size(); ++i) {
        RequestRecord &record = session.records[i];
        record.index = std::int64_t(i);
        if (record.rateRps)
            rates.insert(*record.rateRps);
        else if (record.concurrency > 0)
            concurrency.insert(record.concurrency);
        const auto known = std::find_if(run.providers.begin(), run.providers.end(),
                                        [&](const ProviderProfile &p) { return p.name == record.provider; });
        if (known == run.providers.end()) {
            ProviderProfile profile;
            profile.name = record.provider;
            profile.model = record.model;
            profile.baseUrl = info.baseUrl;
            run.providers.push_back(std::move(profile));
        }
    }
    run.plan = RunPlan();
    run.plan.warmup = 0;
    if (!rates.empty()) {
        run.plan.mode = LoadMode::OpenLoop;
        run.plan.rates.assign(rates.begin(), rates.end());
    } else if (!concurrency.empty() && (concurrency.size() > 1 || *concurrency.begin() > 1)) {
        run.plan.mode = LoadMode::ClosedLoop;
        run.plan.concurrency.assign(concurrency.begin(), concurrency.end());
    } else {
        run.plan.mode = LoadMode::Sequential;
        run.plan.rounds = int(session.records.size());
    }

    RunEnvironment &environment = run.environment;
    environment = RunEnvironment();
    environment.appVersion = info.toolVersion.empty() ? info.tool : info.tool + " " + info.toolVersion;
    std::string note = Tr::tr("imported from %1").arg(QString::fromStdString(info.tool)).toStdString();
    if (!info.dateText.empty())
        note += ", " + info.dateText;
    if (!info.sourceFile.empty())
        note += " (" + info.sourceFile + ")";
    environment.note = note;
    environment.startedMs = info.startedMs;
    environment.endedMs = info.endedMs;
    session.clientHealth = nullptr;
    session.recovered = false;
    session.sources.clear();
}

std::optional<double> importNumber(const nlohmann::json &object, std::string_view key)
{
    if (!object.is_object())
        return std::nullopt;
    const auto found = object.find(std::string(key));
    if (found == object.end() || !found->is_number())
        return std::nullopt;
    return found->get<double>();
}

std::string importString(const nlohmann::json &object, std::string_view key)
{
    if (!object.is_object())
        return {};
    const auto found = object.find(std::string(key));
    if (found == object.end() || !found->is_string())
        return {};
    return found->get<std::string>();
}

const nlohmann::json *importObject(const nlohmann::json &object, std::string_view key)
{
    if (!object.is_object())
        return nullptr;
    const auto found = object.find(std::string(key));
    return found != object.end() && found->is_object() ? &*found : nullptr;
}

const nlohmann::json *importArray(const nlohmann::json &object, std::string_view key)
{
    if (!object.is_object())
        return nullptr;
    const auto found = object.find(std::string(key));
    return found != object.end() && found->is_array() ? &*found : nullptr;
}

const nlohmann::json *importFind(const nlohmann::json &object, std::initializer_list<std::string_view> path)
{
    const nlohmann::json *at = &object;
    for (const std::string_view key : path) {
        if (!at->is_object())
            return nullptr;
        const auto found = at->find(std::string(key));
        if (found == at->end() || found->is_null())
            return nullptr;
        at = &*found;
    }
    return at;
}

bool parseImportDocument(const QByteArray &bytes, nlohmann::json &document, QString *why)
{
    if (const std::optional<std::size_t> at = excessiveJsonNesting(std::string_view(bytes.constData(), std::size_t(bytes.size())))) {
        if (why)
            *why = Tr::tr("its JSON nests deeper than %1 levels (at byte %2 of %3)").arg(kMaxJsonDepth).arg(qint64(*at)).arg(bytes.size());
        return false;
    }
    try {
        document = nlohmann::json::parse(bytes.constData(), bytes.constData() + bytes.size());
        return true;
    } catch (const nlohmann::json::parse_error &e) {
        if (why) {
            if (e.byte >= std::size_t(bytes.size()))
                *why = Tr::tr("it is cut short: the JSON ends after %1 bytes, in the middle of its data").arg(bytes.size());
            else
                *why = Tr::tr("it is not valid JSON (at byte %1 of %2)").arg(qint64(e.byte)).arg(bytes.size());
        }
        return false;
    }
}

} // namespace ttft
