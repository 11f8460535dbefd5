#include "base/monoclock.h"
#include "model/requestrecord.h"
#include "stats/metricsummary.h"
#include "stats/runsummary.h"
#include "stats/summarytable.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>

#include <nlohmann/json.hpp>

#include <cmath>

using namespace ttft;

namespace {

constexpr std::int64_t kMs = 1'000'000;
constexpr std::int64_t kBase = 9'000'000'000'000;

// A successful streamed request: TTFT, E2E, output tokens given; other stamps derived from them.
RequestRecord success(double ttftMs, double e2eMs, std::int64_t tokens, bool reused = true)
{
    RequestRecord r;
    r.startNs = kBase;
    r.intendedNs = kBase;
    r.responseHeadNs = kBase + std::int64_t(ttftMs * 0.5 * kMs);
    r.firstEventNs = r.responseHeadNs;
    r.firstOutputNs = kBase + std::int64_t(ttftMs * kMs);
    r.firstAnswerNs = r.firstOutputNs;
    r.firstSentenceNs = r.firstAnswerNs + 5 * kMs;
    r.lastAnswerNs = kBase + std::int64_t(e2eMs * kMs) - kMs;
    r.endNs = kBase + std::int64_t(e2eMs * kMs);
    r.answerEventNs = {r.firstAnswerNs, r.lastAnswerNs};
    r.outputTokens = tokens;
    r.outputTokensSource = "usage";
    r.httpStatus = 200;
    r.connectionReused = reused;
    return r;
}

RequestRecord failure(ErrorClass error, bool reused = false)
{
    RequestRecord r;
    r.startNs = kBase;
    r.endNs = kBase + 3 * kMs;
    r.errorClass = error;
    r.connectionReused = reused;
    return r;
}

// The run used by several tests, with the expected figures worked out by hand.
std::vector<RequestRecord> mixedRun()
{
    std::vector<RequestRecord> records;
    // Two warm-up requests, one of them failed: counted as warm-up, nowhere else. Their extreme
    // TTFT would show up in max if they leaked into the statistics.
    RequestRecord warm1 = success(5000, 9000, 3, false);
    warm1.warmup = true;
    RequestRecord warm2 = failure(ErrorClass::HttpServer);
    warm2.warmup = true;
    records.push_back(warm1);
    records.push_back(warm2);

    // Four successes: TTFT 100, 200, 300, 400 ms.
    records.push_back(success(100, 1100, 11, false)); // 11 tokens / 1.0 s = 11 tok/s; TPOT 999/10 ms
    records.push_back(success(200, 1200, 21));        // 21 / 1.0 = 21
    records.push_back(success(300, 2300, 41));        // 41 / 2.0 = 20.5
    records.push_back(success(400, 1400, 1));         // 1 / 1.0 = 1; TPOT undefined (1 token)

    // Three failures, one of which got as far as an answer before the connection dropped: its
    // TTFT (1 ms) must not enter the TTFT statistics.
    records.push_back(failure(ErrorClass::RateLimited));
    records.push_back(failure(ErrorClass::RateLimited, true));
    RequestRecord dropped = success(1, 50, 2, false);
    dropped.errorClass = ErrorClass::Dropped;
    records.push_back(dropped);
    return records;
}

// Maps the table's headings to Chinese, standing in for a compiled .qm file.
class FakeChineseTranslator : public QTranslator
{
public:
    QString translate(const char *context, const char *sourceText, const char *disambiguation = nullptr,
                      int n = -1) const override
    {
        Q_UNUSED(disambiguation);
        Q_UNUSED(n);
        if (qstrcmp(context, "ttft") != 0)
            return {};
        static const QHash<QString, QString> map{
            {QStringLiteral("Metric"), QStringLiteral("指标")},
            {QStringLiteral("count"), QStringLiteral("数量")},
            {QStringLiteral("errors"), QStringLiteral("错误")},
            {QStringLiteral("mean"), QStringLiteral("平均值")},
            {QStringLiteral("max"), QStringLiteral("最大值")},
            {QStringLiteral("Output tokens"), QStringLiteral("输出词元数")},
            {QStringLiteral("TTFT (ms)"), QStringLiteral("首字时延 (ms)")},
        };
        return map.value(QString::fromUtf8(sourceText));
    }
    bool isEmpty() const override { return false; }
};

// Display-width offsets at which each cell of a rendered table line ends. Cells are separated by
// two or more spaces; a cell may hold single spaces ("Output tokens").
QList<int> cellEnds(const QString &line)
{
    static const QRegularExpression cell(QStringLiteral("\\S+(?: \\S+)*"));
    QList<int> ends;
    auto it = cell.globalMatch(line);
    while (it.hasNext()) {
        const auto match = it.next();
        ends.append(textDisplayWidth(QStringView(line).left(match.capturedEnd())));
    }
    return ends;
}

} // namespace

