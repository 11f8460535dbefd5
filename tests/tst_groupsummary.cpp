#include "model/requestrecord.h"
#include "stats/groupsummary.h"
#include "stats/runsummary.h"
#include "stats/slolimits.h"
#include "stats/summarytable.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>

#include <nlohmann/json.hpp>

#include <cmath>
#include <limits>

using namespace ttft;

namespace {

constexpr std::int64_t kMs = 1'000'000;
constexpr std::int64_t kBase = 7'000'000'000'000;
const double kUnset = std::numeric_limits<double>::quiet_NaN();

std::optional<double> limit(double value)
{
    return std::isnan(value) ? std::nullopt : std::optional<double>(value);
}

struct Plan {
    std::string provider = "lab-a";
    std::string cell;
    int concurrency = 1;
    std::optional<double> rateRps;
    std::optional<int> promptTokensTarget;
};

// A successful request that starts `startMs` into the run, was handed over `lagMs` after its
// intended start, shows its first answer text at `ttftMs` and ends, last answer text included, at
// `e2eMs`. So TPOT = (e2e − ttft) / (tokens − 1) exactly.
RequestRecord success(const Plan &plan, double startMs, double ttftMs, double e2eMs, std::int64_t tokens,
                      bool reused = true, double lagMs = 0)
{
    RequestRecord r;
    r.provider = plan.provider;
    r.cell = plan.cell;
    r.concurrency = plan.concurrency;
    r.rateRps = plan.rateRps;
    r.promptTokensTarget = plan.promptTokensTarget;
    r.runStartNs = kBase;
    r.startNs = kBase + std::int64_t(startMs * kMs);
    r.intendedNs = r.startNs - std::int64_t(lagMs * kMs);
    r.responseHeadNs = r.startNs + std::int64_t(ttftMs * 0.5 * kMs);
    r.firstEventNs = r.responseHeadNs;
    r.firstOutputNs = r.startNs + std::int64_t(ttftMs * kMs);
    r.firstAnswerNs = r.firstOutputNs;
    r.firstSentenceNs = r.firstAnswerNs + 5 * kMs;
    r.endNs = r.startNs + std::int64_t(e2eMs * kMs);
    r.lastAnswerNs = r.endNs;
    r.answerEventNs = {r.firstAnswerNs, r.lastAnswerNs};
    r.outputTokens = tokens;
    r.outputTokensSource = "usage";
    r.httpStatus = 200;
    r.connectionReused = reused;
    return r;
}

RequestRecord failure(const Plan &plan, ErrorClass error, double startMs, double durationMs = 3)
{
    RequestRecord r;
    r.provider = plan.provider;
    r.cell = plan.cell;
    r.concurrency = plan.concurrency;
    r.rateRps = plan.rateRps;
    r.promptTokensTarget = plan.promptTokensTarget;
    r.runStartNs = kBase;
    r.startNs = kBase + std::int64_t(startMs * kMs);
    r.intendedNs = r.startNs;
    r.endNs = r.startNs + std::int64_t(durationMs * kMs);
    r.errorClass = error;
    return r;
}

// One closed-loop cell worked out by hand (see each line). Measured: 4 successes + 1 failure.
//   request  start  ttft  e2e   tokens  TPOT                    reused  lag  TTFT from intended
//   r1       0      100   1000  10      (1000−100)/9  = 100     no      150  250
//   r2       100    200   600   9       (600−200)/8   = 50      yes     0    200
//   r3       200    300   2300  41      (2300−300)/40 = 50      yes     0    300
//   r4       300    400   400   1       none (one token)        yes     0    400
//   f1       400    429 after 3 ms, never good
// Wall span: first start 0 → last end 200 + 2300 = 2500 ms, so 2.5 s.
std::vector<RequestRecord> goodputCell()
{
    const Plan plan;
    return {
        success(plan, 0, 100, 1000, 10, false, 150),
        success(plan, 100, 200, 600, 9),
        success(plan, 200, 300, 2300, 41),
        success(plan, 300, 400, 400, 1),
        failure(plan, ErrorClass::RateLimited, 400),
    };
}

// Maps the group table's headings to Chinese, standing in for a compiled .qm file.
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
            {QStringLiteral("Provider"), QStringLiteral("服务商")},
            {QStringLiteral("Cell"), QStringLiteral("单元")},
            {QStringLiteral("count"), QStringLiteral("数量")},
            {QStringLiteral("errors"), QStringLiteral("错误")},
            {QStringLiteral("TTFT p50"), QStringLiteral("首字 p50")},
            {QStringLiteral("lag p99"), QStringLiteral("调度延迟 p99")},
        };
        return map.value(QString::fromUtf8(sourceText));
    }
    bool isEmpty() const override { return false; }
};

