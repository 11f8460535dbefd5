// The run history's reading of past runs: session heads without their records, journals of runs
// that never ended (offered for recovery), and nothing else.
#include "store/runjournal.h"
#include "store/runlibrary.h"
#include "store/session.h"
#include "stats/runsummary.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ttft;

namespace {

RequestRecord record(std::int64_t i, const std::string &provider, double ttftMs)
{
    RequestRecord r;
    r.index = i;
    r.provider = provider;
    r.startNs = 1'000'000'000 + i * 100'000'000;
    r.firstAnswerNs = r.firstOutputNs = r.startNs + std::int64_t(ttftMs * 1e6);
    r.answerEventNs = {r.firstAnswerNs, r.firstAnswerNs + 5'000'000};
    r.lastAnswerNs = r.answerEventNs.back();
    r.endNs = r.lastAnswerNs + 1'000'000;
    r.httpStatus = 200;
    r.outputTokens = 2;
    return r;
}

Session session(std::int64_t startedMs, const std::string &host)
{
    Session s;
    s.run.environment.startedMs = startedMs;
    s.run.environment.host = host;
    s.run.environment.note = "office Wi-Fi";
    s.run.plan = sequentialPlan(0, 10);
    for (int i = 0; i < 10; ++i) {
        s.records.push_back(record(2 * i, "fast", 100 + i));
        s.records.push_back(record(2 * i + 1, "slow", 300 + 2 * i));
    }
    s.records[3].errorClass = ErrorClass::HttpServer;
    return s;
}

} // namespace

class TestRunLibrary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void headWithoutRecords();
    void libraryListsSessionsNewestFirst();
    void unfinishedJournalsAreFound();
    void endLineIsNotDamage();
};

void TestRunLibrary::headWithoutRecords()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("a.ttft.json"));
    const Session saved = session(1'796'000'000'000, "lab-host");
    QString error;
    QVERIFY(writeSessionFile(path, saved, &error));
    RunLibraryEntry entry;
    QVERIFY2(readSessionHead(path, entry, &error), qPrintable(error));
    QCOMPARE(entry.host, std::string("lab-host"));
    QCOMPARE(entry.note, std::string("office Wi-Fi"));
    QCOMPARE(entry.startedMs, std::int64_t(1'796'000'000'000));
    QCOMPARE(entry.providers, (std::vector<std::string>{"fast", "slow"}));
    QCOMPARE(entry.requests, std::int64_t(20));
    QCOMPARE(entry.errors, std::int64_t(1));
    QCOMPARE(entry.cells, (std::vector<std::string>{"seq"}));
    // The headline figures are the providers' own.
    std::vector<RequestRecord> fast;
    for (const RequestRecord &r : saved.records)
        if (r.provider == "fast")
            fast.push_back(r);
    QCOMPARE(entry.ttftP50Ms.at(0), summarizeRun(fast).ttftMs.p50);
    QCOMPARE(entry.ttftP95Ms.at(0), summarizeRun(fast).ttftMs.p95);
    QVERIFY(entry.ttftP50Ms.at(1).value_or(0) > 300);

    // The records are not what the head is read from: a file whose records are cut away still
    // gives its head.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray firstLine = file.readLine();
    file.close();
    const QString cut = dir.filePath(QStringLiteral("cut.ttft.json"));
    QFile out(cut);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(firstLine);
    out.close();
    RunLibraryEntry fromCut;
    QVERIFY(readSessionHead(cut, fromCut, &error));
    QCOMPARE(fromCut.providers, entry.providers);

    // A file that is not a session is refused.
    QFile other(dir.filePath(QStringLiteral("other.ttft.json")));
    QVERIFY(other.open(QIODevice::WriteOnly));
    other.write("{\"hello\":1}\n");
    other.close();
    QVERIFY(!readSessionHead(other.fileName(), fromCut, &error));
    QVERIFY(error.contains(QLatin1String("not a TTFT Workbench session")));
}

