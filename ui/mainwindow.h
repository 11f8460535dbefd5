#pragma once

#include "stats/clienthealthverdict.h"
#include "model/rundescription.h"
#include "run/embeddedlab.h"
#include "run/runcontroller.h"
#include "store/session.h"
#include "keys/runkeys.h"

#include <QMainWindow>
#include <QPointer>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QTimer;
class QToolBar;

namespace ttft {

class AnalysisPane;
class ClientCalibration;
class EmbeddedLab;
class EndpointsPanel;
class GuideWindow;
class SessionFiles;
struct SessionSnapshot;
class LabServer;
class RegressionDialog;
class LanguageSwitcher;
class LiveViews;
class WorkbenchLayout;
class PlanPanel;
class RequestsModel;
class RequestsPane;
class RunHistoryPanel;
class RunStatusWidget;
class VoicePanel;
class WorkbenchSettings;
class WorkloadPanel;
struct CalibrationRow;

struct MainWindowOptions {
    QString settingsPath;     // an INI file of our own; empty: the application's settings
    QString journalDirectory; // empty: "runs" in the application's data directory
    bool startLab = true;     // the embedded lab server on 127.0.0.1
    // Asked, on start, whether to recover the runs that never ended (their journals); true:
    // recover. Empty: a message box asks. Tests answer it here.
    std::function<bool(const QStringList &journals)> askRecovery;
};

// The workbench: configuration docks (Endpoints, Workload, Plan, Voice pipeline), the live views
// (TTFT histogram, per-request timeline, statistics, TTFT over time) and the requests table, a
// toolbar to run, stop, calibrate, open, save and export, and a status bar with progress, ETA,
// counts and the client's health. Layout, panel states and language are restored on restart. The embedded lab starts with
// the window; on the first start the lab's three providers and a ready plan are set up.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    explicit MainWindow(const MainWindowOptions &options, QWidget *parent = nullptr);
    ~MainWindow() override;

    // What the toolbar does, callable by tests and scripts. Failures come back as translated text.
    // Open, save, compare, recover and export are file jobs on a thread of their own (the UI
    // thread never waits on a file): true when started, and fileJobFinished says how it ended;
    // false (with *error) when refused at once (a run or another file job under way).
    bool startRun(QString *error = nullptr);
    void stopRun();
    bool saveSession(const QString &path, QString *error = nullptr);
    bool openSession(const QString &path, QString *error = nullptr);
    // Help ▸ User guide: the guide's window (made on first use), reading `page` ("metrics.md").
    GuideWindow *showGuide(const QString &page);
    GuideWindow *guideWindow() const { return m_guide; }
    bool exportResults(const QString &directory, QString *error = nullptr);
    // Several saved runs side by side in every view, each provider labelled by its run (host,
    // note or start time, whichever tells them apart).
    bool compareSessions(const QStringList &paths, QString *error = nullptr);
    // Two saved runs as baseline and candidate (the one that started first is the baseline): the
    // regression dialog (ui/history/regressiondialog.h), once both are read on the file job.
    bool findRegressions(const QStringList &paths, QString *error = nullptr);
    RegressionDialog *regressionDialog() const;
    // Runs that never ended (the workbench or the machine died): journals without their end line.
    QStringList unfinishedRuns() const;
    // Rebuilds the run from its journal, keeps it as a session beside the journal (so it is
    // offered only once and listed in the history) and shows it.
    bool recoverRun(const QString &journalPath, QString *error = nullptr);
    bool recoverRuns(const QStringList &journals, QString *error = nullptr); // one job; the last recovered is shown
    bool fileJobRunning() const;
    // The session saved when the last run ended (every run is kept in the runs directory).
    QString lastAutosavePath() const;
    void calibrateClient();
    void setLanguage(const QString &language); // "en", "zh_CN"; empty: the system's
    void saveSettings();

