#include "runplan.h"

#include "base/i18n.h"

#include "jsonfields.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>

namespace ttft {

const char *loadModeName(LoadMode mode)
{
    switch (mode) {
    case LoadMode::Sequential: return "sequential";
    case LoadMode::ClosedLoop: return "closed";
    case LoadMode::OpenLoop: return "open";
    }
    return "sequential";
}

QString loadModeLabel(LoadMode mode)
{
    switch (mode) {
    case LoadMode::Sequential: return Tr::tr("sequential");
    case LoadMode::ClosedLoop: return Tr::tr("closed loop");
    case LoadMode::OpenLoop: return Tr::tr("open loop");
    }
    return {};
}

bool loadModeFromName(const std::string &name, LoadMode &mode)
{
    for (LoadMode candidate : {LoadMode::Sequential, LoadMode::ClosedLoop, LoadMode::OpenLoop}) {
        if (name == loadModeName(candidate)) {
            mode = candidate;
            return true;
        }
    }
    return false;
}

const char *arrivalName(ArrivalProcess arrival)
{
    switch (arrival) {
    case ArrivalProcess::Constant: return "constant";
    case ArrivalProcess::Poisson: return "poisson";
    case ArrivalProcess::Gamma: return "gamma";
    }
    return "constant";
}

bool arrivalFromName(const std::string &name, ArrivalProcess &arrival)
{
    for (ArrivalProcess candidate : {ArrivalProcess::Constant, ArrivalProcess::Poisson, ArrivalProcess::Gamma}) {
        if (name == arrivalName(candidate)) {
            arrival = candidate;
            return true;
        }
    }
    return false;
}

RunPlan sequentialPlan(int warmup, int rounds)
{
    RunPlan plan;
    plan.warmup = warmup;
    plan.rounds = rounds;
    return plan;
}

namespace {

std::string rateText(double rate)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%g", rate);
    return buffer;
}

} // namespace

std::vector<PlanCell> planCells(const RunPlan &plan)
{
    std::vector<PlanCell> levels;
    if (plan.conversations.enabled()) {
        for (double gap : plan.conversations.gapsS) {
            for (const HistoryStrategy &history : plan.conversations.history) {
                PlanCell cell;
                cell.mode = LoadMode::ClosedLoop;
                cell.concurrency = plan.conversations.users;
                cell.turnGapS = gap;
                cell.history = history;
                cell.id = conversationCellId(gap, history);
                levels.push_back(cell);
            }
        }
        return levels;
    }
    switch (plan.mode) {
    case LoadMode::Sequential: {
        PlanCell cell;
        cell.id = "seq";
        levels.push_back(cell);
        break;
    }
    case LoadMode::ClosedLoop:
        for (int concurrency : plan.concurrency) {
            PlanCell cell;
            cell.mode = LoadMode::ClosedLoop;
            cell.concurrency = concurrency;
            cell.id = std::string("c").append(std::to_string(concurrency));
            levels.push_back(cell);
        }
        break;
    case LoadMode::OpenLoop:
        for (double rate : plan.rates) {
            PlanCell cell;
            cell.mode = LoadMode::OpenLoop;
            cell.concurrency = 0;
            cell.rateRps = rate;
            cell.id = std::string("r").append(rateText(rate));
            levels.push_back(cell);
        }
        break;
    }
    if (plan.promptTokens.empty())
        return levels;
    std::vector<PlanCell> cells;
    for (const PlanCell &level : levels) {
        for (int tokens : plan.promptTokens) {
            PlanCell cell = level;
            cell.promptTokens = tokens;
            cell.id.append("/p").append(std::to_string(tokens));
            cells.push_back(cell);
        }
    }
    return cells;
}

std::string validatePlan(const RunPlan &plan)
{
    if (plan.warmup < 0)
        return "warm-up must not be negative";
    for (int tokens : plan.promptTokens) {
        if (tokens < 1)
            return "prompt-length targets must be at least 1 token";
    }
    if (plan.repeats < 1 || plan.repeats > 1000)
        return "repeats must be between 1 and 1000";
    if (plan.breakerErrors < 0)
        return "the breaker's error count must not be negative";
    if (!(plan.maxErrorRate >= 0 && plan.maxErrorRate <= 1))
        return "the maximum error rate must be between 0 and 1";
    if (!(plan.maxRequestsPerMinute >= 0) || !(plan.maxTokensPerMinute >= 0) || !std::isfinite(plan.maxRequestsPerMinute)
        || !std::isfinite(plan.maxTokensPerMinute))
        return "per-minute budgets must not be negative";
    if (plan.conversations.enabled()) {
        if (plan.mode != LoadMode::ClosedLoop)
            return "conversations run as a closed-loop plan (their users are its workers)";
        if (!plan.promptTokens.empty())
            return "conversations send their own history: prompt-length targets do not apply";
        if (std::string problem = validateConversationPlan(plan.conversations); !problem.empty())
            return problem;
        if (plan.rampUpS < 0)
            return "durations must not be negative";
        // A shard takes the plan's users k ≡ index (mod count), as the closed loop's workers.
        if (plan.shard.sharded() && plan.conversations.users < plan.shard.count)
            return std::to_string(plan.conversations.users) + " conversations cannot be split into "
                + std::to_string(plan.shard.count) + " shards: each needs a user";
        return {};
    }
    switch (plan.mode) {
    case LoadMode::Sequential:
        if (plan.rounds < 1)
            return "a sequential plan needs at least one round";
        return shardPlanProblem(plan);
    case LoadMode::ClosedLoop:
        if (plan.concurrency.empty())
            return "a closed-loop plan needs at least one concurrency level";
        for (int level : plan.concurrency) {
            if (level < 1)
                return "concurrency levels must be at least 1";
        }
        break;
    case LoadMode::OpenLoop:
        if (plan.rates.empty())
            return "an open-loop plan needs at least one arrival rate";
        for (double rate : plan.rates) {
            if (!(rate > 0) || !std::isfinite(rate))
                return "arrival rates must be positive";
        }
        if (plan.arrival == ArrivalProcess::Gamma && !(plan.burstiness > 0))
            return "burstiness must be positive";
        if (plan.maxInFlight < 0)
            return "the in-flight limit must not be negative";
        break;
    }
    if (plan.durationS <= 0 && plan.requests < 1)
        return "give a duration or a number of requests";
    if (plan.durationS < 0 || plan.rampUpS < 0)
        return "durations must not be negative";
    return shardPlanProblem(plan);
}