// Display-width offsets at which each cell of a rendered line ends (cells are separated by two or
// more spaces; a cell may hold single spaces).
QList<int> cellEnds(const QString &line)
{
    static const QRegularExpression cell(QStringLiteral("\\S+(?: \\S+)*"));
    QList<int> ends;
    auto it = cell.globalMatch(line);
    while (it.hasNext())
        ends.append(textDisplayWidth(QStringView(line).left(it.next().capturedEnd())));
    return ends;
}

// Display-width offsets at which each cell starts.
QList<int> cellStarts(const QString &line)
{
    static const QRegularExpression cell(QStringLiteral("\\S+(?: \\S+)*"));
    QList<int> starts;
    auto it = cell.globalMatch(line);
    while (it.hasNext())
        starts.append(textDisplayWidth(QStringView(line).left(it.next().capturedStart())));
    return starts;
}

} // namespace

class TestGroupSummary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cellLabels_data();
    void cellLabels();
    void groupsSplitInFirstSeenOrder();
    void warmupAndFailureRules();
    void coldWarmAndIntended();
    void throughput();
    void meetsSlo_data();
    void meetsSlo();
    void goodput_data();
    void goodput();
    void wholeRunIsOneGroup();
    void groupJson();
    void groupTable();
    void groupTableStaysAlignedWhenTranslated();
};

void TestGroupSummary::cellLabels_data()
{
    QTest::addColumn<QString>("cell");
    QTest::addColumn<int>("concurrency");
    QTest::addColumn<double>("rate"); // NaN: closed loop
    QTest::addColumn<int>("target");  // -1: none
    QTest::addColumn<QString>("label");
    QTest::newRow("plan id wins") << QStringLiteral("c10/p2000") << 3 << kUnset << 100 << QStringLiteral("c10/p2000");
    QTest::newRow("closed loop") << QString() << 4 << kUnset << 2000 << QStringLiteral("c4/p2000");
    QTest::newRow("open loop") << QString() << 0 << 2.5 << 500 << QStringLiteral("r2.5/p500");
    QTest::newRow("whole rate") << QString() << 0 << 8.0 << 500 << QStringLiteral("r8/p500");
    QTest::newRow("plain run") << QString() << 1 << kUnset << -1 << QStringLiteral("c1");
}

void TestGroupSummary::cellLabels()
{
    QFETCH(QString, cell);
    QFETCH(int, concurrency);
    QFETCH(double, rate);
    QFETCH(int, target);
    QFETCH(QString, label);
    GroupKey key;
    key.cell = cell.toStdString();
    key.concurrency = concurrency;
    key.rateRps = limit(rate);
    if (target >= 0)
        key.promptTokensTarget = target;
    QCOMPARE(QString::fromStdString(cellLabel(key)), label);
}

