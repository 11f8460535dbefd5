#pragma once

#include "engine/engine.h"
#include "model/capacityplan.h"
#include "stats/capacity.h"

#include <atomic>
#include <functional>
#include <mutex>
#include <vector>

namespace ttft {

// Runs a capacity search (model/capacityplan.h) with the providers and workload of `base`: one
// engine run per load level (a closed loop of `level` users, or open-loop arrivals at `level` a
// second, for the plan's duration and repeats), each level judged on its steady windows
// (stats/capacity.h), the next level chosen from the verdicts — doubling from the start until a
// level fails or the maximum passes, then bisecting between the last pass and the first failure
// down to the plan's resolution. The records of every level make one run: indexes continue from
// level to level and every record counts from the search's start.
class CapacitySearch
{
public:
    struct Events {
        std::function<void(double level, int point)> onPointStarted;  // search thread
        std::function<void(const CapacityPoint &point)> onPointJudged; // search thread
        Engine::Events engine; // each record, cell and guard event of every level (engine thread)
    };

    CapacitySearch(RunSpec base, CapacityPlan plan, Events events);

    // The whole search; `outcome.error` says why it could not start (a bad plan, ...).
    RunOutcome run();
    void stop(); // any thread: the level under way ends as a stopped run, and the search with it

    // Any thread, while run() goes: the level under way's requests on the wire, and its engine's
    // last `samples` health samples (empty between levels).
    int inFlight() const;
    HealthWindow recentHealth(int samples) const;

    const CapacityResult &result() const { return m_result; }
    // The client's health over every level (samples and wake-ups one after another).
    const HealthWindow &health() const { return m_health; }

    // The level after `points` (judged so far), or nullopt when the search is done.
    static std::optional<double> nextLevel(const CapacityPlan &plan, const std::vector<CapacityPoint> &points);

private:
    RunSpec m_base;
    CapacityPlan m_plan;
    Events m_events;
    CapacityResult m_result;
    HealthWindow m_health;
    std::atomic<bool> m_stopRequested{false};
    mutable std::mutex m_mutex; // guards m_current
    Engine *m_current = nullptr;
};

} // namespace ttft
