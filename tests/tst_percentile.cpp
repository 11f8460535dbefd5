#include "stats/percentile.h"

#include <QList>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

using namespace ttft;

// Expected values are worked out by hand from numpy's default (method='linear') definition:
//     sort the sample ascending as x[0..n-1]
//     rank = p/100 · (n − 1), lo = floor(rank), hi = min(lo + 1, n − 1)
//     value = x[lo] + (x[hi] − x[lo]) · (rank − lo)
// Each row's comment shows the rank and the interpolation.
class TestPercentile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void linear_data();
    void linear();
    void sortedAndUnsortedAgree();
    void inputIsNotModified();
    void selectionMatchesSorting_data();
    void selectionMatchesSorting();
    void severalSelections();
    void rankArithmetic();
};

namespace {
const double kAbsent = std::numeric_limits<double>::quiet_NaN();
}

void TestPercentile::linear_data()
{
    QTest::addColumn<QList<double>>("sample");
    QTest::addColumn<double>("p");
    QTest::addColumn<double>("expected"); // NaN: no value

    const QList<double> four{1, 2, 3, 4};
    QTest::newRow("1..4 p0") << four << 0.0 << 1.0;            // rank 0 → x[0]
    QTest::newRow("1..4 p25") << four << 25.0 << 1.75;         // rank 0.75 → 1 + 0.75·1
    QTest::newRow("1..4 p50") << four << 50.0 << 2.5;          // rank 1.5 → 2 + 0.5·1
    QTest::newRow("1..4 p90") << four << 90.0 << 3.7;          // rank 2.7 → 3 + 0.7·1
    QTest::newRow("1..4 p99") << four << 99.0 << 3.97;         // rank 2.97 → 3 + 0.97·1
    QTest::newRow("1..4 p100") << four << 100.0 << 4.0;        // rank 3 → x[3]

    const QList<double> five{15, 20, 35, 40, 50};
    QTest::newRow("five p5") << five << 5.0 << 16.0;           // rank 0.2 → 15 + 0.2·5
    QTest::newRow("five p30") << five << 30.0 << 23.0;         // rank 1.2 → 20 + 0.2·15
    QTest::newRow("five p40") << five << 40.0 << 29.0;         // rank 1.6 → 20 + 0.6·15
    QTest::newRow("five p50") << five << 50.0 << 35.0;         // rank 2 → x[2] exactly
    QTest::newRow("five p75") << five << 75.0 << 40.0;         // rank 3 → x[3]
    QTest::newRow("five p95") << five << 95.0 << 48.0;         // rank 3.8 → 40 + 0.8·10

    QTest::newRow("n=1 p0") << QList<double>{7.5} << 0.0 << 7.5;   // rank 0 for every p
    QTest::newRow("n=1 p50") << QList<double>{7.5} << 50.0 << 7.5;
    QTest::newRow("n=1 p99.9") << QList<double>{7.5} << 99.9 << 7.5;
    QTest::newRow("n=1 p100") << QList<double>{7.5} << 100.0 << 7.5;

    QTest::newRow("n=2 p99.9") << QList<double>{10, 20} << 99.9 << 19.99; // rank 0.999 → 10 + 9.99
    QTest::newRow("negative p50") << QList<double>{-3, -1} << 50.0 << -2.0; // rank 0.5

    // Sorted first: {1,2,3,4} as above.
    QTest::newRow("unsorted p50") << QList<double>{4, 1, 3, 2} << 50.0 << 2.5;
    QTest::newRow("unsorted p90") << QList<double>{3, 4, 2, 1} << 90.0 << 3.7;

    const QList<double> dup{5, 10, 5, 5};                      // sorted {5,5,5,10}
    QTest::newRow("duplicates p50") << dup << 50.0 << 5.0;     // rank 1.5 → 5 + 0.5·0
    QTest::newRow("duplicates p90") << dup << 90.0 << 8.5;     // rank 2.7 → 5 + 0.7·5
    QTest::newRow("all equal p99") << QList<double>{3, 3, 3} << 99.0 << 3.0;

    QList<double> hundred;                                     // 1, 2, …, 100
    for (int i = 1; i <= 100; ++i)
        hundred.append(i);
    QTest::newRow("1..100 p50") << hundred << 50.0 << 50.5;    // rank 49.5 → 50 + 0.5
    QTest::newRow("1..100 p99") << hundred << 99.0 << 99.01;   // rank 98.01 → 99 + 0.01
    QTest::newRow("1..100 p99.9") << hundred << 99.9 << 99.901; // rank 98.901 → 99 + 0.901

    QTest::newRow("empty") << QList<double>{} << 50.0 << kAbsent;
    QTest::newRow("p below 0") << four << -1.0 << kAbsent;
    QTest::newRow("p above 100") << four << 100.5 << kAbsent;
    QTest::newRow("p is NaN") << four << kAbsent << kAbsent;
}

