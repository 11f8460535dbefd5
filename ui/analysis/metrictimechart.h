#pragma once

#include "analysischart.h"

#include <memory>

namespace ttft {

// The metric of every measured request against its start, in seconds since the run started, a
// dot per request in its provider's colour and a trailing median line per provider: drift, cold
// starts, bursts and each load level's step show here and nowhere else.
class MetricTimeChart : public AnalysisChart
{
    Q_OBJECT
public:
    static constexpr std::size_t kMedianWindow = 15;
    static constexpr std::size_t kMaxDots = 4000; // per provider; more are thinned evenly

    explicit MetricTimeChart(QWidget *parent = nullptr);

    QString title() const override;

protected:
    void draw(QPainter &painter, const QRectF &area, const PlotTheme &theme) const override;
};

} // namespace ttft
