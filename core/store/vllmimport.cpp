#include "vllmimport.h"

#include "importsupport.h"

#include "base/i18n.h"

#include <QDateTime>
#include <QFileInfo>
#include <QTimeZone>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ttft {

bool looksLikeVllmBenchResult(const nlohmann::json &document)
{
    if (!document.is_object())
        return false;
    if (document.contains("ttfts") && document.contains("itls"))
        return true;
    // A result saved without --save-detailed: recognised, so that the refusal can say why.
    return document.contains("model_id") && document.contains("date")
        && (document.contains("backend") || document.contains("endpoint_type"))
        && (document.contains("mean_ttft_ms") || document.contains("completed"));
}

namespace {

// A cell id in the style of ours ("c10", "r2.5"): what the run's load was.
std::string formatNumber(double value)
{
    return QString::number(value, 'g', 6).toStdString();
}

// The number at list[i], or why not.
bool numberIn(const nlohmann::json &list, std::size_t i, const char *name, double &value, QString *why)
{
    const nlohmann::json &item = list[i];
    if (item.is_number()) {
        value = item.get<double>();
        if (std::isfinite(value))
            return true;
    }
    if (why)
        *why = Tr::tr("%1[%2] is not a number").arg(QLatin1String(name)).arg(i);
    return false;
}

} // namespace

