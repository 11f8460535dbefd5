#include "liveviews.h"

#include "live/livestatsmodel.h"
#include "live/requesttimelineview.h"
#include "live/ttfthistogramview.h"
#include "live/ttftovertimeview.h"
#include "report/chartexportactions.h"

#include <QHeaderView>
#include <QTableView>

namespace ttft {

LiveViews::LiveViews(QWidget *parent)
    : QObject(parent)
    , m_histogram(new TtftHistogramView(parent))
    , m_overTime(new TtftOverTimeView(parent))
    , m_timeline(new RequestTimelineView(parent))
    , m_stats(new LiveStatsModel(this))
    , m_statsTable(new QTableView(parent))
{
    addSink(m_histogram);
    addSink(m_timeline);
    addSink(m_overTime);
    addSink(m_stats);
    m_statsTable->setObjectName(QStringLiteral("liveStatsTable"));
    m_statsTable->setModel(m_stats);
    m_statsTable->verticalHeader()->hide();
    m_statsTable->setAlternatingRowColors(true);
    // A row per provider and level: few rows, so fitting the columns to their figures is cheap.
    m_statsTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_statsTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    // TTFT from the planned arrival means something only in open loops: the column shows with one.
    const auto showArrivalColumn = [this] {
        m_statsTable->setColumnHidden(LiveStatsModel::FromArrivalP50Column, !m_stats->hasOpenLoop());
    };
    connect(m_stats, &QAbstractItemModel::rowsInserted, this, showArrivalColumn);
    connect(m_stats, &QAbstractItemModel::modelReset, this, showArrivalColumn);
    showArrivalColumn();
    installLiveChartExportAction(m_histogram, [] { return tr("TTFT histogram"); }, QStringLiteral("ttft-histogram"));
    installLiveChartExportAction(m_overTime, [] { return tr("TTFT over time"); }, QStringLiteral("ttft-over-time"));
    installLiveChartExportAction(m_timeline, [] { return tr("Request timeline"); }, QStringLiteral("request-timeline"));
}

template <typename View>
void LiveViews::addSink(View *view)
{
    m_sinks.push_back(Sink{
        [view](const std::vector<RequestRecord> &batch) { view->appendRecords(batch); },
        [view] { view->clear(); },
        [view](const QString &provider, const QColor &color) { view->setProviderColor(provider, color); },
        [view](std::int64_t ns) { view->setRunStartNs(ns); },
    });
}

void LiveViews::append(const std::vector<RequestRecord> &batch)
{
    for (const Sink &sink : m_sinks)
        sink.append(batch);
}

void LiveViews::clear()
{
    for (const Sink &sink : m_sinks)
        sink.clear();
}

void LiveViews::setProviderColor(const QString &provider, const QColor &color)
{
    for (const Sink &sink : m_sinks)
        sink.setColor(provider, color);
}

void LiveViews::setRunStartNs(std::int64_t ns)
{
    for (const Sink &sink : m_sinks)
        sink.setRunStart(ns);
}

} // namespace ttft
