#include "releasechecklist.h"

#include "base/figuretext.h"
#include "base/i18n.h"
#include "bootstrap.h"
#include "groupsummary.h"
#include "model/requestrecord.h"
#include "model/rundescription.h"
#include "percentile.h"
#include "scenario.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <map>

namespace ttft {

namespace {

struct CheckName {
    CheckId id;
    const char *key;
};

constexpr std::array<CheckName, kCheckCount> kCheckKeys{{
    {CheckId::Warmup, "warmup"},
    {CheckId::SameWorkload, "same_workload"},
    {CheckId::Streaming, "streaming"},
    {CheckId::MetricsRecorded, "metrics_recorded"},
    {CheckId::Percentiles, "percentiles"},
    {CheckId::Environment, "environment"},
    {CheckId::RealisticPrompts, "realistic_prompts"},
    {CheckId::ConcurrencyRounds, "concurrency_rounds"},
    {CheckId::ClientHealth, "client_health"},
    {CheckId::ServerCrossCheck, "server_cross_check"},
}};

// "A at c10/p2000", or just "A" when the run has one cell.
QString groupName(const GroupKey &key, bool severalCells)
{
    return severalCells ? Tr::tr("%1 at %2").arg(qs(key.provider), qs(cellLabel(key))) : qs(key.provider);
}

// Per provider × cell counts, in order of first appearance.
struct GroupCounts {
    GroupKey key;
    int warmup = 0;
    int measured = 0;
    int succeeded = 0;
};

struct DataView {
    std::vector<GroupCounts> groups;
    std::vector<const RequestRecord *> measured;  // non-warm-up
    std::vector<const RequestRecord *> succeeded; // non-warm-up and not failed
    bool severalCells = false;
};

DataView viewOf(const std::vector<RequestRecord> &records)
{
    DataView view;
    std::map<GroupKey, std::size_t> index;
    std::vector<std::string> cells;
    for (const RequestRecord &record : records) {
        const GroupKey key = groupKeyOf(record);
        auto [at, inserted] = index.try_emplace(key, view.groups.size());
        if (inserted)
            view.groups.push_back(GroupCounts{key});
        const std::string cell = cellLabel(key);
        if (std::find(cells.begin(), cells.end(), cell) == cells.end())
            cells.push_back(cell);
        GroupCounts &group = view.groups[at->second];
        if (record.warmup) {
            ++group.warmup;
            continue;
        }
        ++group.measured;
        view.measured.push_back(&record);
        if (!record.failed()) {
            ++group.succeeded;
            view.succeeded.push_back(&record);
        }
    }
    view.severalCells = cells.size() > 1;
    return view;
}

// Keys in a provider's extra body (or nested generation settings) that set what the workload should
// set for every provider alike.
std::vector<std::string> overriddenSettings(const nlohmann::json &extraBody)
{
    static const char *const kTopLevel[] = {"max_tokens", "max_completion_tokens", "max_output_tokens", "temperature"};
    std::vector<std::string> found;
    if (!extraBody.is_object())
        return found;
    for (const char *key : kTopLevel) {
        if (extraBody.contains(key))
            found.emplace_back(key);
    }
    // Ollama's options and Gemini's generationConfig carry the same settings under other names.
    for (const char *nest : {"options", "generationConfig"}) {
        const auto at = extraBody.find(nest);
        if (at == extraBody.end() || !at->is_object())
            continue;
        for (const char *key : {"temperature", "num_predict", "maxOutputTokens"}) {
            if (at->contains(key))
                found.push_back(std::string(nest) + "." + key);
        }
    }
    return found;
}

CheckItem item(CheckId id, CheckState state, CheckSource source, QString reason, QString hint = {})
{
    CheckItem result;
    result.id = id;
    result.state = state;
    result.source = source;
    result.reason = std::move(reason);
    result.hint = std::move(hint);
    return result;
}

QString pendingReason() { return Tr::tr("Known once requests are recorded."); }

CheckItem checkWarmup(const RunDescription &run, const DataView *data)
{
    const CheckId id = CheckId::Warmup;
    const QString hint = Tr::tr("Set warm-up to %1 or more in the plan.").arg(kMinWarmup);
    // A conversation's own first request warms its user's connection (conversationplan.h), and
    // every turn after it is what the run measures: the plan's warm-up count does not apply.
    if (run.plan.conversations.enabled())
        return item(id, CheckState::Pass, CheckSource::Plan,
                    Tr::tr("Each of the %1 users per provider and cell warmed its own connection with a request of its own "
                           "before its conversation.")
                        .arg(run.plan.conversations.users));
    if (data && !data->groups.empty()) {
        const auto fewest = std::min_element(data->groups.begin(), data->groups.end(),
                                             [](const GroupCounts &a, const GroupCounts &b) { return a.warmup < b.warmup; });
        if (fewest->warmup >= kMinWarmup)
            return item(id, CheckState::Pass, CheckSource::Data,
                        Tr::tr("Every provider and cell had at least %1 warm-up requests (the method asks for at least %2).")
                            .arg(fewest->warmup)
                            .arg(kMinWarmup));
        return item(id, CheckState::Fail, CheckSource::Data,
                    Tr::tr("%1 had a warm-up of %2; the method asks for at least %3.")
                        .arg(groupName(fewest->key, data->severalCells))
                        .arg(fewest->warmup)
                        .arg(kMinWarmup),
                    hint);
    }
    if (run.plan.warmup >= kMinWarmup)
        return item(id, CheckState::Pass, CheckSource::Plan,
                    Tr::tr("Warm-up is %1 requests per provider and cell (the method asks for at least %2).")
                        .arg(run.plan.warmup)
                        .arg(kMinWarmup));
    return item(id, CheckState::Fail, CheckSource::Plan,
                Tr::tr("Warm-up is %1 requests; the method asks for at least %2.").arg(run.plan.warmup).arg(kMinWarmup), hint);
}

CheckItem checkSameWorkload(const RunDescription &run, const DataView *data)
{
    const CheckId id = CheckId::SameWorkload;
    std::vector<std::string> providers;
    for (const ProviderProfile &profile : run.providers)
        providers.push_back(profile.name);
    if (data) {
        for (const RequestRecord *record : data->measured) {
            if (std::find(providers.begin(), providers.end(), record->provider) == providers.end())
                providers.push_back(record->provider);
        }
    }
    if (providers.size() < 2)
        return item(id, CheckState::NotApplicable, CheckSource::Plan, Tr::tr("One provider: there is nothing to compare."));

    QStringList problems;
    if (!run.workload.maxTokens)
        problems << Tr::tr("max_tokens is not set, so each provider uses its own default");
    if (!run.workload.temperature)
        problems << Tr::tr("temperature is not set, so each provider uses its own default");
    for (const ProviderProfile &profile : run.providers) {
        const auto overridden = overriddenSettings(profile.extraBody);
        if (!overridden.empty()) {
            QStringList keys;
            for (const std::string &key : overridden)
                keys << qs(key);
            problems << Tr::tr("%1 overrides %2 in its extra body").arg(qs(profile.name), keys.join(QStringLiteral(", ")));
        }
    }
    if (!problems.isEmpty())
        return item(id, CheckState::Fail, CheckSource::Plan,
                    Tr::tr("Every provider gets the same prompt, but %1.").arg(problems.join(QStringLiteral("; "))),
                    Tr::tr("Set max_tokens and temperature in the workload, and remove them from the providers' extra "
                           "bodies."));

    const QString same = Tr::tr("Every provider gets the same prompt, max_tokens %1 and temperature %2.")
                             .arg(*run.workload.maxTokens)
                             .arg(*run.workload.temperature);
    QStringList models;
    std::vector<std::string> distinct;
    for (const ProviderProfile &profile : run.providers) {
        models << Tr::tr("%1: %2").arg(qs(profile.name), profile.model.empty() ? Tr::tr("(server default)") : qs(profile.model));
        if (std::find(distinct.begin(), distinct.end(), profile.model) == distinct.end())
            distinct.push_back(profile.model);
    }
    if (distinct.size() == 1 && !distinct.front().empty())
        return item(id, CheckState::Pass, CheckSource::Plan, same + QLatin1Char(' ') + Tr::tr("All run model %1.").arg(qs(distinct.front())));
    CheckItem result = item(id, CheckState::NeedsUser, CheckSource::None,
                            same + QLatin1Char(' ')
                                + Tr::tr("The models differ by provider (%1): only you can say they are the ones to "
                                         "compare.")
                                      .arg(models.join(QStringLiteral(", "))),
                            Tr::tr("Tick when the models are the comparable ones."));
    result.userDecidable = true;
    return result;
}

CheckItem checkStreaming(const DataView *data)
{
    const CheckId id = CheckId::Streaming;
    if (!data || data->succeeded.empty())
        return item(id, CheckState::Pending, CheckSource::None,
                    Tr::tr("Every request asks for a stream; whether a proxy held it back shows only in the timing. %1")
                        .arg(pendingReason()));
    std::vector<std::pair<std::string, std::pair<int, int>>> perProvider; // buffered, of succeeded
    for (const RequestRecord *record : data->succeeded) {
        auto at = std::find_if(perProvider.begin(), perProvider.end(), [&](const auto &entry) { return entry.first == record->provider; });
        if (at == perProvider.end()) {
            perProvider.push_back({record->provider, {0, 0}});
            at = perProvider.end() - 1;
        }
        ++at->second.second;
        if (record->looksBuffered())
            ++at->second.first;
    }
    QStringList buffered;
    for (const auto &[provider, counts] : perProvider) {
        if (counts.first > 0)
            buffered << Tr::tr("%1: %2 of %3 answers").arg(qs(provider)).arg(counts.first).arg(counts.second);
    }
    if (!buffered.isEmpty())
        return item(id, CheckState::Fail, CheckSource::Data,
                    Tr::tr("Answers arrived in one burst at the end (a buffering proxy or gateway): %1.")
                        .arg(buffered.join(QStringLiteral("; "))),
                    Tr::tr("Measure without the buffering layer, or turn its buffering off; TTFT through it is about the "
                           "whole response time."));
    return item(id, CheckState::Pass, CheckSource::Data,
                Tr::tr("All %1 successful measured answers streamed; none arrived in one burst.").arg(data->succeeded.size()));
}

CheckItem checkMetricsRecorded(const DataView *data)
{
    const CheckId id = CheckId::MetricsRecorded;
    if (!data || data->succeeded.empty())
        return item(id, CheckState::Pending, CheckSource::None, pendingReason());
    int noTtft = 0, noTpot = 0, noE2e = 0, noOutput = 0, fromUsage = 0, toolAnswers = 0;
    for (const RequestRecord *record : data->succeeded) {
        // A tool call has no answer text to time: only its end and length can be missing.
        const bool toolAnswer = answeredWithToolCall(*record);
        toolAnswers += toolAnswer;
        noTtft += !toolAnswer && !record->ttftMs();
        noE2e += !record->e2eMs();
        noOutput += !record->outputTokens;
        // TPOT needs two output tokens: a one-token answer has no per-token time to miss.
        noTpot += !toolAnswer && !record->tpotMs() && (!record->outputTokens || *record->outputTokens >= 2);
        fromUsage += record->outputTokensSource == "usage";
    }
    const int n = int(data->succeeded.size());
    QStringList missing;
    const auto note = [&](int count, const QString &what) {
        if (count > 0)
            missing << Tr::tr("%1 missing in %2 of %3").arg(what).arg(count).arg(n);
    };
    note(noTtft, Tr::tr("TTFT"));
    note(noTpot, Tr::tr("TPOT"));
    note(noE2e, Tr::tr("E2E"));
    note(noOutput, Tr::tr("output length"));
    if (!missing.isEmpty())
        return item(id, CheckState::Fail, CheckSource::Data,
                    Tr::tr("Successful measured requests lack figures: %1.").arg(missing.join(QStringLiteral("; "))),
                    Tr::tr("Ask for a usage report (include usage) and check that the answers are longer than one "
                           "token."));
    QString passed = Tr::tr("TTFT, TPOT, E2E and output length recorded for all %1 successful measured requests (output "
                            "length from the server's usage for %2, counted for the rest).")
                         .arg(n)
                         .arg(fromUsage);
    if (toolAnswers > 0)
        passed += QLatin1Char(' ') + Tr::tr("%1 of them answered with a tool call, which has no text to time: E2E and output length only.").arg(toolAnswers);
    return item(id, CheckState::Pass, CheckSource::Data, passed);
}

CheckItem checkPercentiles(const RunDescription &run, const DataView *data)
{
    // Two tiers: P50 and P95 need some 30 requests to mean anything (the ready plan's 30), a P99
    // needs 100 (below that it is one of the largest values, not a percentile).
    const CheckId id = CheckId::Percentiles;
    const QString hint = Tr::tr("Plan at least %1 measured requests per provider and cell (rounds or requests); %2 for a P99.")
                             .arg(kMinRequestsForPercentiles)
                             .arg(kMinRequestsForP99);
    const QString p99Note = Tr::tr("A P99 needs %1: with fewer it is one of the largest values, read it as such.").arg(kMinRequestsForP99);
    if (data && !data->groups.empty()) {
        const auto fewest = std::min_element(data->groups.begin(), data->groups.end(),
                                             [](const GroupCounts &a, const GroupCounts &b) { return a.succeeded < b.succeeded; });
        if (fewest->succeeded >= kMinRequestsForP99)
            return item(id, CheckState::Pass, CheckSource::Data,
                        Tr::tr("P50, P95 and P99 are reported; every provider and cell has at least %1 successful "
                               "measured requests (a P99 needs %2).")
                            .arg(fewest->succeeded)
                            .arg(kMinRequestsForP99));
        if (fewest->succeeded >= kMinRequestsForPercentiles)
            return item(id, CheckState::Pass, CheckSource::Data,
                        Tr::tr("Every provider and cell has at least %1 successful measured requests: enough for P50 and "
                               "P95 (%2 or more).")
                                .arg(fewest->succeeded)
                                .arg(kMinRequestsForPercentiles)
                            + QLatin1Char(' ') + p99Note);
        QString reason = Tr::tr("%1 has %2 successful measured requests; P50 and P95 need at least %3.")
                             .arg(groupName(fewest->key, data->severalCells))
                             .arg(fewest->succeeded)
                             .arg(kMinRequestsForPercentiles);
        // How loose that is: the bootstrap interval of its P95 TTFT (itself too narrow on so few).
        std::vector<double> ttfts;
        for (const RequestRecord *record : data->succeeded) {
            if (groupKeyOf(*record) == fewest->key) {
                if (const auto ttft = record->ttftMs())
                    ttfts.push_back(*ttft);
            }
        }
        if (const auto interval = bootstrapPercentile(ttfts, 95))
            reason += QLatin1Char(' ')
                      + Tr::tr("Its P95 TTFT is %1 ms (95 % interval %2–%3 ms, itself too narrow on so few).")
                            .arg(interval->estimate, 0, 'f', 1)
                            .arg(interval->lower, 0, 'f', 1)
                            .arg(interval->upper, 0, 'f', 1);
        return item(id, CheckState::Fail, CheckSource::Data, reason, hint);
    }
    int planned = -1;
    if (run.plan.mode == LoadMode::Sequential)
        planned = run.plan.rounds;
    else if (run.plan.durationS <= 0)
        planned = run.plan.requests;
    if (planned < 0)
        return item(id, CheckState::Pending, CheckSource::None,
                    Tr::tr("The plan measures for %1 s per cell: how many requests that makes depends on the latency. %2")
                        .arg(run.plan.durationS)
                        .arg(pendingReason()));
    if (planned >= kMinRequestsForP99)
        return item(id, CheckState::Pass, CheckSource::Plan,
                    Tr::tr("The plan measures %1 requests per provider and cell (a P99 needs %2).").arg(planned).arg(kMinRequestsForP99));
    if (planned >= kMinRequestsForPercentiles)
        return item(id, CheckState::Pass, CheckSource::Plan,
                    Tr::tr("The plan measures %1 requests per provider and cell: enough for P50 and P95 (%2 or more).")
                            .arg(planned)
                            .arg(kMinRequestsForPercentiles)
                        + QLatin1Char(' ') + p99Note);
    return item(id, CheckState::Fail, CheckSource::Plan,
                Tr::tr("The plan measures %1 requests per provider and cell; P50 and P95 need at least %2.")
                    .arg(planned)
                    .arg(kMinRequestsForPercentiles),
                hint);
}

CheckItem checkEnvironment(const RunDescription &run)
{
    if (!run.environment.note.empty())
        return item(CheckId::Environment, CheckState::Pass, CheckSource::Plan,
                    Tr::tr("Client location and network: \"%1\".").arg(qs(run.environment.note)));
    // Only a person knows where the client ran: the item waits for a note or a tick.
    CheckItem result = item(CheckId::Environment, CheckState::NeedsUser, CheckSource::None,
                            Tr::tr("The run has no note on where the client ran and over what network."),
                            Tr::tr("Write the location and network in the plan's Where field (e.g. \"office Wi-Fi, Shanghai\"; "
                                   "ttft-bench run --note), or tick when they are recorded elsewhere."));
    result.userDecidable = true;
    return result;
}

CheckItem checkRealisticPrompts(const RunDescription &run)
{
    const Workload &workload = run.workload;
    QString what;
    if (run.plan.conversations.enabled())
        what = Tr::tr("The workload is conversations of %1 turns: spoken caller turns (%2) with the model's actual replies "
                      "in the history")
                   .arg(run.plan.conversations.turns)
                   .arg(run.plan.conversations.language == "zh" ? Tr::tr("Chinese") : Tr::tr("English"));
    else if (!workload.templateName.empty())
        what = Tr::tr("The workload is the \"%1\" template").arg(qs(workload.templateName));
    else
        what = Tr::tr("The workload is hand-made (%1 messages)").arg(composeMessages(workload).size());
    QStringList lengths;
    for (const int target : run.plan.promptTokens)
        lengths << QString::number(target);
    if (!lengths.isEmpty())
        what += Tr::tr(", padded to %1 prompt tokens").arg(lengths.join(QStringLiteral(", ")));
    else if (workload.promptTokensTarget)
        what += Tr::tr(", padded to about %1 prompt tokens").arg(*workload.promptTokensTarget);
    CheckItem result = item(CheckId::RealisticPrompts, CheckState::NeedsUser, CheckSource::None,
                            what + Tr::tr(". Only you can say whether it is like your product's prompts."),
                            Tr::tr("Tick when the prompts' length and shape match what your users send (system prompt, "
                                   "history, tools)."));
    result.userDecidable = true;
    return result;
}

CheckItem checkConcurrencyRounds(const RunDescription &run, const DataView *data)
{
    const CheckId id = CheckId::ConcurrencyRounds;
    bool single = false, multi = false;
    CheckSource source = CheckSource::Plan;
    if (data && !data->measured.empty()) {
        source = CheckSource::Data;
        for (const RequestRecord *record : data->measured) {
            const bool open = record->rateRps.has_value();
            single = single || (!open && record->concurrency == 1);
            multi = multi || open || record->concurrency > 1;
        }
    } else {
        switch (run.plan.mode) {
        case LoadMode::Sequential:
            single = true;
            break;
        case LoadMode::ClosedLoop:
            for (const int level : run.plan.concurrency) {
                single = single || level == 1;
                multi = multi || level > 1;
            }
            break;
        case LoadMode::OpenLoop:
            multi = !run.plan.rates.empty();
            break;
        }
    }
    const QString hint = Tr::tr("Run a closed loop with concurrency levels 1 and, say, 10.");
    if (single && multi)
        return item(id, CheckState::Pass, source, Tr::tr("Both a single-request round (concurrency 1) and a round under concurrent load."));
    if (single)
        return item(id, CheckState::Fail, source,
                    Tr::tr("Only concurrency 1; the method asks for a multi-concurrency round too."), hint);
    if (multi)
        return item(id, CheckState::Fail, source,
                    Tr::tr("Only concurrent load; the method asks for a single-request round (concurrency 1) too."), hint);
    return item(id, CheckState::Fail, source, Tr::tr("The plan has no load level."), hint);
}

CheckItem checkClientHealth(const DataView *data, const std::optional<HealthSummary> &health)
{
    const CheckId id = CheckId::ClientHealth;
    if (!data || data->measured.empty())
        return item(id, CheckState::Pending, CheckSource::None, pendingReason());
    std::vector<double> lags;
    for (const RequestRecord *record : data->measured) {
        if (const auto lag = record->dispatchLagMs())
            lags.push_back(*lag);
    }
    const std::optional<double> lagP99 = percentile(lags, 99);
    const QString hint = Tr::tr("Run fewer streams per client machine, or a release build, and measure again.");
    if (health && health->samples > 0) {
        const QString causes = describeHealthCauses(*health).join(QLatin1Char(' '));
        if (health->clientBound())
            return item(id, CheckState::Fail, CheckSource::Data, Tr::tr("The client was the bottleneck. %1").arg(causes), hint);
        if (health->state == HealthState::Ok)
            return item(id, CheckState::Pass, CheckSource::Data,
                        Tr::tr("The client kept up: %1.").arg(describeHealthFigures(*health)));
        // Another process (or the server under test) took the CPU: not the client's limit, and
        // said so, because it may have moved the figures.
        return item(id, CheckState::Pass, CheckSource::Data,
                    Tr::tr("The client was not the limit, but: %1").arg(causes),
                    Tr::tr("For figures of the server alone, run the client on another machine or core set."));
    }
    if (!lagP99)
        return item(id, CheckState::Pending, CheckSource::None, Tr::tr("No request recorded its dispatch lag."));
    if (*lagP99 > kMaxDispatchLagP99Ms)
        return item(id, CheckState::Fail, CheckSource::Data,
                    Tr::tr("Requests left late: P99 dispatch lag %1 ms (limit %2 ms).").arg(*lagP99, 0, 'f', 1).arg(kMaxDispatchLagP99Ms),
                    hint);
    return item(id, CheckState::Pass, CheckSource::Data,
                Tr::tr("Requests left on time: P99 dispatch lag %1 ms (limit %2 ms); the client's CPU was not sampled in "
                       "this data.")
                    .arg(*lagP99, 0, 'f', 1)
                    .arg(kMaxDispatchLagP99Ms));
}

CheckItem checkServerCrossCheck(const DataView *data)
{
    const CheckId id = CheckId::ServerCrossCheck;
    const QString hint = Tr::tr("Import the server's log or scrape its metrics to cross-check, or tick when you compared "
                                "with the server's own figures elsewhere.");
    int withServer = 0;
    QStringList sources;
    if (data) {
        for (const RequestRecord *record : data->measured) {
            if (record->server.empty())
                continue;
            ++withServer;
            const QString source = qs(record->server.source);
            if (!source.isEmpty() && !sources.contains(source))
                sources << source;
        }
    }
    CheckItem result;
    if (withServer > 0) {
        result = item(id, CheckState::Pass, CheckSource::Data,
                      Tr::tr("%1 of %2 measured requests carry the server's own timings (%3).")
                          .arg(withServer)
                          .arg(data->measured.size())
                          .arg(sources.join(QStringLiteral(", "))));
    } else if (!data || data->measured.empty()) {
        result = item(id, CheckState::Pending, CheckSource::None, pendingReason(), hint);
    } else {
        result = item(id, CheckState::NeedsUser, CheckSource::None,
                      Tr::tr("No request carries the server's own timings."), hint);
    }
    result.userDecidable = result.state != CheckState::Pass;
    return result;
}

} // namespace

const char *checkKey(CheckId id)
{
    for (const CheckName &entry : kCheckKeys) {
        if (entry.id == id)
            return entry.key;
    }
    return "";
}

bool checkIdFromKey(const std::string &key, CheckId &id)
{
    for (const CheckName &entry : kCheckKeys) {
        if (key == entry.key) {
            id = entry.id;
            return true;
        }
    }
    return false;
}

const char *checkStateName(CheckState state)
{
    switch (state) {
    case CheckState::Pass: return "pass";
    case CheckState::Fail: return "fail";
    case CheckState::NeedsUser: return "needs_user";
    case CheckState::NotApplicable: return "not_applicable";
    case CheckState::Pending: return "pending";
    }
    return "";
}

const char *checkSourceName(CheckSource source)
{
    switch (source) {
    case CheckSource::Plan: return "plan";
    case CheckSource::Data: return "data";
    case CheckSource::User: return "user";
    case CheckSource::None: return "none";
    }
    return "";
}

QString checkTitle(CheckId id)
{
    switch (id) {
    case CheckId::Warmup: return Tr::tr("At least %1 warm-up requests").arg(kMinWarmup);
    case CheckId::SameWorkload: return Tr::tr("Same prompt, max_tokens and temperature for every provider");
    case CheckId::Streaming: return Tr::tr("Streaming end to end, no buffering layer");
    case CheckId::MetricsRecorded: return Tr::tr("TTFT, TPOT, E2E and output length recorded");
    case CheckId::Percentiles: return Tr::tr("P50 and P95 on enough requests (P99 on %1)").arg(kMinRequestsForP99);
    case CheckId::Environment: return Tr::tr("Client location and network recorded");
    case CheckId::RealisticPrompts: return Tr::tr("Realistic prompts");
    case CheckId::ConcurrencyRounds: return Tr::tr("Single- and multi-concurrency rounds");
    case CheckId::ClientHealth: return Tr::tr("Client not the bottleneck");
    case CheckId::ServerCrossCheck: return Tr::tr("Cross-checked with server-side data");
    }
    return {};
}

QString checkStateLabel(CheckState state)
{
    switch (state) {
    case CheckState::Pass: return Tr::tr("Pass");
    case CheckState::Fail: return Tr::tr("Fail");
    case CheckState::NeedsUser: return Tr::tr("Needs you");
    case CheckState::NotApplicable: return Tr::tr("Not applicable");
    case CheckState::Pending: return Tr::tr("Pending");
    }
    return {};
}

void ChecklistTicks::set(CheckId id, bool on)
{
    if (on)
        ticked.insert(id);
    else
        ticked.erase(id);
}

nlohmann::json toJson(const ChecklistTicks &ticks)
{
    nlohmann::json object = nlohmann::json::object();
    for (const CheckId id : ticks.ticked)
        object[checkKey(id)] = true;
    return object;
}

ChecklistTicks checklistTicksFromJson(const nlohmann::json &object, std::string *error)
{
    ChecklistTicks ticks;
    if (!object.is_object()) {
        if (error && error->empty() && !object.is_null())
            *error = "checklist ticks: not an object";
        return ticks;
    }
    for (const auto &[key, value] : object.items()) {
        CheckId id;
        if (!checkIdFromKey(key, id))
            continue; // a check a later version added, or dropped
        if (!value.is_boolean()) {
            if (error && error->empty())
                *error = "checklist ticks: \"" + key + "\" is not a boolean";
            continue;
        }
        ticks.set(id, value.get<bool>());
    }
    return ticks;
}

std::vector<CheckItem> evaluateReleaseChecklist(const RunDescription &run, const std::vector<RequestRecord> *records,
                                                const ChecklistTicks &ticks, const std::optional<HealthSummary> &health)
{
    std::optional<DataView> view;
    if (records && !records->empty())
        view = viewOf(*records);
    const DataView *data = view ? &*view : nullptr;

    std::vector<CheckItem> items{
        checkWarmup(run, data),
        checkSameWorkload(run, data),
        checkStreaming(data),
        checkMetricsRecorded(data),
        checkPercentiles(run, data),
        checkEnvironment(run),
        checkRealisticPrompts(run),
        checkConcurrencyRounds(run, data),
        checkClientHealth(data, health),
        checkServerCrossCheck(data),
    };
    for (CheckItem &entry : items) {
        entry.ticked = ticks.isTicked(entry.id);
        if (entry.userDecidable && entry.ticked) {
            entry.state = CheckState::Pass;
            entry.source = CheckSource::User;
        }
    }
    return items;
}

nlohmann::json toJson(const std::vector<CheckItem> &items)
{
    nlohmann::json array = nlohmann::json::array();
    for (const CheckItem &entry : items)
        array.push_back({{"id", int(entry.id)},
                         {"key", checkKey(entry.id)},
                         {"state", checkStateName(entry.state)},
                         {"source", checkSourceName(entry.source)},
                         {"reason", entry.reason.toStdString()},
                         {"hint", entry.hint.toStdString()},
                         {"user_decidable", entry.userDecidable},
                         {"ticked", entry.ticked}});
    return array;
}

} // namespace ttft
