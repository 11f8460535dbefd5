#pragma once

#include "analysisinput.h"
#include "live/plotpainter.h"
#include "stats/conversationstats.h"

#include <QWidget>

#include <vector>

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

protected:
    void changeEvent(QEvent *event) override;

private:
    void draw(QPainter &painter, const QRectF &target) const;
    QString toolTipAt(const QRectF &target, const QPointF &position) const;
    QString seriesLabel(const ConversationStats &stats) const;
    QColor seriesColor(std::size_t index) const;
    void retranslate();

    AnalysisInput m_input;
    std::vector<ConversationStats> m_stats; // the series drawn, at most kMaxSeries
    std::size_t m_allSeries = 0;
    QLabel *m_summary;
    ExplorerCanvas *m_canvas;
};

} // namespace ttft
