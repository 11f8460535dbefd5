#include "runsummary.h"

#include "model/requestrecord.h"

#include <nlohmann/json.hpp>

namespace ttft {

namespace {

void collect(std::vector<double> &values, const std::optional<double> &value)
{
    if (value)
        values.push_back(*value);
}

} // namespace

RunSummary summarizeRun(const std::vector<RequestRecord> &records)
{
    std::vector<const RequestRecord *> pointers;
    pointers.reserve(records.size());
    for (const RequestRecord &record : records)
        pointers.push_back(&record);
    return summarizeRunSelection(pointers);
}

RunSummary summarizeRunSelection(std::span<const RequestRecord *const> records)
{
    RunSummary summary;
    std::vector<double> ttft, ttfb, ttfo, ttfs, e2e, tpot, itl, tokens, lag;
    double tokensPerSSum = 0;
    std::int64_t tokensPerSCount = 0;

    for (const RequestRecord *const recordPointer : records) {
        const RequestRecord &record = *recordPointer;
        if (record.warmup) {
            ++summary.warmup;
            continue;
        }
        ++summary.requests;
        ++(record.connectionReused ? summary.warmRequests : summary.coldRequests);
        collect(lag, record.dispatchLagMs());
        if (record.failed()) {
            ++summary.errors;
            if (record.throttled())
                ++summary.throttled;
            ++summary.errorsByClass[errorClassName(record.errorClass)];
            continue;
        }

        const auto ttftMs = record.ttftMs();
        const auto e2eMs = record.e2eMs();
        collect(ttft, ttftMs);
        collect(ttfb, record.ttfbMs());
        collect(ttfo, record.ttfoMs());
        collect(ttfs, record.ttfsMs());
        collect(e2e, e2eMs);
        collect(tpot, record.tpotMs());
        const std::vector<double> gaps = record.itlMs();
        itl.insert(itl.end(), gaps.begin(), gaps.end());
        if (record.outputTokens) {
            tokens.push_back(double(*record.outputTokens));
            if (ttftMs && e2eMs && *e2eMs > *ttftMs && *record.outputTokens > 0) {
                tokensPerSSum += double(*record.outputTokens) / ((*e2eMs - *ttftMs) / 1000.0);
                ++tokensPerSCount;
            }
        }
    }

    summary.ttftMs = summarizeMetric(std::move(ttft));
    summary.ttfbMs = summarizeMetric(std::move(ttfb));
    summary.ttfoMs = summarizeMetric(std::move(ttfo));
    summary.ttfsMs = summarizeMetric(std::move(ttfs));
    summary.e2eMs = summarizeMetric(std::move(e2e));
    summary.tpotMs = summarizeMetric(std::move(tpot));
    summary.itlMs = summarizeMetric(std::move(itl));
    summary.outputTokens = summarizeMetric(std::move(tokens));
    summary.dispatchLagMs = summarizeMetric(std::move(lag));
    if (tokensPerSCount > 0)
        summary.outputTokensPerS = tokensPerSSum / double(tokensPerSCount);
    return summary;
}

nlohmann::json toJson(const RunSummary &summary)
{
    nlohmann::json byClass = nlohmann::json::object();
    for (const auto &[name, count] : summary.errorsByClass)
        byClass[name] = count;
    return nlohmann::json{
        {"requests", summary.requests},
        {"succeeded", summary.succeeded()},
        {"warmup", summary.warmup},
        {"errors", summary.errors},
        {"throttled", summary.throttled},
        {"failures", summary.failures()},
        {"errors_by_class", std::move(byClass)},
        {"cold_requests", summary.coldRequests},
        {"warm_requests", summary.warmRequests},
        {"ttft_ms", toJson(summary.ttftMs)},
        {"ttfb_ms", toJson(summary.ttfbMs)},
        {"ttfo_ms", toJson(summary.ttfoMs)},
        {"ttfs_ms", toJson(summary.ttfsMs)},
        {"e2e_ms", toJson(summary.e2eMs)},
        {"tpot_ms", toJson(summary.tpotMs)},
        {"itl_ms", toJson(summary.itlMs)},
        {"output_tokens", toJson(summary.outputTokens)},
        {"dispatch_lag_ms", toJson(summary.dispatchLagMs)},
        {"output_tokens_per_s", summary.outputTokensPerS
                                    ? nlohmann::json(roundForJson(*summary.outputTokensPerS))
                                    : nlohmann::json(nullptr)},
    };
}

} // namespace ttft
