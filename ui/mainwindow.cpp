#include "mainwindow.h"

#include "analysis/analysispane.h"
#include "analysis/checklistpanel.h"
#include "analysis/scenariosview.h"
#include "engine/readyplan.h"
#include "help/guidewindow.h"
#include "history/runhistorypanel.h"
#include "lab/labserver.h"
#include "lab/latencymodel.h"
#include "requests/requestspane.h"
#include "report/chartexportactions.h"
#include "report/reportactions.h"
#include "requests/requestsmodel.h"
#include "run/clientcalibration.h"
#include "run/embeddedlab.h"
#include "charts/providercolors.h"
#include "session/sessionfiles.h"
#include "run/runstatuswidget.h"
#include "run/uistallwatch.h"
#include "settings/languageswitcher.h"
#include "settings/workbenchsettings.h"
#include "stats/runwarnings.h"
#include "store/runlibrary.h"
#include "launch/runbuilder.h"

#include "layout/workbenchlayout.h"
#include "live/liveviews.h"
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
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QScreen>
#include <QStatusBar>
#include <QStyle>
#include <QTableView>
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
    , m_lab(new EmbeddedLab(this))
    , m_controller(new RunController(this))
    , m_runKeys(new RunKeyResolver(this))
    , m_files(new SessionFiles(this, m_settings.get()))
    , m_calibration(new ClientCalibration(this))
    , m_requestsModel(new RequestsModel(this))
    , m_tableFlush(new QTimer(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    // TTFT_UI_WATCHDOG_MS=N: a warning on stderr for every stall of the UI thread over N ms and every
    // nested event loop (ui/run/uistallwatch.h). Started from the event loop, whose level is the normal one.
    if (const double warnMs = qEnvironmentVariable("TTFT_UI_WATCHDOG_MS").toDouble(); warnMs > 0) {
        auto *watch = new UiStallWatch(this);
        watch->setKeepSamples(false);
        watch->setWarnOverMs(warnMs);
        QTimer::singleShot(0, watch, &UiStallWatch::start);
    }
    if (!options.journalDirectory.isEmpty())
        m_controller->setJournalDirectory(options.journalDirectory);
    connect(m_lab, &EmbeddedLab::settled, this, &MainWindow::onLabSettled);
    if (options.startLab)
        m_lab->start();

    m_layout = new WorkbenchLayout(this);

    createActions();
    createMenus();
    createDocks();

    m_status = new RunStatusWidget(this);
    m_message = new QLabel(this);
    statusBar()->addWidget(m_message, 1);
    // A file job's progress and its Cancel, shown only while one runs.
    statusBar()->addPermanentWidget(m_files->progressBar());
    statusBar()->addPermanentWidget(m_files->cancelButton());
    statusBar()->addPermanentWidget(m_status);
    connect(m_files, &SessionFiles::busyChanged, this, &MainWindow::updateActions);
    connect(m_files, &SessionFiles::finished, this, &MainWindow::fileJobFinished);
    connect(m_files, &SessionFiles::message, m_message, &QLabel::setText);
    connect(m_files, &SessionFiles::problem, this, &MainWindow::reportProblem);
    connect(m_files, &SessionFiles::sessionRead, this,
            [this](const std::shared_ptr<Session> &session, const QString &file, const QString &message) {
                showSession(std::move(*session), file);
                m_message->setText(message);
            });
    connect(m_files, &SessionFiles::saved, this, [this](const QString &path) {
        m_resultFile = path;
        retranslate();
    });
    connect(m_files, &SessionFiles::runsChanged, m_history, &RunHistoryPanel::refresh);
    connect(m_files, &SessionFiles::recentFilesChanged, this, &MainWindow::updateRecentMenu);

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
        m_live->setRunStartNs(ns);
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
    QTimer::singleShot(0, this, [this] {
        if (!m_controller->isRunning())
            m_files->offerRecovery(unfinishedRuns(), m_options.askRecovery);
    });
}

MainWindow::~MainWindow()
{
    // Runs and the calibration talk to the lab: they end before it does.
    delete m_calibration;
    m_calibration = nullptr;
    delete m_controller;
    m_controller = nullptr;
    // A file job still going stops at its next record (a write leaves the old file); its result is dropped.
    delete m_files;
    m_files = nullptr;
    delete m_lab;
    m_lab = nullptr;
}

void MainWindow::onLabSettled(bool listening, const QString &error)
{
    if (listening) {
        m_endpoints->setLabBaseUrl(labBaseUrl());
        if (m_message->text() == tr("Starting the embedded lab server…"))
            m_message->setText(tr("Ready. The lab server runs at %1.").arg(labBaseUrl()));
    } else {
        m_lastProblem = tr("The embedded lab server could not start: %1").arg(error);
        m_message->setText(m_lastProblem);
    }
    updateActions();
    Q_EMIT labSettled(listening);
}

QString MainWindow::labBaseUrl() const
{
    return m_lab->baseUrl();
}

void MainWindow::createActions()
{
    QStyle *s = style();
    m_runAction = new QAction(s->standardIcon(QStyle::SP_MediaPlay), QString(), this);
    m_runAction->setObjectName(QStringLiteral("runAction"));
    m_runAction->setShortcut(Qt::CTRL | Qt::Key_R);
    connect(m_runAction, &QAction::triggered, this,
            [this] { attempt(tr("Cannot start the run"), [this](QString *error) { return startRun(error); }); });
    m_stopAction = new QAction(s->standardIcon(QStyle::SP_MediaStop), QString(), this);
    m_stopAction->setObjectName(QStringLiteral("stopAction"));
    m_stopAction->setShortcut(Qt::CTRL | Qt::Key_Period);
    connect(m_stopAction, &QAction::triggered, this, &MainWindow::stopRun);
    m_refreshAnalysisAction = new QAction(s->standardIcon(QStyle::SP_FileDialogContentsView), QString(), this);
    m_refreshAnalysisAction->setObjectName(QStringLiteral("refreshAnalysisAction"));
    m_refreshAnalysisAction->setShortcut(Qt::Key_F5);
    connect(m_refreshAnalysisAction, &QAction::triggered, this, [this] {
        refreshAnalysis();
        m_layout->showAnalysis(true);
    });
    m_calibrateAction = new QAction(s->standardIcon(QStyle::SP_BrowserReload), QString(), this);
    m_calibrateAction->setObjectName(QStringLiteral("calibrateAction"));
    connect(m_calibrateAction, &QAction::triggered, this, &MainWindow::calibrateClient);
    m_openAction = new QAction(s->standardIcon(QStyle::SP_DialogOpenButton), QString(), this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, m_files, &SessionFiles::openFromDialog);
    m_saveAction = new QAction(s->standardIcon(QStyle::SP_DialogSaveButton), QString(), this);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, [this] { m_files->saveFromDialog([this] { return currentSession(); }); });
    m_exportAction = new QAction(s->standardIcon(QStyle::SP_FileDialogDetailedView), QString(), this);
    m_exportAction->setShortcut(Qt::CTRL | Qt::Key_E);
    connect(m_exportAction, &QAction::triggered, this, [this] { m_files->exportFromDialog([this] { return currentSession(); }); });
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    m_aboutAction = new QAction(this);
    connect(m_aboutAction, &QAction::triggered, this, [this] {
        // Window-modal and opened, not exec()'d: the UI thread runs no nested event loop.
        auto *box = new QMessageBox(QMessageBox::Information, tr("About TTFT Workbench"),
                                    tr("<p><b>TTFT Workbench</b> %1</p><p>Measures how fast streaming LLM APIs start "
                                       "answering.</p><p>Qt %2</p>")
                                        .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion())),
                                    QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
    m_resetLayoutAction = new QAction(this);
    connect(m_resetLayoutAction, &QAction::triggered, this, [this] {
        restoreState(m_defaultState);
        m_layout->applyDefaultSizes();
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
    // The user guide (docs/guide), one entry per page; F1 opens its contents.
    m_guideMenu = m_helpMenu->addMenu(QString());
    for (const GuidePage &page : GuideWindow::pages()) {
        QAction *action = m_guideMenu->addAction(QString());
        action->setData(page.file);
        if (m_guideMenu->actions().size() == 1)
            action->setShortcut(QKeySequence::HelpContents);
        connect(action, &QAction::triggered, this, [this, file = page.file] { showGuide(file); });
    }
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_aboutAction);
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
                                                          m_lab->server() ? m_lab->server()->config().models : std::vector<LabModel>{}));
        updateActions();
    };
    connect(m_endpoints, &EndpointsPanel::changed, this, providersChanged);
    providersChanged();
    const auto workloadChanged = [this] { m_plan->setMaxTokens(m_workload->workload().maxTokens); };
    connect(m_workload, &WorkloadPanel::changed, this, workloadChanged);
    workloadChanged();

    m_live = new LiveViews(this);
    m_requestsPane = new RequestsPane(m_requestsModel, this);
    m_analysis = new AnalysisPane(this);
    installChartExportActions(m_analysis);

    m_history = new RunHistoryPanel(this);
    m_history->setObjectName(QStringLiteral("runHistory"));
    m_layout->build({m_endpoints, m_workload, m_plan, m_voice, m_live->histogram(), m_live->overTime(), m_live->statsTable(),
                     m_live->timeline(), m_requestsPane, m_analysis, m_history},
                    m_viewMenu);
    m_history->setDirectory(m_controller->journalDirectory());
    m_history->setExtraFiles(m_settings->recentFiles());
    connect(m_history, &RunHistoryPanel::openRequested, this, [this](const QString &path) {
        attempt(tr("Cannot open"), [&](QString *error) { return openSession(path, error); });
    });
    connect(m_history, &RunHistoryPanel::compareRequested, this, [this](const QStringList &paths) {
        attempt(tr("Cannot compare"), [&](QString *error) { return compareSessions(paths, error); });
    });
    connect(m_history, &RunHistoryPanel::regressionsRequested, this, [this](const QStringList &paths) {
        attempt(tr("Cannot compare"), [&](QString *error) { return findRegressions(paths, error); });
    });
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

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (!m_sized) {
        m_sized = true;
        m_layout->firstShown(m_stateRestored);
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
    if (m_lab->server()) // their address comes when the lab listens (onLabSettled)
        m_endpoints->addLabProviders(labBaseUrl());
    m_workload->setWorkload(readyWorkload());
    m_plan->setPlan(readyPlan());
}