class TestRunSummary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void metricSummary_data();
    void metricSummary();
    void metricSummaryJson();
    void countsAndClasses();
    void latencyExcludesWarmupAndFailures();
    void derivedRates();
    void summaryJsonLayout();
    void emptyRun();
    void displayWidth_data();
    void displayWidth();
    void tableAscii();
    void tableStaysAlignedWhenTranslated();
};

void TestRunSummary::metricSummary_data()
{
    QTest::addColumn<QList<double>>("values");
    QTest::addColumn<qint64>("count");
    QTest::addColumn<double>("mean");
    QTest::addColumn<double>("stddev"); // NaN: absent
    QTest::addColumn<double>("min");
    QTest::addColumn<double>("p50");
    QTest::addColumn<double>("p90");
    QTest::addColumn<double>("max");
    const double none = std::nan("");
    // Mean 5; squared deviations 9+1+1+1+0+0+4+16 = 32; sample variance 32/7.
    // p50: rank 3.5 of {2,4,4,4,5,5,7,9} → 4.5; p90: rank 6.3 → 7 + 0.3·2 = 7.6.
    QTest::newRow("eight") << QList<double>{9, 2, 4, 4, 4, 5, 5, 7} << qint64(8) << 5.0 << std::sqrt(32.0 / 7.0)
                           << 2.0 << 4.5 << 7.6 << 9.0;
    QTest::newRow("one value: no stddev") << QList<double>{42} << qint64(1) << 42.0 << none << 42.0 << 42.0
                                          << 42.0 << 42.0;
    // Two values: mean 2, deviations ±1, sample variance 2/1.
    QTest::newRow("two") << QList<double>{1, 3} << qint64(2) << 2.0 << std::sqrt(2.0) << 1.0 << 2.0 << 2.8 << 3.0;
    // Non-finite values are not measurements: left out and not counted.
    QTest::newRow("NaN and inf dropped") << QList<double>{1, none, 3, INFINITY} << qint64(2) << 2.0
                                         << std::sqrt(2.0) << 1.0 << 2.0 << 2.8 << 3.0;
}

void TestRunSummary::metricSummary()
{
    QFETCH(QList<double>, values);
    QFETCH(qint64, count);
    QFETCH(double, mean);
    QFETCH(double, stddev);
    QFETCH(double, min);
    QFETCH(double, p50);
    QFETCH(double, p90);
    QFETCH(double, max);
    const MetricSummary s = summarizeMetric(std::vector<double>(values.begin(), values.end()));
    QCOMPARE(s.count, count);
    QVERIFY(s.mean && qFuzzyCompare(*s.mean, mean));
    if (std::isnan(stddev))
        QVERIFY(!s.stddev);
    else
        QVERIFY(s.stddev && qFuzzyCompare(*s.stddev, stddev));
    QCOMPARE(*s.min, min);
    QVERIFY(qFuzzyCompare(*s.p50, p50));
    QVERIFY(qFuzzyCompare(*s.p90, p90));
    QCOMPARE(*s.max, max);
    QVERIFY(s.p95 && s.p99 && s.p999);
    QVERIFY(*s.p50 <= *s.p90 && *s.p90 <= *s.p95 && *s.p95 <= *s.p99 && *s.p99 <= *s.p999 && *s.p999 <= *s.max);
}

void TestRunSummary::metricSummaryJson()
{
    const nlohmann::json full = toJson(summarizeMetric({1, 2, 3, 4}));
    for (const char *key : {"count", "mean", "stddev", "min", "p50", "p90", "p95", "p99", "p99_9", "max"})
        QVERIFY2(full.contains(key) && full[key].is_number(), key);
    QCOMPARE(full["p50"].get<double>(), 2.5);
    QCOMPARE(full.size(), std::size_t(10));

    // Six decimals in files: no binary noise such as 0.012400000000000001.
    const nlohmann::json noisy = toJson(summarizeMetric({0.01, 0.012, 0.014}));
    QCOMPARE(noisy["p90"].dump(), std::string("0.0136")); // rank 1.8 → 0.012 + 0.8·0.002
    QCOMPARE(noisy["mean"].dump(), std::string("0.012"));
    QCOMPARE(roundForJson(518.1934000000001), 518.1934);
    QCOMPARE(roundForJson(-1.23456789), -1.234568);

    const nlohmann::json empty = toJson(summarizeMetric({}));
    QCOMPARE(empty["count"].get<int>(), 0);
    for (const char *key : {"mean", "stddev", "min", "p50", "p90", "p95", "p99", "p99_9", "max"})
        QVERIFY2(empty[key].is_null(), key);
}

