// Session files: what is saved opens again unchanged, older layouts still open, and a damaged or
// cut-short file is refused with a message that says so, leaving everything as it was.
#include "stats/runsummary.h"
#include "store/session.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace ttft;

namespace {

RequestRecord sampleRecord(std::int64_t i)
{
    RequestRecord r;
    const std::int64_t base = 5'000'000'000'000 + i * 30'000'000;
    r.index = i;
    r.warmup = i < 2;
    r.provider = i % 2 ? "lab-fast" : "lab-slow";
    r.model = "m";
    r.transport = "curl";
    r.protocol = "http/1.1";
    r.requestId = "ttft-" + std::to_string(i);
    r.cell = "c4";
    r.concurrency = 4;
    r.promptTokensTarget = 500;
    r.runStartNs = 5'000'000'000'000;
    r.intendedNs = base;
    r.startNs = base + 10'000;
    r.requestSentNs = base + 60'000;
    r.responseHeadNs = base + 40'000'000;
    r.wallStartMs = 1'796'000'000'000 + i;
    if (i % 7 == 3) {
        r.errorClass = ErrorClass::RateLimited;
        r.httpStatus = 429;
        r.errorMessage = "rate limited\nretry after 1 s";
        r.responseHead = "{\"error\":{\"message\":\"slow down — 请稍后\"}}";
        r.endNs = base + 41'000'000;
        return r;
    }
    r.httpStatus = 200;
    r.firstEventNs = base + 41'000'000;
    r.firstOutputNs = r.firstAnswerNs = base + 50'000'000 + i * 1'000;
    r.firstSentenceNs = r.firstAnswerNs + 9'000'000;
    for (int k = 0; k < 5 + i % 4; ++k)
        r.answerEventNs.push_back(r.firstAnswerNs + k * 7'000'000 + k * 13);
    r.lastAnswerNs = r.answerEventNs.back();
    r.endNs = r.lastAnswerNs + 500'000;
    r.answerEvents = int(r.answerEventNs.size());
    r.outputTokens = r.answerEvents;
    r.outputTokensSource = "usage";
    r.usage.promptTokens = 503;
    r.finishReasons = {"stop"};
    r.text = "Hello, \"world\" — 你好\n" + std::to_string(i);
    r.serverHeaders = {{"x-request-id", "req-" + std::to_string(i)}, {"openai-processing-ms", "12"}};
    r.server.ttftMs = 30.5;
    r.server.source = "header";
    return r;
}

Session sampleSession(int count)
{
    Session session;
    session.run.environment.host = "bench-host";
    session.run.environment.note = "office, Wi-Fi";
    ProviderProfile profile;
    profile.name = "lab-fast";
    profile.baseUrl = "http://127.0.0.1:1/v1";
    session.run.providers.push_back(profile);
    for (int i = 0; i < count; ++i)
        session.records.push_back(sampleRecord(i));
    session.clientHealth = nlohmann::json{{"verdict", "ok"}};
    return session;
}

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

// Field by field, through the requests.jsonl form (which carries every field and every figure).
void compareRecords(const std::vector<RequestRecord> &a, const std::vector<RequestRecord> &b)
{
    QCOMPARE(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i)
        QCOMPARE(QString::fromStdString(toJson(a[i], true).dump()), QString::fromStdString(toJson(b[i], true).dump()));
}

} // namespace

class TestSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
    void recordsAreOnePerLine();
    void olderSchemaOpens();
    void reformattedFileOpens();
    void truncatedFileIsRefused_data();
    void truncatedFileIsRefused();
    void damagedRecordIsRefused();
    void otherFilesAreRefused_data();
    void otherFilesAreRefused();

private:
    QTemporaryDir m_dir;
};

void TestSession::roundTrip_data()
{
    QTest::addColumn<int>("count");
    QTest::newRow("empty") << 0;
    QTest::newRow("one") << 1;
    QTest::newRow("some") << 40;
    QTest::newRow("parallel") << 5'000; // past the size where records are (de)serialized in slices
}

void TestSession::roundTrip()
{
    QFETCH(int, count);
    const Session saved = sampleSession(count);
    const QString path = m_dir.filePath(QStringLiteral("round.ttft.json"));
    QString error;
    QVERIFY2(writeSessionFile(path, saved, &error), qPrintable(error));
    Session opened;
    std::int64_t skipped = -1;
    QVERIFY2(readSessionFile(path, opened, &error, &skipped), qPrintable(error));
    QCOMPARE(skipped, std::int64_t(0));
    QVERIFY(opened.run == saved.run);
    QCOMPARE(opened.clientHealth.dump(), saved.clientHealth.dump());
    compareRecords(opened.records, saved.records);
    QCOMPARE(toJson(summarizeRun(opened.records)).dump(), toJson(summarizeRun(saved.records)).dump());

    // The file is the same document toJson(session) describes.
    const nlohmann::json document = nlohmann::json::parse(readAll(path).toStdString());
    QVERIFY(document == toJson(saved));
    QCOMPARE(document.value("schema_version", 0), kSessionSchemaVersion);
}

