#pragma once

#include <QAbstractTableModel>

#include <nlohmann/json.hpp>

#include <vector>

namespace ttft {

// The messages of a workload as a table (role, content), one OpenAI-style message per row. Rows
// keep every field of their message (tool calls, tool_call_id, name): only role and content are
// edited here, so a template's tool-call turns survive an edit of the system prompt.
class MessageListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { RoleColumn, ContentColumn, ColumnCount };

    explicit MessageListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setMessages(const nlohmann::json &messages); // an array of message objects; others are skipped
    nlohmann::json messages() const;
    const nlohmann::json &message(int row) const { return m_messages.at(std::size_t(row)); }

    void insertMessage(int row, nlohmann::json message);
    void removeMessage(int row);
    void moveMessage(int from, int to); // to: the row it ends up in
    void setRole(int row, const QString &role);
    void setContent(int row, const QString &text);

    // True when the row's content is plain text (not a tool call or content parts), i.e. editable.
    bool hasTextContent(int row) const;
    // The content as text: a string as is, parts joined, tool calls as "name(arguments)".
    static QString contentText(const nlohmann::json &message);

    static QStringList roles(); // system, user, assistant, tool

private:
    std::vector<nlohmann::json> m_messages;
};

} // namespace ttft
