#include "stats/histogram.h"

#include <QList>
#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <limits>
#include <numbers>
#include <numeric>
#include <random>

using namespace ttft;

Q_DECLARE_METATYPE(std::vector<std::int64_t>)

namespace {

const double kNaN = std::numeric_limits<double>::quiet_NaN();
const double kInf = std::numeric_limits<double>::infinity();

// A latency-like sample: lognormal around 300 ms with a long right tail. Box–Muller over the raw
// generator output so that the sample is the same on every standard library.
std::vector<double> lognormalSample(std::size_t n, std::uint64_t seed)
{
    std::mt19937_64 engine(seed);
    const auto uniform = [&] { return (double(engine() >> 11) + 0.5) * 0x1.0p-53; }; // (0, 1)
    std::vector<double> values(n);
    for (double &v : values) {
        const double normal = std::sqrt(-2 * std::log(uniform())) * std::cos(2 * std::numbers::pi * uniform());
        v = 300 * std::exp(0.5 * normal);
    }
    return values;
}

} // namespace

class TestHistogram : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixedBins_data();
    void fixedBins();
    void freedmanDiaconis_data();
    void freedmanDiaconis();
    void countsMatchEdges_data();
    void countsMatchEdges();
    void degenerate();
    void json();
};

void TestHistogram::fixedBins_data()
{
    QTest::addColumn<QList<double>>("values");
    QTest::addColumn<int>("bins");
    QTest::addColumn<double>("low"); // NaN: the data's range
    QTest::addColumn<double>("high");
    QTest::addColumn<QList<double>>("edges");
    QTest::addColumn<std::vector<std::int64_t>>("counts");
    QTest::addColumn<qint64>("below");
    QTest::addColumn<qint64>("above");

    // 0..10 in 5 bins of width 2: [0,2) {0,1}, [2,4) {2,3}, [4,6), [6,8), and the last bin closed,
    // [8,10] {8,9,10}.
    QList<double> zeroToTen;
    for (int i = 0; i <= 10; ++i)
        zeroToTen.append(i);
    QTest::newRow("0..10 in 5") << zeroToTen << 5 << kNaN << kNaN << QList<double>{0, 2, 4, 6, 8, 10}
                                << std::vector<std::int64_t>{2, 2, 2, 2, 3} << qint64(0) << qint64(0);
    // The maximum lands in the last bin, not past it.
    QTest::newRow("max in last bin") << QList<double>{1, 2} << 1 << kNaN << kNaN << QList<double>{1, 2}
                                     << std::vector<std::int64_t>{2} << qint64(0) << qint64(0);
    // Fixed range [0, 5] in 2 bins: −1 below, 6 above; 0 → [0, 2.5); 2.5 and 5 → [2.5, 5].
    // NaN and infinity are not measurements: in no count at all.
    QTest::newRow("fixed range") << QList<double>{-1, 0, 2.5, 5, 6, kNaN, kInf} << 2 << 0.0 << 5.0
                                 << QList<double>{0, 2.5, 5} << std::vector<std::int64_t>{1, 2} << qint64(1)
                                 << qint64(1);
    // One distinct value: a range one unit wide centred on it (numpy's choice), value in the
    // middle bin [3.0, 3.5] of 2.
    QTest::newRow("all equal") << QList<double>{3, 3, 3} << 2 << kNaN << kNaN << QList<double>{2.5, 3, 3.5}
                               << std::vector<std::int64_t>{0, 3} << qint64(0) << qint64(0);
    // Values equal to an edge belong to the bin that starts there. Over [1, 2] in 10 bins the edges
    // are 1 + i/10; 1.2 and 1.4 are edges 2 and 4 exactly, yet (v − 1)/1·10 comes out just below
    // 2 and 4 in binary: a bin index taken from that arithmetic alone would be one too low.
    QTest::newRow("values on inexact edges") << QList<double>{1.2, 1.4} << 10 << 1.0 << 2.0
                                             << QList<double>{1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 2}
                                             << std::vector<std::int64_t>{0, 0, 1, 0, 1, 0, 0, 0, 0, 0}
                                             << qint64(0) << qint64(0);
    // And the other way: the double just below the edge 0.9 of [0, 1] in 10 bins belongs to bin 8,
    // though v·10 rounds up to 9 exactly.
    QTest::newRow("value just below an edge") << QList<double>{std::nextafter(0.9, 0.0), 0.9} << 10 << 0.0 << 1.0
                                              << QList<double>{0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1}
                                              << std::vector<std::int64_t>{0, 0, 0, 0, 0, 0, 0, 0, 1, 1}
                                              << qint64(0) << qint64(0);
}

