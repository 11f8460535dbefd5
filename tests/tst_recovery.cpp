// Nothing is lost when the workbench dies: the real ttft-workbench runs the ready plan against its
// embedded lab and is killed with SIGKILL mid-run; the next start offers the run for recovery and
// brings back every request that had finished. Finished runs are kept in the run history, and
// several can be compared side by side.
#include "windowfilejobs.h"
#include "testpaths.h"
#include "history/regressiondialog.h"
#include "history/runhistorymodel.h"
#include "history/runhistorypanel.h"
#include "mainwindow.h"
#include "model/runplan.h"
#include "panels/planpanel.h"
#include "requests/requestsmodel.h"
#include "store/runjournal.h"
#include "store/runlibrary.h"
#include "store/session.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ttft;

namespace {

// The journal of the one run in `dir`, and its complete request lines (a line cut by the kill is
// not one).
QString journalIn(const QString &dir)
{
    const QStringList journals = QDir(dir).entryList({QStringLiteral("*.ttft.jsonl")}, QDir::Files);
    return journals.size() == 1 ? QDir(dir).filePath(journals.front()) : QString();
}

int finishedRequestLines(const QString &journal)
{
    QFile file(journal);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    int requests = 0;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine();
        if (line.endsWith('\n') && line.startsWith("{\"type\":\"request\""))
            ++requests;
    }
    return requests;
}

} // namespace

class TestRecovery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void killedWorkbenchIsRecovered();
    void finishedRunsAreKeptAndCompared();
};

