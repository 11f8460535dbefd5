#include "store/jsonlreader.h"
#include "store/jsonlwriter.h"
#include "store/summarywriter.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <csignal>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace ttft;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

nlohmann::json record(int index)
{
    return {{"index", index}, {"ttft_ms", 100.5 + index}, {"text", "line\nbreak \"quoted\" 你好"}};
}

} // namespace

class TestStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();

    void writerCreatesParentsAndAppends();
    void appendIsVisibleBeforeClose();
    void appendSurvivesSigkill();
    void appendModeKeepsLinesTruncateDropsThem();
    void appendAfterCrashStartsAFreshLine();
    void invalidUtf8IsReplacedNotThrown();
    void writerErrors();

    void reader_data();
    void reader();
    void readerMissingFile();

    void atomicWriteRoundTrip();
    void atomicWriteFailsWhenParentIsAFile();
    void atomicWriteKeepsOldFileInUnwritableDirectory();
    void atomicWriteKeepsOldFileWhenWritingFails();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestStore::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestStore::writerCreatesParentsAndAppends()
{
    const QString path = m_dir->filePath(QStringLiteral("a/b/run.ttft.jsonl"));
    JsonlWriter writer;
    QVERIFY2(writer.open(path), qPrintable(writer.errorString()));
    for (int i = 0; i < 5; ++i)
        QVERIFY(writer.append(record(i)));
    QCOMPARE(writer.linesWritten(), 5);
    QVERIFY(writer.close());
    QVERIFY(!writer.isOpen());

    JsonlContents contents;
    QVERIFY(readJsonlFile(path, contents));
    QCOMPARE(contents.values.size(), std::size_t(5));
    QCOMPARE(contents.skippedLines(), 0);
    for (int i = 0; i < 5; ++i)
        QVERIFY(contents.values[std::size_t(i)] == record(i));
    // One value per line even though the text holds a newline.
    QCOMPARE(readAll(path).count('\n'), 5);
}

void TestStore::appendIsVisibleBeforeClose()
{
    const QString path = m_dir->filePath(QStringLiteral("live.jsonl"));
    JsonlWriter writer;
    QVERIFY(writer.open(path));
    QVERIFY(writer.append(record(1)));
    // Another reader (a recovery tool, `tail -f`) sees the line while the writer is still open.
    JsonlContents contents;
    QVERIFY(readJsonlFile(path, contents));
    QCOMPARE(contents.values.size(), std::size_t(1));
    QVERIFY(writer.append(record(2)));
    QVERIFY(readJsonlFile(path, contents));
    QCOMPARE(contents.values.size(), std::size_t(2));
}

void TestStore::appendSurvivesSigkill()
{
    // The promise of the journal: once append() returned, killing the process loses nothing.
    const QString path = m_dir->filePath(QStringLiteral("killed.jsonl"));
    constexpr int kLines = 200;
    const pid_t child = fork();
    QVERIFY(child >= 0);
    if (child == 0) {
        JsonlWriter writer;
        if (!writer.open(path))
            _exit(3);
        for (int i = 0; i < kLines; ++i) {
            if (!writer.append(record(i)))
                _exit(4);
        }
        ::kill(::getpid(), SIGKILL); // no close(), no destructors, no exit handlers
        _exit(5);
    }
    int status = 0;
    QCOMPARE(waitpid(child, &status, 0), child);
    QVERIFY2(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL, "child did not die by SIGKILL");

    JsonlContents contents;
    QVERIFY(readJsonlFile(path, contents));
    QCOMPARE(contents.values.size(), std::size_t(kLines));
    QCOMPARE(contents.skippedLines(), 0);
    QVERIFY(contents.values.back() == record(kLines - 1));
}

void TestStore::appendModeKeepsLinesTruncateDropsThem()
{
    const QString path = m_dir->filePath(QStringLiteral("modes.jsonl"));
    JsonlWriter writer;
    QVERIFY(writer.open(path));
    QVERIFY(writer.append(record(1)));
    QVERIFY(writer.close());

    QVERIFY(writer.open(path, JsonlWriter::OpenMode::Append));
    QVERIFY(writer.append(record(2)));
    QVERIFY(writer.close());
    JsonlContents contents;
    QVERIFY(readJsonlFile(path, contents));
    QCOMPARE(contents.values.size(), std::size_t(2));

    writer.setSyncPolicy(JsonlWriter::SyncPolicy::Fsync);
    QVERIFY(writer.open(path, JsonlWriter::OpenMode::Truncate));
    QVERIFY(writer.append(record(3)));
    QVERIFY(writer.close());
    QVERIFY(readJsonlFile(path, contents));
    QCOMPARE(contents.values.size(), std::size_t(1));
    QVERIFY(contents.values[0] == record(3));
}

