#pragma once

#include "model/requestrecord.h"
#include "charts/plotpainter.h"
#include "charts/providercolors.h"
#include "timelinecoordinates.h"
#include "timelinerow.h"

#include <QStringList>
#include <QWidget>

#include <cstdint>
#include <vector>

class QScrollBar;

namespace ttft {

// The per-request timeline: one row per request in order of start, x = time since the run start.
// Each bar shows where the request's time went: dispatch lag (intended → sent to the transport),
// connect/TLS on a fresh connection, sending the request, waiting for the first answer token,
// then streaming, with a tick at every answer event. Failures are red. Wheel zooms time around the
// mouse (Shift+wheel scrolls rows, Ctrl+Shift+wheel changes the row height), dragging pans,
// a double click (or Home) fits everything; hovering a bar shows the request's figures.
// Only the rows in view are painted, so 100k requests paint as fast as 100.
class RequestTimelineView : public QWidget
{
    Q_OBJECT
public:
    explicit RequestTimelineView(QWidget *parent = nullptr);

    void appendRecords(const std::vector<RequestRecord> &batch); // UI thread, newly finished records
    void clear();
    void setProviderColor(const QString &provider, const QColor &color);
    void setRunStartNs(std::int64_t ns); // the time axis counts from here (else from the records' run start)

    int rowCount() const { return int(m_rows.size()); }
    const TimelineRow &row(int index) const { return m_rows[std::size_t(index)]; }
    QString providerOf(const TimelineRow &row) const { return m_providers.value(row.provider); }
    // The visible time span, in ns since the run start; setting it stops following the run.
    TimeWindow timeWindow() const { return m_window; }
    void setTimeWindow(const TimeWindow &window);
    void fitAll(); // everything in view, following the run again
    double rowHeight() const { return m_rowHeight; }
    void setRowHeight(double pixels);      // stops fitting the rows to the height
    double firstRow() const { return m_firstRow; }
    void scrollToRow(double row);          // the row at the top; stops following the newest
    // The request under a point of the widget (-1: none), and the tooltip it shows.
    int rowAt(const QPoint &position) const;
    QString toolTipForRow(int index) const;
    // Where the bars are drawn, in widget coordinates.
    QRectF plotArea() const { return plotRect(); }

    QSize sizeHint() const override { return {800, 420}; }
    QSize minimumSizeHint() const override { return {300, 160}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QRectF plotRect() const;
    std::vector<LegendEntry> legendEntries(const PlotTheme &theme) const;
    double originNs() const;
    double dataEndNs() const; // the latest bar end, ns since the origin
    TimeWindow fittedWindow() const;
    void applyFollow();
    void setFirstRow(double row, bool byUser);
    void syncScrollBar();
    void zoomTime(double factor, double anchorX);
    void paintRows(QPainter &painter, const QRectF &plot, const PlotTheme &theme) const;
    void paintTimeAxis(QPainter &painter, const QRectF &plot, const PlotTheme &theme) const;
    void paintRowAxis(QPainter &painter, const QRectF &plot, const PlotTheme &theme) const;
    void paintLevelMarks(QPainter &painter, const QRectF &plot, const PlotTheme &theme, bool names) const;

    std::vector<TimelineRow> m_rows;    // sorted by sortNs()
    std::vector<std::uint32_t> m_ticks; // token arrival times, µs after each row's start
    QStringList m_providers;
    QStringList m_levels;
    std::vector<std::int64_t> m_levelStartNs; // first start seen in each level, absolute
    ProviderColors m_colors;
    std::int64_t m_runStartNs = -1;     // from setRunStartNs
    std::int64_t m_recordsRunStartNs = -1;
    std::int64_t m_firstStartNs = -1;
    std::int64_t m_maxEndNs = -1;

    TimeWindow m_window;
    bool m_followTime = true;
    double m_rowHeight = 10;
    bool m_fitRows = true;
    double m_firstRow = 0;
    bool m_followRows = true;
    QScrollBar *m_scrollBar;
    bool m_syncingScrollBar = false;

    bool m_dragging = false;
    QPoint m_dragStart;
    TimeWindow m_dragWindow;
    double m_dragFirstRow = 0;
    int m_hoverRow = -1;
};

} // namespace ttft
