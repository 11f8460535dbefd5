// No key leaks: a sentinel key, really needed by the lab it runs against, goes through
// `ttft-bench run` (from an environment variable and from the system keychain, and against the
// embedded lab with its access log), a run with a wrong key (the 401 path, whose error messages are
// recorded), `run --list-models` and `recover`; then every file written and everything printed is
// searched, byte for byte, for the keys, for any 12-character slice of them and for their base64
// forms.
#include "testpaths.h"
#include "lab/labserver.h"
#include "secretneedles.h"
#include "secretservice.h"

#include <QDirIterator>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace ttft;
using ttft::testing::Needle;
using ttft::testing::needlesFor;
using ttft::testing::randomHex;

namespace {

struct Result {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

std::vector<nlohmann::json> readJsonl(const QString &path)
{
    std::vector<nlohmann::json> lines;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return lines;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (!line.isEmpty())
            lines.push_back(nlohmann::json::parse(line.toStdString(), nullptr, false));
    }
    return lines;
}

} // namespace

class TestSecrets : public QObject
{
    Q_OBJECT

private:
    QByteArray m_sentinel;  // the key the lab demands
    QByteArray m_wrongKey;  // a key the lab refuses: a secret all the same
    QTemporaryDir m_work;   // every --out directory and session file
    QTemporaryDir m_home;   // HOME of every ttft-bench process when no secret service runs
    secrettest::PrivateSecretService m_service;
    bool m_keychain = false;
    QString m_noKeychainReason;
    std::unique_ptr<LabServer> m_lab;
    QProcessEnvironment m_environment;
    std::vector<std::pair<QString, QByteArray>> m_printed; // what each process printed, by label

    QString dir(const QString &name) const { return m_work.filePath(name); }
    QString home() const { return m_keychain ? m_service.home() : m_home.path(); }

    Result bench(const QString &label, const QStringList &arguments, const QByteArray &input = {},
                 const QProcessEnvironment &extra = {})
    {
        QProcessEnvironment environment = m_environment;
        environment.insert(extra);
        QProcess process;
        process.setProcessEnvironment(environment);
        process.start(ttftTestPath(TTFT_BENCH_EXE), arguments);
        Result result;
        if (!process.waitForStarted(10000))
            return result;
        process.write(input);
        process.closeWriteChannel();
        if (!process.waitForFinished(60000)) {
            process.kill();
            process.waitForFinished();
        }
        result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        result.out = process.readAllStandardOutput();
        result.err = process.readAllStandardError();
        m_printed.emplace_back(label + QStringLiteral(" stdout"), result.out);
        m_printed.emplace_back(label + QStringLiteral(" stderr"), result.err);
        return result;
    }

    QStringList runArguments(const QString &outDir) const
    {
        return {QStringLiteral("run"), QStringLiteral("--base-url"), m_lab->baseUrl(), QStringLiteral("--model"),
                QStringLiteral("lab-fast"), QStringLiteral("--rounds"), QStringLiteral("3"), QStringLiteral("--warmup"),
                QStringLiteral("1"), QStringLiteral("--max-tokens"), QStringLiteral("8"), QStringLiteral("--keep-text"),
                QStringLiteral("--out"), outDir};
    }

