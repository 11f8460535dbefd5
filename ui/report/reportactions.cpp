#include "reportactions.h"

#include "reportbuilder.h"

#include <QAction>
#include <QClipboard>
#include <QDateTime>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QStandardPaths>
#include <QStatusBar>
#include <QMainWindow>

namespace ttft {

ReportActions::ReportActions(QWidget *window, std::function<ReportInput()> source, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_source(std::move(source))
    , m_exportReport(new QAction(this))
    , m_copyMarkdown(new QAction(this))
{
    m_exportReport->setObjectName(QStringLiteral("exportReportAction"));
    m_copyMarkdown->setObjectName(QStringLiteral("copyMarkdownAction"));
    m_exportReport->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_E);
    connect(m_exportReport, &QAction::triggered, this, &ReportActions::exportFromDialog);
    connect(m_copyMarkdown, &QAction::triggered, this, [this] {
        copyMarkdown();
        if (auto *main = qobject_cast<QMainWindow *>(m_window))
            main->statusBar()->showMessage(tr("Summary table copied as Markdown"), 4000);
    });
    m_window->installEventFilter(this);
    retranslate();
}

void ReportActions::followMenu(QMenu *menu)
{
    connect(menu, &QMenu::aboutToShow, this, &ReportActions::updateEnabled);
}

void ReportActions::updateEnabled()
{
    const ReportInput input = m_source();
    const bool haveRecords = !input.analysis.all().empty();
    m_exportReport->setEnabled(haveRecords);
    m_copyMarkdown->setEnabled(haveRecords);
}

bool ReportActions::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void ReportActions::retranslate()
{
    m_exportReport->setText(tr("Export report…"));
    m_exportReport->setToolTip(tr("The run as a report to send: HTML with every chart embedded, or PDF"));
    m_copyMarkdown->setText(tr("Copy summary as Markdown"));
    m_copyMarkdown->setToolTip(tr("Per provider: n, errors, TTFT P50/P95/P99 and TPOT, as a Markdown table; a voice pipeline run "
                                    "adds its first-sound figures per LLM × TTS"));
}

QString ReportActions::copyMarkdown()
{
    const ReportInput source = m_source();
    const QString text = markdownSummary(computeResults(source.analysis.run, source.analysis.all(), source.clientHealth));
    QGuiApplication::clipboard()->setText(text);
    return text;
}

bool ReportActions::exportReport(const QString &htmlPath, const QString &pdfPath, QString *error)
{
    ReportBuilder builder(m_source());
    QProgressDialog progress(tr("Writing the report…"), tr("Cancel"), 0, ReportBuilder::stepCount(), m_window);
    progress.setWindowTitle(tr("Export report"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300); // a short export does not flash a dialog
    builder.setProgress([&progress](int done, int, const QString &step) {
        progress.setLabelText(step);
        progress.setValue(done);
        return !progress.wasCanceled();
    });
    QString failure;
    bool ok = true;
    if (!htmlPath.isEmpty())
        ok = builder.writeHtml(htmlPath, &failure);
    if (ok && !pdfPath.isEmpty())
        ok = builder.writePdf(pdfPath, &failure);
    progress.setValue(ReportBuilder::stepCount());
    if (!ok && error)
        *error = failure;
    return ok;
}

void ReportActions::exportFromDialog()
{
    const QString htmlFilter = tr("HTML report (*.html)");
    const QString pdfFilter = tr("PDF report (*.pdf)");
    const QString bothFilter = tr("HTML and PDF, side by side (*.html)");
    QString filter = htmlFilter;
    const QString start = QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                              .filePath(QStringLiteral("ttft-report-%1.html")
                                            .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmm"))));
    QString path = QFileDialog::getSaveFileName(m_window, tr("Export report"), start,
                                                QStringList{htmlFilter, pdfFilter, bothFilter}.join(QStringLiteral(";;")),
                                                &filter);
    if (path.isEmpty())
        return;
    const QFileInfo info(path);
    const QString base = QDir(info.absolutePath()).filePath(info.completeBaseName());
    QString html;
    QString pdf;
    if (filter == pdfFilter || (filter != bothFilter && info.suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) == 0))
        pdf = base + QStringLiteral(".pdf");
    else
        html = base + QStringLiteral(".html");
    if (filter == bothFilter)
        pdf = base + QStringLiteral(".pdf");
    QString error;
    if (!exportReport(html, pdf, &error)) {
        if (error != QLatin1String("cancelled"))
            QMessageBox::warning(m_window, tr("Cannot export the report"), error);
        return;
    }
    QStringList written;
    for (const QString &file : {html, pdf})
        if (!file.isEmpty())
            written << QDir::toNativeSeparators(file);
    if (auto *main = qobject_cast<QMainWindow *>(m_window))
        main->statusBar()->showMessage(tr("Report written: %1").arg(written.join(QStringLiteral(", "))), 8000);
}

} // namespace ttft
