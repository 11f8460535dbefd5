// `ttft-bench run --out` keeps no record in memory while it runs: it writes each one to
// requests.jsonl and the journal as it ends and reads them back for the summaries and the session
// file. The figures must be the same as if every record had stayed in memory: every record comes
// back whole and in order, a damaged file is refused rather than summarized in part, and a write
// that fails (a full disk) keeps the records in memory instead.
#include "testpaths.h"
#include "model/rundescription.h"
#include "store/recordreadback.h"
#include "store/runjournal.h"
#include "store/runrecordsink.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "benchprocess.h"

#include <nlohmann/json.hpp>

using namespace ttft;

namespace {

using Result = BenchResult;

nlohmann::json readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return nullptr;
    const QByteArray bytes = file.readAll();
    return nlohmann::json::parse(bytes.constBegin(), bytes.constEnd(), nullptr, false);
}

// What `ttft-bench run --out` left in its directory, read by readWholeRun.
struct RunFiles {
    nlohmann::json summary;     // summary.json
    nlohmann::json session;     // run.ttft.json
    std::int64_t recorded = 0;  // the summary's count of recorded requests
};

// Reads summary.json and the session from `out` and checks they are whole and in step: every
// dispatched request recorded and in the session, measured requests + warm-ups = recorded. The
// caller returns when QTest::currentTestFailed().
void readWholeRun(const QTemporaryDir &out, RunFiles &files)
{
    files.summary = readJson(out.filePath(QStringLiteral("summary.json")));
    files.session = readJson(out.filePath(QStringLiteral("run.ttft.json")));
    QVERIFY(files.summary.is_object());
    QVERIFY(files.session.is_object());
    files.recorded = files.summary["recorded"].get<std::int64_t>();
    QCOMPARE(files.summary["dispatched"].get<std::int64_t>(), files.recorded);
    QCOMPARE(std::int64_t(files.session["records"].size()), files.recorded);
    QCOMPARE(files.summary["requests"].get<std::int64_t>() + files.summary["warmup"].get<std::int64_t>(), files.recorded);
}

QStringList lab20(const QString &outDir)
{
    // Two providers (a comparison), warm-ups (left out of the figures but recorded).
    return {QStringLiteral("run"), QStringLiteral("--lab"), QStringLiteral("--model"), QStringLiteral("lab-fast,lab-steady"),
            QStringLiteral("--concurrency"), QStringLiteral("4"), QStringLiteral("--requests"), QStringLiteral("10"),
            QStringLiteral("--warmup"), QStringLiteral("2"), QStringLiteral("--max-tokens"), QStringLiteral("6"),
            QStringLiteral("--seed"), QStringLiteral("3"), QStringLiteral("--quiet"), QStringLiteral("--out"), outDir};
}

RequestRecord sampleRecord(int index)
{
    RequestRecord record;
    record.index = index;
    record.provider = "lab";
    record.model = "lab-fast";
    record.transport = "curl";
    record.requestId = "r" + std::to_string(index);
    record.cell = "c1";
    record.runStartNs = 1'000;
    record.intendedNs = 2'000 + index;
    record.startNs = 3'000 + index;
    record.responseHeadNs = 5'000'000 + index;
    record.firstEventNs = 6'000'000 + index;
    record.firstOutputNs = 7'000'000 + index;
    record.firstAnswerNs = 7'000'000 + index;
    record.lastAnswerNs = 9'000'000 + index;
    record.endNs = 10'000'000 + index;
    record.httpStatus = 200;
    record.answerEventNs = {7'000'000 + index, 8'000'000 + index, 9'000'000 + index};
    record.outputTokens = 3;
    record.outputTokensSource = "counted";
    record.responseHead = "data: {\"id\":\"x\"}";
    return record;
}

// A journal as the run writes it: header, `count` request lines, then `tail` (raw bytes).
QString writeJournal(const QTemporaryDir &dir, int count, const QByteArray &tail = {})
{
    const QString path = dir.filePath(QStringLiteral("run.ttft.jsonl"));
    RunJournal journal;
    RunDescription description;
    QString error;
    if (!journal.open(path, description, &error))
        return {};
    for (int i = 0; i < count; ++i)
        journal.append(sampleRecord(i));
    journal.close();
    QFile file(path);
    if (!tail.isEmpty() && file.open(QIODevice::Append))
        file.write(tail);
    return path;
}

