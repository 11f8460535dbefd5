#include "mainwindow.h"

#include "analysis/analysispane.h"
#include "analysis/checklistpanel.h"
#include "analysis/scenariosview.h"
#include "engine/readyplan.h"
#include "history/regressiondialog.h"
#include "history/runhistorypanel.h"
#include "base/monoclock.h"
#include "lab/labclientbias.h"
#include "lab/labserver.h"
#include "lab/latencymodel.h"
#include "model/environment.h"
#include "requests/requestspane.h"
#include "report/chartexportactions.h"
#include "report/reportactions.h"
#include "requests/requestsmodel.h"
#include "run/clientcalibration.h"
#include "run/labdefaults.h"
#include "run/filejob.h"
#include "run/runexport.h"
#include "run/runstatuswidget.h"
#include "settings/languageswitcher.h"
#include "settings/workbenchsettings.h"
#include "stats/percentile.h"
#include "stats/runwarnings.h"
#include "store/runlibrary.h"
#include "store/session.h"
#include "store/sessionmerge.h"
#include "launch/runbuilder.h"

#include "keys/runkeys.h"
#include "live/livestatsmodel.h"
#include "live/requesttimelineview.h"
#include "live/ttfthistogramview.h"
#include "live/ttftovertimeview.h"
#include "panels/endpointspanel.h"
#include "panels/planpanel.h"
#include "panels/voicepanel.h"
#include "panels/workloadpanel.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QScreen>
#include <QScrollArea>
#include <QStatusBar>
#include <QStyle>
#include <QTableView>
#include <QThread>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>

#include <algorithm>

namespace ttft {

MainWindow::MainWindow(QWidget *parent)
    : MainWindow(MainWindowOptions{}, parent)
{
}

MainWindow::MainWindow(const MainWindowOptions &options, QWidget *parent)
    : QMainWindow(parent)
    , m_options(options)
    , m_settings(std::make_unique<WorkbenchSettings>(options.settingsPath))
    , m_language(new LanguageSwitcher(this))
    , m_controller(new RunController(this))
    , m_runKeys(new RunKeyResolver(this))
    , m_files(new FileJob(this))
    , m_calibration(new ClientCalibration(this))
    , m_requestsModel(new RequestsModel(this))
    , m_tableFlush(new QTimer(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    if (!options.journalDirectory.isEmpty())
        m_controller->setJournalDirectory(options.journalDirectory);
    if (options.startLab)
        startLab();

    // The docks fill the window; the central widget only anchors them.
    m_anchor = new QWidget(this);
    m_anchor->setMaximumWidth(0); // its height stays free, so that the bottom band can be resized
    setCentralWidget(m_anchor);
    setDockOptions(AnimatedDocks | AllowNestedDocks | AllowTabbedDocks);
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::TopLeftCorner, Qt::LeftDockWidgetArea);

    createActions();
    createMenus();
    createDocks();

    m_status = new RunStatusWidget(this);
    m_message = new QLabel(this);
    statusBar()->addWidget(m_message, 1);
    // A file job's progress and its Cancel, shown only while one runs.
    m_fileProgress = new QProgressBar(this);
    m_fileProgress->setObjectName(QStringLiteral("fileProgress"));
    // Room for "Opening run-20261203-064151-1.ttft.json: 51234 of 100000" on one line.
    m_fileProgress->setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('x')) * 44);
    m_fileProgress->setMaximumWidth(fontMetrics().horizontalAdvance(QLatin1Char('x')) * 60);
    m_fileProgress->setVisible(false);
    m_fileCancel = new QToolButton(this);
    m_fileCancel->setObjectName(QStringLiteral("fileCancel"));
    m_fileCancel->setVisible(false);
    statusBar()->addPermanentWidget(m_fileProgress);
    statusBar()->addPermanentWidget(m_fileCancel);
    statusBar()->addPermanentWidget(m_status);
    connect(m_fileCancel, &QToolButton::clicked, m_files, &FileJob::cancel);
    connect(m_files, &FileJob::progressed, this, [this](const QString &what, qint64 done, qint64 total) {
        m_fileProgress->setVisible(true);
        m_fileCancel->setVisible(true);
        m_fileProgress->setRange(0, total > 0 ? 1000 : 0); // 0..0: busy until the records are counted
        m_fileProgress->setValue(total > 0 ? int(done * 1000 / total) : 0);
        const QLocale locale;
        m_fileProgress->setFormat(total > 0 ? tr("%1: %2 of %3").arg(what, locale.toString(done), locale.toString(total)) : what);
        m_fileProgress->setTextVisible(true);
    });
    connect(m_files, &FileJob::finished, this, [this](bool cancelled) {
        m_fileProgress->setVisible(false);
        m_fileCancel->setVisible(false);
        const QString error = cancelled ? tr("Cancelled; nothing was changed.") : std::exchange(m_fileError, QString());
        if (cancelled)
            m_message->setText(error);
        updateActions();
        Q_EMIT fileJobFinished(error.isEmpty(), error);
    });

    m_tableFlush->setInterval(500);
    m_tableFlush->setSingleShot(true);
    connect(m_tableFlush, &QTimer::timeout, this, &MainWindow::flushPendingRows);
    connect(m_controller, &RunController::recordsArrived, this, &MainWindow::showBatch);
    connect(m_runKeys, &RunKeyResolver::resolved, this, &MainWindow::launchRun);
    connect(m_runKeys, &RunKeyResolver::failed, this, [this](const QString &error) {
        m_pendingRun = {};
        reportProblem(tr("Cannot start the run"), error);
        updateActions();
        Q_EMIT runNotStarted(error);
    });
    connect(m_controller, &RunController::runStartKnown, this, [this](qint64 ns) {
        for (const LiveSink &sink : m_sinks)
            sink.setRunStart(ns);
    });
    connect(m_controller, &RunController::progressChanged, this,
            [this](const RunProgress &progress) { m_status->setProgress(progress, m_controller->isRunning()); });
    connect(m_controller, &RunController::healthChanged, m_status, &RunStatusWidget::setHealth);
    connect(m_controller, &RunController::finished, this, &MainWindow::onRunFinished);
    connect(m_calibration, &ClientCalibration::finished, this, &MainWindow::onCalibrationFinished);

    // Sized to the screen: most of it, up to what the views use well (a saved size wins later).
    if (const QScreen *screen = QGuiApplication::primaryScreen()) {
        const QSize available = screen->availableGeometry().size();
        resize(std::min(1600, available.width() * 94 / 100), std::min(1000, available.height() * 92 / 100));
    } else {
        resize(1280, 720);
    }
    m_defaultState = saveState();
    const bool firstStart = m_settings->isFirstStart();
    restoreSettings();
    if (firstStart)
        applyFirstStart();
    updateRecentMenu();
    retranslate();
    updateActions();
    // Once the window is up: runs that never ended are offered for recovery.
    QTimer::singleShot(0, this, &MainWindow::offerRecovery);
}

MainWindow::~MainWindow()
{
    // Runs and the calibration talk to the lab: they end before it does.
    delete m_calibration;
    m_calibration = nullptr;
    delete m_controller;
    m_controller = nullptr;
    if (m_labStarter) { // the lab is still starting: it is stopped once it has
        m_labStarter->wait();
        delete m_labStarter;
        m_labStarter = nullptr;
    }
    // A file job still going stops at its next record (a write leaves the old file); its result is dropped.
    delete m_files;
    m_files = nullptr;
    m_lab.reset();
}

