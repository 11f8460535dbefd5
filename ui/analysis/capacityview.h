#pragma once

#include "analysisinput.h"
#include "charts/plotpainter.h"
#include "stats/capacity.h"

#include <QWidget>

#include <optional>
#include <vector>

class QLabel;
class QPainter;

namespace ttft {

class ExplorerCanvas;

// A capacity search (ttft-bench capacity): TTFT P50, P95 and P99 against the load of every level
// it tried, judged on each level's steady window, with the P95's 95 % interval, the SLO limits as
// lines, each level marked pass or fail, and the capacity with its interval as a band. Computed
// from the run's records and its capacity plan (stats/capacity.h), as summary.json is. A run that
// is no search says how to make one.
class CapacityView : public QWidget
{
    Q_OBJECT
public:
    explicit CapacityView(QWidget *parent = nullptr);
    ~CapacityView() override;

    void setInput(const AnalysisInput &input);
    const std::optional<CapacityResult> &result() const { return m_result; }

    void render(QPainter *painter, const QRectF &target) const;
    using QWidget::render;

    QSize sizeHint() const override { return {760, 480}; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void draw(QPainter &painter, const QRectF &target) const;
    std::vector<LegendEntry> legendEntries(const PlotTheme &theme) const;
    QString toolTipAt(const QRectF &target, const QPointF &position) const;
    void retranslate();

    AnalysisInput m_input;
    std::optional<CapacityResult> m_result;
    QLabel *m_summary;
    ExplorerCanvas *m_canvas;
};

} // namespace ttft
