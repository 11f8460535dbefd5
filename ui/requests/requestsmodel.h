#pragma once

#include "model/requestrecord.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QHash>

#include <memory>
#include <vector>

namespace ttft {

// Every request of a run, one row each, appended as batches arrive (beginInsertRows, never a
// reset while a run streams). The records are shared with the run controller: the model keeps the
// immutable batches alive and a flat row index into them, so data() is O(1) and nothing is copied.
class RequestsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        IndexColumn,
        ProviderColumn,
        LevelColumn,
        StatusColumn,
        TtftColumn,
        TtfoColumn,
        TtfsColumn,
        E2eColumn,
        TpotColumn,
        OutputTokensColumn,
        ErrorColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole, // the raw number (or text) of a cell, for sorting
        ProviderRole,            // the record's provider, whatever the column
        LevelRole,               // the record's plan cell id
        StatusRole,              // a RequestStatus
    };
    enum RequestStatus { Succeeded, Failed, Warmup, WarmupFailed };
    Q_ENUM(RequestStatus)

    explicit RequestsModel(QObject *parent = nullptr);

    // Shares the batch; the live views' copying form is there for symmetry with them.
    void appendBatch(std::shared_ptr<const std::vector<RequestRecord>> batch);
    void appendRecords(const std::vector<RequestRecord> &batch);
    void clear();
    void setProviderColor(const QString &provider, const QColor &color);

    const RequestRecord *recordAt(int row) const;
    std::vector<RequestRecord> records() const; // every row, in arrival order (a copy)
    // The rows as the batches that hold them, in arrival order: shared, nothing copied. Another
    // thread may read them (they never change) and copy them there (run/runcontroller.h,
    // flattenBatches).
    const std::vector<std::shared_ptr<const std::vector<RequestRecord>>> &batches() const { return m_batches; }
    // Every row as one shared vector: the batch itself when there is one (an opened session),
    // else a copy of them all.
    std::shared_ptr<const std::vector<RequestRecord>> allRecords() const;
    static RequestStatus statusOf(const RequestRecord &record);
    static QString statusText(RequestStatus status);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Header texts follow the language: call after a LanguageChange.
    void retranslate();

private:
    QVariant sortValue(const RequestRecord &record, int column) const;
    QVariant displayValue(const RequestRecord &record, int column) const;

    std::vector<std::shared_ptr<const std::vector<RequestRecord>>> m_batches;
    std::vector<const RequestRecord *> m_rows;
    QHash<QString, QColor> m_colors;
};

} // namespace ttft
