#include "reportactions.h"

#include "reportbuilder.h"

#include "base/i18n.h"

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
#include <QTimer>
#include <QMainWindow>

namespace ttft {

// One report being written by startExport.
struct ReportActions::Export {
    std::unique_ptr<ReportBuilder> builder;
    QString html, pdf;
    QProgressDialog *progress = nullptr;
};

ReportActions::~ReportActions() = default;

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
    // A failure of the window's own export is shown; a cancel is the user's choice.
    connect(this, &ReportActions::exportFinished, this, [this](bool ok, const QString &error) {
        if (!ok && error != Tr::tr("cancelled")) { // the builder's word for it
            auto *box = new QMessageBox(QMessageBox::Warning, tr("Cannot export the report"), error, QMessageBox::Ok, m_window);
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->setModal(false);
            box->show();
        }
    });
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
    m_exportReport->setEnabled(haveRecords && !m_export);
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
    QString failure;
    bool ok = true;
    if (!htmlPath.isEmpty())
        ok = builder.writeHtml(htmlPath, &failure);
    if (ok && !pdfPath.isEmpty())
        ok = builder.writePdf(pdfPath, &failure);
    if (!ok && error)
        *error = failure;
    return ok;
}

bool ReportActions::startExport(const QString &htmlPath, const QString &pdfPath)
{
    if (m_export)
        return false;
    m_export = std::make_unique<Export>();
    m_export->builder = std::make_unique<ReportBuilder>(m_source());
    m_export->html = htmlPath;
    m_export->pdf = pdfPath;
    // Not modal: a modal progress dialog pumps events from inside setValue(); this one is only
    // shown, and each step runs in an event-loop turn of its own.
    m_export->progress = new QProgressDialog(tr("Writing the report…"), tr("Cancel"), 0, ReportBuilder::stepCount(), m_window);
    m_export->progress->setWindowTitle(tr("Export report"));
    m_export->progress->setWindowModality(Qt::NonModal);
    m_export->progress->setMinimumDuration(300); // a short export does not flash a dialog
    m_export->progress->setAutoClose(false);
    m_export->progress->setAutoReset(false);
    m_exportReport->setEnabled(false);
    QTimer::singleShot(0, this, &ReportActions::nextExportStep);
    return true;
}

void ReportActions::nextExportStep()
{
    if (!m_export)
        return;
    Export &job = *m_export;
    const auto finish = [this](bool ok, const QString &error) {
        std::unique_ptr<Export> done = std::move(m_export);
        done->progress->deleteLater();
        m_exportReport->setEnabled(true);
        if (ok) {
            QStringList written;
            for (const QString &file : {done->html, done->pdf})
                if (!file.isEmpty())
                    written << QDir::toNativeSeparators(file);
            if (auto *main = qobject_cast<QMainWindow *>(m_window))
                main->statusBar()->showMessage(tr("Report written: %1").arg(written.join(QStringLiteral(", "))), 8000);
        }
        Q_EMIT exportFinished(ok, error);
    };
    if (job.progress->wasCanceled())
        return finish(false, Tr::tr("cancelled"));
    job.progress->setLabelText(job.builder->nextStepText(job.html));
    QString error;
    const ReportBuilder::StepResult result = job.builder->writeStep(job.html, job.pdf, &error);
    job.progress->setValue(job.builder->stepsDone());
    if (result == ReportBuilder::StepResult::More)
        QTimer::singleShot(0, this, &ReportActions::nextExportStep);
    else
        finish(result == ReportBuilder::StepResult::Done, error);
}

void ReportActions::exportFromDialog()
{
    const QString htmlFilter = tr("HTML report (*.html)");
    const QString pdfFilter = tr("PDF report (*.pdf)");
    const QString bothFilter = tr("HTML and PDF, side by side (*.html)");
    const QString filter = htmlFilter;
    const QString start = QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                              .filePath(QStringLiteral("ttft-report-%1.html")
                                            .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmm"))));
    // Window-modal and opened, not exec()'d: the UI thread runs no nested event loop.
    auto *dialog = new QFileDialog(m_window, tr("Export report"), start,
                                   QStringList{htmlFilter, pdfFilter, bothFilter}.join(QStringLiteral(";;")));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->selectNameFilter(filter);
    connect(dialog, &QFileDialog::fileSelected, this, [this, dialog, htmlFilter, pdfFilter, bothFilter](const QString &path) {
        const QString filter = dialog->selectedNameFilter();
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
        startExport(html, pdf);
    });
    dialog->open();
}

} // namespace ttft
