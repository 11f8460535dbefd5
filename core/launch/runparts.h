#pragma once

#include "engine/engine.h"
#include "model/requestrecord.h"

#include <cstdint>

namespace ttft {

// A run made of several engines' runs one after another — a capacity search's levels, probes over
// time — kept as one run: each part's requests numbered on from the last part's, every record
// counted from the whole run's start, and the parts' counts and guard events added up.
class RunParts
{
public:
    explicit RunParts(std::int64_t startNs);

    // A record of the part under way, as the whole run records it.
    RequestRecord renumbered(const RequestRecord &record) const;
    // Adds a part's outcome once it has run; false (its error kept) when it could not run.
    bool add(const RunOutcome &part);
    // The whole run's outcome, ended now; stopped as the caller says.
    RunOutcome finish(bool stopped);
    const RunOutcome &outcome() const { return m_outcome; }

private:
    RunOutcome m_outcome;
    std::int64_t m_indexOffset = 0; // requests the finished parts dispatched
};

} // namespace ttft
