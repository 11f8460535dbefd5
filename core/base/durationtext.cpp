#include "durationtext.h"

#include "i18n.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace ttft {

QString clockText(double seconds)
{
    const auto total = std::int64_t(std::llround(std::max(0.0, seconds)));
    if (total >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(total / 3600)
            .arg(total / 60 % 60, 2, 10, QLatin1Char('0'))
            .arg(total % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(total / 60).arg(total % 60, 2, 10, QLatin1Char('0'));
}

QString durationWords(double seconds)
{
    const auto total = std::int64_t(std::llround(std::max(0.0, seconds)));
    if (total < 60)
        return Tr::tr("%1 s").arg(std::max<std::int64_t>(1, total));
    if (total < 3600)
        return total % 60 ? Tr::tr("%1 min %2 s").arg(total / 60).arg(total % 60) : Tr::tr("%1 min").arg(total / 60);
    return Tr::tr("%1 h %2 min").arg(total / 3600).arg((total % 3600 + 30) / 60);
}

} // namespace ttft