void TestRunSummary::countsAndClasses()
{
    const RunSummary s = summarizeRun(mixedRun());
    QCOMPARE(s.warmup, 2);
    QCOMPARE(s.requests, 7);
    QCOMPARE(s.errors, 3);
    QCOMPARE(s.succeeded(), 4);
    QCOMPARE(s.errorsByClass.size(), std::size_t(2)); // the warm-up's http_5xx is not here
    QCOMPARE(s.errorsByClass.at("http_429"), 2);
    QCOMPARE(s.errorsByClass.at("dropped"), 1);
    // Measured: reused = requests 2, 3, 4 and one 429 → 4 warm; first success, one 429, dropped → 3 cold.
    QCOMPARE(s.warmRequests, 4);
    QCOMPARE(s.coldRequests, 3);
}

void TestRunSummary::latencyExcludesWarmupAndFailures()
{
    const RunSummary s = summarizeRun(mixedRun());
    QCOMPARE(s.ttftMs.count, 4);
    QCOMPARE(*s.ttftMs.min, 100.0);
    QCOMPARE(*s.ttftMs.max, 400.0);     // not the warm-up's 5000
    QCOMPARE(*s.ttftMs.p50, 250.0);     // rank 1.5 of {100,200,300,400}
    QCOMPARE(*s.ttftMs.mean, 250.0);
    QCOMPARE(s.ttfbMs.count, 4);
    QCOMPARE(*s.ttfbMs.p50, 125.0);     // half of each TTFT
    QCOMPARE(s.ttfoMs.count, 4);
    QCOMPARE(s.ttfsMs.count, 4);
    QCOMPARE(*s.ttfsMs.min, 105.0);
    QCOMPARE(s.e2eMs.count, 4);
    QCOMPARE(*s.e2eMs.max, 2300.0);
    QCOMPARE(s.outputTokens.count, 4);
    QCOMPARE(*s.outputTokens.mean, (11.0 + 21 + 41 + 1) / 4);
    // TPOT only where there are ≥ 2 tokens: three requests.
    //   (1099 − 100) / 10 = 99.9; (1199 − 200) / 20 = 49.95; (2299 − 300) / 40 = 49.975
    QCOMPARE(s.tpotMs.count, 3);
    QCOMPARE(*s.tpotMs.max, 99.9);
    QCOMPARE(*s.tpotMs.p50, 49.975);
    // ITL pools one gap per successful request (two answer events each).
    QCOMPARE(s.itlMs.count, 4);
    // Dispatch lag is over every measured request that has both stamps, failed ones included:
    // the four successes and the dropped one.
    QCOMPARE(s.dispatchLagMs.count, 5);
    QCOMPARE(*s.dispatchLagMs.max, 0.0);
}

void TestRunSummary::derivedRates()
{
    const RunSummary s = summarizeRun(mixedRun());
    // Mean of 11, 21, 20.5 and 1 tokens/s (see mixedRun).
    QVERIFY(s.outputTokensPerS);
    QVERIFY(qFuzzyCompare(*s.outputTokensPerS, (11.0 + 21.0 + 20.5 + 1.0) / 4));
}

void TestRunSummary::summaryJsonLayout()
{
    const nlohmann::json j = toJson(summarizeRun(mixedRun()));
    QCOMPARE(j["requests"].get<int>(), 7);
    QCOMPARE(j["succeeded"].get<int>(), 4);
    QCOMPARE(j["warmup"].get<int>(), 2);
    QCOMPARE(j["errors"].get<int>(), 3);
    QCOMPARE(j["errors_by_class"].dump(), std::string(R"({"dropped":1,"http_429":2})"));
    QCOMPARE(j["cold_requests"].get<int>(), 3);
    QCOMPARE(j["warm_requests"].get<int>(), 4);
    QCOMPARE(j["ttft_ms"]["p50"].get<double>(), 250.0);
    QCOMPARE(j["ttft_ms"]["count"].get<int>(), 4);
    for (const char *metric : {"ttft_ms", "ttfb_ms", "ttfo_ms", "ttfs_ms", "e2e_ms", "tpot_ms", "itl_ms",
                               "output_tokens", "dispatch_lag_ms"}) {
        QVERIFY2(j.contains(metric) && j[metric].is_object(), metric);
        for (const char *key : {"count", "mean", "stddev", "min", "p50", "p90", "p95", "p99", "p99_9", "max"})
            QVERIFY2(j[metric].contains(key), key);
    }
    QVERIFY(j["output_tokens_per_s"].is_number());
}

