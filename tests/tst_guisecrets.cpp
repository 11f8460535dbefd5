// No key leaks from the workbench window either. Sentinel keys, really needed by the lab servers
// they run against, come from an environment variable and (when a private secret service can be
// started) from the system keychain; a third is pasted into a provider's extra headers. The
// window runs headless, saves its settings (its own INI file), writes its journal, saves a session
// and exports; then every file under its temporary HOME and work directory is searched for the keys,
// any 12-character slice of them and their base64 forms. A session file from someone else, naming
// a host the user never used with the user's key variable, is opened: nothing connects to that host,
// then or on the next Run, and it does not join the user's providers.
#include "windowfilejobs.h"
#include "keys/keystore.h"
#include "lab/labserver.h"
#include "mainwindow.h"
#include "model/runplan.h"
#include "panels/endpointspanel.h"
#include "panels/planpanel.h"
#include "panels/providereditdialog.h"
#include "panels/providerlistmodel.h"
#include "requests/requestsmodel.h"
#include "secretneedles.h"
#include "secretservice.h"
#include "store/session.h"

#include <QCheckBox>
#include <QDirIterator>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace ttft;
using ttft::testing::Needle;
using ttft::testing::needlesFor;
using ttft::testing::randomHex;

namespace {

// A host the user has never seen: counts every connection made to it.
class Trap : public QTcpServer
{
public:
    int connections = 0;

protected:
    void incomingConnection(qintptr descriptor) override
    {
        ++connections;
        QTcpSocket socket;
        socket.setSocketDescriptor(descriptor);
        socket.abort();
    }
};

} // namespace

class TestGuiSecrets : public QObject
{
    Q_OBJECT

private:
    QByteArray m_envKey;      // from TTFT_GUI_SENTINEL_KEY; the first lab demands it
    QByteArray m_keychainKey; // from the keychain; the second lab demands it
    QByteArray m_pastedKey;   // pasted into a provider's extra headers (sent, never saved)
    QTemporaryDir m_work;
    QTemporaryDir m_home;
    secrettest::PrivateSecretService m_service;
    bool m_keychain = false;
    QString m_noKeychainReason;
    QString m_keychainEntry;
    std::unique_ptr<LabServer> m_envLab;
    std::unique_ptr<LabServer> m_keychainLab;

    QString home() const { return m_keychain ? m_service.home() : m_home.path(); }

    MainWindowOptions options(const QString &name) const
    {
        MainWindowOptions result;
        result.settingsPath = m_work.filePath(name + QStringLiteral(".ini"));
        result.journalDirectory = m_work.filePath(name + QStringLiteral("-runs"));
        return result;
    }

    static ProviderEntry entry(const std::string &name, const QString &baseUrl)
    {
        ProviderEntry entry;
        entry.profile.name = name;
        entry.profile.baseUrl = baseUrl.toStdString();
        entry.profile.model = "lab-fast";
        entry.profile.totalTimeoutMs = 20000;
        entry.color = QColor(Qt::darkCyan);
        return entry;
    }

