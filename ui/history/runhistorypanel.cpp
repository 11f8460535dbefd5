#include "runhistorypanel.h"

#include "runhistorymodel.h"

#include "store/foreignimport.h"
#include "store/runlibrary.h"
#include "store/session.h"

#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace ttft {

RunHistoryPanel::RunHistoryPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new RunHistoryModel(this))
    , m_view(new QTableView(this))
    , m_where(new QLabel(this))
    , m_refresh(new QPushButton(this))
    , m_add(new QPushButton(this))
    , m_import(new QPushButton(this))
    , m_open(new QPushButton(this))
    , m_compare(new QPushButton(this))
    , m_regressions(new QPushButton(this))
    , m_scan(new FileJob(this))
    , m_imports(new FileJob(this))
{
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setWordWrap(false);
    m_where->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_where->setWordWrap(true);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_open);
    buttons->addWidget(m_compare);
    buttons->addWidget(m_regressions);
    buttons->addStretch(1);
    buttons->addWidget(m_import);
    buttons->addWidget(m_add);
    buttons->addWidget(m_refresh);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_where);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);

    connect(m_refresh, &QPushButton::clicked, this, &RunHistoryPanel::refresh);
    connect(m_add, &QPushButton::clicked, this, &RunHistoryPanel::addFromDialog);
    connect(m_import, &QPushButton::clicked, this, &RunHistoryPanel::importFromDialog);
    connect(m_open, &QPushButton::clicked, this, [this] {
        const QStringList paths = selectedPaths();
        if (paths.size() == 1)
            Q_EMIT openRequested(paths.front());
    });
    connect(m_compare, &QPushButton::clicked, this, [this] {
        const QStringList paths = selectedPaths();
        if (paths.size() >= 2)
            Q_EMIT compareRequested(paths);
    });
    connect(m_regressions, &QPushButton::clicked, this, [this] {
        const QStringList paths = selectedPaths();
        if (paths.size() == 2)
            Q_EMIT regressionsRequested(paths);
    });
    connect(m_view, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        Q_EMIT openRequested(index.data(RunHistoryModel::PathRole).toString());
    });
    connect(this, &RunHistoryPanel::imported, this, [this](const QStringList &, const QStringList &problems) {
        if (!problems.isEmpty())
            showProblems(problems);
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &RunHistoryPanel::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &RunHistoryPanel::updateButtons);
    retranslate();
    updateButtons();
}

void RunHistoryPanel::setDirectory(const QString &directory)
{
    m_directory = directory;
    refresh();
}

void RunHistoryPanel::setExtraFiles(const QStringList &paths)
{
    m_extraFiles = paths;
    refresh();
}

void RunHistoryPanel::refresh()
{
    // The directory's sessions are read (their heads) on a thread of their own: a library of
    // hundreds of runs, or a slow disk, never holds the UI thread. A refresh asked for while one
    // reads runs again when it is done, so the list ends as the disk is.
    if (m_scan->isRunning()) {
        m_rescan = true;
        return;
    }
    m_rescan = false;
    const QString directory = m_directory;
    const QStringList extraFiles = m_extraFiles;
    m_scan->start(tr("Reading the run history"), [this, directory, extraFiles](FileProgress &) -> FileJob::Deliver {
        auto entries = std::make_shared<std::vector<RunLibraryEntry>>(
            directory.isEmpty() ? std::vector<RunLibraryEntry>{} : scanRunLibrary(directory));
        const QString libraryDir = QDir(directory).absolutePath();
        for (const QString &path : extraFiles) {
            const QFileInfo info(path);
            if (info.absolutePath() == libraryDir)
                continue; // listed already
            RunLibraryEntry entry;
            if (readSessionHead(info.absoluteFilePath(), entry, nullptr))
                entries->push_back(std::move(entry));
        }
        std::stable_sort(entries->begin(), entries->end(),
                         [](const RunLibraryEntry &a, const RunLibraryEntry &b) { return a.startedMs > b.startedMs; });
        return [this, entries] { showEntries(std::move(*entries)); };
    });
}

void RunHistoryPanel::showEntries(std::vector<RunLibraryEntry> entries)
{
    if (m_rescan) { // the library changed while it was read: read it again before showing it
        QMetaObject::invokeMethod(this, &RunHistoryPanel::refresh, Qt::QueuedConnection);
        return;
    }
    const QStringList selected = m_pendingSelection.isEmpty() ? selectedPaths() : std::exchange(m_pendingSelection, {});
    m_model->setEntries(std::move(entries));
    m_view->resizeColumnsToContents();
    selectPaths(selected);
    retranslate();
    Q_EMIT refreshed();
}

bool RunHistoryPanel::isBusy() const
{
    return m_scan->isRunning() || m_imports->isRunning();
}

QStringList RunHistoryPanel::selectedPaths() const
{
    QStringList paths;
    for (const QModelIndex &row : m_view->selectionModel()->selectedRows())
        paths << row.data(RunHistoryModel::PathRole).toString();
    return paths;
}