void MainWindow::startLab()
{
    // Started on a thread of its own (LabServer::start waits for its server threads to listen):
    // the window comes up at once, and the lab's rows get their address when it is listening.
    m_lab = std::make_unique<LabServer>();
    auto error = std::make_shared<QString>();
    auto started = std::make_shared<bool>(false);
    m_labStarter = QThread::create([lab = m_lab.get(), error, started] { *started = lab->start(error.get()); });
    m_labStarter->setObjectName(QStringLiteral("lab start"));
    connect(m_labStarter, &QThread::finished, this, [this, error, started] {
        m_labStarter->deleteLater();
        m_labStarter = nullptr;
        if (*started) {
            m_labReady = true;
            m_endpoints->setLabBaseUrl(labBaseUrl());
            if (m_message->text() == tr("Starting the embedded lab server…"))
                m_message->setText(tr("Ready. The lab server runs at %1.").arg(labBaseUrl()));
        } else {
            m_lastProblem = tr("The embedded lab server could not start: %1").arg(*error);
            m_message->setText(m_lastProblem);
            m_lab.reset();
        }
        updateActions();
        Q_EMIT labSettled(*started);
    });
    m_labStarter->start();
}

QString MainWindow::labBaseUrl() const
{
    return m_lab && m_labReady ? m_lab->baseUrl() : QString();
}

void MainWindow::createActions()
{
    QStyle *s = style();
    m_runAction = new QAction(s->standardIcon(QStyle::SP_MediaPlay), QString(), this);
    m_runAction->setObjectName(QStringLiteral("runAction"));
    m_runAction->setShortcut(Qt::CTRL | Qt::Key_R);
    connect(m_runAction, &QAction::triggered, this, [this] {
        QString error;
        if (!startRun(&error))
            reportProblem(tr("Cannot start the run"), error);
    });
    m_stopAction = new QAction(s->standardIcon(QStyle::SP_MediaStop), QString(), this);
    m_stopAction->setObjectName(QStringLiteral("stopAction"));
    m_stopAction->setShortcut(Qt::CTRL | Qt::Key_Period);
    connect(m_stopAction, &QAction::triggered, this, &MainWindow::stopRun);
    m_refreshAnalysisAction = new QAction(s->standardIcon(QStyle::SP_FileDialogContentsView), QString(), this);
    m_refreshAnalysisAction->setObjectName(QStringLiteral("refreshAnalysisAction"));
    m_refreshAnalysisAction->setShortcut(Qt::Key_F5);
    connect(m_refreshAnalysisAction, &QAction::triggered, this, [this] {
        refreshAnalysis();
        showAnalysis(true);
    });
    m_calibrateAction = new QAction(s->standardIcon(QStyle::SP_BrowserReload), QString(), this);
    m_calibrateAction->setObjectName(QStringLiteral("calibrateAction"));
    connect(m_calibrateAction, &QAction::triggered, this, &MainWindow::calibrateClient);
    m_openAction = new QAction(s->standardIcon(QStyle::SP_DialogOpenButton), QString(), this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::openFromDialog);
    m_saveAction = new QAction(s->standardIcon(QStyle::SP_DialogSaveButton), QString(), this);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::saveFromDialog);
    m_exportAction = new QAction(s->standardIcon(QStyle::SP_FileDialogDetailedView), QString(), this);
    m_exportAction->setShortcut(Qt::CTRL | Qt::Key_E);
    connect(m_exportAction, &QAction::triggered, this, &MainWindow::exportFromDialog);
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    m_aboutAction = new QAction(this);
    connect(m_aboutAction, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About TTFT Workbench"),
                           tr("<p><b>TTFT Workbench</b> %1</p><p>Measures how fast streaming LLM APIs start "
                              "answering.</p><p>Qt %2</p>")
                               .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion())));
    });
    m_resetLayoutAction = new QAction(this);
    connect(m_resetLayoutAction, &QAction::triggered, this, [this] {
        restoreState(m_defaultState);
        applyDefaultSizes();
    });

    // Language names are written in their own language, never translated.
    m_languageGroup = new QActionGroup(this);
    m_englishAction = new QAction(QStringLiteral("English"), m_languageGroup);
    m_englishAction->setCheckable(true);
    m_englishAction->setData(QStringLiteral("en"));
    m_chineseAction = new QAction(QStringLiteral("简体中文"), m_languageGroup);
    m_chineseAction->setCheckable(true);
    m_chineseAction->setData(QStringLiteral("zh_CN"));
    connect(m_languageGroup, &QActionGroup::triggered, this,
            [this](QAction *action) { setLanguage(action->data().toString()); });

    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("MainToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->setMovable(false);
    m_toolBar->addAction(m_runAction);
    m_toolBar->addAction(m_stopAction);
    m_toolBar->addAction(m_refreshAnalysisAction);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_calibrateAction);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_openAction);
    m_toolBar->addAction(m_saveAction);
    m_toolBar->addAction(m_exportAction);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_openAction);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_fileMenu->addAction(m_saveAction);
    m_fileMenu->addAction(m_exportAction);
    // Report export and the Markdown table, from what the analysis pane shows (made with the docks,
    // before any menu can open).
    auto *reports = new ReportActions(
        this,
        [this] {
            ReportInput input;
            if (m_analysis) {
                input.analysis = m_analysis->input();
                input.ticks = m_analysis->checklistPanel()->ticks();
                input.scenarios = scenariosWithLimits(m_analysis->scenariosView()->limitsJson());
            }
            input.clientHealth = m_resultHealth;
            input.sourceFile = m_resultFile;
            return input;
        },
        this);
    reports->setObjectName(QStringLiteral("reportActions"));
    m_fileMenu->addAction(reports->exportReportAction());
    m_fileMenu->addAction(reports->copyMarkdownAction());
    reports->followMenu(m_fileMenu);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
    m_runMenu = menuBar()->addMenu(QString());
    m_runMenu->addAction(m_runAction);
    m_runMenu->addAction(m_stopAction);
    m_runMenu->addAction(m_refreshAnalysisAction);
    m_runMenu->addSeparator();
    m_runMenu->addAction(m_calibrateAction);
    m_viewMenu = menuBar()->addMenu(QString());
    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->addAction(m_englishAction);
    m_languageMenu->addAction(m_chineseAction);
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_aboutAction);
}

QDockWidget *MainWindow::addDock(const QString &objectName, QWidget *widget, Qt::DockWidgetArea area, bool scrollable)
{
    auto *dock = new QDockWidget(this);
    dock->setObjectName(objectName);
    if (scrollable) {
        // Forms and the analysis keep their own minimum size inside a scroll area: the dock (and
        // with it the window) can be smaller than the sum of its contents, as a 1366×768 laptop needs.
        auto *scroll = new QScrollArea(dock);
        scroll->setObjectName(objectName + QStringLiteral("Scroll"));
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidget(widget);
        dock->setWidget(scroll);
    } else {
        dock->setWidget(widget);
    }
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    addDockWidget(area, dock);
    m_docks.push_back(dock);
    m_viewMenu->addAction(dock->toggleViewAction());
    return dock;
}

template <typename View>
void MainWindow::addSink(View *view)
{
    m_sinks.push_back(LiveSink{
        [view](const std::vector<RequestRecord> &batch) { view->appendRecords(batch); },
        [view] { view->clear(); },
        [view](const QString &provider, const QColor &color) { view->setProviderColor(provider, color); },
        [view](std::int64_t ns) { view->setRunStartNs(ns); },
    });
}

