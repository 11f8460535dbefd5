#pragma once

#include "stats/comparison.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QHash>

#include <vector>

namespace ttft {

// Every pair of providers in every cell, compared on one metric: the differences of their p50 and
// p95 (A − B) with bootstrap confidence intervals, and what they mean in plain words.
class VerdictTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        CellColumn,
        ProviderAColumn,
        ProviderBColumn,
        P50DifferenceColumn,
        P50IntervalColumn,
        P95DifferenceColumn,
        P95IntervalColumn,
        VerdictColumn,
        ColumnCount
    };
    // Raw figures (ms; the interval's lower end for interval columns) for sorting and tests.
    static constexpr int SortRole = Qt::UserRole;

    explicit VerdictTableModel(QObject *parent = nullptr);

    void setComparisons(std::vector<ProviderComparison> comparisons);
    void setProviderColors(const QHash<QString, QColor> &colors);
    const std::vector<ProviderComparison> &comparisons() const { return m_comparisons; }
    // Header and words again, in the current language.
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const PercentileDifference *difference(int row, double p) const;

    std::vector<ProviderComparison> m_comparisons;
    QHash<QString, QColor> m_colors;
};

} // namespace ttft
