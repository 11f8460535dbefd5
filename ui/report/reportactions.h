#pragma once

#include "reportinput.h"

#include <QObject>

#include <functional>
#include <memory>

class QAction;
class QMenu;
class QWidget;

namespace ttft {

// The window's report commands: "Export report…" (HTML, PDF or both, with a progress dialog) and
// "Copy summary as Markdown" (the per-provider table to the clipboard). `source` returns the result
// on show when asked; both actions are enabled only while it has requests (checked as the menu
// opens). Lives beside the window so the window only adds the actions to its menu.
class ReportActions : public QObject
{
    Q_OBJECT
public:
    ReportActions(QWidget *window, std::function<ReportInput()> source, QObject *parent = nullptr);
    ~ReportActions() override;

    QAction *exportReportAction() const { return m_exportReport; }
    QAction *copyMarkdownAction() const { return m_copyMarkdown; }
    // Enables the actions as `menu` opens (one with the window's other result actions).
    void followMenu(QMenu *menu);

    // Writes the report (either path may be empty) at once; for tests and scripts.
    bool exportReport(const QString &htmlPath, const QString &pdfPath, QString *error = nullptr);
    // The window's way: one step per event-loop turn (no nested loop, no events pumped from inside
    // a step), a progress dialog that is not modal, Cancel between steps; exportFinished at the end
    // (a failure other than "cancelled" is also shown). False while another export runs.
    bool startExport(const QString &htmlPath, const QString &pdfPath);
    bool isExporting() const { return m_export != nullptr; }
    // Puts the Markdown table on the clipboard; returns it.
    QString copyMarkdown();

Q_SIGNALS:
    void exportFinished(bool ok, const QString &error);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void exportFromDialog();
    void retranslate();
    void updateEnabled();
    void nextExportStep();

    struct Export;
    std::unique_ptr<Export> m_export;

    QWidget *m_window;
    std::function<ReportInput()> m_source;
    QAction *m_exportReport;
    QAction *m_copyMarkdown;
};

} // namespace ttft
