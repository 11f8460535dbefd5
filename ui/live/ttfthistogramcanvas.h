#pragma once

#include "charts/providercolors.h"
#include "ttfthistogramdata.h"

#include <QWidget>

namespace ttft {

struct AxisTicks;
struct PlotTheme;

// The painted part of TtftHistogramView: providers' histograms overlaid (translucent, in their
// colours) or as small multiples sharing one TTFT axis, P50/P95/P99 marker lines with labels that
// never overlap, a legend, and a tooltip per bin. Bins are computed when a paint finds the data
// changed, so a batch costs one computation however often the widget repaints.
class TtftHistogramCanvas : public QWidget
{
    Q_OBJECT
public:
    explicit TtftHistogramCanvas(QWidget *parent = nullptr);

    void append(const std::vector<RequestRecord> &batch);
    void clear();
    void setProviderColor(const QString &provider, const QColor &color);
    void setSmallMultiples(bool on);
    bool smallMultiples() const { return m_smallMultiples; }
    void setLogScale(bool on);
    bool logScale() const { return m_logScale; }
    void setLevel(const QString &level); // empty: all levels
    QString level() const { return m_level; }

    const TtftHistogramData &data() const { return m_data; }
    const TtftHistogramData::Bins &bins() const; // what is (or would be) drawn now
    QColor colorOf(const QString &provider) const { return m_colors.colorOf(provider); }

    QSize sizeHint() const override { return {640, 360}; }
    QSize minimumSizeHint() const override { return {280, 180}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    struct Panel {
        QRectF plot;
        std::vector<std::size_t> providers; // indexes into bins().providers
    };
    void paintPanel(QPainter &painter, const Panel &panel, const PlotTheme &theme, const AxisTicks &xTicks,
                    bool xLabels) const;
    QString binToolTip(const QPoint &position) const;
    double toAxis(double ms) const; // ms, or log10(ms) on a log axis
    QString providerCaption(const TtftHistogramData::ProviderBins &provider) const;
    int maxBins() const;

    TtftHistogramData m_data;
    ProviderColors m_colors;
    QString m_level;
    bool m_smallMultiples = false;
    bool m_logScale = false;
    mutable bool m_dirty = true;
    mutable int m_binsFor = 0; // the maxBins the cached bins were computed for
    mutable TtftHistogramData::Bins m_bins;
    std::vector<Panel> m_panels; // the last paint's layout, for tooltips
    double m_axisLow = 0;  // the x axis, in axis units
    double m_axisHigh = 1;
};

} // namespace ttft