void TestGroupSummary::groupsSplitInFirstSeenOrder()
{
    const Plan a1{"lab-a", "", 1, std::nullopt, 100};
    const Plan b1{"lab-b", "", 1, std::nullopt, 100};
    const Plan a4{"lab-a", "", 4, std::nullopt, 100};
    const Plan a1long{"lab-a", "", 1, std::nullopt, 1000};
    const Plan aRate{"lab-a", "", 0, 2.0, 100};
    const Plan aNamed{"lab-a", "c10/p2000", 10, std::nullopt, 2000};
    // An interleaved sweep: the cells take turns, as the engine schedules them.
    const std::vector<RequestRecord> records{
        success(a1, 0, 10, 20, 2),      success(b1, 1, 11, 20, 2),   success(a4, 2, 12, 20, 2),
        success(a1, 3, 13, 20, 2),      success(b1, 4, 14, 20, 2),   success(a1long, 5, 15, 20, 2),
        success(aRate, 6, 16, 20, 2),   success(aNamed, 7, 17, 20, 2), success(a4, 8, 18, 20, 2),
        success(aNamed, 9, 19, 20, 2),
    };
    const std::vector<GroupSummary> groups = summarizeGroups(records);
    QCOMPARE(groups.size(), std::size_t(6));
    // First-seen order; cells differing only in concurrency, rate or prompt target are apart.
    const std::vector<std::pair<std::string, std::string>> expected{
        {"lab-a", "c1/p100"}, {"lab-b", "c1/p100"}, {"lab-a", "c4/p100"},
        {"lab-a", "c1/p1000"}, {"lab-a", "r2/p100"}, {"lab-a", "c10/p2000"},
    };
    const std::vector<std::int64_t> counts{2, 2, 2, 1, 1, 2};
    // Each group's TTFTs: the records above that belong to it.
    const std::vector<double> medians{(10 + 13) / 2.0, (11 + 14) / 2.0, (12 + 18) / 2.0, 15, 16, (17 + 19) / 2.0};
    for (std::size_t i = 0; i < groups.size(); ++i) {
        QCOMPARE(groups[i].key.provider, expected[i].first);
        QCOMPARE(cellLabel(groups[i].key), expected[i].second);
        QCOMPARE(groups[i].run.requests, counts[i]);
        QCOMPARE(*groups[i].run.ttftMs.p50, medians[i]);
    }
    QCOMPARE(groups[4].key.rateRps, std::optional<double>(2.0));
    QCOMPARE(groups[4].key.concurrency, 0);
    QCOMPARE(groups[5].key.cell, std::string("c10/p2000"));

    QVERIFY(summarizeGroups({}).empty());
}

void TestGroupSummary::warmupAndFailureRules()
{
    const Plan a{"lab-a", "c2/p100", 2, std::nullopt, 100};
    const Plan b{"lab-b", "c2/p100", 2, std::nullopt, 100};
    std::vector<RequestRecord> records;
    // A group of warm-up only still shows up, counted as warm-up and with no figures.
    RequestRecord bWarm = success(b, 0, 9000, 9500, 2);
    bWarm.warmup = true;
    records.push_back(bWarm);
    // lab-a: a warm-up with an extreme TTFT and a failed warm-up: counted in warmup only.
    RequestRecord aWarm = success(a, 0, 5000, 6000, 2);
    aWarm.warmup = true;
    records.push_back(aWarm);
    RequestRecord aWarmFailed = failure(a, ErrorClass::HttpServer, 0);
    aWarmFailed.warmup = true;
    records.push_back(aWarmFailed);
    // Measured: TTFT 100 and 300; two 429s; a drop after a 1 ms first answer (not a fast TTFT).
    records.push_back(success(a, 10, 100, 500, 5));
    records.push_back(failure(a, ErrorClass::RateLimited, 20));
    records.push_back(success(a, 30, 300, 700, 5));
    records.push_back(failure(a, ErrorClass::RateLimited, 40));
    RequestRecord dropped = success(a, 50, 1, 60, 2);
    dropped.errorClass = ErrorClass::Dropped;
    records.push_back(dropped);

    const std::vector<GroupSummary> groups = summarizeGroups(records);
    QCOMPARE(groups.size(), std::size_t(2));
    const GroupSummary &onlyWarmup = groups[0];
    QCOMPARE(onlyWarmup.key.provider, std::string("lab-b"));
    QCOMPARE(onlyWarmup.run.warmup, 1);
    QCOMPARE(onlyWarmup.run.requests, 0);
    QCOMPARE(onlyWarmup.run.ttftMs.count, 0);
    QVERIFY(!onlyWarmup.wallSpanS);
    QVERIFY(!onlyWarmup.goodput.fraction);

    const GroupSummary &g = groups[1];
    QCOMPARE(g.run.warmup, 2);
    QCOMPARE(g.run.requests, 5);
    QCOMPARE(g.run.errors, 3);
    QCOMPARE(g.run.errorsByClass.size(), std::size_t(2)); // the warm-up's http_5xx is not here
    QCOMPARE(g.run.errorsByClass.at("http_429"), 2);
    QCOMPARE(g.run.errorsByClass.at("dropped"), 1);
    QCOMPARE(g.run.ttftMs.count, 2);
    QCOMPARE(*g.run.ttftMs.min, 100.0); // not the drop's 1 ms
    QCOMPARE(*g.run.ttftMs.max, 300.0); // not the warm-up's 5000 ms
    QCOMPARE(g.ttftFromIntendedMs.count, 2);
    QCOMPARE(g.coldTtftMs.count + g.warmTtftMs.count, 2);
    // Wall span over the measured requests only: first start 10 → last end 30 + 700 = 730 ms, so
    // 0.72 s (the warm-ups, from 0 to 6 s, are left out).
    QVERIFY(g.wallSpanS && std::abs(*g.wallSpanS - 0.72) < 1e-12);
}

