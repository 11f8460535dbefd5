#include "promptlengthfit.h"

#include "model/requestrecord.h"

#include <algorithm>
#include <map>

namespace ttft {

namespace {

// A request's load level, lower is lighter: its closed-loop concurrency, else its arrival rate.
double loadOf(const RequestRecord &record)
{
    return record.concurrency > 0 ? double(record.concurrency) : record.rateRps.value_or(0);
}

} // namespace

std::vector<PromptLengthSeries> promptLengthSeries(const std::vector<RequestRecord> &records)
{
    // Per provider, its lightest load level among the requests with a prompt length: a queue at a
    // heavier level adds to every TTFT there and would bend the curve (prefill is what is fitted).
    std::map<std::string, std::vector<double>> levels;
    for (const RequestRecord &record : records) {
        if (record.warmup || record.failed() || !promptTokensOf(record) || !record.ttftMs())
            continue;
        std::vector<double> &seen = levels[record.provider];
        if (std::find(seen.begin(), seen.end(), loadOf(record)) == seen.end())
            seen.push_back(loadOf(record));
    }
    std::vector<PromptLengthSeries> series;
    std::map<std::string, std::size_t> index;
    for (const RequestRecord &record : records) {
        if (record.warmup || record.failed())
            continue;
        const auto found = levels.find(record.provider);
        if (found != levels.end() && loadOf(record) != *std::min_element(found->second.begin(), found->second.end()))
            continue;
        const std::optional<double> tokens = promptTokensOf(record);
        const std::optional<double> ttft = record.ttftMs();
        if (!tokens || !ttft)
            continue;
        auto it = index.find(record.provider);
        if (it == index.end()) {
            it = index.emplace(record.provider, series.size()).first;
            series.push_back(PromptLengthSeries{});
            series.back().provider = record.provider;
            series.back().levels = int(levels[record.provider].size());
            series.back().concurrency = record.concurrency;
            series.back().rateRps = record.concurrency > 0 ? std::nullopt : record.rateRps;
            series.back().minTokens = *tokens;
            series.back().maxTokens = *tokens;
        }
        PromptLengthSeries &s = series[it->second];
        s.promptTokens.push_back(*tokens);
        s.ttftMs.push_back(*ttft);
        s.serverCounted += record.usage.promptTokens ? 1 : 0;
        s.cacheHits += record.usage.cachedTokens.value_or(0) > 0 ? 1 : 0;
        s.minTokens = std::min(s.minTokens, *tokens);
        s.maxTokens = std::max(s.maxTokens, *tokens);
    }
    for (PromptLengthSeries &s : series)
        s.fit = fitPrefillCurve(s.promptTokens, s.ttftMs);
    return series;
}

PrefillCurve prefillCurveOf(const std::vector<RequestRecord> &records, std::string_view provider)
{
    if (!provider.empty()) {
        for (const PromptLengthSeries &series : promptLengthSeries(records)) {
            if (series.provider == provider)
                return series.fit;
        }
        return {};
    }
    std::vector<double> tokens, ttft;
    for (const RequestRecord &record : records) {
        if (record.warmup || record.failed() || (!provider.empty() && record.provider != provider))
            continue;
        const std::optional<double> x = promptTokensOf(record);
        const std::optional<double> y = record.ttftMs();
        if (x && y) {
            tokens.push_back(*x);
            ttft.push_back(*y);
        }
    }
    return fitPrefillCurve(tokens, ttft);
}

int conversationPromptTokens(int turn, int tokensPerTurn, int systemTokens)
{
    if (turn < 1 || tokensPerTurn < 0)
        return std::max(0, systemTokens);
    // Turns 1..turn−1 whole, then this turn's question: about half a turn.
    return std::max(0, systemTokens) + (turn - 1) * tokensPerTurn + tokensPerTurn / 2;
}

} // namespace ttft
