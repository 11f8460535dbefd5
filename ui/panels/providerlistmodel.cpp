#include "providerlistmodel.h"

#include "charts/providercolors.h"

#include <QIcon>
#include <QPainter>
#include <QPixmap>
#include <QUrl>

#include <algorithm>

namespace ttft {

ProviderListModel::ProviderListModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

int ProviderListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

QVariant ProviderListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ProviderEntry &entry = m_entries[std::size_t(index.row())];
    const ProviderProfile &profile = entry.profile;
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return QString::fromStdString(profile.name);
    case Qt::DecorationRole: {
        // A swatch with a frame, so that it shows on the selection colour too.
        QPixmap swatch(14, 14);
        swatch.fill(Qt::white);
        QPainter painter(&swatch);
        painter.fillRect(swatch.rect().adjusted(1, 1, -1, -1), entry.color);
        painter.setPen(entry.color.darker(160));
        painter.drawRect(swatch.rect().adjusted(0, 0, -1, -1));
        painter.end();
        return QIcon(swatch);
    }
    case ColorRole:
        return entry.color;
    case Qt::CheckStateRole:
        return entry.included ? Qt::Checked : Qt::Unchecked;
    case Qt::ToolTipRole: {
        QString tip = tr("%1 at %2").arg(QString::fromStdString(profile.model),
                                         profile.pointsAtLab() ? tr("the embedded lab server") : QString::fromStdString(profile.baseUrl));
        if (!profile.apiKeyKeychain.empty())
            tip += QLatin1Char('\n') + tr("Key: keychain entry %1").arg(QString::fromStdString(profile.apiKeyKeychain));
        else if (!profile.apiKeyEnv.empty())
            tip += QLatin1Char('\n') + tr("Key: environment variable %1").arg(QString::fromStdString(profile.apiKeyEnv));
        if (!entry.lastTest.isEmpty())
            tip += QLatin1Char('\n') + entry.lastTest;
        return tip;
    }
    case BaseUrlRole:
        return QString::fromStdString(profile.baseUrl);
    case ModelRole:
        return QString::fromStdString(profile.model);
    case IncludedRole:
        return entry.included;
    case LastTestRole:
        return entry.lastTest;
    case DetailRole: {
        QStringList parts;
        if (profile.model != profile.name)
            parts << QString::fromStdString(profile.model);
        if (profile.pointsAtLab()) {
            parts << tr("embedded lab");
        } else {
            const QUrl url(QString::fromStdString(profile.baseUrl));
            parts << (url.port() > 0 ? url.host() + QLatin1Char(':') + QString::number(url.port()) : url.host());
        }
        parts.removeAll(QString());
        return parts.join(QStringLiteral(" · "));
    }
    default:
        return {};
    }
}

bool ProviderListModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    if (role != Qt::CheckStateRole && role != IncludedRole)
        return false;
    const bool included = role == IncludedRole ? value.toBool()
                                               : Qt::CheckState(value.toInt()) == Qt::Checked;
    ProviderEntry &entry = m_entries[std::size_t(index.row())];
    if (entry.included == included)
        return true;
    entry.included = included;
    Q_EMIT dataChanged(index, index, {Qt::CheckStateRole, IncludedRole});
    return true;
}

Qt::ItemFlags ProviderListModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable | Qt::ItemNeverHasChildren;
}

QVariant ProviderListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (section == 0 && orientation == Qt::Horizontal && role == Qt::DisplayRole)
        return tr("Provider");
    return {};
}

int ProviderListModel::rowOf(const QString &name) const
{
    const std::string wanted = name.toStdString();
    for (std::size_t row = 0; row < m_entries.size(); ++row) {
        if (m_entries[row].profile.name == wanted)
            return int(row);
    }
    return -1;
}

int ProviderListModel::append(ProviderEntry entry)
{
    const int row = int(m_entries.size());
    beginInsertRows({}, row, row);
    m_entries.push_back(std::move(entry));
    endInsertRows();
    return row;
}

void ProviderListModel::replace(int row, ProviderEntry entry)
{
    if (row < 0 || row >= int(m_entries.size()))
        return;
    m_entries[std::size_t(row)] = std::move(entry);
    const QModelIndex changed = index(row);
    Q_EMIT dataChanged(changed, changed);
}

void ProviderListModel::remove(int row)
{
    if (row < 0 || row >= int(m_entries.size()))
        return;
    beginRemoveRows({}, row, row);
    m_entries.erase(m_entries.begin() + row);
    endRemoveRows();
}

void ProviderListModel::setEntries(std::vector<ProviderEntry> entries)
{
    beginResetModel();
    m_entries = std::move(entries);
    endResetModel();
}

void ProviderListModel::setLastTest(int row, const QString &text)
{
    if (row < 0 || row >= int(m_entries.size()))
        return;
    m_entries[std::size_t(row)].lastTest = text;
    const QModelIndex changed = index(row);
    Q_EMIT dataChanged(changed, changed, {Qt::ToolTipRole, LastTestRole});
}

QString ProviderListModel::uniqueName(const QString &base, int ignoreRow) const
{
    auto taken = [&](const QString &name) {
        const int row = rowOf(name);
        return row >= 0 && row != ignoreRow;
    };
    if (!taken(base))
        return base;
    for (int n = 2;; ++n) {
        const QString candidate = base + QLatin1Char(' ') + QString::number(n);
        if (!taken(candidate))
            return candidate;
    }
}

QColor ProviderListModel::unusedColor() const
{
    const std::array<QColor, 10> &colors = providerPalette();
    for (const QColor &color : colors) {
        const bool used = std::any_of(m_entries.begin(), m_entries.end(),
                                      [&](const ProviderEntry &entry) { return entry.color == color; });
        if (!used)
            return color;
    }
    return colors[m_entries.size() % colors.size()];
}

} // namespace ttft
