#pragma once

#include "store/runlibrary.h"

#include <QAbstractTableModel>

#include <vector>

namespace ttft {

// Past runs, one row each, newest first: when, where (host and the user's note), which providers
// with their TTFT P50/P95, the plan's cells, requests and errors. Unfinished runs (journals of a
// run that never ended) are listed too, marked so.
class RunHistoryModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { StartedColumn, WhereColumn, ProvidersColumn, PlanColumn, RequestsColumn, ErrorsColumn, StatusColumn, ColumnCount };
    enum Role { PathRole = Qt::UserRole + 1 };

    explicit RunHistoryModel(QObject *parent = nullptr);

    void setEntries(std::vector<RunLibraryEntry> entries);
    const std::vector<RunLibraryEntry> &entries() const { return m_entries; }
    const RunLibraryEntry *entryAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // "lab-fast 102 / 131 ms · lab-slow 410 / 520 ms": each provider's TTFT P50 / P95.
    static QString headline(const RunLibraryEntry &entry);

    void retranslate();

private:
    std::vector<RunLibraryEntry> m_entries;
};

} // namespace ttft
