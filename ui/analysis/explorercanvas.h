#pragma once

#include <QWidget>

#include <functional>

namespace ttft {

// The plot area of an explorer view (prompt length, concurrency, decomposition): it paints through
// the view's own drawing function, so the view can draw the same picture into any QPainter (PNG,
// SVG, PDF export), and asks the view what to show in a tooltip at a point.
class ExplorerCanvas : public QWidget
{
    Q_OBJECT
public:
    using PaintFunction = std::function<void(QPainter &painter, const QRectF &target)>;
    using ToolTipFunction = std::function<QString(const QRectF &target, const QPointF &position)>;

    explicit ExplorerCanvas(PaintFunction paint, ToolTipFunction toolTip, QWidget *parent = nullptr);

    QSize sizeHint() const override { return {640, 360}; }
    QSize minimumSizeHint() const override { return {280, 180}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    PaintFunction m_paint;
    ToolTipFunction m_toolTip;
};

} // namespace ttft