void MainWindow::createDocks()
{
    m_endpoints = new EndpointsPanel(this);
    m_workload = new WorkloadPanel(this);
    m_plan = new PlanPanel(this);
    m_voice = new VoicePanel(this);
    m_endpoints->setObjectName(QStringLiteral("endpointsPanel"));
    m_workload->setObjectName(QStringLiteral("workloadPanel"));
    m_plan->setObjectName(QStringLiteral("planPanel"));
    m_voice->setObjectName(QStringLiteral("voicePanel"));
    // The plan's estimate counts the providers the run will measure, with the lab models' own
    // latency where they are the embedded lab's.
    const auto providersChanged = [this] {
        m_plan->setProviderLatencies(labProviderLatencies(m_endpoints->includedProviders(),
                                                          m_lab ? m_lab->config().models : std::vector<LabModel>{}));
        updateActions();
    };
    connect(m_endpoints, &EndpointsPanel::changed, this, providersChanged);
    providersChanged();
    const auto workloadChanged = [this] { m_plan->setMaxTokens(m_workload->workload().maxTokens); };
    connect(m_workload, &WorkloadPanel::changed, this, workloadChanged);
    workloadChanged();

    auto *histogram = new TtftHistogramView(this);
    auto *timeline = new RequestTimelineView(this);
    auto *overTime = new TtftOverTimeView(this);
    auto *stats = new LiveStatsModel(this);
    addSink(histogram);
    addSink(timeline);
    addSink(overTime);
    addSink(stats);
    m_statsTable = new QTableView(this);
    m_statsTable->setObjectName(QStringLiteral("liveStatsTable"));
    m_statsTable->setModel(stats);
    m_statsTable->verticalHeader()->hide();
    m_statsTable->setAlternatingRowColors(true);
    // A row per provider and level: few rows, so fitting the columns to their figures is cheap.
    m_statsTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_statsTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    // TTFT from the planned arrival means something only in open loops: the column shows with one.
    const auto showArrivalColumn = [this, stats] {
        m_statsTable->setColumnHidden(LiveStatsModel::FromArrivalP50Column, !stats->hasOpenLoop());
    };
    connect(stats, &QAbstractItemModel::rowsInserted, this, showArrivalColumn);
    connect(stats, &QAbstractItemModel::modelReset, this, showArrivalColumn);
    showArrivalColumn();
    m_requestsPane = new RequestsPane(m_requestsModel, this);
    m_analysis = new AnalysisPane(this);
    installChartExportActions(m_analysis);
    installLiveChartExportAction(histogram, [] { return tr("TTFT histogram"); }, QStringLiteral("ttft-histogram"));
    installLiveChartExportAction(overTime, [] { return tr("TTFT over time"); }, QStringLiteral("ttft-over-time"));
    installLiveChartExportAction(timeline, [] { return tr("Request timeline"); }, QStringLiteral("request-timeline"));

    // The left column's forms shrink to it: a combo box is as wide as the column gives it (its
    // longest item elided), not as wide as that item.
    for (QWidget *panel : std::initializer_list<QWidget *>{m_endpoints, m_workload, m_plan, m_voice}) {
        for (QComboBox *box : panel->findChildren<QComboBox *>()) {
            box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
            box->setMinimumContentsLength(8);
        }
    }
    QDockWidget *endpointsDock = addDock(QStringLiteral("EndpointsDock"), m_endpoints, Qt::LeftDockWidgetArea, true);
    QDockWidget *workloadDock = addDock(QStringLiteral("WorkloadDock"), m_workload, Qt::LeftDockWidgetArea, true);
    QDockWidget *planDock = addDock(QStringLiteral("PlanDock"), m_plan, Qt::LeftDockWidgetArea, true);
    QDockWidget *voiceDock = addDock(QStringLiteral("VoiceDock"), m_voice, Qt::LeftDockWidgetArea, true);
    QDockWidget *histogramDock = addDock(QStringLiteral("HistogramDock"), histogram, Qt::RightDockWidgetArea);
    QDockWidget *overTimeDock = addDock(QStringLiteral("OverTimeDock"), overTime, Qt::RightDockWidgetArea);
    QDockWidget *statsDock = addDock(QStringLiteral("StatsDock"), m_statsTable, Qt::RightDockWidgetArea);
    QDockWidget *timelineDock = addDock(QStringLiteral("TimelineDock"), timeline, Qt::RightDockWidgetArea);
    QDockWidget *requestsDock = addDock(QStringLiteral("RequestsDock"), m_requestsPane, Qt::BottomDockWidgetArea);
    QDockWidget *analysisDock = addDock(QStringLiteral("AnalysisDock"), m_analysis, Qt::BottomDockWidgetArea, true);
    m_history = new RunHistoryPanel(this);
    m_history->setObjectName(QStringLiteral("runHistory"));
    QDockWidget *historyDock = addDock(QStringLiteral("HistoryDock"), m_history, Qt::BottomDockWidgetArea);

    // Left: what to measure (Workload, Plan and the voice pipeline share a tab stack under
    // Endpoints). Right: the live views in a 2 × 2 grid. Bottom: every request.
    splitDockWidget(endpointsDock, workloadDock, Qt::Vertical);
    tabifyDockWidget(workloadDock, planDock);
    tabifyDockWidget(planDock, voiceDock);
    planDock->raise();
    splitDockWidget(histogramDock, overTimeDock, Qt::Horizontal);
    splitDockWidget(histogramDock, statsDock, Qt::Vertical);
    splitDockWidget(overTimeDock, timelineDock, Qt::Vertical);
    // The analysis shares the bottom band with the requests, as a tab the finished run raises.
    tabifyDockWidget(requestsDock, analysisDock);
    tabifyDockWidget(analysisDock, historyDock);
    m_history->setDirectory(m_controller->journalDirectory());
    m_history->setExtraFiles(m_settings->recentFiles());
    connect(m_history, &RunHistoryPanel::openRequested, this, [this](const QString &path) {
        QString error;
        if (!openSession(path, &error))
            reportProblem(tr("Cannot open"), error);
    });
    connect(m_history, &RunHistoryPanel::compareRequested, this, [this](const QStringList &paths) {
        QString error;
        if (!compareSessions(paths, &error))
            reportProblem(tr("Cannot compare"), error);
    });
    connect(m_history, &RunHistoryPanel::regressionsRequested, this, [this](const QStringList &paths) {
        QString error;
        if (!findRegressions(paths, &error))
            reportProblem(tr("Cannot compare"), error);
    });
    requestsDock->raise();
    // Before a run the checklist reads the plan as it is edited.
    const auto planEdited = [this] {
        if (m_requestsModel->rowCount() > 0 || m_controller->isRunning())
            return;
        RunDescription description;
        description.providers = m_endpoints->includedProviders();
        description.workload = m_workload->workload();
        description.plan = m_plan->plan();
        description.voice = m_voice->voicePlan();
        description.environment.note = m_plan->environmentNote().toStdString();
        m_analysis->checklistPanel()->setPlan(description);
    };
    connect(m_plan, &PlanPanel::changed, this, planEdited);
    connect(m_voice, &VoicePanel::changed, this, planEdited);
    connect(m_workload, &WorkloadPanel::changed, this, planEdited);
    connect(m_endpoints, &EndpointsPanel::changed, this, planEdited);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_resetLayoutAction);
}

int MainWindow::defaultLeftWidth() const
{
    return std::clamp(width() / 5, 300, 380);
}

