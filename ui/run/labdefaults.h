#pragma once

#include "model/providerprofile.h"
#include "model/runplan.h"
#include "model/workload.h"

#include <QColor>
#include <QString>

#include <vector>

namespace ttft {

// What the window offers out of the box: the embedded lab's three demo models as providers (no
// key), a short question as the workload, and a plan that compares them one request at a time and
// then ten at once. One click on Run gives a real comparison.
std::vector<ProviderProfile> labProviderProfiles(const QString &labBaseUrl);
Workload demoWorkload();
RunPlan demoPlan();

// A colour for the n-th provider when no panel chose one (Tableau 10, as the live views use).
QColor paletteColor(int index);

} // namespace ttft
