#include "capacityplan.h"

#include "jsonfields.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

namespace ttft {

namespace {

constexpr const char *kMetrics[] = {"ttft", "ttfs", "ttft_from_intended"};
constexpr const char *kStatistics[] = {"mean", "p50", "p90", "p95", "p99"};

template <std::size_t N>
bool oneOf(const std::string &value, const char *const (&names)[N])
{
    return std::any_of(std::begin(names), std::end(names), [&](const char *name) { return value == name; });
}

} // namespace

std::vector<CapacityPlan::Limit> voicePresetLimits()
{
    return {{"ttft", "mean", 500}, {"ttft", "p95", 800}, {"ttft", "p99", 1000}};
}

std::vector<CapacityPlan::Limit> effectiveLimits(const CapacityPlan &plan)
{
    return plan.limits.empty() ? voicePresetLimits() : plan.limits;
}

const char *capacityAxisName(CapacityPlan::Axis axis)
{
    return axis == CapacityPlan::Axis::Rate ? "rate" : "concurrency";
}

bool capacityAxisFromName(const std::string &name, CapacityPlan::Axis &axis)
{
    if (name == "concurrency")
        axis = CapacityPlan::Axis::Concurrency;
    else if (name == "rate")
        axis = CapacityPlan::Axis::Rate;
    else
        return false;
    return true;
}

std::vector<CapacityPlan::Limit> capacityLimitsFromText(const std::string &text, std::string *error)
{
    std::vector<CapacityPlan::Limit> limits;
    std::size_t at = 0;
    while (at <= text.size()) {
        const std::size_t comma = std::min(text.find(',', at), text.size());
        const std::string item = text.substr(at, comma - at);
        at = comma + 1;
        if (item.empty())
            continue;
        const std::size_t equals = item.find('=');
        const std::size_t dash = item.rfind('-', equals);
        CapacityPlan::Limit limit;
        bool ok = equals != std::string::npos && dash != std::string::npos && dash < equals;
        if (ok) {
            limit.metric = item.substr(0, dash);
            std::replace(limit.metric.begin(), limit.metric.end(), '-', '_');
            limit.statistic = item.substr(dash + 1, equals - dash - 1);
            char *end = nullptr;
            const std::string number = item.substr(equals + 1);
            limit.limitMs = std::strtod(number.c_str(), &end);
            ok = !number.empty() && end && *end == '\0' && std::isfinite(limit.limitMs) && limit.limitMs > 0
              && oneOf(limit.metric, kMetrics) && oneOf(limit.statistic, kStatistics);
        }
        if (!ok) {
            if (error)
                *error = "\"" + item + "\": expected METRIC-STATISTIC=MS, e.g. ttft-p95=800 (metrics ttft, ttfs, "
                         "ttft-from-intended; statistics mean, p50, p90, p95, p99)";
            return {};
        }
        limits.push_back(limit);
    }
    return limits;
}

std::string validateCapacityPlan(const CapacityPlan &plan)
{
    if (!(plan.start > 0) || !(plan.max >= plan.start) || !std::isfinite(plan.max))
        return "the search needs 0 < start ≤ max";
    if (!(plan.resolution > 0))
        return "the resolution must be positive";
    if (plan.axis == CapacityPlan::Axis::Concurrency
        && (plan.start != std::floor(plan.start) || plan.max != std::floor(plan.max) || plan.resolution != std::floor(plan.resolution)))
        return "a concurrency search takes whole numbers of users";
    if (!(plan.pointDurationS > 0))
        return "each point needs a positive duration";
    if (plan.repeats < 1 || plan.repeats > 100)
        return "repeats must be between 1 and 100";
    if (!(plan.maxErrorRate >= 0 && plan.maxErrorRate <= 1) || !(plan.maxThrottleRate >= 0 && plan.maxThrottleRate <= 1))
        return "error and throttle rates must be between 0 and 1";
    for (const CapacityPlan::Limit &limit : plan.limits) {
        if (!oneOf(limit.metric, kMetrics) || !oneOf(limit.statistic, kStatistics) || !(limit.limitMs > 0))
            return "a latency limit names an unknown metric or statistic, or no positive limit";
    }
    return {};
}

nlohmann::json toJson(const CapacityPlan &plan)
{
    nlohmann::json limits = nlohmann::json::array();
    for (const CapacityPlan::Limit &limit : effectiveLimits(plan))
        limits.push_back({{"metric", limit.metric}, {"statistic", limit.statistic}, {"limit_ms", limit.limitMs}});
    return {{"axis", capacityAxisName(plan.axis)},
            {"start", plan.start},
            {"max", plan.max},
            {"resolution", plan.resolution},
            {"point_duration_s", plan.pointDurationS},
            {"repeats", plan.repeats},
            {"limits", std::move(limits)},
            {"combine", plan.any ? "any" : "all"},
            {"max_error_rate", plan.maxErrorRate},
            {"max_throttle_rate", plan.maxThrottleRate}};
}

CapacityPlan capacityPlanFromJson(const nlohmann::json &object, std::string *error)
{
    CapacityPlan plan;
    if (!object.is_object()) {
        if (error && error->empty())
            *error = "a capacity plan must be a JSON object";
        return plan;
    }
    using jsonfields::read;
    std::string axis;
    if (read(object, "axis", axis, error) && !axis.empty() && !capacityAxisFromName(axis, plan.axis) && error && error->empty())
        *error = "\"axis\": expected concurrency or rate";
    read(object, "start", plan.start, error);
    read(object, "max", plan.max, error);
    read(object, "resolution", plan.resolution, error);
    read(object, "point_duration_s", plan.pointDurationS, error);
    read(object, "repeats", plan.repeats, error);
    std::string combine;
    read(object, "combine", combine, error);
    plan.any = combine == "any";
    read(object, "max_error_rate", plan.maxErrorRate, error);
    read(object, "max_throttle_rate", plan.maxThrottleRate, error);
    if (const auto limits = object.find("limits"); limits != object.end() && limits->is_array()) {
        for (const nlohmann::json &item : *limits) {
            CapacityPlan::Limit limit;
            if (!item.is_object())
                continue;
            read(item, "metric", limit.metric, error);
            read(item, "statistic", limit.statistic, error);
            read(item, "limit_ms", limit.limitMs, error);
            plan.limits.push_back(limit);
        }
    }
    return plan;
}

} // namespace ttft