void TestStore::appendAfterCrashStartsAFreshLine()
{
    // A journal whose writer died mid-line; resuming must not glue the next record onto it.
    const QString path = m_dir->filePath(QStringLiteral("resumed.jsonl"));
    QVERIFY(writeBytes(path, QByteArray("{\"index\":0}\n{\"index\":1,\"ttft_")));
    JsonlWriter writer;
    QVERIFY(writer.open(path));
    QVERIFY(writer.append(nlohmann::json{{"index", 2}}));
    QVERIFY(writer.close());

    JsonlContents contents;
    QVERIFY(readJsonlFile(path, contents));
    QCOMPARE(contents.values.size(), std::size_t(2));
    QCOMPARE(contents.values[1]["index"].get<int>(), 2);
    QCOMPARE(contents.skippedLineNumbers, std::vector<std::int64_t>{2});
    QVERIFY(!contents.truncatedTail); // the damaged line is now in the middle
}

void TestStore::invalidUtf8IsReplacedNotThrown()
{
    const QString path = m_dir->filePath(QStringLiteral("utf8.jsonl"));
    JsonlWriter writer;
    QVERIFY(writer.open(path));
    // A stream cut in the middle of a multi-byte character.
    QVERIFY(writer.append(nlohmann::json{{"text", std::string("ok \xE4\xBD")}}));
    QVERIFY(writer.close());
    JsonlContents contents;
    QVERIFY(readJsonlFile(path, contents));
    QCOMPARE(contents.values.size(), std::size_t(1));
    QCOMPARE(contents.values[0]["text"].get<std::string>(), std::string("ok \xEF\xBF\xBD"));
}

void TestStore::writerErrors()
{
    JsonlWriter writer;
    QVERIFY(!writer.append(record(0)));
    QVERIFY(!writer.errorString().isEmpty());

    // A parent "directory" that is a regular file fails, even for root.
    const QString file = m_dir->filePath(QStringLiteral("plain"));
    QVERIFY(writeBytes(file, "x"));
    QVERIFY(!writer.open(file + QStringLiteral("/sub/run.jsonl")));
    QVERIFY(!writer.errorString().isEmpty());
    QVERIFY(!writer.isOpen());
    QVERIFY(writer.close()); // closing a writer that is not open is harmless
}

void TestStore::reader_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<int>("values");
    QTest::addColumn<QList<qint64>>("skipped"); // 1-based line numbers
    QTest::addColumn<bool>("truncatedTail");

    QTest::newRow("clean") << QByteArray("{\"a\":1}\n{\"a\":2}\n") << 2 << QList<qint64>{} << false;
    QTest::newRow("empty file") << QByteArray() << 0 << QList<qint64>{} << false;
    QTest::newRow("truncated last line") << QByteArray("{\"a\":1}\n{\"a\":2}\n{\"a\":3,\"b\":[1,") << 2
                                         << QList<qint64>{3} << true;
    QTest::newRow("truncated inside a string") << QByteArray("{\"a\":1}\n{\"text\":\"hal") << 1
                                               << QList<qint64>{2} << true;
    QTest::newRow("truncated first line") << QByteArray("{\"a\":") << 0 << QList<qint64>{1} << true;
    QTest::newRow("complete last line without newline") << QByteArray("{\"a\":1}\n{\"a\":2}") << 2
                                                        << QList<qint64>{} << false;
    QTest::newRow("malformed middle line") << QByteArray("{\"a\":1}\nnot json\n{\"a\":3}\n") << 2
                                           << QList<qint64>{2} << false;
    QTest::newRow("malformed middle and truncated tail")
        << QByteArray("{\"a\":1}\n{]\n{\"a\":3}\n{\"a\"") << 2 << QList<qint64>{2, 4} << true;
    QTest::newRow("blank lines ignored") << QByteArray("\n{\"a\":1}\n   \n\r\n{\"a\":2}\n\n") << 2
                                         << QList<qint64>{} << false;
    QTest::newRow("crlf") << QByteArray("{\"a\":1}\r\n{\"a\":2}\r\n") << 2 << QList<qint64>{} << false;
    QTest::newRow("bom") << QByteArray("\xEF\xBB\xBF{\"a\":1}\n") << 1 << QList<qint64>{} << false;
    QTest::newRow("two values on one line") << QByteArray("{\"a\":1}{\"a\":2}\n{\"a\":3}\n") << 1
                                            << QList<qint64>{1} << false;
}

