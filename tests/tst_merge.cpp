// Runs from several machines (or imported from other tools) merged into one session: every request
// is there once, each run's providers get a short label of their own so the runs stay apart in the
// compare views, and each part's statistics per provider are exactly what they were alone. The
// command line end to end: two real lab runs and an imported vLLM result merged by ttft-bench.
#include "testpaths.h"
#include "stats/runsummary.h"
#include "store/foreignimport.h"
#include "store/session.h"
#include "store/sessionmerge.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "benchprocess.h"

#include <nlohmann/json.hpp>

#include <map>
#include <set>

using namespace ttft;

namespace {

// A run of two providers measured on `host`, each request `scale` times slower than the base figures.
Session hostRun(const std::string &host, const std::string &note, std::int64_t startedMs, int requests, double scale)
{
    Session session;
    session.run.environment.host = host;
    session.run.environment.note = note;
    session.run.environment.startedMs = startedMs;
    session.run.environment.endedMs = startedMs + 60'000;
    for (const char *name : {"lab-fast", "lab-slow"}) {
        ProviderProfile profile;
        profile.name = name;
        profile.model = name;
        session.run.providers.push_back(profile);
    }
    const std::int64_t runStart = 7'000'000'000'000;
    for (int i = 0; i < requests; ++i) {
        RequestRecord r;
        r.index = i;
        r.warmup = i < 2;
        r.provider = i % 2 ? "lab-fast" : "lab-slow";
        r.model = r.provider;
        r.cell = i % 3 ? "c4" : "c1";
        r.concurrency = i % 3 ? 4 : 1;
        r.runStartNs = runStart;
        r.startNs = r.intendedNs = runStart + std::int64_t(i) * 40'000'000;
        r.wallStartMs = startedMs + i * 40;
        if (i % 9 == 5) {
            r.errorClass = ErrorClass::HttpServer;
            r.httpStatus = 503;
            r.endNs = r.startNs + 2'000'000;
        } else {
            const std::int64_t ttft = std::int64_t(scale * double((i % 2 ? 80 : 200) + 3 * i) * 1e6);
            r.firstAnswerNs = r.firstOutputNs = r.startNs + ttft;
            for (int k = 0; k < 6; ++k)
                r.answerEventNs.push_back(r.firstAnswerNs + k * std::int64_t(scale * 15e6) + k * i);
            r.lastAnswerNs = r.answerEventNs.back();
            r.endNs = r.lastAnswerNs + 1'000'000;
            r.outputTokens = 6;
            r.httpStatus = 200;
        }
        session.records.push_back(std::move(r));
    }
    return session;
}

// Each provider's summary (all cells together) of the records whose provider is in `names`.
std::map<std::string, nlohmann::json> summariesByProvider(const std::vector<RequestRecord> &records)
{
    std::map<std::string, std::vector<const RequestRecord *>> groups;
    for (const RequestRecord &record : records)
        groups[record.provider + " / " + record.cell].push_back(&record);
    std::map<std::string, nlohmann::json> summaries;
    for (const auto &[name, group] : groups)
        summaries[name] = toJson(summarizeRunSelection(group));
    return summaries;
}

using Result = BenchResult;

} // namespace

