// Provider comparisons in plain words, from records shaped as a run makes them.
#include "model/requestrecord.h"
#include "stats/comparison.h"

#include <QTest>

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
        QCOMPARE(comparisons[0].ttft.size(), std::size_t(2)); // p50 and p95
        const PercentileDifference &p50 = comparisons[0].ttft[0];
        QCOMPARE(p50.p, 50.0);
        QCOMPARE(p50.estimate, -100.0);
        QVERIFY(p50.significant());
        const QString words = describeDifference(comparisons[0], p50);
        QVERIFY2(words.startsWith(QStringLiteral("A is faster than B at p50 by 100.0 ms")), qPrintable(words));
        // The interval is given for the advantage: positive, around 100.
        QVERIFY2(words.contains(QStringLiteral("95 % CI ")) && !words.contains(QStringLiteral("-")), qPrintable(words));
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
        QVERIFY(!comparisons[0].ttft[0].significant());
        QVERIFY(describeDifference(comparisons[0], comparisons[0].ttft[0]).startsWith(QStringLiteral("no significant difference between A and B at p50")));
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
};

QTEST_GUILESS_MAIN(TestComparison)
#include "tst_comparison.moc"