void TestSession::recordsAreOnePerLine()
{
    const QString path = m_dir.filePath(QStringLiteral("lines.ttft.json"));
    QString error;
    QVERIFY(writeSessionFile(path, sampleSession(10), &error));
    const QList<QByteArray> lines = readAll(path).trimmed().split('\n');
    QCOMPARE(lines.size(), 1 + 10 + 1); // head, records, closing
    QVERIFY(lines.front().endsWith(",\"records\":["));
    QCOMPARE(lines.back(), QByteArray("]}"));
    // Raw records: no derived figures (they are recomputed on opening), answer stamps as gaps.
    const nlohmann::json record = nlohmann::json::parse(lines[5].chopped(1).toStdString());
    QVERIFY(!record.contains("ttft_ms"));
    QVERIFY(record["t_ns"].contains("answer_gaps"));
}

void TestSession::olderSchemaOpens()
{
    // Schema 1 held the records in their requests.jsonl form (derived figures, absolute answer
    // stamps), indented by whoever looked at it.
    const Session saved = sampleSession(30);
    nlohmann::json document = toJson(saved);
    document["schema_version"] = 1;
    nlohmann::json records = nlohmann::json::array();
    for (const RequestRecord &record : saved.records)
        records.push_back(toJson(record, true));
    document["records"] = records;
    const QString path = m_dir.filePath(QStringLiteral("v1.ttft.json"));
    QVERIFY(writeBytes(path, QByteArray::fromStdString(document.dump(2))));
    Session opened;
    QString error;
    QVERIFY2(readSessionFile(path, opened, &error), qPrintable(error));
    compareRecords(opened.records, saved.records);
}

void TestSession::reformattedFileOpens()
{
    const Session saved = sampleSession(30);
    const QString path = m_dir.filePath(QStringLiteral("pretty.ttft.json"));
    QVERIFY(writeBytes(path, QByteArray::fromStdString(toJson(saved).dump(4))));
    Session opened;
    QString error;
    QVERIFY2(readSessionFile(path, opened, &error), qPrintable(error));
    compareRecords(opened.records, saved.records);
}

void TestSession::truncatedFileIsRefused_data()
{
    QTest::addColumn<double>("keep");
    QTest::newRow("in the head") << 0.002;
    QTest::newRow("in the records") << 0.5;
    QTest::newRow("before the closing") << 0.999;
}

void TestSession::truncatedFileIsRefused()
{
    QFETCH(double, keep);
    const QString path = m_dir.filePath(QStringLiteral("cut.ttft.json"));
    QString error;
    QVERIFY(writeSessionFile(path, sampleSession(200), &error));
    const QByteArray whole = readAll(path);
    const QByteArray cut = whole.left(qsizetype(double(whole.size()) * keep));
    QVERIFY(writeBytes(path, cut));

    Session opened = sampleSession(3); // what the caller had must stay as it was
    QVERIFY(!readSessionFile(path, opened, &error));
    QVERIFY2(error.contains(QLatin1String("cut short")), qPrintable(error));
    QVERIFY2(error.contains(QLatin1String("nothing was changed")), qPrintable(error));
    QCOMPARE(opened.records.size(), std::size_t(3));
    QCOMPARE(readAll(path), cut);
}

void TestSession::damagedRecordIsRefused()
{
    const QString path = m_dir.filePath(QStringLiteral("damaged.ttft.json"));
    QString error;
    QVERIFY(writeSessionFile(path, sampleSession(50), &error));
    QByteArray bytes = readAll(path);
    const qsizetype at = bytes.indexOf("\"provider\"", bytes.size() / 2);
    QVERIFY(at > 0);
    bytes[at] = '#';
    QVERIFY(writeBytes(path, bytes));
    Session opened;
    QVERIFY(!readSessionFile(path, opened, &error));
    // The place is given (nlohmann counts bytes from 1: the damaged byte is at + 1).
    QVERIFY2(error.contains(QLatin1String("damaged")) && error.contains(QString::number(at + 1)), qPrintable(error));
    QVERIFY(opened.records.empty());
    QCOMPARE(readAll(path), bytes);
}

void TestSession::otherFilesAreRefused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("expected");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("is empty");
    QTest::newRow("other json") << QByteArray("{\"model\":\"x\"}") << QStringLiteral("not a TTFT Workbench session");
    QTest::newRow("newer") << QByteArray("{\"format\":\"ttft-workbench-session\",\"schema_version\":99}")
                           << QStringLiteral("newer version");
    QTest::newRow("binary") << QByteArray("\x89PNG\r\n\x1a\n", 8) << QStringLiteral("damaged");
}

void TestSession::otherFilesAreRefused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expected);
    const QString path = m_dir.filePath(QStringLiteral("other.ttft.json"));
    QVERIFY(writeBytes(path, bytes));
    Session opened;
    QString error;
    QVERIFY(!readSessionFile(path, opened, &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
    QCOMPARE(readAll(path), bytes);
}

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"
