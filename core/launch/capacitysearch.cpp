#include "capacitysearch.h"

#include "runparts.h"

#include "base/monoclock.h"

#include <algorithm>
#include <cmath>

namespace ttft {

namespace {

// The run plan of one level: the search's workload at `level` for the plan's duration and repeats.
// A closed loop's first request per user is its warm-up (it opens the connection); an open loop
// warms up on its first second of arrivals.
RunPlan levelPlan(const CapacityPlan &plan, double level, std::uint64_t seed)
{
    RunPlan run;
    run.seed = seed;
    run.durationS = plan.pointDurationS;
    run.repeats = plan.repeats;
    run.warmup = 0;
    if (plan.axis == CapacityPlan::Axis::Concurrency) {
        run.mode = LoadMode::ClosedLoop;
        run.concurrency = {int(std::lround(level))};
    } else {
        run.mode = LoadMode::OpenLoop;
        run.rates = {level};
        run.warmup = std::max(1, int(std::ceil(level)));
    }
    return run;
}

double snap(const CapacityPlan &plan, double level)
{
    if (plan.axis == CapacityPlan::Axis::Concurrency)
        return std::max(1.0, std::floor(level));
    return std::round(level / plan.resolution) * plan.resolution;
}

} // namespace

CapacitySearch::CapacitySearch(RunSpec base, CapacityPlan plan, Events events)
    : m_base(std::move(base))
    , m_plan(std::move(plan))
    , m_events(std::move(events))
{
}

int CapacitySearch::inFlight() const
{
    std::lock_guard lock(m_mutex);
    return m_current ? m_current->inFlight() : 0;
}

HealthWindow CapacitySearch::recentHealth(int samples) const
{
    std::lock_guard lock(m_mutex);
    return m_current ? m_current->health().recent(samples) : HealthWindow{};
}

void CapacitySearch::stop()
{
    m_stopRequested = true;
    std::lock_guard lock(m_mutex);
    if (m_current)
        m_current->stop();
}

std::optional<double> CapacitySearch::nextLevel(const CapacityPlan &plan, const std::vector<CapacityPoint> &points)
{
    if (points.empty())
        return snap(plan, plan.start);
    std::optional<double> lastPass, firstFail;
    for (const CapacityPoint &point : points) {
        if (point.pass && (!lastPass || point.level > *lastPass))
            lastPass = point.level;
        if (!point.pass && (!firstFail || point.level < *firstFail))
            firstFail = point.level;
    }
    // A pass above a failure is noise around the knee: the bracket is below the failure.
    if (firstFail && lastPass && *lastPass > *firstFail) {
        lastPass.reset();
        for (const CapacityPoint &point : points) {
            if (point.pass && point.level < *firstFail && (!lastPass || point.level > *lastPass))
                lastPass = point.level;
        }
    }
    if (!firstFail) {
        if (*lastPass >= plan.max)
            return std::nullopt; // the maximum holds
        return snap(plan, std::min(plan.max, *lastPass * 2));
    }
    if (!lastPass)
        return std::nullopt; // the start already failed
    if (*firstFail - *lastPass <= plan.resolution * 1.0000001)
        return std::nullopt;
    const double middle = snap(plan, (*lastPass + *firstFail) / 2);
    if (middle <= *lastPass || middle >= *firstFail)
        return std::nullopt;
    return middle;
}

RunOutcome CapacitySearch::run()
{
    RunOutcome outcome;
    if (const std::string problem = validateCapacityPlan(m_plan); !problem.empty()) {
        outcome.error = problem;
        return outcome;
    }
    if (m_base.providers.size() != 1) {
        outcome.error = "a capacity search measures one provider";
        return outcome;
    }
    RunParts parts(monoNowNs()); // the levels, one run
    std::vector<CapacityPoint> points;
    int pointIndex = 0;
    for (std::optional<double> level = nextLevel(m_plan, points); level && !m_stopRequested; level = nextLevel(m_plan, points)) {
        if (m_events.onPointStarted)
            m_events.onPointStarted(*level, pointIndex);
        RunSpec spec = m_base;
        spec.plan = levelPlan(m_plan, *level, m_base.plan.seed + std::uint64_t(pointIndex));
        std::vector<RequestRecord> records;
        Engine::Events events = m_events.engine;
        events.onRecord = [&](const RequestRecord &record) {
            records.push_back(parts.renumbered(record));
            if (m_events.engine.onRecord)
                m_events.engine.onRecord(records.back());
        };
        Engine engine(spec, events);
        {
            std::lock_guard lock(m_mutex);
            m_current = &engine;
        }
        if (m_stopRequested)
            engine.stop();
        const RunOutcome levelOutcome = engine.run();
        {
            std::lock_guard lock(m_mutex);
            m_current = nullptr;
        }
        appendHealthWindow(m_health, engine.health().window());
        if (!parts.add(levelOutcome))
            break;
        ++pointIndex;
        if (levelOutcome.stopped || m_stopRequested)
            break; // a stopped level is not judged: its figures are of part of a point
        std::vector<const RequestRecord *> pointers;
        for (const RequestRecord &record : records)
            pointers.push_back(&record);
        points.push_back(judgeCapacityPoint(pointers, *level, m_plan.axis == CapacityPlan::Axis::Concurrency ? *level : 0.0, m_plan));
        if (m_events.onPointJudged)
            m_events.onPointJudged(points.back());
    }
    m_result = capacityFromPoints(m_plan, points);
    return parts.finish(m_stopRequested);
}

} // namespace ttft
