#include "stats/cdf.h"

#include <QList>
#include <QTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <random>

using namespace ttft;

Q_DECLARE_METATYPE(ttft::CdfSpacing)
Q_DECLARE_METATYPE(std::vector<ttft::CdfPoint>)

namespace {

// 1, 2, …, n in a seeded shuffled order (the function must not rely on sorted input).
std::vector<double> shuffledOneToN(std::size_t n)
{
    std::vector<double> values(n);
    std::iota(values.begin(), values.end(), 1.0);
    std::shuffle(values.begin(), values.end(), std::mt19937_64(7));
    return values;
}

// Latency-like values with many ties: whole milliseconds, mostly near 200, a tail to ~2000.
std::vector<double> tiedLatencies(std::size_t n, std::uint64_t seed)
{
    std::mt19937_64 engine(seed);
    std::vector<double> values(n);
    for (double &v : values) {
        const double u = (double(engine() >> 11) + 0.5) * 0x1.0p-53;
        v = std::round(180 + 20 * -std::log(u) * (u < 0.05 ? 20 : 1));
    }
    return values;
}

} // namespace

class TestCdf : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exactWhenFewDistinct_data();
    void exactWhenFewDistinct();
    void evenlySpacedInProbability();
    void logValueSpacing();
    void tailSpacing();
    void pointsLieOnTheCdf_data();
    void pointsLieOnTheCdf();
    void logValueFallsBackWithoutPositiveMinimum();
    void json();
};

void TestCdf::exactWhenFewDistinct_data()
{
    QTest::addColumn<QList<double>>("values");
    QTest::addColumn<int>("maxPoints");
    QTest::addColumn<std::vector<CdfPoint>>("expected");
    // F(x) = share of the sample ≤ x; ties make one step.
    QTest::newRow("ties") << QList<double>{3, 1, 2, 2} << 10
                          << std::vector<CdfPoint>{{1, 0.25}, {2, 0.75}, {3, 1.0}};
    QTest::newRow("one value") << QList<double>{5} << 10 << std::vector<CdfPoint>{{5, 1.0}};
    QTest::newRow("NaN and inf skipped")
        << QList<double>{2, std::numeric_limits<double>::quiet_NaN(), 4, std::numeric_limits<double>::infinity()}
        << 10 << std::vector<CdfPoint>{{2, 0.5}, {4, 1.0}};
    QTest::newRow("empty") << QList<double>{} << 10 << std::vector<CdfPoint>{};
    // 1000 zeros, 1000 ones and one 2 (n = 2001). Three distinct values fit in 3 points: the exact
    // step function.
    QList<double> tied(1000, 0.0);
    tied.append(QList<double>(1000, 1.0));
    tied.append(2.0);
    QTest::newRow("2001 values, 3 distinct, 3 points")
        << tied << 3 << std::vector<CdfPoint>{{0, 1000.0 / 2001}, {1, 2000.0 / 2001}, {2, 1.0}};
    // Two points: only the ends, each still exactly on the CDF (the minimum's step is 1000/2001).
    QTest::newRow("2001 values, 2 points") << tied << 2 << std::vector<CdfPoint>{{0, 1000.0 / 2001}, {2, 1.0}};
    // Fewer than 2 points asked: 2 given.
    QTest::newRow("maxPoints 0") << tied << 0 << std::vector<CdfPoint>{{0, 1000.0 / 2001}, {2, 1.0}};
}

void TestCdf::exactWhenFewDistinct()
{
    QFETCH(QList<double>, values);
    QFETCH(int, maxPoints);
    QFETCH(std::vector<CdfPoint>, expected);
    const std::vector<CdfPoint> points = cdf(std::vector<double>(values.begin(), values.end()), std::size_t(maxPoints));
    QCOMPARE(points.size(), expected.size());
    for (std::size_t i = 0; i < points.size(); ++i) {
        QCOMPARE(points[i].value, expected[i].value);
        QCOMPARE(points[i].probability, expected[i].probability);
    }
}