class TestMerge : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Two hosts: counts add up, indices run on, labels are the host names, each part's statistics
    // per provider and cell are unchanged, both environments are kept.
    void twoHostsMerge()
    {
        const Session shanghai = hostRun("bench-sh-01", "office Wi-Fi, Shanghai", 1'796'000'000'000, 40, 1.0);
        const Session frankfurt = hostRun("bench-fra-02", "datacenter, Frankfurt", 1'796'000'400'000, 31, 1.7);
        const Session merged = mergeSessions({shanghai, frankfurt});

        QCOMPARE(merged.records.size(), shanghai.records.size() + frankfurt.records.size());
        for (std::size_t i = 0; i < merged.records.size(); ++i)
            QCOMPARE(merged.records[i].index, std::int64_t(i));
        std::set<std::string> providers;
        for (const RequestRecord &record : merged.records)
            providers.insert(record.provider);
        const std::set<std::string> expected{"lab-fast · bench-sh-01", "lab-slow · bench-sh-01", "lab-fast · bench-fra-02",
                                             "lab-slow · bench-fra-02"};
        QCOMPARE(providers, expected);
        QCOMPARE(merged.run.providers.size(), std::size_t(4));
        for (const ProviderProfile &profile : merged.run.providers)
            QVERIFY2(expected.count(profile.name) == 1, profile.name.c_str());

        // Each part, alone and inside the merged session, has the same statistics per provider × cell.
        const std::map<std::string, nlohmann::json> merge = summariesByProvider(merged.records);
        for (const auto &[part, label] : {std::pair{&shanghai, std::string("bench-sh-01")}, std::pair{&frankfurt, std::string("bench-fra-02")}}) {
            std::vector<RequestRecord> renamed = part->records;
            for (RequestRecord &record : renamed)
                record.provider += " · " + label;
            for (const auto &[group, summary] : summariesByProvider(renamed)) {
                QVERIFY2(merge.count(group) == 1, group.c_str());
                QVERIFY2(merge.at(group) == summary, group.c_str());
            }
        }
        const RunSummary all = summarizeRun(merged.records);
        const RunSummary a = summarizeRun(shanghai.records);
        const RunSummary b = summarizeRun(frankfurt.records);
        QCOMPARE(all.requests, a.requests + b.requests);
        QCOMPARE(all.errors, a.errors + b.errors);
        QCOMPARE(all.warmup, a.warmup + b.warmup);

        QCOMPARE(merged.sources.size(), std::size_t(2));
        QCOMPARE(merged.sources[0], shanghai.run.environment);
        QCOMPARE(merged.sources[1], frankfurt.run.environment);
        QCOMPARE(merged.run.environment.startedMs, shanghai.run.environment.startedMs);
        QCOMPARE(merged.run.environment.endedMs, frankfurt.run.environment.endedMs);

        // Saved and opened again, the sources are still there.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("merged.ttft.json"));
        QString error;
        QVERIFY2(writeSessionFile(path, merged, &error), qPrintable(error));
        Session reopened;
        QVERIFY2(readSessionFile(path, reopened, &error), qPrintable(error));
        QCOMPARE(reopened.sources, merged.sources);
        QCOMPARE(reopened.records.size(), merged.records.size());
    }

    // Labels: the first field that tells the runs apart; short; distinct whatever the input.
    void labelsAreShortAndDistinct()
    {
        const Session a = hostRun("bench-01", "office Wi-Fi, Shanghai, 3rd floor by the window", 1'796'000'000'000, 4, 1.0);
        const Session b = hostRun("bench-01", "home fibre, Hangzhou", 1'796'000'400'000, 4, 1.0);
        const Session c = hostRun("bench-01", "home fibre, Hangzhou", 1'796'003'600'000, 4, 1.0);

        // Same host, different notes: the short note as it is, the start time (UTC) for the long one.
        QCOMPARE(mergeLabels({a, b}), (std::vector<std::string>{"00:53", "home fibre, Hangzhou"}));
        // Asked for the notes: the long one cut.
        const std::vector<std::string> byNote = mergeLabels({a, b}, MergeLabelBy::Note);
        QCOMPARE(byNote[1], std::string("home fibre, Hangzhou"));
        QVERIFY2(QString::fromStdString(byNote[0]).size() <= 24, byNote[0].c_str());
        QVERIFY(QString::fromStdString(byNote[0]).startsWith(QStringLiteral("office Wi-Fi, Shanghai")));
        // Same host and note: the start times (UTC), as short as tells them apart.
        const std::vector<std::string> byStart = mergeLabels({b, c});
        QCOMPARE(byStart, (std::vector<std::string>{"01:00", "01:53"}));
        // Asked for the host although it is the same: numbered.
        QCOMPARE(mergeLabels({a, b, c}, MergeLabelBy::Host), (std::vector<std::string>{"bench-01", "bench-01 2", "bench-01 3"}));
        // Nothing known: run 1, run 2.
        QCOMPARE(mergeLabels({Session(), Session()}), (std::vector<std::string>{"run 1", "run 2"}));
        // Labels given by the caller win.
        const Session named = mergeSessions({a, b}, MergeLabelBy::Auto, {"before", "after"});
        QCOMPARE(named.records.front().provider, std::string("lab-slow · before"));
        QCOMPARE(named.records.back().provider, std::string("lab-fast · after"));
    }

    // Runs from several regions (run --location): side by side by their location, first of all,
    // even on machines of one name; a run without one falls back to the other labels.
    void regionsByLocation()
    {
        Session frankfurt = hostRun("ttft-shards-0", "", 1'796'000'000'000, 4, 1.0);
        frankfurt.run.environment.location = "eu-central";
        Session singapore = hostRun("ttft-shards-0", "", 1'796'000'000'000, 4, 1.3);
        singapore.run.environment.location = "ap-southeast";
        QCOMPARE(mergeLabels({frankfurt, singapore}), (std::vector<std::string>{"eu-central", "ap-southeast"}));
        QCOMPARE(mergeLabels({frankfurt, singapore}, MergeLabelBy::Location), (std::vector<std::string>{"eu-central", "ap-southeast"}));
        const Session merged = mergeSessions({frankfurt, singapore});
        QCOMPARE(merged.records.front().provider, std::string("lab-slow · eu-central"));
        QCOMPARE(merged.records.back().provider, std::string("lab-fast · ap-southeast"));
        QCOMPARE(merged.sources.size(), std::size_t(2));
        QCOMPARE(merged.sources[1].location, std::string("ap-southeast"));
        Session nowhere = singapore;
        nowhere.run.environment.location.clear();
        nowhere.run.environment.host = "laptop";
        QCOMPARE(mergeLabels({frankfurt, nowhere}), (std::vector<std::string>{"ttft-shards-0", "laptop"}));
        MergeLabelBy by = MergeLabelBy::Auto;
        QVERIFY(mergeLabelByFromName("location", by));
        QCOMPARE(by, MergeLabelBy::Location);
    }

    // An imported run sits beside ours; a merged session merged again keeps every source.
    void importedAndRemerged()
    {
        Session vllm;
        QString error;
        QVERIFY2(importForeignResults(ttftTestPath(TTFT_TEST_DATA_DIR "/import/vllm-serve-detailed.json"), {}, vllm, &error),
                 qPrintable(error));
        const Session ours = hostRun("bench-01", "office", 1'796'000'000'000, 10, 1.0);
        const Session merged = mergeSessions({ours, vllm});
        // The import has no host: our run is labelled by its note, the import (whose note is long) by
        // its start time.
        QCOMPARE(merged.records.front().provider, std::string("lab-slow · office"));
        QCOMPARE(merged.records.back().provider, std::string("vLLM · Qwen/Qwen2.5-7B-Instruct · openai-chat · 10:14"));

        const Session third = hostRun("bench-02", "lab", 1'796'100'000'000, 6, 2.0);
        const Session again = mergeSessions({merged, third}, MergeLabelBy::Host);
        QCOMPARE(again.records.size(), merged.records.size() + third.records.size());
        QCOMPARE(again.sources.size(), std::size_t(3)); // the merged part brings its own two
        QCOMPARE(again.sources[2].host, std::string("bench-02"));
    }

    // End to end: two real lab runs with different notes, an imported vLLM file, merged by the CLI.
    void commandLineEndToEnd()
    {
        QTemporaryDir dir;
        const auto labRun = [&](const QString &name, const QString &note) -> QString {
            const QString out = dir.filePath(name);
            const Result run = runBench({QStringLiteral("run"), QStringLiteral("--lab"), QStringLiteral("--model"),
                                         QStringLiteral("lab-fast,lab-steady"), QStringLiteral("--rounds"), QStringLiteral("4"),
                                         QStringLiteral("--warmup"), QStringLiteral("1"), QStringLiteral("--max-tokens"),
                                         QStringLiteral("4"), QStringLiteral("--note"), note, QStringLiteral("--quiet"),
                                         QStringLiteral("--out"), out});
            if (run.exitCode != 0)
                qWarning("%s", qPrintable(run.err));
            return out + QStringLiteral("/run.ttft.json");
        };
        const QString office = labRun(QStringLiteral("office"), QStringLiteral("office Wi-Fi"));
        const QString home = labRun(QStringLiteral("home"), QStringLiteral("home fibre"));
        const QString imported = dir.filePath(QStringLiteral("vllm.ttft.json"));
        const Result import = runBench({QStringLiteral("import"), ttftTestPath(TTFT_TEST_DATA_DIR "/import/vllm-serve-detailed.json"),
                                        QStringLiteral("--label"), QStringLiteral("vLLM H100"), QStringLiteral("-o"), imported});
        QVERIFY2(import.exitCode == 0, qPrintable(import.err));

        std::vector<Session> parts(3);
        QString error;
        for (std::size_t i = 0; i < parts.size(); ++i)
            QVERIFY2(readSessionFile(std::vector<QString>{office, home, imported}[i], parts[i], &error), qPrintable(error));

        const QString mergedPath = dir.filePath(QStringLiteral("merged.ttft.json"));
        const Result merge = runBench({QStringLiteral("merge"), office, home, imported, QStringLiteral("-o"), mergedPath,
                                       QStringLiteral("--label-by"), QStringLiteral("note")});
        QVERIFY2(merge.exitCode == 0, qPrintable(merge.err));
        QVERIFY2(merge.out.contains(QStringLiteral("from 3 sessions")), qPrintable(merge.out));
        Session merged;
        QVERIFY2(readSessionFile(mergedPath, merged, &error), qPrintable(error));
        QCOMPARE(merged.records.size(), parts[0].records.size() + parts[1].records.size() + parts[2].records.size());
        QCOMPARE(merged.sources.size(), std::size_t(3));
        QCOMPARE(merged.sources[0].note, std::string("office Wi-Fi"));

        // Every part's groups, renamed, are in the merged file with the same statistics.
        const std::map<std::string, nlohmann::json> inMerged = summariesByProvider(merged.records);
        const std::vector<std::string> labels = mergeLabels(parts, MergeLabelBy::Note);
        QCOMPARE(labels[0], std::string("office Wi-Fi"));
        QCOMPARE(labels[1], std::string("home fibre"));
        std::size_t groups = 0;
        for (std::size_t i = 0; i < parts.size(); ++i) {
            std::vector<RequestRecord> renamed = parts[i].records;
            for (RequestRecord &record : renamed)
                record.provider += " · " + labels[i];
            for (const auto &[group, summary] : summariesByProvider(renamed)) {
                QVERIFY2(inMerged.count(group) == 1, group.c_str());
                QVERIFY2(inMerged.at(group) == summary, group.c_str());
                ++groups;
            }
        }
        QCOMPARE(inMerged.size(), groups); // 2 lab models × 2 notes + the import
        QCOMPARE(groups, std::size_t(5));

        // Refusals: too few inputs, an unknown --label-by, a damaged input (nothing written), an
        // existing output without --force.
        QCOMPARE(runBench({QStringLiteral("merge"), office, QStringLiteral("-o"), dir.filePath(QStringLiteral("x.ttft.json"))}).exitCode, 2);
        QCOMPARE(runBench({QStringLiteral("merge"), office, home, QStringLiteral("--label-by"), QStringLiteral("colour"),
                           QStringLiteral("-o"), dir.filePath(QStringLiteral("x.ttft.json"))})
                     .exitCode,
                 2);
        const QString damaged = dir.filePath(QStringLiteral("damaged.ttft.json"));
        {
            QFile file(damaged);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("{\"format\":\"ttft-workbench-session\",\"records\":[");
        }
        const Result refused = runBench({QStringLiteral("merge"), office, damaged, QStringLiteral("-o"), dir.filePath(QStringLiteral("x.ttft.json"))});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(QStringLiteral("cut short")), qPrintable(refused.err));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.ttft.json"))));
        QCOMPARE(runBench({QStringLiteral("merge"), office, home, QStringLiteral("-o"), mergedPath}).exitCode, 1);
    }
};

QTEST_GUILESS_MAIN(TestMerge)
#include "tst_merge.moc"
