#pragma once

#include "analysisinput.h"
#include "charts/plotpainter.h"
#include "stats/conversationstats.h"
#include "toolturnchart.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QPainter;

namespace ttft {

class ExplorerCanvas;

// A conversation run (run --conversations) by turn: above, TTFT per turn index for every provider
// and cell (a gap between turns and a history strategy), a band from P50 to P95 with the P50 as a
// line, and the limit each turn's P95 is held to; below, the prompt tokens the server counted and
// the cached ones it reported, by turn. Over the text, each series' verdict: up to which turn its
// TTFT P95 kept the limit. Computed from the records as summary.json's "conversations" is
// (stats/conversationstats.h). A run without conversations says how to make one.
// The Timeline shows each conversation as a row of its turns on the clock (the first
// kMaxTimelineRows): each turn a bar from send to last byte, its TTFT darker, a failed turn red,
// the gaps between them the users' think time. Tool-call turns (run --tool-every) shows each
// series' turn that called a tool as its stages' medians end to end (ToolTurnChart).
class ConversationView : public QWidget
{
    Q_OBJECT
public:
    explicit ConversationView(QWidget *parent = nullptr);
    ~ConversationView() override;

    void setInput(const AnalysisInput &input);
    const std::vector<ConversationStats> &stats() const { return m_stats; }

    void render(QPainter *painter, const QRectF &target) const;
    using QWidget::render;

    QSize sizeHint() const override { return {760, 560}; }

    // One conversation on the clock: its turns in order.
    struct TimelineRow {
        QString label;
        std::size_t series = 0;  // index into m_stats, for the colour (or m_stats.size(): not drawn there)
        std::int64_t originNs = 0; // its cell's first send
        std::vector<const RequestRecord *> turns;
    };

    enum class Mode { ByTurn, Timeline, ToolTurns }; // in the mode box's order
    void setMode(Mode mode);
    Mode mode() const { return m_mode; }

protected:
    void changeEvent(QEvent *event) override;

private:
    std::vector<LegendEntry> legendEntries(const PlotTheme &theme) const; // the by-turn chart's
    void draw(QPainter &painter, const QRectF &target) const;
    void drawTimeline(QPainter &painter, const QRectF &area, const PlotTheme &theme) const;
    QString toolTipAt(const QRectF &target, const QPointF &position) const;
    QString timelineToolTipAt(const QRectF &area, const QPointF &position) const;
    void buildTimeline();
    void buildToolChart();
    QString seriesLabel(const ConversationStats &stats) const;
    QColor seriesColor(std::size_t index) const;
    void retranslate();

    AnalysisInput m_input;
    std::vector<ConversationStats> m_stats; // the series drawn, at most kMaxSeries
    std::size_t m_allSeries = 0;
    std::vector<TimelineRow> m_rows;
    std::size_t m_allRows = 0;
    ToolTurnChart m_toolChart;
    Mode m_mode = Mode::ByTurn;
    QComboBox *m_modeBox;
    QLabel *m_summary;
    ExplorerCanvas *m_canvas;
};

} // namespace ttft
