// Two runs of the same plan compared as baseline and candidate: the regression is found where the
// candidate is surely slower (bootstrap interval above 0) beyond the threshold, not in noise; and
// `ttft-bench compare` gates on it with its exit status, refusing runs of different plans.
#include "benchprocess.h"
#include "history/regressiondialog.h"
#include "model/requestrecord.h"
#include "model/rundescription.h"
#include "stats/runcomparison.h"

#include <QFile>
#include <QLabel>
#include <QRegularExpression>
#include <QLineEdit>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace ttft;

namespace {

// `n` successful records of one provider in cell c4 with TTFT drawn around `ttftMs`.
std::vector<RequestRecord> records(int n, double ttftMs, std::uint64_t seed, int failures = 0)
{
    std::mt19937_64 random(seed);
    std::normal_distribution<double> jitter(0.0, ttftMs * 0.05);
    std::vector<RequestRecord> out;
    for (int i = 0; i < n + failures; ++i) {
        RequestRecord r;
        r.index = i;
        r.provider = "p";
        r.cell = "c4";
        r.concurrency = 4;
        r.startNs = 1'000'000'000LL * (i + 1);
        if (i < n) {
            const double ttft = std::max(1.0, ttftMs + jitter(random));
            r.firstAnswerNs = r.startNs + std::int64_t(ttft * 1e6);
            r.firstOutputNs = r.firstAnswerNs;
            r.endNs = r.firstAnswerNs + 50'000'000;
        } else {
            r.errorClass = ErrorClass::RateLimited;
            r.httpStatus = 429;
        }
        out.push_back(r);
    }
    return out;
}

} // namespace