void TestRunLibrary::libraryListsSessionsNewestFirst()
{
    QTemporaryDir dir;
    QString error;
    QVERIFY(writeSessionFile(dir.filePath(QStringLiteral("old.ttft.json")), session(1'700'000'000'000, "a"), &error));
    QVERIFY(writeSessionFile(dir.filePath(QStringLiteral("new.ttft.json")), session(1'800'000'000'000, "b"), &error));
    // Damaged and hostile files are listed as unreadable, with the reason: never hidden, never fatal.
    const std::vector<std::pair<const char *, QByteArray>> bad{
        {"junk.ttft.json", "not json"},
        {"types.ttft.json", R"({"format":5,"schema_version":"2","recovered":"yes"})"},
        {"deep.ttft.json", "{\"format\":\"ttft-workbench-session\",\"run\":" + QByteArray(100'000, '[') + QByteArray(100'000, ']') + "}"},
    };
    for (const auto &[name, content] : bad) {
        QFile file(dir.filePath(QString::fromLatin1(name)));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
    }
    const std::vector<RunLibraryEntry> entries = scanRunLibrary(dir.path());
    QCOMPARE(entries.size(), std::size_t(2 + bad.size()));
    std::vector<std::string> readable;
    int unreadable = 0;
    for (const RunLibraryEntry &entry : entries) {
        if (entry.unreadable.isEmpty())
            readable.push_back(entry.host);
        else
            ++unreadable;
    }
    QCOMPARE(readable, (std::vector<std::string>{"b", "a"})); // newest first
    QCOMPARE(unreadable, int(bad.size()));
}

void TestRunLibrary::unfinishedJournalsAreFound()
{
    QTemporaryDir dir;
    const Session s = session(1'796'000'000'000, "h");
    const QString crashed = dir.filePath(QStringLiteral("run-1.ttft.jsonl"));
    const QString ended = dir.filePath(QStringLiteral("run-2.ttft.jsonl"));
    QString error;
    {
        RunJournal journal;
        QVERIFY(journal.open(crashed, s.run, &error));
        for (int i = 0; i < 7; ++i)
            QVERIFY(journal.append(s.records[std::size_t(i)]));
        // No finish(): the process "died" here. (A journal closed without its end line is the
        // same on disk as one whose writer was killed: every line is flushed as it is written.)
        QVERIFY(journal.close());
    }
    {
        RunJournal journal;
        QVERIFY(journal.open(ended, s.run, &error));
        QVERIFY(journal.append(s.records[0]));
        QVERIFY(journal.finish(1, 1, false));
    }
    QCOMPARE(unfinishedJournals(dir.path()), QStringList{crashed});
    QCOMPARE(readJournalStatus(crashed).ended, false);
    QCOMPARE(readJournalStatus(ended).ended, true);
    QCOMPARE(readJournalStatus(crashed).startedMs, std::int64_t(1'796'000'000'000));

    const std::vector<RunLibraryEntry> entries = scanRunLibrary(dir.path());
    QCOMPARE(entries.size(), std::size_t(1));
    QVERIFY(entries[0].unfinished);
    QCOMPARE(entries[0].requests, std::int64_t(7));

    // Recovered: the session beside it ends the offer, and the history lists the session instead.
    Session recovered;
    QVERIFY(recoverSessionFromJournal(crashed, recovered, &error));
    QCOMPARE(recovered.records.size(), std::size_t(7));
    QCOMPARE(sessionPathForJournal(crashed), dir.filePath(QStringLiteral("run-1.ttft.json")));
    QVERIFY(writeSessionFile(sessionPathForJournal(crashed), recovered, &error));
    QVERIFY(unfinishedJournals(dir.path()).isEmpty());
    const std::vector<RunLibraryEntry> after = scanRunLibrary(dir.path());
    QCOMPARE(after.size(), std::size_t(1));
    QVERIFY(!after[0].unfinished);
    QVERIFY(after[0].recovered);
}

void TestRunLibrary::endLineIsNotDamage()
{
    QTemporaryDir dir;
    const Session s = session(1, "h");
    const QString path = dir.filePath(QStringLiteral("run.ttft.jsonl"));
    QString error;
    RunJournal journal;
    QVERIFY(journal.open(path, s.run, &error));
    for (const RequestRecord &r : s.records)
        QVERIFY(journal.append(r));
    QVERIFY(journal.finish(20, 20, false));
    Session rebuilt;
    std::int64_t skipped = -1;
    QVERIFY(recoverSessionFromJournal(path, rebuilt, &error, &skipped));
    QCOMPARE(skipped, std::int64_t(0));
    QCOMPARE(rebuilt.records.size(), s.records.size());
}

QTEST_GUILESS_MAIN(TestRunLibrary)
#include "tst_runlibrary.moc"
