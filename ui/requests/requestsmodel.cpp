#include "requestsmodel.h"
#include "base/figuretext.h"

#include <QBrush>
#include <QGuiApplication>
#include <QPalette>

namespace ttft {

namespace {

QVariant msOrNull(const std::optional<double> &ms)
{
    return ms ? QVariant(*ms) : QVariant();
}

bool isNumeric(int column)
{
    return column == RequestsModel::IndexColumn || (column >= RequestsModel::TtftColumn && column <= RequestsModel::OutputTokensColumn);
}

} // namespace

RequestsModel::RequestsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void RequestsModel::appendBatch(std::shared_ptr<const std::vector<RequestRecord>> batch)
{
    if (!batch || batch->empty())
        return;
    const int first = int(m_rows.size());
    beginInsertRows(QModelIndex(), first, first + int(batch->size()) - 1);
    m_rows.reserve(m_rows.size() + batch->size());
    for (const RequestRecord &record : *batch)
        m_rows.push_back(&record);
    m_batches.push_back(std::move(batch));
    endInsertRows();
}

void RequestsModel::appendRecords(const std::vector<RequestRecord> &batch)
{
    appendBatch(std::make_shared<const std::vector<RequestRecord>>(batch));
}

void RequestsModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_batches.clear();
    endResetModel();
}

void RequestsModel::setProviderColor(const QString &provider, const QColor &color)
{
    m_colors.insert(provider, color);
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, ProviderColumn), index(rowCount() - 1, ProviderColumn), {Qt::DecorationRole});
}

const RequestRecord *RequestsModel::recordAt(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? m_rows[std::size_t(row)] : nullptr;
}

std::vector<RequestRecord> RequestsModel::records() const
{
    std::vector<RequestRecord> all;
    all.reserve(m_rows.size());
    for (const RequestRecord *record : m_rows)
        all.push_back(*record);
    return all;
}

std::shared_ptr<const std::vector<RequestRecord>> RequestsModel::allRecords() const
{
    if (m_batches.size() == 1)
        return m_batches.front();
    return std::make_shared<const std::vector<RequestRecord>>(records());
}

RequestsModel::RequestStatus RequestsModel::statusOf(const RequestRecord &record)
{
    if (record.warmup)
        return record.failed() ? WarmupFailed : Warmup;
    return record.failed() ? Failed : Succeeded;
}

QString RequestsModel::statusText(RequestStatus status)
{
    switch (status) {
    case Succeeded:
        return tr("ok");
    case Failed:
        return tr("failed");
    case Warmup:
        return tr("warm-up");
    case WarmupFailed:
        return tr("warm-up, failed");
    }
    return {};
}

int RequestsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RequestsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RequestsModel::sortValue(const RequestRecord &record, int column) const
{
    switch (column) {
    case IndexColumn:
        return qlonglong(record.index + 1);
    case ProviderColumn:
        return QString::fromStdString(record.provider);
    case LevelColumn:
        // Levels sort by their load, not by their text ("c10" after "c2").
        return record.rateRps ? *record.rateRps : double(record.concurrency);
    case StatusColumn:
        return int(statusOf(record));
    case TtftColumn:
        return msOrNull(record.ttftMs());
    case TtfoColumn:
        return msOrNull(record.ttfoMs());
    case TtfsColumn:
        return msOrNull(record.ttfsMs());
    case E2eColumn:
        return msOrNull(record.e2eMs());
    case TpotColumn:
        return msOrNull(record.tpotMs());
    case OutputTokensColumn:
        return record.outputTokens ? QVariant(qlonglong(*record.outputTokens)) : QVariant();
    case ErrorColumn:
        return record.failed() ? QString::fromUtf8(errorClassName(record.errorClass)) : QString();
    }
    return {};
}

QVariant RequestsModel::displayValue(const RequestRecord &record, int column) const
{
    switch (column) {
    case IndexColumn:
        return QString::number(record.index + 1);
    case ProviderColumn:
        return QString::fromStdString(record.provider);
    case LevelColumn:
        return QString::fromStdString(record.cell);
    case StatusColumn:
        return statusText(statusOf(record));
    case TtftColumn:
        return fixedOr(record.ttftMs(), 1, u"");
    case TtfoColumn:
        return fixedOr(record.ttfoMs(), 1, u"");
    case TtfsColumn:
        return fixedOr(record.ttfsMs(), 1, u"");
    case E2eColumn:
        return fixedOr(record.e2eMs(), 1, u"");
    case TpotColumn:
        return record.tpotMs() ? QString::number(*record.tpotMs(), 'f', 2) : QString();
    case OutputTokensColumn:
        return record.outputTokens ? QString::number(*record.outputTokens) : QString();
    case ErrorColumn:
        if (!record.failed())
            return QString();
        return QString(QString::fromUtf8(errorClassName(record.errorClass)) + QStringLiteral(": ")
                       + QString::fromStdString(record.errorMessage).left(200));
    }
    return {};
}

QVariant RequestsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RequestRecord &record = *m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return displayValue(record, index.column());
    case SortRole:
        return sortValue(record, index.column());
    case ProviderRole:
        return QString::fromStdString(record.provider);
    case LevelRole:
        return QString::fromStdString(record.cell);
    case StatusRole:
        return int(statusOf(record));
    case Qt::TextAlignmentRole:
        return isNumeric(index.column()) ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    case Qt::ForegroundRole:
        if (record.failed())
            return QBrush(QColor(0xc6, 0x28, 0x28));
        if (record.warmup)
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::DecorationRole:
        if (index.column() == ProviderColumn) {
            const auto it = m_colors.constFind(QString::fromStdString(record.provider));
            if (it != m_colors.constEnd())
                return *it;
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == ErrorColumn && record.failed())
            return QString::fromStdString(record.errorMessage);
        return {};
    default:
        return {};
    }
}

QVariant RequestsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::TextAlignmentRole)
        return isNumeric(section) ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case TtftColumn:
            return tr("Time to first token: request start to the first visible answer text, ms");
        case TtfoColumn:
            return tr("Time to first output of any kind (answer, reasoning, tool call), ms");
        case TtfsColumn:
            return tr("Time to first sentence: the answer first holds a speakable clause, ms");
        case E2eColumn:
            return tr("End to end: request start to the last byte, ms");
        case TpotColumn:
            return tr("Time per output token after the first, ms");
        case LevelColumn:
            return tr("The plan cell: concurrency level (c), arrival rate (r), prompt length (p)");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case IndexColumn:
        return tr("#");
    case ProviderColumn:
        return tr("Provider");
    case LevelColumn:
        return tr("Level");
    case StatusColumn:
        return tr("Status");
    case TtftColumn:
        return tr("TTFT ms");
    case TtfoColumn:
        return tr("TTFO ms");
    case TtfsColumn:
        return tr("TTFS ms");
    case E2eColumn:
        return tr("E2E ms");
    case TpotColumn:
        return tr("TPOT ms");
    case OutputTokensColumn:
        return tr("Tokens");
    case ErrorColumn:
        return tr("Error");
    }
    return {};
}

void RequestsModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, StatusColumn), index(rowCount() - 1, StatusColumn), {Qt::DisplayRole});
}

} // namespace ttft