void TestCdf::evenlySpacedInProbability()
{
    // n = 100 000 distinct values 1..n; 1001 points. Target k is the sample index
    // round(k·(n − 1)/1000) = round(99.999·k): steps of 99 or 100 indices, so probability steps of
    // 0.00099 or 0.001, and the ends are exactly (1, 1/n) and (n, 1). (No row depends on how a
    // half is rounded except k = 500, where 49 999.5 is exact in binary too.)
    const std::size_t n = 100'000;
    const std::vector<CdfPoint> points = cdf(shuffledOneToN(n), 1001);
    QCOMPARE(points.size(), std::size_t(1001));
    QCOMPARE(points.front().value, 1.0);
    QCOMPARE(points.front().probability, 1.0 / double(n));
    QCOMPARE(points.back().value, double(n));
    QCOMPARE(points.back().probability, 1.0);
    for (std::size_t k = 1; k < points.size(); ++k) {
        const double step = points[k].probability - points[k - 1].probability;
        QVERIFY2(std::abs(step - 0.00099) < 1e-12 || std::abs(step - 0.001) < 1e-12, qPrintable(QString::number(step)));
        // round(k·99 999/1000), half up, in integers; the value at index i is i + 1.
        const std::size_t index = (2 * k * 99'999 + 1000) / 2000;
        QCOMPARE(points[k].value, double(index + 1));
    }
}

void TestCdf::logValueSpacing()
{
    // 1..100 000 on a log axis with 6 points: targets 10^0, 10^1, …, 10^5, each moved to the
    // largest sample value at or below it. exp/log may land a hair under a power of ten, so the
    // value is that power or one less; F(v) = v/n for this sample.
    const std::size_t n = 100'000;
    const std::vector<CdfPoint> points = cdf(shuffledOneToN(n), 6, CdfSpacing::LogValue);
    QCOMPARE(points.size(), std::size_t(6));
    for (std::size_t k = 0; k < points.size(); ++k) {
        const double power = std::pow(10.0, double(k));
        QVERIFY2(points[k].value == power || points[k].value == power - 1, qPrintable(QString::number(points[k].value)));
        QCOMPARE(points[k].probability, points[k].value / double(n));
    }
    QCOMPARE(points.front().value, 1.0);
    QCOMPARE(points.back().value, double(n));
}

void TestCdf::tailSpacing()
{
    // 1..100 000, 6 points evenly in −log10(1 − p): exceedance 1, 10^−1, …, 10^−5. Index i leaves
    // n − i values at or above it: i = n − n·10^−t = 0, 90 000, 99 000, 99 900, 99 990, and the
    // maximum. Sample value at index i is i + 1, F = (i + 1)/n.
    const std::size_t n = 100'000;
    const std::vector<CdfPoint> points = cdf(shuffledOneToN(n), 6, CdfSpacing::Tail);
    const std::vector<CdfPoint> expected{{1, 0.00001},     {90001, 0.90001},  {99001, 0.99001},
                                         {99901, 0.99901}, {99991, 0.99991}, {100000, 1.0}};
    QCOMPARE(points.size(), expected.size());
    for (std::size_t k = 0; k < points.size(); ++k) {
        QCOMPARE(points[k].value, expected[k].value);
        QVERIFY(std::abs(points[k].probability - expected[k].probability) < 1e-15);
    }
}

void TestCdf::pointsLieOnTheCdf_data()
{
    QTest::addColumn<CdfSpacing>("spacing");
    QTest::addColumn<int>("maxPoints");
    for (const int m : {2, 3, 50, 2000}) {
        QTest::addRow("probability %d", m) << CdfSpacing::Probability << m;
        QTest::addRow("log value %d", m) << CdfSpacing::LogValue << m;
        QTest::addRow("tail %d", m) << CdfSpacing::Tail << m;
    }
}

void TestCdf::pointsLieOnTheCdf()
{
    QFETCH(CdfSpacing, spacing);
    QFETCH(int, maxPoints);
    const std::vector<double> values = tiedLatencies(20'000, 11);
    const std::vector<CdfPoint> points = cdf(values, std::size_t(maxPoints), spacing);
    QVERIFY(points.size() >= 2);
    QVERIFY(points.size() <= std::size_t(maxPoints));
    const auto [minIt, maxIt] = std::minmax_element(values.begin(), values.end());
    QCOMPARE(points.front().value, *minIt);
    QCOMPARE(points.back().value, *maxIt);
    QCOMPARE(points.back().probability, 1.0);
    const double n = double(values.size());
    for (std::size_t i = 0; i < points.size(); ++i) {
        // The definition, counted by brute force: the share of the sample at or below the value.
        const auto atOrBelow = std::count_if(values.begin(), values.end(), [&](double v) { return v <= points[i].value; });
        QCOMPARE(points[i].probability, double(atOrBelow) / n);
        if (i > 0)
            QVERIFY(points[i].value > points[i - 1].value);
    }
}

void TestCdf::logValueFallsBackWithoutPositiveMinimum()
{
    std::vector<double> values = shuffledOneToN(10'000);
    values.push_back(0);
    const auto logValue = cdf(values, 100, CdfSpacing::LogValue);
    const auto probability = cdf(values, 100, CdfSpacing::Probability);
    QVERIFY(logValue == probability);
    QCOMPARE(logValue.front().value, 0.0);
}

void TestCdf::json()
{
    const nlohmann::json j = toJson(cdf(std::vector<double>{3, 1, 2, 2.0000001}));
    QCOMPARE(j.dump(), std::string(R"({"probabilities":[0.25,0.5,0.75,1.0],"values":[1.0,2.0,2.0,3.0]})"));
    QCOMPARE(toJson(std::vector<CdfPoint>{}).dump(), std::string(R"({"probabilities":[],"values":[]})"));
}

QTEST_GUILESS_MAIN(TestCdf)
#include "tst_cdf.moc"
