// Concurrency curves and their knee: the rules on synthetic records, then a real sweep of the
// lab's lab-steady model (at most 32 running at once) where queueing starts past c32.
#include "engine/engine.h"
#include "lab/labserver.h"
#include "model/requestrecord.h"
#include "stats/concurrencycurve.h"

#include "sanitizers.h"

#include <QTest>

using namespace ttft;

namespace {

constexpr std::int64_t kMs = 1'000'000;

RequestRecord closed(const std::string &provider, int concurrency, double ttftMs)
{
    RequestRecord record;
    record.provider = provider;
    record.concurrency = concurrency;
    record.cell = "c" + std::to_string(concurrency);
    record.intendedNs = 1000 * kMs;
    record.startNs = 1000 * kMs;
    record.firstAnswerNs = record.startNs + std::int64_t(ttftMs * kMs);
    record.endNs = record.firstAnswerNs + kMs;
    return record;
}

// Twenty requests per level with TTFT 1..20 × scale: P95 = 19.05 × scale.
void addLevel(std::vector<RequestRecord> &records, const std::string &provider, int concurrency, double scale)
{
    for (int i = 1; i <= 20; ++i)
        records.push_back(closed(provider, concurrency, i * scale));
}

} // namespace

class TestConcurrencyCurve : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pointsAndDoubling()
    {
        std::vector<RequestRecord> records;
        addLevel(records, "A", 1, 10);  // P95 190.5
        addLevel(records, "A", 8, 15);  // 285.75: 1.5×
        addLevel(records, "A", 32, 20); // 381: exactly 2× → the knee (at equality)
        addLevel(records, "A", 64, 40);
        RequestRecord warm = closed("A", 8, 99999);
        warm.warmup = true;
        RequestRecord cancelled = closed("A", 8, 99999);
        cancelled.errorClass = ErrorClass::Cancelled;
        RequestRecord failed = closed("A", 64, 0);
        failed.firstAnswerNs = -1;
        failed.errorClass = ErrorClass::RateLimited;
        records.push_back(warm);
        records.push_back(cancelled);
        records.push_back(failed);

        const auto curves = concurrencyCurves(records, LoadAxis::Concurrency);
        QCOMPARE(curves.size(), std::size_t(1));
        const ConcurrencyCurve &curve = curves[0];
        QCOMPARE(curve.points.size(), std::size_t(4));
        QCOMPARE(curve.points[0].level, 1.0);
        QCOMPARE(curve.points[0].requests, std::int64_t(20));
        QCOMPARE(*curve.points[0].p50Ms, 105.0);
        QCOMPARE(*curve.points[0].p95Ms, 190.5);
        QCOMPARE(*curve.points[0].p99Ms, 198.1);
        QCOMPARE(curve.points[1].requests, std::int64_t(20)); // warm-up and cancelled left out
        QCOMPARE(*curve.points[1].p95Ms, 285.75);
        QCOMPARE(*curve.points[0].errorRate, 0.0);
        QCOMPARE(curve.points[3].requests, std::int64_t(21));
        QCOMPARE(curve.points[3].failed, std::int64_t(1));
        QCOMPARE(curve.points[3].succeeded, std::int64_t(20));
        QCOMPARE(*curve.points[3].errorRate, 1.0 / 21);
        QVERIFY(curve.knee);
        QCOMPARE(curve.knee->rule, KneeRule::Doubling);
        QCOMPARE(curve.knee->level, 32.0);
        QCOMPARE(curve.knee->thresholdMs, 381.0);
        QCOMPARE(curve.knee->baselineP95Ms, 190.5);
        QVERIFY(concurrencyCurves(records, LoadAxis::ArrivalRate).empty());
        QVERIFY(!hasArrivalRates(records));
    }

    // A limit fires before the doubling when it is lower; when both fire at one level the limit is
    // reported; the lowest level can break a limit but never doubles from itself.
    void limitRule()
    {
        std::vector<ConcurrencyPoint> points(4);
        const double p95[] = {100, 150, 210, 400};
        for (int i = 0; i < 4; ++i) {
            points[std::size_t(i)].level = double(1 << (2 * i));
            points[std::size_t(i)].p95Ms = p95[i];
        }
        auto knee = findKnee(points, {140.0, 2.0});
        QVERIFY(knee);
        QCOMPARE(knee->rule, KneeRule::Limit);
        QCOMPARE(knee->level, 4.0);
        QCOMPARE(knee->thresholdMs, 140.0);

        knee = findKnee(points, {205.0, 2.0}); // 210 is both > 205 and ≥ 200
        QVERIFY(knee);
        QCOMPARE(knee->rule, KneeRule::Limit);
        QCOMPARE(knee->level, 16.0);

        knee = findKnee(points, {300.0, 2.0}); // doubling first, at 210
        QVERIFY(knee);
        QCOMPARE(knee->rule, KneeRule::Doubling);
        QCOMPARE(knee->level, 16.0);

        knee = findKnee(points, {50.0, 2.0});
        QVERIFY(knee);
        QCOMPARE(knee->level, 1.0);
        QCOMPARE(knee->rule, KneeRule::Limit);

        points[2].p95Ms = 190;
        points[3].p95Ms = 199.9;
        QVERIFY(!findKnee(points, {}));
        QVERIFY(!findKnee({}, {100.0, 2.0}));
    }

    // Open loop: the rate axis, TTFT from the intended start (a late dispatch counts).
    void arrivalRates()
    {
        std::vector<RequestRecord> records;
        for (double rate : {1.0, 4.0}) {
            for (int i = 0; i < 10; ++i) {
                RequestRecord record = closed("B", 0, 100);
                record.concurrency = 0;
                record.cell = rate == 1.0 ? "r1" : "r4";
                record.rateRps = rate;
                // At 4 req/s the client dispatched 150 ms late.
                if (rate == 4.0) {
                    record.startNs += 150 * kMs;
                    record.firstAnswerNs += 150 * kMs;
                }
                records.push_back(record);
            }
        }
        records.push_back(closed("B", 1, 50)); // a closed-loop record: not on the rate axis
        QVERIFY(hasArrivalRates(records));
        const auto curves = concurrencyCurves(records, LoadAxis::ArrivalRate);
        QCOMPARE(curves.size(), std::size_t(1));
        QCOMPARE(curves[0].axis, LoadAxis::ArrivalRate);
        QCOMPARE(curves[0].points.size(), std::size_t(2));
        QCOMPARE(*curves[0].points[0].p50Ms, 100.0);
        QCOMPARE(*curves[0].points[1].p50Ms, 250.0);
        QVERIFY(curves[0].knee);
        QCOMPARE(curves[0].knee->level, 4.0);
        const auto byConcurrency = concurrencyCurves(records, LoadAxis::Concurrency);
        QCOMPARE(byConcurrency.size(), std::size_t(1));
        QCOMPARE(byConcurrency[0].points.size(), std::size_t(1));
    }

    // Two providers, two prompt targets: one curve per provider and target, providers in order.
    void curvesPerProviderAndPrompt()
    {
        std::vector<RequestRecord> records;
        for (const std::string provider : {"Z", "A"}) {
            for (int target : {2000, 500}) {
                for (int c : {1, 4}) {
                    RequestRecord record = closed(provider, c, 100);
                    record.promptTokensTarget = target;
                    records.push_back(record);
                }
            }
        }
        const auto curves = concurrencyCurves(records, LoadAxis::Concurrency);
        QCOMPARE(curves.size(), std::size_t(4));
        QCOMPARE(curves[0].provider, std::string("Z"));
        QCOMPARE(*curves[0].promptTokensTarget, 500);
        QCOMPARE(*curves[1].promptTokensTarget, 2000);
        QCOMPARE(curves[2].provider, std::string("A"));
    }

    // The lab's lab-steady runs at most 32 requests at once: up to c32 every request is served at
    // once, at c64 half of them wait for a slot, and the knee lands on c64 by the doubling rule.
    void labSweepKnee()
    {
        LabServer lab; // the demo models as shipped
        QString error;
        QVERIFY2(lab.start(&error), qPrintable(error));
        RunSpec spec;
        ProviderProfile profile;
        profile.name = "steady";
        profile.baseUrl = lab.baseUrl().toStdString();
        profile.model = "lab-steady";
        profile.firstTokenTimeoutMs = 10'000;
        profile.totalTimeoutMs = 30'000;
        spec.providers.push_back(EngineProvider{profile, {}});
        spec.workload.messages = nlohmann::json::array({{{"role", "user"}, {"content", "Say hello."}}});
        spec.workload.maxTokens = 16;
        spec.plan.mode = LoadMode::ClosedLoop;
        spec.plan.concurrency = {1, 8, 32, 64};
        spec.plan.warmup = 1;
        spec.plan.durationS = 2;
        const std::vector<RequestRecord> records = runToCompletion(spec);
        QVERIFY(!records.empty());

        const auto curves = concurrencyCurves(records, LoadAxis::Concurrency);
        QCOMPARE(curves.size(), std::size_t(1));
        const ConcurrencyCurve &curve = curves[0];
        QCOMPARE(curve.points.size(), std::size_t(4));
        QString figures;
        for (const ConcurrencyPoint &point : curve.points) {
            figures += QStringLiteral("c%1: n %2 P50 %3 P95 %4 errors %5; ")
                           .arg(point.level).arg(point.requests).arg(point.p50Ms.value_or(-1))
                           .arg(point.p95Ms.value_or(-1)).arg(point.errorRate.value_or(-1));
            QVERIFY2(point.succeeded >= 3, qPrintable(figures));
            QCOMPARE(point.failed, std::int64_t(0));
        }
        qInfo("%s", qPrintable(figures));
        QVERIFY2(curve.knee, qPrintable(figures));
        QCOMPARE(curve.knee->rule, KneeRule::Doubling);
        // Where the knee falls is a timing figure: an instrumented (ASan) client adds its own delay
        // at every level, so there only a knee is required.
        if (!kUnderSanitizer)
            QCOMPARE(curve.knee->level, 64.0);
        // Below the batch limit TTFT stays near the single stream's.
        QVERIFY2(*curve.points[2].p50Ms < 1.5 * *curve.points[0].p50Ms, qPrintable(figures));
        // With a limit between c1's and c32's P95, the limit fires first.
        const auto limited = concurrencyCurves(records, LoadAxis::Concurrency, {*curve.points[0].p95Ms * 1.5, 2.0});
        QCOMPARE(limited[0].knee->rule, KneeRule::Limit);
    }
};

QTEST_GUILESS_MAIN(TestConcurrencyCurve)
#include "tst_concurrencycurve.moc"
