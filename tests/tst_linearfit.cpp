#include "model/requestrecord.h"
#include "stats/linearfit.h"

#include <QList>
#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <numbers>
#include <random>

using namespace ttft;

namespace {

bool near(double actual, double expected, double relative = 1e-9)
{
    return std::abs(actual - expected) <= relative * std::max(1.0, std::abs(expected));
}

constexpr std::int64_t kMs = 1'000'000;
constexpr std::int64_t kBase = 5'000'000'000'000;

// A finished request with the given TTFT; prompt length from usage and/or the plan's target.
RequestRecord request(const std::string &provider, double ttftMs, std::optional<std::int64_t> usagePrompt,
                      std::optional<int> targetPrompt)
{
    RequestRecord r;
    r.provider = provider;
    r.startNs = kBase;
    r.intendedNs = kBase;
    r.firstAnswerNs = kBase + std::int64_t(std::llround(ttftMs * kMs));
    r.firstOutputNs = r.firstAnswerNs;
    r.endNs = r.firstAnswerNs + 100 * kMs;
    r.usage.promptTokens = usagePrompt;
    r.promptTokensTarget = targetPrompt;
    return r;
}

} // namespace

class TestLinearFit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exactLine_data();
    void exactLine();
    void handComputedRSquared();
    void noisySeeded();
    void degenerate();
    void fromRecords();
    void json();
};

void TestLinearFit::exactLine_data()
{
    QTest::addColumn<QList<double>>("x");
    QTest::addColumn<double>("slope");
    QTest::addColumn<double>("intercept");
    QTest::addColumn<double>("prefill"); // 1000 / slope, NaN when none
    const QList<double> prompts{100, 500, 1000, 4000, 16000, 128000};
    // 0.2 ms per token: 5000 tokens/s of prefill behind a 35 ms fixed cost.
    QTest::newRow("typical") << prompts << 0.2 << 35.0 << 5000.0;
    // A fast engine: 0.008 ms per token (125 000 tokens/s), 250 ms of network and queueing.
    QTest::newRow("fast prefill, slow network") << prompts << 0.008 << 250.0 << 125000.0;
    // Flat: prompt length does not matter (a cache hit every time); no prefill rate.
    QTest::newRow("flat") << prompts << 0.0 << 80.0 << std::nan("");
    QTest::newRow("two points") << QList<double>{1000, 3000} << 0.05 << 20.0 << 20000.0;
}

void TestLinearFit::exactLine()
{
    QFETCH(QList<double>, x);
    QFETCH(double, slope);
    QFETCH(double, intercept);
    QFETCH(double, prefill);
    std::vector<double> xs(x.begin(), x.end()), ys;
    for (const double v : xs)
        ys.push_back(intercept + slope * v);
    const LinearFit fit = fitLine(xs, ys);
    QCOMPARE(fit.n, std::int64_t(xs.size()));
    QVERIFY(fit.slope && fit.intercept);
    QVERIFY2(std::abs(*fit.slope - slope) < 1e-12, qPrintable(QString::number(*fit.slope, 'g', 17)));
    QVERIFY2(near(*fit.intercept, intercept), qPrintable(QString::number(*fit.intercept, 'g', 17)));
    if (slope != 0) {
        QVERIFY(fit.rSquared && near(*fit.rSquared, 1.0));
    } else {
        QVERIFY(!fit.rSquared); // y has no spread: 0/0
    }
    if (std::isnan(prefill))
        QVERIFY(!fit.prefillTokensPerS());
    else
        QVERIFY(near(*fit.prefillTokensPerS(), prefill, 1e-6));
    // Prediction is the line itself.
    QVERIFY(near(*fit.predict(2000), intercept + slope * 2000));
    if (xs.size() > 2)
        QVERIFY(fit.slopeStdErr && *fit.slopeStdErr < 1e-9);
}