    LabServer *lab() const { return m_lab->server(); }
    // The lab starts with the window, off the UI thread: labSettled says when it listens (or
    // failed, and lab() is then null); labBaseUrl() is empty until then.
    bool labReady() const { return m_lab->ready(); }
    bool labStarting() const { return m_lab->starting(); }
    QString labBaseUrl() const;
    RunController *runController() const { return m_controller; }
    RequestsModel *requestsModel() const { return m_requestsModel; }
    RequestsPane *requestsPane() const { return m_requestsPane; }
    RunHistoryPanel *historyPanel() const { return m_history; }
    EndpointsPanel *endpointsPanel() const { return m_endpoints; }
    WorkloadPanel *workloadPanel() const { return m_workload; }
    PlanPanel *planPanel() const { return m_plan; }
    VoicePanel *voicePanel() const { return m_voice; }
    RunStatusWidget *runStatus() const { return m_status; }
    AnalysisPane *analysisPane() const { return m_analysis; }
    QDockWidget *analysisDock() const;
    QAction *refreshAnalysisAction() const { return m_refreshAnalysisAction; }
    // Hands the records on show (finished or, during a run, so far) to the analysis views.
    void refreshAnalysis();
    QAction *runAction() const { return m_runAction; }
    QAction *stopAction() const { return m_stopAction; }
    QAction *openAction() const { return m_openAction; }
    QAction *calibrateAction() const { return m_calibrateAction; }
    QString lastCalibrationText() const { return m_calibrationText; }
    QString lastProblem() const { return m_lastProblem; }
    // The run the Run button would start now, as described (lab profiles without an address yet);
    // nullopt and a reason in *error when it cannot run.
    std::optional<RunDescription> currentRunDescription(QString *error = nullptr) const;
    // The same, built as startRun builds it, keys resolved; waits for the keys (a keychain read
    // can prompt), so it is for tests and scripts, never called by the window itself. Empty
    // providers and a reason in *error when it cannot run.
    RunSpec currentRunSpec(QString *error = nullptr) const;

Q_SIGNALS:
    void runFinished(const ttft::RunOutcome &outcome);
    // startRun() accepted the run, but it could not start after all (a key missing, ...).
    void runNotStarted(const QString &error);
    void labSettled(bool listening);
    // A file job ended: ok, or the sentence why not (also shown to the user), or cancelled.
    void fileJobFinished(bool ok, const QString &error);
    void calibrationFinished();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void onLabSettled(bool listening, const QString &error);
    void launchRun(const RunKeys &keys); // startRun's second half, when the keys have arrived
    void createActions();
    void createMenus();
    void createDocks();
    void restoreSettings();
    void applyFirstStart();
    void retranslate();
    void updateActions();
    void clearResults();
    void showBatch(const RecordBatch &batch);
    void flushPendingRows();
    void applyProviderColors(const std::vector<ProviderProfile> &profiles);
    QColor providerColor(const QString &provider, int index) const;
    void onRunFinished(const RunOutcome &outcome);
    void onCalibrationFinished(const std::vector<CalibrationRow> &rows);
    void reportProblem(const QString &title, const QString &text);
    void attempt(const QString &title, const std::function<bool(QString *)> &action); // its error reported
    // Puts a session (opened, recovered or merged) into every view.
    void showSession(Session session, const QString &file);
    // The results shown now, as a session to save (the records shared, not copied).
    std::shared_ptr<const SessionSnapshot> currentSession() const;
    bool refuseWhileRunning(const QString &why, QString *error) const; // true, with `why`, while a run goes
    void updateRecentMenu();

    MainWindowOptions m_options;
    std::unique_ptr<WorkbenchSettings> m_settings;
    LanguageSwitcher *m_language;
    EmbeddedLab *m_lab; // deleted last: runs and the calibration talk to it
    RunController *m_controller;
    RunKeyResolver *m_runKeys;
    RunDescription m_pendingRun; // accepted by startRun, waiting for its keys
    SessionFiles *m_files;       // open, save, compare, recover, keep, export: off the UI thread
    ClientCalibration *m_calibration;
    RequestsModel *m_requestsModel;
    QTimer *m_tableFlush;                  // feeds the requests table at 2 Hz while a run streams
    std::vector<RecordBatch> m_pendingRows; // batches the table has not taken yet
    RequestsPane *m_requestsPane = nullptr;
    AnalysisPane *m_analysis = nullptr;
    RunStatusWidget *m_status = nullptr;
    QLabel *m_message = nullptr;

    EndpointsPanel *m_endpoints = nullptr;
    WorkloadPanel *m_workload = nullptr;
    PlanPanel *m_plan = nullptr;
    VoicePanel *m_voice = nullptr;
    LiveViews *m_live = nullptr; // histogram, over time, statistics, timeline
    WorkbenchLayout *m_layout = nullptr; // the docks and their sizes

    // The result on show: the last run's, or an opened session's.
    RunDescription m_resultDescription;
    nlohmann::json m_resultHealth;
    DuringRun m_resultDuringRun;
    bool m_resultRecovered = false;
    QString m_resultFile;

    QToolBar *m_toolBar = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_runMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QMenu *m_guideMenu = nullptr;
    GuideWindow *m_guide = nullptr;
    QAction *m_runAction = nullptr;
    QAction *m_stopAction = nullptr;
    QAction *m_calibrateAction = nullptr;
    QAction *m_refreshAnalysisAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_resetLayoutAction = nullptr;
    QAction *m_englishAction = nullptr;
    QAction *m_chineseAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    QByteArray m_defaultState;
    bool m_stateRestored = false;
    bool m_sized = false;
    QString m_calibrationText;
    QString m_lastProblem;
    RunHistoryPanel *m_history = nullptr;
    QMenu *m_recentMenu = nullptr;
};

} // namespace ttft
