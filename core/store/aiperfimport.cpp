#include "aiperfimport.h"

#include "importsupport.h"
#include "wire/jsonnesting.h"

#include "base/i18n.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ttft {

bool looksLikeAiperfRecord(const nlohmann::json &line)
{
    const nlohmann::json *metadata = importObject(line, "metadata");
    return metadata && line.contains("metrics") && (metadata->contains("request_start_ns") || metadata->contains("x_request_id"));
}

namespace {

// Milliseconds per one of AIPerf's time units; 0 for a unit we do not know.
double msPerUnit(const std::string &unit)
{
    if (unit == "ms")
        return 1.0;
    if (unit == "ns")
        return 1e-6;
    if (unit == "us" || unit == "µs")
        return 1e-3;
    if (unit == "s" || unit == "sec")
        return 1000.0;
    return 0.0;
}

// A {"value", "unit"} metric: its number (a list's numbers in `list`) converted to ms when it is a
// time, or as it is when `time` is false. False (with *why) for a time in a unit we do not know.
struct MetricReader {
    const nlohmann::json *metrics = nullptr;
    QString problem;

    std::optional<double> time(const char *name)
    {
        std::vector<double> values;
        if (!read(name, true, values) || values.size() != 1)
            return std::nullopt;
        return values.front();
    }
    std::vector<double> timeList(const char *name)
    {
        std::vector<double> values;
        read(name, true, values);
        return values;
    }
    std::optional<double> count(const char *name)
    {
        std::vector<double> values;
        if (!read(name, false, values) || values.size() != 1)
            return std::nullopt;
        return values.front();
    }

private:
    bool read(const char *name, bool isTime, std::vector<double> &values)
    {
        const nlohmann::json *metric = metrics ? importObject(*metrics, name) : nullptr;
        if (!metric)
            return false;
        double scale = 1.0;
        if (isTime) {
            const std::string unit = importString(*metric, "unit");
            scale = msPerUnit(unit);
            if (scale == 0.0) {
                if (problem.isEmpty())
                    problem = Tr::tr("metric \"%1\" is in \"%2\", a unit this version does not know")
                                  .arg(QLatin1String(name), QString::fromStdString(unit));
                return false;
            }
        }
        const auto value = metric->find("value");
        if (value == metric->end())
            return false;
        if (value->is_number()) {
            values.push_back(value->get<double>() * scale);
        } else if (value->is_array()) {
            for (const nlohmann::json &item : *value) {
                if (item.is_number())
                    values.push_back(item.get<double>() * scale);
            }
        } else {
            return false;
        }
        return true;
    }
};

// A Unix time in ns, read as an integer: as a double it would lose a quarter of a microsecond.
std::optional<std::int64_t> nsAt(const nlohmann::json &metadata, const char *key)
{
    const auto found = metadata.find(key);
    if (found == metadata.end())
        return std::nullopt;
    if (found->is_number_integer())
        return found->get<std::int64_t>();
    if (found->is_number_float())
        return std::llround(found->get<double>());
    return std::nullopt;
}

// What profile_export_aiperf.json beside the records says about the run (optional).
struct AiperfRunFacts {
    std::string model;
    std::string url;
    std::optional<double> concurrency;
    std::optional<double> rate;
    std::string version;
};

AiperfRunFacts readRunFacts(const QString &recordsPath)
{
    AiperfRunFacts facts;
    QFile file(QFileInfo(recordsPath).dir().filePath(QStringLiteral("profile_export_aiperf.json")));
    if (!file.open(QIODevice::ReadOnly))
        return facts;
    const QByteArray bytes = file.readAll();
    const nlohmann::json document = parseJsonBounded(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (!document.is_object())
        return facts;
    if (const nlohmann::json *names = importFind(document, {"input_config", "endpoint", "model_names"});
        names && names->is_array() && !names->empty() && (*names)[0].is_string())
        facts.model = (*names)[0].get<std::string>();
    if (const nlohmann::json *url = importFind(document, {"input_config", "endpoint", "url"}); url && url->is_string())
        facts.url = url->get<std::string>();
    if (const nlohmann::json *loadgen = importFind(document, {"input_config", "loadgen"})) {
        facts.concurrency = importNumber(*loadgen, "concurrency");
        facts.rate = importNumber(*loadgen, "request_rate");
    }
    return facts;
}

} // namespace

bool importAiperfProfileExport(const QByteArray &bytes, const QString &path, const std::string &label,
                               Session &session, QString *why, std::int64_t *skipped)
{
    const auto refuse = [why](const QString &reason) {
        if (why)
            *why = reason;
        return false;
    };
    // Parse every line first: the run's start (the earliest request) is needed before any record.
    std::vector<nlohmann::json> lines;
    std::int64_t unreadable = 0;
    std::int64_t nonEmpty = 0;
    qsizetype at = 0;
    while (at < bytes.size()) {
        qsizetype end = bytes.indexOf('\n', at);
        if (end < 0)
            end = bytes.size();
        const QByteArray line = bytes.mid(at, end - at).trimmed();
        at = end + 1;
        if (line.isEmpty())
            continue;
        ++nonEmpty;
        nlohmann::json parsed = parseJsonBounded(std::string_view(line.constData(), std::size_t(line.size())));
        if (!looksLikeAiperfRecord(parsed)) {
            ++unreadable;
            continue;
        }
        lines.push_back(std::move(parsed));
    }
    if (lines.empty()) {
        if (nonEmpty == 0)
            return refuse(Tr::tr("it is empty"));
        return refuse(Tr::tr("none of its %1 lines is an AIPerf per-request record ({\"metadata\": …, \"metrics\": …})")
                          .arg(nonEmpty));
    }

    std::int64_t runStartNs = std::numeric_limits<std::int64_t>::max();
    std::int64_t runEndNs = 0;
    for (const nlohmann::json &line : lines) {
        const nlohmann::json &metadata = line["metadata"];
        if (const auto start = nsAt(metadata, "request_start_ns"))
            runStartNs = std::min(runStartNs, *start);
        if (const auto end = nsAt(metadata, "request_end_ns"))
            runEndNs = std::max(runEndNs, *end);
    }
    if (runStartNs == std::numeric_limits<std::int64_t>::max())
        return refuse(Tr::tr("its records carry no request_start_ns"));

    const AiperfRunFacts facts = readRunFacts(path);
    const std::string provider = label.empty() ? importedProviderLabel("AIPerf", facts.model) : label;
    std::string cell;
    int concurrency = 1;
    std::optional<double> rate;
    if (facts.rate && *facts.rate > 0) {
        rate = facts.rate;
        concurrency = 0;
        cell = "r" + QString::number(*rate, 'g', 6).toStdString();
    } else if (facts.concurrency && *facts.concurrency >= 1) {
        concurrency = std::max(1, importLevel(*facts.concurrency));
        cell = "c" + std::to_string(concurrency);
    }

    Session imported;
    imported.records.reserve(lines.size());
    for (const nlohmann::json &line : lines) {
        const nlohmann::json &metadata = line["metadata"];
        const std::optional<std::int64_t> startNs = nsAt(metadata, "request_start_ns");
        if (!startNs) {
            ++unreadable;
            continue;
        }
        RequestRecord record;
        record.provider = provider;
        record.model = facts.model;
        record.requestId = importString(metadata, "x_request_id");
        record.cell = cell;
        record.concurrency = concurrency;
        record.rateRps = rate;
        record.warmup = importString(metadata, "benchmark_phase") == "warmup";
        record.wallStartMs = *startNs / 1'000'000;

        MetricReader metrics;
        const auto found = line.find("metrics");
        metrics.metrics = found != line.end() && found->is_object() ? &*found : nullptr;
        ImportedTiming timing;
        timing.startOffsetMs = double(*startNs - runStartNs) / 1e6;
        timing.ttftMs = metrics.time("time_to_first_token");
        // A reasoning model: AIPerf's TTFT is its first response of any kind (our TTFO), its TTFO the
        // first answer token (our TTFT). Its inter-chunk gaps then mix reasoning and answer chunks,
        // so they are left out rather than shown as the answer's ITL.
        bool reasoning = false;
        if (const auto firstAnswer = metrics.time("time_to_first_output_token"); firstAnswer && timing.ttftMs
            && *firstAnswer > *timing.ttftMs + 0.001) {
            timing.firstOutputMs = timing.ttftMs;
            timing.ttftMs = firstAnswer;
            reasoning = true;
        }
        timing.e2eMs = metrics.time("request_latency");
        if (!timing.e2eMs) {
            if (const auto endNs = nsAt(metadata, "request_end_ns"))
                timing.e2eMs = double(*endNs - *startNs) / 1e6;
        }
        timing.lastTokenMs = timing.e2eMs; // AIPerf's ITL runs from the first token to the request's end
        if (timing.ttftMs && !reasoning)
            timing.itlMs = metrics.timeList("inter_chunk_latency");
        if (!metrics.problem.isEmpty())
            return refuse(metrics.problem);
        std::optional<double> prompt = metrics.count("input_sequence_length");
        if (!prompt)
            prompt = metrics.count("error_isl");
        record.usage.promptTokens = importCount(prompt);

        const nlohmann::json *error = importObject(line, "error");
        const auto cancelledAt = metadata.find("was_cancelled");
        const bool cancelled = cancelledAt != metadata.end() && cancelledAt->is_boolean() && cancelledAt->get<bool>();
        if (error || cancelled) {
            const std::string type = error ? importString(*error, "type") : std::string();
            const std::string message = error ? importString(*error, "message") : std::string();
            const int code = error ? importLevel(importNumber(*error, "code").value_or(0)) : 0;
            if (code >= 100 && code < 600 && code != 499)
                record.httpStatus = code;
            record.errorClass = cancelled ? ErrorClass::Cancelled : classifyImportedError(type + ": " + message, code);
            std::string text = type.empty() ? message : (message.empty() ? type : type + ": " + message);
            record.errorMessage = text.empty() ? Tr::tr("failed (AIPerf recorded no error text)").toStdString() : text.substr(0, 2000);
            timing.itlMs.clear();
            applyImportedTiming(record, timing);
        } else {
            applyImportedTiming(record, timing);
            std::optional<double> output = metrics.count("output_sequence_length");
            if (!output)
                output = metrics.count("output_token_count");
            record.outputTokens = importCount(output);
            record.outputTokensSource = "imported";
            record.httpStatus = 200;
        }
        imported.records.push_back(std::move(record));
    }
    std::stable_sort(imported.records.begin(), imported.records.end(),
                     [](const RequestRecord &a, const RequestRecord &b) { return a.startNs < b.startNs; });

    ImportedRunInfo info;
    info.tool = "AIPerf";
    info.model = facts.model;
    info.baseUrl = facts.url;
    info.startedMs = runStartNs / 1'000'000;
    info.endedMs = runEndNs / 1'000'000;
    info.dateText = importDateText(info.startedMs);
    info.sourceFile = QFileInfo(path).fileName().toStdString();
    finishImportedSession(imported, info);
    session = std::move(imported);
    if (skipped)
        *skipped = unreadable;
    return true;
}

} // namespace ttft
