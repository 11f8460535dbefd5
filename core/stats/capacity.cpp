#include "capacity.h"

#include "base/i18n.h"
#include "base/monoclock.h"
#include "model/requestrecord.h"
#include "percentile.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <map>

namespace ttft {

namespace {

// The share of the target that counts as "the load the level names".
constexpr double kSteadyShare = 0.95;

std::optional<double> metricOf(const RequestRecord &record, const std::string &metric)
{
    if (metric == "ttfs")
        return record.ttfsMs();
    if (metric == "ttft_from_intended")
        return record.ttftFromIntendedMs();
    return record.ttftMs();
}

std::int64_t decidedNs(const RequestRecord &record)
{
    return record.failed() || !hasTime(record.firstAnswerNs) ? record.endNs : record.firstAnswerNs;
}

CapacityPoint::LimitResult judgeLimit(const CapacityPlan::Limit &limit, std::vector<double> values, const BootstrapOptions &options)
{
    CapacityPoint::LimitResult result;
    result.limit = limit;
    if (values.empty())
        return result;
    if (limit.statistic == "mean") {
        const double n = double(values.size());
        double sum = 0;
        for (double v : values)
            sum += v;
        const double mean = sum / n;
        result.value = mean;
        if (values.size() >= 2) {
            double squares = 0;
            for (double v : values)
                squares += (v - mean) * (v - mean);
            const double halfWidth = 1.96 * std::sqrt(squares / (n - 1)) / std::sqrt(n);
            result.lower = mean - halfWidth;
            result.upper = mean + halfWidth;
        }
        return result;
    }
    const double p = std::stod(limit.statistic.substr(1));
    result.value = percentile(values, p);
    if (const std::optional<ConfidenceInterval> interval = bootstrapPercentile(values, p, options)) {
        result.lower = interval->lower;
        result.upper = interval->upper;
    }
    return result;
}

} // namespace

SteadyWindow steadyWindow(std::span<const RequestRecord *const> records, double targetInFlight, std::vector<const RequestRecord *> *kept)
{
    SteadyWindow window;
    std::vector<std::pair<std::int64_t, int>> events; // (time, +1 start / −1 end); ends first at a tie
    for (const RequestRecord *record : records) {
        if (hasTime(record->startNs) && hasTime(record->endNs) && record->endNs >= record->startNs) {
            events.emplace_back(record->startNs, +1);
            events.emplace_back(record->endNs, -1);
        }
    }
    std::sort(events.begin(), events.end());
    if (targetInFlight <= 0) {
        // The median in flight just after each start.
        std::vector<double> levels;
        int inFlight = 0;
        for (const auto &[ns, step] : events) {
            inFlight += step;
            if (step > 0)
                levels.push_back(double(inFlight));
        }
        targetInFlight = percentile(std::move(levels), 50).value_or(0);
    }
    window.targetInFlight = targetInFlight;
    const double threshold = kSteadyShare * targetInFlight;
    int inFlight = 0;
    for (const auto &[ns, step] : events) {
        const bool before = inFlight >= threshold && inFlight > 0;
        inFlight += step;
        const bool after = inFlight >= threshold && inFlight > 0;
        if (!before && after && window.startNs < 0)
            window.startNs = ns; // the ramp's end: the first time the load was reached
        if (before && !after)
            window.endNs = ns;   // the last such drop is the drain's start: it never comes back
    }
    for (const RequestRecord *record : records) {
        if (record->warmup || !hasTime(record->startNs))
            continue;
        if (!window.found() || record->startNs < window.startNs)
            ++window.leftOutRamp;
        else if (!hasTime(decidedNs(*record)) || decidedNs(*record) > window.endNs)
            ++window.leftOutDrain;
        else {
            ++window.kept;
            if (kept)
                kept->push_back(record);
        }
    }
    return window;
}

CapacityPoint judgeCapacityPoint(std::span<const RequestRecord *const> records, double level, double targetInFlight,
                                 const CapacityPlan &plan, const BootstrapOptions &options)
{
    CapacityPoint point;
    point.level = level;
    std::map<int, std::vector<const RequestRecord *>> byRepeat;
    for (const RequestRecord *record : records)
        byRepeat[record->repeat].push_back(record);
    std::vector<const RequestRecord *> kept;
    for (const auto &[repeat, group] : byRepeat) {
        const SteadyWindow window = steadyWindow(group, targetInFlight, &kept);
        point.leftOutRamp += window.leftOutRamp;
        point.leftOutDrain += window.leftOutDrain;
        point.windowS += window.seconds();
    }
    point.repeats = int(byRepeat.size());
    point.requests = std::int64_t(kept.size());
    std::vector<double> ttft;
    for (const RequestRecord *record : kept) {
        if (record->throttled())
            ++point.throttled;
        else if (record->failed())
            ++point.failures;
        else if (const std::optional<double> value = record->ttftMs())
            ttft.push_back(*value);
    }
    if (point.requests > 0) {
        point.errorRate = double(point.failures) / double(point.requests);
        point.throttleRate = double(point.throttled) / double(point.requests);
    }
    point.errorsOk = point.requests > 0 && point.errorRate <= plan.maxErrorRate;
    point.throttleOk = point.requests > 0 && point.throttleRate <= plan.maxThrottleRate;
    for (const CapacityPlan::Limit &limit : effectiveLimits(plan)) {
        std::vector<double> values;
        for (const RequestRecord *record : kept) {
            if (!record->failed()) {
                if (const std::optional<double> value = metricOf(*record, limit.metric))
                    values.push_back(*value);
            }
        }
        point.limits.push_back(judgeLimit(limit, std::move(values), options));
    }
    point.ttftCi = bootstrapPercentiles(ttft, kBootstrapPercentiles, options);
    point.ttftMs = summarizeMetric(std::move(ttft));

    const auto &limits = point.limits;
    const auto passes = [](const CapacityPoint::LimitResult &l) { return l.pass(); };
    const auto clearlyPasses = [](const CapacityPoint::LimitResult &l) { return l.clearlyPasses(); };
    const auto clearlyFails = [](const CapacityPoint::LimitResult &l) { return l.clearlyFails(); };
    const bool latencyPass = plan.any ? std::any_of(limits.begin(), limits.end(), passes) : std::all_of(limits.begin(), limits.end(), passes);
    point.pass = point.errorsOk && point.throttleOk && latencyPass;
    if (point.pass)
        point.clear = plan.any ? std::any_of(limits.begin(), limits.end(), clearlyPasses)
                               : std::all_of(limits.begin(), limits.end(), clearlyPasses);
    else
        point.clear = !point.errorsOk || !point.throttleOk
                   || (plan.any ? std::all_of(limits.begin(), limits.end(), clearlyFails)
                                : std::any_of(limits.begin(), limits.end(), clearlyFails));
    return point;
}

CapacityResult capacityFromPoints(const CapacityPlan &plan, std::vector<CapacityPoint> points)
{
    CapacityResult result;
    result.plan = plan;
    std::sort(points.begin(), points.end(), [](const CapacityPoint &a, const CapacityPoint &b) { return a.level < b.level; });
    result.points = std::move(points);
    for (const CapacityPoint &point : result.points) {
        if (!point.pass) {
            result.firstFailure = point.level;
            break;
        }
    }
    for (const CapacityPoint &point : result.points) {
        if (result.firstFailure && point.level >= *result.firstFailure)
            break;
        if (point.pass)
            result.capacity = point.level;
    }
    if (!result.capacity)
        return result;
    result.reachedMax = !result.firstFailure && *result.capacity >= plan.max;
    for (const CapacityPoint &point : result.points) {
        if (point.level <= *result.capacity && point.pass && point.clear)
            result.lower = point.level;
    }
    if (!result.lower)
        result.lower = result.points.front().level; // nothing was sure: the start is all that is known
    for (const CapacityPoint &point : result.points) {
        if (result.firstFailure && point.level >= *result.firstFailure && !point.pass && point.clear) {
            result.upper = std::max(*result.capacity, point.level - plan.resolution);
            break;
        }
    }
    return result;
}

std::optional<double> capacityLevelOf(const CapacityPlan &plan, const RequestRecord &record)
{
    if (plan.axis == CapacityPlan::Axis::Rate)
        return record.rateRps;
    if (record.rateRps || record.concurrency < 1)
        return std::nullopt;
    return double(record.concurrency);
}

CapacityResult capacityFromRecords(const CapacityPlan &plan, const std::vector<RequestRecord> &records, const BootstrapOptions &options)
{
    std::map<double, std::vector<const RequestRecord *>> byLevel;
    for (const RequestRecord &record : records) {
        if (const std::optional<double> level = capacityLevelOf(plan, record))
            byLevel[*level].push_back(&record);
    }
    std::vector<CapacityPoint> points;
    for (const auto &[level, group] : byLevel)
        points.push_back(judgeCapacityPoint(group, level, plan.axis == CapacityPlan::Axis::Concurrency ? level : 0.0, plan, options));
    return capacityFromPoints(plan, std::move(points));
}

nlohmann::json toJson(const CapacityResult &result)
{
    nlohmann::json points = nlohmann::json::array();
    for (const CapacityPoint &point : result.points) {
        nlohmann::json limits = nlohmann::json::array();
        for (const CapacityPoint::LimitResult &limit : point.limits)
            limits.push_back({{"metric", limit.limit.metric},
                              {"statistic", limit.limit.statistic},
                              {"limit_ms", limit.limit.limitMs},
                              {"value", numberOrNull(limit.value)},
                              {"lower", numberOrNull(limit.lower)},
                              {"upper", numberOrNull(limit.upper)},
                              {"pass", limit.pass()}});
        nlohmann::json intervals = nlohmann::json::array();
        for (const ConfidenceInterval &interval : point.ttftCi)
            intervals.push_back(toJson(interval));
        points.push_back({{"level", point.level},
                          {"repeats", point.repeats},
                          {"requests", point.requests},
                          {"left_out_ramp", point.leftOutRamp},
                          {"left_out_drain", point.leftOutDrain},
                          {"window_s", roundForJson(point.windowS)},
                          {"failures", point.failures},
                          {"throttled", point.throttled},
                          {"error_rate", roundForJson(point.errorRate)},
                          {"throttle_rate", roundForJson(point.throttleRate)},
                          {"errors_ok", point.errorsOk},
                          {"throttle_ok", point.throttleOk},
                          {"limits", std::move(limits)},
                          {"ttft_ms", toJson(point.ttftMs)},
                          {"ttft_ci", std::move(intervals)},
                          {"pass", point.pass},
                          {"clear", point.clear}});
    }
    return {{"plan", toJson(result.plan)},
            {"capacity", numberOrNull(result.capacity)},
            {"lower", numberOrNull(result.lower)},
            {"upper", numberOrNull(result.upper)},
            {"reached_max", result.reachedMax},
            {"first_failure", numberOrNull(result.firstFailure)},
            {"points", std::move(points)}};
}

QString capacityLimitLabel(const CapacityPlan::Limit &limit)
{
    const QString metric = limit.metric == "ttfs"                 ? Tr::tr("TTFS")
                         : limit.metric == "ttft_from_intended" ? Tr::tr("TTFT from arrival")
                                                                : Tr::tr("TTFT");
    const QString statistic = limit.statistic == "mean" ? Tr::tr("mean") : QString::fromStdString(limit.statistic).toUpper();
    return Tr::tr("%1 %2 ≤ %3 ms").arg(metric, statistic).arg(limit.limitMs, 0, 'f', 0);
}

QString capacityLevelText(CapacityPlan::Axis axis, double level)
{
    if (axis == CapacityPlan::Axis::Rate)
        return Tr::tr("%1 req/s").arg(level, 0, 'g', 4);
    return Tr::tr("%n user(s)", nullptr, int(std::lround(level)));
}

QString describeCapacityPoint(const CapacityPlan &plan, const CapacityPoint &point)
{
    QStringList figures;
    for (const CapacityPoint::LimitResult &limit : point.limits) {
        const QString name = capacityLimitLabel(limit.limit);
        figures << (limit.value ? Tr::tr("%1: %2 ms").arg(name).arg(*limit.value, 0, 'f', 1) : Tr::tr("%1: no figure").arg(name));
    }
    const QString verdict = point.pass ? (point.clear ? Tr::tr("pass") : Tr::tr("pass (within the noise)"))
                                       : (point.clear ? Tr::tr("FAIL") : Tr::tr("FAIL (within the noise)"));
    return Tr::tr("%1: %2 requests in %3 s of steady load (%4 ramp-up, %5 drain left out); %6; errors %7 %, throttled %8 %: %9")
        .arg(capacityLevelText(plan.axis, point.level))
        .arg(point.requests)
        .arg(point.windowS, 0, 'f', 1)
        .arg(point.leftOutRamp)
        .arg(point.leftOutDrain)
        .arg(figures.join(QStringLiteral("; ")))
        .arg(point.errorRate * 100.0, 0, 'f', 1)
        .arg(point.throttleRate * 100.0, 0, 'f', 1)
        .arg(verdict);
}

QString describeCapacity(const CapacityResult &result)
{
    QStringList limits;
    for (const CapacityPlan::Limit &limit : effectiveLimits(result.plan))
        limits << capacityLimitLabel(limit);
    const QString joined = limits.join(result.plan.any ? Tr::tr(" or ") : Tr::tr(", "));
    const CapacityPlan::Axis axis = result.plan.axis;
    if (!result.capacity)
        return Tr::tr("No capacity found: the first level, %1, already failed (%2)").arg(capacityLevelText(axis, result.plan.start), joined);
    if (result.reachedMax)
        return Tr::tr("Capacity at least %1, the search's maximum (%2)").arg(capacityLevelText(axis, *result.capacity), joined);
    const QString interval = result.upper ? Tr::tr("%1–%2").arg(*result.lower, 0, 'g', 6).arg(*result.upper, 0, 'g', 6)
                                          : Tr::tr("%1 or more").arg(*result.lower, 0, 'g', 6);
    return Tr::tr("Capacity %1 (95 % interval %2): %3").arg(capacityLevelText(axis, *result.capacity), interval, joined);
}

} // namespace ttft
