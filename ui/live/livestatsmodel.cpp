#include "livestatsmodel.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLocale>
#include <QThread>

#include <algorithm>

namespace ttft {

namespace {

QVariant numberOrEmpty(const std::optional<double> &value)
{
    return value ? QVariant(*value) : QVariant();
}

QString msText(const std::optional<double> &value)
{
    if (!value)
        return QStringLiteral("—");
    // One decimal below 10 s keeps the columns aligned and says what a millisecond clock can say.
    return QLocale().toString(*value, 'f', *value < 10 ? 2 : 1);
}

} // namespace

LiveStatsModel::LiveStatsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    if (QCoreApplication *application = QCoreApplication::instance())
        application->installEventFilter(this);
}

bool LiveStatsModel::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()) {
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
        if (!m_rows.empty())
            Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), {Qt::DisplayRole, Qt::ToolTipRole});
    }
    return QAbstractTableModel::eventFilter(watched, event);
}

void LiveStatsModel::appendRecords(const std::vector<RequestRecord> &batch)
{
    Q_ASSERT(QThread::currentThread() == thread());
    if (batch.empty())
        return;

    // New groups first, in the order their first record arrives, as one insertion.
    std::vector<GroupKey> newKeys;
    for (const RequestRecord &record : batch) {
        GroupKey key = groupKeyOf(record);
        if (!m_rowOf.contains(key) && std::find(newKeys.begin(), newKeys.end(), key) == newKeys.end())
            newKeys.push_back(std::move(key));
    }
    if (!newKeys.empty()) {
        const int first = int(m_rows.size());
        beginInsertRows({}, first, first + int(newKeys.size()) - 1);
        for (GroupKey &key : newKeys) {
            Row row;
            row.provider = QString::fromStdString(key.provider);
            row.level = QString::fromStdString(cellLabel(key));
            m_colors.colorOf(row.provider); // fixes its automatic colour in order of appearance
            row.key = std::move(key);
            m_rowOf.emplace(row.key, int(m_rows.size()));
            m_rows.push_back(std::move(row));
        }
        endInsertRows();
    }

    // Collect each row's new values, then merge them in once per row.
    struct Added {
        std::vector<double> ttft, tpot, cold, warm, fromArrival;
    };
    std::map<int, Added> added;
    for (const RequestRecord &record : batch) {
        const int rowIndex = m_rowOf.at(groupKeyOf(record));
        Row &row = m_rows[std::size_t(rowIndex)];
        auto &values = added[rowIndex];
        if (record.warmup) {
            ++row.warmup;
            continue;
        }
        ++row.count;
        if (record.failed()) {
            ++row.errors;
            ++row.errorsByClass[errorClassName(record.errorClass)];
            continue;
        }
        if (const auto ttft = record.ttftMs()) {
            values.ttft.push_back(*ttft);
            (record.connectionReused ? values.warm : values.cold).push_back(*ttft);
        }
        if (const auto tpot = record.tpotMs())
            values.tpot.push_back(*tpot);
        if (const auto fromArrival = record.ttftFromIntendedMs(); fromArrival && record.rateRps)
            values.fromArrival.push_back(*fromArrival);
    }
    int firstChanged = int(m_rows.size());
    int lastChanged = -1;
    for (auto &[rowIndex, values] : added) {
        Row &row = m_rows[std::size_t(rowIndex)];
        row.ttftMs.insert(std::move(values.ttft));
        row.tpotMs.insert(std::move(values.tpot));
        row.coldMs.insert(std::move(values.cold));
        row.warmMs.insert(std::move(values.warm));
        row.fromArrivalMs.insert(std::move(values.fromArrival));
        row.coldP50 = row.coldMs.percentile(50);
        row.warmP50 = row.warmMs.percentile(50);
        row.fromArrivalP50 = row.fromArrivalMs.percentile(50);
        row.p50 = row.ttftMs.percentile(50);
        row.p95 = row.ttftMs.percentile(95);
        row.p99 = row.ttftMs.percentile(99);
        row.mean = row.ttftMs.mean();
        row.tpotP50 = row.tpotMs.percentile(50);
        firstChanged = std::min(firstChanged, rowIndex);
        lastChanged = std::max(lastChanged, rowIndex);
    }
    // One signal over the changed span: views repaint once per batch, not once per row.
    if (lastChanged >= firstChanged)
        Q_EMIT dataChanged(index(firstChanged, 0), index(lastChanged, ColumnCount - 1));
}

void LiveStatsModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_rowOf.clear();
    m_colors.clearAssigned();
    endResetModel();
}

void LiveStatsModel::setProviderColor(const QString &provider, const QColor &color)
{
    m_colors.set(provider, color);
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].provider == provider)
            Q_EMIT dataChanged(index(int(i), ProviderColumn), index(int(i), ProviderColumn), {Qt::DecorationRole});
    }
}

void LiveStatsModel::setRunStartNs(std::int64_t)
{
}

int LiveStatsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int LiveStatsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LiveStatsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return displayData(row, index.column());
    case SortRole:
        return sortData(row, index.column());
    case Qt::DecorationRole:
        if (index.column() == ProviderColumn)
            return m_colors.colorOf(row.provider);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() >= CountColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (index.column() == ErrorsColumn)
            return errorsToolTip(row);
        if (index.column() == CountColumn)
            return tr("%1 measured requests, %2 warm-up requests (left out of the statistics)")
                .arg(row.count)
                .arg(row.warmup);
        return {};
    default:
        return {};
    }
}

QVariant LiveStatsModel::displayData(const Row &row, int column) const
{
    const QLocale locale;
    switch (column) {
    case ProviderColumn:
        return row.provider;
    case LevelColumn:
        return row.level;
    case CountColumn:
        return locale.toString(qint64(row.count));
    case ErrorsColumn:
        if (row.errors == 0 || row.count == 0)
            return locale.toString(qint64(row.errors));
        return tr("%1 (%2 %)").arg(locale.toString(qint64(row.errors)),
                                    locale.toString(100.0 * double(row.errors) / double(row.count), 'f', 1));
    case P50Column:
        return msText(row.p50);
    case P95Column:
        return msText(row.p95);
    case P99Column:
        return msText(row.p99);
    case MeanColumn:
        return msText(row.mean);
    case TpotP50Column:
        return msText(row.tpotP50);
    case ColdP50Column:
        return msText(row.coldP50);
    case WarmP50Column:
        return msText(row.warmP50);
    case FromArrivalP50Column:
        return msText(row.fromArrivalP50);
    default:
        return {};
    }
}

QVariant LiveStatsModel::sortData(const Row &row, int column) const
{
    switch (column) {
    case ProviderColumn:
        return row.provider;
    case LevelColumn: {
        // Level first (concurrency or rate), then prompt length: c2 sorts before c10.
        const double level = row.key.rateRps ? *row.key.rateRps : double(row.key.concurrency);
        return level * 1e7 + row.key.promptTokensTarget.value_or(0);
    }
    case CountColumn:
        return qint64(row.count);
    case ErrorsColumn:
        return qint64(row.errors);
    case P50Column:
        return numberOrEmpty(row.p50);
    case P95Column:
        return numberOrEmpty(row.p95);
    case P99Column:
        return numberOrEmpty(row.p99);
    case MeanColumn:
        return numberOrEmpty(row.mean);
    case TpotP50Column:
        return numberOrEmpty(row.tpotP50);
    case ColdP50Column:
        return numberOrEmpty(row.coldP50);
    case WarmP50Column:
        return numberOrEmpty(row.warmP50);
    case FromArrivalP50Column:
        return numberOrEmpty(row.fromArrivalP50);
    default:
        return {};
    }
}

QString LiveStatsModel::errorsToolTip(const Row &row) const
{
    if (row.errorsByClass.empty())
        return tr("No failed requests");
    QStringList lines;
    for (const auto &[name, count] : row.errorsByClass)
        lines << tr("%1: %2").arg(QString::fromStdString(name)).arg(count);
    return lines.join(QLatin1Char('\n'));
}

QVariant LiveStatsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case ProviderColumn:
            return tr("Provider");
        case LevelColumn:
            return tr("Level");
        case CountColumn:
            return tr("Requests");
        case ErrorsColumn:
            return tr("Errors");
        case P50Column:
            return tr("TTFT p50");
        case P95Column:
            return tr("TTFT p95");
        case P99Column:
            return tr("TTFT p99");
        case MeanColumn:
            return tr("TTFT mean");
        case TpotP50Column:
            return tr("TPOT p50");
        case ColdP50Column:
            return tr("Cold p50");
        case WarmP50Column:
            return tr("Warm p50");
        case FromArrivalP50Column:
            return tr("Arrival p50");
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case LevelColumn:
            return tr("The plan cell: concurrency (c) or arrival rate (r), and prompt length (p)");
        case CountColumn:
            return tr("Measured requests, failed ones included; warm-up requests are left out");
        case P50Column:
        case P95Column:
        case P99Column:
        case MeanColumn:
            return tr("Time to first token of the successful measured requests, in milliseconds");
        case TpotP50Column:
            return tr("Median time per output token after the first");
        case ColdP50Column:
            return tr("Median TTFT of requests on a fresh connection: DNS, connect and TLS paid");
        case WarmP50Column:
            return tr("Median TTFT of requests on a reused connection");
        case FromArrivalP50Column:
            return tr("Open loops: median TTFT counted from the planned arrival, what a user waited (queueing at the client included)");
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole && section >= CountColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

bool LiveStatsModel::hasOpenLoop() const
{
    return std::any_of(m_rows.begin(), m_rows.end(), [](const Row &row) { return row.key.rateRps.has_value(); });
}

GroupKey LiveStatsModel::keyOf(int row) const
{
    if (row < 0 || row >= int(m_rows.size()))
        return {};
    return m_rows[std::size_t(row)].key;
}

} // namespace ttft