void TestRunSummary::emptyRun()
{
    const RunSummary s = summarizeRun({});
    QCOMPARE(s.requests, 0);
    QVERIFY(s.ttftMs.empty());
    QVERIFY(!s.outputTokensPerS);
    const nlohmann::json j = toJson(s);
    QCOMPARE(j["errors_by_class"].dump(), std::string("{}"));
    QVERIFY(j["ttft_ms"]["p50"].is_null());
    QVERIFY(j["output_tokens_per_s"].is_null());

    // All failed: counted, and no latency figure is made up.
    const RunSummary failed = summarizeRun({failure(ErrorClass::Tls), failure(ErrorClass::Tls)});
    QCOMPARE(failed.requests, 2);
    QCOMPARE(failed.errors, 2);
    QCOMPARE(failed.errorsByClass.at("tls"), 2);
    QCOMPARE(failed.ttftMs.count, 0);
    QCOMPARE(failed.e2eMs.count, 0);
}

void TestRunSummary::displayWidth_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("width");
    QTest::newRow("ascii") << QStringLiteral("p99") << 3;
    QTest::newRow("empty") << QString() << 0;
    QTest::newRow("chinese") << QStringLiteral("数量") << 4;
    QTest::newRow("mixed") << QStringLiteral("首字时延 (ms)") << 13;
    QTest::newRow("japanese kana") << QStringLiteral("カウント") << 8;
    QTest::newRow("hangul") << QStringLiteral("개수") << 4;
    QTest::newRow("fullwidth letters") << QStringLiteral("ＡＢ") << 4;
    QTest::newRow("ideographic punctuation") << QStringLiteral("。") << 2;
    QTest::newRow("combining accent") << QStringLiteral("e\u0301") << 1;
    QTest::newRow("latin accented") << QStringLiteral("é") << 1;
    QTest::newRow("supplementary ideograph") << QStringLiteral("\U00020000") << 2;
}

void TestRunSummary::displayWidth()
{
    QFETCH(QString, text);
    QFETCH(int, width);
    QCOMPARE(textDisplayWidth(text), width);
}

void TestRunSummary::tableAscii()
{
    const QString table = renderSummaryTable(summarizeRun(mixedRun()));
    const QStringList lines = table.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 7); // heading + 6 rows
    QVERIFY(lines[0].startsWith(QLatin1String("Metric")));
    QVERIFY(lines[1].startsWith(QLatin1String("TTFT (ms)")));
    QVERIFY(lines[4].startsWith(QLatin1String("TPOT (ms)")));
    QVERIFY(lines[6].startsWith(QLatin1String("Output tokens")));
    // TTFT: count 4, errors 3, mean 250.0, p50 250.0, …, max 400.0 (one decimal).
    QVERIFY2(lines[1].contains(QRegularExpression(QStringLiteral("^TTFT \\(ms\\)\\s+4\\s+3\\s+250\\.0\\s+250\\.0\\s"))),
             qPrintable(lines[1]));
    QVERIFY(lines[1].endsWith(QLatin1String("400.0")));
    // TPOT two decimals: max 99.90.
    QVERIFY2(lines[4].endsWith(QLatin1String("99.90")), qPrintable(lines[4]));
    // Right-aligned: every cell after the first ends at the same column on every line.
    const QList<int> headingEnds = cellEnds(lines[0]);
    QCOMPARE(headingEnds.size(), 9);
    for (const QString &line : lines) {
        const QList<int> ends = cellEnds(line);
        QCOMPARE(ends.size(), 9);
        QCOMPARE(ends.mid(1), headingEnds.mid(1));
    }

    // Absent figures are shown as "-", not as 0.
    const QString empty = renderSummaryTable(summarizeRun({}));
    QVERIFY(empty.split(QLatin1Char('\n'))[1].endsWith(QLatin1String("-")));
}

void TestRunSummary::tableStaysAlignedWhenTranslated()
{
    FakeChineseTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    const QString table = renderSummaryTable(summarizeRun(mixedRun()));
    QCoreApplication::removeTranslator(&translator);

    const QStringList lines = table.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY2(lines[0].startsWith(QStringLiteral("指标")), qPrintable(lines[0]));
    QVERIFY(lines[0].contains(QStringLiteral("数量")));
    QVERIFY(lines[1].startsWith(QStringLiteral("首字时延 (ms)")));
    QVERIFY(lines[6].startsWith(QStringLiteral("输出词元数")));
    // Every line is equally wide on screen, and the columns line up in display columns (a CJK
    // character is two wide), not in characters.
    const int width = textDisplayWidth(lines[0]);
    const QList<int> headingEnds = cellEnds(lines[0]);
    for (const QString &line : lines) {
        QCOMPARE(textDisplayWidth(line), width);
        QCOMPARE(cellEnds(line).mid(1), headingEnds.mid(1));
    }
    // The label column is padded to the widest label in display columns: "首字时延 (ms)" is 13
    // wide, so the first numeric column starts no earlier than 13 + 2.
    QVERIFY(headingEnds[1] >= 15);
}

QTEST_GUILESS_MAIN(TestRunSummary)
#include "tst_runsummary.moc"