void TestGroupSummary::coldWarmAndIntended()
{
    const std::vector<GroupSummary> groups = summarizeGroups(goodputCell());
    QCOMPARE(groups.size(), std::size_t(1));
    const GroupSummary &g = groups[0];
    // r1 is the only fresh connection; r2..r4 reused (the failure is no TTFT sample).
    QCOMPARE(g.coldTtftMs.count, 1);
    QCOMPARE(*g.coldTtftMs.p50, 100.0);
    QCOMPARE(g.warmTtftMs.count, 3);
    QCOMPARE(*g.warmTtftMs.p50, 300.0); // median of 200, 300, 400
    // From the intended start: 250, 200, 300, 400 → sorted 200, 250, 300, 400; rank 1.5 → 275.
    QCOMPARE(g.ttftFromIntendedMs.count, 4);
    QCOMPARE(*g.ttftFromIntendedMs.p50, 275.0);
    QCOMPARE(*g.ttftFromIntendedMs.max, 400.0);
    // Dispatch lag over all five measured requests: 150, 0, 0, 0, 0.
    QCOMPARE(g.run.dispatchLagMs.count, 5);
    QCOMPARE(*g.run.dispatchLagMs.max, 150.0);
    // TPOT: 100, 50, 50 (r4 has one token).
    QCOMPARE(g.run.tpotMs.count, 3);
    QCOMPARE(*g.run.tpotMs.p50, 50.0);
}

void TestGroupSummary::throughput()
{
    const GroupSummary g = summarizeGroups(goodputCell()).front();
    QVERIFY(g.wallSpanS);
    QCOMPARE(*g.wallSpanS, 2.5);
    // Four completed in 2.5 s.
    QCOMPARE(*g.requestsPerS, 4 / 2.5);
    // 10 + 9 + 41 + 1 = 61 output tokens in 2.5 s.
    QCOMPARE(*g.outputTokensPerSAggregate, 61 / 2.5);
    // Per request (run.outputTokensPerS): tokens / (E2E − TTFT) s = 10/0.9, 9/0.4, 41/2.0; r4 has
    // E2E = TTFT and is left out.
    QVERIFY(g.run.outputTokensPerS);
    QVERIFY(qFuzzyCompare(*g.run.outputTokensPerS, (10 / 0.9 + 9 / 0.4 + 41 / 2.0) / 3));

    // A failure that holds its slot to the end (a 5 s timeout from 400 ms) stretches the span:
    // 0 → 5400 ms; completed stays 4.
    std::vector<RequestRecord> records = goodputCell();
    records.back() = failure(Plan{}, ErrorClass::TotalTimeout, 400, 5000);
    const GroupSummary stretched = summarizeGroups(records).front();
    QCOMPARE(*stretched.wallSpanS, 5.4);
    QCOMPARE(*stretched.requestsPerS, 4 / 5.4);
}

