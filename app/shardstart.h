#pragma once
// What `ttft-bench run` does before its first request when it is one shard of a run (--shard) or
// must start at a given time (--start-at): the clock against the shared reference, then the wait.

#include "model/shardclock.h"

#include <QString>

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>

namespace ttft {

struct RunDescription;
struct RunSetup;

class ShardStart
{
public:
    // `labTimeUrl`: the embedded lab's /lab/time, for --clock-ref lab (empty without a lab).
    ShardStart(const RunSetup &setup, const QString &labTimeUrl);

    // Probes the clock (with --shard) and waits for --start-at, printing what it does on stderr.
    // False when Ctrl+C stopped the wait.
    bool prepare();

    // The run's "shards" entry in during_run (null without --shard): index, count, host, location,
    // start_at, start_late_ms, clock (model/shardclock.h).
    nlohmann::json toJson(const RunDescription &run) const;

private:
    const RunSetup &m_setup;
    QString m_reference;
    ShardClock m_clock;
    std::optional<double> m_lateMs;
};

} // namespace ttft
