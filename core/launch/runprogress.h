#pragma once

#include <QMetaType>

#include <cstdint>
#include <optional>
#include <string>

namespace ttft {

// Where a run stands, as the status bar shows it.
struct RunProgress {
    std::int64_t recorded = 0;   // records handed to the UI so far (warm-up included)
    std::int64_t failed = 0;
    std::int64_t warmup = 0;
    std::int64_t dispatched = 0; // recorded by the engine + in flight
    int inFlight = 0;
    std::optional<std::int64_t> expected; // what the plan will send, when it fixes a count
    double elapsedS = 0;
    double fraction = 0;          // 0..1
    std::optional<double> etaS;
    int cellIndex = -1;           // the plan cell running now, of cellCount
    int cellCount = 0;
    std::string cellId;
};

} // namespace ttft

Q_DECLARE_METATYPE(ttft::RunProgress)