void TestGroupSummary::meetsSlo_data()
{
    QTest::addColumn<double>("ttftLimit");
    QTest::addColumn<double>("tpotLimit");
    QTest::addColumn<double>("e2eLimit");
    QTest::addColumn<bool>("fromIntended");
    QTest::addColumn<int>("record"); // index into goodputCell()
    QTest::addColumn<bool>("meets");
    QTest::newRow("no limits, success") << kUnset << kUnset << kUnset << false << 0 << true;
    QTest::newRow("no limits, failure") << kUnset << kUnset << kUnset << false << 4 << false;
    QTest::newRow("ttft at the limit") << 200.0 << kUnset << kUnset << false << 1 << true;
    QTest::newRow("ttft just over") << 199.999 << kUnset << kUnset << false << 1 << false;
    QTest::newRow("ttft from intended adds lag") << 200.0 << kUnset << kUnset << true << 0 << false; // 250
    QTest::newRow("ttft from send time") << 200.0 << kUnset << kUnset << false << 0 << true;         // 100
    QTest::newRow("tpot over") << kUnset << 60.0 << kUnset << false << 0 << false;                   // 100
    QTest::newRow("tpot one token") << kUnset << 1.0 << kUnset << false << 3 << true;
    QTest::newRow("e2e over") << kUnset << kUnset << 2000.0 << false << 2 << false;                  // 2300
    QTest::newRow("e2e from intended") << kUnset << kUnset << 1100.0 << true << 0 << false;          // 1150
    QTest::newRow("all met") << 300.0 << 50.0 << 2300.0 << false << 2 << true;
}

void TestGroupSummary::meetsSlo()
{
    QFETCH(double, ttftLimit);
    QFETCH(double, tpotLimit);
    QFETCH(double, e2eLimit);
    QFETCH(bool, fromIntended);
    QFETCH(int, record);
    QFETCH(bool, meets);
    const SloLimits slo{limit(ttftLimit), limit(tpotLimit), limit(e2eLimit), fromIntended};
    QCOMPARE(ttft::meetsSlo(goodputCell()[std::size_t(record)], slo), meets);
}

void TestGroupSummary::goodput_data()
{
    QTest::addColumn<double>("ttftLimit");
    QTest::addColumn<double>("tpotLimit");
    QTest::addColumn<double>("e2eLimit");
    QTest::addColumn<bool>("fromIntended");
    QTest::addColumn<qint64>("good");
    // Fraction = good / 5 measured; rate = good / 2.5 s (see goodputCell).
    QTest::newRow("no limits: every success") << kUnset << kUnset << kUnset << false << qint64(4);
    QTest::newRow("ttft <= 200: r1, r2 (equal counts)") << 200.0 << kUnset << kUnset << false << qint64(2);
    QTest::newRow("ttft <= 200 from intended: r2") << 200.0 << kUnset << kUnset << true << qint64(1);
    QTest::newRow("tpot <= 50: r2, r3, r4 (one token)") << kUnset << 50.0 << kUnset << false << qint64(3);
    QTest::newRow("e2e <= 1000: r1, r2, r4") << kUnset << kUnset << 1000.0 << false << qint64(3);
    QTest::newRow("all three: r2") << 300.0 << 60.0 << 2000.0 << false << qint64(1);
    QTest::newRow("unreachable") << 1.0 << kUnset << kUnset << false << qint64(0);
}

void TestGroupSummary::goodput()
{
    QFETCH(double, ttftLimit);
    QFETCH(double, tpotLimit);
    QFETCH(double, e2eLimit);
    QFETCH(bool, fromIntended);
    QFETCH(qint64, good);
    const SloLimits slo{limit(ttftLimit), limit(tpotLimit), limit(e2eLimit), fromIntended};
    const GroupSummary g = summarizeGroups(goodputCell(), slo).front();
    QCOMPARE(g.goodput.requests, good);
    QVERIFY(g.goodput.fraction && g.goodput.requestsPerS);
    QCOMPARE(*g.goodput.fraction, double(good) / 5);
    QCOMPARE(*g.goodput.requestsPerS, double(good) / 2.5);
    QCOMPARE(g.slo.ttftMs, slo.ttftMs);
}

void TestGroupSummary::wholeRunIsOneGroup()
{
    // A run's summary and the one-group summary of the same records agree on everything the run
    // summary says: RunSummary is the group summary's core, under the same rules.
    std::vector<RequestRecord> records = goodputCell();
    RequestRecord warm = success(Plan{}, 0, 5000, 6000, 3);
    warm.warmup = true;
    records.push_back(warm);
    std::vector<const RequestRecord *> pointers;
    for (const RequestRecord &r : records)
        pointers.push_back(&r);
    const GroupSummary whole = summarizeGroup(GroupKey{"all", "", 1, std::nullopt, std::nullopt}, pointers);
    const nlohmann::json run = toJson(summarizeRun(records));
    const nlohmann::json group = toJson(whole);
    for (const auto &[key, value] : run.items())
        QVERIFY2(group.contains(key) && group[key] == value, key.c_str());
}

