#pragma once

#include <QString>

namespace ttft {

// "4:05" or "1:02:09": elapsed times and ETAs in progress lines.
QString clockText(double seconds);
// "45 s", "3 min 20 s", "2 h 5 min" (translated): how long a plan will take.
QString durationWords(double seconds);

} // namespace ttft
