#include "compareview.h"

#include "boxplotchart.h"
#include "cdfchart.h"
#include "metrictimechart.h"
#include "percentilebarchart.h"
#include "verdicttablemodel.h"

#include <QApplication>
#include <QCheckBox>
#include <QPointer>
#include <QThreadPool>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace ttft {

CompareView::CompareView(QWidget *parent)
    : QWidget(parent)
    , m_data(std::make_shared<const CompareData>())
    , m_metricBox(new QComboBox(this))
    , m_cellBox(new QComboBox(this))
    , m_whiskerBox(new QComboBox(this))
    , m_logBox(new QCheckBox(this))
    , m_metricLabel(new QLabel(this))
    , m_cellLabel(new QLabel(this))
    , m_whiskerLabel(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_verdictTitle(new QLabel(this))
    , m_stack(new QStackedWidget(this))
    , m_empty(new QLabel(this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
    , m_boxPlot(new BoxPlotChart(this))
    , m_bars(new PercentileBarChart(this))
    , m_cdf(new CdfChart(this))
    , m_overTime(new MetricTimeChart(this))
    , m_verdicts(new VerdictTableModel(this))
    , m_table(new QTableView(this))
{
    setObjectName(QStringLiteral("compareView"));
    m_metricBox->setObjectName(QStringLiteral("metricPicker"));
    m_cellBox->setObjectName(QStringLiteral("cellPicker"));
    m_whiskerBox->setObjectName(QStringLiteral("whiskerPicker"));
    m_logBox->setObjectName(QStringLiteral("logTimeAxis"));
    m_table->setObjectName(QStringLiteral("verdictTable"));
    for (const Metric metric : kAllMetrics)
        m_metricBox->addItem(QString(), int(metric));
    for (const WhiskerRange range : {WhiskerRange::P5P95, WhiskerRange::P1P99, WhiskerRange::MinMax})
        m_whiskerBox->addItem(QString(), int(range));
    m_metricLabel->setBuddy(m_metricBox);
    m_cellLabel->setBuddy(m_cellBox);
    m_whiskerLabel->setBuddy(m_whiskerBox);

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_metricLabel);
    controls->addWidget(m_metricBox);
    controls->addSpacing(12);
    controls->addWidget(m_cellLabel);
    controls->addWidget(m_cellBox);
    controls->addSpacing(12);
    controls->addWidget(m_whiskerLabel);
    controls->addWidget(m_whiskerBox);
    controls->addSpacing(12);
    controls->addWidget(m_logBox);
    controls->addStretch(1);
    // What is shown (which cell, how many requests, why the axis is logarithmic) on a line of its
    // own: beside the controls it wrapped into a tall column in a narrow window.
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setWordWrap(true);

    auto *charts = new QWidget(this);
    auto *grid = new QGridLayout(charts);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(6);
    grid->addWidget(m_boxPlot, 0, 0);
    grid->addWidget(m_bars, 0, 1);
    grid->addWidget(m_cdf, 1, 0);
    grid->addWidget(m_overTime, 1, 1);

    m_table->setModel(m_verdicts);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(true);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto *verdicts = new QWidget(this);
    auto *verdictLayout = new QVBoxLayout(verdicts);
    verdictLayout->setContentsMargins(0, 4, 0, 0);
    verdictLayout->addWidget(m_verdictTitle);
    verdictLayout->addWidget(m_table);

    m_splitter->addWidget(charts);
    m_splitter->addWidget(verdicts);
    // About two thirds for the charts, a third for the verdicts (a handful of two-line rows).
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({640, 300});
    m_splitter->setChildrenCollapsible(false);

    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_stack->addWidget(m_empty);
    m_stack->addWidget(m_splitter);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(controls);
    layout->addWidget(m_summary);
    layout->addWidget(m_stack, 1);

    connect(m_metricBox, &QComboBox::currentIndexChanged, this,
            [this] { setMetric(Metric(m_metricBox->currentData().toInt())); });
    connect(m_cellBox, &QComboBox::currentIndexChanged, this, [this] { rebuild(); });
    // A choice the user made stays; until then the view picks honest defaults (fillCellBox, rebuild).
    connect(m_cellBox, &QComboBox::activated, this, [this] { m_cellChosen = true; });
    connect(m_logBox, &QCheckBox::clicked, this, [this] { m_logChosen = true; });
    connect(m_whiskerBox, &QComboBox::currentIndexChanged, this,
            [this] { m_boxPlot->setWhiskers(WhiskerRange(m_whiskerBox->currentData().toInt())); });
    connect(m_logBox, &QCheckBox::toggled, this, [this](bool on) {
        m_boxPlot->setLogScale(on);
        m_cdf->setLogScale(on);
        m_overTime->setLogScale(on);
    });

    m_input.records = std::make_shared<const std::vector<RequestRecord>>();
    retranslate();
    fillCellBox();
    rebuild();
}

CompareView::~CompareView() = default;

void CompareView::setInput(const AnalysisInput &input)
{
    m_input = input;
    if (!m_input.records)
        m_input.records = std::make_shared<const std::vector<RequestRecord>>();
    QHash<QString, QColor> colors;
    for (const QString &provider : providersOf(m_input))
        colors.insert(provider, providerColorOf(m_input, provider));
    m_verdicts->setProviderColors(colors);
    fillCellBox();
    rebuild();
    rebuildVerdicts();
}

void CompareView::setMetric(Metric metric)
{
    const int index = m_metricBox->findData(int(metric));
    if (index >= 0 && index != m_metricBox->currentIndex()) {
        m_metricBox->setCurrentIndex(index); // comes back here through the signal
        return;
    }
    if (metric == m_metric && m_data->metric == metric && !m_data->empty())
        return;
    m_metric = metric;
    rebuild();
    rebuildVerdicts();
}

void CompareView::setCell(const QString &cell)
{
    const int index = m_cellBox->findData(cell);
    if (index >= 0) {
        m_cellChosen = true;
        m_cellBox->setCurrentIndex(index);
    }
}

QString CompareView::summaryText() const
{
    return m_summary->text();
}

QString CompareView::cell() const
{
    return m_cellBox->currentData().toString();
}

void CompareView::setWhiskers(WhiskerRange range)
{
    m_whiskerBox->setCurrentIndex(std::max(0, m_whiskerBox->findData(int(range))));
}

void CompareView::setLogTimeAxis(bool on)
{
    m_logChosen = true;
    m_logBox->setChecked(on);
}

void CompareView::fillCellBox()
{
    // Keep the cell the user chose when the new input has it too. Otherwise the first cell: pooling
    // cells mixes load levels and prompt lengths (a queue at c10 flattens every provider at c1).
    const QString current = cell();
    const QSignalBlocker blocker(m_cellBox);
    m_cellBox->clear();
    m_cellBox->addItem(tr("All cells"), QString());
    const QStringList cells = cellsOf(m_input);
    for (const QString &cell : cells)
        m_cellBox->addItem(cell.isEmpty() ? tr("(no cell)") : cell, cell);
    const int kept = m_cellBox->findData(current);
    if (m_cellChosen && kept >= 0)
        m_cellBox->setCurrentIndex(kept);
    else
        m_cellBox->setCurrentIndex(cells.size() > 1 ? 1 : 0);
    m_cellBox->setEnabled(m_cellBox->count() > 2);
}

void CompareView::rebuild()
{
    auto data = std::make_shared<const CompareData>(buildCompareData(m_input, m_metric, cell()));
    m_data = data;
    m_boxPlot->setData(data);
    m_bars->setData(data);
    m_cdf->setData(data);
    m_overTime->setData(data);
    std::size_t values = 0;
    double lowMedian = 0, highMedian = 0;
    for (const ProviderSample &sample : data->providers) {
        values += sample.sortedMs.size();
        const double median = sample.percentile(50);
        if (median > 0) {
            lowMedian = lowMedian > 0 ? std::min(lowMedian, median) : median;
            highMedian = std::max(highMedian, median);
        }
    }
    // Medians more than 10× apart: on a linear axis the fast providers' boxes are flat lines.
    const bool spread = lowMedian > 0 && highMedian / lowMedian > 10;
    if (!m_logChosen)
        m_logBox->setChecked(spread);
    QString summary;
    if (!data->empty()) {
        const qsizetype cells = m_cellBox->count() - 1;
        if (cells > 1)
            summary = cell().isEmpty() ? tr("All %1 cells pooled. ").arg(cells)
                                       : tr("Cell %1 (%2 of %3; the verdicts below cover every cell). ")
                                             .arg(cell())
                                             .arg(m_cellBox->currentIndex())
                                             .arg(cells);
        summary += tr("%n measured request(s) with %1, warm-up and failures left out.", nullptr, int(values)).arg(metricName(m_metric));
        if (spread && m_logBox->isChecked() && !m_logChosen)
            summary += QLatin1Char(' ') + tr("Log axis: the medians differ %1×.").arg(highMedian / lowMedian, 0, 'f', 0);
    }
    m_summary->setText(summary);
    m_stack->setCurrentWidget(m_input.all().empty() ? static_cast<QWidget *>(m_empty) : m_splitter);
}

void CompareView::rebuildVerdicts()
{
    const quint64 generation = ++m_verdictGeneration;
    m_verdicts->setComparisons({});
    if (m_input.all().empty()) {
        m_verdictsPending = false;
        return;
    }
    // A pair costs 2000 resamples of both samples: about a second for 30,000 requests in a debug
    // build. The records are immutable and shared, so a pool thread reads them safely; the result
    // comes back through the event loop and is dropped if the view or its input moved on.
    m_verdictsPending = true;
    const std::shared_ptr<const std::vector<RequestRecord>> records = m_input.records;
    const Metric metric = m_metric;
    QPointer<CompareView> guard(this);
    QThreadPool::globalInstance()->start([records, metric, generation, guard] {
        std::vector<ProviderComparison> comparisons = compareProviders(*records, metric);
        QMetaObject::invokeMethod(
            qApp,
            [guard, generation, comparisons = std::move(comparisons)]() mutable {
                if (guard)
                    guard->applyVerdicts(generation, std::move(comparisons));
            },
            Qt::QueuedConnection);
    });
}

void CompareView::applyVerdicts(quint64 generation, std::vector<ProviderComparison> comparisons)
{
    if (generation != m_verdictGeneration)
        return;
    m_verdictsPending = false;
    m_verdicts->setComparisons(std::move(comparisons));
    m_table->resizeColumnsToContents();
    // The sentences take what is left; the figures keep their width.
    m_table->horizontalHeader()->setSectionResizeMode(VerdictTableModel::VerdictColumn, QHeaderView::Stretch);
}

void CompareView::renderCharts(QPainter *painter, const QRectF &target) const
{
    const qreal gap = 6;
    const qreal w = (target.width() - gap) / 2;
    const qreal h = (target.height() - gap) / 2;
    m_boxPlot->render(painter, QRectF(target.left(), target.top(), w, h));
    m_bars->render(painter, QRectF(target.left() + w + gap, target.top(), w, h));
    m_cdf->render(painter, QRectF(target.left(), target.top() + h + gap, w, h));
    m_overTime->render(painter, QRectF(target.left() + w + gap, target.top() + h + gap, w, h));
}

void CompareView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CompareView::retranslate()
{
    m_metricLabel->setText(tr("&Metric:"));
    m_cellLabel->setText(tr("&Cell:"));
    m_whiskerLabel->setText(tr("&Whiskers:"));
    m_logBox->setText(tr("&Log time axis"));
    m_logBox->setToolTip(
        tr("Time axes on a log scale (box plots, CDF, over the run): a slow provider's tail and a fast one's "
           "spread both readable"));
    for (int i = 0; i < m_metricBox->count(); ++i) {
        const auto metric = Metric(m_metricBox->itemData(i).toInt());
        m_metricBox->setItemText(i, tr("%1 — %2").arg(metricName(metric), metricLabel(metric)));
    }
    for (int i = 0; i < m_whiskerBox->count(); ++i)
        m_whiskerBox->setItemText(i, whiskerRangeName(WhiskerRange(m_whiskerBox->itemData(i).toInt())));
    m_cellBox->setToolTip(tr("The plan cell the charts show (load level and prompt length); the verdicts cover every cell"));
    if (m_cellBox->count() > 0)
        m_cellBox->setItemText(0, tr("All cells"));
    m_verdictTitle->setText(tr("<b>Verdicts</b> — each pair of providers in each cell; a difference counts when its "
                               "95 % bootstrap interval excludes zero"));
    m_empty->setText(tr("No finished requests yet. Run a plan or open a session to compare providers."));
    m_verdicts->retranslate();
    if (!m_data->empty())
        rebuild();
}

} // namespace ttft
