// One run split over processes (`ttft-bench run --shard I/N`) and merged back (`merge-shards`):
// the split adds up to the plan, the clocks are estimated against a reference, the merge keeps
// every raw record and refuses what is not one run's shards; and, end to end, the Kubernetes
// Job's own commands (rendered from deploy/) run as N local processes against one lab process give
// the lab 1,000 streams in flight, one merged run holding every request, and the same counts and
// distributions as one process at the summed load.
#include "testpaths.h"
#include "base/monoclock.h"
#include "engine/arrivalschedule.h"
#include "engine/clockestimate.h"
#include "engine/clockprobe.h"
#include "engine/engine.h"
#include "lab/labserver.h"
#include "model/shardspec.h"
#include "results/runresults.h"
#include "store/session.h"
#include "store/shardmerge.h"
#include "wire/httpdate.h"

#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QNetworkAccessManager>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include "benchprocess.h"
#include "sanitizers.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <thread>

using namespace ttft;

namespace {

nlohmann::json readJsonFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return nullptr;
    return nlohmann::json::parse(file.readAll().toStdString(), nullptr, false);
}

// numpy's default percentile (linear between closest ranks), computed here apart from core's.
double percentile(std::vector<double> values, double p)
{
    std::sort(values.begin(), values.end());
    const double rank = p / 100.0 * double(values.size() - 1);
    const std::size_t low = std::size_t(std::floor(rank));
    const std::size_t high = std::min(low + 1, values.size() - 1);
    return values[low] + (values[high] - values[low]) * (rank - double(low));
}

// Two-sample Kolmogorov–Smirnov statistic: the largest gap between the two empirical CDFs.
double ksStatistic(std::vector<double> a, std::vector<double> b)
{
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    std::size_t i = 0;
    std::size_t j = 0;
    double gap = 0;
    while (i < a.size() && j < b.size()) {
        const double x = std::min(a[i], b[j]);
        while (i < a.size() && a[i] <= x)
            ++i;
        while (j < b.size() && b[j] <= x)
            ++j;
        gap = std::max(gap, std::fabs(double(i) / double(a.size()) - double(j) / double(b.size())));
    }
    return gap;
}

std::vector<double> measuredTtfts(const std::vector<RequestRecord> &records)
{
    std::vector<double> ttfts;
    for (const RequestRecord &record : records) {
        if (!record.warmup && !record.failed() && record.ttftMs())
            ttfts.push_back(*record.ttftMs());
    }
    return ttfts;
}

// A shard's session as `run --shard` leaves it, with `records` measured requests on a clock
// whose zero is at `monoBase`, its anchor and offset as given.
Session shardSession(int index, int count, const std::string &bootId, std::int64_t monoAnchor, std::int64_t wallAnchor,
                     std::optional<double> offsetMs, int records)
{
    Session session;
    ProviderProfile profile;
    profile.name = "lab-fast";
    profile.model = "lab-fast";
    profile.baseUrl = "http://127.0.0.1:9/v1";
    session.run.providers = {profile};
    session.run.plan.mode = LoadMode::ClosedLoop;
    session.run.plan.concurrency = {8};
    session.run.plan.requests = 40;
    session.run.plan.shard = ShardSpec{index, count};
    session.run.environment.host = "pod-" + std::to_string(index);
    session.run.environment.startedMs = wallAnchor / 1'000'000;
    for (int i = 0; i < records; ++i) {
        RequestRecord r;
        r.index = i;
        r.provider = "lab-fast";
        r.model = "lab-fast";
        r.cell = "c8";
        r.concurrency = 8;
        r.requestId = "s" + std::to_string(index) + "-" + std::to_string(i);
        r.runStartNs = monoAnchor;
        r.startNs = r.intendedNs = monoAnchor + std::int64_t(i) * 10'000'000;
        r.firstOutputNs = r.firstAnswerNs = r.startNs + 100'000'000 + index * 1'000'000;
        r.answerEventNs = {r.firstAnswerNs, r.firstAnswerNs + 8'000'000};
        r.lastAnswerNs = r.firstAnswerNs + 8'000'000;
        r.endNs = r.lastAnswerNs + 1'000'000;
        r.answerEvents = 2;
        r.outputTokens = 2;
        r.outputTokensSource = "usage";
        r.httpStatus = 200;
        session.records.push_back(r);
    }
    ShardClock clock;
    clock.monotonicNs = monoAnchor;
    clock.wallNs = wallAnchor;
    clock.bootId = bootId;
    clock.offsetMs = offsetMs;
    clock.uncertaintyMs = offsetMs ? std::optional(0.5) : std::nullopt;
    clock.method = offsetMs ? "time_endpoint" : "";
    session.duringRun.dispatched = records;
    ShardEntry entry;
    entry.index = index;
    entry.count = count;
    entry.clock = clock;
    session.duringRun.shards = {entry};
    return session;
}

// $(NAME) in a Job's args, as the kubelet expands them from the container's environment.
QString expandVariables(QString text, const QProcessEnvironment &environment)
{
    static const QRegularExpression variable(QStringLiteral("\\$\\(([A-Za-z_][A-Za-z0-9_]*)\\)"));
    QRegularExpressionMatch match;
    while ((match = variable.match(text)).hasMatch())
        text.replace(match.capturedStart(), match.capturedLength(), environment.value(match.captured(1)));
    return text;
}

QStringList stringList(const nlohmann::json &array)
{
    QStringList list;
    for (const nlohmann::json &item : array)
        list << QString::fromStdString(item.get<std::string>());
    return list;
}

// `ttft-bench lab` in a process of its own; its base URL from the banner.
struct LabProcess {
    QProcess process;
    QString baseUrl;
    QString origin;

