#pragma once

#include "analysisinput.h"
#include "stats/concurrencycurve.h"

#include <QWidget>

#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QPainter;
class QSpinBox;

namespace ttft {

class ExplorerCanvas;

// TTFT under load, per provider: P50, P95 and P99 against the concurrency level (or the arrival
// rate, for open-loop runs), the error rate on a second axis, and the knee, where P95 first
// exceeds the limit typed in (ms) or doubles from the lowest level's, marked and labelled with the
// rule that fired. Statistics from core/stats/concurrencycurve.h.
class ConcurrencyView : public QWidget
{
    Q_OBJECT
public:
    explicit ConcurrencyView(QWidget *parent = nullptr);
    ~ConcurrencyView() override;

    void setInput(const AnalysisInput &input);

    void render(QPainter *painter, const QRectF &target) const;
    using QWidget::render;

    // P95 limit for the knee (a scenario's TTFT P95 limit, say); empty: the doubling rule only.
    void setP95LimitMs(std::optional<double> limitMs);
    std::optional<double> p95LimitMs() const;
    // The load axis; the arrival rate is offered only when the run has rates.
    void setAxis(LoadAxis axis);
    LoadAxis axis() const { return m_axis; }
    bool rateAxisAvailable() const;

    const std::vector<ConcurrencyCurve> &curves() const { return m_curves; }

    QSize sizeHint() const override { return {760, 480}; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void recompute();
    void draw(QPainter &painter, const QRectF &target) const;
    QString toolTipAt(const QRectF &target, const QPointF &position) const;
    void retranslate();
    QColor colorOf(const QString &provider) const;
    QString curveName(const ConcurrencyCurve &curve) const;
    QString levelText(double level) const;

    AnalysisInput m_input;
    std::vector<ConcurrencyCurve> m_curves;
    LoadAxis m_axis = LoadAxis::Concurrency;

    QLabel *m_axisLabel;
    QComboBox *m_axisBox;
    QLabel *m_limitLabel;
    QSpinBox *m_limit;
    QCheckBox *m_logX;
    ExplorerCanvas *m_canvas;
};

} // namespace ttft
