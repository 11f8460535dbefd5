#pragma once

#include "model/providerprofile.h"

#include <QColor>
#include <QString>

namespace ttft {

// One row of the endpoints list: the profile plus what only the workbench keeps about it.
struct ProviderEntry {
    ProviderProfile profile;
    QColor color;
    bool included = true; // measured in the next run (a lab row: profile.kind, shown at this session's lab address)
    QString lastTest;     // what Test connection last found, in words; not saved
};

} // namespace ttft