    bool start(const QStringList &arguments, const QProcessEnvironment &environment)
    {
        process.setProcessEnvironment(environment);
        process.start(ttftTestPath(TTFT_BENCH_EXE), QStringList{QStringLiteral("lab"), QStringLiteral("--port"), QStringLiteral("0")} + arguments);
        if (!process.waitForReadyRead(10000))
            return false;
        const QString banner = QString::fromUtf8(process.readAllStandardOutput());
        const QRegularExpressionMatch match = QRegularExpression(QStringLiteral("(http://127\\.0\\.0\\.1:\\d+)/v1")).match(banner);
        if (!match.hasMatch())
            return false;
        origin = match.captured(1);
        baseUrl = origin + QStringLiteral("/v1");
        return true;
    }
    nlohmann::json get(const QString &path)
    {
        QProcess curl;
        curl.start(QStringLiteral("curl"), {QStringLiteral("-s"), origin + path});
        curl.waitForFinished(10000);
        return nlohmann::json::parse(curl.readAllStandardOutput().toStdString(), nullptr, false);
    }
    void stop()
    {
        process.terminate();
        process.waitForFinished(10000);
    }
};

// The lab's own TTFT (first token handed to the kernel − request's last byte received) of each
// request id it served, from its ground truth.
std::map<std::string, double> serverTtfts(const nlohmann::json &truth)
{
    std::map<std::string, double> ttfts;
    if (!truth.is_array())
        return ttfts;
    for (const nlohmann::json &request : truth) {
        if (request["first_token_written_ns"].is_number() && request["request_complete_ns"].is_number())
            ttfts[request["request_id"].get<std::string>()] =
                double(request["first_token_written_ns"].get<std::int64_t>() - request["request_complete_ns"].get<std::int64_t>()) / 1e6;
    }
    return ttfts;
}

// Of `records`' measured successes: the lab's TTFT, and the client's minus the lab's.
void splitByTruth(const std::vector<RequestRecord> &records, const std::map<std::string, double> &truth, std::vector<double> &server,
                  std::vector<double> &bias)
{
    for (const RequestRecord &record : records) {
        const auto it = truth.find(record.requestId);
        if (record.warmup || record.failed() || !record.ttftMs() || it == truth.end())
            continue;
        server.push_back(it->second);
        bias.push_back(*record.ttftMs() - it->second);
    }
}

} // namespace