void TestRecovery::killedWorkbenchIsRecovered()
{
    QTemporaryDir dir;
    const QString runs = dir.filePath(QStringLiteral("runs"));
    QProcess workbench;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    workbench.setProcessEnvironment(env);
    workbench.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    workbench.start(ttftTestPath(TTFT_WORKBENCH_EXE),
                    {QStringLiteral("--runs-dir"), runs, QStringLiteral("--settings"), dir.filePath(QStringLiteral("first.ini")),
                     QStringLiteral("--run")});
    QVERIFY2(workbench.waitForStarted(10'000), qPrintable(workbench.errorString()));
    // Mid-run: some requests finished, more on the wire.
    QTRY_VERIFY_WITH_TIMEOUT(finishedRequestLines(journalIn(runs)) >= 12, 60'000);
    workbench.kill(); // SIGKILL: no handler, no flush, no end line
    QVERIFY(workbench.waitForFinished(10'000));
    QCOMPARE(workbench.exitStatus(), QProcess::CrashExit);
    const QString journal = journalIn(runs);
    const int finished = finishedRequestLines(journal);
    QVERIFY(!readJournalStatus(journal).ended);
    qInfo("killed with %d requests finished in the journal", finished);

    // The next start offers it, and the recovered run holds every finished request.
    QStringList offered;
    MainWindowOptions options;
    options.settingsPath = dir.filePath(QStringLiteral("second.ini"));
    options.journalDirectory = runs;
    options.startLab = false;
    options.askRecovery = [&offered](const QStringList &journals) {
        offered = journals;
        return true;
    };
    {
        MainWindow window(options);
        QTRY_VERIFY_WITH_TIMEOUT(window.labReady() || !window.lab(), 10'000); // the lab starts off the UI thread
        window.show();
        QTRY_COMPARE(offered, QStringList{journal});
        // Rebuilt and kept on the file job's thread, then shown.
        QTRY_COMPARE_WITH_TIMEOUT(window.requestsModel()->rowCount(), finished, 60'000);
        QTRY_VERIFY(!window.fileJobRunning());
        QVERIFY(QFile::exists(sessionPathForJournal(journal)));
        // The history reads the library off the UI thread, and lists the recovered run.
        const RunHistoryModel *history = window.historyPanel()->model();
        // Before the recovery it listed the journal itself (one row, "did not end"): wait for the
        // rescan that follows the rebuild, not just for one row.
        QTRY_VERIFY_WITH_TIMEOUT(history->rowCount() == 1 && history->entryAt(0)->recovered, 10'000);
        QVERIFY(!history->entryAt(0)->unfinished);
    }
    // Recovered once: not offered again.
    offered.clear();
    bool asked = false;
    options.askRecovery = [&asked](const QStringList &) {
        asked = true;
        return true;
    };
    MainWindow again(options);
    QTRY_VERIFY_WITH_TIMEOUT(again.labReady() || !again.lab(), 10'000); // the lab starts off the UI thread
    again.show();
    QTest::qWait(200);
    QVERIFY(!asked);
}

void TestRecovery::finishedRunsAreKeptAndCompared()
{
    QTemporaryDir dir;
    MainWindowOptions options;
    options.settingsPath = dir.filePath(QStringLiteral("w.ini"));
    options.journalDirectory = dir.filePath(QStringLiteral("runs"));
    MainWindow window(options);
    QTRY_VERIFY_WITH_TIMEOUT(window.labReady() || !window.lab(), 10'000); // the lab starts off the UI thread
    window.show();
    // Two short runs of the lab providers.
    window.planPanel()->setPlan(sequentialPlan(1, 4));
    for (int run = 0; run < 2; ++run) {
        QString error;
        QSignalSpy finished(&window, &MainWindow::runFinished);
        QVERIFY2(window.startRun(&error), qPrintable(error));
        QVERIFY(finished.wait(120'000));
        QVERIFY(QFile::exists(window.lastAutosavePath()));
        QTest::qWait(1'100); // runs a second apart get distinct journal names
    }
    RunHistoryPanel *history = window.historyPanel();
    QAbstractItemModelTester tester(history->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy refreshed(history, &RunHistoryPanel::refreshed);
    history->refresh();
    QVERIFY(refreshed.wait(10'000));
    QCOMPARE(history->model()->rowCount(), 2);
    const int perRun = int(history->model()->entryAt(0)->requests);
    QVERIFY(perRun > 0);

    QStringList paths;
    for (int row = 0; row < 2; ++row)
        paths << history->model()->entryAt(row)->path;
    QString error;
    QVERIFY2(finishFileJob(window, &error, [&] { return window.compareSessions(paths, &error); }), qPrintable(error));
    // The same two runs as baseline and candidate: read on the file job, then the regression dialog.
    QVERIFY2(finishFileJob(window, &error, [&] { return window.findRegressions(paths, &error); }), qPrintable(error));
    QVERIFY(window.regressionDialog());
    QVERIFY(window.regressionDialog()->isVisible());
    // Each provider appears once per run, labelled apart.
    QSet<QString> providers;
    const std::vector<RequestRecord> records = window.requestsModel()->records();
    for (const RequestRecord &record : records)
        providers.insert(QString::fromStdString(record.provider));
    QCOMPARE(providers.size(), 2 * int(history->model()->entryAt(0)->providers.size()));

    // Another tool's results join the history and compare beside ours.
    // Read and kept off the UI thread; listed and selected once the history has read it.
    QSignalSpy imports(history, &RunHistoryPanel::imported);
    QVERIFY2(history->importResults({ttftTestPath(TTFT_TEST_DATA_DIR "/import/vllm-serve-detailed.json")}, &error), qPrintable(error));
    QVERIFY(imports.wait(30'000));
    const QStringList kept = imports.takeFirst().at(0).toStringList();
    QCOMPARE(kept.size(), 1);
    const QString imported = kept.front();
    QTRY_COMPARE(history->model()->rowCount(), 3);
    QTRY_COMPARE(history->selectedPaths(), QStringList{imported});
    QVERIFY(history->importResults({ttftTestPath(TTFT_TEST_DATA_DIR "/import/not-a-result.json")}, &error));
    QVERIFY(imports.wait(30'000));
    const QList<QVariant> failed = imports.takeFirst();
    QVERIFY(failed.at(0).toStringList().isEmpty());
    QCOMPARE(failed.at(1).toStringList().size(), 1);
    QVERIFY2(failed.at(1).toStringList().front().contains(QLatin1String("not-a-result.json")), qPrintable(failed.at(1).toStringList().front()));
    QTRY_VERIFY(!history->isBusy());
    QCOMPARE(history->model()->rowCount(), 3);
    QVERIFY2(finishFileJob(window, &error, [&] { return window.compareSessions({paths.front(), imported}, &error); }), qPrintable(error));
    bool sawVllm = false;
    for (const RequestRecord &record : window.requestsModel()->records())
        sawVllm = sawVllm || record.provider.find("vLLM") != std::string::npos;
    QVERIFY(sawVllm);
}

QTEST_MAIN(TestRecovery)
#include "tst_recovery.moc"
