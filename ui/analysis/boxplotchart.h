#pragma once

#include "analysischart.h"

#include <memory>

namespace ttft {

// One box per provider: the box spans P25–P75 with the median across it, whiskers reach the chosen
// percentiles (P5–P95 by default, P1–P99, or min–max), and the values beyond them are single dots.
class BoxPlotChart : public AnalysisChart
{
    Q_OBJECT
public:
    explicit BoxPlotChart(QWidget *parent = nullptr);

    void setWhiskers(WhiskerRange range);
    WhiskerRange whiskers() const { return m_whiskers; }

    QString title() const override;
    // The values drawn as dots beyond the whiskers, per provider (in data order).
    std::vector<std::size_t> outlierCounts() const;

protected:
    void draw(QPainter &painter, const QRectF &area, const PlotTheme &theme) const override;

private:
    WhiskerRange m_whiskers = WhiskerRange::P5P95;
};

// "P5–P95", "P1–P99", "min–max".
QString whiskerRangeName(WhiskerRange range);

} // namespace ttft