void MainWindow::saveSettings()
{
    // The layout is saved as the user made it: live views that only stepped aside for the analysis
    // come back first.
    m_layout->showLiveViews();
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
    m_files->retranslate();
    m_runMenu->setTitle(tr("&Run"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_guideMenu->setTitle(tr("User &guide"));
    for (const GuidePage &page : GuideWindow::pages()) {
        for (QAction *action : m_guideMenu->actions())
            if (action->data().toString() == page.file)
                action->setText(page.title);
    }
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

    m_layout->retranslate();
    m_recentMenu->setTitle(tr("Open &recent"));
    m_refreshAnalysisAction->setText(tr("Refresh analysis"));
    m_refreshAnalysisAction->setToolTip(
        tr("Compare the providers on the requests finished so far (F5); the analysis refreshes itself when the run ends"));
    if (m_message && m_message->text().isEmpty())
        m_message->setText(!m_lab->server() ? tr("Ready.")
                           : m_lab->ready()   ? tr("Ready. The lab server runs at %1.").arg(labBaseUrl())
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
    m_calibrateAction->setEnabled(!running && !calibrating && m_lab->ready());
    m_refreshAnalysisAction->setEnabled(haveResult || running);
    m_openAction->setEnabled(!running && !filing);
    m_saveAction->setEnabled(!running && haveResult && !filing);
    m_exportAction->setEnabled(!running && haveResult && !filing);
}

void MainWindow::attempt(const QString &title, const std::function<bool(QString *)> &action)
{
    QString error;
    if (!action(&error))
        reportProblem(title, error);
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
        m_live->setProviderColor(name, color);
    }
}

void MainWindow::clearResults()
{
    m_pendingRows.clear();
    m_tableFlush->stop();
    m_requestsModel->clear();
    m_live->clear();
    m_status->reset();
    m_analysis->setInput(AnalysisInput{});
    m_resultDescription = RunDescription{};
    m_resultHealth = nullptr;
    m_resultDuringRun = {};
    m_resultRecovered = false;
    m_analysis->checklistPanel()->setClientHealth(std::nullopt);
    m_resultFile.clear();
}

void MainWindow::showBatch(const RecordBatch &batch)
{
    m_live->append(*batch);
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
    if (!m_lab->server()) {
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
    // ui-thread-ok: tests and scripts only (mainwindow.h); the Run button reads keys with RunKeyResolver
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
    if (m_files->refuse(error))
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
    MeasuredRunOptions options;
    options.description = std::move(m_pendingRun);
    m_pendingRun = {};
    options.keys = keys;
    options.labBaseUrl = labBaseUrl();
    options.groundTruth = m_lab->ready() ? m_lab->server() : nullptr;
    // The last result stays on show when the run cannot start; its records never mix with the
    // new run's, which reach the views only from the controller's next tick.
    // The plan's own estimate (the providers' known latency, or the typical request time the plan
    // panel assumes for the others): progress and the ETA follow it, corrected as the run goes.
    m_controller->setExpectedTimeline(m_plan->estimate().cells, m_plan->estimateFromModels());
    QString error;
    if (!m_controller->start(std::move(options), &error)) {
        reportProblem(tr("Cannot start the run"), error);
        updateActions();
        Q_EMIT runNotStarted(error);
        return;
    }
    clearResults();
    m_resultDescription = m_controller->description();
    const std::vector<ProviderProfile> &profiles = m_resultDescription.providers;
    applyProviderColors(profiles);
    m_layout->showAnalysis(false);
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
    // The session as the run's lifecycle collected it (launch/measuredrun.h), as `ttft-bench run`
    // records it: what was run, the client's verdict, and what only the live run could measure.
    const std::shared_ptr<Session> collected = m_controller->takeSession();
    m_resultDescription = m_controller->description();
    if (collected) {
        m_resultHealth = collected->clientHealth;
        m_resultDuringRun = collected->duringRun;
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
    if (const std::optional<double> typical = m_controller->typicalRequestSeconds())
        m_plan->setTypicalRequestSeconds(*typical);
    refreshAnalysis();
    m_analysis->checklistPanel()->setClientHealth(m_controller->healthSummary());
    if (outcome.error.empty())
        m_layout->showAnalysis(true);
    updateActions();
    // The run is kept (autosave, on the file job's thread) before it is announced as finished.
    if (outcome.error.empty() && collected
        && m_files->keep(m_controller->journalPath(), collected, [this, outcome] { Q_EMIT runFinished(outcome); }))
        return;
    Q_EMIT runFinished(outcome);
}

QDockWidget *MainWindow::analysisDock() const
{
    return m_layout->dock(WorkbenchLayout::Analysis);
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

void MainWindow::calibrateClient()
{
    if (!m_lab->ready() || m_calibration->isRunning() || m_controller->isRunning())
        return;
    m_calibration->start(m_lab->server());
    m_message->setText(tr("Calibrating the client against the lab: both transports, about ten seconds…"));
    updateActions();
}

void MainWindow::onCalibrationFinished(const std::vector<CalibrationRow> &rows)
{
    m_calibrationText = ClientCalibration::summary(rows);
    const QString html = ClientCalibration::reportHtml(rows);
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

bool MainWindow::saveSession(const QString &path, QString *error)
{
    return m_files->save(path, currentSession(), error);
}

std::shared_ptr<const SessionSnapshot> MainWindow::currentSession() const
{
    auto snapshot = std::make_shared<SessionSnapshot>();
    snapshot->head.run = m_resultDescription;
    snapshot->head.clientHealth = m_resultHealth;
    snapshot->head.duringRun = m_resultDuringRun;
    snapshot->head.recovered = m_resultRecovered;
    snapshot->batches = m_requestsModel->batches();
    return snapshot;
}

bool MainWindow::refuseWhileRunning(const QString &why, QString *error) const
{
    if (!m_controller->isRunning())
        return false;
    if (error)
        *error = why;
    return true;
}

GuideWindow *MainWindow::showGuide(const QString &page)
{
    if (!m_guide)
        m_guide = new GuideWindow(this);
    m_guide->show();
    m_guide->raise();
    m_guide->showPage(page);
    return m_guide;
}

bool MainWindow::openSession(const QString &path, QString *error)
{
    return !refuseWhileRunning(tr("Stop the run before opening another one."), error) && m_files->open(path, error);
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
        m_live->setRunStartNs(session.records.front().runStartNs);
        showBatch(std::make_shared<const std::vector<RequestRecord>>(std::move(session.records)));
    }
    // The saved run's client health judges the checklist and lights the status bar as it did
    // when the run ended.
    const std::optional<HealthSummary> health = healthFromJson(m_resultHealth);
    m_analysis->checklistPanel()->setClientHealth(health);
    if (health)
        m_status->setRunVerdict(*health);
    refreshAnalysis();
    m_layout->showAnalysis(true);
    retranslate();
    updateActions();
}

bool MainWindow::compareSessions(const QStringList &paths, QString *error)
{
    return !refuseWhileRunning(tr("Stop the run before comparing saved runs."), error) && m_files->compare(paths, error);
}

RegressionDialog *MainWindow::regressionDialog() const
{
    return m_files->regressionDialog();
}

bool MainWindow::findRegressions(const QStringList &paths, QString *error)
{
    return m_files->findRegressions(paths, error);
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
    return m_files->recover(journals, error);
}

QString MainWindow::lastAutosavePath() const
{
    return m_files->lastKept();
}

void MainWindow::updateRecentMenu()
{
    m_files->fillRecentMenu(m_recentMenu);
    m_history->setExtraFiles(m_settings->recentFiles());
}

bool MainWindow::exportResults(const QString &directory, QString *error)
{
    return m_files->exportTo(directory, currentSession(), error);
}

} // namespace ttft