void TestPercentile::linear()
{
    QFETCH(QList<double>, sample);
    QFETCH(double, p);
    QFETCH(double, expected);
    const std::optional<double> value = percentile(std::vector<double>(sample.begin(), sample.end()), p);
    if (std::isnan(expected)) {
        QVERIFY(!value);
        return;
    }
    QVERIFY(value.has_value());
    // The hand-derived figures are decimal; the computation is binary. numpy itself returns e.g.
    // 3.7000000000000002 for the p90 row, so compare to a few ulps of the magnitude.
    QVERIFY2(std::abs(*value - expected) <= 1e-12 * std::max(1.0, std::abs(expected)),
             qPrintable(QStringLiteral("got %1, expected %2").arg(*value, 0, 'g', 17).arg(expected, 0, 'g', 17)));
}

void TestPercentile::sortedAndUnsortedAgree()
{
    const std::vector<double> sorted{0.5, 1.25, 2, 8, 8, 13.75, 21};
    std::vector<double> shuffled{8, 21, 0.5, 13.75, 2, 8, 1.25};
    for (double p = 0; p <= 100; p += 0.5)
        QCOMPARE(percentile(shuffled, p), percentileOfSorted(sorted, p));
}

void TestPercentile::inputIsNotModified()
{
    const std::vector<double> sample{3, 1, 2};
    const std::vector<double> copy = sample;
    QCOMPARE(percentile(sample, 50), std::optional<double>(2.0));
    QCOMPARE(sample, copy);
}

void TestPercentile::selectionMatchesSorting_data()
{
    QTest::addColumn<QList<double>>("sample");
    QTest::newRow("1..4") << QList<double>{4, 1, 3, 2};
    QTest::newRow("five") << QList<double>{50, 15, 40, 20, 35};
    QTest::newRow("n=1") << QList<double>{7.5};
    QTest::newRow("duplicates") << QList<double>{5, 10, 5, 5, 10, 5, 1};
    // A seeded shuffle of 1000 values with ties: many ranks fall between distinct values.
    QList<double> big;
    std::mt19937_64 engine(3);
    for (int i = 0; i < 1000; ++i)
        big.append(double(engine() % 300) / 7.0);
    QTest::newRow("1000 with ties") << big;
}

void TestPercentile::selectionMatchesSorting()
{
    // The selection path must give exactly (bit for bit) what the sorted path gives.
    QFETCH(QList<double>, sample);
    std::vector<double> sorted(sample.begin(), sample.end());
    std::sort(sorted.begin(), sorted.end());
    for (double p = 0; p <= 100; p += 0.1) {
        std::vector<double> scratch(sample.begin(), sample.end());
        QCOMPARE(percentileSelect(scratch, p), percentileOfSorted(sorted, p));
    }
    std::vector<double> scratch(sample.begin(), sample.end());
    QVERIFY(!percentileSelect(scratch, 101));
    QVERIFY(!percentileSelect(std::span<double>(), 50));
}

void TestPercentile::severalSelections()
{
    // One buffer, several ascending ps: each equals its sorted-path value, including ps close
    // enough to share an order statistic (99.9 and 99.95 with n = 1000).
    std::vector<double> values(1000);
    std::mt19937_64 engine(5);
    for (double &v : values)
        v = double(engine() % 100'000) / 100.0;
    std::vector<double> sorted = values;
    std::sort(sorted.begin(), sorted.end());
    const std::vector<double> ps{0, 1, 25, 50, 50, 90, 95, 99, 99.9, 99.95, 100};
    std::vector<double> out(ps.size());
    QVERIFY(percentilesSelect(values, ps, out));
    for (std::size_t i = 0; i < ps.size(); ++i)
        QCOMPARE(out[i], *percentileOfSorted(sorted, ps[i]));
    // Refused: descending or invalid ps, an output too short, no values.
    QVERIFY(!percentilesSelect(values, std::vector<double>{90, 50}, out));
    QVERIFY(!percentilesSelect(values, std::vector<double>{50, kAbsent}, out));
    std::vector<double> shortOut(1);
    QVERIFY(!percentilesSelect(values, std::vector<double>{50, 90}, shortOut));
    QVERIFY(!percentilesSelect(std::span<double>(), std::vector<double>{50}, out));
}

void TestPercentile::rankArithmetic()
{
    // n = 5, p = 40: rank 1.6 → between x[1] and x[2], 0.6 of the way (see the table above).
    const auto r = percentileRank(5, 40);
    QVERIFY(r);
    QCOMPARE(r->lo, std::size_t(1));
    QCOMPARE(r->hi, std::size_t(2));
    QVERIFY(std::abs(r->t - 0.6) < 1e-12);
    QVERIFY(std::abs(interpolatePercentile(20, 35, r->t) - 29.0) < 1e-12);
    // p100: the last value, no neighbour above.
    const auto top = percentileRank(5, 100);
    QCOMPARE(top->lo, std::size_t(4));
    QCOMPARE(top->hi, std::size_t(4));
    QVERIFY(!percentileRank(0, 50));
    QVERIFY(!percentileRank(5, -1));
}

QTEST_GUILESS_MAIN(TestPercentile)
#include "tst_percentile.moc"