void TestLinearFit::handComputedRSquared()
{
    // x = 1, 2, 3, 4; y = 2, 4, 5, 8.
    // x̄ = 2.5, ȳ = 4.75; Sxx = 2.25 + 0.25 + 0.25 + 2.25 = 5;
    // Sxy = (−1.5)(−2.75) + (−0.5)(−0.75) + (0.5)(0.25) + (1.5)(3.25) = 4.125 + 0.375 + 0.125 + 4.875 = 9.5
    // slope = 9.5 / 5 = 1.9; intercept = 4.75 − 1.9·2.5 = 0.
    // Fitted 1.9, 3.8, 5.7, 7.6; residuals 0.1, 0.2, −0.7, 0.4; SSres = 0.01 + 0.04 + 0.49 + 0.16 = 0.7.
    // SStot = 2.75² + 0.75² + 0.25² + 3.25² = 7.5625 + 0.5625 + 0.0625 + 10.5625 = 18.75.
    // R² = 1 − 0.7 / 18.75 = 0.96266…; slope standard error = √(0.7 / 2 / 5) = √0.07.
    const LinearFit fit = fitLine(std::vector<double>{1, 2, 3, 4}, std::vector<double>{2, 4, 5, 8});
    QCOMPARE(fit.n, 4);
    QVERIFY(near(*fit.slope, 1.9, 1e-12));
    QVERIFY(std::abs(*fit.intercept) < 1e-12);
    QVERIFY(near(*fit.rSquared, 1 - 0.7 / 18.75, 1e-12));
    QVERIFY(near(*fit.slopeStdErr, std::sqrt(0.07), 1e-12));
    QVERIFY(near(*fit.predict(10), 19.0, 1e-12));
    QVERIFY(near(*fit.prefillTokensPerS(), 1000 / 1.9, 1e-12));
}

void TestLinearFit::noisySeeded()
{
    // TTFT = 120 ms + 0.05 ms/token · prompt + N(0, 5 ms), prompts uniform in [128, 32 000],
    // n = 2000, seeded. Expected standard errors: slope σ/(√n·sd(x)) ≈ 5/(44.7·9200) ≈ 1.2e−5;
    // intercept σ·√(1/n + x̄²/Sxx) ≈ 5·√(0.0005 + 0.0015) ≈ 0.22 ms. Tolerances are ~10 of those.
    std::mt19937_64 engine(2024);
    const auto uniform = [&] { return (double(engine() >> 11) + 0.5) * 0x1.0p-53; };
    std::vector<double> prompts, ttft;
    for (int i = 0; i < 2000; ++i) {
        const double x = std::round(128 + (32000 - 128) * uniform());
        const double noise = 5 * std::sqrt(-2 * std::log(uniform())) * std::cos(2 * std::numbers::pi * uniform());
        prompts.push_back(x);
        ttft.push_back(120 + 0.05 * x + noise);
    }
    const LinearFit fit = fitLine(prompts, ttft);
    QCOMPARE(fit.n, 2000);
    QVERIFY2(std::abs(*fit.slope - 0.05) < 2e-4, qPrintable(QString::number(*fit.slope, 'g', 10)));
    QVERIFY2(std::abs(*fit.intercept - 120) < 2.0, qPrintable(QString::number(*fit.intercept, 'g', 10)));
    // The truth lies within a few of the fit's own standard errors, and those are about as
    // predicted.
    QVERIFY(fit.slopeStdErr && std::abs(*fit.slope - 0.05) < 4 * *fit.slopeStdErr);
    QVERIFY(*fit.slopeStdErr > 0.8e-5 && *fit.slopeStdErr < 1.6e-5);
    // R² = 1 − σ²/Var(y) with Var(y) ≈ 0.05²·Var(x) + σ² = 0.0025·(31 872²/12) + 25 ≈ 211 650.
    QVERIFY(*fit.rSquared > 0.999 && *fit.rSquared < 1.0);
    QVERIFY(near(*fit.prefillTokensPerS(), 20000, 0.005));
}

