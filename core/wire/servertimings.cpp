#include "servertimings.h"

namespace ttft {

void ServerTimings::mergeFrom(const ServerTimings &other)
{
    const auto take = [](std::optional<double> &mine, const std::optional<double> &theirs) {
        if (theirs)
            mine = theirs;
    };
    take(ttftMs, other.ttftMs);
    take(queueMs, other.queueMs);
    take(prefillMs, other.prefillMs);
    take(decodeMs, other.decodeMs);
    take(e2eMs, other.e2eMs);
    take(processingMs, other.processingMs);
    take(loadMs, other.loadMs);
    if (other.source.empty() || source == other.source)
        return;
    source = source.empty() ? other.source : source + '+' + other.source;
}

} // namespace ttft