void RunHistoryPanel::selectPaths(const QStringList &paths)
{
    QItemSelection selection;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (paths.contains(m_model->entryAt(row)->path))
            selection.select(m_model->index(row, 0), m_model->index(row, RunHistoryModel::ColumnCount - 1));
    }
    m_view->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
}

void RunHistoryPanel::addFromDialog()
{
    // Window-modal and opened, not exec()'d: the UI thread runs no nested event loop.
    auto *dialog = new QFileDialog(this, tr("Add sessions to the history"), QString(), tr("Sessions (*.ttft.json);;All files (*)"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFileMode(QFileDialog::ExistingFiles);
    connect(dialog, &QFileDialog::filesSelected, this, [this](const QStringList &paths) {
        QStringList extra = m_extraFiles;
        for (const QString &path : paths) {
            if (!extra.contains(path))
                extra << path;
        }
        setExtraFiles(extra);
    });
    dialog->open();
}

bool RunHistoryPanel::importResults(const QStringList &paths, QString *error)
{
    if (m_imports->isRunning()) {
        if (error)
            *error = tr("An import is under way; wait for it.");
        return false;
    }
    // Read, converted and kept on a thread of their own; the history lists them when they are.
    const QString directory = m_directory;
    m_imports->start(tr("Importing %n file(s)", nullptr, int(paths.size())), [this, paths, directory](FileProgress &) -> FileJob::Deliver {
        QStringList targets;
        QStringList problems;
        for (const QString &path : paths) {
            Session session;
            QString problem;
            if (!importForeignResults(path, ForeignImportOptions{}, session, &problem)) {
                problems << problem;
                continue;
            }
            const QDir dir(directory);
            const QString stem = QStringLiteral("imported-") + QFileInfo(path).completeBaseName();
            QString target = dir.filePath(stem + QStringLiteral(".ttft.json"));
            for (int n = 2; QFileInfo::exists(target); ++n)
                target = dir.filePath(QStringLiteral("%1-%2.ttft.json").arg(stem).arg(n));
            if (!writeSessionFile(target, session, &problem)) {
                problems << tr("Cannot keep the imported results as %1: %2").arg(QDir::toNativeSeparators(target), problem);
                continue;
            }
            targets << target;
        }
        return [this, targets, problems] {
            if (!targets.isEmpty()) {
                m_pendingSelection = targets;
                refresh();
            }
            Q_EMIT imported(targets, problems);
        };
    });
    return true;
}

void RunHistoryPanel::importFromDialog()
{
    auto *dialog = new QFileDialog(this, tr("Import another tool's results"), QString(),
                                   tr("vLLM bench serve, GuideLLM or AIPerf results (*.json *.jsonl);;All files (*)"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFileMode(QFileDialog::ExistingFiles);
    connect(dialog, &QFileDialog::filesSelected, this, [this](const QStringList &paths) {
        QString error;
        if (!importResults(paths, &error))
            showProblems({error});
    });
    dialog->open();
}

void RunHistoryPanel::showProblems(const QStringList &problems)
{
    // Not modal: a problem report never stops the event loop.
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Cannot import"), problems.join(QStringLiteral("\n\n")), QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setModal(false);
    box->show();
}

void RunHistoryPanel::updateButtons()
{
    const QStringList paths = selectedPaths();
    m_open->setEnabled(paths.size() == 1);
    m_compare->setEnabled(paths.size() >= 2);
    m_regressions->setEnabled(paths.size() == 2);
}

void RunHistoryPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        m_model->retranslate();
    }
    QWidget::changeEvent(event);
}

void RunHistoryPanel::retranslate()
{
    m_where->setText(m_directory.isEmpty()
                         ? tr("No runs directory.")
                         : tr("%n run(s) in %1 and the sessions you opened or added. Select two or more to compare them.",
                              nullptr, m_model->rowCount())
                               .arg(QDir::toNativeSeparators(m_directory)));
    m_refresh->setText(tr("Refresh"));
    m_add->setText(tr("Add sessions…"));
    m_import->setText(tr("Import…"));
    m_import->setToolTip(tr("Import another tool's per-request results (vLLM bench serve --save-detailed, GuideLLM "
                            "benchmarks JSON, AIPerf profile_export.jsonl) to compare them beside your runs"));
    m_add->setToolTip(tr("List session files from elsewhere (another machine, a colleague) beside your runs"));
    m_open->setText(tr("Open"));
    m_compare->setText(tr("Compare selected"));
    m_compare->setToolTip(tr("Show the selected runs side by side in the analysis views, each provider labelled by its run"));
    m_regressions->setText(tr("Regressions…"));
    m_regressions->setToolTip(tr("Two runs of the same plan, the older as the baseline: each percentile's difference with its "
                                 "95 % interval, and the regressions past a threshold (as ttft-bench compare)"));
}

} // namespace ttft