void MainWindow::applyDefaultSizes()
{
    // Docks get their proportions only once the window has its size: the live views take most
    // of it, the configuration a column on the left, the requests a band at the bottom.
    const auto dock = [this](DockIndex index) { return m_docks[std::size_t(index)]; };
    const int width = this->width();
    const int height = this->height();
    const int left = defaultLeftWidth();
    m_defaultSizesPending = false;
    const int chartWidth = (width - left) / 2;
    resizeDocks({dock(EndpointsDockIndex)}, {left}, Qt::Horizontal);
    resizeDocks({dock(HistogramDockIndex), dock(OverTimeDockIndex)}, {chartWidth, chartWidth}, Qt::Horizontal);
    resizeDocks({dock(StatsDockIndex), dock(TimelineDockIndex)}, {chartWidth, chartWidth}, Qt::Horizontal);
    resizeDocks({dock(EndpointsDockIndex), dock(WorkloadDockIndex)}, {height * 27 / 100, height * 73 / 100}, Qt::Vertical);
    // One area at a time: the bottom band first, then the rows of the live views above it.
    resizeDocks({dock(RequestsDockIndex)}, {height * 30 / 100}, Qt::Vertical);
    resizeDocks({dock(HistogramDockIndex), dock(StatsDockIndex)}, {height * 35 / 100, height * 25 / 100}, Qt::Vertical);
    resizeDocks({dock(OverTimeDockIndex), dock(TimelineDockIndex)}, {height * 35 / 100, height * 25 / 100}, Qt::Vertical);
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (!m_sized) {
        m_sized = true;
        if (!m_stateRestored) {
            m_defaultSizesPending = true;
            QTimer::singleShot(0, this, &MainWindow::applyDefaultSizes);
        }
    }
}

void MainWindow::restoreSettings()
{
    restoreGeometry(m_settings->windowGeometry());
    m_stateRestored = restoreState(m_settings->windowState());
    m_requestsPane->restoreHeaderState(m_settings->requestsHeaderState());
    // Lab providers are saved as "lab" and resolved to this session's lab address.
    m_endpoints->setLabBaseUrl(labBaseUrl());
    if (const nlohmann::json state = m_settings->endpointsState(); !state.is_null())
        m_endpoints->restoreState(state);
    m_endpoints->setLabBaseUrl(labBaseUrl());
    if (const nlohmann::json state = m_settings->workloadState(); !state.is_null())
        m_workload->restoreState(state);
    if (const nlohmann::json state = m_settings->planState(); !state.is_null())
        m_plan->restoreState(state);
    if (const nlohmann::json state = m_settings->voiceState(); !state.is_null())
        m_voice->restoreState(state);
    const QString language = m_settings->language();
    m_language->setLanguage(language);
    const bool chinese = language.startsWith(QLatin1String("zh"))
        || (language.isEmpty() && QLocale::system().language() == QLocale::Chinese);
    (chinese ? m_chineseAction : m_englishAction)->setChecked(true);
}

void MainWindow::applyFirstStart()
{
    // One click on Run compares the lab's three models with the ready plan (engine/readyplan.h):
    // one request at a time and ten at once, at two prompt lengths, passing the checklist.
    if (m_lab) // their address comes when the lab listens (startLab)
        m_endpoints->addLabProviders(labBaseUrl());
    m_workload->setWorkload(readyWorkload());
    m_plan->setPlan(readyPlan());
}

void MainWindow::saveSettings()
{
    // The layout is saved as the user made it: live views that only stepped aside for the analysis
    // come back first.
    showLiveViews();
    m_settings->setWindowGeometry(saveGeometry());
    m_settings->setWindowState(saveState());
    m_settings->setRequestsHeaderState(m_requestsPane->saveHeaderState());
    m_settings->setEndpointsState(m_endpoints->saveState());
    m_settings->setWorkloadState(m_workload->saveState());
    m_settings->setPlanState(m_plan->saveState());
    m_settings->setVoiceState(m_voice->saveState());
    m_settings->sync();
}

void MainWindow::setLanguage(const QString &language)
{
    m_language->setLanguage(language);
    m_settings->setLanguage(language);
    (language.startsWith(QLatin1String("zh")) ? m_chineseAction : m_englishAction)->setChecked(true);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveSettings();
    m_runKeys->cancel();
    if (m_controller->isRunning())
        m_controller->stop();
    QMainWindow::closeEvent(event);
}

