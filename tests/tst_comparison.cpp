// Provider comparisons in plain words, from records shaped as a run makes them, and from real
// runs of lab providers whose latency models are known: the same model twice is told apart from
// nothing, a model 50 ms slower is named.
#include "engine/engine.h"
#include "lab/labserver.h"
#include "model/requestrecord.h"
#include "stats/comparison.h"
#include "stats/metric.h"

#include <QTest>

#include <nlohmann/json.hpp>

using namespace ttft;

namespace {

RequestRecord record(const std::string &provider, const std::string &cell, double ttftMs, bool warmup = false)
{
    RequestRecord r;
    r.provider = provider;
    r.cell = cell;
    r.warmup = warmup;
    r.startNs = 1'000'000'000;
    r.firstAnswerNs = r.startNs + std::int64_t(ttftMs * 1e6);
    r.endNs = r.firstAnswerNs + 1'000'000;
    return r;
}

// Two lab models with the same latency (40 ms + exponential jitter of mean 10 ms), and a third
// that is the same plus 50 ms of fixed overhead. Prefill is free and answers are two tokens, so a
// request takes ~60 ms and a few hundred of them at high concurrency take about a second.
LabConfig twinsConfig()
{
    LabModel twin;
    twin.fixedOverheadMs = 40;
    twin.prefillTokensPerSec = 0;
    twin.tpotMs = 2;
    twin.outputTokens = 2;
    twin.firstTokenJitterMs = 10;
    twin.tpotJitterMs = 0.5;
    LabConfig config;
    LabModel a = twin;
    a.name = "twin-a";
    LabModel b = twin;
    b.name = "twin-b";
    LabModel slower = twin;
    slower.name = "twin-plus50";
    slower.fixedOverheadMs += 50;
    config.models = {a, b, slower};
    return config;
}

ProviderProfile twinProvider(const LabServer &lab, const std::string &model)
{
    ProviderProfile profile;
    profile.name = model;
    profile.baseUrl = lab.baseUrl().toStdString();
    profile.model = model;
    profile.firstTokenTimeoutMs = 5000;
    profile.totalTimeoutMs = 10000;
    return profile;
}

const ProviderComparison *find(const std::vector<ProviderComparison> &comparisons, const std::string &a,
                               const std::string &b)
{
    for (const ProviderComparison &comparison : comparisons) {
        if ((comparison.providerA == a && comparison.providerB == b) || (comparison.providerA == b && comparison.providerB == a))
            return &comparison;
    }
    return nullptr;
}

} // namespace

