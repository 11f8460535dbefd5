// Prompt-length series: per provider, on the server's token count when it gave one, with the line
// through them; and the conversation-turn helper of the what-if.
#include "model/requestrecord.h"
#include "stats/promptlengthfit.h"

#include <QTest>

using namespace ttft;

namespace {

constexpr std::int64_t kMs = 1'000'000;

RequestRecord request(const std::string &provider, std::optional<int> target, std::optional<std::int64_t> counted, double ttftMs)
{
    RequestRecord record;
    record.provider = provider;
    record.promptTokensTarget = target;
    record.usage.promptTokens = counted;
    record.startNs = 1000 * kMs;
    record.firstAnswerNs = record.startNs + std::int64_t(ttftMs * 1000) * 1000;
    record.endNs = record.firstAnswerNs + kMs;
    return record;
}

} // namespace

class TestPromptLengthFit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // An exact line: TTFT = 50 ms + tokens / 10,000 tokens/s. The server's count wins over the
    // target; warm-up and failed requests stay out.
    void exactLine()
    {
        std::vector<RequestRecord> records;
        for (int tokens : {500, 1000, 2000, 4000, 8000}) {
            // The target is off by 10 %: the line must use what the server counted.
            records.push_back(request("A", int(tokens * 1.1), tokens, 50 + tokens / 10.0));
            records.push_back(request("B", tokens, std::nullopt, 200 + tokens / 2.0));
        }
        RequestRecord warm = request("A", 1000, 1000, 9999);
        warm.warmup = true;
        RequestRecord failed = request("A", 1000, 1000, 9999);
        failed.errorClass = ErrorClass::HttpServer;
        records.push_back(warm);
        records.push_back(failed);
        records.push_back(request("C", std::nullopt, std::nullopt, 100)); // no prompt length: no point
        records.back().usage.cachedTokens = 64;                           // (nor a cache hit)
        records[0].usage.cachedTokens = 0;                                // reported, none cached
        records[2].usage.cachedTokens = 256;

        const std::vector<PromptLengthSeries> series = promptLengthSeries(records);
        QCOMPARE(series.size(), std::size_t(2));
        const PromptLengthSeries &a = series[0];
        QCOMPARE(a.provider, std::string("A"));
        QCOMPARE(a.fit.n, std::int64_t(5));
        QCOMPARE(a.serverCounted, std::int64_t(5));
        QCOMPARE(a.cacheHits, std::int64_t(1));
        QCOMPARE(a.minTokens, 500.0);
        QCOMPARE(a.maxTokens, 8000.0);
        QVERIFY(std::fabs(*a.fit.prefillTokensPerS() - 10'000) < 1e-6);
        QVERIFY(std::fabs(*a.fit.intercept - 50) < 1e-6);
        QVERIFY(std::fabs(*a.fit.predict(16'000) - 1650) < 1e-6);
        const PromptLengthSeries &b = series[1];
        QCOMPARE(b.serverCounted, std::int64_t(0)); // the workload's target
        QVERIFY(std::fabs(*b.fit.prefillTokensPerS() - 2000) < 1e-6);
        QVERIFY(std::fabs(*b.fit.intercept - 200) < 1e-6);
    }

    // One prompt length: points but no line.
    void oneLength()
    {
        const std::vector<RequestRecord> records{request("A", 1000, 1000, 100), request("A", 1000, 1000, 120)};
        const auto series = promptLengthSeries(records);
        QCOMPARE(series.size(), std::size_t(1));
        QCOMPARE(series[0].fit.n, std::int64_t(2));
        QVERIFY(!series[0].fit.slope);
        QVERIFY(!series[0].fit.prefillTokensPerS());
    }

    void conversationTurns()
    {
        QCOMPARE(conversationPromptTokens(1, 300), 150);          // the first question
        QCOMPARE(conversationPromptTokens(10, 300), 2850);        // nine turns and a question
        QCOMPARE(conversationPromptTokens(10, 300, 500), 3350);   // after a system prompt
        QCOMPARE(conversationPromptTokens(0, 300, 500), 500);
    }
};

QTEST_GUILESS_MAIN(TestPromptLengthFit)
#include "tst_promptlengthfit.moc"
