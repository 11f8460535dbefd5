// Run warnings: a prompt the server cut, an answer lost to reasoning, cache hits with and without
// cache busting, a buffered stream; counted per provider and cell, described in a user's words.
#include "model/requestrecord.h"
#include "stats/runwarnings.h"

#include <nlohmann/json.hpp>

#include <QTest>

using namespace ttft;

namespace {

constexpr std::int64_t kMs = 1'000'000;

RequestRecord answered(const std::string &provider, const std::string &cell)
{
    RequestRecord record;
    record.provider = provider;
    record.cell = cell;
    record.startNs = 1000 * kMs;
    record.firstOutputNs = record.startNs + 80 * kMs;
    record.firstAnswerNs = record.startNs + 80 * kMs;
    record.endNs = record.startNs + 400 * kMs;
    record.finishReasons = {"stop"};
    return record;
}

const RunWarning *find(const std::vector<RunWarning> &warnings, RunWarningKind kind, const std::string &cell = {})
{
    for (const RunWarning &w : warnings) {
        if (w.kind == kind && (cell.empty() || w.cell == cell))
            return &w;
    }
    return nullptr;
}

} // namespace

class TestRunWarnings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // llama.cpp cuts a prompt over its slot's context and says so only in usage.prompt_tokens.
    void truncatedPrompt()
    {
        std::vector<RequestRecord> records;
        for (const auto &[target, counted] : std::vector<std::pair<int, int>>{{8000, 4096}, {8000, 4000}, {8000, 7700}, {1000, 990}}) {
            RequestRecord r = answered("llama", "c1/p8000");
            r.promptTokensTarget = target;
            r.usage.promptTokens = counted;
            records.push_back(r);
        }
        RequestRecord warm = records.front();
        warm.warmup = true; // warm-ups are not counted
        records.push_back(warm);
        const auto warnings = runWarnings(records);
        QCOMPARE(warnings.size(), std::size_t(1));
        const RunWarning &w = warnings.front();
        QCOMPARE(w.kind, RunWarningKind::PromptTruncated);
        QCOMPARE(w.count, std::int64_t(2)); // 7,700 of 8,000 is 3.75 % short: within the 5 %
        QCOMPARE(w.of, std::int64_t(4));
        QCOMPARE(w.worstCounted, std::int64_t(4000));
        QCOMPARE(w.worstTarget, std::int64_t(8000));
        const QString text = describeRunWarning(w);
        QVERIFY2(text.contains(QStringLiteral("2 of 4")) && text.contains(QStringLiteral("4,000 of 8,000")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("c1/p8000")));
        const nlohmann::json j = toJson(w);
        QCOMPARE(j["kind"].get<std::string>(), std::string("prompt_truncated"));
        QCOMPARE(j["worst_counted"].get<int>(), 4000);
    }

    // Reasoning that took the whole budget: a "success" with no answer and no TTFT.
    void reasoningUsedBudget()
    {
        RequestRecord r = answered("thinker", {});
        r.firstAnswerNs = -1;
        r.firstReasoningNs = r.startNs + 50 * kMs;
        r.finishReasons = {"length"};
        RequestRecord stopped = r; // reasoning only, but it stopped on its own: not this warning
        stopped.finishReasons = {"stop"};
        RequestRecord anthropic = r;
        anthropic.finishReasons = {"max_tokens"};
        anthropic.firstReasoningNs = -1;
        anthropic.usage.reasoningTokens = 512;
        const auto warnings = runWarnings({r, stopped, anthropic, answered("thinker", {})});
        const RunWarning *w = find(warnings, RunWarningKind::ReasoningUsedBudget);
        QVERIFY(w);
        QCOMPARE(w->count, std::int64_t(2));
        QCOMPARE(w->of, std::int64_t(4));
        QVERIFY(describeRunWarning(*w).contains(QStringLiteral("max_tokens")));
        QCOMPARE(warnings.size(), std::size_t(1));
    }

    void cacheHits()
    {
        RequestRecord hit = answered("vllm", "c1");
        hit.usage.cachedTokens = 1536;
        RequestRecord busted = hit;
        busted.cacheBust = true;
        busted.cell = "c2";
        RequestRecord none = answered("vllm", "c1");
        none.usage.cachedTokens = 0; // reported, nothing cached
        const auto warnings = runWarnings({hit, none, busted});
        QCOMPARE(warnings.size(), std::size_t(2));
        QCOMPARE(warnings[0].kind, RunWarningKind::CacheHitsWithoutBusting);
        QCOMPARE(warnings[0].count, std::int64_t(1));
        QCOMPARE(warnings[0].of, std::int64_t(2));
        QCOMPARE(warnings[1].kind, RunWarningKind::CacheHitsDespiteBusting);
        QCOMPARE(warnings[1].cell, std::string("c2"));
    }

    void bufferedAndClean()
    {
        RequestRecord buffered = answered("proxied", {});
        // Eight answer events 0.05 ms apart at the very end.
        for (int i = 0; i < 8; ++i)
            buffered.answerEventNs.push_back(buffered.startNs + 390 * kMs + i * 50'000);
        buffered.firstAnswerNs = buffered.answerEventNs.front();
        buffered.lastAnswerNs = buffered.answerEventNs.back();
        buffered.answerEvents = 8;
        QVERIFY(buffered.looksBuffered());
        const auto warnings = runWarnings({buffered});
        QVERIFY(find(warnings, RunWarningKind::Buffered));
        // A clean run, and a failed request whatever it carries: no warning.
        RequestRecord failed = answered("x", {});
        failed.errorClass = ErrorClass::HttpServer;
        failed.usage.cachedTokens = 10;
        QVERIFY(runWarnings({answered("x", {}), failed}).empty());
    }
};

QTEST_GUILESS_MAIN(TestRunWarnings)
#include "tst_runwarnings.moc"
