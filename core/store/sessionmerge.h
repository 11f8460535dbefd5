#pragma once
// Several runs (ours, from different machines or networks, or imported from other tools) as one
// session, so the compare views put them side by side. Used by `ttft-bench merge` and meant for
// the workbench's run history.

#include "store/session.h"

#include <string>
#include <vector>

namespace ttft {

// What tells the parts apart in the merged provider names ("provider · label").
enum class MergeLabelBy {
    Auto, // the locations when known and different for every part; else the hosts when known and
          // different; else each part's note where it is short, its start time where not; else the
          // notes cut short; else the start times
    Run,  // the run's start (date and time, UTC)
    Host, // the machine's host name
    Note, // the user's note (location, network), shortened
    Location, // the run's location label (`run --location`): runs from several places side by side
};

const char *mergeLabelByName(MergeLabelBy by); // "auto", "run", "host", "note", "location"
bool mergeLabelByFromName(std::string_view name, MergeLabelBy &by);

// One short label per part, distinct from each other (a suffix " 2", " 3" … where two would be the
// same; "run 1", "run 2" … where the asked-for field is unknown).
// What a merge keeps of where a part came from: its environment (or the sources it was itself
// merged from) among the merged session's sources, and whether it was recovered.
void takeProvenance(Session &merged, const Session &part);

std::vector<std::string> mergeLabels(const std::vector<Session> &parts, MergeLabelBy by = MergeLabelBy::Auto);

// The parts as one session: every record of every part, in part order, renumbered from 0, its
// provider renamed "provider · label" (labels: `labels` when it has one per part, else
// mergeLabels(parts, by)); stamps, cells and everything else unchanged, so each part's statistics
// per provider are the same as before. The run description is the first part's, with the providers
// of all parts (renamed the same way). `sources` lists every part's environment (a part that was
// itself merged contributes its own sources), so where each was measured is kept. Client health,
// which belongs to one machine, is dropped.
Session mergeSessions(const std::vector<Session> &parts, MergeLabelBy by = MergeLabelBy::Auto,
                      const std::vector<std::string> &labels = {});

} // namespace ttft
