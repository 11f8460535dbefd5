#include "runhistorymodel.h"
#include "base/figuretext.h"

#include <QDateTime>
#include <QFileInfo>
#include <QLocale>

namespace ttft {

namespace {

} // namespace

RunHistoryModel::RunHistoryModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void RunHistoryModel::setEntries(std::vector<RunLibraryEntry> entries)
{
    beginResetModel();
    m_entries = std::move(entries);
    endResetModel();
}

const RunLibraryEntry *RunHistoryModel::entryAt(int row) const
{
    return row >= 0 && row < int(m_entries.size()) ? &m_entries[std::size_t(row)] : nullptr;
}

int RunHistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int RunHistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString RunHistoryModel::headline(const RunLibraryEntry &entry)
{
    QStringList parts;
    for (std::size_t i = 0; i < entry.providers.size(); ++i) {
        const auto p50 = i < entry.ttftP50Ms.size() ? entry.ttftP50Ms[i] : std::nullopt;
        const auto p95 = i < entry.ttftP95Ms.size() ? entry.ttftP95Ms[i] : std::nullopt;
        parts << tr("%1 %2 / %3 ms").arg(qs(entry.providers[i]), fixedOr(p50, p50.value_or(0) < 100 ? 1 : 0, u"–"), fixedOr(p95, p95.value_or(0) < 100 ? 1 : 0, u"–"));
    }
    return parts.join(QStringLiteral(" · "));
}

QVariant RunHistoryModel::data(const QModelIndex &index, int role) const
{
    const RunLibraryEntry *entry = entryAt(index.row());
    if (!entry || index.column() < 0 || index.column() >= ColumnCount)
        return {};
    if (role == PathRole)
        return entry->path;
    if (role == Qt::ToolTipRole)
        return QStringLiteral("%1\n%2").arg(entry->path, headline(*entry));
    if (role == Qt::TextAlignmentRole && (index.column() == RequestsColumn || index.column() == ErrorsColumn))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(index.column())) {
    case StartedColumn:
        return entry->startedMs != 0
            ? QLocale().toString(QDateTime::fromMSecsSinceEpoch(entry->startedMs), QLocale::ShortFormat)
            : QFileInfo(entry->path).fileName();
    case WhereColumn: {
        QStringList where;
        if (!entry->host.empty())
            where << qs(entry->host);
        if (!entry->note.empty())
            where << qs(entry->note);
        return where.join(QStringLiteral(" · "));
    }
    case ProvidersColumn:
        return entry->unfinished ? tr("(in the journal)") : headline(*entry);
    case PlanColumn: {
        QStringList cells;
        for (const std::string &cell : entry->cells)
            cells << qs(cell);
        return cells.join(QStringLiteral(", "));
    }
    case RequestsColumn:
        return QLocale().toString(qlonglong(entry->requests));
    case ErrorsColumn:
        return entry->unfinished ? QString() : QLocale().toString(qlonglong(entry->errors));
    case StatusColumn:
        if (!entry->unreadable.isEmpty())
            return tr("Unreadable: %1").arg(entry->unreadable);
        if (entry->unfinished)
            return tr("Did not end: can be recovered");
        if (entry->recovered)
            return tr("Recovered from its journal");
        return tr("Complete");
    case ColumnCount:
        break;
    }
    return {};
}

QVariant RunHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case StartedColumn: return tr("Started");
    case WhereColumn: return tr("Where");
    case ProvidersColumn: return tr("Providers: TTFT P50 / P95");
    case PlanColumn: return tr("Plan");
    case RequestsColumn: return tr("Requests");
    case ErrorsColumn: return tr("Errors");
    case StatusColumn: return tr("Status");
    case ColumnCount: break;
    }
    return {};
}

void RunHistoryModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_entries.empty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

} // namespace ttft
