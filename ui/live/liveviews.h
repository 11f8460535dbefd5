#pragma once

#include "model/requestrecord.h"

#include <QColor>
#include <QObject>
#include <QString>

#include <cstdint>
#include <functional>
#include <vector>

class QTableView;
class QWidget;

namespace ttft {

class LiveStatsModel;
class RequestTimelineView;
class TtftHistogramView;
class TtftOverTimeView;

// The four live views of a run — TTFT histogram, TTFT over time, live statistics, request
// timeline — fed together: every batch of records, every provider's colour and the run's start
// reach all four through one call. Each chart has its Export action; the window docks them.
class LiveViews : public QObject
{
    Q_OBJECT
public:
    explicit LiveViews(QWidget *parent);

    void append(const std::vector<RequestRecord> &batch);
    void clear();
    void setProviderColor(const QString &provider, const QColor &color);
    void setRunStartNs(std::int64_t ns);

    TtftHistogramView *histogram() const { return m_histogram; }
    TtftOverTimeView *overTime() const { return m_overTime; }
    QTableView *statsTable() const { return m_statsTable; }
    RequestTimelineView *timeline() const { return m_timeline; }

private:
    // A view (or the statistics model), reached through the interface they share.
    struct Sink {
        std::function<void(const std::vector<RequestRecord> &)> append;
        std::function<void()> clear;
        std::function<void(const QString &, const QColor &)> setColor;
        std::function<void(std::int64_t)> setRunStart;
    };
    template <typename View>
    void addSink(View *view);

    TtftHistogramView *m_histogram;
    TtftOverTimeView *m_overTime;
    RequestTimelineView *m_timeline;
    LiveStatsModel *m_stats;
    QTableView *m_statsTable;
    std::vector<Sink> m_sinks;
};

} // namespace ttft
