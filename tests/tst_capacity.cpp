// The capacity search: steady windows leave ramp and drain out, the search doubles then bisects,
// and against a lab whose latency model predicts the answer, `ttft-bench capacity` finds it.
#include "benchprocess.h"
#include "lab/labserver.h"
#include "launch/capacitysearch.h"
#include "model/requestrecord.h"
#include "stats/capacity.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>

using namespace ttft;

namespace {

constexpr std::int64_t kMs = 1'000'000;

// A request from `startMs` to `endMs`, its first answer `ttftMs` after the start.
RequestRecord request(double startMs, double endMs, double ttftMs, bool warmup = false)
{
    RequestRecord r;
    r.provider = "p";
    r.concurrency = 2;
    r.warmup = warmup;
    r.startNs = std::int64_t(startMs * kMs);
    r.endNs = std::int64_t(endMs * kMs);
    r.firstAnswerNs = r.startNs + std::int64_t(ttftMs * kMs);
    r.firstOutputNs = r.firstAnswerNs;
    return r;
}

CapacityPoint point(double level, bool pass, bool clear = true)
{
    CapacityPoint p;
    p.level = level;
    p.pass = pass;
    p.clear = clear;
    return p;
}

} // namespace

class TestCapacity : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Two users: one starts at 0, the other only at 100 ms (the ramp); at the end the first stops
    // at 400 and the second runs on alone until 600 (the drain).
    void steadyWindowLeavesRampAndDrainOut()
    {
        const std::vector<RequestRecord> records{
            request(0, 50, 10, true),  // user 1's warm-up, alone: ramp
            request(50, 200, 20),      // user 1, started alone (before the second user): ramp
            request(100, 150, 10, true), // user 2's warm-up: from here two are in flight
            request(150, 300, 30),     // inside
            request(200, 400, 40),     // inside
            request(300, 600, 250),    // first answer at 550, after user 1 stopped at 400: drain
        };
        std::vector<const RequestRecord *> pointers;
        for (const RequestRecord &r : records)
            pointers.push_back(&r);
        std::vector<const RequestRecord *> kept;
        const SteadyWindow window = steadyWindow(pointers, 2, &kept);
        QVERIFY(window.found());
        QCOMPARE(window.startNs, 100 * kMs);
        QCOMPARE(window.endNs, 400 * kMs);
        QCOMPARE(window.kept, std::int64_t(2));
        QCOMPARE(window.leftOutRamp, std::int64_t(1));
        QCOMPARE(window.leftOutDrain, std::int64_t(1));
        QCOMPARE(kept.size(), std::size_t(2));
        QCOMPARE(kept.front()->startNs, 150 * kMs);
    }

    void searchDoublesThenBisects()
    {
        CapacityPlan plan;
        plan.start = 1;
        plan.max = 64;
        std::vector<CapacityPoint> points;
        QCOMPARE(*CapacitySearch::nextLevel(plan, points), 1.0);
        for (double level : {1.0, 2.0, 4.0, 8.0}) {
            points.push_back(point(level, true));
            QCOMPARE(*CapacitySearch::nextLevel(plan, points), level * 2);
        }
        points.push_back(point(16, false));
        QCOMPARE(*CapacitySearch::nextLevel(plan, points), 12.0);
        points.push_back(point(12, false));
        QCOMPARE(*CapacitySearch::nextLevel(plan, points), 10.0);
        points.push_back(point(10, true, false));
        QCOMPARE(*CapacitySearch::nextLevel(plan, points), 11.0);
        points.push_back(point(11, false, false));
        QVERIFY(!CapacitySearch::nextLevel(plan, points)); // 10 passes, 11 fails: one user apart
        const CapacityResult result = capacityFromPoints(plan, points);
        QCOMPARE(*result.capacity, 10.0);
        QCOMPARE(*result.lower, 8.0);  // 10 passed only within the noise; 8 surely did
        QCOMPARE(*result.upper, 11.0); // 12 surely failed; 11 only within the noise
        QCOMPARE(*result.firstFailure, 11.0);

        // Every level passes up to the maximum; the start fails.
        std::vector<CapacityPoint> all{point(1, true), point(2, true), point(4, true)};
        plan.max = 4;
        QVERIFY(!CapacitySearch::nextLevel(plan, all));
        QVERIFY(capacityFromPoints(plan, all).reachedMax);
        QVERIFY(!CapacitySearch::nextLevel(plan, {point(1, false)}));
        QVERIFY(!capacityFromPoints(plan, {point(1, false)}).capacity);
    }

    void limitsParse()
    {
        std::string error;
        const auto limits = capacityLimitsFromText("ttft-p95=800,ttfs-mean=600,ttft-from-intended-p99=1000", &error);
        QCOMPARE(limits.size(), std::size_t(3));
        QCOMPARE(limits[2].metric, std::string("ttft_from_intended"));
        QCOMPARE(limits[1].statistic, std::string("mean"));
        QVERIFY(capacityLimitsFromText("ttft-p42=800", &error).empty());
        QVERIFY(!error.empty());
        QVERIFY(capacityLimitsFromText("tpot=3", &error).empty());
    }

    // The lab serves 4 at a time; each request holds its slot S = 200 ms to the first token + 1 gap
    // of 10 ms = 210 ms, and its TTFT alone is P = 200 ms. With c ≥ 4 users in a closed loop each
    // request's cycle is c·S/4 (Little's law), so its mean wait is S·(c/4 − 1) and the mean TTFT
    // 200 + 210·(c/4 − 1): 462.5 ms at 9 users, 515 ms at 10. Under the voice presets (mean ≤ 500,
    // P95 ≤ 800, P99 ≤ 1,000 ms) the mean binds first: the model predicts a capacity of 9 users.
    void findsTheLabsCapacity()
    {
        LabModel knee;
        knee.name = "knee";
        knee.fixedOverheadMs = 200;
        knee.prefillTokensPerSec = 0;
        knee.tpotMs = 10;
        knee.outputTokens = 2;
        knee.firstTokenJitterMs = 0;
        knee.tpotJitterMs = 0;
        knee.maxBatch = 4;
        LabConfig config;
        config.models = {knee};
        LabServer lab(config);
        QString error;
        QVERIFY2(lab.start(&error), qPrintable(error));
        const double predicted = std::floor(4.0 * (1.0 + (500.0 - 200.0) / 210.0));
        QCOMPARE(predicted, 9.0);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const BenchResult result = runBench({QStringLiteral("capacity"), QStringLiteral("--base-url"), lab.baseUrl(),
                                             QStringLiteral("--model"), QStringLiteral("knee"), QStringLiteral("--max-tokens"), QStringLiteral("2"),
                                             QStringLiteral("--point-duration"), QStringLiteral("3"), QStringLiteral("--max"), QStringLiteral("32"),
                                             QStringLiteral("--out"), dir.path()},
                                            180'000);
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        QVERIFY2(result.out.contains(QStringLiteral("Capacity 9 user(s)")), qPrintable(result.out));
        QFile file(dir.filePath(QStringLiteral("summary.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const nlohmann::json summary = nlohmann::json::parse(file.readAll().toStdString());
        const nlohmann::json &capacity = summary["capacity"];
        QVERIFY2(std::abs(capacity["capacity"].get<double>() - predicted) <= 1.0, capacity.dump().c_str()); // within one step
        // Doubling to 16, then bisecting: 1, 2, 4, 8, 16, 12, 10, 9.
        QCOMPARE(capacity["points"].size(), std::size_t(8));
        for (const nlohmann::json &level : capacity["points"]) {
            QCOMPARE(level["failures"].get<int>(), 0);
            QVERIFY(level["requests"].get<int>() > 0);
            QVERIFY(level["window_s"].get<double>() > 2.0);
        }
        QCOMPARE(summary["plan"]["mode"].get<std::string>(), std::string("sequential")); // the levels are in "capacity"
        lab.stop();
    }
};

QTEST_GUILESS_MAIN(TestCapacity)
#include "tst_capacity.moc"
