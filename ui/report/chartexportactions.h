#pragma once

namespace ttft {

class AnalysisPane;

// Puts "Export chart…" into the context menu of every chart of the analysis pane (the four compare
// charts one by one and as their grid, prompt length, load, where TTFT goes). Called once by whoever
// creates the pane; the pane itself stays unaware of exports.
void installChartExportActions(AnalysisPane *pane);

} // namespace ttft
