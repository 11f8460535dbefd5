#include "shardmerge.h"

#include "base/i18n.h"
#include "base/monoclock.h"
#include "sessionmerge.h"
#include "model/shardclock.h"
#include "stats/clienthealthverdict.h"

#include <algorithm>
#include <map>
#include <set>

namespace ttft {

void shiftRecordStamps(RequestRecord &record, std::int64_t shiftNs)
{
    const auto shift = [shiftNs](std::int64_t &ns) {
        if (hasTime(ns))
            ns += shiftNs;
    };
    for (std::int64_t *ns : {&record.runStartNs, &record.intendedNs, &record.startNs, &record.dnsDoneNs,
                             &record.connectDoneNs, &record.tlsDoneNs, &record.requestSentNs, &record.responseHeadNs,
                             &record.firstEventNs, &record.firstOutputNs, &record.firstAnswerNs, &record.firstSentenceNs,
                             &record.firstReasoningNs, &record.lastAnswerNs, &record.endNs})
        shift(*ns);
    for (std::int64_t &ns : record.answerEventNs)
        shift(ns);
    for (TtsLeg &leg : record.tts) {
        for (std::int64_t *ns : {&leg.startNs, &leg.responseHeadNs, &leg.firstAudioNs, &leg.audio100msNs, &leg.endNs})
            shift(*ns);
    }
}

namespace {

// The shard's own entry in its during_run (written by `run --shard`), or an empty one.
ShardEntry shardEntry(const Session &part)
{
    const std::vector<ShardEntry> &shards = part.duringRun.shards;
    return shards.size() == 1 ? shards.front() : ShardEntry{};
}

ShardClock clockOf(const Session &part)
{
    return shardEntry(part).clock;
}

bool anchored(const ShardClock &clock)
{
    return clock.monotonicNs >= 0 && clock.wallNs > 0;
}

// Where `clock`'s monotonic zero lies on the reference's time line (ns), through its wall clock
// and its offset (0 when unknown).
std::int64_t referenceBase(const ShardClock &clock)
{
    const std::int64_t offsetNs = clock.offsetMs ? std::int64_t(*clock.offsetMs * 1e6) : 0;
    return clock.wallNs - clock.monotonicNs - offsetNs;
}

// What may differ between the shards of one run: the shard, and where and when each ran.
RunPlan wholePlan(RunPlan plan)
{
    plan.shard = ShardSpec{};
    return plan;
}

bool sameProviders(const std::vector<ProviderProfile> &a, const std::vector<ProviderProfile> &b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        // Shards with an embedded lab each (`run --lab`) reach it at a port of their own.
        const bool sameEndpoint = a[i].baseUrl == b[i].baseUrl || (a[i].pointsAtLab() && b[i].pointsAtLab());
        if (a[i].name != b[i].name || a[i].model != b[i].model || !sameEndpoint || a[i].dialect != b[i].dialect)
            return false;
    }
    return true;
}

} // namespace