void TestStore::reader()
{
    QFETCH(QByteArray, content);
    QFETCH(int, values);
    QFETCH(QList<qint64>, skipped);
    QFETCH(bool, truncatedTail);
    const QString path = m_dir->filePath(QStringLiteral("in.jsonl"));
    QVERIFY(writeBytes(path, content));

    JsonlContents contents;
    QString error;
    bool ok = false;
    try {
        ok = readJsonlFile(path, contents, &error);
    } catch (...) {
        QFAIL("readJsonlFile threw");
    }
    QVERIFY2(ok, qPrintable(error));
    QCOMPARE(int(contents.values.size()), values);
    QCOMPARE(contents.skippedLines(), skipped.size());
    QCOMPARE(QList<qint64>(contents.skippedLineNumbers.begin(), contents.skippedLineNumbers.end()), skipped);
    QCOMPARE(contents.truncatedTail, truncatedTail);
}

void TestStore::readerMissingFile()
{
    JsonlContents contents;
    contents.values.push_back(1); // stale content must be cleared
    QString error;
    QVERIFY(!readJsonlFile(m_dir->filePath(QStringLiteral("nope.jsonl")), contents, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(contents.values.empty());
}

void TestStore::atomicWriteRoundTrip()
{
    const QString path = m_dir->filePath(QStringLiteral("out/summary.json"));
    const nlohmann::json first{{"requests", 10}, {"ttft_ms", {{"p50", 123.457}}}};
    QString error;
    QVERIFY2(writeJsonFileAtomically(path, first, &error), qPrintable(error));
    QVERIFY(nlohmann::json::parse(readAll(path).toStdString()) == first);
    QVERIFY(readAll(path).endsWith('\n'));

    const nlohmann::json second{{"requests", 20}};
    QVERIFY(writeJsonFileAtomically(path, second, &error));
    QVERIFY(nlohmann::json::parse(readAll(path).toStdString()) == second);
    // No temporary left next to it.
    QCOMPARE(QDir(m_dir->filePath(QStringLiteral("out"))).entryList(QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("summary.json")});
}

void TestStore::atomicWriteFailsWhenParentIsAFile()
{
    const QString file = m_dir->filePath(QStringLiteral("plain"));
    QVERIFY(writeBytes(file, "keep"));
    QString error;
    QVERIFY(!writeJsonFileAtomically(file + QStringLiteral("/summary.json"), nlohmann::json{{"a", 1}}, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(readAll(file), QByteArray("keep"));
}

void TestStore::atomicWriteKeepsOldFileInUnwritableDirectory()
{
    if (::geteuid() == 0)
        QSKIP("root ignores directory permissions; atomicWriteKeepsOldFileWhenWritingFails covers failure as root");
    const QString dir = m_dir->filePath(QStringLiteral("ro"));
    QVERIFY(QDir().mkpath(dir));
    const QString path = dir + QStringLiteral("/summary.json");
    const QByteArray old("{\"old\": true}\n");
    QVERIFY(writeBytes(path, old));
    QVERIFY(QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::ExeOwner));

    QString error;
    const bool ok = writeJsonFileAtomically(path, nlohmann::json{{"new", true}}, &error);
    QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    QVERIFY(!ok);
    QVERIFY(!error.isEmpty());
    QCOMPARE(readAll(path), old);
}

void TestStore::atomicWriteKeepsOldFileWhenWritingFails()
{
    // A write that fails half-way (disk full, quota) must leave the previous file whole. A file
    // size limit makes write() fail with EFBIG part-way through, also for root.
    const QString path = m_dir->filePath(QStringLiteral("summary.json"));
    const QByteArray old("{\"old\": true}\n");
    QVERIFY(writeBytes(path, old));
    nlohmann::json big = nlohmann::json::array();
    for (int i = 0; i < 5000; ++i)
        big.push_back(record(i));

    rlimit saved{};
    QCOMPARE(::getrlimit(RLIMIT_FSIZE, &saved), 0);
    rlimit small = saved;
    small.rlim_cur = 4096;
    const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN); // else the kernel kills us instead
    QCOMPARE(::setrlimit(RLIMIT_FSIZE, &small), 0);
    QString error;
    const bool ok = writeJsonFileAtomically(path, big, &error);
    ::setrlimit(RLIMIT_FSIZE, &saved); // restore before anything else writes a file
    std::signal(SIGXFSZ, oldHandler);

    QVERIFY(!ok);
    QVERIFY(!error.isEmpty());
    QCOMPARE(readAll(path), old);
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("summary.json")});
}

QTEST_GUILESS_MAIN(TestStore)
#include "tst_store.moc"