    // Every request of a run in `outDir` was answered (so the key reached the lab and was right).
    void verifyAnswered(const QString &outDir)
    {
        const auto lines = readJsonl(outDir + QStringLiteral("/requests.jsonl"));
        QCOMPARE(lines.size(), std::size_t(4));
        for (const nlohmann::json &line : lines) {
            QCOMPARE(line.value("http_status", 0), 200);
            QVERIFY(!line.value("text", std::string()).empty());
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_work.isValid());
        QVERIFY(m_home.isValid());
        m_sentinel = "sk-sentinel-" + randomHex(16);
        m_wrongKey = "sk-wrongkey-" + randomHex(16);
        m_keychain = m_service.start(&m_noKeychainReason);
        if (!m_keychain)
            qWarning("the keychain run will be skipped: %s", qPrintable(m_noKeychainReason));

        m_environment = m_keychain ? m_service.environment() : QProcessEnvironment::systemEnvironment();
        if (!m_keychain) {
            // Whatever the CLI might write below HOME (settings, caches) lands where it is searched.
            for (const char *name : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"})
                m_environment.remove(QString::fromLatin1(name));
            m_environment.insert(QStringLiteral("HOME"), m_home.path());
        }
        m_environment.insert(QStringLiteral("TTFT_SENTINEL_KEY"), QString::fromLatin1(m_sentinel));
        m_environment.insert(QStringLiteral("TTFT_WRONG_KEY"), QString::fromLatin1(m_wrongKey));

        LabConfig config;
        config.apiKey = m_sentinel.toStdString();
        m_lab = std::make_unique<LabServer>(config);
        QString error;
        QVERIFY2(m_lab->start(&error), qPrintable(error));
    }

    void cleanupTestCase()
    {
        if (m_lab)
            m_lab->stop();
        m_service.stop();
    }

    void runWithKeyFromEnvironment()
    {
        const Result result = bench(QStringLiteral("run --api-key-env"),
                                    runArguments(dir(QStringLiteral("env"))) << QStringLiteral("--api-key-env")
                                                                             << QStringLiteral("TTFT_SENTINEL_KEY"));
        QVERIFY2(result.exitCode == 0, result.err.constData());
        verifyAnswered(dir(QStringLiteral("env")));
        // The user sees which key was used, masked, and where it was sent.
        const QByteArray expected = "sk-\xe2\x80\xa6" + m_sentinel.right(4) + " from environment variable TTFT_SENTINEL_KEY, sent to 127.0.0.1:"
                                  + QByteArray::number(m_lab->port());
        QVERIFY2(result.err.contains(expected), result.err.constData());
    }

    // The lab refuses a wrong key; the 401s are recorded with the server's message.
    void runWithWrongKey()
    {
        const Result result = bench(QStringLiteral("run wrong key"),
                                    runArguments(dir(QStringLiteral("wrong"))) << QStringLiteral("--api-key-env")
                                                                               << QStringLiteral("TTFT_WRONG_KEY"));
        QCOMPARE(result.exitCode, 1);
        const auto lines = readJsonl(dir(QStringLiteral("wrong/requests.jsonl")));
        QCOMPARE(lines.size(), std::size_t(4));
        for (const nlohmann::json &line : lines) {
            QCOMPARE(line.value("http_status", 0), 401);
            QCOMPARE(line.value("error_class", std::string()), std::string("http_4xx"));
            QVERIFY(!line.value("error_message", std::string()).empty());
        }
        QVERIFY(result.err.contains("401"));
    }

    void runListModels()
    {
        const Result result = bench(QStringLiteral("run --list-models"),
                                    {QStringLiteral("run"), QStringLiteral("--base-url"), m_lab->baseUrl(), QStringLiteral("--model"),
                                     QStringLiteral("lab-fast"), QStringLiteral("--api-key-env"), QStringLiteral("TTFT_SENTINEL_KEY"),
                                     QStringLiteral("--list-models")});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY(result.out.contains("lab-fast"));
    }

    // The embedded lab writes its own access log (--server-log), and the run joins it and scrapes
    // the lab's metrics: more files, written by the same process that holds the key.
    void runAgainstEmbeddedLab()
    {
        const QString out = dir(QStringLiteral("lab"));
        const Result result = bench(QStringLiteral("run --lab --server-log"),
                                    {QStringLiteral("run"), QStringLiteral("--lab"), QStringLiteral("--api-key-env"),
                                     QStringLiteral("TTFT_SENTINEL_KEY"), QStringLiteral("--rounds"), QStringLiteral("2"),
                                     QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--max-tokens"), QStringLiteral("4"),
                                     QStringLiteral("--keep-text"), QStringLiteral("--server-log"), out + QStringLiteral("/lab-access.jsonl"),
                                     QStringLiteral("--metrics-url"), QStringLiteral("lab"), QStringLiteral("--out"), out});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY(QFileInfo(out + QStringLiteral("/lab-access.jsonl")).size() > 0);
    }

    void runWithKeyFromKeychain()
    {
        if (!m_keychain)
            QSKIP(qPrintable(QStringLiteral("no secret service could be started: ") + m_noKeychainReason));
        const QString entry = QStringLiteral("tst-secrets-") + QString::fromLatin1(randomHex(4));
        const Result set = bench(QStringLiteral("keys set"), {QStringLiteral("keys"), QStringLiteral("set"), entry}, m_sentinel + '\n');
        QVERIFY2(set.exitCode == 0, set.err.constData());
        // Nothing names the sentinel but the keychain now.
        QProcessEnvironment withoutVariable;
        withoutVariable.insert(QStringLiteral("TTFT_SENTINEL_KEY"), QString());
        const Result run = bench(QStringLiteral("run --api-key-keychain"),
                                 runArguments(dir(QStringLiteral("keychain"))) << QStringLiteral("--api-key-keychain") << entry,
                                 {}, withoutVariable);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        verifyAnswered(dir(QStringLiteral("keychain")));
        QVERIFY(run.err.contains(QByteArray(" from keychain entry " + entry.toUtf8())));
        const Result show = bench(QStringLiteral("keys show"), {QStringLiteral("keys"), QStringLiteral("show"), entry});
        QCOMPARE(show.exitCode, 0);
        const Result removed = bench(QStringLiteral("keys delete"), {QStringLiteral("keys"), QStringLiteral("delete"), entry});
        QCOMPARE(removed.exitCode, 0);
    }

    void recoverEachJournal()
    {
        for (const QString &run : {QStringLiteral("env"), QStringLiteral("wrong"), QStringLiteral("lab"), QStringLiteral("keychain")}) {
            const QString journal = dir(run + QStringLiteral("/run.ttft.jsonl"));
            if (!QFile::exists(journal))
                continue; // the keychain run was skipped
            const Result result = bench(QStringLiteral("recover ") + run,
                                        {QStringLiteral("recover"), journal, QStringLiteral("-o"), dir(run + QStringLiteral("/recovered.ttft.json"))});
            QVERIFY2(result.exitCode == 0, result.err.constData());
            QVERIFY(QFile::exists(dir(run + QStringLiteral("/recovered.ttft.json"))));
        }
    }

    // The point of it all: nothing written or printed holds either key in any form.
    void noKeyInAnythingWrittenOrPrinted()
    {
        std::vector<Needle> needles = needlesFor(m_sentinel, "sk-sentinel-", QStringLiteral("the sentinel key"));
        for (Needle &needle : needlesFor(m_wrongKey, "sk-wrongkey-", QStringLiteral("the wrong key")))
            needles.push_back(std::move(needle));

        std::vector<std::pair<QString, QByteArray>> haystacks = m_printed;
        qint64 bytesSearched = 0;
        QStringList files;
        for (const QString &root : {m_work.path(), home()}) {
            QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                QFile file(path);
                QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
                haystacks.emplace_back(path, file.readAll());
                files << QDir(root).relativeFilePath(path);
            }
        }
        // The search looks at what matters: each run's files, answers included.
        for (const QString &expected : {QStringLiteral("env/requests.jsonl"), QStringLiteral("env/summary.json"),
                                        QStringLiteral("env/run.ttft.json"), QStringLiteral("env/run.ttft.jsonl"),
                                        QStringLiteral("env/recovered.ttft.json"), QStringLiteral("wrong/requests.jsonl"),
                                        QStringLiteral("wrong/recovered.ttft.json"), QStringLiteral("lab/lab-access.jsonl"),
                                        QStringLiteral("lab/run.ttft.json")})
            QVERIFY2(files.contains(expected), qPrintable(files.join(QLatin1Char(' '))));
        if (m_keychain)
            QVERIFY2(files.contains(QStringLiteral("keychain/requests.jsonl")), qPrintable(files.join(QLatin1Char(' '))));

        QStringList leaks;
        for (const auto &[where, bytes] : haystacks) {
            bytesSearched += bytes.size();
            for (const Needle &needle : needles) {
                if (bytes.contains(needle.bytes))
                    leaks << QStringLiteral("%1 in %2").arg(needle.what, where);
            }
        }
        qInfo("searched %lld bytes in %lld files and %lld outputs for %lld forms of the two keys", bytesSearched,
              qint64(files.size()), qint64(m_printed.size()), qint64(needles.size()));
        QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QStringLiteral("\n"))));
        QVERIFY(bytesSearched > 10000);
    }
};

QTEST_GUILESS_MAIN(TestSecrets)
#include "tst_secrets.moc"
