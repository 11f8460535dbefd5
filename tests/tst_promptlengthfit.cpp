// Prompt-length series: per provider, on the server's token count when it gave one, with the curve
// through them (a line, or a line plus a quadratic term chosen by cross-validation, never a negative
// fixed overhead); and the conversation-turn helper of the what-if.
#include "model/requestrecord.h"
#include "stats/promptlengthfit.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <cmath>
#include <random>

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
        QCOMPARE(a.fit.shape, PrefillCurve::Shape::Linear); // 5 points: too few to try a quadratic
        QVERIFY(std::fabs(*a.fit.prefillTokensPerS(1000) - 10'000) < 1e-6);
        QVERIFY(std::fabs(*a.fit.prefillTokensPerS(8000) - 10'000) < 1e-6);
        QVERIFY(std::fabs(a.fit.a - 50) < 1e-6);
        QVERIFY(!a.fit.interceptClamped);
        QVERIFY(std::fabs(*a.fit.predict(16'000) - 1650) < 1e-6);
        const PromptLengthSeries &b = series[1];
        QCOMPARE(b.serverCounted, std::int64_t(0)); // the workload's target
        QVERIFY(std::fabs(*b.fit.prefillTokensPerS(4000) - 2000) < 1e-6);
        QVERIFY(std::fabs(b.fit.a - 200) < 1e-6);
    }

    // One prompt length: points but no line.
    void oneLength()
    {
        const std::vector<RequestRecord> records{request("A", 1000, 1000, 100), request("A", 1000, 1000, 120)};
        const auto series = promptLengthSeries(records);
        QCOMPARE(series.size(), std::size_t(1));
        QCOMPARE(series[0].fit.n, std::int64_t(2));
        QVERIFY(!series[0].fit.valid());
        QVERIFY(!series[0].fit.predict(1000));
        QVERIFY(!series[0].fit.prefillTokensPerS(1000));
    }

    // A configured quadratic term, with noise, is recovered within 10 %, and the quadratic shape is
    // chosen; the per-length rates fall as the prompt grows.
    void quadraticRecovered()
    {
        const double a = 40, b = 0.25, c = 300e-6; // c: 300 ms per (1k tokens)²
        std::mt19937_64 random(18);
        std::normal_distribution<double> noise(0, 5);
        std::vector<RequestRecord> records;
        for (int repeat = 0; repeat < 6; ++repeat) {
            for (int tokens : {250, 500, 1000, 2000, 3000, 4000}) {
                const double ttft = a + b * tokens + c * tokens * tokens + noise(random);
                records.push_back(request("Q", tokens, tokens, ttft));
            }
        }
        const PrefillCurve fit = promptLengthSeries(records).front().fit;
        QCOMPARE(fit.shape, PrefillCurve::Shape::Quadratic);
        QVERIFY2(std::fabs(fit.c - c) / c < 0.10, qPrintable(QString::number(fit.c * 1e6)));
        QVERIFY(*fit.cvRmsQuadraticMs < *fit.cvRmsLinearMs);
        QVERIFY(fit.a >= 0);
        QVERIFY(*fit.prefillTokensPerS(250) > *fit.prefillTokensPerS(4000));
        // The average rate at n is n ÷ (b·n + c·n²).
        QVERIFY(std::fabs(*fit.prefillTokensPerS(4000) - 4000 / (fit.b * 4000 + fit.c * 16e6) * 1000) < 1e-6);
        QVERIFY(*fit.marginalTokensPerS(4000) < *fit.prefillTokensPerS(4000));
        // The same points through the pipeline's entry point.
        QCOMPARE(prefillCurveOf(records, "Q").shape, PrefillCurve::Shape::Quadratic);
        QVERIFY(!prefillCurveOf(records, "other").valid());
    }

    // The llama.cpp server of issue 18: its own prompt_per_second was 2,811 tokens/s at 116 tokens,
    // 1,879 at 1,028, 1,027 at 2,053 and 587 at 2,953. A straight line through those TTFTs has a
    // negative intercept (−15.5 ms was printed); the curve has none, and follows the rates.
    void llamaCppRates()
    {
        std::vector<RequestRecord> records;
        const std::vector<std::pair<int, double>> measured{{116, 2811}, {1028, 1879}, {2053, 1027}, {2953, 587}};
        for (int repeat = 0; repeat < 3; ++repeat) {
            for (const auto &[tokens, rate] : measured)
                records.push_back(request("llama", tokens, tokens, 4 + tokens / rate * 1000 + repeat * 0.5));
        }
        const PrefillCurve fit = promptLengthSeries(records).front().fit;
        QCOMPARE(fit.shape, PrefillCurve::Shape::Quadratic);
        QVERIFY(fit.a >= 0);
        QVERIFY(*fit.rSquared > 0.98);
        // Within 25 % of what the server itself reported where prefill is most of the TTFT. (At 116
        // tokens its 41 ms are within the curve's error: that server's prefill grew faster than
        // quadratically, and no three coefficients follow it everywhere.)
        for (const auto &[tokens, rate] : measured) {
            if (tokens < 1000)
                continue;
            const double fitted = *fit.prefillTokensPerS(tokens);
            QVERIFY2(std::fabs(fitted - rate) / rate < 0.25, qPrintable(QStringLiteral("%1: %2 vs %3").arg(tokens).arg(fitted).arg(rate)));
        }
        // A straight line alone is clamped: it wanted a negative fixed overhead.
        std::vector<double> x, y;
        for (const RequestRecord &r : records) {
            x.push_back(double(*r.usage.promptTokens));
            y.push_back(*r.ttftMs());
        }
        const PrefillCurve line = fitPrefillLine(x, y);
        QVERIFY(line.interceptClamped);
        QCOMPARE(line.a, 0.0);
        QVERIFY(line.b > 0);
    }

    // A noisy straight line stays a line (the quadratic must earn its term on held-out points),
    // and a = 0 exactly when the data want a negative one, never below.
    void noisyLineStaysLinear()
    {
        std::mt19937_64 random(7);
        std::normal_distribution<double> noise(0, 20);
        std::vector<double> x, y;
        for (int repeat = 0; repeat < 10; ++repeat) {
            for (int tokens : {100, 400, 800, 1600, 3200, 6400}) {
                x.push_back(tokens);
                y.push_back(30 + 0.2 * tokens + noise(random));
            }
        }
        const PrefillCurve fit = fitPrefillCurve(x, y);
        QCOMPARE(fit.shape, PrefillCurve::Shape::Linear);
        QCOMPARE(fit.c, 0.0);
        QVERIFY(std::fabs(fit.b - 0.2) < 0.01);
        QVERIFY(std::fabs(fit.a - 30) < 15);
        // Falling TTFT: no growth, no rate, nothing negative.
        const PrefillCurve falling = fitPrefillCurve(std::vector<double>{1, 2, 3, 4, 5, 6}, std::vector<double>{60, 50, 40, 30, 20, 10});
        QVERIFY(falling.valid());
        QVERIFY(falling.a >= 0 && falling.b >= 0 && falling.c >= 0);
        QVERIFY(!falling.prefillTokensPerS(3));
        // Non-finite points are skipped.
        const PrefillCurve skipped = fitPrefillCurve(std::vector<double>{1, 2, std::nan(""), 3}, std::vector<double>{10, 20, 30, 30});
        QCOMPARE(skipped.n, std::int64_t(3));
    }

    // A sweep over load and prompt length: a queue at c8 adds to every TTFT there. The curve is
    // fitted at the provider's lightest level, c1, and says so; the voice what-if uses the same.
    void lightestLoadOnly()
    {
        std::vector<RequestRecord> records;
        for (int concurrency : {8, 1}) {
            for (int tokens : {500, 1000, 2000, 4000}) {
                for (int repeat = 0; repeat < 2; ++repeat) {
                    RequestRecord r = request("A", tokens, tokens, 20 + tokens / 10.0 + (concurrency == 8 ? 300 + tokens / 5.0 : 0));
                    r.concurrency = concurrency;
                    records.push_back(r);
                }
            }
        }
        const PromptLengthSeries s = promptLengthSeries(records).front();
        QCOMPARE(s.levels, 2);
        QCOMPARE(s.concurrency, 1);
        QCOMPARE(s.fit.n, std::int64_t(8));
        QVERIFY(std::fabs(s.fit.a - 20) < 1e-6);
        QVERIFY(std::fabs(*s.fit.prefillTokensPerS(2000) - 10'000) < 1e-3);
        QVERIFY(std::fabs(*prefillCurveOf(records, "A").predict(1000) - 120) < 1e-6);
    }

    void json()
    {
        const PrefillCurve fit = fitPrefillCurve(std::vector<double>{1000, 2000, 3000}, std::vector<double>{110, 210, 310});
        const nlohmann::json j = toJson(fit);
        QCOMPARE(j["shape"].get<std::string>(), std::string("linear"));
        QCOMPARE(j["n"].get<int>(), 3);
        QVERIFY(std::fabs(j["intercept_ms"].get<double>() - 10) < 1e-6);
        QVERIFY(std::fabs(j["prefill_tokens_per_s_at"]["1000"].get<double>() - 10'000) < 1e-3);
        QVERIFY(j["prefill_tokens_per_s_at"].contains("3000") && !j["prefill_tokens_per_s_at"].contains("4000")); // not extrapolated
        QCOMPARE(j["intercept_clamped"].get<bool>(), false);
        QVERIFY(toJson(PrefillCurve{})["shape"].is_null());
        QCOMPARE(describePrefillCurve(fit), std::string("TTFT ~ 10.0 ms + 0.1000 ms/token x n"));
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
