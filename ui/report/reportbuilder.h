#pragma once

#include "reportinput.h"
#include "results/runresults.h"

#include <QByteArray>
#include <QSize>
#include <QString>

#include <functional>
#include <vector>

namespace ttft {

// The run as a report a product manager can send and an engineer can check: environment, plan and
// workload, per-provider and per-cell summary tables, the compare charts, the verdicts in words,
// prompt-length fit, load curve and knee, where TTFT goes, scenario verdicts with evidence, the
// release checklist and how the figures were measured. One HTML file with every chart embedded
// (base64 PNG, nothing fetched from anywhere), or the same as a PDF.
//
// Charts are painted by the analysis views themselves (created here, hidden, in a light palette
// whatever the screen's theme), so the report shows exactly what the workbench shows. Needs a
// QApplication (widgets) and runs on its thread.
class ReportBuilder
{
public:
    explicit ReportBuilder(ReportInput input);
    ~ReportBuilder();

    // Called between steps with the steps done, the total and what comes next; return false to
    // stop (the export then fails with "cancelled").
    using Progress = std::function<bool(int done, int total, const QString &step)>;
    void setProgress(Progress progress) { m_progress = std::move(progress); }

    // The self-contained HTML document.
    QString html();
    bool writeHtml(const QString &path, QString *error);
    // A4 portrait, charts at print resolution.
    bool writePdf(const QString &path, QString *error);

    // The steps a progress callback sees for html() and writePdf() together, for a dialog's range.
    static int stepCount();

    // The same work one step at a time, for a caller that goes back to its event loop between
    // steps (the window: no nested loop, no events pumped from inside): the chart groups, then the
    // HTML file, then the PDF file (either path may be empty). More: call again; Done: written;
    // Failed: *error says why.
    enum class StepResult { More, Done, Failed };
    StepResult writeStep(const QString &htmlPath, const QString &pdfPath, QString *error);
    QString nextStepText(const QString &htmlPath) const; // what writeStep does next, for a progress line
    int stepsDone() const;

private:
    struct Chart {
        QString id;      // also the PDF's resource name
        QString title;
        QSizeF size;     // logical px, as laid out
        QByteArray png;  // at kChartDpi
    };
    enum class Target { Html, Pdf };

    bool renderCharts(QString *error); // the chart groups not drawn yet; the views are made and dropped per group
    static QString chartGroupText(int group);
    void drawChartGroup(int group);
    bool writeHtmlFile(const QString &path, QString *error);
    bool writePdfFile(const QString &path, QString *error);
    bool step(const QString &what);
    QString document(Target target) const;
    QString pipelineSection(const RunDescription &run, Target target) const;
    QString chartHtml(const QString &id, Target target) const;
    // The cells that get a compare figure of their own (the first kMaxCompareCells); empty when
    // the run has one cell.
    QStringList compareCells() const;
    const Chart *chart(const QString &id) const;

    ReportInput m_input;
    RunResults m_results; // the summary tables, warnings and pipeline: the same as summary.json's
    Progress m_progress;
    int m_done = 0;
    int m_chartGroupsDrawn = 0;
    bool m_htmlWritten = false;
    bool m_pdfWritten = false;
    std::vector<Chart> m_charts;
};

// The Markdown table people paste into issues and chats: per provider (first-seen order), and per
// cell when the run has several (never pooled across load levels and prompt lengths), n
// (measured requests), errors, TTFT P50/P95/P99 and TPOT P50 in ms, over the successful measured
// requests (warm-up left out). A voice pipeline run gets a second table after a blank line: per
// LLM × TTS turns, failures, first sound P50/P95/P99 (ms) and the dominant stage. Lines end in '\n'.
QString markdownSummary(const RunResults &results);

} // namespace ttft
