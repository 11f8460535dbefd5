#pragma once
// What a run does before its first request when it is one shard of a run (--shard) or must start
// at a given time (--start-at): the clock against the shared reference, then the wait.

#include "model/duringrun.h"
#include "model/shardclock.h"

#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>

namespace ttft {

struct RunDescription;

class ShardStart
{
public:
    // `startAtMs`: when to start, ms since the epoch on the reference clock (the local wall clock
    // when no offset to it is estimated). `reference`: the URL whose clock the shards share (a
    // server's Date header, the lab's /lab/time), empty for none.
    ShardStart(std::optional<std::int64_t> startAtMs, QString reference);

    // Probes the clock (for a shard) and waits for the start time; each step is told through
    // `note` (a line for the user). False when `stop` was set during the wait.
    bool prepare(const RunDescription &run, const std::atomic<bool> &stop, const std::function<void(const QString &)> &note);

    // The run's own entry in during_run's "shards" (nullopt when the run is no shard): index,
    // count, host, location, start_at, start_late_ms, clock (model/shardclock.h).
    std::optional<ShardEntry> entry(const RunDescription &run) const;

private:
    std::optional<std::int64_t> m_startAtMs;
    QString m_reference;
    ShardClock m_clock;
    std::optional<double> m_lateMs;
};

} // namespace ttft
