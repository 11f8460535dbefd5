#include "runparts.h"

#include "base/monoclock.h"

namespace ttft {

RunParts::RunParts(std::int64_t startNs)
{
    m_outcome.startNs = startNs;
}

RequestRecord RunParts::renumbered(const RequestRecord &record) const
{
    RequestRecord copy = record;
    copy.index += m_indexOffset;
    copy.runStartNs = m_outcome.startNs;
    return copy;
}

bool RunParts::add(const RunOutcome &part)
{
    if (!part.error.empty()) {
        m_outcome.error = part.error;
        return false;
    }
    m_outcome.dispatched += part.dispatched;
    m_outcome.recorded += part.recorded;
    m_outcome.guardEvents.insert(m_outcome.guardEvents.end(), part.guardEvents.begin(), part.guardEvents.end());
    m_indexOffset += part.dispatched;
    return true;
}

RunOutcome RunParts::finish(bool stopped)
{
    m_outcome.endNs = monoNowNs();
    m_outcome.stopped = stopped;
    return m_outcome;
}

} // namespace ttft