// Replaces line `number` (1-based) of a file.
void replaceLine(const QString &path, int number, const QByteArray &text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QList<QByteArray> lines = file.readAll().split('\n');
    file.close();
    lines[number - 1] = text;
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(lines.join('\n'));
}

} // namespace

class TestRecordReadback : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sessionAndSummaryAreMadeFromEveryRecord();
    void failedWritesKeepRecordsInMemory();
    void lostJournalFallsBackToRequestsFile();
    void lostFilesStopTheSummary();
    void readsExactlyTheFirstRecords();
    void damagedFileIsRefused_data();
    void damagedFileIsRefused();
    void requestsFileReadsBack();
    void recordsReachDiskWhileTheRunGoes();
};

void TestRecordReadback::sessionAndSummaryAreMadeFromEveryRecord()
{
    QTemporaryDir out;
    QStringList arguments = lab20(out.path());
    // lab-steady takes about 250 ms for six tokens, lab-fast under 100: a 180 ms limit fails the
    // one (timeouts) and not the other.
    arguments << QStringLiteral("--total-timeout") << QStringLiteral("180");
    const Result result = runBench(arguments);
    QVERIFY2(result.exitCode == 0, qPrintable(result.err));
    QVERIFY2(!result.err.contains(QStringLiteral("cannot read")), qPrintable(result.err));

    RunFiles run;
    readWholeRun(out, run);
    if (QTest::currentTestFailed())
        return;
    const nlohmann::json &summary = run.summary;
    const nlohmann::json &session = run.session;
    const std::int64_t recorded = run.recorded;
    QCOMPARE(summary["requests"].get<std::int64_t>(), std::int64_t(2 * 10));

    // The session's records are the journal's, in its order, field by field (the answer's first
    // bytes of successful requests included, which requests.jsonl leaves out without --keep-text).
    std::vector<RequestRecord> journalRecords;
    QString error;
    QVERIFY2(readRecordsBack(out.filePath(QStringLiteral("run.ttft.jsonl")), RecordFileKind::Journal, recorded, journalRecords, &error),
             qPrintable(error));
    const nlohmann::json &sessionRecords = session["records"];
    int successesWithHead = 0;
    for (std::size_t i = 0; i < journalRecords.size(); ++i) {
        const nlohmann::json fromJournal = toJson(journalRecords[i], true, RecordJsonForm::Raw);
        QVERIFY2(fromJournal == sessionRecords[i], qPrintable(QStringLiteral("record %1 differs").arg(i)));
        successesWithHead += !journalRecords[i].failed() && !journalRecords[i].responseHead.empty() ? 1 : 0;
    }
    QVERIFY(successesWithHead > 0);

    // The summary's figures are the session's (which computes them from its own records): the
    // same requests, errors and percentiles.
    int failures = 0;
    for (const RequestRecord &record : journalRecords)
        failures += !record.warmup && record.failed() ? 1 : 0;
    QVERIFY2(failures > 0, "the fault rate gave no failed request: the test would not see them counted");
    for (const auto &[key, value] : session["summary"].items()) {
        QVERIFY2(summary.contains(key), key.c_str());
        QVERIFY2(summary[key] == value, qPrintable(QStringLiteral("summary.json %1: %2, the session's: %3")
                                                        .arg(QString::fromStdString(key), QString::fromStdString(summary[key].dump()),
                                                             QString::fromStdString(value.dump()))));
    }
    QCOMPARE(summary["errors"].get<int>(), failures);
}

void TestRecordReadback::failedWritesKeepRecordsInMemory()
{
    if (!QFile::exists(QStringLiteral("/dev/full")))
        QSKIP("no /dev/full to stand for a full disk");
    // requests.jsonl on a full disk: every write to it fails (ENOSPC); the journal is fine.
    QTemporaryDir out;
    QVERIFY(QFile::link(QStringLiteral("/dev/full"), out.filePath(QStringLiteral("requests.jsonl"))));
    const Result result = runBench(lab20(out.path()));
    QVERIFY2(result.exitCode == 0, qPrintable(result.err));
    QVERIFY2(result.err.contains(QStringLiteral("cannot write requests.jsonl")), qPrintable(result.err));

    RunFiles run;
    readWholeRun(out, run);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(run.summary["requests"].get<std::int64_t>(), std::int64_t(20)); // warm-ups left out
    QVERIFY(run.session["summary"]["requests"] == run.summary["requests"]);
}