class TestComparison : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fasterProviderIsNamed()
    {
        std::vector<RequestRecord> records;
        // A answers in 100–119 ms, B in 200–219 ms: A is faster by 100 ms at every percentile.
        for (int i = 0; i < 20; ++i) {
            records.push_back(record("A", "seq", 100 + i));
            records.push_back(record("B", "seq", 200 + i));
        }
        records.push_back(record("A", "seq", 5000, true)); // warm-up: never counted
        const auto comparisons = compareProviders(records);
        QCOMPARE(comparisons.size(), std::size_t(1));
        QCOMPARE(comparisons[0].differences.size(), std::size_t(2)); // p50 and p95
        const PercentileDifference &p50 = comparisons[0].differences[0];
        QCOMPARE(p50.p, 50.0);
        QCOMPARE(p50.estimate, -100.0);
        QVERIFY(p50.significant());
        const QString words = describeDifference(comparisons[0], p50);
        QVERIFY2(words.startsWith(QStringLiteral("A is faster than B at p50 by 100 ms")), qPrintable(words));
        // The interval is given for the advantage: positive, around 100.
        QVERIFY2(words.contains(QStringLiteral("95 % CI ")) && !words.contains(QStringLiteral("-"))
                     && !words.contains(QChar(0x2212)),
                 qPrintable(words));
    }

    void sameDistributionIsNotSignificant()
    {
        std::vector<RequestRecord> records;
        for (int i = 0; i < 30; ++i) {
            records.push_back(record("A", "c10", 100 + (i * 37) % 50));
            records.push_back(record("B", "c10", 100 + (i * 41) % 50));
        }
        const auto comparisons = compareProviders(records);
        QCOMPARE(comparisons.size(), std::size_t(1));
        QVERIFY(!comparisons[0].differences[0].significant());
        QVERIFY(describeDifference(comparisons[0], comparisons[0].differences[0]).startsWith(QStringLiteral("no significant difference between A and B at p50")));
    }

    // Providers are compared only within a cell: same load, same prompt length, same window.
    void onlyWithinACell()
    {
        std::vector<RequestRecord> records;
        for (int i = 0; i < 10; ++i) {
            records.push_back(record("A", "c1", 100 + i));
            records.push_back(record("B", "c1", 150 + i));
            records.push_back(record("A", "c10", 300 + i));
        }
        const auto comparisons = compareProviders(records);
        QCOMPARE(comparisons.size(), std::size_t(1));
        QCOMPARE(comparisons[0].cell, std::string("c1"));
    }

    // Any metric: the same records compared on E2E and on TTFT give each its own figures.
    void anyMetric()
    {
        std::vector<RequestRecord> records;
        for (int i = 0; i < 20; ++i) {
            // A: TTFT 100 ms, E2E 400 ms. B: TTFT 200 ms, E2E 250 ms. B streams faster.
            RequestRecord a = record("A", "seq", 100 + i % 3);
            a.endNs = a.startNs + std::int64_t((400 + i % 3) * 1e6);
            RequestRecord b = record("B", "seq", 200 + i % 3);
            b.endNs = b.startNs + std::int64_t((250 + i % 3) * 1e6);
            records.push_back(a);
            records.push_back(b);
        }
        const auto ttft = compareProviders(records, Metric::Ttft);
        const auto e2e = compareProviders(records, Metric::E2e);
        QCOMPARE(ttft.size(), std::size_t(1));
        QCOMPARE(e2e.size(), std::size_t(1));
        QCOMPARE(e2e[0].metric, Metric::E2e);
        QVERIFY(describeDifference(ttft[0], ttft[0].differences[1]).startsWith(QStringLiteral("A is faster than B at p95 by 100 ms")));
        QVERIFY(describeDifference(e2e[0], e2e[0].differences[1]).startsWith(QStringLiteral("B is faster than A at p95 by 150 ms")));
        // No TPOT without output tokens: nothing to compare.
        QVERIFY(compareProviders(records, Metric::Tpot).empty());
        QCOMPARE(toJson(e2e[0])["metric"].get<std::string>(), std::string("e2e"));
        QVERIFY(toJson(e2e[0]).contains("e2e_ms"));
        QVERIFY(toJson(ttft[0]).contains("ttft_ms"));
        for (const Metric metric : kAllMetrics) {
            Metric back = Metric::Ttft;
            QVERIFY(metricFromKey(metricKey(metric), back));
            QCOMPARE(back, metric);
            QCOMPARE(metricUnit(metric), QStringLiteral("ms"));
            QVERIFY(!metricName(metric).isEmpty() && !metricLabel(metric).isEmpty());
        }
    }

    // Real requests through the engine to the lab: two providers serving the same latency model
    // cannot be told apart; one 50 ms slower is named, at p50 and p95, by about 50 ms.
    void labVerdicts()
    {
        LabServer lab(twinsConfig());
        QString error;
        QVERIFY2(lab.start(&error), qPrintable(error));
        RunSpec spec;
        for (const char *model : {"twin-a", "twin-b", "twin-plus50"})
            spec.providers.push_back(EngineProvider{twinProvider(lab, model), {}});
        spec.workload.messages = nlohmann::json::array({{{"role", "user"}, {"content", "Say hello."}}});
        spec.workload.maxTokens = 2;
        spec.plan.mode = LoadMode::ClosedLoop;
        // Eight at a time per provider: enough for a few seconds' run, not so many that a busy
        // machine's stalls (two cores shared with builds) become the tail being compared.
        spec.plan.concurrency = {8};
        spec.plan.warmup = 0;
        spec.plan.requests = 300;
        const std::vector<RequestRecord> records = runToCompletion(spec);
        int measured = 0;
        for (const RequestRecord &r : records) {
            QVERIFY2(!r.failed(), r.errorMessage.c_str());
            measured += r.warmup ? 0 : 1;
        }
        QCOMPARE(measured, 3 * 300);

        // Twins: under the null hypothesis a 95 % interval misses 0 one time in twenty per
        // percentile. At 99 % the pair of checks fails about one run in fifty by chance alone, not
        // one in ten; the 50 ms difference below is significant at any level.
        BootstrapOptions strict;
        strict.level = 0.99;
        const auto twins = compareProviders(records, Metric::Ttft, strict);
        const ProviderComparison *same = find(twins, "twin-a", "twin-b");
        QVERIFY(same);
        QCOMPARE(same->differences.size(), std::size_t(2));
        for (const PercentileDifference &difference : same->differences) {
            const QString words = describeDifference(*same, difference);
            QVERIFY2(words.startsWith(QStringLiteral("no significant difference between ")), qPrintable(words));
            if (difference.p == 50)
                QVERIFY2(std::abs(difference.estimate) < 10, qPrintable(words));
        }

        const auto comparisons = compareProviders(records, Metric::Ttft);
        for (const char *twin : {"twin-a", "twin-b"}) {
            const ProviderComparison *pair = find(comparisons, twin, "twin-plus50");
            QVERIFY(pair);
            for (const PercentileDifference &difference : pair->differences) {
                const QString words = describeDifference(*pair, difference);
                qInfo("%s", qPrintable(words));
                QVERIFY2(words.startsWith(QStringLiteral("%1 is faster than twin-plus50 at p%2 by ").arg(QLatin1String(twin)).arg(difference.p)),
                         qPrintable(words));
                const double advantage = pair->providerA == twin ? -difference.estimate : difference.estimate;
                // The median pins the 50 ms closely; p95 rests on the 15 slowest of 300 requests of
                // each, where the exponential jitter and the machine's own stalls add their spread.
                const bool median = difference.p == 50;
                QVERIFY2(median ? advantage > 40 && advantage < 60 : advantage > 20 && advantage < 80, qPrintable(words));
                QVERIFY2(difference.upper - difference.lower < (median ? 15 : 60), qPrintable(words));
            }
        }
        // E2E carries the same 50 ms (decode is the same).
        const auto e2e = compareProviders(records, Metric::E2e);
        const ProviderComparison *pair = find(e2e, "twin-a", "twin-plus50");
        QVERIFY(pair);
        QVERIFY(describeDifference(*pair, pair->differences[1]).startsWith(QStringLiteral("twin-a is faster than twin-plus50 at p95")));
    }
};

QTEST_GUILESS_MAIN(TestComparison)
#include "tst_comparison.moc"
