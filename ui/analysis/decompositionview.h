#pragma once

#include "analysisinput.h"
#include "stats/ttftdecomposition.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QPainter;

namespace ttft {

class ExplorerCanvas;

// Where the time to the first token goes, per provider (or per provider and plan cell): one
// stacked horizontal bar each, dispatch lag, DNS, connect, TLS, server queue, server prefill and
// network/other, in milliseconds. The bars stack means, so the parts add up to the mean TTFT
// (from the intended start) written at the end of the bar; hovering a part shows its mean, median
// and share. Server queue and prefill need the server's own account (cross-validation); without
// it the server's time is part of network/other, and the bar says so.
class DecompositionView : public QWidget
{
    Q_OBJECT
public:
    explicit DecompositionView(QWidget *parent = nullptr);
    ~DecompositionView() override;

    void setInput(const AnalysisInput &input);

    void render(QPainter *painter, const QRectF &target) const;
    using QWidget::render;

    void setPerCell(bool perCell);
    bool perCell() const { return m_perCell; }
    const std::vector<TtftDecomposition> &groups() const { return m_groups; }

    // The words and colours of a component, for legends elsewhere.
    static QString componentName(TtftComponent component);
    static QColor componentColor(TtftComponent component, bool dark);

    QSize sizeHint() const override { return {760, 420}; }

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Bar;
    void recompute();
    void draw(QPainter &painter, const QRectF &target) const;
    std::vector<Bar> layoutBars(const QRectF &target, double &scaleMax, QRectF &plot) const;
    QString toolTipAt(const QRectF &target, const QPointF &position) const;
    void retranslate();
    QString groupName(const TtftDecomposition &group) const;

    AnalysisInput m_input;
    std::vector<TtftDecomposition> m_groups;
    bool m_perCell = false;

    QLabel *m_groupingLabel;
    QComboBox *m_grouping;
    ExplorerCanvas *m_canvas;
};

} // namespace ttft
