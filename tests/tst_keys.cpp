// API keys: the masked display, the system keychain (a real secret service: gnome-keyring on a
// private D-Bus session, see secretservice.h), which source a provider's key comes from, and
// `ttft-bench keys` as a user runs it.
#include "testpaths.h"
#include "keys/apikeyresolver.h"
#include "keys/keystore.h"
#include "keys/maskedkey.h"
#include "keys/runkeys.h"
#include "model/voiceplan.h"
#include "model/providerprofile.h"
#include "secretservice.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QSignalSpy>
#include <QTest>

using namespace ttft;

namespace {

QString randomHex(int bytes)
{
    QByteArray raw(bytes, Qt::Uninitialized);
    for (char &byte : raw)
        byte = char(QRandomGenerator::system()->bounded(256));
    return QString::fromLatin1(raw.toHex());
}

struct Result {
    int exitCode = -1;
    QString out;
    QString err;
    qint64 elapsedMs = 0;
};

Result runBench(const QStringList &arguments, const QProcessEnvironment &environment, const QByteArray &input = {})
{
    QProcess process;
    process.setProcessEnvironment(environment);
    QElapsedTimer timer;
    timer.start();
    process.start(ttftTestPath(TTFT_BENCH_EXE), arguments);
    Result result;
    if (!process.waitForStarted(10000))
        return result;
    process.write(input);
    process.closeWriteChannel(); // stdin is a pipe, not a terminal: the key is read whole
    if (!process.waitForFinished(30000)) {
        process.kill();
        process.waitForFinished();
        result.err = QStringLiteral("timed out");
        return result;
    }
    result.elapsedMs = timer.elapsed();
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

// Files below `dir` changed since `since` whose bytes contain `needle`.
QStringList recentFilesContaining(const QString &dir, const QDateTime &since, const QByteArray &needle)
{
    QStringList hits;
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (it.fileInfo().lastModified() < since)
            continue;
        QFile file(path);
        if (file.open(QIODevice::ReadOnly) && file.readAll().contains(needle))
            hits << path;
    }
    return hits;
}

} // namespace

// A macro, because QSKIP must return from the test function itself.
#define REQUIRE_KEYCHAIN()                                                                                             \
    do {                                                                                                               \
        if (!m_keychain)                                                                                               \
            QSKIP(qPrintable(QStringLiteral("no secret service could be started, keychain cases skipped: ") + m_noKeychainReason)); \
    } while (false)

class TestKeys : public QObject
{
    Q_OBJECT

private:
    secrettest::PrivateSecretService m_service;
    bool m_keychain = false;
    QString m_noKeychainReason;
    QString m_realHome;
    QDateTime m_started;
    QStringList m_secretsWritten; // every secret stored by a test, searched for at the end

private Q_SLOTS:
    void initTestCase()
    {
        m_started = QDateTime::currentDateTime().addSecs(-1);
        m_realHome = QDir::homePath();
        m_keychain = m_service.start(&m_noKeychainReason);
        if (!m_keychain)
            qWarning("keychain cases will be skipped: %s", qPrintable(m_noKeychainReason));
    }

    // The secret service kept every secret in its (encrypted) keyring file: none is in any file in
    // plain text, neither in the test's home nor in the user's ~/.config or ~/.local/share (where
    // QtKeychain's plain-text fallback, QSettings, would have put it).
    void cleanupTestCase()
    {
        if (!m_keychain)
            return;
        QVERIFY(QFile::exists(m_service.home() + QStringLiteral("/data/keyrings/login.keyring")));
        for (const QString &secret : std::as_const(m_secretsWritten)) {
            const QByteArray needle = secret.toUtf8();
            QCOMPARE(secrettest::filesContaining(m_service.home(), needle), QStringList());
            for (const QString &dir : QStringList{m_realHome + QStringLiteral("/.config"), m_realHome + QStringLiteral("/.local/share")})
                QCOMPARE(recentFilesContaining(dir, m_started, needle), QStringList());
        }
        m_service.stop();
    }