void MainWindow::retranslate()
{
    setWindowTitle(m_resultFile.isEmpty() ? tr("TTFT Workbench")
                                          : tr("%1 — TTFT Workbench").arg(QFileInfo(m_resultFile).fileName()));
    m_fileMenu->setTitle(tr("&File"));
    m_fileCancel->setText(tr("Cancel"));
    m_runMenu->setTitle(tr("&Run"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_toolBar->setWindowTitle(tr("Toolbar"));
    m_runAction->setText(tr("Run"));
    m_runAction->setToolTip(tr("Run the plan against the included providers (Ctrl+R)"));
    m_stopAction->setText(tr("Stop"));
    m_stopAction->setToolTip(tr("Stop the run: finished requests stay, requests on the wire end as cancelled"));
    m_calibrateAction->setText(tr("Calibrate client"));
    m_calibrateAction->setToolTip(
        tr("Measure how much the client itself adds to TTFT, against the embedded lab's ground truth"));
    m_openAction->setText(tr("Open…"));
    m_openAction->setToolTip(tr("Open a saved session or a run journal"));
    m_saveAction->setText(tr("Save…"));
    m_saveAction->setToolTip(tr("Save the run as a session file (no keys are written)"));
    m_exportAction->setText(tr("Export…"));
    m_exportAction->setToolTip(tr("Export requests.csv, summary.json and requests.jsonl to a folder"));
    m_quitAction->setText(tr("&Quit"));
    m_aboutAction->setText(tr("&About TTFT Workbench"));
    m_resetLayoutAction->setText(tr("Reset layout"));

    const std::vector<QString> titles{tr("Endpoints"),      tr("Workload"),        tr("Plan"),
                                      tr("Voice pipeline"), tr("TTFT histogram"),  tr("TTFT over time"),
                                      tr("Live statistics (ms)"), tr("Request timeline"), tr("Requests"),
                                      tr("Analysis"),       tr("Run history")};
    m_recentMenu->setTitle(tr("Open &recent"));
    m_refreshAnalysisAction->setText(tr("Refresh analysis"));
    m_refreshAnalysisAction->setToolTip(
        tr("Compare the providers on the requests finished so far (F5); the analysis refreshes itself when the run ends"));
    for (std::size_t i = 0; i < m_docks.size() && i < titles.size(); ++i)
        m_docks[i]->setWindowTitle(titles[i]);
    if (m_message && m_message->text().isEmpty())
        m_message->setText(!m_lab       ? tr("Ready.")
                           : m_labReady ? tr("Ready. The lab server runs at %1.").arg(labBaseUrl())
                                        : tr("Starting the embedded lab server…"));
}

void MainWindow::updateActions()
{
    if (!m_runAction || !m_controller)
        return;
    const bool running = m_controller->isRunning() || m_runKeys->isResolving();
    const bool calibrating = m_calibration && m_calibration->isRunning();
    const bool haveResult = m_requestsModel->rowCount() > 0;
    const bool filing = m_files->isRunning();
    m_runAction->setEnabled(!running && !calibrating && !filing);
    m_stopAction->setEnabled(running && !m_controller->isStopping());
    m_calibrateAction->setEnabled(!running && !calibrating && m_labReady);
    m_refreshAnalysisAction->setEnabled(haveResult || running);
    m_openAction->setEnabled(!running && !filing);
    m_saveAction->setEnabled(!running && haveResult && !filing);
    m_exportAction->setEnabled(!running && haveResult && !filing);
}

void MainWindow::reportProblem(const QString &title, const QString &text)
{
    m_lastProblem = text;
    m_message->setText(text);
    // Not modal: a problem report must never stop the event loop (or a test driving the window).
    auto *box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setModal(false);
    box->show();
}

QColor MainWindow::providerColor(const QString &provider, int index) const
{
    const QColor color = m_endpoints->colorOf(provider);
    if (color.isValid())
        return color;
    return paletteColor(index);
}

void MainWindow::applyProviderColors(const std::vector<ProviderProfile> &profiles)
{
    for (std::size_t i = 0; i < profiles.size(); ++i) {
        const QString name = QString::fromStdString(profiles[i].name);
        const QColor color = providerColor(name, int(i));
        m_requestsModel->setProviderColor(name, color);
        for (const LiveSink &sink : m_sinks)
            sink.setColor(name, color);
    }
}

void MainWindow::clearResults()
{
    m_pendingRows.clear();
    m_tableFlush->stop();
    m_requestsModel->clear();
    for (const LiveSink &sink : m_sinks)
        sink.clear();
    m_status->reset();
    m_analysis->setInput(AnalysisInput{});
    m_resultDescription = RunDescription{};
    m_resultHealth = nullptr;
    m_resultDuringRun = nullptr;
    m_resultRecovered = false;
    m_analysis->checklistPanel()->setClientHealth(std::nullopt);
    m_resultFile.clear();
}

void MainWindow::showBatch(const RecordBatch &batch)
{
    for (const LiveSink &sink : m_sinks)
        sink.append(*batch);
    // The table takes its rows twice a second while a run streams: every insertion repaints its
    // viewport and scroll bars (measured: about a tenth of the UI thread at 1,000 streams when
    // fed ten times a second), and a list of thousands of rows gains nothing from 10 Hz.
    m_pendingRows.push_back(batch);
    if (!m_controller->isRunning())
        flushPendingRows();
    else if (!m_tableFlush->isActive())
        m_tableFlush->start();
}

void MainWindow::flushPendingRows()
{
    m_tableFlush->stop();
    std::vector<RecordBatch> pending;
    pending.swap(m_pendingRows);
    for (RecordBatch &batch : pending)
        m_requestsModel->appendBatch(std::move(batch));
}

std::optional<RunDescription> MainWindow::currentRunDescription(QString *error) const
{
    const auto fail = [error](const QString &problem) {
        if (error)
            *error = problem;
        return std::nullopt;
    };
    if (const QString problem = m_plan->problem(); !problem.isEmpty())
        return fail(tr("The plan cannot run: %1").arg(problem));
    RunDescription description;
    description.workload = m_workload->workload();
    description.plan = m_plan->plan();
    // A transport or HTTP-version sweep measures every provider once per choice.
    description.providers = m_plan->applyTransport(m_endpoints->includedProviders());
    if (description.providers.empty())
        return fail(tr("No provider is included. Tick a provider in Endpoints, or add one from a preset."));
    // The voice pipeline: each answer's first clause to every TTS model.
    if (const QString problem = m_voice->problem(); !problem.isEmpty())
        return fail(tr("The voice pipeline cannot run: %1").arg(problem));
    description.voice = m_voice->voicePlan();
    if (!m_lab) {
        for (const TtsProfile &tts : description.voice.tts) {
            if (tts.endpoint.pointsAtLab())
                return fail(tr("%1: the embedded lab is not running, so its TTS endpoint cannot be reached.")
                                .arg(QString::fromStdString(tts.name())));
        }
    }
    description.environment.note = m_plan->environmentNote().toStdString();
    return description;
}

RunSpec MainWindow::currentRunSpec(QString *error) const
{
    std::optional<RunDescription> description = currentRunDescription(error);
    if (!description)
        return {};
    const std::optional<RunKeys> keys = resolveRunKeys(description->providers, description->voice.tts, error,
                                                      description->voice.liveAsr ? &*description->voice.liveAsr : nullptr);
    if (!keys)
        return {};
    return buildRun(*description, *keys, labBaseUrl(), error).value_or(RunSpec{});
}

bool MainWindow::startRun(QString *error)
{
    if (m_controller->isRunning() || m_runKeys->isResolving()) {
        if (error)
            *error = tr("A run is under way.");
        return false;
    }
    if (refuseFileJob(error))
        return false;
    std::optional<RunDescription> description = currentRunDescription(error);
    if (!description)
        return false;
    // The keys come from the keychain (which may prompt) or the environment, without waiting
    // here: the run starts when they have arrived (launchRun), or says why it cannot.
    m_pendingRun = std::move(*description);
    m_runKeys->start(m_pendingRun.providers, m_pendingRun.voice.tts,
                     m_pendingRun.voice.liveAsr ? &*m_pendingRun.voice.liveAsr : nullptr);
    m_message->setText(tr("Reading the API keys…"));
    updateActions();
    return true;
}

void MainWindow::launchRun(const RunKeys &keys)
{
    RunDescription description = std::move(m_pendingRun);
    m_pendingRun = {};
    QString error;
    const auto fail = [this](const QString &problem) {
        reportProblem(tr("Cannot start the run"), problem);
        updateActions();
        Q_EMIT runNotStarted(problem);
    };
    std::optional<RunSpec> spec = buildRun(description, keys, labBaseUrl(), &error); // the lab's address given
    if (!spec)
        return fail(error);
    description.environment = [&] {
        RunEnvironment environment = captureEnvironment();
        environment.note = description.environment.note;
        environment.startedMs = wallClockMs();
        return environment;
    }();
    const std::vector<ProviderProfile> profiles = description.providers;

    // The last result stays on show when the run cannot start; its records never mix with the
    // new run's, which reach the views only from the controller's next tick.
    if (m_plan->estimateFromModels())
        m_controller->setExpectedTimeline(m_plan->estimate().cells);
    if (!m_controller->start(std::move(*spec), description, &error))
        return fail(error);
    clearResults();
    m_resultDescription = std::move(description);
    applyProviderColors(profiles);
    showAnalysis(false);
    if (m_resultDescription.voice.enabled()) {
        QStringList tts;
        for (const TtsProfile &profile : m_resultDescription.voice.tts)
            tts << QString::fromStdString(profile.name());
        m_message->setText(tr("Running %n provider(s), each answer's first clause to text-to-speech (%1)…", nullptr,
                              int(profiles.size()))
                               .arg(tts.join(QStringLiteral(", "))));
    } else {
        m_message->setText(tr("Running %n provider(s)…", nullptr, int(profiles.size())));
    }
    retranslate();
    updateActions();
}

void MainWindow::stopRun()
{
    if (m_runKeys->isResolving()) { // nothing sent yet: the run is simply not started
        m_runKeys->cancel();
        m_pendingRun = {};
        m_message->setText(tr("The run was not started."));
        updateActions();
        return;
    }
    if (!m_controller->isRunning())
        return;
    m_controller->stop();
    m_message->setText(tr("Stopping: requests on the wire are being cancelled…"));
    updateActions();
}

void MainWindow::onRunFinished(const RunOutcome &outcome)
{
    flushPendingRows();
    m_resultDescription.environment.endedMs = wallClockMs();
    m_resultHealth = toJson(m_controller->healthSummary());
    // What only the live run could measure, as `ttft-bench run` records it: the requests sent, and
    // against the embedded lab what the network and the client added to its TTFT.
    m_resultDuringRun = {{"dispatched", outcome.dispatched}};
    if (!outcome.guardEvents.empty())
        m_resultDuringRun["guard_events"] = toJson(outcome.guardEvents);
    if (m_lab && m_labReady) {
        LabClientBias bias(m_resultDescription.providers, *m_lab);
        for (const RecordBatch &batch : m_controller->batches()) {
            for (const RequestRecord &record : *batch)
                bias.add(record);
        }
        if (!bias.empty())
            m_resultDuringRun["lab_client_minus_server_ttft_ms"] = bias.toJson();
    }
    const RunProgress progress = m_controller->progress();
    if (!outcome.error.empty())
        reportProblem(tr("The run could not start"), QString::fromStdString(outcome.error));
    else if (outcome.stopped)
        m_message->setText(tr("Stopped: %1 requests recorded, %2 failed.").arg(progress.recorded).arg(progress.failed));
    else
        m_message->setText(tr("Finished: %1 requests recorded, %2 failed.").arg(progress.recorded).arg(progress.failed));
    QString tip = tr("Journal: %1").arg(QDir::toNativeSeparators(m_controller->journalPath()));
    // What to know before trusting the figures (truncated prompts, answers lost to reasoning, cache
    // hits, buffering): counted on the message, spelled out in its tooltip. In-memory records, O(n).
    if (outcome.error.empty()) {
        const std::vector<RunWarning> warnings = runWarnings(m_controller->records());
        if (!warnings.empty()) {
            m_message->setText(tr("%1 Warnings: %2 (hover for details).").arg(m_message->text()).arg(warnings.size()));
            for (const RunWarning &warning : warnings)
                tip += QLatin1Char('\n') + describeRunWarning(warning);
        }
    }
    m_message->setToolTip(tip);
    m_status->setProgress(progress, false);
    // The light ends on the whole run's verdict, not on its last sample.
    m_status->setRunVerdict(m_controller->healthSummary());
    // The plan's time estimate learns how long a request takes here.
    std::vector<double> e2eS;
    for (const RecordBatch &batch : m_controller->batches()) {
        for (const RequestRecord &record : *batch) {
            if (!record.failed() && record.e2eMs())
                e2eS.push_back(*record.e2eMs() / 1000.0);
        }
    }
    if (const std::optional<double> typical = percentile(std::move(e2eS), 50))
        m_plan->setTypicalRequestSeconds(*typical);
    refreshAnalysis();
    m_analysis->checklistPanel()->setClientHealth(m_controller->healthSummary());
    if (outcome.error.empty())
        showAnalysis(true);
    updateActions();
    // The run is kept (autosave, on the file job's thread) before it is announced as finished.
    if (outcome.error.empty() && autosave([this, outcome] { Q_EMIT runFinished(outcome); }))
        return;
    Q_EMIT runFinished(outcome);
}

QDockWidget *MainWindow::analysisDock() const
{
    return m_docks[std::size_t(AnalysisDockIndex)];
}

void MainWindow::refreshAnalysis()
{
    // During a run the controller holds the records so far, the table only what it has taken.
    AnalysisInput input;
    input.records = m_controller->isRunning() ? std::make_shared<const std::vector<RequestRecord>>(m_controller->records())
                                              : m_requestsModel->allRecords();
    input.run = m_resultDescription;
    for (std::size_t i = 0; i < input.run.providers.size(); ++i) {
        const QString name = QString::fromStdString(input.run.providers[i].name);
        input.colors.insert(name, providerColor(name, int(i)));
    }
    m_analysis->setInput(input);
}

void MainWindow::showAnalysis(bool on)
{
    QDockWidget *analysis = analysisDock();
    QDockWidget *requests = m_docks[std::size_t(RequestsDockIndex)];
    if (!on) {
        showLiveViews();
        if (!analysis->visibleRegion().isEmpty() && dockWidgetArea(analysis) == Qt::BottomDockWidgetArea
            && !analysis->isFloating()) {
            requests->raise();
            resizeDocks({requests}, {height() * 30 / 100}, Qt::Vertical);
        }
        return;
    }
    analysis->show();
    analysis->raise();
    if (!isVisible() || analysis->isFloating() || dockWidgetArea(analysis) != Qt::BottomDockWidgetArea)
        return; // the user moved it: only bring it forward
    // Four charts and a table need the height the live views hold (their minimum sizes keep the
    // bottom band under half the window otherwise). They step aside until the next run; the View
    // menu brings any of them back at once. The left column keeps its width (without the right
    // docks the layout would split the width between it and the bottom band).
    QDockWidget *left = m_docks[std::size_t(EndpointsDockIndex)];
    const int leftWidth = !left->isVisible() || dockWidgetArea(left) != Qt::LeftDockWidgetArea ? 0
                        : m_defaultSizesPending                                                ? defaultLeftWidth()
                                                                                               : left->width();
    for (const DockIndex index : {HistogramDockIndex, OverTimeDockIndex, StatsDockIndex, TimelineDockIndex}) {
        QDockWidget *dock = m_docks[std::size_t(index)];
        if (dock->isVisible() && !dock->isFloating() && dockWidgetArea(dock) == Qt::RightDockWidgetArea) {
            dock->hide();
            m_hiddenForAnalysis.emplace_back(dock);
        }
    }
    // Once the layout has taken the hidden docks out (the next turn of the event loop): asked
    // now, the sizes are clamped to the old layout and the freed space stays empty.
    QTimer::singleShot(0, this, [this, analysis, left, leftWidth] {
        if (!analysis->isVisible() || analysis->isFloating() || dockWidgetArea(analysis) != Qt::BottomDockWidgetArea)
            return;
        resizeDocks({analysis}, {height()}, Qt::Vertical);
        if (leftWidth > 0)
            resizeDocks({left}, {leftWidth}, Qt::Horizontal);
    });
    // Nothing holds the right column's width while the live views are away: the central anchor
    // may widen (at no height: the analysis takes it all), or the left column would take it.
    // Narrowed again when they come back (showLiveViews).
    m_anchor->setMaximumWidth(QWIDGETSIZE_MAX);
}

void MainWindow::showLiveViews()
{
    m_anchor->setMaximumWidth(0);
    std::vector<QPointer<QDockWidget>> hidden;
    hidden.swap(m_hiddenForAnalysis);
    for (const QPointer<QDockWidget> &dock : hidden) {
        if (dock)
            dock->show();
    }
}

void MainWindow::calibrateClient()
{
    if (!m_labReady || m_calibration->isRunning() || m_controller->isRunning())
        return;
    m_calibration->start(m_lab.get());
    m_message->setText(tr("Calibrating the client against the lab: both transports, about ten seconds…"));
    updateActions();
}

void MainWindow::onCalibrationFinished(const std::vector<CalibrationRow> &rows)
{
    QStringList lines;
    QString html = QStringLiteral("<p>%1</p><table cellspacing='6'><tr><th align='left'>%2</th><th>%3</th><th>%4</th><th>%5</th></tr>")
                       .arg(tr("What the client adds to TTFT: client TTFT minus the lab's own first-token time, "
                               "same request, over loopback."),
                            tr("Transport"), tr("Median"), tr("p99"), tr("Requests"));
    for (const CalibrationRow &row : rows) {
        const QString median = row.biasMs.p50 ? tr("%1 ms").arg(*row.biasMs.p50, 0, 'f', 2) : QStringLiteral("–");
        const QString p99 = row.biasMs.p99 ? tr("%1 ms").arg(*row.biasMs.p99, 0, 'f', 2) : QStringLiteral("–");
        html += QStringLiteral("<tr><td>%1 (%2)</td><td align='right'>%3</td><td align='right'>%4</td><td align='right'>%5</td></tr>")
                    .arg(row.transport, row.protocol, median, p99)
                    .arg(row.biasMs.count);
        lines << tr("%1: median %2, p99 %3").arg(row.transport, median, p99);
    }
    html += QStringLiteral("</table><p>%1</p>").arg(tr("ttft-bench calibrate measures more cases: body sizes, HTTP/2 through nginx, load."));
    m_calibrationText = lines.join(QStringLiteral("; "));
    m_message->setText(tr("Client calibration: %1").arg(m_calibrationText));
    auto *box = new QMessageBox(QMessageBox::Information, tr("Client calibration"), html, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setModal(false);
    box->show();
    updateActions();
    Q_EMIT calibrationFinished();
}

bool MainWindow::fileJobRunning() const
{
    return m_files->isRunning();
}

bool MainWindow::refuseFileJob(QString *error) const
{
    if (!m_files->isRunning())
        return false;
    if (error)
        *error = tr("A file is being read or written (%1); wait for it or cancel it.").arg(m_files->what());
    return true;
}

void MainWindow::fileFailed(const QString &title, const QString &error)
{
    m_fileError = error;
    reportProblem(title, error);
}

bool MainWindow::saveSession(const QString &path, QString *error)
{
    if (refuseFileJob(error))
        return false;
    const std::shared_ptr<const SessionSnapshot> snapshot = currentSession();
    m_files->start(tr("Saving %1").arg(QFileInfo(path).fileName()), [this, path, snapshot](FileProgress &progress) -> FileJob::Deliver {
        QString writeError;
        if (!writeSessionFile(path, snapshot->session(), &writeError, &progress))
            return [this, path, writeError] {
                fileFailed(tr("Cannot save"), tr("Cannot save %1: %2").arg(QDir::toNativeSeparators(path), writeError));
            };
        return [this, path] {
            m_resultFile = path;
            rememberFile(path);
            m_message->setText(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
            retranslate();
        };
    });
    updateActions();
    return true;
}

namespace {

// A session file, or a journal (rebuilt: every request that had finished).
bool readRunFile(const QString &path, Session &session, QString *error, FileProgress *progress)
{
    return path.endsWith(QLatin1String(".jsonl")) ? recoverSessionFromJournal(path, session, error, nullptr, nullptr, progress)
                                                  : readSessionFile(path, session, error, nullptr, progress);
}

} // namespace

std::shared_ptr<const MainWindow::SessionSnapshot> MainWindow::currentSession() const
{
    auto snapshot = std::make_shared<SessionSnapshot>();
    snapshot->head.run = m_resultDescription;
    snapshot->head.clientHealth = m_resultHealth;
    snapshot->head.duringRun = m_resultDuringRun;
    snapshot->head.recovered = m_resultRecovered;
    snapshot->batches = m_requestsModel->batches();
    return snapshot;
}

Session MainWindow::SessionSnapshot::session() const
{
    Session session = head;
    session.records = flattenBatches(batches);
    return session;
}

bool MainWindow::openSession(const QString &path, QString *error)
{
    if (m_controller->isRunning()) {
        if (error)
            *error = tr("Stop the run before opening another one.");
        return false;
    }
    if (refuseFileJob(error))
        return false;
    // Read on the file job's thread (a 100,000-request session takes seconds); shown when read.
    m_files->start(tr("Opening %1").arg(QFileInfo(path).fileName()), [this, path](FileProgress &progress) -> FileJob::Deliver {
        auto session = std::make_shared<Session>();
        QString readError;
        if (!readRunFile(path, *session, &readError, &progress))
            return [this, path, readError] {
                fileFailed(tr("Cannot open"), tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), readError));
            };
        return [this, path, session] {
            showSession(std::move(*session), path);
            if (!path.endsWith(QLatin1String(".jsonl")))
                rememberFile(path);
            m_message->setText(tr("Opened %1: %2 requests").arg(QDir::toNativeSeparators(path)).arg(m_requestsModel->rowCount()));
        };
    });
    updateActions();
    return true;
}

void MainWindow::showSession(Session session, const QString &file)
{
    clearResults();
    m_resultDescription = session.run;
    m_resultHealth = session.clientHealth;
    m_resultDuringRun = session.duringRun;
    m_resultRecovered = session.recovered;
    m_resultFile = file;
    applyProviderColors(session.run.providers);
    if (!session.records.empty()) {
        for (const LiveSink &sink : m_sinks)
            sink.setRunStart(session.records.front().runStartNs);
        showBatch(std::make_shared<const std::vector<RequestRecord>>(std::move(session.records)));
    }
    // The saved run's client health judges the checklist and lights the status bar as it did
    // when the run ended.
    const std::optional<HealthSummary> health = healthFromJson(m_resultHealth);
    m_analysis->checklistPanel()->setClientHealth(health);
    if (health)
        m_status->setRunVerdict(*health);
    refreshAnalysis();
    showAnalysis(true);
    retranslate();
    updateActions();
}

bool MainWindow::compareSessions(const QStringList &paths, QString *error)
{
    const auto failed = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (m_controller->isRunning())
        return failed(tr("Stop the run before comparing saved runs."));
    if (paths.size() < 2)
        return failed(tr("Select at least two runs to compare."));
    if (refuseFileJob(error))
        return false;
    m_files->start(tr("Reading %n run(s)", nullptr, int(paths.size())), [this, paths](FileProgress &progress) -> FileJob::Deliver {
        std::vector<Session> parts;
        for (const QString &path : paths) {
            Session part;
            QString readError;
            if (!readRunFile(path, part, &readError, &progress))
                return [this, path, readError] {
                    fileFailed(tr("Cannot compare"), tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), readError));
                };
            parts.push_back(std::move(part));
        }
        auto merged = std::make_shared<Session>(mergeSessions(parts));
        return [this, merged, count = int(paths.size())] {
            const std::size_t requests = merged->records.size();
            showSession(std::move(*merged), QString());
            m_message->setText(tr("Comparing %n run(s): %1 requests; each provider is labelled by its run.", nullptr, count)
                                   .arg(requests));
        };
    });
    updateActions();
    return true;
}

