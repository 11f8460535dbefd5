#pragma once

#include "model/requestrecord.h"
#include "charts/providercolors.h"
#include "sortedsamples.h"
#include "stats/groupsummary.h"

#include <QAbstractTableModel>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ttft {

// The live statistics table: one row per provider and plan cell (concurrency or rate level, and
// prompt length), under RunSummary's rules: warm-up requests are left out, failed ones are counted
// as errors and left out of the latency figures. Rows appear in the order their first record
// arrives; a batch updates rows in place (dataChanged) and appends new ones (beginInsertRows), so
// selections and sorting survive a streaming run. Only clear() resets.
class LiveStatsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        ProviderColumn,
        LevelColumn,
        CountColumn,   // measured requests (failed ones included)
        ErrorsColumn,
        P50Column,     // TTFT percentiles of the successful measured requests, ms
        P95Column,
        P99Column,
        MeanColumn,
        TpotP50Column, // TPOT median, ms
        ColdP50Column, // TTFT median on a fresh connection (handshakes paid), ms
        WarmP50Column, // TTFT median on a reused connection, ms
        FromArrivalP50Column, // open loops: TTFT median from the planned arrival (what the user waited), ms
        ColumnCount
    };
    // Raw numbers for sorting and tests: qint64 counts, double milliseconds, an invalid QVariant
    // when a figure is absent. The Level column sorts by concurrency or rate, then prompt length.
    static constexpr int SortRole = Qt::UserRole;

    explicit LiveStatsModel(QObject *parent = nullptr);

    void appendRecords(const std::vector<RequestRecord> &batch); // the UI thread, newly finished records
    void clear();
    void setProviderColor(const QString &provider, const QColor &color);
    void setRunStartNs(std::int64_t ns); // kept for the shared interface: the table has no time axis

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The group a row shows (for a detail view or the requests filter).
    GroupKey keyOf(int row) const;
    // Any row an open loop: only then is the from-arrival column worth its width.
    bool hasOpenLoop() const;

protected:
    // Models get no LanguageChange of their own: the application's tells attached views to
    // fetch the headers and texts again.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Row {
        GroupKey key;
        QString provider;
        QString level;
        std::int64_t count = 0;
        std::int64_t warmup = 0;
        std::int64_t errors = 0;
        std::map<std::string, std::int64_t> errorsByClass;
        SortedSamples ttftMs;
        SortedSamples tpotMs;
        SortedSamples coldMs, warmMs, fromArrivalMs;
        // Figures refreshed once per batch, so data() only reads.
        std::optional<double> p50, p95, p99, mean, tpotP50, coldP50, warmP50, fromArrivalP50;
    };

    QVariant displayData(const Row &row, int column) const;
    QVariant sortData(const Row &row, int column) const;
    QString errorsToolTip(const Row &row) const;

    std::vector<Row> m_rows;
    std::map<GroupKey, int> m_rowOf;
    ProviderColors m_colors;
};

} // namespace ttft