    void maskedKey_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("masked");
        QTest::newRow("empty") << QString() << QString();
        QTest::newRow("one char") << QStringLiteral("x") << QStringLiteral("••••");
        QTest::newRow("11 chars") << QStringLiteral("sk-abcdefgh") << QStringLiteral("••••");
        QTest::newRow("12 chars") << QStringLiteral("sk-abcdefghi") << QStringLiteral("sk-…fghi");
        QTest::newRow("openai style") << QStringLiteral("sk-proj-Zq81mNvB0xY7LkJ3hGfDsA9wE2rT6uIoPa1b2")
                                      << QStringLiteral("sk-…a1b2");
        QTest::newRow("anthropic style") << QStringLiteral("sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWx-yz12AA")
                                         << QStringLiteral("sk-…12AA");
        // Counted in code points: a character outside the BMP is never cut in half.
        QTest::newRow("emoji") << QStringLiteral("🔑🔐🗝abcdefgh🔒🔓🔏🔐") << QStringLiteral("🔑🔐🗝…🔒🔓🔏🔐");
        QTest::newRow("11 emoji") << QString(QStringLiteral("🔑").repeated(11)) << QStringLiteral("••••");
    }
    void maskedKey()
    {
        QFETCH(QString, key);
        QFETCH(QString, masked);
        QCOMPARE(ttft::maskedKey(key), masked);
    }

    // Whatever the key, the display shows at most 7 of its characters.
    void maskedKeyNeverShowsMore()
    {
        for (int length = 0; length < 80; ++length) {
            const QString key = randomHex(40).left(length);
            const QString masked = ttft::maskedKey(key);
            QString shown = masked;
            shown.remove(QStringLiteral("…")).remove(QStringLiteral("•"));
            QVERIFY2(shown.size() <= 7, qPrintable(masked));
            if (length >= 12) {
                QVERIFY(key.startsWith(masked.left(3)));
                QVERIFY(key.endsWith(masked.right(4)));
            }
        }
    }

    void keyStoreRoundTrip()
    {
        REQUIRE_KEYCHAIN();
        const QString entry = QStringLiteral("tst-keys-") + randomHex(4);
        const QString first = QStringLiteral("sk-first-") + randomHex(16);
        const QString second = QStringLiteral("sk-second-") + randomHex(16);
        m_secretsWritten << first << second;

        QString error;
        QVERIFY2(KeyStore::write(entry, first, &error), qPrintable(error));
        std::optional<QString> read = KeyStore::read(entry, &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(*read, first);

        // Writing again replaces the key.
        QVERIFY2(KeyStore::write(entry, second, &error), qPrintable(error));
        read = KeyStore::read(entry, &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(*read, second);

        QVERIFY2(KeyStore::remove(entry, &error), qPrintable(error));
        error.clear();
        QVERIFY(!KeyStore::read(entry, &error));
        QVERIFY2(error.contains(entry), qPrintable(error));
        QVERIFY(!error.contains(second));
        // Removing what is not there leaves it not there.
        QVERIFY(KeyStore::remove(entry, &error));
    }

    void keyStoreReadMissing()
    {
        REQUIRE_KEYCHAIN();
        const QString entry = QStringLiteral("tst-keys-never-stored-") + randomHex(4);
        QString error;
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(KeyStore::read(entry, &error), std::nullopt);
        QVERIFY(timer.elapsed() < 5000);
        QVERIFY2(error.contains(entry), qPrintable(error));
    }

    void keyStoreRefusesEmpty()
    {
        QString error;
        QVERIFY(!KeyStore::write(QStringLiteral("tst-keys-empty"), QString(), &error));
        QVERIFY(!error.isEmpty());
        error.clear();
        QVERIFY(!KeyStore::write(QString(), QStringLiteral("sk-0123456789abcdef"), &error));
        QVERIFY(!error.isEmpty());
        error.clear();
        QVERIFY(!KeyStore::read(QStringLiteral("  "), &error));
        QVERIFY(!error.isEmpty());
    }

    void resolveFromEnvironment()
    {
        const QByteArray variable = "TTFT_TST_KEYS_" + randomHex(4).toLatin1().toUpper();
        const QByteArray value = "sk-env-" + randomHex(16).toLatin1();
        ProviderProfile profile;
        profile.name = "p";
        profile.apiKeyEnv = variable.toStdString();
        qputenv(variable.constData(), value);
        QString error;
        QCOMPARE(resolveApiKey(profile, &error), std::optional<std::string>(value.toStdString()));
        QVERIFY(error.isEmpty());

        qunsetenv(variable.constData());
        QCOMPARE(resolveApiKey(profile, &error), std::nullopt);
        QVERIFY2(error.contains(QString::fromLatin1(variable)), qPrintable(error));
        // Set but empty is missing too: it would only earn a 401.
        error.clear();
        qputenv(variable.constData(), QByteArray());
        QCOMPARE(resolveApiKey(profile, &error), std::nullopt);
        QVERIFY2(error.contains(QString::fromLatin1(variable)), qPrintable(error));
        qunsetenv(variable.constData());
    }

    void resolveWithoutSource()
    {
        ProviderProfile profile; // a local server: no key
        QString error;
        QCOMPARE(resolveApiKey(profile, &error), std::nullopt);
        QVERIFY(error.isEmpty());
    }

    void resolveFromKeychain()
    {
        REQUIRE_KEYCHAIN();
        const QString entry = QStringLiteral("tst-keys-resolve-") + randomHex(4);
        const QString secret = QStringLiteral("sk-keychain-") + randomHex(16);
        m_secretsWritten << secret;
        QString error;
        QVERIFY2(KeyStore::write(entry, secret, &error), qPrintable(error));

        ProviderProfile profile;
        profile.name = "p";
        profile.apiKeyKeychain = entry.toStdString();
        // The keychain entry wins over an environment variable named as well.
        const QByteArray variable = "TTFT_TST_KEYS_" + randomHex(4).toLatin1().toUpper();
        qputenv(variable.constData(), "sk-from-the-environment-0000");
        profile.apiKeyEnv = variable.toStdString();
        QCOMPARE(resolveApiKey(profile, &error), std::optional<std::string>(secret.toStdString()));
        qunsetenv(variable.constData());

        QVERIFY2(KeyStore::remove(entry, &error), qPrintable(error));
        error.clear();
        QCOMPARE(resolveApiKey(profile, &error), std::nullopt);
        QVERIFY2(error.contains(entry), qPrintable(error));
        QVERIFY(!error.contains(secret));
    }

    // A run's keys as the window reads them: start() returns at once and the answer comes later,
    // from the event loop (no nested loop inside start()); each
    // source is read once however many endpoints name it, and its note shows the key masked with
    // the hosts it goes to; a missing one fails naming its source, never a key.
    void runKeysArriveLater()
    {
        REQUIRE_KEYCHAIN();
        const QString entry = QStringLiteral("tst-keys-run-") + randomHex(4);
        const QString secret = QStringLiteral("sk-keychain-") + randomHex(16);
        m_secretsWritten << secret;
        QString error;
        QVERIFY2(KeyStore::write(entry, secret, &error), qPrintable(error));
        const QByteArray variable = "TTFT_TST_KEYS_" + randomHex(4).toLatin1().toUpper();
        const QByteArray envKey = "sk-env-" + randomHex(16).toLatin1();
        qputenv(variable.constData(), envKey);

        std::vector<ProviderProfile> providers(4);
        providers[0].name = "a";
        providers[0].baseUrl = "https://one.example/v1";
        providers[0].apiKeyKeychain = entry.toStdString();
        providers[1].name = "b";
        providers[1].baseUrl = "https://two.example:8443/v1";
        providers[1].apiKeyKeychain = entry.toStdString();
        providers[2].name = "c";
        providers[2].baseUrl = "https://three.example/v1";
        providers[2].apiKeyEnv = variable.toStdString();
        providers[3].name = "local"; // no key
        std::vector<TtsProfile> tts(1);
        tts[0].endpoint.name = "tts";
        tts[0].endpoint.kind = ProviderKind::Lab;
        tts[0].endpoint.apiKeyEnv = variable.toStdString();

        RunKeyResolver resolver;
        QSignalSpy resolved(&resolver, &RunKeyResolver::resolved);
        QSignalSpy failed(&resolver, &RunKeyResolver::failed);
        resolver.start(providers, tts);
        QVERIFY(resolver.isResolving());
        QCOMPARE(resolved.count(), 0); // never inside start()
        QVERIFY(resolved.wait(20'000));
        QCOMPARE(failed.count(), 0);
        QVERIFY(!resolver.isResolving());
        const RunKeys keys = resolved.front().front().value<RunKeys>();
        const std::string kc = secret.toStdString(), env = envKey.toStdString();
        QCOMPARE(keys.providers, (std::vector<std::string>{kc, kc, env, std::string()}));
        QCOMPARE(keys.tts, (std::vector<std::string>{env}));
        QCOMPARE(keys.notes.size(), 2); // two sources, each once
        QVERIFY2(keys.notes[0].contains(entry) && keys.notes[0].contains(QStringLiteral("one.example, two.example:8443")),
                 qPrintable(keys.notes[0]));
        QVERIFY2(keys.notes[1].contains(QString::fromLatin1(variable)) && keys.notes[1].contains(QStringLiteral("the embedded lab")),
                 qPrintable(keys.notes[1]));
        for (const QString &note : keys.notes) {
            QVERIFY(!note.contains(secret.mid(8, 8)));
            QVERIFY(!note.contains(QString::fromLatin1(envKey.mid(8, 8))));
        }

        // The CLI's way gives the same keys.
        const std::optional<RunKeys> waited = resolveRunKeys(providers, tts, &error);
        QVERIFY2(waited, qPrintable(error));
        QCOMPARE(waited->providers, keys.providers);

        // A source that yields nothing: failed, naming it and the endpoint.
        QVERIFY2(KeyStore::remove(entry, &error), qPrintable(error));
        resolver.start(providers, tts);
        QVERIFY(failed.wait(20'000));
        const QString problem = failed.front().front().toString();
        QVERIFY2(problem.contains(entry) && problem.contains(QStringLiteral("No API key for a")), qPrintable(problem));
        QCOMPARE(resolved.count(), 1);

        // Cancelled (Stop before the keys came): no answer at all.
        qunsetenv(variable.constData());
        providers.resize(3);
        resolver.start(providers, {});
        resolver.cancel();
        QTest::qWait(200);
        QCOMPARE(resolved.count(), 1);
        QCOMPARE(failed.count(), 1);
    }

    // The entry's name travels in the profile's JSON; the key is no field of it.
    void profileJsonNamesTheEntry()
    {
        ProviderProfile profile;
        profile.name = "openai";
        profile.apiKeyKeychain = "openai-work";
        profile.apiKeyEnv = "OPENAI_API_KEY";
        const nlohmann::json json = toJson(profile);
        QCOMPARE(json["api_key_keychain"].get<std::string>(), std::string("openai-work"));
        std::string error;
        const ProviderProfile back = providerProfileFromJson(json, &error);
        QVERIFY2(error.empty(), error.c_str());
        QCOMPARE(back, profile);
        nlohmann::json mistyped = json;
        mistyped["api_key_keychain"] = 42;
        providerProfileFromJson(mistyped, &error);
        QVERIFY(!error.empty());
    }

    void cliSetShowDelete()
    {
        REQUIRE_KEYCHAIN();
        const QProcessEnvironment environment = m_service.environment();
        const QString entry = QStringLiteral("tst-keys-cli-") + randomHex(4);
        const QString secret = QStringLiteral("sk-cli-") + randomHex(16);
        m_secretsWritten << secret;
        const QString masked = QStringLiteral("sk-…") + secret.right(4);

        Result set = runBench({QStringLiteral("keys"), QStringLiteral("set"), entry}, environment, secret.toUtf8() + '\n');
        QVERIFY2(set.exitCode == 0, qPrintable(set.err));
        QCOMPARE(set.out.trimmed(), QStringLiteral("Stored key %1: %2").arg(entry, masked));

        Result show = runBench({QStringLiteral("keys"), QStringLiteral("show"), entry}, environment);
        QVERIFY2(show.exitCode == 0, qPrintable(show.err));
        QVERIFY2(show.out.contains(masked), qPrintable(show.out));

        // What `keys set` stored is what the library reads.
        QString error;
        QCOMPARE(KeyStore::read(entry, &error), std::optional<QString>(secret));

        Result removed = runBench({QStringLiteral("keys"), QStringLiteral("delete"), entry}, environment);
        QVERIFY2(removed.exitCode == 0, qPrintable(removed.err));
        Result gone = runBench({QStringLiteral("keys"), QStringLiteral("show"), entry}, environment);
        QCOMPARE(gone.exitCode, 1);
        QVERIFY2(gone.err.contains(entry), qPrintable(gone.err));
        Result deleteAgain = runBench({QStringLiteral("keys"), QStringLiteral("delete"), entry}, environment);
        QCOMPARE(deleteAgain.exitCode, 1);

        for (const Result *result : {&set, &show, &removed, &gone, &deleteAgain}) {
            QVERIFY(!result->out.contains(secret));
            QVERIFY(!result->err.contains(secret));
        }
    }

    // Typed on a terminal (a pseudo-terminal from script(1)), the key is not echoed back.
    void cliSetOnTerminalDoesNotEcho()
    {
        REQUIRE_KEYCHAIN();
        if (QStandardPaths::findExecutable(QStringLiteral("script")).isEmpty())
            QSKIP("script(1) (package bsdutils) is not installed");
        const QString entry = QStringLiteral("tst-keys-tty-") + randomHex(4);
        const QString secret = QStringLiteral("sk-typed-") + randomHex(16);
        m_secretsWritten << secret;
        QProcess terminal;
        terminal.setProcessEnvironment(m_service.environment());
        terminal.start(QStringLiteral("script"), {QStringLiteral("-qec"), ttftTestPath(TTFT_BENCH_EXE) + QStringLiteral(" keys set ") + entry,
                                                  QStringLiteral("/dev/null")});
        QVERIFY(terminal.waitForStarted(5000));
        QByteArray transcript;
        // Typed only once the prompt is there: the prompt flushes what was typed ahead.
        while (!transcript.contains("(not shown)") && terminal.waitForReadyRead(10000))
            transcript += terminal.readAllStandardOutput();
        QVERIFY2(transcript.contains("(not shown)"), transcript.constData());
        terminal.write(secret.toUtf8() + '\n');
        QVERIFY(terminal.waitForFinished(15000));
        transcript += terminal.readAllStandardOutput();
        QCOMPARE(terminal.exitCode(), 0);
        QVERIFY2(transcript.contains(QStringLiteral("Stored key %1: sk-…%2").arg(entry, secret.right(4)).toUtf8()), transcript.constData());
        QVERIFY2(!transcript.contains(secret.toUtf8()), transcript.constData());
        QString error;
        QCOMPARE(KeyStore::read(entry, &error), std::optional<QString>(secret));
        QVERIFY(KeyStore::remove(entry, &error));
    }

    void cliRunWithMissingEntryStops()
    {
        REQUIRE_KEYCHAIN();
        const QString entry = QStringLiteral("tst-keys-absent-") + randomHex(4);
        const Result result = runBench({QStringLiteral("run"), QStringLiteral("--lab"), QStringLiteral("--api-key-keychain"), entry},
                                       m_service.environment());
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(entry), qPrintable(result.err));
        QCOMPARE(result.err.trimmed().count(QLatin1Char('\n')), 0);
    }

    // No secret service on the bus: one sentence, quickly, and a hint at the other way.
    void cliWithoutSecretService()
    {
        QProcessEnvironment environment = m_keychain ? m_service.environment() : QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), QStringLiteral("unix:path=/nonexistent/ttft-no-bus"));
        environment.remove(QStringLiteral("DISPLAY"));
        const Result result = runBench({QStringLiteral("keys"), QStringLiteral("show"), QStringLiteral("openai")}, environment);
        QCOMPARE(result.exitCode, 1);
        QCOMPARE(result.err.trimmed().count(QLatin1Char('\n')), 0);
        QVERIFY2(result.err.contains(QStringLiteral("environment variable")), qPrintable(result.err));
        QVERIFY2(result.elapsedMs < 10000, qPrintable(QString::number(result.elapsedMs)));
    }

    void cliWrongArguments_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("no action") << QStringList{QStringLiteral("keys")};
        QTest::newRow("no name") << QStringList{QStringLiteral("keys"), QStringLiteral("show")};
        QTest::newRow("unknown action") << QStringList{QStringLiteral("keys"), QStringLiteral("print"), QStringLiteral("openai")};
        QTest::newRow("too many") << QStringList{QStringLiteral("keys"), QStringLiteral("show"), QStringLiteral("a"), QStringLiteral("b")};
        QTest::newRow("both key sources") << QStringList{QStringLiteral("run"), QStringLiteral("--lab"), QStringLiteral("--api-key-env"),
                                                         QStringLiteral("X"), QStringLiteral("--api-key-keychain"), QStringLiteral("x")};
    }
    void cliWrongArguments()
    {
        QFETCH(QStringList, arguments);
        const Result result = runBench(arguments, QProcessEnvironment::systemEnvironment());
        QCOMPARE(result.exitCode, 2);
        QCOMPARE(result.err.trimmed().count(QLatin1Char('\n')), 0);
    }

    void cliSetRefusesEmptyInput()
    {
        const Result result = runBench({QStringLiteral("keys"), QStringLiteral("set"), QStringLiteral("tst-keys-empty")},
                                       m_keychain ? m_service.environment() : QProcessEnvironment::systemEnvironment(), "\n");
        QCOMPARE(result.exitCode, 2);
        QVERIFY(!result.err.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestKeys)
#include "tst_keys.moc"
