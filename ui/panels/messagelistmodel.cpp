#include "messagelistmodel.h"

#include "model/jsonfields.h"

#include <algorithm>

namespace ttft {

MessageListModel::MessageListModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int MessageListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_messages.size());
}

int MessageListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QStringList MessageListModel::roles()
{
    return {QStringLiteral("system"), QStringLiteral("user"), QStringLiteral("assistant"), QStringLiteral("tool")};
}

QString MessageListModel::contentText(const nlohmann::json &message)
{
    if (!message.is_object())
        return {};
    QStringList parts;
    if (const auto content = message.find("content"); content != message.end()) {
        if (content->is_string()) {
            parts << QString::fromStdString(content->get<std::string>());
        } else if (content->is_array()) {
            for (const nlohmann::json &part : *content) {
                if (part.is_object() && part.contains("text") && part["text"].is_string())
                    parts << QString::fromStdString(part["text"].get<std::string>());
            }
        }
    }
    if (const auto calls = message.find("tool_calls"); calls != message.end() && calls->is_array()) {
        for (const nlohmann::json &call : *calls) {
            const nlohmann::json function = jsonfields::valueOr(call, "function", nlohmann::json::object());
            parts << QStringLiteral("→ %1(%2)")
                         .arg(QString::fromStdString(jsonfields::valueOr(function, "name", std::string())),
                              QString::fromStdString(jsonfields::valueOr(function, "arguments", std::string())));
        }
    }
    return parts.join(QLatin1Char('\n'));
}

bool MessageListModel::hasTextContent(int row) const
{
    if (row < 0 || row >= int(m_messages.size()))
        return false;
    const nlohmann::json &message = m_messages[std::size_t(row)];
    if (message.contains("tool_calls"))
        return false;
    const auto content = message.find("content");
    return content == message.end() || content->is_string() || content->is_null();
}

QVariant MessageListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const nlohmann::json &message = m_messages[std::size_t(index.row())];
    const QString messageRole = QString::fromStdString(jsonfields::valueOr(message, "role", std::string()));
    if (index.column() == RoleColumn) {
        if (role == Qt::DisplayRole || role == Qt::EditRole)
            return messageRole;
        return {};
    }
    switch (role) {
    case Qt::DisplayRole: {
        // One line in the table; the editor below shows it whole.
        QString text = contentText(message).simplified();
        if (text.size() > 200)
            text = text.left(200) + QStringLiteral("…");
        return text;
    }
    case Qt::EditRole:
        return contentText(message);
    case Qt::ToolTipRole: {
        QString text = contentText(message);
        if (text.size() > 1500)
            text = text.left(1500) + QStringLiteral("…");
        return text;
    }
    default:
        return {};
    }
}

bool MessageListModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    if (index.column() == RoleColumn) {
        if (!roles().contains(value.toString()))
            return false;
        setRole(index.row(), value.toString());
        return true;
    }
    if (!hasTextContent(index.row()))
        return false;
    setContent(index.row(), value.toString());
    return true;
}

Qt::ItemFlags MessageListModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (index.column() == RoleColumn || hasTextContent(index.row()))
        flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant MessageListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case RoleColumn: return tr("Role");
    case ContentColumn: return tr("Content");
    default: return {};
    }
}

void MessageListModel::setMessages(const nlohmann::json &messages)
{
    beginResetModel();
    m_messages.clear();
    if (messages.is_array()) {
        for (const nlohmann::json &message : messages) {
            if (message.is_object())
                m_messages.push_back(message);
        }
    }
    endResetModel();
}

nlohmann::json MessageListModel::messages() const
{
    nlohmann::json array = nlohmann::json::array();
    for (const nlohmann::json &message : m_messages)
        array.push_back(message);
    return array;
}

void MessageListModel::insertMessage(int row, nlohmann::json message)
{
    row = std::clamp(row, 0, int(m_messages.size()));
    beginInsertRows({}, row, row);
    m_messages.insert(m_messages.begin() + row, std::move(message));
    endInsertRows();
}

void MessageListModel::removeMessage(int row)
{
    if (row < 0 || row >= int(m_messages.size()))
        return;
    beginRemoveRows({}, row, row);
    m_messages.erase(m_messages.begin() + row);
    endRemoveRows();
}

void MessageListModel::moveMessage(int from, int to)
{
    const int count = int(m_messages.size());
    if (from < 0 || from >= count || to < 0 || to >= count || from == to)
        return;
    // beginMoveRows names the row the item goes before, in the old numbering.
    if (!beginMoveRows({}, from, from, {}, to > from ? to + 1 : to))
        return;
    nlohmann::json moved = std::move(m_messages[std::size_t(from)]);
    m_messages.erase(m_messages.begin() + from);
    m_messages.insert(m_messages.begin() + to, std::move(moved));
    endMoveRows();
}

void MessageListModel::setRole(int row, const QString &role)
{
    if (row < 0 || row >= int(m_messages.size()))
        return;
    nlohmann::json &message = m_messages[std::size_t(row)];
    if (jsonfields::valueOr(message, "role", std::string()) == role.toStdString())
        return;
    message["role"] = role.toStdString();
    Q_EMIT dataChanged(index(row, RoleColumn), index(row, RoleColumn));
}

void MessageListModel::setContent(int row, const QString &text)
{
    if (!hasTextContent(row))
        return;
    nlohmann::json &message = m_messages[std::size_t(row)];
    const std::string content = text.toStdString();
    if (message.contains("content") && message["content"].is_string() && message["content"] == content)
        return;
    message["content"] = content;
    Q_EMIT dataChanged(index(row, ContentColumn), index(row, ContentColumn));
}

} // namespace ttft