RegressionDialog *MainWindow::regressionDialog() const
{
    return m_regressionDialog;
}

bool MainWindow::findRegressions(const QStringList &paths, QString *error)
{
    if (paths.size() != 2) {
        if (error)
            *error = tr("Select two runs: a baseline and a candidate.");
        return false;
    }
    if (refuseFileJob(error))
        return false;
    m_files->start(tr("Reading %n run(s)", nullptr, 2), [this, paths](FileProgress &progress) -> FileJob::Deliver {
        std::vector<std::shared_ptr<Session>> runs;
        for (const QString &path : paths) {
            auto run = std::make_shared<Session>();
            QString readError;
            if (!readRunFile(path, *run, &readError, &progress))
                return [this, path, readError] {
                    fileFailed(tr("Cannot compare"), tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), readError));
                };
            runs.push_back(std::move(run));
        }
        // The run that started first is the baseline.
        std::vector<QString> names{paths[0], paths[1]};
        if (runs[1]->run.environment.startedMs < runs[0]->run.environment.startedMs) {
            std::swap(runs[0], runs[1]);
            std::swap(names[0], names[1]);
        }
        const QString difference = QString::fromStdString(planDifference(runs[0]->run, runs[1]->run));
        const auto side = [](const Session &session, const QString &path) {
            const QString started = session.run.environment.startedMs != 0
                                        ? QLocale().toString(QDateTime::fromMSecsSinceEpoch(session.run.environment.startedMs), QLocale::ShortFormat)
                                        : QString();
            return RegressionDialog::Run{QStringLiteral("%1  (%2)").arg(QFileInfo(path).fileName(), started),
                                         std::make_shared<const std::vector<RequestRecord>>(std::move(session.records))};
        };
        auto baseline = std::make_shared<RegressionDialog::Run>(side(*runs[0], names[0]));
        auto candidate = std::make_shared<RegressionDialog::Run>(side(*runs[1], names[1]));
        return [this, baseline, candidate, difference] {
            if (m_regressionDialog)
                m_regressionDialog->close();
            m_regressionDialog = new RegressionDialog(*baseline, *candidate, difference, this);
            m_regressionDialog->setAttribute(Qt::WA_DeleteOnClose);
            m_regressionDialog->show();
            m_message->setText(tr("Regressions between two runs: %1").arg(m_regressionDialog->comparison().anyRegression() ? tr("found") : tr("none")));
        };
    });
    updateActions();
    return true;
}