void TestHistogram::fixedBins()
{
    QFETCH(QList<double>, values);
    QFETCH(int, bins);
    QFETCH(double, low);
    QFETCH(double, high);
    QFETCH(QList<double>, edges);
    QFETCH(std::vector<std::int64_t>, counts);
    QFETCH(qint64, below);
    QFETCH(qint64, above);
    const std::vector<double> sample(values.begin(), values.end());
    const auto range = std::isnan(low) ? std::nullopt : std::optional<HistogramRange>(HistogramRange{low, high});
    const Histogram h = histogram(sample, bins, range);
    QCOMPARE(h.edges.size(), std::size_t(edges.size()));
    for (qsizetype i = 0; i < edges.size(); ++i)
        QVERIFY2(std::abs(h.edges[std::size_t(i)] - edges[i]) < 1e-12, qPrintable(QString::number(i)));
    QCOMPARE(h.counts, counts);
    QCOMPARE(h.below, below);
    QCOMPARE(h.above, above);
}

void TestHistogram::freedmanDiaconis_data()
{
    QTest::addColumn<std::vector<double>>("values");
    QTest::addColumn<int>("bins");

    // 0, 1, …, 998 and one outlier M (n = 1000). IQR: ranks 0.25·999 = 249.75 and 749.25, both
    // among 0..998, so 749.25 − 249.75 = 499.5 whatever M is. Width 2·499.5/∛1000 = 99.9.
    const auto withOutlier = [](double outlier) {
        std::vector<double> values(999);
        std::iota(values.begin(), values.end(), 0.0);
        values.push_back(outlier);
        return values;
    };
    QTest::newRow("range 3746.25: 37.5 widths → 38") << withOutlier(3746.25) << 38;
    QTest::newRow("range 1e6: 10010 widths → clamped to 200") << withOutlier(1e6) << kMaxAutoBins;
    // 1..100: IQR 75.25 − 25.75 = 49.5, width 99/∛100 ≈ 21.3, 99 / 21.3 → 5 → clamped to 10.
    std::vector<double> hundred(100);
    std::iota(hundred.begin(), hundred.end(), 1.0);
    QTest::newRow("1..100: 5 → clamped to 10") << hundred << kMinAutoBins;
    // Mostly one value with a few outliers: IQR 0 but a spread: as fine as allowed.
    std::vector<double> spiky(100, 250.0);
    spiky[0] = 1;
    spiky[99] = 900;
    QTest::newRow("IQR 0 with spread") << spiky << kMaxAutoBins;
    QTest::newRow("no spread") << std::vector<double>(50, 7.0) << kMinAutoBins;
    QTest::newRow("one value") << std::vector<double>{7.0} << kMinAutoBins;
}

void TestHistogram::freedmanDiaconis()
{
    QFETCH(std::vector<double>, values);
    QFETCH(int, bins);
    QCOMPARE(freedmanDiaconisBins(values), bins);
    const Histogram h = histogram(values);
    QCOMPARE(int(h.counts.size()), bins);
    QCOMPARE(h.total(), std::int64_t(values.size()));
}

void TestHistogram::countsMatchEdges_data()
{
    QTest::addColumn<std::vector<double>>("values");
    QTest::addColumn<int>("bins"); // 0: automatic
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    const std::vector<double> sample = lognormalSample(20000, 42);
    QTest::newRow("lognormal auto") << sample << 0 << kNaN << kNaN;
    QTest::newRow("lognormal 37") << sample << 37 << kNaN << kNaN;
    QTest::newRow("lognormal 0..1000 ms") << sample << 0 << 0.0 << 1000.0;
    QTest::newRow("lognormal odd range") << sample << 64 << 123.456 << 789.012;
}