void TestLinearFit::degenerate()
{
    QCOMPARE(fitLine(std::vector<double>{}, std::vector<double>{}).n, 0);
    const LinearFit one = fitLine(std::vector<double>{1000}, std::vector<double>{50});
    QCOMPARE(one.n, 1);
    QVERIFY(!one.slope && !one.intercept && !one.predict(10) && !one.prefillTokensPerS());
    // Every prompt the same length: no line through them is better than another.
    const LinearFit sameX = fitLine(std::vector<double>{2000, 2000, 2000}, std::vector<double>{100, 120, 110});
    QCOMPARE(sameX.n, 3);
    QVERIFY(!sameX.slope);
    // Non-finite pairs are skipped; the shorter input decides the length.
    const LinearFit skipped = fitLine(std::vector<double>{1, 2, std::nan(""), 3, 99},
                                      std::vector<double>{10, 20, 25, 30});
    QCOMPARE(skipped.n, 3);
    QVERIFY(near(*skipped.slope, 10));
    // Falling TTFT with prompt length (say, a warming cache): a slope, but no prefill rate.
    const LinearFit falling = fitLine(std::vector<double>{1, 2, 3}, std::vector<double>{30, 20, 10});
    QVERIFY(near(*falling.slope, -10));
    QVERIFY(!falling.prefillTokensPerS());
}

void TestLinearFit::fromRecords()
{
    // lab-a follows TTFT = 50 + 0.1·prompt exactly on the records that count.
    std::vector<RequestRecord> records{
        request("lab-a", 60, 100, std::nullopt),      // usage only
        request("lab-a", 150, std::nullopt, 1000),    // target only
        request("lab-a", 250, 2000, 4000),            // both: the server's count wins (4000 would give 450)
        request("lab-a", 450, 4000, 4000),
    };
    RequestRecord warmup = request("lab-a", 5000, 500, 500);
    warmup.warmup = true;
    RequestRecord failed = request("lab-a", 1, 8000, 8000);
    failed.errorClass = ErrorClass::Dropped;
    records.push_back(warmup);
    records.push_back(failed);
    records.push_back(request("lab-a", 9999, std::nullopt, std::nullopt)); // no prompt length: skipped
    records.push_back(request("lab-b", 10, 100, 100));                    // another provider
    records.push_back(request("lab-b", 20, 8000, 8000));

    QCOMPARE(promptTokensOf(records[0]), std::optional<double>(100));
    QCOMPARE(promptTokensOf(records[1]), std::optional<double>(1000));
    QCOMPARE(promptTokensOf(records[2]), std::optional<double>(2000));
    QVERIFY(!promptTokensOf(records[6]));

    const LinearFit a = fitTtftOnPromptTokens(records, "lab-a");
    QCOMPARE(a.n, 4);
    QVERIFY(near(*a.slope, 0.1));
    QVERIFY(near(*a.intercept, 50));
    QVERIFY(near(*a.rSquared, 1));
    QVERIFY(near(*a.prefillTokensPerS(), 10000));
    QVERIFY(near(*a.predict(32000), 3250));

    // Without a provider filter lab-b's two points join: 6 points, no longer a perfect line.
    const LinearFit all = fitTtftOnPromptTokens(records);
    QCOMPARE(all.n, 6);
    QVERIFY(*all.rSquared < 0.9);
}

void TestLinearFit::json()
{
    const nlohmann::json j = toJson(fitLine(std::vector<double>{1, 2, 3, 4}, std::vector<double>{2, 4, 5, 8}));
    QCOMPARE(j["n"].get<int>(), 4);
    QCOMPARE(j["slope_ms_per_token"].get<double>(), 1.9);
    QCOMPARE(j["intercept_ms"].dump(), std::string("0.0")); // 4.75 − 1.9·2.5 may be −4e−16: no "-0.0"
    QCOMPARE(j["r_squared"].get<double>(), 0.962667); // 0.96266… to six decimals
    QCOMPARE(j["slope_stderr_ms_per_token"].get<double>(), 0.264575); // √0.07 = 0.2645751…
    QCOMPARE(j["prefill_tokens_per_s"].get<double>(), 526.315789);    // 1000/1.9 = 526.3157894…
    const nlohmann::json none = toJson(fitLine(std::vector<double>{1}, std::vector<double>{1}));
    QCOMPARE(none["n"].get<int>(), 1);
    for (const char *key : {"slope_ms_per_token", "intercept_ms", "r_squared", "slope_stderr_ms_per_token",
                            "prefill_tokens_per_s"})
        QVERIFY2(none[key].is_null(), key);
}

QTEST_GUILESS_MAIN(TestLinearFit)
#include "tst_linearfit.moc"
