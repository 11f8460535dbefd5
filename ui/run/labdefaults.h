#pragma once

#include "model/runplan.h"
#include "model/workload.h"

#include <QColor>
#include <QString>

namespace ttft {

// What the window sets up on the first start, beside the embedded lab's three providers
// (EndpointsPanel::addLabProviders): a short question as the workload, and a plan that compares
// them one request at a time and then ten at once. One click on Run gives a real comparison.
Workload demoWorkload();
RunPlan demoPlan();

// A colour for the n-th provider when the Endpoints panel has none (a profile from an opened
// session that is not in the list): Tableau 10, as the live views use.
QColor paletteColor(int index);

} // namespace ttft