bool mergeShards(const std::vector<Session> &parts, const QStringList &names, Session &merged, QString *error,
                 QStringList *notes)
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    const auto nameOf = [&](std::size_t i) { return i < std::size_t(names.size()) ? names.at(qsizetype(i)) : QString::number(i + 1); };
    if (parts.empty())
        return fail(Tr::tr("no shard to merge"));
    const int count = parts.front().run.plan.shard.count;
    std::map<int, std::size_t> byIndex;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const ShardSpec &shard = parts[i].run.plan.shard;
        if (!shard.sharded())
            return fail(Tr::tr("%1 is not a shard of a run (it was not run with --shard); merge whole runs side by side "
                               "with 'ttft-bench merge'").arg(nameOf(i)));
        if (shard.count != count)
            return fail(Tr::tr("%1 is shard %2 and %3 is shard %4: they are not parts of one run")
                            .arg(nameOf(0), QString::fromStdString(parts.front().run.plan.shard.label()), nameOf(i),
                                 QString::fromStdString(shard.label())));
        if (const auto [it, fresh] = byIndex.emplace(shard.index, i); !fresh)
            return fail(Tr::tr("%1 and %2 are both shard %3").arg(nameOf(it->second), nameOf(i), QString::fromStdString(shard.label())));
        const RunDescription &first = parts.front().run;
        if (wholePlan(parts[i].run.plan) != wholePlan(first.plan) || !(parts[i].run.workload == first.workload)
            || !sameProviders(parts[i].run.providers, first.providers))
            return fail(Tr::tr("%1 and %2 ran different plans, workloads or providers: they are not shards of one run")
                            .arg(nameOf(0), nameOf(i)));
    }
    if (int(byIndex.size()) != count) {
        QStringList missing;
        for (int index = 0; index < count; ++index) {
            if (!byIndex.count(index))
                missing << QString::number(index);
        }
        return fail(Tr::tr("shard(s) %1 of %2 are missing; every shard's session is needed (a run's figures over part "
                           "of its load would be wrong)")
                        .arg(missing.join(QStringLiteral(", ")))
                        .arg(count));
    }

    // Where each shard's monotonic clock lies against shard 0's. Shards of one boot share the clock
    // itself; other machines are placed through their offsets to the reference, one placement per
    // boot (the member with the tightest offset speaks for it).
    const Session &zero = parts[byIndex.at(0)];
    const ShardClock zeroClock = clockOf(zero);
    std::map<std::string, std::size_t> bootSpeaker;
    for (const auto &[index, i] : byIndex) {
        const ShardClock clock = clockOf(parts[i]);
        if (clock.bootId.empty() || !anchored(clock))
            continue;
        const auto it = bootSpeaker.find(clock.bootId);
        const auto uncertainty = [](const ShardClock &c) { return c.uncertaintyMs.value_or(1e300); };
        if (it == bootSpeaker.end() || uncertainty(clock) < uncertainty(clockOf(parts[it->second])))
            bootSpeaker[clock.bootId] = i;
    }
    std::vector<ShardPlacement> placements(parts.size());
    for (const auto &[index, i] : byIndex) {
        ShardPlacement &placement = placements[i];
        placement.index = index;
        ShardClock clock = clockOf(parts[i]);
        if (!clock.bootId.empty() && clock.bootId == zeroClock.bootId) {
            placement.basis = "same_clock";
            continue;
        }
        if (!clock.bootId.empty() && bootSpeaker.count(clock.bootId))
            clock = clockOf(parts[bootSpeaker.at(clock.bootId)]);
        if (!anchored(clock) || !anchored(zeroClock)) {
            placement.basis = "unplaced";
            if (notes)
                notes->append(Tr::tr("Shard %1 (%2) holds no clock anchor: its times are left on its own clock.").arg(index).arg(nameOf(i)));
            continue;
        }
        placement.shiftNs = referenceBase(clock) - referenceBase(zeroClock);
        if (clock.offsetMs && zeroClock.offsetMs) {
            placement.basis = "reference";
            placement.uncertaintyMs = clock.uncertaintyMs.value_or(0) + zeroClock.uncertaintyMs.value_or(0);
        } else {
            placement.basis = "wall_clock";
            if (notes)
                notes->append(Tr::tr("Shard %1 (%2): no clock offset was estimated; its times are placed by the wall clocks "
                                     "alone.").arg(index).arg(nameOf(i)));
        }
    }

    merged = Session{};
    merged.run = zero.run;
    merged.run.plan = wholePlan(zero.run.plan);
    std::size_t total = 0;
    for (const Session &part : parts)
        total += part.records.size();
    merged.records.reserve(total);
    std::int64_t runStartNs = -1;
    for (const auto &[index, i] : byIndex) {
        for (const RequestRecord &record : parts[i].records) {
            if (hasTime(record.runStartNs)) {
                const std::int64_t start = record.runStartNs + placements[i].shiftNs;
                runStartNs = runStartNs < 0 ? start : std::min(runStartNs, start);
            }
        }
    }
    std::vector<ShardEntry> shards;
    std::int64_t dispatched = 0;
    bool dispatchedKnown = true;
    std::optional<HealthSummary> worstHealth;
    nlohmann::json worstHealthJson;
    for (const auto &[index, i] : byIndex) {
        const Session &part = parts[i];
        const ShardPlacement &placement = placements[i];
        for (const RequestRecord &source : part.records) {
            RequestRecord record = source;
            record.index = std::int64_t(merged.records.size());
            shiftRecordStamps(record, placement.shiftNs);
            record.runStartNs = runStartNs;
            merged.records.push_back(std::move(record));
        }
        ShardEntry entry = shardEntry(part);
        entry.index = index;
        entry.count = count;
        entry.records = std::int64_t(part.records.size());
        entry.dispatched = part.duringRun.dispatched;
        if (entry.dispatched)
            dispatched += *entry.dispatched;
        else
            dispatchedKnown = false;
        entry.clientHealth = part.clientHealth;
        entry.placement = placement.basis;
        entry.shiftMs = double(placement.shiftNs) / 1e6;
        entry.placementUncertaintyMs = placement.uncertaintyMs;
        shards.push_back(std::move(entry));
        if (const std::optional<HealthSummary> health = healthFromJson(part.clientHealth);
            health && (!worstHealth || health->state > worstHealth->state)) {
            worstHealth = health;
            worstHealthJson = part.clientHealth;
        }
        takeProvenance(merged, part);
        RunEnvironment &environment = merged.run.environment;
        const RunEnvironment &source = part.run.environment;
        if (source.startedMs > 0 && (environment.startedMs == 0 || source.startedMs < environment.startedMs))
            environment.startedMs = source.startedMs;
        environment.endedMs = std::max(environment.endedMs, source.endedMs);
    }
    merged.clientHealth = worstHealthJson;
    merged.duringRun = DuringRun{};
    if (dispatchedKnown)
        merged.duringRun.dispatched = dispatched;
    merged.duringRun.shards = std::move(shards);
    return true;
}

} // namespace ttft