class TestShards : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Unit k of every count is shard k mod N's: the shares add up to the whole, differ by at most
    // one, and each unit has exactly one owner.
    void sharesAddUp()
    {
        for (int count : {1, 2, 3, 4, 7, 16}) {
            for (std::int64_t total : {0, 1, 3, 4, 5, 250, 1000, 1001}) {
                std::int64_t sum = 0;
                std::int64_t least = total;
                std::int64_t most = 0;
                for (int index = 0; index < count; ++index) {
                    const ShardSpec shard{index, count};
                    const std::int64_t share = shard.share(total);
                    std::int64_t owned = 0;
                    for (std::int64_t unit = 0; unit < total; ++unit)
                        owned += shard.owns(unit) ? 1 : 0;
                    QCOMPARE(share, owned);
                    sum += share;
                    least = std::min(least, share);
                    most = std::max(most, share);
                }
                QCOMPARE(sum, total);
                QVERIFY(most - least <= 1);
            }
        }
        QCOMPARE(ShardSpec({0, 4}).share(1000), std::int64_t(250));
        // Seeds: the plan's own when whole, one per shard otherwise, the same every time.
        QCOMPARE(ShardSpec{}.seed(42), std::uint64_t(42));
        std::set<std::uint64_t> seeds;
        for (int index = 0; index < 4; ++index)
            seeds.insert(ShardSpec({index, 4}).seed(42));
        QCOMPARE(seeds.size(), std::size_t(4));
        QCOMPARE(ShardSpec({2, 4}).seed(42), ShardSpec({2, 4}).seed(42));
    }

    void planProblems()
    {
        RunPlan plan;
        plan.mode = LoadMode::ClosedLoop;
        plan.concurrency = {8, 16};
        plan.requests = 40;
        plan.shard = ShardSpec{1, 4};
        QCOMPARE(validatePlan(plan), std::string());
        const RunPlan share = shardCounts(plan);
        QCOMPARE(share.requests, 10);
        QCOMPARE(share.warmup, 1); // 5 warm-ups: units 1 of 0..4
        QCOMPARE(share.concurrency, plan.concurrency); // the levels name the cells: whole

        RunPlan few = plan;
        few.concurrency = {2, 16};
        QVERIFY(validatePlan(few).find("concurrency 2") != std::string::npos);
        RunPlan sequential = sequentialPlan(5, 30);
        sequential.shard = ShardSpec{0, 2};
        QVERIFY(validatePlan(sequential).find("sequential") != std::string::npos);
        RunPlan fewRequests = plan;
        fewRequests.requests = 3;
        QVERIFY(!validatePlan(fewRequests).empty());
        RunPlan byTime = fewRequests;
        byTime.durationS = 5;
        QCOMPARE(validatePlan(byTime), std::string());
        RunPlan open;
        open.mode = LoadMode::OpenLoop;
        open.rates = {50};
        open.requests = 100;
        open.maxInFlight = 3;
        open.shard = ShardSpec{0, 4};
        QVERIFY(validatePlan(open).find("in-flight") != std::string::npos);
        // Open loop: the shards' measured arrivals are exactly arrivals 5 … 104 of the stream.
        open.maxInFlight = 0;
        std::int64_t measured = 0;
        for (int index = 0; index < 4; ++index) {
            open.shard = ShardSpec{index, 4};
            const RunPlan part = shardCounts(open);
            QCOMPARE(part.warmup + part.requests, int(open.shard.share(open.warmup + open.requests)));
            measured += part.requests;
        }
        QCOMPARE(measured, std::int64_t(100));
        // The plan file says which shard it was, and reads back the same.
        std::string error;
        QCOMPARE(runPlanFromJson(toJson(plan), &error), plan);
        QCOMPARE(error, std::string());
        QVERIFY(!toJson(RunPlan{}).contains("shard"));
    }

    // Every shard draws the plan's arrival stream and keeps its stripe: together they are exactly
    // the arrivals of one process, whatever the process.
    void arrivalStripesAreTheWholeStream_data()
    {
        QTest::addColumn<int>("process");
        QTest::newRow("constant") << int(ArrivalProcess::Constant);
        QTest::newRow("poisson") << int(ArrivalProcess::Poisson);
        QTest::newRow("gamma 0.5") << int(ArrivalProcess::Gamma);
    }
    void arrivalStripesAreTheWholeStream()
    {
        QFETCH(int, process);
        constexpr int kArrivals = 400;
        ArrivalSchedule whole(ArrivalProcess(process), 120.0, 0.5, 77);
        std::vector<std::int64_t> expected{0};
        for (int i = 1; i < kArrivals; ++i)
            expected.push_back(expected.back() + whole.nextGapNs());
        std::vector<std::int64_t> together;
        for (int index = 0; index < 4; ++index) {
            ArrivalSchedule stripe(ArrivalProcess(process), 120.0, 0.5, 77);
            stripe.keepStripe(ShardSpec{index, 4});
            std::int64_t at = stripe.firstArrivalNs();
            for (int k = 0; k < kArrivals / 4; ++k) {
                together.push_back(at);
                at += stripe.nextGapNs();
            }
        }
        std::sort(together.begin(), together.end());
        QCOMPARE(together, expected);
    }

    void httpDates_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("seconds"); // -1: refused
        QTest::newRow("RFC 9110's example") << QStringLiteral("Sun, 06 Nov 1994 08:49:37 GMT") << qint64(784111777);
        QTest::newRow("spaces around") << QStringLiteral("  Thu, 01 Jan 1970 00:00:00 GMT \r") << qint64(0);
        QTest::newRow("leap day") << QStringLiteral("Thu, 29 Feb 2024 23:59:59 GMT") << qint64(1709251199);
        QTest::newRow("wrong weekday") << QStringLiteral("Mon, 06 Nov 1994 08:49:37 GMT") << qint64(-1);
        QTest::newRow("no leap day") << QStringLiteral("Thu, 29 Feb 2023 23:59:59 GMT") << qint64(-1);
        QTest::newRow("RFC 850") << QStringLiteral("Sunday, 06-Nov-94 08:49:37 GMT") << qint64(-1);
        QTest::newRow("asctime") << QStringLiteral("Sun Nov  6 08:49:37 1994") << qint64(-1);
        QTest::newRow("not GMT") << QStringLiteral("Sun, 06 Nov 1994 08:49:37 CET") << qint64(-1);
        QTest::newRow("hour 24") << QStringLiteral("Sun, 06 Nov 1994 24:49:37 GMT") << qint64(-1);
        QTest::newRow("letters for digits") << QStringLiteral("Sun, 0x Nov 1994 08:49:37 GMT") << qint64(-1);
        QTest::newRow("empty") << QString() << qint64(-1);
        QTest::newRow("long") << QString(100000, QLatin1Char('A')) << qint64(-1);
    }
    void httpDates()
    {
        QFETCH(QString, text);
        QFETCH(qint64, seconds);
        const std::optional<std::int64_t> parsed = parseHttpDate(text.toStdString());
        QCOMPARE(parsed.value_or(-1), seconds);
        if (seconds >= 0)
            QCOMPARE(parseHttpDate(formatHttpDate(seconds)).value_or(-1), seconds);
    }

    // What the lab writes is what the parser reads, over a century of seconds.
    void httpDatesRoundTrip()
    {
        for (std::int64_t seconds = 0; seconds < 4'102'444'800; seconds += 86'399 * 7 + 3601)
            QCOMPARE(parseHttpDate(formatHttpDate(seconds)).value_or(-1), seconds);
    }

    // A reference clock 37.2 ms behind this one: the time endpoint's best sample bounds the offset
    // by its round trip; Date headers bound it by the whole second until probes straddle the
    // second's edge; contradicting dates give no estimate.
    void clockEstimates()
    {
        constexpr std::int64_t kOffsetNs = 37'200'000;
        const std::int64_t base = 1'800'000'000'000'000'000;
        std::vector<ClockSample> samples;
        for (std::int64_t rtt : {4'000'000, 1'000'000, 9'000'000}) {
            ClockSample sample;
            sample.sentNs = base + rtt * 10;
            sample.receivedNs = sample.sentNs + rtt;
            sample.referenceNs = sample.sentNs + rtt / 3 - kOffsetNs; // read a third of the way through
            samples.push_back(sample);
        }
        const std::optional<ClockOffsetEstimate> fromEndpoint = estimateFromTimeEndpoint(samples);
        QVERIFY(fromEndpoint);
        QVERIFY(fromEndpoint->lowNs <= kOffsetNs && kOffsetNs <= fromEndpoint->highNs);
        QCOMPARE(fromEndpoint->uncertaintyNs(), std::int64_t(500'000)); // half the fastest round trip

        // Dates: the server truncates its clock to the second.
        const auto dated = [&](std::int64_t sentNs, std::int64_t rttNs) {
            ClockSample sample;
            sample.sentNs = sentNs;
            sample.receivedNs = sentNs + rttNs;
            const std::int64_t serverNs = sentNs + rttNs / 2 - kOffsetNs;
            sample.dateSeconds = serverNs / 1'000'000'000;
            return sample;
        };
        std::vector<ClockSample> dates{dated(base + 300'000'000, 1'000'000)};
        const std::optional<ClockOffsetEstimate> coarse = estimateFromDates(dates);
        QVERIFY(coarse);
        QVERIFY(coarse->lowNs <= kOffsetNs && kOffsetNs <= coarse->highNs);
        QVERIFY(coarse->highNs - coarse->lowNs > 900'000'000);
        // Probes sent to land on the edge the bounds straddle, as clockprobe.cpp does.
        for (int i = 0; i < 12; ++i) {
            const std::optional<ClockOffsetEstimate> now = estimateFromDates(dates);
            const std::int64_t next = (base / 1'000'000'000 + 2 + i) * 1'000'000'000 + now->offsetNs() - 500'000;
            dates.push_back(dated(next, 1'000'000));
        }
        const std::optional<ClockOffsetEstimate> fine = estimateFromDates(dates);
        QVERIFY(fine);
        QVERIFY(fine->lowNs <= kOffsetNs && kOffsetNs <= fine->highNs);
        QVERIFY2(fine->highNs - fine->lowNs < 2'000'000, qPrintable(QString::number(fine->highNs - fine->lowNs)));
        // A server whose clock stepped back a few seconds contradicts itself.
        ClockSample stepped = dated(base + 5'000'000'000, 1'000'000);
        *stepped.dateSeconds -= 5;
        dates.push_back(stepped);
        QVERIFY(!estimateFromDates(dates));
        QVERIFY(!estimateFromDates({}));
    }

    // Against the lab on this machine (one clock, so the true offset is 0): its time endpoint and,
    // from any of its answers, its Date header.
    void clockProbeAgainstTheLab()
    {
        LabServer lab;
        QString error;
        QVERIFY2(lab.start(&error), qPrintable(error));
        const std::string origin = "http://127.0.0.1:" + std::to_string(lab.port());

        ShardClock precise;
        probeClock(origin + "/lab/time", precise);
        QVERIFY2(precise.offsetMs, precise.error.c_str());
        QCOMPARE(precise.method, std::string("time_endpoint"));
        QVERIFY(precise.probes >= 5);
        QVERIFY2(std::fabs(*precise.offsetMs) <= *precise.uncertaintyMs + 0.5, qPrintable(QString::number(*precise.offsetMs)));
        QVERIFY2(*precise.uncertaintyMs < 5, qPrintable(QString::number(*precise.uncertaintyMs)));

        ShardClock dated;
        const std::int64_t started = monoNowNs();
        probeClock(origin + "/v1", dated); // a 404, with a Date header like every answer
        QVERIFY2(dated.offsetMs, dated.error.c_str());
        QCOMPARE(dated.method, std::string("http_date"));
        QVERIFY2(std::fabs(*dated.offsetMs) <= *dated.uncertaintyMs + 1, qPrintable(QString::number(*dated.offsetMs)));
        QVERIFY2(*dated.uncertaintyMs < 25, qPrintable(QString::number(*dated.uncertaintyMs)));
        QVERIFY(monoNowNs() - started < 15'000'000'000LL);

        ShardClock refused;
        probeClock("http://127.0.0.1:1/", refused);
        QVERIFY(!refused.offsetMs);
        QVERIFY(!refused.error.empty());

        captureClockAnchor(precise);
        QVERIFY(precise.monotonicNs > 0 && precise.wallNs > 0);
        QCOMPARE(precise.bootId.size(), std::size_t(36)); // a UUID
    }

    // Four engines, one shard each, at once against one lab: the workers and requests add up to
    // the plan, and the lab sees the plan's concurrency.
    void enginesAddUp()
    {
        LabConfig config;
        LabServer lab(config);
        QString error;
        QVERIFY2(lab.start(&error), qPrintable(error));
        RunPlan plan;
        plan.mode = LoadMode::ClosedLoop;
        plan.concurrency = {12};
        plan.requests = 60;
        plan.warmup = 0;
        std::vector<std::vector<RequestRecord>> shards(4);
        std::vector<std::thread> threads;
        for (int index = 0; index < 4; ++index) {
            threads.emplace_back([&, index] {
                RunSpec spec;
                ProviderProfile profile;
                profile.name = "lab";
                profile.model = "lab-fast";
                profile.baseUrl = lab.baseUrl().toStdString();
                spec.providers.push_back(EngineProvider{profile, {}});
                spec.workload.messages = nlohmann::json::array({{{"role", "user"}, {"content", "Say hello."}}});
                spec.workload.maxTokens = 16;
                spec.plan = plan;
                spec.plan.shard = ShardSpec{index, 4};
                shards[std::size_t(index)] = runToCompletion(spec);
            });
        }
        for (std::thread &thread : threads)
            thread.join();
        std::int64_t measured = 0;
        std::int64_t warmups = 0;
        std::set<std::string> nonces;
        int most = 0;
        for (const std::vector<RequestRecord> &records : shards) {
            std::int64_t shardMeasured = 0;
            for (const RequestRecord &record : records) {
                QVERIFY2(!record.failed(), record.errorMessage.c_str());
                QCOMPARE(record.cell, std::string("c12")); // the whole plan's cell
                QCOMPARE(record.concurrency, 12);
                (record.warmup ? warmups : shardMeasured) += 1;
                if (const auto truth = lab.truthFor(record.requestId))
                    most = std::max(most, truth->inFlightAtStart + 1);
            }
            QCOMPARE(shardMeasured, std::int64_t(15));
            measured += shardMeasured;
        }
        QCOMPARE(measured, std::int64_t(60));
        QCOMPARE(warmups, std::int64_t(12)); // each worker's first request
        QVERIFY2(most == 12, qPrintable(QString::number(most)));
    }

    // The merge: shards of one boot keep their stamps; a shard of another machine is moved by its
    // anchor and both offsets; every record is there once; what is not one run's shards is refused.
    void mergePlacesAndRefuses()
    {
        const std::int64_t wall = 1'800'000'000'000'000'000;
        // Shard 1 runs on another machine: its monotonic clock reads 5 s less at the same instant,
        // its wall clock 20 ms ahead of the reference (shard 0's is 3 ms ahead).
        std::vector<Session> parts{shardSession(0, 3, "boot-a", 100'000'000'000, wall, 3.0, 10),
                                   shardSession(1, 3, "boot-b", 95'000'000'000, wall + 17'000'000, 20.0, 10),
                                   shardSession(2, 3, "boot-a", 100'000'000'000, wall, 3.0, 10)};
        const QStringList names{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
        Session merged;
        QString error;
        QStringList notes;
        QVERIFY2(mergeShards(parts, names, merged, &error, &notes), qPrintable(error));
        QVERIFY(notes.isEmpty());
        QCOMPARE(merged.records.size(), std::size_t(30));
        QVERIFY(!merged.run.plan.shard.sharded());
        QCOMPARE(merged.duringRun.dispatched, std::optional<std::int64_t>(30));
        const std::vector<ShardEntry> &shards = merged.duringRun.shards;
        QCOMPARE(shards.size(), std::size_t(3));
        QCOMPARE(shards[0].placement, std::optional<std::string>("same_clock"));
        QCOMPARE(shards[2].placement, std::optional<std::string>("same_clock"));
        QCOMPARE(shards[1].placement, std::optional<std::string>("reference"));
        // Shard 1's instant t reads t−5 s on its monotonic clock; its wall clock is 17 ms later than
        // shard 0's at the same true time... and 17 ms more ahead of the reference: the same instant.
        QCOMPARE(shards[1].shiftMs, std::optional<double>(5000.0));
        std::set<std::string> ids;
        for (const RequestRecord &record : merged.records) {
            ids.insert(record.requestId);
            QCOMPARE(record.runStartNs, std::int64_t(100'000'000'000));
            QVERIFY(record.startNs >= record.runStartNs);
        }
        QCOMPARE(ids.size(), std::size_t(30));
        // Durations are a record's own: unchanged by the shift.
        QCOMPARE(merged.records[10].ttftMs(), parts[1].records[0].ttftMs());
        QCOMPARE(merged.records[10].startNs, parts[1].records[0].startNs + 5'000'000'000);

        // No offset on the other machine: placed by the wall clocks, and said so.
        std::vector<Session> unsure = parts;
        unsure[1] = shardSession(1, 3, "boot-b", 95'000'000'000, wall + 17'000'000, std::nullopt, 10);
        QVERIFY(mergeShards(unsure, names, merged, &error, &notes));
        QCOMPARE(notes.size(), qsizetype(1));

        // Refused: a shard missing, one twice, a whole run, another plan.
        QVERIFY(!mergeShards({parts[0], parts[2]}, names, merged, &error));
        QVERIFY2(error.contains(QStringLiteral("1 of 3")), qPrintable(error));
        QVERIFY(!mergeShards({parts[0], parts[1], parts[1]}, names, merged, &error));
        Session whole = parts[0];
        whole.run.plan.shard = ShardSpec{};
        QVERIFY(!mergeShards({whole, parts[1], parts[2]}, names, merged, &error));
        QVERIFY2(error.contains(QStringLiteral("merge")), qPrintable(error));
        Session other = parts[2];
        other.run.plan.requests = 41;
        QVERIFY(!mergeShards({parts[0], parts[1], other}, names, merged, &error));
        // A damaged clock entry in a file is read as none, never a crash.
        Session damaged = parts[1];
        nlohmann::json damagedDuringRun = toJson(damaged.duringRun);
        damagedDuringRun["shards"][0]["clock"] = {{"anchor", "x"}, {"offset_ms", "soon"}};
        std::string problem;
        damaged.duringRun = duringRunFromJson(damagedDuringRun, &problem);
        QVERIFY2(!problem.empty(), "the damage is named");
        QVERIFY(mergeShards({parts[0], damaged, parts[2]}, names, merged, &error, &notes));
        QCOMPARE(merged.duringRun.shards[1].placement, std::optional<std::string>("unplaced"));
    }

    // `merge-shards` as a user meets it: a shard missing after --wait, an output that exists, an
    // output that is one of the inputs; then the shards of a run found under their folder.
    void mergeShardsCommand()
    {
        QTemporaryDir dir;
        const std::int64_t wall = 1'800'000'000'000'000'000;
        QString error;
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("run/shard-0"))));
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("run/shard-1"))));
        QVERIFY(writeSessionFile(dir.filePath(QStringLiteral("run/shard-0/run.ttft.json")),
                                 shardSession(0, 2, "boot-a", 100'000'000'000, wall, 1.0, 5), &error));
        const QString merged = dir.filePath(QStringLiteral("merged.ttft.json"));
        BenchResult missing = runBench({QStringLiteral("merge-shards"), dir.filePath(QStringLiteral("run")), QStringLiteral("-o"), merged,
                                        QStringLiteral("--wait"), QStringLiteral("1")});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains(QStringLiteral("shard(s) 1 of 2 are missing")), qPrintable(missing.err));
        QVERIFY(!QFile::exists(merged));

        QVERIFY(writeSessionFile(dir.filePath(QStringLiteral("run/shard-1/run.ttft.json")),
                                 shardSession(1, 2, "boot-a", 100'000'000'000, wall, 1.0, 7), &error));
        const BenchResult ok = runBench({QStringLiteral("merge-shards"), dir.filePath(QStringLiteral("run")), QStringLiteral("-o"), merged,
                                         QStringLiteral("--summary"), dir.filePath(QStringLiteral("summary.json"))});
        QVERIFY2(ok.exitCode == 0, qPrintable(ok.err));
        QVERIFY2(ok.out.contains(QStringLiteral("Merged 12 requests from 2 shards")), qPrintable(ok.out));
        QCOMPARE(readJsonFile(dir.filePath(QStringLiteral("summary.json")))["requests"].get<int>(), 12);

        const BenchResult exists = runBench({QStringLiteral("merge-shards"), dir.filePath(QStringLiteral("run")), QStringLiteral("-o"), merged});
        QCOMPARE(exists.exitCode, 1);
        QVERIFY(exists.err.contains(QStringLiteral("--force")));
        const QString input = dir.filePath(QStringLiteral("run/shard-1/run.ttft.json"));
        const BenchResult over = runBench({QStringLiteral("merge-shards"), dir.filePath(QStringLiteral("run/shard-0/run.ttft.json")), input,
                                           QStringLiteral("-o"), input, QStringLiteral("--force")});
        QCOMPARE(over.exitCode, 1);
        QVERIFY2(over.err.contains(QStringLiteral("one of the inputs")), qPrintable(over.err));
        Session still;
        QVERIFY(readSessionFile(input, still, &error));
        QCOMPARE(still.records.size(), std::size_t(7));
    }

    // The acceptance: the Job of deploy/ (rendered as kubectl would), its pods' commands run as four
    // local processes against one lab process, its merge Job's command beside them; then the same
    // plan from one process against a fresh lab.
    void kubernetesJobLocally()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // The manifests as `kubectl apply -k deploy` would send them.
        QProcess render;
        render.start(QStringLiteral("python3"), {ttftTestPath(TTFT_SOURCE_DIR) + QStringLiteral("/tests/deploy/kustomize_render.py"),
                                                 QStringLiteral("--json"), ttftTestPath(TTFT_SOURCE_DIR) + QStringLiteral("/deploy")});
        QVERIFY(render.waitForFinished(30000));
        QVERIFY2(render.exitCode() == 0, render.readAllStandardError().constData());
        const nlohmann::json resources = nlohmann::json::parse(render.readAllStandardOutput().toStdString());
        nlohmann::json configMap, shardsJob, mergeJob;
        for (const nlohmann::json &resource : resources) {
            const std::string name = resource["metadata"]["name"];
            if (resource["kind"] == "ConfigMap" && name == "ttft-plan")
                configMap = resource;
            if (resource["kind"] == "Job" && name == "ttft-shards")
                shardsJob = resource;
            if (resource["kind"] == "Job" && name == "ttft-merge")
                mergeJob = resource;
        }
        QVERIFY(configMap.is_object() && shardsJob.is_object() && mergeJob.is_object());
        const int shardCount = shardsJob["spec"]["completions"];
        QCOMPARE(shardCount, 4);
        const nlohmann::json &shardContainer = shardsJob["spec"]["template"]["spec"]["containers"][0];
        const nlohmann::json &mergeContainer = mergeJob["spec"]["template"]["spec"]["containers"][0];

        // The pods' files, here: the ConfigMap's plan at its mount path, the volume at its own. The
        // plan's endpoint is the one thing changed: it names a cluster's server, here the lab.
        const QString etc = dir.filePath(QStringLiteral("etc/ttft"));
        const QString runs = dir.filePath(QStringLiteral("runs"));
        QVERIFY(QDir().mkpath(etc) && QDir().mkpath(runs));
        const auto localPath = [&](const QString &arg) -> QString {
            if (arg.startsWith(QLatin1String("/etc/ttft")))
                return etc + arg.mid(9);
            if (arg.startsWith(QLatin1String("/runs")))
                return runs + arg.mid(5);
            return arg;
        };
        nlohmann::json plan = nlohmann::json::parse(configMap["data"]["plan.json"].get<std::string>());
        // The cluster's model, played by the lab: a first token after 300 ms and a spread of 100 ms,
        // then one more after 2.5 s: ~2.9 s a request, so 1,000 streams are ~350 requests a second,
        // which one client process on two cores shared with the lab still carries (a heavier rate
        // saturates it, and then the shards measure better than the one process: the reason to shard).
        const std::string model = plan["providers"][0]["model"];
        const nlohmann::json labConfig = {{"models", nlohmann::json::array({{{"name", model}, {"fixed_overhead_ms", 300}, {"tpot_ms", 2500},
                                                                              {"output_tokens", 2}, {"first_token_jitter_ms", 100},
                                                                              {"tpot_jitter_ms", 0}, {"decode_slowdown_per_request", 0},
                                                                              {"max_batch", 0}, {"cold_start_ms", 0}}})}};
        QFile configFile(dir.filePath(QStringLiteral("lab.json")));
        QVERIFY(configFile.open(QIODevice::WriteOnly));
        configFile.write(QByteArray::fromStdString(labConfig.dump()));
        configFile.close();
        const QByteArray sentinel = "sk-SHARD-SENTINEL-0123456789-never-written";
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("PROVIDER_API_KEY"), QString::fromLatin1(sentinel)); // the Secret's key
        const QStringList labArguments{QStringLiteral("--config"), configFile.fileName(), QStringLiteral("--api-key-env"),
                                       QStringLiteral("PROVIDER_API_KEY")};
        LabProcess lab;
        QVERIFY(lab.start(labArguments, environment));
        plan["providers"][0]["base_url"] = lab.baseUrl.toStdString();
        // Under the sanitizers (tests/sanitizers.h) 400 streams, two rounds as the ConfigMap's: five
        // instrumented processes holding 1,000 streams on two cores took this test ten minutes of
        // CI's ASan suite; one round of 1,000 left only the start's burst, whose split of the cores
        // between the lab and four shards made the lab's TTFT three times one process's.
        const int plannedStreams = kUnderSanitizer ? 400 : 1000;
        QCOMPARE(plan["plan"]["concurrency"][0].get<int>(), 1000);
        if (kUnderSanitizer) {
            plan["plan"]["concurrency"][0] = plannedStreams;
            plan["plan"]["requests"] = 2 * plannedStreams;
        }
        QFile planFile(etc + QStringLiteral("/plan.json"));
        QVERIFY(planFile.open(QIODevice::WriteOnly));
        planFile.write(QByteArray::fromStdString(plan.dump(2)));
        planFile.close();

        // The container's environment as the kubelet fills it: the ConfigMap's keys, the Secret's,
        // and JOB_COMPLETION_INDEX from the Job controller. start-at: a few seconds ahead (the
        // ConfigMap's is a placeholder the README tells to set), after the clock probes.
        const QString startAt = QDateTime::currentDateTimeUtc().addSecs(12).toString(Qt::ISODate);
        for (const nlohmann::json &variable : shardContainer["env"]) {
            const QString name = QString::fromStdString(variable["name"]);
            const nlohmann::json &from = variable["valueFrom"];
            if (from.contains("configMapKeyRef")) {
                const std::string key = from["configMapKeyRef"]["key"];
                environment.insert(name, key == "start-at" ? startAt : QString::fromStdString(configMap["data"][key].get<std::string>()));
            } else {
                QVERIFY2(from.contains("secretKeyRef") && environment.contains(name), qPrintable(name));
            }
        }
        const auto podCommand = [&](const nlohmann::json &container, const QProcessEnvironment &podEnvironment) {
            QStringList arguments;
            for (const QString &arg : stringList(container["args"]))
                arguments << localPath(expandVariables(arg, podEnvironment));
            return arguments;
        };
        std::vector<std::unique_ptr<QProcess>> pods;
        for (int index = 0; index < shardCount; ++index) {
            QProcessEnvironment podEnvironment = environment;
            podEnvironment.insert(QStringLiteral("JOB_COMPLETION_INDEX"), QString::number(index));
            auto pod = std::make_unique<QProcess>();
            pod->setProcessEnvironment(podEnvironment);
            pod->start(ttftTestPath(TTFT_BENCH_EXE), podCommand(shardContainer, podEnvironment));
            pods.push_back(std::move(pod));
        }
        QProcess merge; // the merge Job, started with the shards: it waits for them
        merge.start(ttftTestPath(TTFT_BENCH_EXE), podCommand(mergeContainer, environment));
        for (std::size_t index = 0; index < pods.size(); ++index) {
            const BenchResult result = finishBench(*pods[index], 150'000);
            QVERIFY2(result.exitCode == 0, qPrintable(QStringLiteral("shard %1: %2").arg(index).arg(result.err)));
            QVERIFY2(result.err.contains(QStringLiteral("clock is")), qPrintable(result.err));
        }
        const BenchResult merged = finishBench(merge, 60'000);
        QVERIFY2(merged.exitCode == 0, qPrintable(merged.err + merged.out));
        const nlohmann::json health = lab.get(QStringLiteral("/health"));
        const std::map<std::string, double> shardedTruth = serverTtfts(lab.get(QStringLiteral("/lab/truth")));
        lab.stop();

        // The lab saw the plan's streams at once: 4 shards × 250 (× 100 under the sanitizers).
        const int planConcurrency = plan["plan"]["concurrency"][0];
        QCOMPARE(planConcurrency, plannedStreams);
        qInfo("lab: at most %d requests in flight", health["max_in_flight"].get<int>());
        QCOMPARE(health["max_in_flight"].get<int>(), planConcurrency);

        // Every request of every shard is in the merged run, once.
        const QString runDir = localPath(QStringLiteral("/runs/run"));
        std::vector<Session> shardSessions(static_cast<std::size_t>(shardCount));
        std::set<std::string> shardIds;
        std::size_t shardRecords = 0;
        std::vector<double> unionTtfts;
        for (int index = 0; index < shardCount; ++index) {
            QString error;
            Session &shard = shardSessions[std::size_t(index)];
            QVERIFY2(readSessionFile(QStringLiteral("%1/shard-%2/run.ttft.json").arg(runDir).arg(index), shard, &error), qPrintable(error));
            QCOMPARE(shard.run.plan.shard.index, index);
            QCOMPARE(shard.run.environment.location, configMap["data"]["location"].get<std::string>());
            shardRecords += shard.records.size();
            for (const RequestRecord &record : shard.records)
                shardIds.insert(record.requestId);
            // requests.jsonl, read apart from the session, for the union's own figures.
            QFile lines(QStringLiteral("%1/shard-%2/requests.jsonl").arg(runDir).arg(index));
            QVERIFY(lines.open(QIODevice::ReadOnly));
            while (!lines.atEnd()) {
                const nlohmann::json line = nlohmann::json::parse(lines.readLine().toStdString());
                if (!line["warmup"].get<bool>() && line["error_class"].is_null())
                    unionTtfts.push_back(line["ttft_ms"].get<double>());
            }
            // Its clock, estimated against the plan's endpoint (the lab's Date header) and recorded.
            QCOMPARE(shard.duringRun.shards.size(), std::size_t(1));
            const ShardEntry &entry = shard.duringRun.shards.front();
            const ShardClock &clock = entry.clock;
            QCOMPARE(clock.method, std::string("http_date"));
            QVERIFY(clock.offsetMs && clock.uncertaintyMs && entry.startLateMs);
            qInfo("shard %d: %zu records, clock %+.3f ms ± %.3f (%d probes), started %.1f ms after --start-at", index,
                  shard.records.size(), *clock.offsetMs, *clock.uncertaintyMs, clock.probes, *entry.startLateMs);
            QVERIFY(std::fabs(*clock.offsetMs) <= *clock.uncertaintyMs + 1);
            QVERIFY(*entry.startLateMs < 1000);
        }
        Session whole;
        QString error;
        QVERIFY2(readSessionFile(runDir + QStringLiteral("/merged.ttft.json"), whole, &error), qPrintable(error));
        QCOMPARE(whole.records.size(), shardRecords);
        std::set<std::string> mergedIds;
        for (const RequestRecord &record : whole.records)
            mergedIds.insert(record.requestId);
        QCOMPARE(mergedIds, shardIds);
        QCOMPARE(whole.duringRun.shards.size(), std::size_t(shardCount));
        for (const ShardEntry &shard : whole.duringRun.shards) {
            QVERIFY(shard.clock.offsetMs); // the offsets, kept in the merged run
            QCOMPARE(shard.placement, std::optional<std::string>("same_clock")); // one machine
        }

        // The merged summary is the union's: the same counts, and the percentiles of every raw TTFT
        // of every shard (computed here from requests.jsonl, not by core).
        const nlohmann::json summary = readJsonFile(runDir + QStringLiteral("/summary.json"));
        QVERIFY(summary.is_object());
        const int requests = plan["plan"]["requests"];
        QCOMPARE(summary["requests"].get<int>(), requests);
        QCOMPARE(summary["errors"].get<int>(), 0);
        QCOMPARE(std::size_t(summary["ttft_ms"]["count"].get<int>()), unionTtfts.size());
        for (const auto &[key, p] : std::vector<std::pair<const char *, double>>{{"p50", 50}, {"p90", 90}, {"p99", 99}, {"max", 100}})
            QVERIFY2(std::fabs(summary["ttft_ms"][key].get<double>() - percentile(unionTtfts, p)) < 1e-3, key);
        Session unionSession;
        unionSession.run = whole.run;
        for (const Session &shard : shardSessions)
            unionSession.records.insert(unionSession.records.end(), shard.records.begin(), shard.records.end());
        const nlohmann::json unionSummary = toJson(computeResults(unionSession));
        for (const char *key : {"requests", "succeeded", "warmup", "errors", "ttft_ms", "ttfb_ms", "ttfo_ms", "ttfs_ms", "tpot_ms",
                                "itl_ms", "e2e_ms", "output_tokens", "provider_summaries"})
            QVERIFY2(summary[key] == unionSummary[key], key);
        // Rates add up over the shards: one time line, so the merged throughput is theirs summed.
        double shardRate = 0;
        for (const Session &shard : shardSessions)
            shardRate += toJson(computeResults(shard))["groups"][0]["requests_per_s"].get<double>();
        const double mergedRate = summary["groups"][0]["requests_per_s"].get<double>();
        qInfo("requests/s: merged %.1f, shards summed %.1f", mergedRate, shardRate);
        QVERIFY2(std::fabs(mergedRate - shardRate) < 0.1 * shardRate, qPrintable(QString::number(mergedRate)));

        // One process at the summed load, against a fresh lab: the same counts, and TTFTs from the
        // same distribution (Kolmogorov–Smirnov distance, medians).
        LabProcess single;
        QVERIFY(single.start(labArguments, environment));
        plan["providers"][0]["base_url"] = single.baseUrl.toStdString();
        QVERIFY(planFile.open(QIODevice::WriteOnly | QIODevice::Truncate));
        planFile.write(QByteArray::fromStdString(plan.dump(2)));
        planFile.close();
        const QString singleOut = dir.filePath(QStringLiteral("single"));
        const BenchResult one = runBench({QStringLiteral("run"), QStringLiteral("--plan"), planFile.fileName(), QStringLiteral("--out"),
                                          singleOut, QStringLiteral("--quiet")},
                                         environment, 150'000);
        QVERIFY2(one.exitCode == 0, qPrintable(one.err));
        const nlohmann::json singleHealth = single.get(QStringLiteral("/health"));
        const std::map<std::string, double> aloneTruth = serverTtfts(single.get(QStringLiteral("/lab/truth")));
        single.stop();
        QCOMPARE(singleHealth["max_in_flight"].get<int>(), planConcurrency);
        Session alone;
        QVERIFY2(readSessionFile(singleOut + QStringLiteral("/run.ttft.json"), alone, &error), qPrintable(error));
        const nlohmann::json aloneSummary = readJsonFile(singleOut + QStringLiteral("/summary.json"));
        QCOMPARE(aloneSummary["requests"].get<int>(), summary["requests"].get<int>());
        QCOMPARE(aloneSummary["errors"].get<int>(), summary["errors"].get<int>());
        // What the load did at the server: the lab's own TTFT of every measured request, the same
        // distribution within sampling (Kolmogorov–Smirnov at α = 0.001). What each client adds on
        // top is its own, and on two cores shared by the lab, the clients and whatever else runs it
        // moves with the machine's load from one minute to the next (one process 8 to 62 ms at p50,
        // four shards 2 to 51 ms, in this test's runs): each run's client-side TTFT is held to the
        // lab's plus a bounded delay, not to the other run's.
        const std::vector<double> aloneTtfts = measuredTtfts(alone.records);
        const std::vector<double> shardedTtfts = measuredTtfts(whole.records);
        std::vector<double> aloneServer, aloneBias, shardedServer, shardedBias;
        splitByTruth(alone.records, aloneTruth, aloneServer, aloneBias);
        splitByTruth(whole.records, shardedTruth, shardedServer, shardedBias);
        QCOMPARE(aloneServer.size(), aloneTtfts.size());
        QCOMPARE(shardedServer.size(), shardedTtfts.size());
        const double serverKs = ksStatistic(aloneServer, shardedServer);
        const double criticalKs = 1.95 * std::sqrt(double(aloneServer.size() + shardedServer.size())
                                                   / (double(aloneServer.size()) * double(shardedServer.size())));
        qInfo("lab's TTFT: p50 %.1f ms one process, %.1f ms 4 shards; p90 %.1f vs %.1f; KS distance %.3f (critical %.3f)",
              percentile(aloneServer, 50), percentile(shardedServer, 50), percentile(aloneServer, 90), percentile(shardedServer, 90), serverKs,
              criticalKs);
        qInfo("client's TTFT: p50 %.1f ms one process, %.1f ms 4 shards; p90 %.1f vs %.1f; client − lab p50 %.1f vs %.1f ms, p90 %.1f vs %.1f",
              percentile(aloneTtfts, 50), percentile(shardedTtfts, 50), percentile(aloneTtfts, 90), percentile(shardedTtfts, 90),
              percentile(aloneBias, 50), percentile(shardedBias, 50), percentile(aloneBias, 90), percentile(shardedBias, 90));
        if (!kUnderSanitizer) {
            QVERIFY2(serverKs < criticalKs, qPrintable(QString::number(serverKs)));
        } else {
            // Under the sanitizers (tests/sanitizers.h) the lab and five instrumented clients share two
            // cores, and how the CPU is split between the lab and its clients moves the time from the
            // lab's side of the stamp to the clients' (ASan, lab's TTFT p50 one process vs 4 shards:
            // CI 373 vs 428 ms, here 376 vs 533 ms, KS 0.26–0.44), while what a user reads, the
            // client's TTFT, moved less (704.5 vs 705.0 ms, 671.5 vs 571.5 ms in two runs). There, the
            // same load is what is held: the client-side medians within a third of each other (shards
            // that did not overlap would each see a quarter of the load and answer far sooner).
            const double ratio = percentile(shardedTtfts, 50) / percentile(aloneTtfts, 50);
            QVERIFY2(ratio > 2.0 / 3.0 && ratio < 1.5, qPrintable(QString::number(ratio)));
        }
        // Each client measured the server's TTFT, late by its own delay at most (more under the
        // sanitizers, tests/sanitizers.h: one instrumented process holding 1,000 streams was 259 and
        // 290 ms late at p50 in two ASan runs); never earlier than the server wrote the token.
        const double delayBoundMs = kUnderSanitizer ? 600 : 100;
        for (const std::vector<double> *bias : {&aloneBias, &shardedBias}) {
            QVERIFY2(percentile(*bias, 50) < delayBoundMs, qPrintable(QString::number(percentile(*bias, 50))));
            QVERIFY2(percentile(*bias, 0) > -1, qPrintable(QString::number(percentile(*bias, 0))));
        }

        // The key reached the lab (it demands it) and no file of the run holds it.
        QDirIterator files(dir.path(), QDir::Files, QDirIterator::Subdirectories);
        while (files.hasNext()) {
            QFile file(files.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY2(!file.readAll().contains(sentinel), qPrintable(file.fileName()));
        }
    }
};

QTEST_GUILESS_MAIN(TestShards)
#include "tst_shards.moc"