QStringList MainWindow::unfinishedRuns() const
{
    return unfinishedJournals(m_controller->journalDirectory());
}

bool MainWindow::recoverRun(const QString &journalPath, QString *error)
{
    return recoverRuns({journalPath}, error);
}

bool MainWindow::recoverRuns(const QStringList &journals, QString *error)
{
    if (refuseFileJob(error))
        return false;
    // Each is rebuilt and kept beside its journal (then it is in the history and not offered
    // again); the last one that could be is shown, and every one that could not is reported.
    m_files->start(tr("Recovering %n run(s)", nullptr, int(journals.size())), [this, journals](FileProgress &progress) -> FileJob::Deliver {
        auto shown = std::make_shared<Session>();
        QString shownPath;
        QStringList problems;
        for (const QString &journalPath : journals) {
            Session session;
            QString readError;
            if (!recoverSessionFromJournal(journalPath, session, &readError, nullptr, nullptr, &progress)) {
                problems << tr("Cannot recover %1: %2").arg(QDir::toNativeSeparators(journalPath), readError);
                continue;
            }
            const QString sessionPath = sessionPathForJournal(journalPath);
            QString writeError;
            if (!writeSessionFile(sessionPath, session, &writeError)) {
                problems << tr("Cannot save the recovered run to %1: %2").arg(QDir::toNativeSeparators(sessionPath), writeError);
                continue;
            }
            *shown = std::move(session);
            shownPath = sessionPath;
        }
        return [this, shown, shownPath, problems] {
            if (!shownPath.isEmpty()) {
                const std::size_t requests = shown->records.size();
                showSession(std::move(*shown), shownPath);
                m_history->refresh();
                m_message->setText(tr("Recovered %1 finished requests of a run that did not end.").arg(requests));
            }
            if (!problems.isEmpty())
                fileFailed(tr("Cannot recover"), problems.join(QLatin1Char('\n')));
        };
    });
    updateActions();
    return true;
}

