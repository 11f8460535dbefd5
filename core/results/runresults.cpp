#include "runresults.h"

#include "stats/promptlengthfit.h"
#include "store/session.h"

#include <algorithm>

namespace ttft {

namespace {

std::vector<RunResults::Provider> providerSummaries(const std::vector<RequestRecord> &records)
{
    std::vector<RunResults::Provider> providers;
    std::vector<std::vector<const RequestRecord *>> byProvider;
    for (const RequestRecord &record : records) {
        auto it = std::find_if(providers.begin(), providers.end(), [&](const auto &p) { return p.name == record.provider; });
        if (it == providers.end()) {
            providers.push_back({record.provider, {}});
            byProvider.emplace_back();
            it = providers.end() - 1;
        }
        byProvider[std::size_t(it - providers.begin())].push_back(&record);
    }
    for (std::size_t i = 0; i < providers.size(); ++i)
        providers[i].summary = summarizeRunSelection(byProvider[i]);
    return providers;
}

std::vector<RunResults::Group> groupResults(const std::vector<RequestRecord> &records, const SloLimits &slo)
{
    std::vector<RunResults::Group> groups;
    for (GroupSummary &summary : summarizeGroups(records, slo))
        groups.push_back({std::move(summary), 0, {}});
    std::vector<std::vector<double>> ttft(groups.size());
    for (const RequestRecord &record : records) {
        if (record.warmup || record.failed())
            continue;
        const GroupKey key = groupKeyOf(record);
        const auto group = std::find_if(groups.begin(), groups.end(), [&](const auto &g) { return g.summary.key == key; });
        if (group == groups.end())
            continue;
        if (record.ttftMs())
            ttft[std::size_t(group - groups.begin())].push_back(*record.ttftMs());
        group->bufferedRequests += record.looksBuffered() ? 1 : 0;
    }
    for (std::size_t i = 0; i < groups.size(); ++i)
        groups[i].ttftCi = bootstrapPercentiles(ttft[i]);
    return groups;
}

std::string levelOf(const std::string &cell)
{
    return cell.substr(0, cell.find('/'));
}

std::vector<RunResults::PromptLengthFit> promptLengthFits(const RunDescription &description,
                                                          const std::vector<RequestRecord> &records)
{
    std::vector<RunResults::PromptLengthFit> fits;
    if (description.plan.promptTokens.size() <= 1)
        return fits;
    std::vector<std::string> levels;
    for (const PlanCell &cell : planCells(description.plan)) {
        const std::string level = levelOf(cell.id);
        if (std::find(levels.begin(), levels.end(), level) == levels.end())
            levels.push_back(level);
    }
    for (const ProviderProfile &profile : description.providers) {
        for (const std::string &level : levels) {
            std::vector<RequestRecord> atLevel;
            for (const RequestRecord &record : records) {
                if (levelOf(record.cell) == level)
                    atLevel.push_back(record);
            }
            PromptLengthSeries series;
            for (PromptLengthSeries &s : promptLengthSeries(atLevel)) {
                if (s.provider == profile.name)
                    series = std::move(s);
            }
            fits.push_back({profile.name, level, series.fit, series.minTokens, series.maxTokens});
        }
    }
    return fits;
}

std::size_t distinctCells(const std::vector<RequestRecord> &records)
{
    std::vector<std::string> cells;
    for (const RequestRecord &record : records) {
        if (std::find(cells.begin(), cells.end(), record.cell) == cells.end())
            cells.push_back(record.cell);
    }
    return cells.size();
}

} // namespace

RunResults computeResults(const Session &session)
{
    return computeResults(session.run, session.records, session.clientHealth, session.duringRun, session.recovered);
}

RunResults computeResults(const RunDescription &run, const std::vector<RequestRecord> &records,
                          const nlohmann::json &clientHealth, const DuringRun &duringRun, bool recovered)
{
    RunResults results;
    results.description = run;
    results.run = summarizeRun(records);
    results.providers = providerSummaries(records);
    results.groups = groupResults(records, run.slo);
    results.comparisons = compareProviders(records);
    results.promptLengthFits = promptLengthFits(run, records);
    results.warnings = runWarnings(records);
    results.clientHealth = healthFromJson(clientHealth);
    for (const Scenario &scenario : scenarioPresets())
        results.scenarios.push_back(evaluateScenario(scenario, records, scenarioCells(scenario.load, records)));
    results.releaseChecklist = evaluateReleaseChecklist(run, &records, {}, results.clientHealth);
    if (run.voice.enabled() || hasPipelineData(records))
        results.pipeline = summarizePipeline(records, {}, ttsNamesOf(run.voice));
    results.repeats = summarizeRepeats(records);
    if (run.capacity)
        results.capacity = capacityFromRecords(*run.capacity, records);
    if (run.probe)
        results.probes = summarizeProbes(*run.probe, records);
    if (run.plan.conversations.enabled()) {
        results.conversations = summarizeConversations(run.plan, records, run.slo.ttftMs.value_or(kConversationSloTtftP95Ms));
        results.cacheLifetimes = cacheLifetimes(results.conversations);
    }
    results.guardEvents = duringRun.guardEvents;
    results.recorded = std::int64_t(records.size());
    results.cells = distinctCells(records);
    results.recovered = recovered;
    results.duringRun = duringRun;
    return results;
}

nlohmann::json toJson(const RunResults &results)
{
    nlohmann::json summary = toJson(results.run);
    summary["format"] = kSummaryFormat;
    summary["schema_version"] = kSummarySchemaVersion;
    const RunDescription &description = results.description;
    summary["providers"] = nlohmann::json::array();
    for (const ProviderProfile &profile : description.providers)
        summary["providers"].push_back(profile.name);
    summary["plan"] = toJson(description.plan);
    summary["workload"] = toJson(description.workload);
    summary["environment"] = toJson(description.environment);
    summary["slo"] = toJson(description.slo);
    if (description.voice.enabled())
        summary["voice"] = toJson(description.voice);

    nlohmann::json providers = nlohmann::json::array();
    for (const RunResults::Provider &provider : results.providers)
        providers.push_back({{"provider", provider.name}, {"summary", toJson(provider.summary)}});
    summary["provider_summaries"] = std::move(providers);
    nlohmann::json groups = nlohmann::json::array();
    for (const RunResults::Group &group : results.groups) {
        nlohmann::json object = toJson(group.summary);
        object["buffered_requests"] = group.bufferedRequests;
        nlohmann::json intervals = nlohmann::json::array();
        for (const ConfidenceInterval &interval : group.ttftCi)
            intervals.push_back(toJson(interval));
        object["ttft_ci"] = std::move(intervals);
        groups.push_back(std::move(object));
    }
    summary["groups"] = std::move(groups);
    nlohmann::json comparisons = nlohmann::json::array();
    for (const ProviderComparison &comparison : results.comparisons)
        comparisons.push_back(toJson(comparison));
    summary["comparisons"] = std::move(comparisons);
    nlohmann::json fits = nlohmann::json::array();
    for (const RunResults::PromptLengthFit &fit : results.promptLengthFits) {
        nlohmann::json object = toJson(fit.fit);
        object["provider"] = fit.provider;
        object["level"] = fit.level;
        fits.push_back(std::move(object));
    }
    summary["prompt_length_fit"] = std::move(fits);
    nlohmann::json warnings = nlohmann::json::array();
    for (const RunWarning &warning : results.warnings)
        warnings.push_back(toJson(warning));
    summary["warnings"] = std::move(warnings);
    summary["client_health"] = results.clientHealth ? toJson(*results.clientHealth) : nlohmann::json();
    nlohmann::json scenarios = nlohmann::json::array();
    for (const ScenarioResult &scenario : results.scenarios)
        scenarios.push_back(toJson(scenario));
    summary["scenarios"] = std::move(scenarios);
    summary["release_checklist"] = toJson(results.releaseChecklist);
    nlohmann::json pipeline = nlohmann::json::array();
    for (const PipelineSummary &stage : results.pipeline)
        pipeline.push_back(toJson(stage));
    summary["pipeline"] = std::move(pipeline);
    nlohmann::json repeats = nlohmann::json::array();
    for (const RepeatSpread &spread : results.repeats)
        repeats.push_back(toJson(spread));
    summary["repeats"] = std::move(repeats);
    summary["guard_events"] = toJson(results.guardEvents);
    summary["capacity"] = results.capacity ? toJson(*results.capacity) : nlohmann::json();
    summary["probes"] = results.probes ? toJson(*results.probes) : nlohmann::json();
    if (description.plan.conversations.enabled()) {
        nlohmann::json byTurn = nlohmann::json::array();
        for (const ConversationStats &stats : results.conversations)
            byTurn.push_back(toJson(stats));
        nlohmann::json lifetimes = nlohmann::json::array();
        for (const CacheLifetime &lifetime : results.cacheLifetimes)
            lifetimes.push_back(toJson(lifetime));
        summary["conversations"] = {{"groups", std::move(byTurn)}, {"cache_lifetime", std::move(lifetimes)}};
    }
    summary["recorded"] = results.recorded;
    summary["recovered"] = results.recovered;
    // What only the live run measured (model/duringrun.h): null when the session does not have it.
    summary.update(summaryFields(results.duringRun));
    return summary;
}

} // namespace ttft
