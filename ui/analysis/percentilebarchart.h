#pragma once

#include "analysischart.h"

#include <array>
#include <memory>

namespace ttft {

// P50, P95 and P99 side by side: a group per percentile, a bar per provider in its colour, the
// figure on top of each bar. The chart a report quotes.
class PercentileBarChart : public AnalysisChart
{
    Q_OBJECT
public:
    static constexpr std::array<double, 3> kPercentiles{50, 95, 99};

    explicit PercentileBarChart(QWidget *parent = nullptr);

    QString title() const override;

protected:
    void draw(QPainter &painter, const QRectF &area, const PlotTheme &theme) const override;
};

} // namespace ttft