void MainWindow::offerRecovery()
{
    const QStringList journals = unfinishedRuns();
    if (journals.isEmpty() || m_controller->isRunning())
        return;
    bool recover = false;
    if (m_options.askRecovery) {
        recover = m_options.askRecovery(journals);
    } else {
        QStringList lines;
        for (const QString &journal : journals)
            lines << QDir::toNativeSeparators(journal);
        recover = QMessageBox::question(
                      this, tr("Recover runs that did not end"),
                      tr("%n run(s) did not end: the workbench or the machine stopped during the run. Every request "
                         "that had finished is in its journal.\n\n%1\n\nRecover them now? (Otherwise they stay in "
                         "the run history, where you can recover them later.)",
                         nullptr, int(journals.size()))
                          .arg(lines.join(QLatin1Char('\n'))),
                      QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes)
            == QMessageBox::Yes;
    }
    if (!recover)
        return;
    // Each is kept as a session; the newest is shown.
    QString error;
    if (!recoverRuns(journals, &error))
        reportProblem(tr("Cannot recover"), error);
}

bool MainWindow::autosave(std::function<void()> then)
{
    // Every run is kept, as a session beside its journal: the run history lists it, and a later
    // comparison can take it up. A failure is reported but loses nothing: the journal stays.
    const QString journal = m_controller->journalPath();
    if (journal.isEmpty() || m_requestsModel->rowCount() == 0 || m_files->isRunning())
        return false;
    const QString path = sessionPathForJournal(journal);
    const std::shared_ptr<const SessionSnapshot> snapshot = currentSession();
    const auto done = std::make_shared<QMetaObject::Connection>();
    *done = connect(m_files, &FileJob::finished, this, [done, then = std::move(then)] {
        QObject::disconnect(*done);
        then();
    });
    m_files->start(tr("Keeping the run"), [this, path, journal, snapshot](FileProgress &progress) -> FileJob::Deliver {
        QString error;
        if (!writeSessionFile(path, snapshot->session(), &error, &progress))
            return [this, path, journal, error] {
                fileFailed(tr("Cannot keep the run"), tr("Cannot save %1: %2. Its journal %3 keeps every request.")
                                                          .arg(QDir::toNativeSeparators(path), error,
                                                               QDir::toNativeSeparators(journal)));
            };
        return [this, path] {
            m_lastAutosave = path;
            m_history->refresh();
        };
    });
    updateActions();
    return true;
}

void MainWindow::rememberFile(const QString &path)
{
    m_settings->addRecentFile(QFileInfo(path).absoluteFilePath());
    m_history->setExtraFiles(m_settings->recentFiles());
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    for (const QString &path : m_settings->recentFiles()) {
        QAction *action = m_recentMenu->addAction(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] {
            QString error;
            if (!openSession(path, &error))
                reportProblem(tr("Cannot open"), error);
        });
    }
    m_recentMenu->setEnabled(!m_recentMenu->isEmpty());
}

bool MainWindow::exportResults(const QString &directory, QString *error)
{
    if (refuseFileJob(error))
        return false;
    const std::shared_ptr<const SessionSnapshot> snapshot = currentSession();
    m_files->start(tr("Exporting"), [this, directory, snapshot](FileProgress &) -> FileJob::Deliver {
        QStringList written;
        QString writeError;
        if (!exportRun(directory, snapshot->session(), &written, &writeError))
            return [this, directory, writeError] {
                fileFailed(tr("Cannot export"), tr("Cannot export to %1: %2").arg(QDir::toNativeSeparators(directory), writeError));
            };
        return [this, directory, written] {
            QStringList names;
            for (const QString &file : written)
                names << QFileInfo(file).fileName();
            m_message->setText(tr("Exported %1 to %2").arg(names.join(QStringLiteral(", ")), QDir::toNativeSeparators(directory)));
        };
    });
    updateActions();
    return true;
}

QString MainWindow::askDirectory(const QString &caption)
{
    const QString start = m_settings->lastDirectory().isEmpty() ? QDir::homePath() : m_settings->lastDirectory();
    const QString directory = QFileDialog::getExistingDirectory(this, caption, start);
    if (!directory.isEmpty())
        m_settings->setLastDirectory(directory);
    return directory;
}

void MainWindow::openFromDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open a session"), m_settings->lastDirectory(),
        tr("Sessions and journals (*.ttft.json *.ttft.jsonl);;All files (*)"));
    if (path.isEmpty())
        return;
    m_settings->setLastDirectory(QFileInfo(path).absolutePath());
    QString error;
    if (!openSession(path, &error))
        reportProblem(tr("Cannot open"), error);
}

void MainWindow::saveFromDialog()
{
    const QString suggested = QDir(m_settings->lastDirectory().isEmpty() ? QDir::homePath() : m_settings->lastDirectory())
                                  .filePath(QStringLiteral("run-%1.ttft.json")
                                                .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmm"))));
    QString path = QFileDialog::getSaveFileName(this, tr("Save the session"), suggested, tr("Sessions (*.ttft.json)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".json")))
        path += QStringLiteral(".ttft.json");
    m_settings->setLastDirectory(QFileInfo(path).absolutePath());
    QString error;
    if (!saveSession(path, &error))
        reportProblem(tr("Cannot save"), error);
}

void MainWindow::exportFromDialog()
{
    const QString directory = askDirectory(tr("Export requests.csv, summary.json and requests.jsonl to"));
    if (directory.isEmpty())
        return;
    QString error;
    if (!exportResults(directory, &error))
        reportProblem(tr("Cannot export"), error);
}

} // namespace ttft
