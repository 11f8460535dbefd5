// The workbench window, headless, driven as a user would: the first start offers the embedded
// lab's providers and a ready plan; a provider is added from a preset; the workload is changed; a
// shortened plan runs against the lab and fills the requests table and every live view; the table
// is filtered by provider and a request opened; the run is saved, opened again and exported; a long
// run is stopped; the client is calibrated; layout, panels and language come back on restart; the
// language switches at run time.
#include "windowfilejobs.h"
#include "testpaths.h"
#include "analysis/analysispane.h"
#include "analysis/compareview.h"
#include "analysis/conversationview.h"
#include "analysis/verdicttablemodel.h"
#include "base/i18n.h"
#include "engine/readyplan.h"
#include "help/guidewindow.h"
#include "lab/labserver.h"
#include "live/livestatsmodel.h"
#include "live/requesttimelineview.h"
#include "live/ttfthistogramview.h"
#include "live/ttftovertimeview.h"
#include "mainwindow.h"
#include "panels/endpointspanel.h"
#include "panels/planpanel.h"
#include "panels/providerlistmodel.h"
#include "panels/workloadpanel.h"
#include "requests/requestdetailview.h"
#include "requests/requestsfilterproxy.h"
#include "requests/requestsmodel.h"
#include "requests/requestspane.h"
#include "charts/providercolors.h"
#include "run/runstatuswidget.h"
#include "store/runlibrary.h"
#include "store/session.h"
#include "benchmarks/syntheticrecords.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QTextBrowser>
#include <QScreen>
#include <QSignalSpy>
#include <QProgressBar>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QTemporaryDir>
#include <QLabel>
#include <QStatusBar>
#include <QTest>
#include <QTranslator>

#include <set>

using namespace ttft;