    static bool runToEnd(MainWindow &window, QString *error)
    {
        QSignalSpy finished(&window, &MainWindow::runFinished);
        if (!window.startRun(error))
            return false;
        if (!finished.wait(90'000) && finished.isEmpty()) {
            *error = QStringLiteral("the run did not finish");
            return false;
        }
        return true;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_work.isValid());
        QVERIFY(m_home.isValid());
        m_envKey = "sk-guienv-" + randomHex(16);
        m_keychainKey = "sk-guikeychain-" + randomHex(16);
        m_pastedKey = "sk-guipasted-" + randomHex(16);
        m_keychain = m_service.start(&m_noKeychainReason);
        if (!m_keychain) {
            qWarning("the keychain provider is left out: %s", qPrintable(m_noKeychainReason));
            // Whatever the window writes below HOME (settings, caches, data) lands where it is searched.
            for (const char *name : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"})
                qunsetenv(name);
            qputenv("HOME", QFile::encodeName(m_home.path()));
        }
        qputenv("TTFT_GUI_SENTINEL_KEY", m_envKey);
        if (m_keychain) {
            m_keychainEntry = QStringLiteral("tst-guisecrets-") + QString::fromLatin1(randomHex(4));
            QString error;
            QVERIFY2(KeyStore::write(m_keychainEntry, QString::fromLatin1(m_keychainKey), &error), qPrintable(error));
        }

        LabConfig envConfig;
        envConfig.apiKey = m_envKey.toStdString();
        m_envLab = std::make_unique<LabServer>(envConfig);
        LabConfig keychainConfig;
        keychainConfig.apiKey = m_keychainKey.toStdString();
        m_keychainLab = std::make_unique<LabServer>(keychainConfig);
        QString error;
        QVERIFY2(m_envLab->start(&error), qPrintable(error));
        QVERIFY2(m_keychainLab->start(&error), qPrintable(error));
    }

    void cleanupTestCase()
    {
        if (m_keychain)
            KeyStore::remove(m_keychainEntry, nullptr);
        m_envLab->stop();
        m_keychainLab->stop();
        m_service.stop();
    }

    // Run, save the session, export, save settings, close: then search everything written.
    void keysAreNeverWritten()
    {
        {
            MainWindow window(options(QStringLiteral("workbench")));
            QTRY_VERIFY_WITH_TIMEOUT(window.labReady() || !window.lab(), 10'000); // the lab starts off the UI thread
            std::vector<ProviderEntry> entries;
            ProviderEntry fromEnvironment = entry("from-env", m_envLab->baseUrl());
            fromEnvironment.profile.apiKeyEnv = "TTFT_GUI_SENTINEL_KEY";
            entries.push_back(fromEnvironment);
            if (m_keychain) {
                ProviderEntry fromKeychain = entry("from-keychain", m_keychainLab->baseUrl());
                fromKeychain.profile.apiKeyKeychain = m_keychainEntry.toStdString();
                entries.push_back(fromKeychain);
            }
            // A key pasted into a header by hand: sent with each request, kept out of every file.
            ProviderEntry pasted = entry("pasted-header", m_envLab->baseUrl());
            pasted.profile.apiKeyEnv = "TTFT_GUI_SENTINEL_KEY";
            pasted.profile.extraHeaders = {{"X-Api-Key", m_pastedKey.toStdString()}, {"X-Team", "voice"}};
            entries.push_back(pasted);
            window.endpointsPanel()->model()->setEntries(entries);
            window.planPanel()->setPlan(sequentialPlan(1, 3));

            QString error;
            QVERIFY2(runToEnd(window, &error), qPrintable(error));
            const std::vector<RequestRecord> records = window.requestsModel()->records();
            QCOMPARE(records.size(), entries.size() * 4);
            for (const RequestRecord &record : records) // so each key reached its lab, and was right
                QVERIFY2(!record.failed() && record.httpStatus == 200, record.errorMessage.c_str());

            QVERIFY2(finishFileJob(window, &error, [&] { return window.saveSession(m_work.filePath(QStringLiteral("saved.ttft.json")), &error); }), qPrintable(error));
            QVERIFY2(finishFileJob(window, &error, [&] { return window.exportResults(m_work.filePath(QStringLiteral("export")), &error); }), qPrintable(error));
            window.saveSettings();
        } // the window's destructor writes its settings once more

        // The session file names where keys come from, never a key, and no credential header.
        Session session;
        QString error;
        QVERIFY2(readSessionFile(m_work.filePath(QStringLiteral("saved.ttft.json")), session, &error), qPrintable(error));
        QCOMPARE(session.run.providers.size(), m_keychain ? std::size_t(3) : std::size_t(2));
        for (const ProviderProfile &profile : session.run.providers) {
            QVERIFY(!profile.apiKeyEnv.empty() || !profile.apiKeyKeychain.empty());
            for (const auto &[name, value] : profile.extraHeaders)
                QVERIFY2(!isCredentialHeader(name), name.c_str());
        }

        std::vector<Needle> needles = needlesFor(m_envKey, "sk-guienv-", QStringLiteral("the environment key"));
        for (Needle &needle : needlesFor(m_keychainKey, "sk-guikeychain-", QStringLiteral("the keychain key")))
            needles.push_back(std::move(needle));
        for (Needle &needle : needlesFor(m_pastedKey, "sk-guipasted-", QStringLiteral("the pasted key")))
            needles.push_back(std::move(needle));

        QStringList files;
        QStringList leaks;
        qint64 bytesSearched = 0;
        for (const QString &root : {m_work.path(), home()}) {
            QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                QFile file(path);
                QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
                const QByteArray bytes = file.readAll();
                bytesSearched += bytes.size();
                files << QDir(root).relativeFilePath(path);
                for (const Needle &needle : needles) {
                    if (bytes.contains(needle.bytes))
                        leaks << needle.what + QStringLiteral(" in ") + path;
                }
            }
        }
        // The search saw what matters: settings, journal, session and every export.
        QVERIFY2(files.contains(QStringLiteral("workbench.ini")), qPrintable(files.join(QLatin1Char(' '))));
        QVERIFY2(files.contains(QStringLiteral("saved.ttft.json")), qPrintable(files.join(QLatin1Char(' '))));
        QVERIFY2(files.filter(QRegularExpression(QStringLiteral("^workbench-runs/.*\\.ttft\\.jsonl$"))).size() == 1,
                 qPrintable(files.join(QLatin1Char(' '))));
        QVERIFY2(files.contains(QStringLiteral("export/requests.csv")), qPrintable(files.join(QLatin1Char(' '))));
        // The settings do hold the providers (so the search is not vacuous): their names and the
        // harmless header, not the pasted key.
        QFile settings(m_work.filePath(QStringLiteral("workbench.ini")));
        QVERIFY(settings.open(QIODevice::ReadOnly));
        const QByteArray settingsText = settings.readAll();
        QVERIFY(settingsText.contains("pasted-header"));
        QVERIFY(settingsText.contains("TTFT_GUI_SENTINEL_KEY"));
        qInfo("searched %lld files (%lld bytes) for %zu forms of %d keys", qlonglong(files.size()), qlonglong(bytesSearched),
              needles.size(), m_keychain ? 3 : 2);
        QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QLatin1Char('\n'))));
    }

    // Weakening TLS is a per-provider choice the dialog keeps in sight: a warning stays under the
    // options while verification is off or an extra certificate is trusted.
    void tlsTrustIsWarnedAbout()
    {
        ProviderEditDialog dialog;
        ProviderEntry plain = entry("gateway", QStringLiteral("https://gateway.example/v1"));
        dialog.setEntry(plain, QString(), {});
        auto *insecure = dialog.findChild<QCheckBox *>(QStringLiteral("insecureTls"));
        auto *caFile = dialog.findChild<QLineEdit *>(QStringLiteral("caCertificate"));
        auto *warning = dialog.findChild<QLabel *>(QStringLiteral("tlsWarning"));
        QVERIFY(insecure && caFile && warning);
        QVERIFY(warning->isHidden()); // isHidden: the label sits on a tab not on show

        insecure->setChecked(true);
        QVERIFY(!warning->isHidden());
        QVERIFY(warning->text().contains(QStringLiteral("verification off")));
        QVERIFY(dialog.entry().profile.insecureTls);
        insecure->setChecked(false);
        QVERIFY(warning->isHidden());

        const QString certificate = m_work.filePath(QStringLiteral("gateway-ca.pem"));
        QFile file(certificate);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----\n");
        file.close();
        caFile->setText(certificate);
        QVERIFY(!warning->isHidden());
        QVERIFY(warning->text().contains(QStringLiteral("also trusts")));
        QCOMPARE(dialog.entry().profile.caCertificatePath, certificate.toStdString());
        QVERIFY(dialog.problem().isEmpty());
        caFile->setText(m_work.filePath(QStringLiteral("missing.pem")));
        QVERIFY(dialog.problem().contains(QStringLiteral("cannot be read")));

        // What was chosen comes back when the provider is edited again.
        ProviderEntry trusting = plain;
        trusting.profile.caCertificatePath = certificate.toStdString();
        dialog.setEntry(trusting, QString(), {});
        QCOMPARE(caFile->text(), certificate);
        QVERIFY(!warning->isHidden());
    }

    // Someone else's session names a host this user never used, with the user's key variable.
    // Opening it shows the results; it does not add their providers, connect anywhere, or send a key.
    void openingAForeignSessionSendsNothing()
    {
        Trap trap;
        QVERIFY(trap.listen(QHostAddress::LocalHost, 0));
        const QString trapUrl = QStringLiteral("http://127.0.0.1:%1/v1").arg(trap.serverPort());

        Session foreign;
        ProviderProfile theirs;
        theirs.name = "their-gateway";
        theirs.baseUrl = trapUrl.toStdString();
        theirs.model = "gpt-x";
        theirs.apiKeyEnv = "TTFT_GUI_SENTINEL_KEY";
        foreign.run.providers = {theirs};
        foreign.run.plan = sequentialPlan(0, 2);
        for (int i = 0; i < 2; ++i) {
            RequestRecord record;
            record.provider = theirs.name;
            record.model = theirs.model;
            record.requestId = "theirs-" + std::to_string(i);
            record.index = i;
            record.httpStatus = 200;
            foreign.records.push_back(record);
        }
        const QString path = m_work.filePath(QStringLiteral("foreign.ttft.json"));
        QString error;
        QVERIFY2(writeSessionFile(path, foreign, &error), qPrintable(error));

        const MainWindowOptions windowOptions = options(QStringLiteral("foreign"));
        {
            MainWindow window(windowOptions);
            QTRY_VERIFY_WITH_TIMEOUT(window.labReady() || !window.lab(), 10'000); // the lab starts off the UI thread
            const std::vector<ProviderProfile> before = window.endpointsPanel()->includedProviders();
            QVERIFY(!before.empty()); // the lab's demo providers, from the first start
            QVERIFY2(finishFileJob(window, &error, [&] { return window.openSession(path, &error); }), qPrintable(error));
            QCOMPARE(window.requestsModel()->rowCount(), 2); // the results are on show
            QTest::qWait(500);
            QCOMPARE(trap.connections, 0);
            QCOMPARE(window.endpointsPanel()->includedProviders(), before);
            for (int row = 0; row < window.endpointsPanel()->model()->rowCount(); ++row)
                QVERIFY(window.endpointsPanel()->model()->entry(row).profile.baseUrl != trapUrl.toStdString());

            // The next Run measures the user's own providers only.
            window.planPanel()->setPlan(sequentialPlan(0, 1));
            const RunSpec spec = window.currentRunSpec(&error);
            for (const EngineProvider &provider : spec.providers)
                QVERIFY(provider.profile.baseUrl != trapUrl.toStdString());
            QVERIFY2(runToEnd(window, &error), qPrintable(error));
            QCOMPARE(trap.connections, 0);
            window.saveSettings();
        }
        // Nor does it come back with the next start.
        MainWindow again(windowOptions);
        QTRY_VERIFY_WITH_TIMEOUT(again.labReady() || !again.lab(), 10'000); // the lab starts off the UI thread
        for (int row = 0; row < again.endpointsPanel()->model()->rowCount(); ++row)
            QVERIFY(again.endpointsPanel()->model()->entry(row).profile.baseUrl != trapUrl.toStdString());
        QTest::qWait(200);
        QCOMPARE(trap.connections, 0);
    }
};

QTEST_MAIN(TestGuiSecrets)
#include "tst_guisecrets.moc"
