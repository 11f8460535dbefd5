// Probes over time: which probes ran and which were missed, TTFT by hour of the prober's day, and
// `ttft-bench probe` running the plan at its interval into one session.
#include "benchprocess.h"
#include "model/probeplan.h"
#include "model/requestrecord.h"
#include "stats/probesummary.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace ttft;

namespace {

// 2026-12-04 00:00 UTC.
constexpr std::int64_t kMidnightMs = 1'796'342'400'000;

std::vector<RequestRecord> probeRecords(int probe, double hourUtc, double ttftMs, int requests)
{
    std::vector<RequestRecord> records;
    for (int i = 0; i < requests; ++i) {
        RequestRecord r;
        r.provider = "p";
        r.repeat = probe;
        r.wallStartMs = kMidnightMs + std::int64_t(hourUtc * 3'600'000) + i * 1000;
        r.startNs = 1'000'000'000LL * (probe * 100 + i + 1);
        r.firstAnswerNs = r.startNs + std::int64_t(ttftMs * 1e6);
        r.endNs = r.firstAnswerNs + 1'000'000;
        records.push_back(r);
    }
    return records;
}

} // namespace

class TestProbes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void durationsParse()
    {
        QCOMPARE(durationSecondsFromText("30s"), 30.0);
        QCOMPARE(durationSecondsFromText("10m"), 600.0);
        QCOMPARE(durationSecondsFromText("2h"), 7200.0);
        QCOMPARE(durationSecondsFromText("1d"), 86'400.0);
        QCOMPARE(durationSecondsFromText("45"), 45.0);
        QVERIFY(durationSecondsFromText("") < 0);
        QVERIFY(durationSecondsFromText("-5m") < 0);
        QVERIFY(durationSecondsFromText("soon") < 0);
        ProbePlan plan;
        plan.everyS = 600;
        plan.forS = 86'400;
        QCOMPARE(plan.expectedProbes(), 144);
        plan.forS = 601;
        QCOMPARE(plan.expectedProbes(), 2);
    }

    // Six probes an hour apart from 22:00 UTC, the prober 8 hours ahead (Shanghai): local hours
    // 6, 7, 8 (missed), 9, 10, 11; slowest at 09:00, fastest at 06:00.
    void hoursAndGaps()
    {
        ProbePlan plan;
        plan.everyS = 3600;
        plan.forS = 6 * 3600;
        plan.utcOffsetMinutes = 480;
        std::vector<RequestRecord> records;
        const double ttft[] = {100, 150, 0, 400, 200, 180};
        for (int probe = 0; probe < 6; ++probe) {
            if (probe == 2)
                continue; // missed
            const auto some = probeRecords(probe, 22.0 + probe, ttft[probe], 5);
            records.insert(records.end(), some.begin(), some.end());
        }
        records[7].errorClass = ErrorClass::RateLimited;
        const ProbeSummary summary = summarizeProbes(plan, records);
        QCOMPARE(summary.expected, 6);
        QCOMPARE(summary.probes.size(), std::size_t(5));
        QCOMPARE(summary.missed, std::vector<int>{2});
        QCOMPARE(summary.hours.size(), std::size_t(5));
        QCOMPARE(summary.hours.front().hour, 6);
        QCOMPARE(summary.hours.back().hour, 11);
        QCOMPARE(summary.probes[1].throttled, std::int64_t(1));
        // 07:00 lost one request to a 429: four successes, too few for a peak or a quiet hour.
        QCOMPARE(*summary.peakHour, 9);
        QCOMPARE(*summary.quietHour, 6);
        const QString text = probeSummaryText(summary);
        QVERIFY2(text.contains(QStringLiteral("missed probes: 3")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Peak hour 09:00")), qPrintable(text));
    }

    void commandProbesAtItsInterval()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const BenchResult refused = runBench({QStringLiteral("probe"), QStringLiteral("--every"), QStringLiteral("1s"), QStringLiteral("--for"),
                                              QStringLiteral("3s"), QStringLiteral("--lab"), QStringLiteral("--model"), QStringLiteral("lab-fast")});
        QCOMPARE(refused.exitCode, 2); // no --out
        const BenchResult result = runBench({QStringLiteral("probe"), QStringLiteral("--every"), QStringLiteral("1s"), QStringLiteral("--for"),
                                             QStringLiteral("3s"), QStringLiteral("--lab"), QStringLiteral("--model"), QStringLiteral("lab-fast"),
                                             QStringLiteral("--max-tokens"), QStringLiteral("4"), QStringLiteral("--out"), dir.path()});
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        QVERIFY2(result.err.contains(QStringLiteral("Probe 3 of 3")), qPrintable(result.err));
        QFile file(dir.filePath(QStringLiteral("summary.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const nlohmann::json summary = nlohmann::json::parse(file.readAll().toStdString());
        QCOMPARE(summary["probes"]["expected"].get<int>(), 3);
        QCOMPARE(summary["probes"]["ran"].get<int>(), 3);
        QCOMPARE(summary["probes"]["missed"].size(), std::size_t(0));
        QCOMPARE(summary["requests"].get<int>(), 15); // 5 measured a probe
        QCOMPARE(summary["warmup"].get<int>(), 3);
        // The probes started a second apart, by the wall clock too.
        const auto &probes = summary["probes"]["probes"];
        QCOMPARE(probes.size(), std::size_t(3));
    }
};

QTEST_GUILESS_MAIN(TestProbes)
#include "tst_probes.moc"