class TestCompare : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void slowerCandidateIsARegression()
    {
        const RunComparison comparison = compareRuns(records(100, 200, 1), records(100, 300, 2), Metric::Ttft);
        QCOMPARE(comparison.deltas.size(), std::size_t(1));
        const RunDelta &delta = comparison.deltas.front();
        QVERIFY(delta.regression);
        QVERIFY(!delta.improvement);
        QCOMPARE(delta.differences.size(), std::size_t(3));
        QVERIFY(delta.differences[0].lower > 0);
        QVERIFY(std::abs(delta.differences[0].estimate - 100) < 15);
        QVERIFY(comparison.anyRegression());
    }

    void sameDistributionIsNoRegression()
    {
        const RunComparison comparison = compareRuns(records(100, 200, 1), records(100, 200, 2), Metric::Ttft);
        QCOMPARE(comparison.deltas.size(), std::size_t(1));
        QVERIFY(!comparison.deltas.front().regression);
        QVERIFY(!comparison.deltas.front().improvement);
    }

    // A sure but small increase passes no threshold above it: 5 % slower is not a 10 % regression.
    void thresholdIsHonoured()
    {
        const auto baseline = records(400, 200, 1);
        const auto candidate = records(400, 210, 2);
        QVERIFY(compareRuns(baseline, candidate, Metric::Ttft).anyRegression());
        QVERIFY(!compareRuns(baseline, candidate, Metric::Ttft, *regressionThresholdFromText(QStringLiteral("10%"))).anyRegression());
        QVERIFY(!compareRuns(baseline, candidate, Metric::Ttft, *regressionThresholdFromText(QStringLiteral("50ms"))).anyRegression());
        QVERIFY(compareRuns(baseline, candidate, Metric::Ttft, *regressionThresholdFromText(QStringLiteral("2%"))).anyRegression());
        QVERIFY(!regressionThresholdFromText(QStringLiteral("fast")));
        QVERIFY(!regressionThresholdFromText(QStringLiteral("-5%")));
        // Faster is an improvement, never a regression.
        const RunComparison faster = compareRuns(candidate, baseline, Metric::Ttft);
        QVERIFY(!faster.anyRegression());
        QVERIFY(faster.deltas.front().improvement);
    }

    void throttlingIsCountedApart()
    {
        const RunComparison comparison = compareRuns(records(50, 200, 1), records(50, 200, 2, 7), Metric::Ttft);
        const RunDelta &delta = comparison.deltas.front();
        QCOMPARE(delta.candidateErrors, std::int64_t(7));
        QCOMPARE(delta.candidateThrottled, std::int64_t(7));
        QCOMPARE(delta.baselineThrottled, std::int64_t(0));
        QCOMPARE(delta.candidateRequests, std::int64_t(57));
    }

    void plansMustMatch()
    {
        RunDescription a;
        a.plan.mode = LoadMode::ClosedLoop;
        a.plan.concurrency = {4};
        a.plan.requests = 20;
        RunDescription b = a;
        b.plan.seed = 9; // the seed is not what was measured
        QCOMPARE(planDifference(a, b), std::string());
        b.plan.requests = 30;
        QVERIFY(planDifference(a, b).find("requests") != std::string::npos);
        b = a;
        b.workload.maxTokens = 99;
        QVERIFY(planDifference(a, b).find("max_tokens") != std::string::npos);
    }

    // The window's dialog: the same comparison, its verdicts in the table, the threshold editable.
    void dialogShowsRegressions()
    {
        RegressionDialog::Run baseline{QStringLiteral("base.ttft.json"), std::make_shared<const std::vector<RequestRecord>>(records(200, 200, 1))};
        RegressionDialog::Run candidate{QStringLiteral("cand.ttft.json"), std::make_shared<const std::vector<RequestRecord>>(records(200, 230, 2, 3))};
        RegressionDialog dialog(baseline, candidate, QStringLiteral("max_tokens 64 against 128"));
        dialog.resize(1100, 360);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.comparison().anyRegression()); // 15 % slower, past the default 10 %
        QCOMPARE(dialog.table()->rowCount(), 1);
        QCOMPARE(dialog.table()->item(0, 6)->text(), QStringLiteral("REGRESSION"));
        // "199.8 → 229.1 (+29.4)": baseline → candidate (difference), per percentile.
        QVERIFY2(dialog.table()->item(0, 2)->text().contains(QRegularExpression(QStringLiteral("^\\d+\\.\\d → \\d+\\.\\d \\(\\+\\d+\\.\\d\\)$"))),
                 qPrintable(dialog.table()->item(0, 2)->text()));
        QVERIFY(dialog.table()->item(0, 5)->text().contains(QStringLiteral("throttled 0 → 3")));
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("planWarning"))->isVisibleTo(&dialog));
        if (const QString dir = qEnvironmentVariable("TTFT_SCREENSHOT_DIR"); !dir.isEmpty())
            dialog.grab().save(dir + QStringLiteral("/regression-dialog.png"));
        dialog.setThreshold(QStringLiteral("20%"));
        QVERIFY(!dialog.comparison().anyRegression());
        QCOMPARE(dialog.table()->item(0, 6)->text(), QStringLiteral("no significant change past the threshold"));
    }

    // The CLI on two real lab runs: the same plan, a lab that serves one request at a time the
    // second time (every request waits for the three before it).
    void commandGatesOnRegression()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QStringList common{QStringLiteral("run"), QStringLiteral("--lab"), QStringLiteral("--model"), QStringLiteral("lab-fast"),
                                 QStringLiteral("--concurrency"), QStringLiteral("4"), QStringLiteral("--requests"), QStringLiteral("16"),
                                 QStringLiteral("--warmup"), QStringLiteral("1"), QStringLiteral("--quiet")};
        const QString baseline = dir.filePath(QStringLiteral("base")), candidate = dir.filePath(QStringLiteral("cand"));
        const QString other = dir.filePath(QStringLiteral("other"));
        QCOMPARE(runBench(common + QStringList{QStringLiteral("--out"), baseline}).exitCode, 0);
        QCOMPARE(runBench(common + QStringList{QStringLiteral("--lab-batch-limit"), QStringLiteral("1"), QStringLiteral("--out"), candidate}).exitCode, 0);
        QStringList otherPlan = common;
        otherPlan[otherPlan.indexOf(QStringLiteral("16"))] = QStringLiteral("12");
        QCOMPARE(runBench(otherPlan + QStringList{QStringLiteral("--out"), other}).exitCode, 0);
        const QString a = baseline + QStringLiteral("/run.ttft.json"), b = candidate + QStringLiteral("/run.ttft.json");
        const QString c = other + QStringLiteral("/run.ttft.json");

        const BenchResult gated = runBench({QStringLiteral("compare"), a, b, QStringLiteral("--fail-on-regression"), QStringLiteral("10%"),
                                            QStringLiteral("--json"), dir.filePath(QStringLiteral("cmp.json"))});
        QCOMPARE(gated.exitCode, 3);
        QVERIFY2(gated.out.contains(QStringLiteral("REGRESSION")), qPrintable(gated.out));
        QFile json(dir.filePath(QStringLiteral("cmp.json")));
        QVERIFY(json.open(QIODevice::ReadOnly));
        const nlohmann::json written = nlohmann::json::parse(json.readAll().toStdString());
        QCOMPARE(written["regression"].get<bool>(), true);
        QCOMPARE(written["deltas"][0]["provider"].get<std::string>(), std::string("lab/lab-fast"));

        // Without the gate it says so and succeeds; a run against itself has nothing to say.
        QCOMPARE(runBench({QStringLiteral("compare"), a, b}).exitCode, 0);
        const BenchResult same = runBench({QStringLiteral("compare"), a, a, QStringLiteral("--fail-on-regression"), QStringLiteral("10%")});
        QCOMPARE(same.exitCode, 0);
        QVERIFY(!same.out.contains(QStringLiteral("REGRESSION")));
        // Different plans are refused, unless forced; the JSON may not overwrite an input.
        const BenchResult refused = runBench({QStringLiteral("compare"), a, c});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(QStringLiteral("requests")), qPrintable(refused.err));
        QCOMPARE(runBench({QStringLiteral("compare"), a, c, QStringLiteral("--force")}).exitCode, 0);
        QCOMPARE(runBench({QStringLiteral("compare"), a, c, QStringLiteral("--force"), QStringLiteral("--json"), a}).exitCode, 1);
    }
};

QTEST_MAIN(TestCompare)
#include "tst_compare.moc"
