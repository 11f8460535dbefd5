#pragma once

#include <QStringList>
#include <QWidget>

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
    // Another tool's per-request results (vLLM bench serve, GuideLLM, AIPerf) kept as a session in
    // the runs directory, so they sit in the history and compare beside ours. Returns the new
    // session's path; empty with the reason in *error.
    QString importResults(const QString &path, QString *error = nullptr);
    void selectPaths(const QStringList &paths);

public Q_SLOTS:
    void refresh();

Q_SIGNALS:
    void openRequested(const QString &path);
    void compareRequested(const QStringList &paths);
    // Two runs as baseline and candidate (the older first): regressions between them.
    void regressionsRequested(const QStringList &paths);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateButtons();
    void addFromDialog();
    void importFromDialog();

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
};

} // namespace ttft
