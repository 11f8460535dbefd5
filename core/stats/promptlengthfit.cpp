#include "promptlengthfit.h"

#include "model/requestrecord.h"

#include <algorithm>
#include <map>

namespace ttft {

std::vector<PromptLengthSeries> promptLengthSeries(const std::vector<RequestRecord> &records)
{
    std::vector<PromptLengthSeries> series;
    std::map<std::string, std::size_t> index;
    for (const RequestRecord &record : records) {
        if (record.warmup || record.failed())
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
