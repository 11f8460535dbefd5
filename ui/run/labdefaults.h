#pragma once

#include <QColor>
#include <QString>

namespace ttft {

// A colour for the n-th provider when the Endpoints panel has none (a profile from an opened
// session that is not in the list): Tableau 10, as the live views use.
QColor paletteColor(int index);

} // namespace ttft
