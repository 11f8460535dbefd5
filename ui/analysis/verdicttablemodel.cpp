#include "verdicttablemodel.h"

#include "base/figuretext.h"

#include <QStringList>

#include <cmath>

namespace ttft {

namespace {

QString msText(double value)
{
    return VerdictTableModel::tr("%1 ms").arg(signedMs(value));
}

} // namespace

VerdictTableModel::VerdictTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void VerdictTableModel::setComparisons(std::vector<ProviderComparison> comparisons)
{
    beginResetModel();
    m_comparisons = std::move(comparisons);
    endResetModel();
}

void VerdictTableModel::setProviderColors(const QHash<QString, QColor> &colors)
{
    m_colors = colors;
    if (!m_comparisons.empty())
        Q_EMIT dataChanged(index(0, ProviderAColumn), index(rowCount() - 1, ProviderBColumn), {Qt::DecorationRole});
}

void VerdictTableModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_comparisons.empty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int VerdictTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_comparisons.size());
}

int VerdictTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const PercentileDifference *VerdictTableModel::difference(int row, double p) const
{
    for (const PercentileDifference &difference : m_comparisons[std::size_t(row)].differences) {
        if (difference.p == p)
            return &difference;
    }
    return nullptr;
}

QVariant VerdictTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ProviderComparison &comparison = m_comparisons[std::size_t(index.row())];
    const int column = index.column();
    const double p = column == P50DifferenceColumn || column == P50IntervalColumn ? 50 : 95;
    const PercentileDifference *d = difference(index.row(), p);

    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case CellColumn: return comparison.cell.empty() ? QStringLiteral("–") : QString::fromStdString(comparison.cell);
        case ProviderAColumn: return QString::fromStdString(comparison.providerA);
        case ProviderBColumn: return QString::fromStdString(comparison.providerB);
        case P50DifferenceColumn:
        case P95DifferenceColumn: return d ? msText(d->estimate) : QString();
        case P50IntervalColumn:
        case P95IntervalColumn:
            return d ? tr("%1 to %2").arg(msText(d->lower), msText(d->upper)) : QString();
        case VerdictColumn: {
            QStringList sentences;
            for (const PercentileDifference &difference : comparison.differences)
                sentences << describeDifference(comparison, difference);
            return sentences.join(QLatin1Char('\n'));
        }
        }
        break;
    case SortRole:
        switch (column) {
        case CellColumn: return QString::fromStdString(comparison.cell);
        case ProviderAColumn: return QString::fromStdString(comparison.providerA);
        case ProviderBColumn: return QString::fromStdString(comparison.providerB);
        case P50DifferenceColumn:
        case P95DifferenceColumn: return d ? QVariant(d->estimate) : QVariant();
        case P50IntervalColumn:
        case P95IntervalColumn: return d ? QVariant(d->lower) : QVariant();
        case VerdictColumn: return d ? QVariant(int(d->verdict())) : QVariant();
        }
        break;
    case Qt::DecorationRole:
        if (column == ProviderAColumn || column == ProviderBColumn) {
            const QString provider = QString::fromStdString(column == ProviderAColumn ? comparison.providerA : comparison.providerB);
            if (const auto it = m_colors.constFind(provider); it != m_colors.constEnd())
                return *it;
        }
        break;
    case Qt::TextAlignmentRole:
        if (column >= P50DifferenceColumn && column <= P95IntervalColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (d && column >= P50DifferenceColumn && column <= P95IntervalColumn)
            return tr("p%1 of %2 minus p%1 of %3; %4 % bootstrap interval, %5 and %6 requests")
                .arg(p)
                .arg(QString::fromStdString(comparison.providerA), QString::fromStdString(comparison.providerB))
                .arg(d->level * 100)
                .arg(d->nA)
                .arg(d->nB);
        if (column == VerdictColumn)
            return data(index, Qt::DisplayRole);
        break;
    default: break;
    }
    return {};
}

QVariant VerdictTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case CellColumn: return tr("Cell");
    case ProviderAColumn: return tr("A");
    case ProviderBColumn: return tr("B");
    case P50DifferenceColumn: return tr("p50 A − B");
    case P50IntervalColumn: return tr("p50 95 % CI");
    case P95DifferenceColumn: return tr("p95 A − B");
    case P95IntervalColumn: return tr("p95 95 % CI");
    case VerdictColumn: return tr("In plain words");
    default: break;
    }
    return {};
}

} // namespace ttft
