#include "resultstext.h"

#include "base/durationtext.h"
#include "base/figuretext.h"
#include "base/i18n.h"
#include "model/jsonfields.h"
#include "model/probeplan.h"
#include "stats/summarytable.h"

#include <QDateTime>

#include <algorithm>

namespace ttft {

namespace {

void addLine(QString &text, const QString &line)
{
    text += line;
    text += QLatin1Char('\n');
}

void addPromptLengthFits(QString &text, const RunResults &results)
{
    for (const RunResults::PromptLengthFit &entry : results.promptLengthFits) {
        const PrefillCurve &fit = entry.fit;
        if (fit.n < 3 || !fit.prefillTokensPerS(entry.maxTokens))
            continue;
        const QString name = QString::fromStdString(entry.provider), at = QString::fromStdString(entry.level);
        if (fit.shape == PrefillCurve::Shape::Quadratic)
            addLine(text, Tr::tr("%1 at %2: TTFT ≈ %3 ms + prefill slowing with the prompt (quadratic): %4 tokens/s at %5 tokens, %6 tokens/s at %7 tokens (R² %8, %9 requests)")
                              .arg(name, at)
                              .arg(fit.a, 0, 'f', 1)
                              .arg(*fit.prefillTokensPerS(entry.minTokens), 0, 'f', 0)
                              .arg(entry.minTokens, 0, 'f', 0)
                              .arg(*fit.prefillTokensPerS(entry.maxTokens), 0, 'f', 0)
                              .arg(entry.maxTokens, 0, 'f', 0)
                              .arg(fit.rSquared.value_or(0), 0, 'f', 3)
                              .arg(fit.n));
        else
            addLine(text, Tr::tr("%1 at %2: TTFT ≈ %3 ms + prompt tokens ÷ %4 tokens/s (linear, R² %5, %6 requests)")
                              .arg(name, at)
                              .arg(fit.a, 0, 'f', 1)
                              .arg(*fit.prefillTokensPerS(entry.maxTokens), 0, 'f', 0)
                              .arg(fit.rSquared.value_or(0), 0, 'f', 3)
                              .arg(fit.n));
        if (fit.interceptClamped)
            addLine(text, Tr::tr("  The unconstrained fit wanted a negative fixed overhead: clamped to 0 ms (the data do not support one)."));
    }
}

// Against the embedded lab's ground truth: what the network and the client added to its TTFT.
void addLabBias(QString &text, const RunResults &results)
{
    if (!results.duringRun.labClientMinusServerTtftMs)
        return;
    const std::map<std::string, MetricSummary> &bias = *results.duringRun.labClientMinusServerTtftMs;
    for (const ProviderProfile &profile : results.description.providers) {
        const auto figures = bias.find(profile.name);
        if (figures == bias.end() || figures->second.count <= 0 || !figures->second.p50 || !figures->second.p99)
            continue;
        addLine(text, Tr::tr("%1 against the lab's ground truth, client TTFT − server TTFT: median %2 ms, p99 %3 ms (%4 requests)")
                          .arg(QString::fromStdString(profile.name))
                          .arg(*figures->second.p50, 0, 'f', 3)
                          .arg(*figures->second.p99, 0, 'f', 3)
                          .arg(figures->second.count));
    }
}

void addThrottling(QString &text, const RunResults &results)
{
    if (results.run.throttled == 0)
        return;
    addLine(text, Tr::tr("Throttled (HTTP 429/529, the provider's limit reached): %1 of the %2 errors; failures: %3")
                      .arg(results.run.throttled)
                      .arg(results.run.errors)
                      .arg(results.run.failures()));
}

void addGuardEvents(QString &text, const RunResults &results)
{
    for (const GuardEvent &event : results.guardEvents)
        addLine(text, guardEventText(event));
}

// Repeats: each TTFT percentile's mean and spread across the repeats, per provider and cell.
void addRepeats(QString &text, const RunResults &results)
{
    for (const RepeatSpread &spread : results.repeats) {
        QStringList figures;
        for (const RepeatSpread::Figure &figure : spread.figures) {
            if (figure.metric != "ttft_ms" || !figure.mean)
                continue;
            QString item = Tr::tr("%1 %2 ms").arg(QString::fromStdString(figure.quantile)).arg(*figure.mean, 0, 'f', 1);
            if (figure.sd)
                item += Tr::tr(" ± %1 (CV %2 %)").arg(*figure.sd, 0, 'f', 1).arg(figure.cv.value_or(0) * 100.0, 0, 'f', 1);
            figures << item;
        }
        if (figures.isEmpty())
            continue;
        addLine(text, Tr::tr("%1 at %2 over %3 repeats, TTFT: %4")
                          .arg(QString::fromStdString(spread.key.provider), QString::fromStdString(cellLabel(spread.key)))
                          .arg(spread.repeats)
                          .arg(figures.join(QStringLiteral("; "))));
    }
}


// Conversation runs: per provider and cell, TTFT by turn, how it grows, and the cache between turns.
void addConversations(QString &text, const RunResults &results)
{
    for (const ConversationStats &stats : results.conversations) {
        QString line = Tr::tr("%1 at %2: %3 conversations, %4 with every turn answered; TTFT p50 turn 1 %5 ms, later turns %6 ms")
                           .arg(QString::fromStdString(stats.key.provider), QString::fromStdString(stats.key.cell))
                           .arg(stats.conversations)
                           .arg(stats.completed)
                           .arg(fixedOr(stats.firstTurnP50, 1, u"–"), fixedOr(stats.laterTurnsP50, 1, u"–"));
        if (stats.byTurn.slope)
            line += Tr::tr("; %1 ms per turn").arg(*stats.byTurn.slope, 0, 'f', 1);
        if (stats.byPromptTokens.slope)
            line += Tr::tr(", %1 ms per 1,000 prompt tokens").arg(*stats.byPromptTokens.slope * 1000.0, 0, 'f', 1);
        if (stats.laterCacheHitShare)
            line += Tr::tr("; later turns served from the prompt cache: %1 %").arg(*stats.laterCacheHitShare * 100.0, 0, 'f', 0);
        addLine(text, line);
        const QString history = historyLabel(stats.history);
        if (stats.withinSloThroughTurn >= stats.plannedTurns)
            addLine(text, Tr::tr("  %1: TTFT p95 within %2 ms at every turn (%3 of %3)")
                              .arg(history)
                              .arg(stats.sloTtftP95Ms, 0, 'f', 0)
                              .arg(stats.plannedTurns));
        else if (stats.withinSloThroughTurn > 0)
            addLine(text, Tr::tr("  %1: TTFT p95 within %2 ms through turn %3 of %4")
                              .arg(history)
                              .arg(stats.sloTtftP95Ms, 0, 'f', 0)
                              .arg(stats.withinSloThroughTurn)
                              .arg(stats.plannedTurns));
        else
            addLine(text, Tr::tr("  %1: TTFT p95 over %2 ms from the first turn").arg(history).arg(stats.sloTtftP95Ms, 0, 'f', 0));
        if (stats.toolTurns)
            addLine(text, QStringLiteral("  ") + toolTurnsText(*stats.toolTurns));
        const bool voice = std::any_of(stats.turns.begin(), stats.turns.end(), [](const auto &turn) { return turn.firstSoundP50.has_value(); });
        addLine(text, Tr::tr("  turn  requests  errors  TTFT p50  TTFT p95  prompt tokens  cached tokens")
                          + (voice ? Tr::tr("  first sound p50  p95") : QString()));
        for (const ConversationStats::Turn &turn : stats.turns) {
            QString row = QStringLiteral("  %1  %2  %3  %4  %5  %6  %7")
                              .arg(turn.turn, 4)
                              .arg(turn.requests, 8)
                              .arg(turn.errors, 6)
                              .arg(fixedOr(turn.ttftP50, 1, u"–"), 8)
                              .arg(fixedOr(turn.ttftP95, 1, u"–"), 8)
                              .arg(fixedOr(turn.promptTokens, 0, u"–"), 13)
                              .arg(fixedOr(turn.cachedTokens, 0, u"–"), 13);
            if (voice)
                row += QStringLiteral("  %1  %2").arg(fixedOr(turn.firstSoundP50, 1, u"–"), 15).arg(fixedOr(turn.firstSoundP95, 1, u"–"), 8);
            addLine(text, row);
        }
    }
    for (const CacheLifetime &lifetime : results.cacheLifetimes) {
        QString reading;
        if (!lifetime.reported)
            reading = Tr::tr("the server reports no cached tokens");
        else if (lifetime.keptAtS && lifetime.lostAtS)
            reading = Tr::tr("between %1 s and %2 s").arg(*lifetime.keptAtS).arg(*lifetime.lostAtS);
        else if (lifetime.keptAtS)
            reading = Tr::tr("longer than %1 s").arg(*lifetime.keptAtS);
        else
            reading = Tr::tr("shorter than the shortest gap, or no cache");
        const QString who = lifetime.history == "full"
            ? QString::fromStdString(lifetime.provider)
            : QStringLiteral("%1 (%2)").arg(QString::fromStdString(lifetime.provider), historyLabel(lifetime.history));
        addLine(text, Tr::tr("%1: prompt cache lifetime between turns: %2").arg(who, reading));
    }
}

void addScenarios(QString &text, const RunResults &results)
{
    addLine(text, Tr::tr("Scenarios:"));
    const std::vector<Scenario> presets = scenarioPresets();
    for (std::size_t i = 0; i < presets.size() && i < results.scenarios.size(); ++i) {
        const Scenario &scenario = presets[i];
        const ScenarioResult &result = results.scenarios[i];
        QStringList limits;
        for (const ScenarioLimit &limit : scenario.limits)
            limits << Tr::tr("%1 %2 ≤ %3 ms")
                          .arg(scenarioStatisticLabel(limit.statistic), scenarioMetricLabel(limit.metric))
                          .arg(limit.limitMs, 0, 'f', 0);
        QStringList verdicts;
        for (const ProviderVerdict &provider : result.providers) {
            QStringList figures;
            for (const LimitVerdict &limit : provider.limits)
                figures << (limit.figureMs ? Tr::tr("%1 ms").arg(*limit.figureMs, 0, 'f', 1) : Tr::tr("no figure"));
            verdicts << Tr::tr("%1 %2 (%3)").arg(QString::fromStdString(provider.provider),
                                                 provider.pass ? Tr::tr("pass") : Tr::tr("FAIL"), figures.join(QStringLiteral(", ")));
        }
        addLine(text, Tr::tr("  %1 (%2): %3").arg(scenarioTitle(scenario.kind), limits.join(QStringLiteral(", ")),
                                                  verdicts.isEmpty() ? Tr::tr("no requests in its cells") : verdicts.join(QStringLiteral("; "))));
    }
}

} // namespace

QString resultsText(const RunResults &results)
{
    QString text;
    if (results.groups.size() == 1) {
        text += renderSummaryTable(results.run, &results.groups.front().summary);
    } else {
        std::vector<GroupSummary> groups;
        for (const RunResults::Group &group : results.groups)
            groups.push_back(group.summary);
        text += renderGroupTable(groups);
    }
    if (results.capacity) {
        for (const CapacityPoint &point : results.capacity->points)
            addLine(text, describeCapacityPoint(results.capacity->plan, point));
        addLine(text, describeCapacity(*results.capacity));
    }
    if (results.probes)
        text += probeSummaryText(*results.probes);
    addThrottling(text, results);
    addGuardEvents(text, results);
    addRepeats(text, results);
    addConversations(text, results);
    addPromptLengthFits(text, results);
    for (const ProviderComparison &comparison : results.comparisons) {
        for (const PercentileDifference &difference : comparison.differences)
            addLine(text, (results.comparisons.size() > 1 || results.cells > 1 ? QString::fromStdString(comparison.cell) + QStringLiteral(": ") : QString())
                              + describeDifference(comparison, difference));
    }
    if (const VoicePlan &voice = results.description.voice; voice.enabled()) {
        if (voice.liveAsr)
            addLine(text, Tr::tr("Voice pipeline, every stage measured: first sound = ASR (%1, the user's last word → final transcript) "
                                 "+ hand-over to LLM + LLM first token + first clause + hand-over + TTS first real audio")
                              .arg(voice.liveAsr->realtime ? Tr::tr("%1 over the Realtime WebSocket API").arg(QString::fromStdString(voice.liveAsr->name()))
                                                           : QString::fromStdString(voice.liveAsr->name())));
        else
            addLine(text, Tr::tr("Voice pipeline: first sound = ASR (%1) + LLM first token + first clause + hand-over + TTS first real audio")
                              .arg(QString::fromStdString(voice.asr.describe())));
        text += renderPipelineTable(results.pipeline);
    }
    addLabBias(text, results);
    if (results.clientHealth)
        addLine(text, Tr::tr("%1: %2").arg(healthStateLabel(results.clientHealth->state), describeHealthFigures(*results.clientHealth)));
    addScenarios(text, results);
    addLine(text, Tr::tr("Release checklist:"));
    for (const CheckItem &item : results.releaseChecklist) {
        const QString state = checkStateLabel(item.state);
        QString line = Tr::tr("  %1  %2").arg(state + QString(std::max(0, 14 - textDisplayWidth(state)), QLatin1Char(' ')), checkTitle(item.id));
        if (item.state != CheckState::Pass)
            line += QStringLiteral(": ") + item.reason + (item.hint.isEmpty() ? QString() : QLatin1Char(' ') + item.hint);
        addLine(text, line);
    }
    return text;
}

QString guardEventText(const GuardEvent &event)
{
    const QString where = Tr::tr("%1 in %2").arg(QString::fromStdString(event.provider), QString::fromStdString(event.cell))
                        + (event.repeat > 0 ? Tr::tr(" (repeat %1)").arg(event.repeat + 1) : QString());
    switch (event.kind) {
    case GuardEvent::Kind::Breaker:
        return Tr::tr("%1: stopped after %2 errors in a row").arg(where).arg(event.count);
    case GuardEvent::Kind::ErrorRate:
        return Tr::tr("%1: stopped when %2 of %3 measured requests had failed, over the error-rate limit")
            .arg(where)
            .arg(event.count)
            .arg(event.requests);
    case GuardEvent::Kind::RetryAfter:
        return Tr::tr("%1: sends held back %2 time(s) for throttled answers' Retry-After, %3 ms in all")
            .arg(where)
            .arg(event.count)
            .arg(event.heldMs, 0, 'f', 0);
    case GuardEvent::Kind::Budget:
        return Tr::tr("%1: sends held back %2 time(s) to stay within the per-minute budget, %3 ms in all")
            .arg(where)
            .arg(event.count)
            .arg(event.heldMs, 0, 'f', 0);
    }
    return QString::fromStdString(event.message);
}

QStringList resultsNotes(const RunResults &results)
{
    QStringList notes;
    for (const RunWarning &warning : results.warnings)
        notes << Tr::tr("Warning: %1").arg(describeRunWarning(warning));
    if (results.clientHealth) {
        for (const QString &cause : describeHealthCauses(*results.clientHealth))
            notes << (results.clientHealth->clientBound() ? Tr::tr("Warning: the client was the limit: %1") : Tr::tr("Note: %1")).arg(cause);
    }
    return notes;
}

QString historyLabel(const std::string &name)
{
    HistoryStrategy strategy;
    if (!historyStrategyFromName(name, strategy))
        return QString::fromStdString(name);
    switch (strategy.kind) {
    case HistoryStrategy::Kind::Full:
        return Tr::tr("full history");
    case HistoryStrategy::Kind::LastTurns:
        return Tr::tr("last %1 turns").arg(strategy.n);
    case HistoryStrategy::Kind::TokenBudget:
        return Tr::tr("history within %1 tokens").arg(strategy.n);
    case HistoryStrategy::Kind::Summary:
        return Tr::tr("summary every %1 turns").arg(strategy.n);
    }
    return QString::fromStdString(name);
}

QStringList toolTurnStageLabels()
{
    return {Tr::tr("first tool-call delta"), Tr::tr("rest of the call"), Tr::tr("hand-over"), Tr::tr("tool"),
            Tr::tr("to the follow-up"), Tr::tr("follow-up TTFT")};
}

QString toolTurnsText(const ConversationStats::ToolTurns &tools)
{
    QString line = Tr::tr("tool-call turns: %1 sent, %2 called a tool, %3 answered").arg(tools.turns).arg(tools.called).arg(tools.answered);
    if (!tools.firstAnswerP50)
        return line;
    line += Tr::tr("; to the first answer p50 %1 ms, p95 %2 ms")
                .arg(fixedOr(tools.firstAnswerP50, 1, u"–"), fixedOr(tools.firstAnswerP95, 1, u"–"));
    const QStringList labels = toolTurnStageLabels();
    const auto stages = tools.stageP50s();
    QStringList parts;
    for (std::size_t i = 0; i < stages.size(); ++i)
        parts << Tr::tr("%1 %2 ms").arg(labels[qsizetype(i)], fixedOr(stages[i], 1, u"–"));
    return line + Tr::tr("; medians: %1").arg(parts.join(QStringLiteral(", ")));
}

QString conversationVerdict(const ConversationStats &stats)
{
    if (stats.withinSloThroughTurn >= stats.plannedTurns)
        return Tr::tr("TTFT P95 within %1 ms at every turn").arg(stats.sloTtftP95Ms, 0, 'f', 0);
    if (stats.withinSloThroughTurn > 0)
        return Tr::tr("TTFT P95 within %1 ms through turn %2 of %3")
            .arg(stats.sloTtftP95Ms, 0, 'f', 0)
            .arg(stats.withinSloThroughTurn)
            .arg(stats.plannedTurns);
    return Tr::tr("TTFT P95 over %1 ms from the first turn").arg(stats.sloTtftP95Ms, 0, 'f', 0);
}

QString requestLine(const RequestRecord &record)
{
    const QString tag = record.warmup ? Tr::tr("warm-up") : Tr::tr("request");
    const QString who = QString::fromStdString(record.provider + (record.cell == "seq" ? std::string() : " " + record.cell));
    if (record.failed()) {
        return Tr::tr("%1 #%2 %3  FAILED %4: %5")
            .arg(tag)
            .arg(record.index + 1)
            .arg(who, QString::fromUtf8(errorClassName(record.errorClass)), QString::fromStdString(record.errorMessage));
    }
    QString line = Tr::tr("%1 #%2 %3  TTFT %4 ms  E2E %5 ms  tokens %6")
                       .arg(tag)
                       .arg(record.index + 1)
                       .arg(who, fixedOr(record.ttftMs(), 1, u"-"), fixedOr(record.e2eMs(), 1, u"-"))
                       .arg(record.outputTokens ? QString::number(*record.outputTokens) : QStringLiteral("-"));
    // Voice pipeline: the first sound through each TTS endpoint, or why there was none.
    for (const TtsLeg &leg : record.tts) {
        const std::optional<PipelineStages> stages = pipelineStages(record, leg);
        line += leg.failed() ? Tr::tr("  %1 FAILED %2: %3")
                                   .arg(QString::fromStdString(leg.tts), QString::fromUtf8(errorClassName(leg.errorClass)),
                                        QString::fromStdString(leg.errorMessage))
                             : Tr::tr("  first sound (%1) %2 ms")
                                   .arg(QString::fromStdString(leg.tts),
                                        fixedOr(stages ? std::optional(stages->firstSoundMs) : std::nullopt, 1, u"-"));
    }
    return line;
}

QString capacityPlanText(const RunDescription &run)
{
    const CapacityPlan &plan = *run.capacity;
    QStringList limits;
    for (const CapacityPlan::Limit &limit : effectiveLimits(plan))
        limits << capacityLimitLabel(limit);
    return Tr::tr("Capacity search for %1: %2 from %3 up to %4, %5 s a level × %6; passes when %7, errors ≤ %8 %, throttled ≤ %9 %")
        .arg(QString::fromStdString(run.providers.front().name),
             plan.axis == CapacityPlan::Axis::Rate ? Tr::tr("arrival rate") : Tr::tr("concurrency"),
             capacityLevelText(plan.axis, plan.start), capacityLevelText(plan.axis, plan.max))
        .arg(plan.pointDurationS)
        .arg(plan.repeats)
        .arg(limits.join(plan.any ? Tr::tr(" or ") : Tr::tr(", ")))
        .arg(plan.maxErrorRate * 100.0)
        .arg(plan.maxThrottleRate * 100.0);
}

QString probePlanText(const RunDescription &run)
{
    const ProbePlan &plan = *run.probe;
    return Tr::tr("Probing %1 every %2 for %3: %4 probes. Ctrl+C stops; what ran is kept.")
        .arg(QString::fromStdString(run.providers.front().name) + (run.providers.size() > 1 ? QStringLiteral(", …") : QString()),
             durationWords(plan.everyS), durationWords(plan.forS))
        .arg(plan.expectedProbes());
}

QString probeReportText(const ProbeReport &probe)
{
    if (probe.missed)
        return Tr::tr("Probe %1 of %2 missed: the one before ran past its time").arg(probe.probe + 1).arg(probe.count);
    return Tr::tr("Probe %1 of %2 at %3: %4 requests, %5 failed, TTFT median %6 ms")
        .arg(probe.probe + 1)
        .arg(probe.count)
        .arg(QDateTime::currentDateTime().toString(QStringLiteral("HH:mm:ss")))
        .arg(probe.measured)
        .arg(probe.failed)
        .arg(fixedOr(probe.ttftMedianMs, 1, u"-"));
}

} // namespace ttft
