#include "runhistorypanel.h"

#include "runhistorymodel.h"

#include "store/foreignimport.h"
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
    const QStringList selected = selectedPaths();
    std::vector<RunLibraryEntry> entries = m_directory.isEmpty() ? std::vector<RunLibraryEntry>{} : scanRunLibrary(m_directory);
    const QString libraryDir = QDir(m_directory).absolutePath();
    for (const QString &path : m_extraFiles) {
        const QFileInfo info(path);
        if (info.absolutePath() == libraryDir)
            continue; // listed already
        RunLibraryEntry entry;
        if (readSessionHead(info.absoluteFilePath(), entry, nullptr))
            entries.push_back(std::move(entry));
    }
    std::stable_sort(entries.begin(), entries.end(),
                     [](const RunLibraryEntry &a, const RunLibraryEntry &b) { return a.startedMs > b.startedMs; });
    m_model->setEntries(std::move(entries));
    m_view->resizeColumnsToContents();
    selectPaths(selected);
    retranslate();
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
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Add sessions to the history"), QString(),
                                                            tr("Sessions (*.ttft.json);;All files (*)"));
    if (paths.isEmpty())
        return;
    QStringList extra = m_extraFiles;
    for (const QString &path : paths) {
        if (!extra.contains(path))
            extra << path;
    }
    setExtraFiles(extra);
}

QString RunHistoryPanel::importResults(const QString &path, QString *error)
{
    Session session;
    QString problem;
    if (!importForeignResults(path, ForeignImportOptions{}, session, &problem)) {
        if (error)
            *error = problem;
        return {};
    }
    const QDir dir(m_directory);
    const QString stem = QStringLiteral("imported-") + QFileInfo(path).completeBaseName();
    QString target = dir.filePath(stem + QStringLiteral(".ttft.json"));
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = dir.filePath(QStringLiteral("%1-%2.ttft.json").arg(stem).arg(n));
    if (!writeSessionFile(target, session, &problem)) {
        if (error)
            *error = tr("Cannot keep the imported results as %1: %2").arg(QDir::toNativeSeparators(target), problem);
        return {};
    }
    refresh();
    selectPaths({target});
    return target;
}

void RunHistoryPanel::importFromDialog()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Import another tool's results"), QString(),
        tr("vLLM bench serve, GuideLLM or AIPerf results (*.json *.jsonl);;All files (*)"));
    QStringList problems;
    for (const QString &path : paths) {
        QString error;
        if (importResults(path, &error).isEmpty())
            problems << error;
    }
    if (!problems.isEmpty())
        QMessageBox::warning(this, tr("Cannot import"), problems.join(QStringLiteral("\n\n")));
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
