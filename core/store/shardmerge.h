#pragma once
// The shards of one run (`ttft-bench run --shard I/N`, one pod of a Kubernetes Indexed Job each)
// as the one run they are parts of: `ttft-bench merge-shards`. Unlike mergeSessions (several runs
// side by side), the providers keep their names and the cells their ids: every raw record of every
// shard goes into one run, whose figures are computed again from them (never from the shards'
// percentiles), and whose in-flight counts and rates add up over the shards on one time line.

#include "store/session.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace ttft {

// What each shard added to its monotonic stamps to reach the merged time line.
struct ShardPlacement {
    int index = 0;
    std::int64_t shiftNs = 0;
    // "same_clock": the same boot as shard 0 (one CLOCK_MONOTONIC, nothing estimated);
    // "reference": through both shards' offsets to the reference clock;
    // "wall_clock": through the wall clocks alone (an offset was not estimated).
    std::string basis;
    std::optional<double> uncertaintyMs; // of the shift, when it was estimated
};

// The shards as one session, or false with a sentence in *error (named by `names`, one per part):
// a part that is no shard, shards of different counts, a shard twice or missing, parts that ran
// different plans, providers or workloads. The merged run's description is shard 0's with the
// whole plan (no shard), its environment spanning all shards; `sources` keeps every shard's
// environment; `during_run` holds "dispatched" summed over shards and "shards": one entry per
// shard (its own during-run entry: index, count, host, clock, start; plus its records, dispatched,
// client health and where it was placed: shift_ms, placement, placement_uncertainty_ms). The
// merged client health is the shard's whose state is worst. Records are in shard order, renumbered,
// their stamps shifted to shard 0's clock and their run start the earliest shard's. *notes gets a
// sentence for every shard placed by its wall clock alone.
bool mergeShards(const std::vector<Session> &parts, const QStringList &names, Session &merged, QString *error,
                 QStringList *notes = nullptr);

// Adds `shiftNs` to every monotonic stamp of `record` (its TTS legs' too), absent ones left absent.
void shiftRecordStamps(RequestRecord &record, std::int64_t shiftNs);

} // namespace ttft
