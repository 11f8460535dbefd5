#pragma once

#include "run/filejob.h"
#include "store/runlibrary.h"

#include <QStringList>
#include <QWidget>

#include <vector>

class QLabel;
class QPushButton;
class QTableView;

namespace ttft {

class RunHistoryModel;

// The library of past runs: every session in the runs directory (each run is saved there when it
// ends), the sessions the user opened or saved elsewhere (recent files) and the runs that never
// ended. Open one, or select several (from different days or machines) and compare them in the
// analysis views, each labelled by run.
class RunHistoryPanel : public QWidget
{
    Q_OBJECT
public:
    explicit RunHistoryPanel(QWidget *parent = nullptr);

    void setDirectory(const QString &directory);
    QString directory() const { return m_directory; }
    // Session files outside the directory to list too (recent files, runs from other machines).
    void setExtraFiles(const QStringList &paths);
    QStringList extraFiles() const { return m_extraFiles; }

    RunHistoryModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QStringList selectedPaths() const;
    // Other tools' per-request results (vLLM bench serve, GuideLLM, AIPerf) kept as sessions in
    // the runs directory, so they sit in the history and compare beside ours: read and written
    // on a thread of their own, `imported` says how it went. False (with *error) while another
    // import runs.
    bool importResults(const QStringList &paths, QString *error = nullptr);
    // A scan or an import under way (refreshed / imported say when it ends).
    bool isBusy() const;
    void selectPaths(const QStringList &paths);

public Q_SLOTS:
    void refresh(); // reads the library again, off the UI thread; refreshed() when listed

Q_SIGNALS:
    void openRequested(const QString &path);
    void compareRequested(const QStringList &paths);
    // Two runs as baseline and candidate (the older first): regressions between them.
    void regressionsRequested(const QStringList &paths);
    void refreshed();
    // The sessions kept (listed and selected once the history has refreshed) and what could not be.
    void imported(const QStringList &sessions, const QStringList &problems);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateButtons();
    void addFromDialog();
    void importFromDialog();
    void showEntries(std::vector<RunLibraryEntry> entries);
    void showProblems(const QStringList &problems);

    QString m_directory;
    QStringList m_extraFiles;
    RunHistoryModel *m_model;
    QTableView *m_view;
    QLabel *m_where;
    QPushButton *m_refresh;
    QPushButton *m_add;
    QPushButton *m_import;
    QPushButton *m_open;
    QPushButton *m_compare;
    QPushButton *m_regressions;
    FileJob *m_scan;    // the library read, off the UI thread
    FileJob *m_imports; // other tools' results converted, off the UI thread
    bool m_rescan = false;          // refresh() asked for while a scan ran
    QStringList m_pendingSelection; // selected once listed (the imported sessions)
};

} // namespace ttft