void TestHistogram::countsMatchEdges()
{
    QFETCH(std::vector<double>, values);
    QFETCH(int, bins);
    QFETCH(double, low);
    QFETCH(double, high);
    const auto range = std::isnan(low) ? std::nullopt : std::optional<HistogramRange>(HistogramRange{low, high});
    const Histogram h = histogram(values, bins > 0 ? std::optional<int>(bins) : std::nullopt, range);
    QVERIFY(!h.empty());
    QCOMPARE(h.edges.size(), h.counts.size() + 1);
    if (bins > 0)
        QCOMPARE(int(h.counts.size()), bins);
    else
        QVERIFY(h.counts.size() >= std::size_t(kMinAutoBins) && h.counts.size() <= std::size_t(kMaxAutoBins));
    // Every finite value is somewhere.
    QCOMPARE(h.total(), std::int64_t(values.size()));
    // Edges ascend strictly, from the range's low end to exactly its high end.
    for (std::size_t i = 1; i < h.edges.size(); ++i)
        QVERIFY(h.edges[i] > h.edges[i - 1]);
    const auto [minIt, maxIt] = std::minmax_element(values.begin(), values.end());
    QCOMPARE(h.edges.front(), range ? low : *minIt);
    QCOMPARE(h.edges.back(), range ? high : *maxIt);
    // Each count is what the definition gives from the stored edges: edges[i] ≤ v < edges[i + 1],
    // the last bin closed. Counted here by brute force.
    for (std::size_t i = 0; i < h.counts.size(); ++i) {
        const bool last = i + 1 == h.counts.size();
        const auto inBin = [&](double v) {
            return v >= h.edges[i] && (v < h.edges[i + 1] || (last && v == h.edges[i + 1]));
        };
        QCOMPARE(h.counts[i], std::int64_t(std::count_if(values.begin(), values.end(), inBin)));
    }
    const auto belowCount = std::count_if(values.begin(), values.end(), [&](double v) { return v < h.edges.front(); });
    const auto aboveCount = std::count_if(values.begin(), values.end(), [&](double v) { return v > h.edges.back(); });
    QCOMPARE(h.below, std::int64_t(belowCount));
    QCOMPARE(h.above, std::int64_t(aboveCount));
}

void TestHistogram::degenerate()
{
    QVERIFY(histogram(std::vector<double>{}).empty());
    QVERIFY(histogram(std::vector<double>{kNaN, kInf}).empty());
    QVERIFY(histogram(std::vector<double>{1, 2}, 0).empty());
    QVERIFY(histogram(std::vector<double>{1, 2}, -3).empty());
    QVERIFY(histogram(std::vector<double>{1, 2}, 4, HistogramRange{5, 5}).empty());
    QVERIFY(histogram(std::vector<double>{1, 2}, 4, HistogramRange{5, 1}).empty());
    QVERIFY(histogram(std::vector<double>{1, 2}, 4, HistogramRange{0, kInf}).empty());
    // A fixed range the values all miss: empty bins, everything counted outside.
    const Histogram outside = histogram(std::vector<double>{1, 2, 30}, 4, HistogramRange{10, 20});
    QCOMPARE(outside.counts, (std::vector<std::int64_t>{0, 0, 0, 0}));
    QCOMPARE(outside.below, 2);
    QCOMPARE(outside.above, 1);
    QCOMPARE(outside.total(), 3);
}

void TestHistogram::json()
{
    const nlohmann::json j = toJson(histogram(std::vector<double>{-1, 0, 2.5, 5, 6}, 2, HistogramRange{0, 5}));
    QCOMPARE(j.dump(), std::string(R"({"above":1,"below":1,"counts":[1,2],"edges":[0.0,2.5,5.0]})"));
    // Edges carry six decimals at most, like every other figure in the files.
    const nlohmann::json thirds = toJson(histogram(std::vector<double>{0, 1}, 3));
    QCOMPARE(thirds["edges"].dump(), std::string("[0.0,0.333333,0.666667,1.0]"));
}

QTEST_GUILESS_MAIN(TestHistogram)
#include "tst_histogram.moc"
