#include "runwarnings.h"

#include "base/i18n.h"
#include "model/requestrecord.h"

#include <nlohmann/json.hpp>

#include <QLocale>

#include <algorithm>
#include <array>
#include <map>

namespace ttft {

namespace {

constexpr double kTruncatedBelow = 0.95; // more than 5 % under the target
constexpr std::array kKinds{RunWarningKind::PromptTruncated, RunWarningKind::ReasoningUsedBudget,
                            RunWarningKind::CacheHitsWithoutBusting, RunWarningKind::CacheHitsDespiteBusting,
                            RunWarningKind::Buffered};

bool endedOnLength(const RequestRecord &record)
{
    return std::any_of(record.finishReasons.begin(), record.finishReasons.end(), [](const std::string &reason) {
        // OpenAI, llama.cpp, vLLM: "length"; Anthropic: "max_tokens"; Gemini: "MAX_TOKENS".
        return reason == "length" || reason == "max_tokens" || reason == "MAX_TOKENS";
    });
}

QString count(std::int64_t n)
{
    return QLocale().toString(qlonglong(n));
}

} // namespace

const char *runWarningKey(RunWarningKind kind)
{
    switch (kind) {
    case RunWarningKind::PromptTruncated: return "prompt_truncated";
    case RunWarningKind::ReasoningUsedBudget: return "reasoning_used_budget";
    case RunWarningKind::CacheHitsWithoutBusting: return "cache_hits_without_busting";
    case RunWarningKind::CacheHitsDespiteBusting: return "cache_hits_despite_busting";
    case RunWarningKind::Buffered: return "buffered";
    }
    return "";
}

std::vector<RunWarning> runWarnings(const std::vector<RequestRecord> &records)
{
    struct Group {
        std::int64_t of = 0;
        std::array<RunWarning, kKinds.size()> found{};
    };
    using Key = std::pair<std::string, std::string>;
    std::vector<Key> order;
    std::map<Key, Group> groups;
    for (const RequestRecord &record : records) {
        if (record.warmup || record.failed())
            continue;
        const Key key{record.provider, record.cell};
        auto [it, added] = groups.try_emplace(key);
        if (added)
            order.push_back(key);
        Group &group = it->second;
        ++group.of;
        const auto hit = [&](RunWarningKind kind) -> RunWarning & {
            RunWarning &w = group.found[std::size_t(kind)];
            w.kind = kind;
            ++w.count;
            return w;
        };
        if (record.promptTokensTarget && *record.promptTokensTarget > 0 && record.usage.promptTokens
            && double(*record.usage.promptTokens) < kTruncatedBelow * *record.promptTokensTarget) {
            RunWarning &w = hit(RunWarningKind::PromptTruncated);
            const double ratio = double(*record.usage.promptTokens) / *record.promptTokensTarget;
            if (w.count == 1 || ratio < double(w.worstCounted) / double(w.worstTarget)) {
                w.worstCounted = *record.usage.promptTokens;
                w.worstTarget = *record.promptTokensTarget;
            }
        }
        const bool reasoned = record.firstReasoningNs >= 0 || record.usage.reasoningTokens.value_or(0) > 0;
        if (reasoned && record.firstAnswerNs < 0 && endedOnLength(record))
            hit(RunWarningKind::ReasoningUsedBudget);
        // A conversation's later turns are meant to hit the cache its earlier turns filled: that is
        // what they measure (stats/conversationstats.h), not a flattered TTFT.
        if (record.usage.cachedTokens.value_or(0) > 0 && record.turn == 0)
            hit(record.cacheBust ? RunWarningKind::CacheHitsDespiteBusting : RunWarningKind::CacheHitsWithoutBusting);
        if (record.looksBuffered())
            hit(RunWarningKind::Buffered);
    }
    std::vector<RunWarning> out;
    for (const Key &key : order) {
        Group &group = groups[key];
        for (RunWarning &w : group.found) {
            if (w.count == 0)
                continue;
            w.provider = key.first;
            w.cell = key.second;
            w.of = group.of;
            out.push_back(w);
        }
    }
    return out;
}

QString describeRunWarning(const RunWarning &w)
{
    const QString where = w.cell.empty() ? QString::fromStdString(w.provider)
                                         : Tr::tr("%1 in %2").arg(QString::fromStdString(w.provider), QString::fromStdString(w.cell));
    switch (w.kind) {
    case RunWarningKind::PromptTruncated:
        return Tr::tr("%1: %2 of %3 prompts came back more than 5 % shorter than asked (%4 of %5 tokens at worst): the "
                      "server cut them to its context, so their TTFT is for a shorter prompt.")
            .arg(where, count(w.count), count(w.of), count(w.worstCounted), count(w.worstTarget));
    case RunWarningKind::ReasoningUsedBudget:
        return Tr::tr("%1: %2 of %3 requests had no answer: reasoning used the whole max_tokens budget, so they have no "
                      "TTFT. Raise max_tokens or lower the reasoning effort.")
            .arg(where, count(w.count), count(w.of));
    case RunWarningKind::CacheHitsWithoutBusting:
        return Tr::tr("%1: %2 of %3 requests hit the server's prompt cache with cache busting off: their prefill was "
                      "shorter than their prompt. Turn cache busting on to measure a fresh prompt.")
            .arg(where, count(w.count), count(w.of));
    case RunWarningKind::CacheHitsDespiteBusting:
        return Tr::tr("%1: %2 of %3 requests hit the server's prompt cache although cache busting was on: the server "
                      "caches beyond the prompt's opening (a shared system prompt or template).")
            .arg(where, count(w.count), count(w.of));
    case RunWarningKind::Buffered:
        return Tr::tr("%1: %2 of %3 answers arrived in one burst at the end: the stream looks buffered (a proxy or "
                      "gateway holds it back), so TTFT is about the whole response time.")
            .arg(where, count(w.count), count(w.of));
    }
    return {};
}

nlohmann::json toJson(const RunWarning &w)
{
    nlohmann::json out{{"kind", runWarningKey(w.kind)}, {"provider", w.provider}, {"cell", w.cell},
                       {"count", w.count}, {"of", w.of}};
    if (w.kind == RunWarningKind::PromptTruncated) {
        out["worst_counted"] = w.worstCounted;
        out["worst_target"] = w.worstTarget;
    }
    return out;
}

} // namespace ttft
