#pragma once

#include "model/requestrecord.h"
#include "stats/runcomparison.h"

#include <QDialog>

#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableWidget;

namespace ttft {

// Two saved runs as baseline and candidate (the older one first): per provider and cell, each
// percentile's difference with its 95 % bootstrap interval and the regressions past a threshold,
// the same comparison as `ttft-bench compare` (stats/runcomparison.h). The metric and the
// threshold can be changed, and the two runs swapped.
class RegressionDialog : public QDialog
{
    Q_OBJECT
public:
    struct Run {
        QString label; // file name and start time, for people
        std::shared_ptr<const std::vector<RequestRecord>> records;
    };
    // `planDifference`: why the two runs did not measure the same thing (model/rundescription.h),
    // empty when they did; shown as a warning above the table.
    RegressionDialog(Run baseline, Run candidate, const QString &planDifference, QWidget *parent = nullptr);

    const RunComparison &comparison() const { return m_comparison; }
    QTableWidget *table() const { return m_table; }
    void setThreshold(const QString &text); // "10%", "50ms"
    void setMetric(Metric metric);

protected:
    void changeEvent(QEvent *event) override;

private:
    void recompute();
    void fill();
    void retranslate();

    Run m_baseline;
    Run m_candidate;
    QString m_planDifference;
    RunComparison m_comparison;
    QLabel *m_runs;
    QLabel *m_warning;
    QLabel *m_metricLabel;
    QComboBox *m_metric;
    QLabel *m_thresholdLabel;
    QLineEdit *m_threshold;
    QPushButton *m_swap;
    QLabel *m_verdict;
    QTableWidget *m_table;
};

} // namespace ttft
