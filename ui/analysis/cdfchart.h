#pragma once

#include "analysischart.h"

#include <memory>

namespace ttft {

// Each provider's empirical CDF over one time axis: how many requests were done by a given time.
// Where one curve lies left of another, that provider is faster at that share of requests; curves
// that cross tell a median from a tail. A log time axis separates fast providers from slow ones.
class CdfChart : public AnalysisChart
{
    Q_OBJECT
public:
    static constexpr std::size_t kMaxSteps = 1000; // points per curve; larger samples are read at quantiles

    explicit CdfChart(QWidget *parent = nullptr);

    QString title() const override;

    // The curve drawn for provider `index`: (ms, share 0..1) points.
    std::vector<QPointF> curve(std::size_t index) const;

protected:
    void draw(QPainter &painter, const QRectF &area, const PlotTheme &theme) const override;
};

} // namespace ttft
