#pragma once

#include "model/requestrecord.h"
#include "stats/histogram.h"

#include <QWidget>

#include <cstdint>
#include <optional>
#include <vector>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QToolButton;

namespace ttft {

class TtftHistogramCanvas;

// Live TTFT histogram per provider: overlaid, or as small multiples on one TTFT axis, with P50,
// P95 and P99 markers, over the successful measured requests of one plan level or all of them.
class TtftHistogramView : public QWidget
{
    Q_OBJECT
public:
    explicit TtftHistogramView(QWidget *parent = nullptr);

    void appendRecords(const std::vector<RequestRecord> &batch); // UI thread, newly finished records
    void clear();
    void setProviderColor(const QString &provider, const QColor &color);
    void setRunStartNs(std::int64_t ns); // the histogram has no time axis; kept for the shared interface

    void setSmallMultiples(bool on);
    bool smallMultiples() const;
    void setLogScale(bool on); // TTFT on a log axis, bins equal in log(ms)
    bool logScale() const;
    void setLevel(const QString &level); // a plan cell label ("c10"); empty: all levels
    QString level() const;

    // What is drawn, for tests and exports: the providers with a histogram, in legend order, and
    // one provider's bins (empty when it has none).
    QStringList shownProviders() const;
    Histogram histogramOf(const QString &provider) const;
    std::optional<double> percentileOf(const QString &provider, double p) const;
    QWidget *canvas() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refreshLevels();

    TtftHistogramCanvas *m_canvas;
    QLabel *m_levelLabel;
    QComboBox *m_levelBox;
    QToolButton *m_overlaidButton;
    QToolButton *m_multiplesButton;
    QCheckBox *m_logBox;
    QButtonGroup *m_modeGroup;
};

} // namespace ttft
