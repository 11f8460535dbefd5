// The configuration panels of the workbench window: endpoints (provider list, preset, edit,
// duplicate, delete, include, Test connection against the real lab server), workload (templates,
// messages, token estimate) and plan (the plan the user set, its estimate, inline problems), and
// that each panel's state round-trips and never holds a key.
#include "engine/workloadtemplates.h"
#include "keys/apikeyresolver.h"
#include "keys/maskedkey.h"
#include "lab/labserver.h"
#include "model/planestimate.h"
#include "model/planextent.h"
#include "model/providerpresets.h"
#include "panels/connectiontester.h"
#include "panels/endpointspanel.h"
#include "panels/messagelistmodel.h"
#include "panels/planpanel.h"
#include "panels/providereditdialog.h"
#include "panels/providerlistmodel.h"
#include "panels/transportsweep.h"
#include "panels/workloadpanel.h"
#include "report/reportinput.h"
#include "store/session.h"
#include "secretservice.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTcpServer>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace ttft;

// QCOMPARE would try every conversion of nlohmann::json; compare and print instead.
#define JSON_COMPARE(actual, expected)                                                                            \
    do {                                                                                                          \
        const nlohmann::json actualJson = (actual);                                                              \
        const nlohmann::json expectedJson = (expected);                                                          \
        QVERIFY2(actualJson == expectedJson,                                                                     \
                 qPrintable(QStringLiteral("%1\n  != %2")                                                        \
                                .arg(QString::fromStdString(actualJson.dump()).left(600),                         \
                                     QString::fromStdString(expectedJson.dump()).left(600))));                    \
    } while (false)

namespace {

template <typename T>
T *child(QWidget *parent, const char *name)
{
    T *widget = parent->findChild<T *>(QString::fromLatin1(name));
    if (!widget)
        qFatal("no child %s", name);
    return widget;
}

QAction *presetAction(EndpointsPanel &panel, const QString &id)
{
    const QMenu *menu = child<QToolButton>(&panel, "addProvider")->menu();
    QList<QAction *> actions = menu->actions();
    for (int i = 0; i < actions.size(); ++i) {
        if (actions[i]->menu())
            actions += actions[i]->menu()->actions();
        else if (actions[i]->data().toString() == id)
            return actions[i];
    }
    return nullptr;
}

// The number in "≈ 1,234 prompt tokens".
int leadingNumber(const QString &text)
{
    static const QRegularExpression number(QStringLiteral("([0-9][0-9,]*)"));
    const QRegularExpressionMatch match = number.match(text);
    return match.hasMatch() ? match.captured(1).remove(QLatin1Char(',')).toInt() : -1;
}

// Counts how late a 10 ms timer fires while the test waits: the UI thread's longest stall.
class StallMeter : public QObject
{
public:
    StallMeter()
    {
        m_timer.setInterval(10);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            m_worstMs = std::max(m_worstMs, m_clock.restart());
            ++m_ticks;
        });
        m_clock.start();
        m_timer.start();
    }
    qint64 worstMs() const { return m_worstMs; }
    int ticks() const { return m_ticks; }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_worstMs = 0;
    int m_ticks = 0;
};

} // namespace

class TestPanels : public QObject
{
    Q_OBJECT