namespace {

// Starts a 4-second run into `out` and, once some records are written, deletes `files` from it
// (the writers keep their open files; the read-back at the end finds the paths gone).
Result runAndDelete(const QTemporaryDir &out, const QStringList &files)
{
    QProcess run;
    run.start(ttftTestPath(TTFT_BENCH_EXE),
              {QStringLiteral("run"), QStringLiteral("--lab"), QStringLiteral("--model"), QStringLiteral("lab-fast"),
               QStringLiteral("--concurrency"), QStringLiteral("4"), QStringLiteral("--duration"), QStringLiteral("4"),
               QStringLiteral("--max-tokens"), QStringLiteral("4"), QStringLiteral("--quiet"), QStringLiteral("--out"), out.path()});
    if (!run.waitForStarted(10'000))
        return {};
    const QString requests = out.filePath(QStringLiteral("requests.jsonl"));
    QElapsedTimer waited;
    waited.start();
    while (QFileInfo(requests).size() < 2'000 && waited.elapsed() < 20'000)
        QTest::qWait(20);
    for (const QString &file : files)
        QFile::remove(out.filePath(file));
    return finishBench(run, 60'000);
}

} // namespace

void TestRecordReadback::lostJournalFallsBackToRequestsFile()
{
    QTemporaryDir out;
    const Result result = runAndDelete(out, {QStringLiteral("run.ttft.jsonl")});
    QVERIFY2(result.exitCode == 0, qPrintable(result.err));
    QVERIFY2(result.err.contains(QStringLiteral("cannot read the records back from the journal")), qPrintable(result.err));
    QVERIFY2(result.err.contains(QStringLiteral("the figures are complete")), qPrintable(result.err));
    RunFiles run;
    readWholeRun(out, run);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(run.recorded > 4);
}

void TestRecordReadback::lostFilesStopTheSummary()
{
    // Neither file can give the records back: no summary over part of the run, and a reason.
    QTemporaryDir out;
    const Result result = runAndDelete(out, {QStringLiteral("run.ttft.jsonl"), QStringLiteral("requests.jsonl")});
    QVERIFY2(result.exitCode == 1, qPrintable(result.err));
    QVERIFY2(result.err.contains(QStringLiteral("cannot read the run's")), qPrintable(result.err));
    QVERIFY2(result.err.contains(QStringLiteral("cannot open")), qPrintable(result.err));
    QVERIFY(!QFile::exists(out.filePath(QStringLiteral("summary.json"))));
    QVERIFY(!QFile::exists(out.filePath(QStringLiteral("run.ttft.json"))));
}

void TestRecordReadback::readsExactlyTheFirstRecords()
{
    // Five whole records, then a line cut by a failed write and more after it: only the first
    // five are asked for, and they come back whole.
    QTemporaryDir dir;
    const QString path = writeJournal(dir, 5, QByteArray("{\"type\":\"request\",\"rec\n{\"type\":\"request\",\"record\":{}}\n"));
    std::vector<RequestRecord> records;
    QString error;
    QVERIFY2(readRecordsBack(path, RecordFileKind::Journal, 5, records, &error), qPrintable(error));
    QCOMPARE(records.size(), std::size_t(5));
    for (int i = 0; i < 5; ++i)
        QVERIFY(toJson(records[i], true) == toJson(sampleRecord(i), true));
    QVERIFY(readRecordsBack(path, RecordFileKind::Journal, 0, records, &error));
    QVERIFY(records.empty());
}

void TestRecordReadback::damagedFileIsRefused_data()
{
    QTest::addColumn<int>("damagedLine"); // 0: none
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("expected");
    QTest::newRow("cut line among the records") << 3 << QByteArray("{\"type\":\"request\",\"record\":{\"index\"") << 5
                                                << QStringLiteral("line 3");
    QTest::newRow("not json") << 4 << QByteArray("\x01\x02 garbage") << 5 << QStringLiteral("line 4");
    QTest::newRow("end line too early") << 4 << QByteArray("{\"type\":\"end\",\"dispatched\":5,\"recorded\":5}") << 5
                                        << QStringLiteral("line 4");
    QTest::newRow("record of the wrong shape") << 2 << QByteArray("{\"type\":\"request\",\"record\":{\"index\":\"two\"}}") << 5
                                               << QStringLiteral("line 2");
    QTest::newRow("fewer records than the run made") << 0 << QByteArray() << 6 << QStringLiteral("holds 5 of the run's 6 records");
    QTest::newRow("no journal header") << 1 << QByteArray("{\"type\":\"request\",\"record\":{}}") << 5
                                       << QStringLiteral("does not start with a journal header");
}

void TestRecordReadback::damagedFileIsRefused()
{
    QFETCH(int, damagedLine);
    QFETCH(QByteArray, text);
    QFETCH(int, count);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString path = writeJournal(dir, 5);
    if (damagedLine > 0)
        replaceLine(path, damagedLine, text);
    // All or nothing: what the caller held is left as it was.
    std::vector<RequestRecord> records{sampleRecord(42)};
    QString error;
    QVERIFY(!readRecordsBack(path, RecordFileKind::Journal, count, records, &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
    QCOMPARE(records.size(), std::size_t(1));
    QCOMPARE(records.front().index, std::int64_t(42));

    QVERIFY(!readRecordsBack(dir.filePath(QStringLiteral("missing.jsonl")), RecordFileKind::Journal, 1, records, &error));
    QVERIFY2(error.contains(QStringLiteral("cannot open")), qPrintable(error));
}

void TestRecordReadback::requestsFileReadsBack()
{
    // requests.jsonl holds bare records, without the journal's header and wrapping.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("requests.jsonl"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    for (int i = 0; i < 3; ++i)
        file.write(QByteArray::fromStdString(toJson(sampleRecord(i), true).dump() + '\n'));
    file.close();
    std::vector<RequestRecord> records;
    QString error;
    QVERIFY2(readRecordsBack(path, RecordFileKind::RequestsFile, 3, records, &error), qPrintable(error));
    QCOMPARE(records.size(), std::size_t(3));
    QVERIFY(toJson(records[2], true) == toJson(sampleRecord(2), true));
    QVERIFY(!readRecordsBack(path, RecordFileKind::Journal, 3, records, &error)); // it is not a journal
}


// The sink writes on a thread of its own, in batches: a record is in both files soon after it
// ended, while the run still goes (a crash then loses only the last moments), and the end of
// the run reads every one back in order, then the end line closes the journal.
void TestRecordReadback::recordsReachDiskWhileTheRunGoes()
{
    QTemporaryDir dir;
    const QString journal = dir.filePath(QStringLiteral("run.ttft.jsonl"));
    const QString requests = dir.filePath(QStringLiteral("requests.jsonl"));
    RunRecordSink sink;
    QString error;
    QVERIFY2(sink.open(journal, requests, RunDescription{}, false, &error), qPrintable(error));
    const auto lineCount = [](const QString &path) {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll().count('\n') : -1;
    };
    for (int i = 0; i < 3; ++i)
        sink.write(sampleRecord(i));
    // Not finished: the head and three records in the journal, three lines in requests.jsonl.
    QTRY_COMPARE_WITH_TIMEOUT(lineCount(journal), 4, 5'000);
    QTRY_COMPARE_WITH_TIMEOUT(lineCount(requests), 3, 5'000);
    for (int i = 3; i < 250; ++i)
        sink.write(sampleRecord(i));
    RunOutcome outcome;
    outcome.dispatched = outcome.recorded = 250;
    sink.finish(outcome);
    QVERIFY(sink.writeError().isEmpty());
    QCOMPARE(sink.recordsOnDisk(), std::int64_t(250));
    QCOMPARE(lineCount(journal), 1 + 250 + 1); // head, records, end
    QCOMPARE(readJournalStatus(journal).ended, true);
    std::vector<RequestRecord> records;
    QStringList warnings;
    QVERIFY2(sink.readBack(records, &warnings, &error), qPrintable(error));
    QVERIFY(warnings.isEmpty());
    QCOMPARE(records.size(), std::size_t(250));
    for (int i = 0; i < 250; ++i)
        QVERIFY(toJson(records[std::size_t(i)], true) == toJson(sampleRecord(i), true));
}

QTEST_GUILESS_MAIN(TestRecordReadback)
#include "tst_recordreadback.moc"