void TestGroupSummary::groupJson()
{
    const SloLimits slo{200.0, std::nullopt, std::nullopt, false};
    const nlohmann::json all = toJson(summarizeGroups(goodputCell(), slo));
    QVERIFY(all.is_array());
    QCOMPARE(all.size(), std::size_t(1));
    const nlohmann::json &g = all[0];
    // The same metric objects as summary.json, so readers of one read the other.
    for (const char *metric : {"ttft_ms", "ttfb_ms", "ttfo_ms", "ttfs_ms", "e2e_ms", "tpot_ms", "itl_ms",
                               "output_tokens", "dispatch_lag_ms", "ttft_from_intended_ms", "cold_ttft_ms",
                               "warm_ttft_ms"}) {
        QVERIFY2(g.contains(metric) && g[metric].is_object(), metric);
        for (const char *key : {"count", "mean", "stddev", "min", "p50", "p90", "p95", "p99", "p99_9", "max"})
            QVERIFY2(g[metric].contains(key), key);
    }
    QVERIFY(g["ttft_ms"]["p99_9"].is_number());
    QCOMPARE(g["ttft_ms"]["p50"].get<double>(), 250.0); // median of 100, 200, 300, 400
    QCOMPARE(g["requests"].get<int>(), 5);
    QCOMPARE(g["errors_by_class"].dump(), std::string(R"({"http_429":1})"));
    QCOMPARE(g["provider"].get<std::string>(), std::string("lab-a"));
    QCOMPARE(g["cell"].get<std::string>(), std::string("c1"));
    QVERIFY(g["cell_id"].is_null());
    QCOMPARE(g["concurrency"].get<int>(), 1);
    QVERIFY(g["rate_rps"].is_null());
    QVERIFY(g["prompt_tokens_target"].is_null());
    QCOMPARE(g["wall_span_s"].get<double>(), 2.5);
    QCOMPARE(g["requests_per_s"].get<double>(), 1.6);
    QCOMPARE(g["output_tokens_per_s_aggregate"].get<double>(), 24.4);
    QCOMPARE(g["slo"]["ttft_ms"].get<double>(), 200.0);
    QVERIFY(g["slo"]["tpot_ms"].is_null());
    QCOMPARE(g["slo"]["from_intended"].get<bool>(), false);
    QCOMPARE(g["goodput"]["requests"].get<int>(), 2);
    QCOMPARE(g["goodput"]["fraction"].get<double>(), 0.4);
    QCOMPARE(g["goodput"]["requests_per_s"].get<double>(), 0.8);

    // Absent rates are null, not 0.
    const nlohmann::json empty = toJson(summarizeGroups({failure(Plan{}, ErrorClass::Tls, 0, 0)}).front());
    QVERIFY(empty["wall_span_s"].is_null());
    QVERIFY(empty["requests_per_s"].is_null());
    QVERIFY(empty["goodput"]["requests_per_s"].is_null());
    QCOMPARE(empty["goodput"]["fraction"].get<double>(), 0.0);
}

