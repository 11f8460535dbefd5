#include "regressiondialog.h"

#include "base/figuretext.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ttft {

namespace {

enum Column { ColumnProvider, ColumnCell, ColumnP50, ColumnP95, ColumnP99, ColumnErrors, ColumnVerdict, ColumnCount };

} // namespace

RegressionDialog::RegressionDialog(Run baseline, Run candidate, const QString &planDifference, QWidget *parent)
    : QDialog(parent)
    , m_baseline(std::move(baseline))
    , m_candidate(std::move(candidate))
    , m_planDifference(planDifference)
    , m_runs(new QLabel(this))
    , m_warning(new QLabel(this))
    , m_metricLabel(new QLabel(this))
    , m_metric(new QComboBox(this))
    , m_thresholdLabel(new QLabel(this))
    , m_threshold(new QLineEdit(QStringLiteral("10%"), this))
    , m_swap(new QPushButton(this))
    , m_verdict(new QLabel(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
{
    setObjectName(QStringLiteral("RegressionDialog"));
    m_runs->setWordWrap(true);
    m_runs->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_warning->setWordWrap(true);
    m_warning->setObjectName(QStringLiteral("planWarning"));
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setWordWrap(true);
    for (Metric metric : kAllMetrics)
        m_metric->addItem(QString(), int(metric));
    m_threshold->setMaximumWidth(90);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_metricLabel);
    controls->addWidget(m_metric);
    controls->addSpacing(16);
    controls->addWidget(m_thresholdLabel);
    controls->addWidget(m_threshold);
    controls->addSpacing(16);
    controls->addWidget(m_swap);
    controls->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_runs);
    layout->addWidget(m_warning);
    layout->addLayout(controls);
    layout->addWidget(m_verdict);
    layout->addWidget(m_table, 1);

    connect(m_metric, &QComboBox::activated, this, [this] { recompute(); });
    connect(m_threshold, &QLineEdit::editingFinished, this, [this] { recompute(); });
    connect(m_swap, &QPushButton::clicked, this, [this] {
        std::swap(m_baseline, m_candidate);
        recompute();
    });
    resize(1000, 420);
    recompute();
}

void RegressionDialog::setThreshold(const QString &text)
{
    m_threshold->setText(text);
    recompute();
}

void RegressionDialog::setMetric(Metric metric)
{
    m_metric->setCurrentIndex(m_metric->findData(int(metric)));
    recompute();
}

void RegressionDialog::recompute()
{
    const Metric metric = Metric(m_metric->currentData().toInt());
    const std::optional<RegressionThreshold> threshold = regressionThresholdFromText(m_threshold->text());
    m_threshold->setStyleSheet(threshold ? QString() : QStringLiteral("color: palette(link-visited)"));
    m_comparison = compareRuns(*m_baseline.records, *m_candidate.records, metric, threshold.value_or(RegressionThreshold{}));
    retranslate();
}

void RegressionDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void RegressionDialog::retranslate()
{
    setWindowTitle(tr("Regressions between two runs"));
    m_runs->setText(tr("Baseline: %1\nCandidate: %2").arg(m_baseline.label, m_candidate.label));
    m_warning->setVisible(!m_planDifference.isEmpty());
    m_warning->setText(tr("⚠ The two runs did not measure the same thing (%1): differences may come from that.").arg(m_planDifference));
    m_metricLabel->setText(tr("Metric"));
    for (int i = 0; i < m_metric->count(); ++i)
        m_metric->setItemText(i, metricName(Metric(m_metric->itemData(i).toInt())));
    m_thresholdLabel->setText(tr("Regression past"));
    m_threshold->setToolTip(tr("A percentile counts as a regression when the candidate is surely slower (the interval of the "
                               "difference above 0) by at least this: a share of the baseline (10%) or milliseconds (50ms)."));
    m_swap->setText(tr("Swap baseline and candidate"));
    fill();
}

void RegressionDialog::fill()
{
    const int regressions = int(std::count_if(m_comparison.deltas.begin(), m_comparison.deltas.end(), [](const RunDelta &d) { return d.regression; }));
    const int improvements = int(std::count_if(m_comparison.deltas.begin(), m_comparison.deltas.end(), [](const RunDelta &d) { return d.improvement; }));
    m_verdict->setText(m_comparison.deltas.empty()
                           ? tr("No provider and cell in common.")
                           : regressions > 0
                               ? tr("<b>Regression</b> in %n of the provider-and-cell pairs.", nullptr, regressions)
                               : tr("No regression past the threshold; %n pair(s) faster.", nullptr, improvements));
    m_table->setHorizontalHeaderLabels({tr("Provider"), tr("Cell"), tr("P50 (ms)"), tr("P95 (ms)"), tr("P99 (ms)"), tr("Errors"), tr("Verdict")});
    m_table->setRowCount(int(m_comparison.deltas.size()));
    const bool light = palette().color(QPalette::Base).lightness() > 128;
    const QColor slower = light ? QColor(0xc6, 0x28, 0x28) : QColor(0xef, 0x9a, 0x9a);
    const QColor faster = light ? QColor(0x2e, 0x7d, 0x32) : QColor(0x81, 0xc7, 0x84);
    for (int row = 0; row < int(m_comparison.deltas.size()); ++row) {
        const RunDelta &delta = m_comparison.deltas[std::size_t(row)];
        const auto set = [&](int column, const QString &text, const QString &tip = {}) {
            auto *item = new QTableWidgetItem(text);
            item->setToolTip(tip);
            m_table->setItem(row, column, item);
            return item;
        };
        set(ColumnProvider, QString::fromStdString(delta.provider));
        set(ColumnCell, QString::fromStdString(delta.cell));
        for (std::size_t i = 0; i < delta.differences.size() && i < 3; ++i) {
            const PercentileDifference &d = delta.differences[i];
            QTableWidgetItem *item = set(ColumnP50 + int(i),
                                         tr("%1 → %2 (%3)")
                                             .arg(delta.baselinePercentiles[i], 0, 'f', 1)
                                             .arg(delta.candidatePercentiles[i], 0, 'f', 1)
                                             .arg(signedMs(d.estimate)),
                                         tr("Difference %1 ms, 95 % interval %2 to %3 ms (n %4 and %5)")
                                             .arg(signedMs(d.estimate), signedMs(d.lower), signedMs(d.upper))
                                             .arg(d.nB)
                                             .arg(d.nA));
            if (d.lower > 0)
                item->setForeground(slower);
            else if (d.upper < 0)
                item->setForeground(faster);
        }
        set(ColumnErrors, tr("%1 → %2 (throttled %3 → %4)").arg(delta.baselineErrors).arg(delta.candidateErrors).arg(delta.baselineThrottled).arg(delta.candidateThrottled));
        QTableWidgetItem *verdict = set(ColumnVerdict, delta.regression ? tr("REGRESSION") : delta.improvement ? tr("faster") : tr("no significant change past the threshold"));
        if (delta.regression || delta.improvement) {
            QFont bold = verdict->font();
            bold.setBold(true);
            verdict->setFont(bold);
            verdict->setForeground(delta.regression ? slower : faster);
        }
    }
    m_table->resizeColumnsToContents();
}

} // namespace ttft