    secrettest::PrivateSecretService m_keyring;
    bool m_haveKeyring = false;
    QString m_noKeyringReason;

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        // A private secret service, before anything touches a keychain (see secretservice.h).
        m_haveKeyring = m_keyring.start(&m_noKeyringReason);
    }

    // The window's Endpoints panel gives the lab's providers their colours; a report of a session
    // of theirs (`ttft-bench report`, where no panel names a colour) gives each the same one.
    void reportsColourProvidersAsTheWindowDoes()
    {
        EndpointsPanel panel;
        panel.addLabProviders(QStringLiteral("http://127.0.0.1:9"));
        Session session;
        session.run.providers = panel.includedProviders();
        QCOMPARE(session.run.providers.size(), std::size_t(3));
        const ReportInput input = reportInputFromSession(session, {});
        for (const ProviderProfile &profile : session.run.providers) {
            const QString name = QString::fromStdString(profile.name);
            QCOMPARE(input.analysis.colors.value(name), panel.colorOf(name));
        }
    }

    void providerListModelIsSound()
    {
        ProviderListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ProviderEntry entry;
        entry.profile.name = "a";
        entry.color = model.unusedColor();
        model.append(entry);
        entry.profile.name = model.uniqueName(QStringLiteral("a")).toStdString();
        QCOMPARE(entry.profile.name, std::string("a 2"));
        entry.color = model.unusedColor();
        QVERIFY(entry.color != model.entry(0).color);
        model.append(entry);
        QVERIFY(model.setData(model.index(1), Qt::Unchecked, Qt::CheckStateRole));
        QCOMPARE(model.data(model.index(1), Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
        QCOMPARE(model.data(model.index(0), ProviderListModel::ColorRole).value<QColor>(), model.entry(0).color);
        QVERIFY(!model.data(model.index(0), Qt::DecorationRole).value<QIcon>().isNull());
        entry.profile.name = "b";
        model.replace(0, entry);
        model.setLastTest(0, QStringLiteral("TTFT 40 ms"));
        QVERIFY(model.data(model.index(0), Qt::ToolTipRole).toString().contains(QStringLiteral("TTFT 40 ms")));
        model.remove(1);
        model.setEntries({entry, entry});
        QCOMPARE(model.rowCount(), 2);
    }

    void messageListModelIsSound()
    {
        MessageListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setMessages(workloadTemplate("agent")->messages);
        const int rows = model.rowCount();
        QVERIFY(rows >= 5);
        // The tool call turn keeps its tool_calls and is not editable as text.
        int toolCallRow = -1;
        for (int row = 0; row < rows; ++row) {
            if (model.message(row).contains("tool_calls"))
                toolCallRow = row;
        }
        QVERIFY(toolCallRow > 0);
        QVERIFY(!model.hasTextContent(toolCallRow));
        QVERIFY(model.data(model.index(toolCallRow, MessageListModel::ContentColumn)).toString().contains(QStringLiteral("lookup_order")));
        QVERIFY(!model.setData(model.index(toolCallRow, MessageListModel::ContentColumn), QStringLiteral("x")));
        model.insertMessage(1, {{"role", "user"}, {"content", "hello"}});
        model.moveMessage(1, 3);
        QCOMPARE(model.message(3)["content"].get<std::string>(), std::string("hello"));
        model.moveMessage(3, 0);
        QCOMPARE(model.message(0)["content"].get<std::string>(), std::string("hello"));
        QVERIFY(model.setData(model.index(0, MessageListModel::RoleColumn), QStringLiteral("assistant")));
        QVERIFY(!model.setData(model.index(0, MessageListModel::RoleColumn), QStringLiteral("wizard")));
        model.removeMessage(0);
        QCOMPARE(model.rowCount(), rows);
        JSON_COMPARE(model.messages(), workloadTemplate("agent")->messages);
    }

    void addFromPresetEditDuplicateDelete()
    {
        EndpointsPanel panel;
        panel.resize(420, 360);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QAbstractItemModelTester tester(panel.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changed(&panel, &EndpointsPanel::changed);

        // Add from preset, through the Add menu.
        QAction *anthropic = presetAction(panel, QStringLiteral("anthropic"));
        QVERIFY(anthropic);
        anthropic->trigger();
        QVERIFY(!changed.isEmpty());
        std::vector<ProviderProfile> included = panel.includedProviders();
        QCOMPARE(included.size(), std::size_t(1));
        const ProviderPreset *preset = findProviderPreset("anthropic");
        QCOMPARE(included[0].baseUrl, preset->profile.baseUrl);
        QCOMPARE(included[0].auth, AuthStyle::Anthropic);
        QCOMPARE(included[0].dialect, std::string("anthropic"));
        QCOMPARE(included[0].apiKeyEnv, std::string("ANTHROPIC_API_KEY"));
        QVERIFY(panel.colorOf(QStringLiteral("anthropic")).isValid());
        QVERIFY(presetAction(panel, QStringLiteral("ollama"))); // local presets sit in a submenu
        presetAction(panel, QStringLiteral("openai"))->trigger();
        QCOMPARE(panel.includedProviders().size(), std::size_t(2));
        QVERIFY(panel.colorOf(QStringLiteral("openai")) != panel.colorOf(QStringLiteral("anthropic")));

        // Edit: rename, change the model and the base URL, through the dialog's fields.
        panel.setCurrentRow(0);
        child<QToolButton>(&panel, "editProvider")->click();
        ProviderEditDialog *dialog = panel.editDialog();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        QLineEdit *name = child<QLineEdit>(dialog, "name");
        QPushButton *ok = child<QDialogButtonBox>(dialog, "buttons")->button(QDialogButtonBox::Ok);
        name->setText(QStringLiteral("openai")); // taken by the other row
        QVERIFY(!ok->isEnabled());
        QVERIFY(child<QLabel>(dialog, "problem")->text().contains(QStringLiteral("openai")));
        name->setText(QStringLiteral("claude"));
        QVERIFY(ok->isEnabled());
        child<QComboBox>(dialog, "model")->setCurrentText(QStringLiteral("claude-sonnet-4"));
        child<QLineEdit>(dialog, "baseUrl")->setText(QStringLiteral("ftp://nowhere"));
        QVERIFY(!ok->isEnabled());
        child<QLineEdit>(dialog, "baseUrl")->setText(QStringLiteral("https://proxy.example.com/v1"));
        child<QPlainTextEdit>(dialog, "extraBody")->setPlainText(QStringLiteral("[1, 2]"));
        QVERIFY(!ok->isEnabled());
        child<QPlainTextEdit>(dialog, "extraBody")->setPlainText(QStringLiteral("{\"metadata\": {\"team\": \"voice\"}}"));
        child<QPlainTextEdit>(dialog, "extraHeaders")->setPlainText(QStringLiteral("X-Team: voice\nAuthorization: Bearer sk-secret-123"));
        QVERIFY(ok->isEnabled());
        ok->click();
        QTRY_VERIFY(!panel.editDialog());
        included = panel.includedProviders();
        QCOMPARE(included[0].name, std::string("claude"));
        QCOMPARE(included[0].model, std::string("claude-sonnet-4"));
        QCOMPARE(included[0].baseUrl, std::string("https://proxy.example.com/v1"));
        JSON_COMPARE(included[0].extraBody["metadata"]["team"], nlohmann::json("voice"));
        QCOMPARE(included[0].auth, AuthStyle::Anthropic); // untouched fields stay

        // The state never holds a key, not even one typed into a header.
        const std::string state = panel.saveState().dump();
        QVERIFY(state.find("sk-secret-123") == std::string::npos);
        QVERIFY(state.find("X-Team") != std::string::npos);

        // Duplicate: a copy with its own name and colour.
        child<QToolButton>(&panel, "duplicateProvider")->click();
        included = panel.includedProviders();
        QCOMPARE(included.size(), std::size_t(3));
        QCOMPARE(included[2].name, std::string("claude 2"));
        QCOMPARE(included[2].model, std::string("claude-sonnet-4"));
        QVERIFY(panel.colorOf(QStringLiteral("claude 2")) != panel.colorOf(QStringLiteral("claude")));

        // Include check box: unchecked providers are not measured.
        panel.model()->setData(panel.model()->index(1), Qt::Unchecked, Qt::CheckStateRole);
        included = panel.includedProviders();
        QCOMPARE(included.size(), std::size_t(2));
        QCOMPARE(included[0].name, std::string("claude"));
        QCOMPARE(included[1].name, std::string("claude 2"));

        // Delete the selected one (the duplicate).
        QCOMPARE(panel.currentRow(), 2);
        child<QToolButton>(&panel, "deleteProvider")->click();
        QCOMPARE(panel.model()->rowCount(), 2);
        QCOMPARE(panel.includedProviders().size(), std::size_t(1));
        QVERIFY(!panel.colorOf(QStringLiteral("claude 2")).isValid());
    }

    void labProvidersAndStateRoundTrip()
    {
        EndpointsPanel panel;
        panel.addLabProviders(QStringLiteral("http://127.0.0.1:4000/v1"));
        panel.addLabProviders(QStringLiteral("http://127.0.0.1:4000/v1")); // no duplicates
        std::vector<ProviderProfile> included = panel.includedProviders();
        QCOMPARE(included.size(), std::size_t(3));
        QStringList models;
        QSet<QRgb> colors;
        for (const ProviderProfile &profile : included) {
            models << QString::fromStdString(profile.model);
            QCOMPARE(profile.baseUrl, std::string("http://127.0.0.1:4000/v1"));
            QCOMPARE(profile.auth, AuthStyle::None);
            colors.insert(panel.colorOf(QString::fromStdString(profile.name)).rgb());
        }
        // The lab's own demo models, so every one answers.
        QStringList labModels;
        for (const LabModel &model : LabConfig::demoModels())
            labModels << QString::fromStdString(model.name);
        for (const QString &model : models)
            QVERIFY2(labModels.contains(model), qPrintable(model));
        QCOMPARE(colors.size(), 3);
        // A transport-sweep variant keeps its provider's colour.
        QCOMPARE(panel.colorOf(QStringLiteral("lab-fast [qt h2]")), panel.colorOf(QStringLiteral("lab-fast")));

        panel.addFromPreset(QStringLiteral("deepseek"));
        panel.model()->setData(panel.model()->index(1), Qt::Unchecked, Qt::CheckStateRole);
        const nlohmann::json state = panel.saveState();
        // Lab providers are saved as "lab": the next session's lab has another port.
        JSON_COMPARE(state["providers"][0]["profile"]["base_url"], nlohmann::json("lab"));

        EndpointsPanel restored;
        restored.restoreState(state);
        restored.setLabBaseUrl(QStringLiteral("http://127.0.0.1:5000/v1"));
        JSON_COMPARE(restored.saveState(), state);
        const std::vector<ProviderProfile> again = restored.includedProviders();
        QCOMPARE(again.size(), std::size_t(3));
        QCOMPARE(again[0].baseUrl, std::string("http://127.0.0.1:5000/v1"));
        QCOMPARE(again[1].name, std::string("lab-slow"));
        QCOMPARE(again[2].name, std::string("deepseek"));
        for (const ProviderProfile &profile : again)
            QCOMPARE(restored.colorOf(QString::fromStdString(profile.name)), panel.colorOf(QString::fromStdString(profile.name)));
    }

    void testConnectionAgainstTheLab()
    {
        LabServer lab;
        QString error;
        QVERIFY2(lab.start(&error), qPrintable(error));
        EndpointsPanel panel;
        panel.resize(420, 360);
        panel.show();
        panel.addLabProviders(lab.baseUrl());
        QLabel *result = child<QLabel>(&panel, "testResult");

        // lab-fast: about 40 ms to the first token.
        panel.setCurrentRow(0);
        child<QToolButton>(&panel, "testConnection")->click();
        QTRY_VERIFY_WITH_TIMEOUT(!panel.tester()->isRunning(), 20'000);
        QVERIFY2(result->text().startsWith(QStringLiteral("lab-fast: TTFT ")), qPrintable(result->text()));
        int ttftMs = leadingNumber(result->text().mid(result->text().indexOf(QStringLiteral("TTFT"))));
        QVERIFY2(ttftMs >= 30 && ttftMs < 1000, qPrintable(result->text()));
        QVERIFY(panel.model()->data(panel.model()->index(0), Qt::ToolTipRole).toString().contains(QStringLiteral("TTFT")));

        // lab-slow starts cold (1.5 s) and takes seconds to answer: the event loop runs all along.
        panel.setCurrentRow(2);
        StallMeter meter;
        QElapsedTimer clock;
        clock.start();
        child<QToolButton>(&panel, "testConnection")->click();
        QVERIFY(panel.tester()->isRunning());
        QVERIFY(result->text().contains(QStringLiteral("Testing lab-slow")));
        QTRY_VERIFY_WITH_TIMEOUT(!panel.tester()->isRunning(), 20'000);
        QVERIFY2(result->text().startsWith(QStringLiteral("lab-slow: TTFT ")), qPrintable(result->text()));
        ttftMs = leadingNumber(result->text().mid(result->text().indexOf(QStringLiteral("TTFT"))));
        QVERIFY2(ttftMs >= 1000 && ttftMs < 6000, qPrintable(result->text()));
        QVERIFY(clock.elapsed() >= ttftMs);
        qInfo("lab-slow test: TTFT %d ms, %lld ms in all; longest UI-thread gap %lld ms over %d ticks of 10 ms",
              ttftMs, clock.elapsed(), meter.worstMs(), meter.ticks());
        QVERIFY(meter.ticks() > 50);
        QVERIFY2(meter.worstMs() < 500, qPrintable(QString::number(meter.worstMs()))); // a blocked UI would stall for seconds

        // A closed port: the error, quickly, and the UI still responsive.
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        const quint16 closedPort = probe.serverPort();
        probe.close();
        const int row = panel.addFromPreset(QStringLiteral("vllm"));
        ProviderEntry entry = panel.model()->entry(row);
        entry.profile.baseUrl = "http://127.0.0.1:" + std::to_string(closedPort) + "/v1";
        panel.model()->replace(row, entry);
        panel.setCurrentRow(row);
        child<QToolButton>(&panel, "testConnection")->click();
        QTRY_VERIFY_WITH_TIMEOUT(!panel.tester()->isRunning(), 20'000);
        QVERIFY2(result->text().startsWith(QStringLiteral("vllm: Failed")), qPrintable(result->text()));
        QVERIFY2(result->text().contains(QStringLiteral("refused"), Qt::CaseInsensitive), qPrintable(result->text()));
        QVERIFY(meter.worstMs() < 500);

        // A missing key is said before anything is sent.
        const int keyed = panel.addFromPreset(QStringLiteral("openai"));
        entry = panel.model()->entry(keyed);
        entry.profile.apiKeyEnv = "TTFT_TEST_SURELY_UNSET_KEY";
        panel.model()->replace(keyed, entry);
        panel.setCurrentRow(keyed);
        child<QToolButton>(&panel, "testConnection")->click();
        QTRY_VERIFY(!panel.tester()->isRunning());
        QVERIFY2(result->text().contains(QStringLiteral("TTFT_TEST_SURELY_UNSET_KEY")), qPrintable(result->text()));
    }

    void testCanBeStoppedAndOutlived()
    {
        // A provider that never answers: Stop ends the test; a panel closed mid-test does not hang.
        QTcpServer silent;
        QVERIFY(silent.listen(QHostAddress::LocalHost));
        ProviderProfile profile;
        profile.name = "silent";
        profile.baseUrl = "http://127.0.0.1:" + std::to_string(silent.serverPort()) + "/v1";
        profile.model = "m";
        profile.auth = AuthStyle::None;
        {
            ConnectionTester tester;
            QSignalSpy finished(&tester, &ConnectionTester::finished);
            tester.start(profile);
            QTest::qWait(200);
            QVERIFY(tester.isRunning());
            QElapsedTimer clock;
            clock.start();
            tester.cancel();
            QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 5000);
            QVERIFY(clock.elapsed() < 5000);
            QVERIFY(!finished.first().first().value<ConnectionTestResult>().ok);
        }
        QElapsedTimer clock;
        clock.start();
        {
            ConnectionTester tester;
            tester.start(profile);
            QTest::qWait(100);
        } // destroyed while running
        QVERIFY(clock.elapsed() < 5000);
    }

    void listModelsFromTheLab()
    {
        LabServer lab;
        QString error;
        QVERIFY2(lab.start(&error), qPrintable(error));
        EndpointsPanel panel;
        panel.show();
        panel.addLabProviders(lab.baseUrl());
        panel.setCurrentRow(1);
        panel.editCurrent();
        ProviderEditDialog *dialog = panel.editDialog();
        QVERIFY(dialog);
        QComboBox *model = child<QComboBox>(dialog, "model");
        QCOMPARE(model->currentText(), QStringLiteral("lab-steady"));
        child<QPushButton>(dialog, "listModels")->click();
        QTRY_COMPARE_WITH_TIMEOUT(model->count(), int(LabConfig::demoModels().size()), 10'000);
        QCOMPARE(model->currentText(), QStringLiteral("lab-steady")); // the choice stays
        QVERIFY(model->findText(QStringLiteral("lab-slow")) >= 0);
        dialog->reject();
        QTRY_VERIFY(!panel.editDialog());
        QCOMPARE(panel.includedProviders()[1].model, std::string("lab-steady"));
    }

    // The key's status line in the dialog: a set variable with its key masked, an unset one by
    // name, nothing named, no key at all for auth "none".
    void keyStatusFromAVariable()
    {
        const QString key = QStringLiteral("sk-panels-status-90b3c1e6d2f4");
        const char *variable = "TTFT_TEST_PANELS_STATUS_KEY";
        qunsetenv(variable);
        ProviderEditDialog dialog;
        ProviderEntry entry;
        entry.profile = findProviderPreset("openai")->profile;
        entry.profile.apiKeyEnv.clear();
        dialog.setEntry(entry, QString(), {});
        QLabel *status = child<QLabel>(&dialog, "keyStatus");
        QLineEdit *env = child<QLineEdit>(&dialog, "apiKeyEnv");
        QVERIFY2(status->text().contains(QStringLiteral("without a key")), qPrintable(status->text()));
        env->setText(QString::fromLatin1(variable));
        QVERIFY2(status->text().contains(QStringLiteral("not set")), qPrintable(status->text()));
        qputenv(variable, key.toUtf8());
        env->setText(QString::fromLatin1(variable) + QLatin1Char(' '));
        QVERIFY2(status->text().contains(maskedKey(key)), qPrintable(status->text()));
        QVERIFY(!status->text().contains(key));
        qunsetenv(variable);
        QComboBox *auth = child<QComboBox>(&dialog, "auth");
        auth->setCurrentIndex(auth->findData(QStringLiteral("none")));
        QVERIFY2(status->text().contains(QStringLiteral("No key is sent")), qPrintable(status->text()));
    }

    void keyFromTheKeychain()
    {
        if (!m_haveKeyring)
            QSKIP(qPrintable(QStringLiteral("no private secret service: ") + m_noKeyringReason));
        LabServer lab;
        QString error;
        QVERIFY2(lab.start(&error), qPrintable(error));
        EndpointsPanel panel;
        panel.show();
        const int row = panel.addFromPreset(QStringLiteral("openai"));
        ProviderEntry entry = panel.model()->entry(row);
        entry.profile.baseUrl = lab.baseUrl().toStdString(); // the lab ignores keys; it answers
        entry.profile.model = "lab-fast";
        panel.model()->replace(row, entry);

        // Store a key through the dialog: password field, Store, masked confirmation.
        const QString secret = QStringLiteral("sk-panels-test-4f1c9a7d0e2b");
        panel.editCurrent();
        ProviderEditDialog *dialog = panel.editDialog();
        QVERIFY(dialog);
        QComboBox *source = child<QComboBox>(dialog, "keySource");
        QLineEdit *entryName = child<QLineEdit>(dialog, "apiKeyKeychain");
        QLineEdit *newKey = child<QLineEdit>(dialog, "newKey");
        QVERIFY(!entryName->isVisible());
        source->setCurrentIndex(1);
        QVERIFY(entryName->isVisible());
        QVERIFY(newKey->isVisible());
        QCOMPARE(newKey->echoMode(), QLineEdit::Password);
        entryName->setText(QStringLiteral("ttft-panels-openai"));
        newKey->setText(secret);
        child<QPushButton>(dialog, "storeKey")->click();
        QLabel *status = child<QLabel>(dialog, "keyStatus");
        // Stored without waiting: the status says so, then shows the key masked.
        QCOMPARE(status->text(), QStringLiteral("Storing in the keychain…"));
        QTRY_VERIFY2(status->text().contains(maskedKey(secret)), qPrintable(status->text()));
        QVERIFY(!status->text().contains(secret));
        QVERIFY(newKey->text().isEmpty());
        child<QPushButton>(dialog, "checkKey")->click();
        // Read without waiting: the status says so, then shows the key masked.
        QCOMPARE(status->text(), QStringLiteral("Reading the keychain…"));
        QTRY_VERIFY2(status->text().contains(maskedKey(secret)), qPrintable(status->text()));
        child<QDialogButtonBox>(dialog, "buttons")->button(QDialogButtonBox::Ok)->click();
        QTRY_VERIFY(!panel.editDialog());

        const ProviderProfile profile = panel.includedProviders()[0];
        QCOMPARE(profile.apiKeyKeychain, std::string("ttft-panels-openai"));
        QVERIFY(profile.apiKeyEnv.empty());
        QString resolveError;
        QCOMPARE(resolveApiKey(profile, &resolveError), std::optional<std::string>(secret.toStdString()));
        QVERIFY(panel.saveState().dump().find(secret.toStdString()) == std::string::npos);
        QVERIFY(panel.saveState().dump().find("ttft-panels-openai") != std::string::npos);

        // Test connection reads the key (without waiting), then measures on its own thread.
        QLabel *result = child<QLabel>(&panel, "testResult");
        panel.testCurrent();
        QTRY_VERIFY_WITH_TIMEOUT(!panel.tester()->isRunning(), 20'000);
        QVERIFY2(result->text().contains(QStringLiteral("TTFT")), qPrintable(result->text()));

        // An entry that does not exist: said before anything is sent.
        entry = panel.model()->entry(row);
        entry.profile.apiKeyKeychain = "ttft-panels-no-such-entry";
        panel.model()->replace(row, entry);
        panel.testCurrent();
        QTRY_VERIFY_WITH_TIMEOUT(!panel.tester()->isRunning(), 20'000);
        QVERIFY2(result->text().contains(QStringLiteral("ttft-panels-no-such-entry")), qPrintable(result->text()));
        QVERIFY(!result->text().contains(QStringLiteral("TTFT")));
    }

    void transportSweep()
    {
        ProviderProfile a;
        a.name = "a";
        a.transport = TransportKind::Qt;
        const std::vector<ProviderProfile> own = applyTransportSweep({a}, {}, {});
        QCOMPARE(own.size(), std::size_t(1));
        QCOMPARE(own[0], a);
        const std::vector<ProviderProfile> curl = applyTransportSweep({a}, {TransportKind::Curl}, {});
        QCOMPARE(curl[0].transport, TransportKind::Curl);
        QCOMPARE(curl[0].name, std::string("a"));
        const std::vector<ProviderProfile> both =
            applyTransportSweep({a}, {TransportKind::Curl, TransportKind::Qt}, {HttpVersion::Http1_1, HttpVersion::Http2});
        QCOMPARE(both.size(), std::size_t(4));
        QCOMPARE(both[0].name, std::string("a [curl h1.1]"));
        QCOMPARE(both[3].name, std::string("a [qt h2]"));
        QCOMPARE(both[3].httpVersion, HttpVersion::Http2);
    }

    void workloadTemplatesAndMessages()
    {
        WorkloadPanel panel;
        panel.resize(460, 720);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QAbstractItemModelTester tester(panel.messagesModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changed(&panel, &WorkloadPanel::changed);

        // Opens on the voice template.
        JSON_COMPARE(panel.workload().messages, workloadTemplate("voice")->messages);
        QCOMPARE(panel.workload().maxTokens, workloadTemplate("voice")->maxTokens);

        // Switching the scenario with the keyboard, as a user does.
        QComboBox *templates = child<QComboBox>(&panel, "template");
        templates->setFocus();
        const int agentIndex = templates->findData(QStringLiteral("agent"));
        while (templates->currentIndex() < agentIndex)
            QTest::keyClick(templates, Qt::Key_Down);
        const Workload agent = panel.workload();
        JSON_COMPARE(agent.messages, workloadTemplate("agent")->messages);
        QVERIFY(agent.extraBody.contains("tools"));
        QCOMPARE(agent.templateName, std::string("agent"));
        QVERIFY(!changed.isEmpty());
        QVERIFY(panel.loadTemplate(QStringLiteral("qa-zh")));
        JSON_COMPARE(panel.workload().messages, workloadTemplate("qa-zh")->messages);
        QVERIFY(!panel.loadTemplate(QStringLiteral("nonsense")));
        // A template's workload comes back whole (the structured form and every setting).
        QVERIFY(panel.loadTemplate(QStringLiteral("long")));
        Workload expected = *workloadTemplate("long");
        QCOMPARE(panel.workload(), expected);

        // The estimate follows the text: type into the user message.
        QVERIFY(panel.loadTemplate(QStringLiteral("qa")));
        QLabel *estimate = child<QLabel>(&panel, "promptEstimate");
        const int before = leadingNumber(estimate->text());
        QCOMPARE(before, panel.estimatedPromptTokens());
        QVERIFY(before > 20 && before < 200);
        QTableView *table = child<QTableView>(&panel, "messages");
        const int userRow = panel.messagesModel()->rowCount() - 1;
        table->setCurrentIndex(panel.messagesModel()->index(userRow, 1));
        QPlainTextEdit *content = child<QPlainTextEdit>(&panel, "messageContent");
        content->moveCursor(QTextCursor::End);
        QTest::keyClicks(content, QStringLiteral(" Please also explain how freezing bread affects its texture and taste."));
        const int after = leadingNumber(estimate->text());
        QVERIFY2(after > before + 10, qPrintable(estimate->text()));
        QVERIFY(panel.workload().userMessage.find("freezing bread") != std::string::npos);

        // Add a history turn before the user message; remove it again; move rows.
        table->setCurrentIndex(panel.messagesModel()->index(0, 1)); // the system prompt
        child<QToolButton>(&panel, "addMessage")->click();
        QTest::keyClicks(content, QStringLiteral("Earlier question"));
        Workload edited = panel.workload();
        QCOMPARE(edited.history.size(), std::size_t(1));
        JSON_COMPARE(edited.history[0]["role"], nlohmann::json("user"));
        JSON_COMPARE(edited.history[0]["content"], nlohmann::json("Earlier question"));
        QVERIFY(leadingNumber(estimate->text()) > after);
        child<QToolButton>(&panel, "moveMessageUp")->click(); // now before the system prompt
        QVERIFY(panel.workload().systemPrompt.empty());
        JSON_COMPARE(panel.workload().messages[0]["content"], nlohmann::json("Earlier question"));
        child<QToolButton>(&panel, "moveMessageDown")->click();
        child<QToolButton>(&panel, "removeMessage")->click();
        QCOMPARE(panel.workload().history.size(), std::size_t(0));
        QVERIFY(!panel.workload().systemPrompt.empty());

        // A prompt-length target says how far filler pads the prompt.
        auto *target = child<QSpinBox>(&panel, "promptTokensTarget");
        QVERIFY(!target->isEnabled());
        panel.loadTemplate(QStringLiteral("long"));
        QVERIFY(target->isEnabled());
        QCOMPARE(panel.workload().promptTokensTarget, std::optional<int>(16000));
        QVERIFY2(estimate->text().contains(QStringLiteral("16,000")), qPrintable(estimate->text()));

        // Sampling fields and cache busting.
        panel.loadTemplate(QStringLiteral("qa"));
        child<QSpinBox>(&panel, "maxTokens")->setValue(64);
        QCOMPARE(panel.workload().maxTokens, std::optional<int>(64));
        child<QCheckBox>(&panel, "cacheBust")->setChecked(false);
        QVERIFY(!panel.workload().cacheBust);
        child<QPlainTextEdit>(&panel, "extraBody")->setPlainText(QStringLiteral("{\"seed\": 7}"));
        JSON_COMPARE(panel.workload().extraBody["seed"], nlohmann::json(7));
        child<QPlainTextEdit>(&panel, "extraBody")->setPlainText(QStringLiteral("{\"seed\": "));
        JSON_COMPARE(panel.workload().extraBody["seed"], nlohmann::json(7)); // the last good one
        QVERIFY(estimate->text().contains(QStringLiteral("not a JSON object")));
        child<QPlainTextEdit>(&panel, "extraBody")->setPlainText(QStringLiteral("{\"seed\": 8}"));

        // Round trip.
        const nlohmann::json state = panel.saveState();
        WorkloadPanel restored;
        restored.restoreState(state);
        QCOMPARE(restored.workload(), panel.workload());
        JSON_COMPARE(restored.saveState(), state);
    }

    void planEstimator_data()
    {
        QTest::addColumn<QString>("planJson");
        QTest::addColumn<int>("providers");
        QTest::addColumn<double>("requestS");
        QTest::addColumn<qlonglong>("requests");
        QTest::addColumn<double>("seconds");
        // 3 providers one at a time: 3 × (2 + 10) requests of 1.5 s.
        QTest::newRow("sequential") << R"({"mode":"sequential","warmup":2,"rounds":10})" << 3 << 1.5 << 36LL << 54.0;
        // Two prompt lengths: two cells.
        QTest::newRow("sequential x2 lengths")
            << R"({"mode":"sequential","warmup":0,"rounds":5,"prompt_tokens":[500,2000]})" << 2 << 1.0 << 20LL << 20.0;
        // c10 for 20 s: every worker's first request is warm-up (10), then 10 × 20 / 2 = 100 measured;
        // 2 s of warm-up, 20 s, 2 s of tail.
        QTest::newRow("closed duration")
            << R"({"mode":"closed","warmup":1,"concurrency":[10],"duration_s":20})" << 3 << 2.0 << 330LL << 24.0;
        // c1 and c10 for 15 s (the ready plan): c1 warm-up 1 (2 s) + 15 s + 2 s, 7.5 → 8 measured;
        // c10 warm-up 10 (2 s) + 15 s + 2 s, 75 measured.
        QTest::newRow("closed sweep")
            << R"({"mode":"closed","warmup":1,"concurrency":[1,10],"duration_s":15})" << 3 << 2.0 << qlonglong(3 * (1 + 8 + 10 + 75)) << 38.0;
        // c4, 40 requests: warm-up max(4, 6) = 6 → 2 rounds; 40 measured → 10 rounds; ramp-up 3 s.
        QTest::newRow("closed requests")
            << R"({"mode":"closed","warmup":6,"concurrency":[4],"requests":40,"ramp_up_s":3})" << 1 << 1.0 << 46LL << 15.0;
        // 2 req/s for 30 s after 4 warm-up arrivals, plus a last request of 1 s.
        QTest::newRow("open duration")
            << R"({"mode":"open","warmup":4,"rates":[2],"duration_s":30})" << 2 << 1.0 << 128LL << 33.0;
        QTest::newRow("open requests")
            << R"({"mode":"open","warmup":0,"rates":[0.5,1],"requests":10})" << 1 << 2.0 << 20LL << 34.0;
        QTest::newRow("invalid") << R"({"mode":"closed","concurrency":[],"duration_s":10})" << 3 << 2.0 << 0LL << 0.0;
        QTest::newRow("no provider") << R"({"mode":"sequential"})" << 0 << 2.0 << 0LL << 0.0;
    }

    void planEstimator()
    {
        QFETCH(QString, planJson);
        QFETCH(int, providers);
        QFETCH(double, requestS);
        QFETCH(qlonglong, requests);
        QFETCH(double, seconds);
        std::string error;
        const RunPlan plan = runPlanFromJson(nlohmann::json::parse(planJson.toStdString()), &error);
        QVERIFY2(error.empty(), error.c_str());
        const PlanEstimate estimate = estimatePlan(plan, providers, requestS);
        QCOMPARE(qlonglong(estimate.requests), requests);
        QCOMPARE(estimate.seconds, seconds);
    }

    // Providers side by side: the slowest sets a closed-loop cell's time; above its batch limit
    // requests queue; max_tokens cuts the answer; the prompt costs its prefill.
    void planEstimatorUsesEachProvidersLatency()
    {
        RunPlan plan;
        plan.mode = LoadMode::ClosedLoop;
        plan.concurrency = {4};
        plan.warmup = 4;
        plan.requests = 8;
        plan.promptTokens = {1000};
        RequestLatency fast = RequestLatency::fixed(0.5);
        RequestLatency slow;
        slow.firstTokenS = 0.4;
        slow.prefillTokensPerS = 2000; // 0.5 s for 1,000 tokens
        slow.tpotS = 0.05;
        slow.outputTokens = 100;       // cut to 21 by max_tokens: 20 gaps, 1 s
        slow.maxBatch = 2;             // 4 workers on 2 slots: each request takes twice as long
        slow.coldStartS = 1.5;
        const PlanEstimate estimate = estimatePlan(plan, {fast, slow}, 21);
        QCOMPARE(estimate.requests, qint64(2 * (4 + 8)));
        // slow: (0.4 + 0.5 + 1.0) × 4 / 2 = 3.8 s a request; 1 wave of warm-up, 2 of 8 measured.
        QCOMPARE(estimate.seconds, 1.5 + 3 * 3.8);
        QCOMPARE(estimate.cells.size(), std::size_t(1));
        QCOMPARE(estimate.cells.front().seconds, estimate.seconds);
        // Without max_tokens the answer is the model's own length: 99 gaps.
        QCOMPARE(estimatePlan(plan, {slow}, std::nullopt).seconds, 1.5 + 3 * (0.4 + 0.5 + 99 * 0.05) * 2);
    }

    // Progress and ETA follow the expected time when each cell's is known: a slow first cell of
    // few requests must not make a fast second cell look long, or the other way round.
    void progressFollowsTheTimeline()
    {
        PlanExtent extent;
        extent.requests = 200;
        extent.timeline = {{100, 90.0}, {100, 10.0}}; // 90 s for the first 100, 10 s for the rest
        ProgressEstimate half = estimateProgress(extent, 100, 45.0); // done with the slow cell, twice as fast
        QCOMPARE(half.fraction, 0.9);
        QCOMPARE(*half.etaS, 5.0); // 10 s expected, at half the expected time
        const ProgressEstimate early = estimateProgress(extent, 50, 45.0);
        QCOMPARE(early.fraction, 0.45);
        QCOMPARE(*early.etaS, 55.0);
    }

    // Along the plan's timeline, from the cell running now: the ETA at the start is the plan's own
    // time, not a rate extrapolated from the first records (the lab demo's said 0:43 of 3:05); a
    // cell ends when its slowest provider does, however early the fast one fills the count.
    void etaFollowsThePlanCellByCell()
    {
        PlanExtent extent;
        extent.requests = 180;
        extent.timeline = {{60, 30.0}, {60, 10.0}, {60, 20.0}};
        extent.timelineKnown = true;
        CellProgress cell;
        cell.index = 0;
        cell.recordedByProvider = {0, 0, 0};
        // The start: nothing recorded yet, the plan's 60 s less the second gone.
        ProgressEstimate start = estimateProgress(extent, 0, 1.0, cell);
        QVERIFY(start.etaS);
        QCOMPARE(*start.etaS, 59.0);
        // Three providers side by side, 20 requests each in this cell: the fast one is done, the
        // slow one 3 in at 9 s, so the cell ends at 60 s, 51 s from now, and the later cells follow
        // at the plan's pace (the timeline is known): 51 + 30.
        cell.recordedByProvider = {20, 10, 3};
        const ProgressEstimate mixed = estimateProgress(extent, 33, 9.0, cell);
        QCOMPARE(*mixed.etaS, 51.0 + 30.0);
        QCOMPARE(mixed.fraction, 9.0 / (9.0 + 81.0));
        // The count alone (33 of the cell's 60 at 9 s) would have said about 24 s.
        QVERIFY(*estimateProgress(extent, 33, 9.0).etaS < 40);
        // The second cell, the first having taken 1.5 times its plan (45 s): the rest at that pace,
        // the cell's own records too few (under a tenth each) to say more.
        cell.index = 1;
        cell.startedS = 45;
        cell.recordedByProvider = {1, 0, 0};
        QCOMPARE(*estimateProgress(extent, 61, 50.0, cell).etaS, (10 * 1.5 - 5) + 20 * 1.5);
        // A guessed timeline (latencies unknown): in the first cell its own measure sets the pace,
        // once each provider is a tenth through. Half done in 5 s: the cell takes 10 s of its 30
        // planned, the rest a third of theirs.
        extent.timelineKnown = false;
        cell = CellProgress{0, 0, {10, 10, 10}};
        QCOMPARE(*estimateProgress(extent, 30, 5.0, cell).etaS, 5.0 + 30.0 / 3);
        extent.timelineKnown = true; // the same with known latencies: the plan's pace
        QCOMPARE(*estimateProgress(extent, 30, 5.0, cell).etaS, 5.0 + 30.0);
    }

    void estimateText()
    {
        QCOMPARE(PlanPanel::estimateText({1240, 130, {}}), QStringLiteral("≈ 2 min 10 s, 1,240 requests"));
        QCOMPARE(PlanPanel::estimateText({12, 42.4, {}}), QStringLiteral("≈ 42 s, 12 requests"));
        QCOMPARE(PlanPanel::estimateText({100, 600, {}}), QStringLiteral("≈ 10 min, 100 requests"));
        QCOMPARE(PlanPanel::estimateText({100000, 3 * 3600 + 20 * 60 + 10, {}}), QStringLiteral("≈ 3 h 20 min, 100,000 requests"));
    }

    // Conversations through the widgets: users, turns, gaps and history strategies make the
    // conversation plan (one cell per gap and strategy); a strategy that does not parse is named;
    // a session's conversation plan shows in the same fields.
    void planPanelMakesConversations()
    {
        PlanPanel panel;
        panel.resize(440, 640);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.setProviderCount(1);
        child<QComboBox>(&panel, "mode")->setCurrentIndex(int(PlanPanel::Mode::Conversations));
        QVERIFY(child<QSpinBox>(&panel, "turns")->isVisible());
        QVERIFY(!child<QSpinBox>(&panel, "requests")->isVisible());
        QVERIFY(!child<QSpinBox>(&panel, "warmup")->isVisible());
        child<QSpinBox>(&panel, "conversationUsers")->setValue(4);
        child<QSpinBox>(&panel, "turns")->setValue(12);
        child<QLineEdit>(&panel, "turnGaps")->setText(QStringLiteral("5, 30"));
        child<QLineEdit>(&panel, "history")->setText(QStringLiteral("full, last:4"));
        child<QComboBox>(&panel, "conversationLanguage")->setCurrentIndex(1);
        // Tool-call turns: the tool's time is asked for only once there are some.
        QVERIFY(child<QSpinBox>(&panel, "toolEvery")->isVisible());
        QVERIFY(!child<QDoubleSpinBox>(&panel, "toolDelay")->isVisible());
        child<QSpinBox>(&panel, "toolEvery")->setValue(3);
        QVERIFY(child<QDoubleSpinBox>(&panel, "toolDelay")->isVisible());
        child<QDoubleSpinBox>(&panel, "toolDelay")->setValue(450);
        RunPlan plan = panel.plan();
        QCOMPARE(plan.conversations.toolEvery, 3);
        QCOMPARE(plan.conversations.toolDelayMs, 450.0);
        // 4 cells × 4 users × (a warm-up, 12 turns and 4 follow-ups).
        QVERIFY2(child<QLabel>(&panel, "estimate")->text().contains(QStringLiteral("272 requests")),
                 qPrintable(child<QLabel>(&panel, "estimate")->text()));
        QCOMPARE(plan.conversations.users, 4);
        QCOMPARE(plan.conversations.turns, 12);
        QCOMPARE(plan.conversations.gapsS, (std::vector<double>{5, 30}));
        QCOMPARE(plan.conversations.history.size(), std::size_t(2));
        QCOMPARE(plan.conversations.language, std::string("zh"));
        QCOMPARE(planCells(plan).size(), std::size_t(4));
        QVERIFY2(validatePlan(plan).empty(), validatePlan(plan).c_str());
        QVERIFY(panel.problem().isEmpty());
        QVERIFY(child<QLabel>(&panel, "estimate")->text().startsWith(QStringLiteral("≈ ")));
        if (const QString dir = qEnvironmentVariable("TTFT_SCREENSHOT_DIR"); !dir.isEmpty()) {
            QTest::qWait(50); // the layout's request is an event
            panel.grab().save(dir + QStringLiteral("/plan-conversations.png"));
        }

        child<QLineEdit>(&panel, "history")->setText(QStringLiteral("full, recent:4"));
        QVERIFY2(panel.problem().contains(QStringLiteral("History strategies")), qPrintable(panel.problem()));
        child<QLineEdit>(&panel, "history")->setText(QStringLiteral("full, last:4"));

        PlanPanel other;
        other.setPlan(plan);
        QCOMPARE(child<QComboBox>(&other, "mode")->currentIndex(), int(PlanPanel::Mode::Conversations));
        QCOMPARE(other.plan().conversations, plan.conversations);
        PlanPanel restored;
        restored.restoreState(panel.saveState());
        QCOMPARE(restored.plan().conversations, plan.conversations);
    }

    void planPanelMakesThePlanTheUserSet()
    {
        PlanPanel panel;
        panel.resize(440, 560);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.setProviderCount(3);
        QLabel *estimate = child<QLabel>(&panel, "estimate");
        QLabel *problem = child<QLabel>(&panel, "problem");

        // The ready plan: concurrency 1 and 10, side by side.
        RunPlan plan = panel.plan();
        QCOMPARE(plan.mode, LoadMode::ClosedLoop);
        QCOMPARE(plan.concurrency, (std::vector<int>{1, 10}));
        QVERIFY(validatePlan(plan).empty());
        QCOMPARE(estimate->text(), PlanPanel::estimateText(estimatePlan(plan, 3, panel.typicalRequestSeconds())));

        // Sequential, through the widgets.
        QComboBox *mode = child<QComboBox>(&panel, "mode");
        mode->setCurrentIndex(int(PlanPanel::Mode::Sequential));
        QVERIFY(child<QSpinBox>(&panel, "rounds")->isVisible());
        QVERIFY(!child<QLineEdit>(&panel, "concurrencyLevels")->isVisible());
        child<QSpinBox>(&panel, "warmup")->setValue(3);
        child<QSpinBox>(&panel, "rounds")->setValue(25);
        plan = panel.plan();
        QCOMPARE(plan.mode, LoadMode::Sequential);
        QCOMPARE(plan.warmup, 3);
        QCOMPARE(plan.rounds, 25);
        QVERIFY(validatePlan(plan).empty());
        QCOMPARE(estimate->text(), PlanPanel::estimateText(estimatePlan(plan, 3, 2.0)));
        QCOMPARE(estimate->text(), QStringLiteral("≈ 2 min 48 s, 84 requests"));

        // More providers, a longer estimate.
        panel.setProviderCount(4);
        QCOMPARE(estimate->text(), PlanPanel::estimateText(estimatePlan(plan, 4, 2.0)));

        // A closed-loop sweep with prompt lengths, for a number of requests.
        mode->setCurrentIndex(int(PlanPanel::Mode::Sweep));
        child<QLineEdit>(&panel, "concurrencyLevels")->setText(QStringLiteral("1, 10, 50"));
        child<QLineEdit>(&panel, "promptLengths")->setText(QStringLiteral("500 2000"));
        child<QComboBox>(&panel, "lengthUnit")->setCurrentIndex(1);
        child<QSpinBox>(&panel, "requests")->setValue(60);
        plan = panel.plan();
        QCOMPARE(plan.mode, LoadMode::ClosedLoop);
        QCOMPARE(plan.concurrency, (std::vector<int>{1, 10, 50}));
        QCOMPARE(plan.promptTokens, (std::vector<int>{500, 2000}));
        QCOMPARE(plan.requests, 60);
        QCOMPARE(plan.durationS, 0.0);
        QCOMPARE(planCells(plan).size(), std::size_t(6));
        QVERIFY(validatePlan(plan).empty());
        QCOMPARE(estimate->text(), PlanPanel::estimateText(estimatePlan(plan, 4, 2.0)));

        // The transport sweep doubles the providers, in the estimate too.
        child<QComboBox>(&panel, "transport")->setCurrentIndex(3);
        QCOMPARE(panel.transports().size(), std::size_t(2));
        QCOMPARE(estimate->text(), PlanPanel::estimateText(estimatePlan(plan, 8, 2.0)));
        ProviderProfile one;
        one.name = "x";
        QCOMPARE(panel.applyTransport({one}).size(), std::size_t(2));

        // Mistakes show inline, and there is no estimate then.
        child<QLineEdit>(&panel, "concurrencyLevels")->setText(QStringLiteral("1, ten"));
        QVERIFY(problem->isVisible());
        QVERIFY(!estimate->isVisible());
        QVERIFY(problem->text().contains(QStringLiteral("Concurrency levels")));
        child<QLineEdit>(&panel, "concurrencyLevels")->setText(QStringLiteral("1, 10"));
        QVERIFY(!problem->isVisible());
        QVERIFY(estimate->isVisible());
        // What validatePlan says, word for word.
        child<QComboBox>(&panel, "sweepAxis")->setCurrentIndex(1);
        child<QLineEdit>(&panel, "rates")->setText(QString());
        QVERIFY(problem->isVisible());
        QVERIFY2(problem->text().contains(QString::fromStdString(validatePlan(panel.plan()))), qPrintable(problem->text()));
        QVERIFY(problem->text().contains(QStringLiteral("arrival rate")));

        // An open-loop sweep over rates, Poisson.
        child<QLineEdit>(&panel, "rates")->setText(QStringLiteral("0.5, 2"));
        child<QComboBox>(&panel, "arrival")->setCurrentIndex(int(ArrivalProcess::Gamma));
        QVERIFY(child<QDoubleSpinBox>(&panel, "burstiness")->isVisible());
        child<QDoubleSpinBox>(&panel, "burstiness")->setValue(0.5);
        child<QSpinBox>(&panel, "maxInFlight")->setValue(20);
        plan = panel.plan();
        QCOMPARE(plan.mode, LoadMode::OpenLoop);
        QCOMPARE(plan.rates, (std::vector<double>{0.5, 2}));
        QCOMPARE(plan.arrival, ArrivalProcess::Gamma);
        QCOMPARE(plan.burstiness, 0.5);
        QCOMPARE(plan.maxInFlight, 20);
        QVERIFY(validatePlan(plan).empty());

        // Round trip of the whole form, including fields the mode hides.
        const nlohmann::json state = panel.saveState();
        PlanPanel restored;
        restored.restoreState(state);
        QCOMPARE(restored.plan(), panel.plan());
        JSON_COMPARE(restored.saveState(), state);
        QCOMPARE(restored.transports(), panel.transports());
        // Older or hand-edited settings: a value of another type, a choice the panel does not
        // offer and a missing key each leave that field as it was.
        nlohmann::json odd = state;
        odd["warmup"] = "three";
        odd["arrival"] = "weibull";
        odd["rates"] = 7;
        odd["burstiness"] = nullptr;
        odd.erase("seed");
        restored.restoreState(odd);
        JSON_COMPARE(restored.saveState(), state);

        // A plan from a session file shows in the mode it needs.
        for (const char *json : {R"({"mode":"sequential","warmup":2,"rounds":7})",
                                 R"({"mode":"closed","warmup":1,"concurrency":[8],"duration_s":12,"ramp_up_s":2})",
                                 R"({"mode":"closed","warmup":1,"concurrency":[1,4],"requests":9})",
                                 R"({"mode":"open","warmup":0,"rates":[3],"arrival":"poisson","duration_s":5})",
                                 R"({"mode":"open","warmup":0,"rates":[1,2],"arrival":"gamma","burstiness":0.4,"max_in_flight":5,"requests":9,"prompt_tokens":[100]})"}) {
            const RunPlan wanted = runPlanFromJson(nlohmann::json::parse(json));
            PlanPanel shown;
            shown.setPlan(wanted);
            RunPlan got = shown.plan();
            got.seed = wanted.seed;
            QVERIFY2(got == wanted, json);
            PlanPanel fromPlanOnly;
            fromPlanOnly.restoreState({{"plan", toJson(wanted)}});
            QVERIFY2(fromPlanOnly.plan() == wanted, json);
        }
    }

    // Pictures for docs/ (panels-*.png): only when TTFT_SCREENSHOT_DIR names a directory.
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("TTFT_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("set TTFT_SCREENSHOT_DIR to write the panels' pictures");
        LabServer lab;
        QString error;
        QVERIFY2(lab.start(&error), qPrintable(error));

        EndpointsPanel endpoints;
        endpoints.resize(400, 330);
        endpoints.addLabProviders(lab.baseUrl());
        endpoints.addFromPreset(QStringLiteral("openai"));
        endpoints.model()->setData(endpoints.model()->index(3), Qt::Unchecked, Qt::CheckStateRole);
        endpoints.setCurrentRow(0);
        endpoints.show();
        QVERIFY(QTest::qWaitForWindowExposed(&endpoints));
        endpoints.testCurrent();
        QTRY_VERIFY_WITH_TIMEOUT(!endpoints.tester()->isRunning(), 20'000);
        QVERIFY(endpoints.grab().save(dir + QStringLiteral("/panels-endpoints.png")));

        endpoints.editCurrent();
        ProviderEditDialog *dialog = endpoints.editDialog();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        dialog->adjustSize();
        QTest::qWait(50);
        QVERIFY(dialog->grab().save(dir + QStringLiteral("/panels-provider-dialog-lab.png")));
        dialog->reject();
        QTRY_VERIFY(!endpoints.editDialog());
        endpoints.setCurrentRow(3);
        endpoints.editCurrent();
        dialog = endpoints.editDialog();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        child<QComboBox>(dialog, "keySource")->setCurrentIndex(1);
        child<QLineEdit>(dialog, "apiKeyKeychain")->setText(QStringLiteral("openai"));
        dialog->adjustSize();
        QTest::qWait(50);
        QVERIFY(dialog->grab().save(dir + QStringLiteral("/panels-provider-dialog.png")));
        child<QTabWidget>(dialog, "")->setCurrentIndex(1);
        QTest::qWait(50);
        QVERIFY(dialog->grab().save(dir + QStringLiteral("/panels-provider-dialog-connection.png")));
        dialog->reject();

        WorkloadPanel workload;
        workload.resize(420, 700);
        workload.show();
        QVERIFY(QTest::qWaitForWindowExposed(&workload));
        QVERIFY(workload.grab().save(dir + QStringLiteral("/panels-workload.png")));

        PlanPanel plan;
        plan.resize(420, 430);
        plan.setProviderCount(3);
        plan.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plan));
        QVERIFY(plan.grab().save(dir + QStringLiteral("/panels-plan.png")));
        child<QComboBox>(&plan, "mode")->setCurrentIndex(int(PlanPanel::Mode::Sweep));
        child<QComboBox>(&plan, "sweepAxis")->setCurrentIndex(1);
        child<QComboBox>(&plan, "arrival")->setCurrentIndex(int(ArrivalProcess::Gamma));
        child<QLineEdit>(&plan, "promptLengths")->setText(QStringLiteral("500, 4000"));
        QTest::qWait(50);
        QVERIFY(plan.grab().save(dir + QStringLiteral("/panels-plan-open-sweep.png")));
    }

    void languageChangeKeepsState()
    {
        EndpointsPanel endpoints;
        endpoints.addLabProviders(QStringLiteral("http://127.0.0.1:1/v1"));
        WorkloadPanel workload;
        workload.loadTemplate(QStringLiteral("agent"));
        PlanPanel plan;
        const nlohmann::json before[] = {endpoints.saveState(), workload.saveState(), plan.saveState()};
        for (QWidget *panel : std::initializer_list<QWidget *>{&endpoints, &workload, &plan}) {
            QEvent change(QEvent::LanguageChange);
            QApplication::sendEvent(panel, &change);
        }
        JSON_COMPARE(endpoints.saveState(), before[0]);
        JSON_COMPARE(workload.saveState(), before[1]);
        JSON_COMPARE(plan.saveState(), before[2]);
    }
};

QTEST_MAIN(TestPanels)
#include "tst_panels.moc"
