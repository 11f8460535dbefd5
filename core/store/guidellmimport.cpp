#include "guidellmimport.h"

#include "importsupport.h"

#include "base/i18n.h"

#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ttft {

bool looksLikeGuidellmReport(const nlohmann::json &document)
{
    const nlohmann::json *benchmarks = importArray(document, "benchmarks");
    if (!benchmarks)
        return false;
    return benchmarks->empty() || ((*benchmarks)[0].is_object() && (*benchmarks)[0].contains("requests"));
}

namespace {

// One request's figures, whichever layout they came in.
struct GuidellmRequest {
    std::optional<double> start;  // Unix s
    std::optional<double> end;
    std::optional<double> firstToken;
    std::optional<double> lastToken;
    std::optional<double> firstAnswer; // 0.4+: first non-reasoning token, when reasoning came first
    std::optional<double> ttftMs;    // the serialized computed fields, used when stamps are missing
    std::optional<double> latencyS;
    std::optional<double> promptTokens;
    std::optional<double> outputTokens;
    std::string error;
    std::string requestId;
};

std::optional<double> numberAlong(const nlohmann::json &object, std::initializer_list<std::string_view> path)
{
    const nlohmann::json *found = importFind(object, path);
    if (!found || !found->is_number())
        return std::nullopt;
    const double value = found->get<double>();
    return std::isfinite(value) ? std::optional<double>(value) : std::nullopt;
}

GuidellmRequest readRequest(const nlohmann::json &object)
{
    GuidellmRequest request;
    request.requestId = importString(object, "request_id");
    request.ttftMs = importNumber(object, "time_to_first_token_ms");
    request.latencyS = importNumber(object, "request_latency");
    request.promptTokens = importNumber(object, "prompt_tokens");
    request.outputTokens = importNumber(object, "output_tokens");
    if (const nlohmann::json *info = importObject(object, "info")) {
        // 0.4+: the stamps live in info.timings.
        const nlohmann::json empty = nlohmann::json::object();
        const nlohmann::json *timings = importObject(*info, "timings");
        const nlohmann::json &t = timings ? *timings : empty;
        request.start = importNumber(t, "request_start");
        if (!request.start)
            request.start = importNumber(t, "resolve_start");
        request.end = importNumber(t, "request_end");
        if (!request.end)
            request.end = importNumber(t, "resolve_end");
        request.firstToken = importNumber(t, "first_token_iteration");
        request.lastToken = importNumber(t, "last_token_iteration");
        request.firstAnswer = importNumber(t, "first_output_token_iteration");
        request.error = importString(*info, "error");
        if (!request.promptTokens)
            request.promptTokens = numberAlong(object, {"input_metrics", "total_tokens"});
        if (!request.outputTokens)
            request.outputTokens = numberAlong(object, {"output_metrics", "total_tokens"});
    } else {
        request.start = importNumber(object, "start_time");
        request.end = importNumber(object, "end_time");
        request.firstToken = importNumber(object, "first_token_time");
        request.lastToken = importNumber(object, "last_token_time");
        request.error = importString(object, "error");
    }
    return request;
}

// Unix seconds as ms, 0 for what cannot be a date (negative, past the year 5000).
std::int64_t epochMs(double seconds)
{
    return std::isfinite(seconds) && seconds > 0 && seconds < 1e11 ? std::llround(seconds * 1000.0) : 0;
}

// The benchmark's strategy as one of our cells: "c1" synchronous, "cN" concurrent@N, "rX" a rate,
// "throughput" (everything at once, up to max_concurrency).
void readStrategy(const nlohmann::json &benchmark, std::string &cell, int &concurrency, std::optional<double> &rate)
{
    const nlohmann::json *strategy = importFind(benchmark, {"args", "strategy"});
    if (!strategy)
        strategy = importFind(benchmark, {"config", "strategy"});
    const nlohmann::json empty = nlohmann::json::object();
    const nlohmann::json &s = strategy && strategy->is_object() ? *strategy : empty;
    const std::string type = importString(s, "type_");
    cell.clear();
    concurrency = 1;
    rate.reset();
    if (type == "synchronous") {
        cell = "c1";
    } else if (type == "concurrent") {
        concurrency = std::max(1, importLevel(importNumber(s, "streams").value_or(1)));
        cell = "c" + std::to_string(concurrency);
    } else if (type == "constant" || type == "poisson") {
        rate = importNumber(s, "rate");
        concurrency = 0;
        cell = rate ? "r" + QString::number(*rate, 'g', 6).toStdString() : type;
    } else if (type == "throughput") {
        concurrency = importLevel(importNumber(s, "max_concurrency").value_or(0));
        cell = "throughput";
    } else {
        cell = type;
    }
}

} // namespace

