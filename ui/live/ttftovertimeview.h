#pragma once

#include "model/requestrecord.h"
#include "charts/plotpainter.h"
#include "charts/providercolors.h"
#include "sortedsamples.h"

#include <QStringList>
#include <QWidget>

class QCheckBox;

#include <cstdint>
#include <map>
#include <vector>

namespace ttft {

// TTFT of every request against its start time since the run start, in provider colours: drift,
// cold starts and the effect of each load level show at a glance. Warm-up requests are hollow,
// failures are red crosses (at their TTFT when they had one, else on the time axis), and a
// trailing median over each provider's last measured requests is drawn as a line, restarting at
// each plan level (a median across a concurrency change would blur the step it makes).
class TtftOverTimeView : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kMedianWindow = 25;

    explicit TtftOverTimeView(QWidget *parent = nullptr);

    void appendRecords(const std::vector<RequestRecord> &batch); // UI thread, newly finished records
    void clear();
    void setProviderColor(const QString &provider, const QColor &color);
    void setRunStartNs(std::int64_t ns);

    // What is drawn, for tests and exports.
    QStringList providers() const { return m_providerOrder; }
    std::size_t pointCount() const;                     // every request with a start time
    std::size_t measuredCount(const QString &provider) const; // successful measured ones: the median's input
    std::size_t warmupCount(const QString &provider) const;
    std::vector<double> rollingMedianOf(const QString &provider) const; // one value per measured point, levels in order
    void setLogScale(bool on); // TTFT on a log axis
    bool logScale() const { return m_logScale; }

    QSize sizeHint() const override { return {720, 360}; }
    QSize minimumSizeHint() const override { return {280, 180}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool event(QEvent *event) override;

private:
    struct Point {
        std::int64_t startNs = 0;
        double ttftMs = 0; // negative: none (a failure before the first token)
    };
    struct LevelSeries {
        QString level;
        std::vector<Point> measured; // successful measured requests, by start
        std::vector<double> median;  // trailing median of measured[..].ttftMs
    };
    struct Series {
        std::vector<LevelSeries> levels; // in order of first appearance
        std::vector<Point> warmup;
        std::vector<Point> failed;
        LevelSeries &level(const QString &name);
    };
    struct Layout {
        QRectF plot;
        AxisTicks xTicks;             // seconds since the origin
        AxisTicks yTicks;             // ms, or log10(ms) on a log axis
        double xOf(std::int64_t ns, double originNs) const;
        double yOf(double ms, bool log) const;
    };

    double originNs() const;
    Layout layout(const PlotTheme &theme) const;
    std::vector<LegendEntry> legendEntries(const PlotTheme &theme) const;
    QString toolTipAt(const QPointF &position) const;
    void retranslate();

    std::map<QString, Series> m_series;
    QStringList m_providerOrder;
    std::vector<std::pair<QString, std::int64_t>> m_levelStarts; // plan cell → first start, absolute ns
    ProviderColors m_colors;
    std::int64_t m_runStartNs = -1;
    std::int64_t m_recordsRunStartNs = -1;
    std::int64_t m_firstStartNs = -1;
    std::int64_t m_lastStartNs = -1;
    SortedSamples m_allTtftMs; // every TTFT drawn, for the y range
    bool m_logScale = false;
    QCheckBox *m_logBox;
};

} // namespace ttft
