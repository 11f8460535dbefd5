#pragma once

#include "comparedata.h"

#include <QWidget>

#include <memory>

class QPainter;

namespace ttft {

struct PlotTheme;

// A chart of the analysis views: paints itself through render(), so the same picture goes to the
// screen, a PNG, an SVG or a PDF. Its colours come from the widget's palette (dark themes work);
// a language change repaints it (every string is read at paint time).
class AnalysisChart : public QWidget
{
    Q_OBJECT
public:
    explicit AnalysisChart(QWidget *parent = nullptr);

    // Draws the chart into `target` of any painter (a widget, QImage, QSvgGenerator, QPdfWriter).
    void render(QPainter *painter, const QRectF &target) const;
    using QWidget::render;

    // The compare view's figures for every provider; each chart draws its share of them.
    void setData(std::shared_ptr<const CompareData> data);
    // The time axis on a log scale (long tails next to fast providers); charts whose axis is not a
    // time (the percentile bars draw theirs linear) leave it unread.
    void setLogScale(bool on);
    bool logScale() const { return m_logScale; }

    // The chart's heading, as drawn above it.
    virtual QString title() const = 0;

    QSize sizeHint() const override { return {560, 340}; }
    QSize minimumSizeHint() const override { return {260, 180}; }

protected:
    // The plot below the title; `area` is inside the margins. Text for an empty chart included.
    virtual void draw(QPainter &painter, const QRectF &area, const PlotTheme &theme) const = 0;

    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

    std::shared_ptr<const CompareData> m_data;
    bool m_logScale = false;
};

} // namespace ttft