bool importGuidellmReport(const QByteArray &bytes, const QString &path, const std::string &label, Session &session,
                          QString *why, std::int64_t *skipped)
{
    const auto refuse = [why](const QString &reason) {
        if (why)
            *why = reason;
        return false;
    };
    const QByteArray head = bytes.left(4096).trimmed();
    if (head.startsWith("benchmarks:") || head.contains("\nbenchmarks:"))
        return refuse(Tr::tr("it is a GuideLLM report in YAML, which this version does not read: save the report as "
                             ".json (guidellm benchmark --output-path benchmarks.json) and import that"));
    nlohmann::json document;
    if (!parseImportDocument(bytes, document, why))
        return false;
    if (!looksLikeGuidellmReport(document))
        return refuse(Tr::tr("it is not a GuideLLM benchmarks report (no \"benchmarks\" list with \"requests\")"));

    struct Entry {
        GuidellmRequest request;
        const char *status;
        std::string cell;
        int concurrency;
        std::optional<double> rate;
        std::string model;
    };
    std::vector<Entry> entries;
    std::int64_t unreadable = 0;
    std::string firstModel;
    std::string target;
    for (const nlohmann::json &benchmark : document["benchmarks"]) {
        const nlohmann::json *requests = importObject(benchmark, "requests");
        if (!requests)
            continue;
        std::string cell;
        int concurrency = 1;
        std::optional<double> rate;
        readStrategy(benchmark, cell, concurrency, rate);
        std::string model;
        for (const auto &where : {std::initializer_list<std::string_view>{"worker", "backend_model"},
                                  std::initializer_list<std::string_view>{"config", "backend", "model"},
                                  std::initializer_list<std::string_view>{"config", "requests", "model"}}) {
            const nlohmann::json *found = importFind(benchmark, where);
            if (found && found->is_string() && !found->get<std::string>().empty()) {
                model = found->get<std::string>();
                break;
            }
        }
        if (model.empty()) {
            const nlohmann::json *found = importFind(document, {"args", "model"});
            if (found && found->is_string())
                model = found->get<std::string>();
        }
        if (firstModel.empty())
            firstModel = model;
        if (target.empty()) {
            const nlohmann::json *found = importFind(benchmark, {"worker", "backend_target"});
            if (!found)
                found = importFind(document, {"args", "target"});
            if (found && found->is_string())
                target = found->get<std::string>();
        }
        for (const char *status : {"successful", "incomplete", "errored"}) {
            const nlohmann::json *list = importArray(*requests, status);
            if (!list)
                continue;
            for (const nlohmann::json &object : *list) {
                if (!object.is_object()) {
                    ++unreadable;
                    continue;
                }
                GuidellmRequest request = readRequest(object);
                if (!request.start) {
                    ++unreadable;
                    continue;
                }
                entries.push_back({std::move(request), status, cell, concurrency, rate, model});
            }
        }
    }
    if (entries.empty())
        return refuse(unreadable > 0 ? Tr::tr("none of its %1 request entries has a start time").arg(unreadable)
                                     : Tr::tr("it holds no per-request records (was it saved with a sample size of 0?)"));

    double runStart = std::numeric_limits<double>::max();
    double runEnd = std::numeric_limits<double>::lowest();
    for (const Entry &entry : entries) {
        runStart = std::min(runStart, *entry.request.start);
        runEnd = std::max(runEnd, entry.request.end.value_or(*entry.request.start));
    }

    Session imported;
    imported.records.reserve(entries.size());
    for (const Entry &entry : entries) {
        const GuidellmRequest &request = entry.request;
        const double start = *request.start;
        RequestRecord record;
        record.provider = label.empty() ? importedProviderLabel("GuideLLM", entry.model) : label;
        record.model = entry.model;
        record.requestId = request.requestId;
        record.cell = entry.cell;
        record.concurrency = entry.concurrency;
        record.rateRps = entry.rate;
        record.usage.promptTokens = importCount(request.promptTokens);
        record.wallStartMs = epochMs(start);

        ImportedTiming timing;
        timing.startOffsetMs = (start - runStart) * 1000.0;
        if (request.firstToken)
            timing.ttftMs = (*request.firstToken - start) * 1000.0;
        // A reasoning model: our TTFT is the first answer token, GuideLLM's first token our TTFO.
        if (request.firstToken && request.firstAnswer && *request.firstAnswer > *request.firstToken) {
            timing.firstOutputMs = timing.ttftMs;
            timing.ttftMs = (*request.firstAnswer - start) * 1000.0;
        }
        else if (request.ttftMs)
            timing.ttftMs = *request.ttftMs;
        if (request.lastToken)
            timing.lastTokenMs = (*request.lastToken - start) * 1000.0;
        if (request.end)
            timing.e2eMs = (*request.end - start) * 1000.0;
        else if (request.latencyS)
            timing.e2eMs = *request.latencyS * 1000.0;

        const std::string_view status = entry.status;
        if (status == "successful") {
            applyImportedTiming(record, timing);
            record.outputTokens = importCount(request.outputTokens);
            record.outputTokensSource = "imported";
            record.httpStatus = 200;
        } else {
            // A failed request's partial figures are kept (the record is counted as failed either way).
            timing.itlMs.clear();
            applyImportedTiming(record, timing);
            if (status == "incomplete") {
                record.errorClass = ErrorClass::Cancelled;
                record.errorMessage = request.error.empty()
                    ? Tr::tr("incomplete: still running when the GuideLLM benchmark ended").toStdString()
                    : request.error.substr(0, 2000);
            } else {
                record.errorClass = classifyImportedError(request.error);
                record.errorMessage = request.error.empty() ? Tr::tr("errored (GuideLLM recorded no error text)").toStdString()
                                                            : request.error.substr(0, 2000);
            }
        }
        imported.records.push_back(std::move(record));
    }
    // In the order they were sent, as our own runs are.
    std::stable_sort(imported.records.begin(), imported.records.end(),
                     [](const RequestRecord &a, const RequestRecord &b) { return a.startNs < b.startNs; });

    ImportedRunInfo info;
    info.tool = "GuideLLM";
    const nlohmann::json *version = importFind(document, {"metadata", "guidellm_version"});
    if (version && version->is_string())
        info.toolVersion = version->get<std::string>();
    info.model = firstModel;
    info.baseUrl = target;
    info.startedMs = epochMs(runStart);
    info.endedMs = epochMs(runEnd);
    info.dateText = importDateText(info.startedMs);
    info.sourceFile = QFileInfo(path).fileName().toStdString();
    finishImportedSession(imported, info);
    session = std::move(imported);
    if (skipped)
        *skipped = unreadable;
    return true;
}

} // namespace ttft
