#include "slolimits.h"

#include "model/requestrecord.h"

namespace ttft {

namespace {

bool within(const std::optional<double> &value, const std::optional<double> &limit)
{
    return !limit || (value && *value <= *limit);
}

} // namespace

bool meetsSlo(const RequestRecord &record, const SloLimits &limits)
{
    if (record.failed())
        return false;
    const auto ttft = limits.fromIntended ? record.ttftFromIntendedMs() : record.ttftMs();
    const auto e2e = limits.fromIntended ? spanMs(record.intendedNs, record.endNs) : record.e2eMs();
    if (!within(ttft, limits.ttftMs) || !within(e2e, limits.e2eMs))
        return false;
    if (limits.tpotMs) {
        const bool singleToken = record.outputTokens && *record.outputTokens < 2;
        if (!singleToken && !within(record.tpotMs(), limits.tpotMs))
            return false;
    }
    return true;
}

} // namespace ttft
