#include "labdefaults.h"

#include "engine/workloadtemplates.h"

#include <array>

namespace ttft {

QColor paletteColor(int index)
{
    static const std::array<QRgb, 10> tableau{0x4e79a7, 0xf28e2b, 0xe15759, 0x76b7b2, 0x59a14f,
                                              0xedc948, 0xb07aa1, 0xff9da7, 0x9c755f, 0xbab0ac};
    return QColor(tableau[std::size_t(index) % tableau.size()]);
}

} // namespace ttft
