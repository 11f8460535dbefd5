#pragma once

#include "model/providerprofile.h"

#include <QColor>
#include <QString>

namespace ttft {

// One row of the endpoints list: the profile plus what only the workbench keeps about it.
struct ProviderEntry {
    ProviderProfile profile;
    QColor color;
    bool included = true; // measured in the next run
    // Points at the embedded lab server, whose port changes with every start: saved as base URL
    // "lab" (as in plan files) and resolved to this session's lab when the run is set up.
    bool lab = false;
    QString lastTest;     // what Test connection last found, in words; not saved
};

} // namespace ttft
