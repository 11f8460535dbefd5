#pragma once

#include "providerentry.h"

#include <QAbstractListModel>

#include <vector>

namespace ttft {

// The provider profiles of the endpoints panel: one row each, the name with a colour swatch
// (DecorationRole, an icon; ColorRole gives the colour) and an include check box (CheckStateRole).
class ProviderListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        BaseUrlRole = Qt::UserRole + 1, // QString
        ModelRole,                      // QString
        IncludedRole,                   // bool
        LastTestRole,                   // QString
        DetailRole,                     // QString: "model · host", shown dimmed after the name
        ColorRole,                      // QColor, the provider's colour in every chart
    };

    explicit ProviderListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const std::vector<ProviderEntry> &entries() const { return m_entries; }
    const ProviderEntry &entry(int row) const { return m_entries.at(std::size_t(row)); }
    int rowOf(const QString &name) const; // -1 when absent

    int append(ProviderEntry entry); // returns the new row
    void replace(int row, ProviderEntry entry);
    void remove(int row);
    void setEntries(std::vector<ProviderEntry> entries);
    void setLastTest(int row, const QString &text);

    // `base` when no row has that name, else "base 2", "base 3", ...
    QString uniqueName(const QString &base, int ignoreRow = -1) const;
    // A colour from a palette of well-separated hues that no row uses yet (the palette repeats
    // after ten providers).
    QColor unusedColor() const;

private:
    std::vector<ProviderEntry> m_entries;
};

} // namespace ttft