bool importVllmBenchResult(const QByteArray &bytes, const QString &path, const std::string &label, Session &session,
                           QString *why)
{
    const auto refuse = [why](const QString &reason) {
        if (why)
            *why = reason;
        return false;
    };
    nlohmann::json document;
    if (!parseImportDocument(bytes, document, why))
        return false;
    if (!looksLikeVllmBenchResult(document))
        return refuse(Tr::tr("it is not a vLLM bench serve result (no \"ttfts\" and \"itls\" lists)"));
    if (!document.contains("ttfts"))
        return refuse(Tr::tr("it was saved without --save-detailed: it holds only summary figures, no per-request ones. "
                             "Run vllm bench serve with --save-result --save-detailed"));

    static const char *const kLists[] = {"ttfts", "itls", "input_lens", "output_lens", "errors"};
    const nlohmann::json *lists[5] = {};
    for (int i = 0; i < 5; ++i) {
        lists[i] = importArray(document, kLists[i]);
        if (!lists[i])
            return refuse(Tr::tr("its \"%1\" is missing or not a list").arg(QLatin1String(kLists[i])));
    }
    const nlohmann::json &ttfts = *lists[0];
    const nlohmann::json &itls = *lists[1];
    const nlohmann::json &inputLens = *lists[2];
    const nlohmann::json &outputLens = *lists[3];
    const nlohmann::json &errors = *lists[4];
    const nlohmann::json *latencies = importArray(document, "latencies");
    const nlohmann::json *startTimes = importArray(document, "start_times");
    const std::size_t count = ttfts.size();
    for (int i = 1; i < 5; ++i) {
        if (lists[i]->size() != count)
            return refuse(Tr::tr("its per-request lists differ in length (\"ttfts\" has %1 entries, \"%2\" %3)")
                              .arg(count)
                              .arg(QLatin1String(kLists[i]))
                              .arg(lists[i]->size()));
    }
    if (latencies && latencies->size() != count)
        latencies = nullptr;
    if (startTimes && startTimes->size() != count)
        startTimes = nullptr;
    if (count == 0)
        return refuse(Tr::tr("it holds no requests"));

    const std::string model = importString(document, "model_id");
    std::string backend = importString(document, "backend");
    if (backend.empty())
        backend = importString(document, "endpoint_type");
    const std::string provider = label.empty() ? importedProviderLabel("vLLM", model, backend) : label;

    // The load: vLLM sends at request_rate ("inf": all at once), at most max_concurrency in flight.
    std::optional<double> rate = importNumber(document, "request_rate");
    if (rate && !(std::isfinite(*rate) && *rate > 0))
        rate.reset();
    const std::optional<double> maxConcurrency = importNumber(document, "max_concurrency");
    std::string cell;
    int concurrency = 1;
    if (rate) {
        cell = "r" + formatNumber(*rate);
        concurrency = 0;
    } else if (maxConcurrency && *maxConcurrency >= 1) {
        concurrency = std::max(1, importLevel(*maxConcurrency));
        cell = "c" + std::to_string(concurrency);
    } else {
        concurrency = int(std::min<std::size_t>(count, std::numeric_limits<int>::max()));
        cell = "c" + std::to_string(concurrency); // every request at once
    }

    double firstStart = 0;
    if (startTimes) {
        firstStart = std::numeric_limits<double>::max();
        for (const nlohmann::json &t : *startTimes)
            firstStart = std::min(firstStart, t.is_number() ? t.get<double>() : firstStart);
    }

    // The file's date is when the run ended, in the benchmark machine's local time with no zone
    // given: it is read as UTC and shown as written.
    const std::string date = importString(document, "date");
    std::int64_t endedMs = 0;
    std::int64_t startedMs = 0;
    const QDateTime parsedDate = QDateTime::fromString(QString::fromStdString(date), QStringLiteral("yyyyMMdd-HHmmss"));
    if (parsedDate.isValid()) {
        endedMs = QDateTime(parsedDate.date(), parsedDate.time(), QTimeZone::utc()).toMSecsSinceEpoch();
        startedMs = endedMs - importMsToNs(importNumber(document, "duration").value_or(0) * 1000.0) / 1'000'000;
    }

    Session imported;
    imported.records.reserve(count);
    for (std::size_t i = 0; i < count; ++i) {
        RequestRecord record;
        record.provider = provider;
        record.model = model;
        record.cell = cell;
        record.concurrency = concurrency;
        record.rateRps = rate;

        double ttft = 0;
        if (!numberIn(ttfts, i, "ttfts", ttft, why))
            return false;
        double inputLen = 0;
        double outputLen = 0;
        if (!numberIn(inputLens, i, "input_lens", inputLen, why) || !numberIn(outputLens, i, "output_lens", outputLen, why))
            return false;
        if (!itls[i].is_array())
            return refuse(Tr::tr("itls[%1] is not a list").arg(i));
        ImportedTiming timing;
        double itlSum = 0;
        for (std::size_t k = 0; k < itls[i].size(); ++k) {
            if (!itls[i][k].is_number())
                return refuse(Tr::tr("itls[%1][%2] is not a number").arg(i).arg(k));
            const double gap = itls[i][k].get<double>();
            timing.itlMs.push_back(gap * 1000.0);
            itlSum += gap;
        }
        std::optional<double> latency;
        if (latencies && (*latencies)[i].is_number())
            latency = (*latencies)[i].get<double>();
        if (startTimes && (*startTimes)[i].is_number())
            timing.startOffsetMs = ((*startTimes)[i].get<double>() - firstStart) * 1000.0;

        const std::string error = errors[i].is_string() ? errors[i].get<std::string>() : std::string();
        // vLLM's failed requests carry an error text; one without text still has no first token
        // and no output.
        const bool failed = !error.empty() || (ttft <= 0 && outputLen <= 0 && timing.itlMs.empty());
        record.usage.promptTokens = importCount(inputLen);
        if (failed) {
            record.errorClass = classifyImportedError(error);
            record.errorMessage = error.empty() ? Tr::tr("failed (vLLM recorded no error text)").toStdString()
                                                : error.substr(0, 2000);
            timing.itlMs.clear();
            if (latency && *latency > 0)
                timing.e2eMs = *latency * 1000.0;
            applyImportedTiming(record, timing);
        } else {
            if (ttft > 0)
                timing.ttftMs = ttft * 1000.0;
            // vLLM's TPOT is (latency − ttft) / (output_len − 1): the last token is taken at the end.
            timing.e2eMs = (latency ? *latency : ttft + itlSum) * 1000.0;
            timing.lastTokenMs = timing.e2eMs;
            applyImportedTiming(record, timing);
            record.outputTokens = importCount(outputLen);
            record.outputTokensSource = "imported";
            record.httpStatus = 200;
        }
        if (startedMs > 0)
            record.wallStartMs = startedMs + importMsToNs(timing.startOffsetMs) / 1'000'000;
        imported.records.push_back(std::move(record));
    }

    ImportedRunInfo info;
    info.tool = "vLLM bench serve";
    info.providerLabel = provider;
    info.model = model;
    info.startedMs = startedMs;
    info.endedMs = endedMs;
    info.dateText = parsedDate.isValid() ? parsedDate.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")).toStdString() : date;
    info.sourceFile = QFileInfo(path).fileName().toStdString();
    finishImportedSession(imported, info);
    session = std::move(imported);
    return true;
}

} // namespace ttft