namespace {

// A plan short enough for a test that still has both load levels: three lab providers at
// concurrency 1 and 10.
RunPlan shortPlan()
{
    RunPlan plan;
    plan.mode = LoadMode::ClosedLoop;
    plan.concurrency = {1, 10};
    plan.warmup = 1;
    plan.requests = 3;
    return plan;
}

QAction *languageAction(QWidget &window, const QString &code)
{
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->data().toString() == code)
            return action;
    }
    return nullptr;
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private:
    MainWindowOptions options(const QString &name) const
    {
        MainWindowOptions result;
        result.settingsPath = m_dir.filePath(name + QStringLiteral(".ini"));
        result.journalDirectory = m_dir.filePath(QStringLiteral("runs"));
        return result;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
    }

    void opensAndRetranslates()
    {
        MainWindow window(options(QStringLiteral("translate")));
        QTRY_VERIFY_WITH_TIMEOUT(window.labReady() || !window.lab(), 10'000); // the lab starts off the UI thread
        window.setLanguage(QStringLiteral("en"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.windowTitle(), QStringLiteral("TTFT Workbench"));
        QVERIFY(!window.grab().isNull());

        // Loading the Chinese translation renames the window and its menus live.
        QTranslator translator;
        QVERIFY(translator.load(QLocale(QLocale::Chinese, QLocale::China), QStringLiteral("ttft"), QStringLiteral("_"),
                                QStringLiteral(":/i18n")));
        QCoreApplication::installTranslator(&translator);
        QTRY_COMPARE(window.windowTitle(), QStringLiteral("TTFT 工作台"));
        QCOMPARE(window.menuBar()->actions().constFirst()->text(), QStringLiteral("文件(&F)"));
        QCoreApplication::removeTranslator(&translator);
        QTRY_COMPARE(window.windowTitle(), QStringLiteral("TTFT Workbench"));

        // The Language menu does the same, and the choice is kept.
        QAction *chinese = languageAction(window, QStringLiteral("zh_CN"));
        QVERIFY(chinese);
        chinese->trigger();
        QTRY_COMPARE(window.windowTitle(), QStringLiteral("TTFT 工作台"));
        QVERIFY(chinese->isChecked());
        languageAction(window, QStringLiteral("en"))->trigger();
        QTRY_COMPARE(window.windowTitle(), QStringLiteral("TTFT Workbench"));
        QCOMPARE(window.runAction()->text(), QStringLiteral("Run"));
    }

    // Help ▸ User guide lists every page of docs/guide and shows each, pictures included (read on a
    // file job, never from the UI thread); links between pages are followed in the guide's window.
    void helpMenuOpensTheGuide()
    {
        MainWindowOptions guideOptions = options(QStringLiteral("guide"));
        guideOptions.startLab = false;
        MainWindow window(guideOptions);
        window.setLanguage(QStringLiteral("en"));
        window.show();
        QMenu *guideMenu = nullptr;
        for (QAction *action : window.menuBar()->actions())
            for (QAction *inner : action->menu() ? action->menu()->actions() : QList<QAction *>{})
                if (inner->menu() && inner->text() == QStringLiteral("User &guide"))
                    guideMenu = inner->menu();
        QVERIFY(guideMenu);
        // Every page of the guide is in the menu, and the menu names no page that is not there.
        const QDir guide(ttftTestPath(TTFT_SOURCE_DIR "/docs/guide"));
        QStringList onDisk = guide.entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name);
        QStringList inMenu;
        for (QAction *action : guideMenu->actions())
            inMenu << action->data().toString();
        inMenu.sort();
        QCOMPARE(inMenu, onDisk);
        QCOMPARE(guideMenu->actions().front()->shortcut(), QKeySequence(QKeySequence::HelpContents));

        for (QAction *action : guideMenu->actions()) {
            action->trigger();
            GuideWindow *shown = window.guideWindow();
            QVERIFY(shown);
            QTRY_VERIFY_WITH_TIMEOUT(!shown->loading() && shown->currentPage().endsWith(action->data().toString()), 10'000);
            QVERIFY(shown->isVisible());
            // The page's own first heading is on show.
            QFile page(guide.filePath(action->data().toString()));
            QVERIFY(page.open(QIODevice::ReadOnly));
            const QString heading = QString::fromUtf8(page.readLine()).remove(QLatin1Char('#')).remove(QLatin1Char('`')).trimmed();
            QVERIFY2(shown->browser()->toPlainText().startsWith(heading), qPrintable(action->data().toString()));
        }
        // A page's pictures come with it: the compare page shows the compare view's screenshot.
        GuideWindow *guideWindow = window.guideWindow();
        window.showGuide(QStringLiteral("compare-providers.md"));
        QTRY_VERIFY(!guideWindow->loading() && guideWindow->currentPage().endsWith(QLatin1String("compare-providers.md")));
        const QImage picture = guideWindow->browser()->loadResource(QTextDocument::ImageResource, QUrl(QStringLiteral("../analysis-compare-light.png"))).value<QImage>();
        QVERIFY(!picture.isNull());
        QVERIFY(picture.width() > 400);
        // A link to another page is followed here; a page that is not there says so.
        Q_EMIT guideWindow->browser()->anchorClicked(QUrl(QStringLiteral("metrics.md")));
        QTRY_VERIFY(!guideWindow->loading() && guideWindow->currentPage().endsWith(QLatin1String("metrics.md")));
        QSignalSpy failed(guideWindow, &GuideWindow::pageFailed);
        window.showGuide(QStringLiteral("no-such-page.md"));
        QTRY_COMPARE(failed.count(), 1);
        QVERIFY(failed.front().at(0).toString().contains(QLatin1String("no-such-page.md")));
        QVERIFY(guideWindow->browser()->toPlainText().contains(QLatin1String("no-such-page.md")));

        if (const QString directory = qEnvironmentVariable("TTFT_SCREENSHOT_DIR"); !directory.isEmpty()) {
            window.showGuide(QStringLiteral("compare-providers.md"));
            QTRY_VERIFY(!guideWindow->loading() && guideWindow->currentPage().endsWith(QLatin1String("compare-providers.md")));
            QTest::qWait(300);
            const QSize size = window.screen()->size();
            QVERIFY(window.screen()->grabWindow(0).save(directory + QStringLiteral("/guide-%1x%2.png").arg(size.width()).arg(size.height())));
        }
    }

    // The window fits a 1280×720 screen in both languages: its minimum size (what its docks' and
    // bars' contents ask for) is at most that, so a 1366×768 laptop shows every dock.
    void fitsSmallScreens_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }
    void fitsSmallScreens()
    {
        QFETCH(QString, language);
        MainWindow window(options(QStringLiteral("fits-") + language));
        QTRY_VERIFY_WITH_TIMEOUT(window.labReady() || !window.lab(), 10'000); // the lab starts off the UI thread
        window.setLanguage(language);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QSize minimum = window.minimumSizeHint().expandedTo(window.minimumSize());
        QString why;
        for (QDockWidget *dock : window.findChildren<QDockWidget *>())
            why += QStringLiteral("\n  %1: %2×%3").arg(dock->objectName()).arg(dock->minimumSizeHint().width()).arg(dock->minimumSizeHint().height());
        QVERIFY2(minimum.width() <= 1280 && minimum.height() <= 720,
                 qPrintable(QStringLiteral("minimum %1×%2%3").arg(minimum.width()).arg(minimum.height()).arg(why)));
        window.setLanguage(QStringLiteral("en"));
    }

    // The UI thread never waits on a file: a 100,000-request session is read on the file job's
    // thread while a 10 ms timer on the UI thread keeps firing (a read on the UI thread would hold
    // it for the whole read, seconds), with its progress in the status bar; Cancel drops a second
    // open and leaves the first on show. How late the timer fires is measured in
    // bench_session_window, not asserted here.
    void opensALargeSessionWhileTheUiRuns()
    {
        constexpr int kRequests = 100'000;
        const QString path = m_dir.filePath(QStringLiteral("large.ttft.json"));
        {
            Session session;
            session.records.reserve(kRequests);
            for (int i = 0; i < kRequests; ++i)
                session.records.push_back(bench::syntheticRecord(i));
            QString error;
            QVERIFY2(writeSessionFile(path, session, &error), qPrintable(error));
        }
        MainWindowOptions opts = options(QStringLiteral("large"));
        opts.startLab = false;
        MainWindow window(opts);
        QTRY_VERIFY_WITH_TIMEOUT(window.labReady() || !window.lab(), 10'000); // the lab starts off the UI thread
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *progress = window.findChild<QProgressBar *>(QStringLiteral("fileProgress"));
        auto *cancel = window.findChild<QToolButton *>(QStringLiteral("fileCancel"));
        QVERIFY(progress && cancel);

        int ticksDuringRead = 0;
        bool sawCount = false;
        QTimer ticker;
        QObject::connect(&ticker, &QTimer::timeout, [&] {
            if (!window.fileJobRunning())
                return;
            ++ticksDuringRead;
            const bool counting = progress->format().contains(QStringLiteral("of ") + QLocale().toString(kRequests));
            // With TTFT_SCREENSHOT_DIR: the status bar while the records are read, to look at.
            if (counting && !sawCount && !qEnvironmentVariableIsEmpty("TTFT_SCREENSHOT_DIR"))
                window.grab().save(qEnvironmentVariable("TTFT_SCREENSHOT_DIR") + QStringLiteral("/window-opening.png"));
            sawCount = sawCount || counting;
        });
        ticker.start(10);
        QSignalSpy finished(&window, &MainWindow::fileJobFinished);
        QString error;
        QVERIFY2(window.openSession(path, &error), qPrintable(error));
        QVERIFY(window.fileJobRunning());            // returned at once, the read under way
        QCOMPARE(window.requestsModel()->rowCount(), 0);
        QVERIFY(!window.openAction()->isEnabled()); // one file job at a time
        QVERIFY(!window.runAction()->isEnabled());
        QVERIFY(finished.wait(240'000));
        QVERIFY2(finished.front().at(0).toBool(), qPrintable(finished.front().at(1).toString()));
        QCOMPARE(window.requestsModel()->rowCount(), kRequests);
        qInfo("%d UI timer ticks while the session was read", ticksDuringRead);
        QVERIFY2(ticksDuringRead >= 20, qPrintable(QString::number(ticksDuringRead)));
        QVERIFY(sawCount);
        QVERIFY(!progress->isVisible());
        QVERIFY(window.openAction()->isEnabled());

        // Cancelled: nothing changes, the first session stays on show.
        finished.clear();
        QVERIFY2(window.openSession(path, &error), qPrintable(error));
        QTRY_VERIFY(cancel->isVisible());
        cancel->click();
        QVERIFY(finished.wait(240'000));
        QVERIFY(!finished.front().at(0).toBool());
        QCOMPARE(finished.front().at(1).toString(), QStringLiteral("Cancelled; nothing was changed."));
        QCOMPARE(window.requestsModel()->rowCount(), kRequests);
        QVERIFY(!window.fileJobRunning());
    }

    // A damaged or hostile file in the runs folder: the window starts and lists it as unreadable.
    void startsWithABadFileInItsRunsFolder()
    {
        MainWindowOptions bad = options(QStringLiteral("badruns"));
        bad.journalDirectory = m_dir.filePath(QStringLiteral("badruns"));
        QVERIFY(QDir().mkpath(bad.journalDirectory));
        QFile file(bad.journalDirectory + QStringLiteral("/run-bad.ttft.json"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format":"ttft-workbench-session","schema_version":"2","recovered":"yes","records":[{"type":7}]})");
        file.close();
        MainWindow window(bad);
        QTRY_VERIFY_WITH_TIMEOUT(window.labReady() || !window.lab(), 10'000); // the lab starts off the UI thread
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.runAction()->isEnabled());
    }

    void firstStartOffersTheLab()
    {
        MainWindow window(options(QStringLiteral("first")));
        QTRY_VERIFY_WITH_TIMEOUT(window.labReady() || !window.lab(), 10'000); // the lab starts off the UI thread
        QVERIFY(window.lab());
        QVERIFY(window.lab()->isRunning());
        const std::vector<ProviderProfile> providers = window.endpointsPanel()->includedProviders();
        QCOMPARE(providers.size(), std::size_t(3));
        std::set<std::string> models;
        for (const ProviderProfile &profile : providers) {
            QCOMPARE(QString::fromStdString(profile.baseUrl), window.labBaseUrl());
            models.insert(profile.model);
        }
        QCOMPARE(models, (std::set<std::string>{"lab-fast", "lab-steady", "lab-slow"}));
        QCOMPARE(window.planPanel()->plan(), readyPlan());
        QVERIFY(window.runAction()->isEnabled());
        QVERIFY(!window.stopAction()->isEnabled());
        QString error;
        const RunSpec spec = window.currentRunSpec(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(spec.providers.size(), std::size_t(3));
    }

    // A conversation plan set in the Plan panel runs from the window like any other, and the
    // finished run comes up on the Conversations view: per provider and strategy, TTFT by turn.
    void runsConversations()
    {
        MainWindow window(options(QStringLiteral("conversations")));
        QTRY_VERIFY_WITH_TIMEOUT(window.labReady() || !window.lab(), 10'000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Workload workload = window.workloadPanel()->workload();
        workload.maxTokens = 4;
        window.workloadPanel()->setWorkload(workload);
        RunPlan plan;
        plan.mode = LoadMode::ClosedLoop;
        plan.conversations.users = 2;
        plan.conversations.turns = 3;
        plan.conversations.gapsS = {0.05};
        plan.conversations.history = {{}, {HistoryStrategy::Kind::LastTurns, 1}};
        plan.concurrency = {2};
        window.planPanel()->setPlan(plan);
        QCOMPARE(window.planPanel()->plan().conversations, plan.conversations);
        QSignalSpy finished(&window, &MainWindow::runFinished);
        window.runAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 90'000);
        ConversationView *view = window.analysisPane()->conversationView();
        QTRY_COMPARE_WITH_TIMEOUT(window.analysisPane()->currentWidget(), static_cast<QWidget *>(view), 10'000);
        QCOMPARE(view->stats().size(), std::size_t(3 * 2)); // three lab providers, two strategies
        for (const ConversationStats &stats : view->stats()) {
            QCOMPARE(stats.turns.size(), std::size_t(3));
            QCOMPARE(stats.completed, 2);
        }
    }

    // A repeated prompt without cache busting hits the lab's prefix cache (on by default, as on
    // llama.cpp and vLLM): the finished run says so on its status line, the lines in its tooltip.
    void warnsOnTheStatusLine()
    {
        MainWindow window(options(QStringLiteral("warnings")));
        QTRY_VERIFY_WITH_TIMEOUT(window.labReady() || !window.lab(), 10'000); // the lab starts off the UI thread
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Workload workload = window.workloadPanel()->workload();
        workload.maxTokens = 4;
        workload.cacheBust = false;
        window.workloadPanel()->setWorkload(workload);
        RunPlan plan;
        plan.mode = LoadMode::ClosedLoop;
        plan.concurrency = {1};
        plan.warmup = 1;
        plan.requests = 3;
        plan.promptTokens = {1000};
        window.planPanel()->setPlan(plan);
        QSignalSpy finished(&window, &MainWindow::runFinished);
        window.runAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 60'000);
        QLabel *message = nullptr;
        for (QLabel *label : window.statusBar()->findChildren<QLabel *>()) {
            if (label->text().startsWith(QStringLiteral("Finished:")))
                message = label;
        }
        QVERIFY(message);
        QVERIFY2(message->text().contains(QStringLiteral("Warnings: 3")), qPrintable(message->text())); // one per provider
        QVERIFY2(message->toolTip().contains(QStringLiteral("hit the server's prompt cache with cache busting off")),
                 qPrintable(message->toolTip()));
        QVERIFY(message->toolTip().contains(QStringLiteral("Journal: ")));
    }

    void runsTheLabAndFillsEveryView()
    {
        MainWindow window(options(QStringLiteral("flow")));
        QTRY_VERIFY_WITH_TIMEOUT(window.labReady() || !window.lab(), 10'000); // the lab starts off the UI thread
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAbstractItemModelTester requestsTester(window.requestsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(window.requestsPane()->proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto *stats = window.findChild<LiveStatsModel *>();
        QVERIFY(stats);
        QAbstractItemModelTester statsTester(stats, QAbstractItemModelTester::FailureReportingMode::QtTest);

        // Add a provider from a preset, and leave it out of this run (nothing listens for it here).
        EndpointsPanel *endpoints = window.endpointsPanel();
        const int row = endpoints->addFromPreset(QStringLiteral("ollama"));
        QVERIFY(row >= 0);
        QCOMPARE(endpoints->model()->rowCount(), 4);
        QCOMPARE(endpoints->includedProviders().size(), std::size_t(4));
        QVERIFY(endpoints->model()->setData(endpoints->model()->index(row, 0), Qt::Unchecked, Qt::CheckStateRole));
        QCOMPARE(endpoints->includedProviders().size(), std::size_t(3));

        // Change the workload: the voice assistant, short answers, answers kept for the detail pane.
        QVERIFY(window.workloadPanel()->loadTemplate(QStringLiteral("voice")));
        Workload workload = window.workloadPanel()->workload();
        workload.maxTokens = 8;
        workload.keepText = true;
        window.workloadPanel()->setWorkload(workload);
        window.planPanel()->setPlan(shortPlan());
        const RunSpec spec = window.currentRunSpec();
        QCOMPARE(spec.workload.templateName, std::string("voice"));
        QCOMPARE(spec.workload.maxTokens, std::optional<int>(8));

        QSignalSpy finished(&window, &MainWindow::runFinished);
        QVERIFY(window.runAction()->isEnabled());
        window.runAction()->trigger();
        // At once, while the keys are read: Run is off, Stop on; the run itself starts when they
        // have arrived, from the event loop.
        QVERIFY(!window.runAction()->isEnabled());
        QVERIFY(window.stopAction()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(window.runController()->isRunning(), 10'000);
        QVERIFY(!window.runAction()->isEnabled());
        QVERIFY(window.stopAction()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 90'000);
        QVERIFY(window.runAction()->isEnabled());
        QVERIFY(!window.stopAction()->isEnabled());

        // Every request is in the table: 3 providers × (c1: 1 warm-up + 3, c10: 10 warm-ups + 3).
        RequestsModel *requests = window.requestsModel();
        QCOMPARE(requests->rowCount(), 3 * (4 + 13));
        QCOMPARE(window.runController()->progress().recorded, 3 * (4 + 13));
        std::set<std::string> providers;
        std::set<std::string> cells;
        for (int i = 0; i < requests->rowCount(); ++i) {
            const RequestRecord *record = requests->recordAt(i);
            QVERIFY2(!record->failed(), record->errorMessage.c_str());
            QVERIFY(record->outputTokens && *record->outputTokens <= 8);
            providers.insert(record->provider);
            cells.insert(record->cell);
        }
        QCOMPARE(providers, (std::set<std::string>{"lab-fast", "lab-steady", "lab-slow"}));
        QCOMPARE(cells, (std::set<std::string>{"c1", "c10"}));
        QVERIFY(window.runStatus()->countsText().contains(QStringLiteral("51 done, 0 failed")));
        QVERIFY(window.runStatus()->light() != HealthLight::Unknown);

        // Every live view was fed.
        QCOMPARE(stats->rowCount(), 6); // provider × level
        auto *histogram = window.findChild<TtftHistogramView *>();
        QVERIFY(histogram);
        QCOMPARE(histogram->shownProviders().size(), 3);
        QVERIFY(window.findChild<RequestTimelineView *>());
        QVERIFY(window.findChild<TtftOverTimeView *>());

        // The analysis came up by itself with the finished run: Compare holds the three providers
        // and a verdict for each pair in both cells.
        QVERIFY(window.analysisDock()->isVisible());
        QVERIFY(!window.analysisDock()->visibleRegion().isEmpty());
        QCOMPARE(window.analysisPane()->currentWidget(), static_cast<QWidget *>(window.analysisPane()->compareView()));
        CompareView *compare = window.analysisPane()->compareView();
        QStringList compared;
        for (const ProviderSample &sample : compare->data().providers)
            compared << sample.provider;
        QCOMPARE(compared, (QStringList{QStringLiteral("lab-fast"), QStringLiteral("lab-steady"), QStringLiteral("lab-slow")}));
        QTRY_COMPARE(compare->verdictModel()->rowCount(), 2 * 3);
        QVERIFY(window.refreshAnalysisAction()->isEnabled());

        // Filter the table by provider and open a request.
        RequestsPane *pane = window.requestsPane();
        pane->providerFilter()->setCurrentIndex(pane->providerFilter()->findData(QStringLiteral("lab-slow")));
        QCOMPARE(pane->table()->model()->rowCount(), 17);
        for (int i = 0; i < pane->table()->model()->rowCount(); ++i)
            QCOMPARE(pane->table()->model()->index(i, RequestsModel::ProviderColumn).data().toString(), QStringLiteral("lab-slow"));
        pane->levelFilter()->setCurrentIndex(pane->levelFilter()->findData(QStringLiteral("c1")));
        pane->statusFilter()->setCurrentIndex(pane->statusFilter()->findData(int(RequestsFilterProxy::MeasuredOnly)));
        QCOMPARE(pane->table()->model()->rowCount(), 3);
        pane->table()->selectRow(0);
        const std::optional<RequestRecord> &shown = pane->detail()->record();
        QVERIFY(shown);
        QCOMPARE(shown->provider, std::string("lab-slow"));
        QVERIFY(!shown->text.empty());
        QVERIFY(pane->detail()->plainText().contains(QString::fromStdString(shown->text).left(20)));

        // Save, open again, export.
        const QString session = m_dir.filePath(QStringLiteral("flow.ttft.json"));
        QString error;
        QVERIFY2(finishFileJob(window, &error, [&] { return window.saveSession(session, &error); }), qPrintable(error));
        // What only the live run could measure is in the file, as `ttft-bench run` writes it: the
        // requests sent, and for each lab provider what the client and loopback added to its TTFT
        // over the lab's own account (6 measured requests each; a fraction of a millisecond to a
        // few, never negative by more than the clocks' read).
        Session saved;
        QVERIFY2(readSessionFile(session, saved, &error), qPrintable(error));
        QCOMPARE(saved.duringRun.dispatched, std::optional<std::int64_t>(51));
        QVERIFY(saved.duringRun.labClientMinusServerTtftMs);
        const std::map<std::string, MetricSummary> &bias = *saved.duringRun.labClientMinusServerTtftMs;
        QCOMPARE(bias.size(), std::size_t(3));
        for (const char *name : {"lab-fast", "lab-steady", "lab-slow"}) {
            QCOMPARE(bias.at(name).count, 6);
            const double p50 = bias.at(name).p50.value_or(-1.0);
            QVERIFY2(p50 > -0.5 && p50 < 50, qPrintable(QString::number(p50)));
        }
        // The server's account, as the CLI keeps it: the in-body timings' overhead per provider.
        QVERIFY(saved.duringRun.serverCrossCheck.is_object());
        QVERIFY(saved.duringRun.serverCrossCheck.contains("overhead"));
        QVERIFY2(finishFileJob(window, &error, [&] { return window.openSession(session, &error); }), qPrintable(error));
        QCOMPARE(requests->rowCount(), 51);
        QCOMPARE(stats->rowCount(), 6);
        QVERIFY(window.windowTitle().contains(QStringLiteral("flow.ttft.json")));
        const QString exported = m_dir.filePath(QStringLiteral("export"));
        QVERIFY2(finishFileJob(window, &error, [&] { return window.exportResults(exported, &error); }), qPrintable(error));
        for (const char *name : {"requests.csv", "summary.json", "requests.jsonl"})
            QVERIFY(QFile::exists(exported + QLatin1Char('/') + QLatin1String(name)));
        // The run's journal is there too, for a crash, and opens like a session.
        const QString journal = window.runController()->journalPath();
        QVERIFY(QFile::exists(journal));
        QVERIFY2(finishFileJob(window, &error, [&] { return window.openSession(journal, &error); }), qPrintable(error));
        QCOMPARE(requests->rowCount(), 51);
        QVERIFY(!finishFileJob(window, &error, [&] { return window.openSession(m_dir.filePath(QStringLiteral("missing.ttft.json")), &error); }));
        QVERIFY(!error.isEmpty());
    }

    void stopsALongRun()
    {
        MainWindow window(options(QStringLiteral("stop")));
        QTRY_VERIFY_WITH_TIMEOUT(window.labReady() || !window.lab(), 10'000); // the lab starts off the UI thread
        window.show();
        RunPlan plan;
        plan.mode = LoadMode::ClosedLoop;
        plan.concurrency = {4};
        plan.warmup = 0;
        plan.durationS = 120;
        window.planPanel()->setPlan(plan);
        QSignalSpy finished(&window, &MainWindow::runFinished);
        window.runAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window.requestsModel()->rowCount() > 0, 20'000);
        // Stopped while every worker has a request on the wire (3 providers × 4).
        QTRY_VERIFY_WITH_TIMEOUT(window.runController()->progress().inFlight >= 12, 10'000);
        window.stopAction()->trigger();
        QVERIFY(!window.stopAction()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 10'000);
        const RunOutcome outcome = finished.at(0).at(0).value<RunOutcome>();
        QVERIFY(outcome.stopped);
        int cancelled = 0;
        for (int i = 0; i < window.requestsModel()->rowCount(); ++i)
            cancelled += window.requestsModel()->recordAt(i)->errorClass == ErrorClass::Cancelled ? 1 : 0;
        QVERIFY(cancelled >= 12);
        QCOMPARE(std::int64_t(window.requestsModel()->rowCount()), outcome.dispatched);
        QVERIFY(window.runAction()->isEnabled());
    }

    void calibratesTheClient()
    {
        MainWindow window(options(QStringLiteral("calibrate")));
        QTRY_VERIFY_WITH_TIMEOUT(window.labReady() || !window.lab(), 10'000); // the lab starts off the UI thread
        QVERIFY(window.calibrateAction()->isEnabled());
        QSignalSpy done(&window, &MainWindow::calibrationFinished);
        window.calibrateAction()->trigger();
        QVERIFY(!window.calibrateAction()->isEnabled());
        QVERIFY(!window.runAction()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(done.count() == 1, 60'000);
        QVERIFY2(window.lastCalibrationText().contains(QStringLiteral("curl: median")), qPrintable(window.lastCalibrationText()));
        QVERIFY(window.lastCalibrationText().contains(QStringLiteral("qt: median")));
        QVERIFY(window.calibrateAction()->isEnabled());
    }

    void restoresLayoutPanelsAndLanguage()
    {
        RunPlan plan = shortPlan();
        plan.requests = 7;
        {
            MainWindow window(options(QStringLiteral("restart")));
            QTRY_VERIFY_WITH_TIMEOUT(window.labReady() || !window.lab(), 10'000); // the lab starts off the UI thread
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.planPanel()->setPlan(plan);
            window.endpointsPanel()->addFromPreset(QStringLiteral("vllm"));
            window.findChild<QDockWidget *>(QStringLiteral("TimelineDock"))->hide();
            window.setLanguage(QStringLiteral("zh_CN"));
            window.close(); // saves
        }
        MainWindow again(options(QStringLiteral("restart")));
        QTRY_VERIFY_WITH_TIMEOUT(again.labReady() || !again.lab(), 10'000); // the lab starts off the UI thread
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QCOMPARE(again.planPanel()->plan(), plan);
        QCOMPARE(again.endpointsPanel()->model()->rowCount(), 4); // the lab's three are not added twice
        QVERIFY(again.findChild<QDockWidget *>(QStringLiteral("TimelineDock"))->isHidden());
        QCOMPARE(again.windowTitle(), QStringLiteral("TTFT 工作台"));
        again.setLanguage(QStringLiteral("en"));
        QTRY_COMPARE(again.windowTitle(), QStringLiteral("TTFT Workbench"));
    }

    // Pictures for the README: the whole window during and after the default plan (three lab
    // providers at concurrency 1 and 10). Only when TTFT_SCREENSHOT_DIR names a directory; run it
    // under xvfb-run for the platform's real style and fonts.
    // Pictures for README and docs/, made with TTFT_SCREENSHOT_DIR set and run under a real X
    // server (xvfb-run -s "-screen 0 1366x768x24", QT_QPA_PLATFORM=xcb): the window as a new user
    // gets it on that screen (first start, the ready plan on the lab), during the run, finished,
    // and a saved session opened in a new window. screen-*-WxH.png is the whole screen, so what
    // does not fit shows; workbench-*.png (at 1600×1000 only) the window alone, for README.
    void screenshots()
    {
        const QString directory = qEnvironmentVariable("TTFT_SCREENSHOT_DIR");
        if (directory.isEmpty())
            QSKIP("TTFT_SCREENSHOT_DIR is not set");
        const QString language = qEnvironmentVariable("TTFT_SCREENSHOT_LANGUAGE", QStringLiteral("en"));
        MainWindow window(options(QStringLiteral("screenshots-") + language));
        QTRY_VERIFY_WITH_TIMEOUT(window.labReady() || !window.lab(), 10'000); // the lab starts off the UI thread
        window.setLanguage(language);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QScreen *screen = window.screen();
        const QSize size = screen->size();
        const QString suffix = QStringLiteral("-%1x%2%3").arg(size.width()).arg(size.height())
                                   .arg(language == QLatin1String("en") ? QString() : QLatin1Char('-') + language);
        const bool readme = size == QSize(1600, 1000) && language == QLatin1String("en");
        const auto shoot = [&](QWidget &shown, const QString &state) {
            QTest::qWait(400);
            QVERIFY(screen->grabWindow(0).save(directory + QStringLiteral("/screen-") + state + suffix + QStringLiteral(".png")));
            if (readme)
                QVERIFY(shown.grab().save(directory + QStringLiteral("/workbench-") + state + QStringLiteral(".png")));
        };
        QTest::qWait(500);
        shoot(window, QStringLiteral("first-start"));

        QSignalSpy finished(&window, &MainWindow::runFinished);
        window.runAction()->trigger();
        // During the run: well into the first concurrency-10 cell.
        QTRY_VERIFY_WITH_TIMEOUT(window.runController()->progress().cellIndex == 2
                                     && window.runController()->progress().recorded >= 260,
                                 400'000);
        shoot(window, QStringLiteral("running"));
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 400'000);
        // The finished run: the analysis comes forward (verdicts are computed off the UI thread).
        QTest::qWait(1'500);
        QCOMPARE(window.runStatus()->light(), HealthLight::Green); // an idle machine: the client kept up
        shoot(window, QStringLiteral("done"));
        if (readme) {
            // One request in the detail pane, as a user would after the run; the run in the history.
            window.findChild<QDockWidget *>(QStringLiteral("RequestsDock"))->raise();
            RequestsPane *pane = window.requestsPane();
            pane->statusFilter()->setCurrentIndex(pane->statusFilter()->findData(int(RequestsFilterProxy::MeasuredOnly)));
            pane->table()->selectRow(2);
            QTest::qWait(300);
            QVERIFY(window.grab().save(directory + QStringLiteral("/workbench-request.png")));
            window.findChild<QDockWidget *>(QStringLiteral("HistoryDock"))->raise();
            QTest::qWait(300);
            QVERIFY(window.grab().save(directory + QStringLiteral("/workbench-history.png")));
        }
        const QString session = sessionPathForJournal(window.runController()->journalPath());
        QVERIFY(QFile::exists(session));
        window.close();

        // The saved session, opened in a new window (a new user's first start, then File › Open).
        MainWindow reader(options(QStringLiteral("screenshots-reader-") + language));
        QTRY_VERIFY_WITH_TIMEOUT(reader.labReady() || !reader.lab(), 10'000); // the lab starts off the UI thread
        reader.setLanguage(language);
        reader.show();
        QVERIFY(QTest::qWaitForWindowExposed(&reader));
        QString error;
        QVERIFY2(finishFileJob(reader, &error, [&] { return reader.openSession(session, &error); }), qPrintable(error));
        QTest::qWait(1'500);
        shoot(reader, QStringLiteral("session"));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