void TestGroupSummary::groupTable()
{
    const Plan a{"lab-a", "", 4, std::nullopt, 2000};
    const Plan b{"lab-b-long-name", "", 4, std::nullopt, 2000};
    std::vector<RequestRecord> records{
        success(a, 0, 100, 1000, 10, true, 0.25), success(a, 10, 300, 1200, 10),
        failure(a, ErrorClass::RateLimited, 20), success(b, 5, 1000, 3000, 5),
    };
    const QString table = renderGroupTable(summarizeGroups(records));
    const QStringList lines = table.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    QVERIFY2(lines[0].contains(QRegularExpression(QStringLiteral(
                 "^Provider\\s+Cell\\s+count\\s+errors\\s+throttled\\s+TTFT p50\\s+TTFT p95\\s+TTFT p99\\s+TPOT p50\\s+E2E p50\\s+lag p99\\s+cold p50\\s+warm p50$"))),
             qPrintable(lines[0]));
    // lab-a: 3 requests, 1 error, a 429: throttled (the column shows when any group was); TTFT {100, 300}: p50 200.0, p95 290.0 (rank 0.95), p99 298.0;
    // TPOT (1000−100)/9 = 100 and (1200−300)/9 = 100; E2E p50 1100.0; lag {0.25, 0, 0}:
    // rank 1.98 of {0, 0, 0.25} → 0 + 0.98·0.25 = 0.245 → "0.24" or "0.25" by binary rounding, so
    // only the prefix is checked. Both requests reused their connection: no cold figure, warm p50 200.0.
    QVERIFY2(lines[1].contains(QRegularExpression(QStringLiteral(
                 "^lab-a\\s+c4/p2000\\s+3\\s+1\\s+1\\s+200\\.0\\s+290\\.0\\s+298\\.0\\s+100\\.00\\s+1100\\.0\\s+0\\.2\\d\\s+-\\s+200\\.0$"))),
             qPrintable(lines[1]));
    QVERIFY2(lines[2].contains(QRegularExpression(QStringLiteral(
                 "^lab-b-long-name\\s+c4/p2000\\s+1\\s+0\\s+0\\s+1000\\.0\\s+1000\\.0\\s+1000\\.0\\s+500\\.00\\s+3000\\.0\\s+0\\.00\\s+-\\s+1000\\.0$"))),
             qPrintable(lines[2]));
    // Labels left-aligned (same start column), numbers right-aligned (same end column).
    const QList<int> headingStarts = cellStarts(lines[0]);
    const QList<int> headingEnds = cellEnds(lines[0]);
    for (const QString &line : lines) {
        QCOMPARE(cellStarts(line).mid(0, 2), headingStarts.mid(0, 2));
        QCOMPARE(cellEnds(line).mid(2), headingEnds.mid(2));
    }

    // An open loop adds TTFT from the planned arrival: a request sent 40 ms late waited 40 ms more.
    const Plan open{"lab-a", "r2/p2000", 1, 2.0, 2000};
    const QStringList openLines = renderGroupTable(summarizeGroups({success(open, 0, 100, 1000, 10, true, 40)}))
                                      .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY2(openLines[0].endsWith(QStringLiteral("from arrival p50  from arrival p95")), qPrintable(openLines[0]));
    QVERIFY2(openLines[1].endsWith(QStringLiteral("140.0             140.0")), qPrintable(openLines[1]));

    // No groups: the heading alone.
    QCOMPARE(renderGroupTable({}).count(QLatin1Char('\n')), 1);
    // A cell without figures shows "-".
    const QString failedOnly = renderGroupTable(summarizeGroups({failure(a, ErrorClass::Tls, 0)}));
    QVERIFY(failedOnly.split(QLatin1Char('\n'))[1].contains(QRegularExpression(QStringLiteral("\\s1\\s+1\\s+-\\s+-"))));
}

void TestGroupSummary::groupTableStaysAlignedWhenTranslated()
{
    const Plan cjk{"通义千问", "c8/p4000", 8, std::nullopt, 4000};
    const Plan latin{"lab-a", "c8/p4000", 8, std::nullopt, 4000};
    const std::vector<RequestRecord> records{success(cjk, 0, 100, 1000, 10), success(latin, 0, 120, 900, 10)};

    FakeChineseTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    const QString table = renderGroupTable(summarizeGroups(records));
    QCoreApplication::removeTranslator(&translator);

    const QStringList lines = table.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    QVERIFY2(lines[0].startsWith(QStringLiteral("服务商")), qPrintable(lines[0]));
    QVERIFY(lines[0].contains(QStringLiteral("调度延迟 p99")));
    QVERIFY(lines[1].startsWith(QStringLiteral("通义千问")));
    // Columns line up in display columns (a CJK character is two wide), not in characters.
    const QList<int> headingStarts = cellStarts(lines[0]);
    const QList<int> headingEnds = cellEnds(lines[0]);
    for (const QString &line : lines) {
        QCOMPARE(cellStarts(line).mid(0, 2), headingStarts.mid(0, 2));
        QCOMPARE(cellEnds(line).mid(2), headingEnds.mid(2));
    }
    // "通义千问" is 8 wide and "服务商" 6: the cell column starts at 8 + 2.
    QCOMPARE(headingStarts[1], 10);
}

QTEST_GUILESS_MAIN(TestGroupSummary)
#include "tst_groupsummary.moc"
