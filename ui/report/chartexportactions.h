#pragma once

#include "charts/chartexport.h"

#include <QString>

#include <functional>

class QWidget;

namespace ttft {

class AnalysisPane;

// Puts "Export chart…" into the context menu of every chart of the analysis pane (the four compare
// charts one by one and as their grid, prompt length, load, where TTFT goes). Called once by whoever
// creates the pane; the pane itself stays unaware of exports.
void installChartExportActions(AnalysisPane *pane);

// The same for a live view (histogram, timeline, TTFT over time): "Export chart…" on a right click
// saves the view as drawn (QWidget::render, scaled to the chosen size; vectors in SVG and PDF).
void installLiveChartExportAction(QWidget *view, std::function<QString()> title, const QString &fileName);
// What that action paints: the widget as drawn, scaled into the target.
ChartPainter widgetChartPainter(QWidget *view);

} // namespace ttft