nlohmann::json toJson(const RunPlan &plan)
{
    nlohmann::json object{
        {"mode", loadModeName(plan.mode)},
        {"warmup", plan.warmup},
        {"rounds", plan.rounds},
        {"concurrency", plan.concurrency},
        {"rates", plan.rates},
        {"arrival", arrivalName(plan.arrival)},
        {"burstiness", plan.burstiness},
        {"max_in_flight", plan.maxInFlight},
        {"duration_s", plan.durationS},
        {"requests", plan.requests},
        {"ramp_up_s", plan.rampUpS},
        {"prompt_tokens", plan.promptTokens},
        {"seed", plan.seed},
        {"repeats", plan.repeats},
    };
    if (plan.breakerErrors > 0 || plan.maxErrorRate > 0 || plan.honorRetryAfter || plan.maxRequestsPerMinute > 0
        || plan.maxTokensPerMinute > 0) {
        object["guards"] = {{"breaker_errors", plan.breakerErrors},
                            {"max_error_rate", plan.maxErrorRate},
                            {"honor_retry_after", plan.honorRetryAfter},
                            {"max_requests_per_minute", plan.maxRequestsPerMinute},
                            {"max_tokens_per_minute", plan.maxTokensPerMinute}};
    }
    if (plan.shard.sharded())
        object["shard"] = toJson(plan.shard);
    if (plan.conversations.enabled())
        object["conversations"] = toJson(plan.conversations);
    return object;
}

RunPlan runPlanFromJson(const nlohmann::json &object, std::string *error)
{
    RunPlan plan;
    if (!object.is_object()) {
        if (error && error->empty())
            *error = "a run plan must be a JSON object";
        return plan;
    }
    using jsonfields::read;
    std::string mode;
    if (read(object, "mode", mode, error) && !mode.empty() && !loadModeFromName(mode, plan.mode) && error
        && error->empty())
        *error = "\"mode\": expected sequential, closed or open";
    std::string arrival;
    if (read(object, "arrival", arrival, error) && !arrival.empty() && !arrivalFromName(arrival, plan.arrival)
        && error && error->empty())
        *error = "\"arrival\": expected constant, poisson or gamma";
    read(object, "warmup", plan.warmup, error);
    read(object, "rounds", plan.rounds, error);
    read(object, "concurrency", plan.concurrency, error);
    read(object, "rates", plan.rates, error);
    read(object, "burstiness", plan.burstiness, error);
    read(object, "max_in_flight", plan.maxInFlight, error);
    read(object, "duration_s", plan.durationS, error);
    read(object, "requests", plan.requests, error);
    read(object, "ramp_up_s", plan.rampUpS, error);
    read(object, "prompt_tokens", plan.promptTokens, error);
    read(object, "seed", plan.seed, error);
    read(object, "repeats", plan.repeats, error);
    if (const auto guards = object.find("guards"); guards != object.end() && guards->is_object()) {
        jsonfields::within(error, "guards", [&] {
            read(*guards, "breaker_errors", plan.breakerErrors, error);
            read(*guards, "max_error_rate", plan.maxErrorRate, error);
            read(*guards, "honor_retry_after", plan.honorRetryAfter, error);
            read(*guards, "max_requests_per_minute", plan.maxRequestsPerMinute, error);
            read(*guards, "max_tokens_per_minute", plan.maxTokensPerMinute, error);
        });
    }
    if (object.contains("shard") && !object["shard"].is_null())
        plan.shard = shardSpecFromJson(object["shard"], error);
    if (const auto conversations = object.find("conversations"); conversations != object.end() && !conversations->is_null())
        jsonfields::within(error, "conversations", [&] { plan.conversations = conversationPlanFromJson(*conversations, error); });
    const RunPlan defaults;
    if (plan.warmup < 0 || plan.rounds < 0) {
        if (error && error->empty())
            *error = "\"warmup\" and \"rounds\" must not be negative";
        if (plan.warmup < 0)
            plan.warmup = defaults.warmup;
        if (plan.rounds < 0)
            plan.rounds = defaults.rounds;
    }
    return plan;
}

} // namespace ttft
