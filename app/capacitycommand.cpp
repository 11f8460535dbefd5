// `ttft-bench capacity [provider, workload, lab and output options of run] [--search concurrency|rate]
// [--start N] [--max N] [--resolution N] [--point-duration S] [--repeat R] [--slo LIST] [--slo-any]
// [--slo-error-rate R] [--slo-throttle-rate R]`: the highest load at which one provider meets its SLOs.
#include "base/i18n.h"
#include "benchcommands.h"
#include "clisupport.h"
#include "runsetup.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

#include <cmath>
#include <cstdio>

namespace ttft {

namespace {

int capacityUsageError(const QString &reason)
{
    printLine(stderr, Tr::tr("ttft-bench capacity: %1").arg(reason));
    return 2;
}

} // namespace

int capacityCommand(const QStringList &arguments)
{
    // The search's own options are taken out first; the rest are run's (providers, workload, lab,
    // keys, outputs), parsed by run's parser. The load plan is the search's: run's plan options
    // would be silently replaced, so they are refused.
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Find the highest load (concurrent users, or arrivals a second) at which one provider meets its SLOs: the load "
               "doubles until a level fails, then bisects; each level is judged only on its steady window. Takes run's "
               "provider, workload, lab and output options."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption search(QStringLiteral("search"), Tr::tr("What to raise: concurrency (closed-loop users, default) or rate (open-loop arrivals a second)."), QStringLiteral("concurrency|rate"));
    const QCommandLineOption start(QStringLiteral("start"), Tr::tr("The first level (default 1)."), QStringLiteral("N"));
    const QCommandLineOption max(QStringLiteral("max"), Tr::tr("The highest level tried (default 256 users, or 100 a second)."), QStringLiteral("N"));
    const QCommandLineOption resolution(QStringLiteral("resolution"), Tr::tr("Stop bisecting when the bracket is this narrow (default 1 user, or a tenth of the start rate)."), QStringLiteral("N"));
    const QCommandLineOption pointDuration(QStringLiteral("point-duration"), Tr::tr("Seconds each level is measured, per repeat (default 20)."), QStringLiteral("SECONDS"));
    const QCommandLineOption slo(QStringLiteral("slo"), Tr::tr("Latency SLOs, METRIC-STATISTIC=MS comma-separated (ttft-p95=800,ttfs-p95=700), or 'voice' (the default: TTFT mean ≤ 500, P95 ≤ 800, P99 ≤ 1000 ms)."), QStringLiteral("LIST"));
    const QCommandLineOption sloAny(QStringLiteral("slo-any"), Tr::tr("A level passes when any one latency SLO holds (default: all of them)."));
    const QCommandLineOption sloErrorRate(QStringLiteral("slo-error-rate"), Tr::tr("Failures allowed per level, a share of its requests (default 1%)."), QStringLiteral("RATE"));
    const QCommandLineOption sloThrottleRate(QStringLiteral("slo-throttle-rate"), Tr::tr("Throttled answers (429) allowed per level (default 5%)."), QStringLiteral("RATE"));
    const QList<QCommandLineOption> own{search, start, max, resolution, pointDuration, slo, sloAny, sloErrorRate, sloThrottleRate};
    parser.addOptions(own);
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
    // Every other word goes on to run's parser: split the arguments by the options this one knows.
    QStringList mine{arguments.value(0)}, rest{arguments.value(0)};
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &word = arguments.at(i);
        const QString name = word.startsWith(QLatin1String("--")) ? word.mid(2).section(QLatin1Char('='), 0, 0) : QString();
        const auto option = std::find_if(own.begin(), own.end(), [&](const QCommandLineOption &o) { return o.names().contains(name); });
        if (word == QLatin1String("--help") || word == QLatin1String("-h")) {
            mine << word;
        } else if (option != own.end()) {
            mine << word;
            if (!option->valueName().isEmpty() && !word.contains(QLatin1Char('=')) && i + 1 < arguments.size())
                mine << arguments.at(++i);
        } else {
            rest << word;
        }
    }
    if (!parser.parse(mine))
        return capacityUsageError(parser.errorText());
    if (parser.isSet(helpOption)) {
        std::fputs(qPrintable(parser.helpText().replace(QStringLiteral("[options]"), QStringLiteral("capacity [options] [run options]"))), stdout);
        printLine(stdout, Tr::tr("\nAlso every provider, workload, lab and output option of 'ttft-bench run' (one provider); not its plan options."));
        return 0;
    }
    for (const QString &word : rest) {
        for (const char *planOption : {"--concurrency", "--rate", "--duration", "--requests", "--rounds", "--ramp-up", "--plan", "--ready"}) {
            if (word == QLatin1String(planOption) || word.startsWith(QLatin1String(planOption) + QLatin1Char('=')))
                return capacityUsageError(Tr::tr("%1 is a plan option of run; the search makes its own plan (see --help)").arg(QLatin1String(planOption)));
        }
    }

    CapacityPlan plan;
    if (parser.isSet(search) && !capacityAxisFromName(parser.value(search).toStdString(), plan.axis))
        return capacityUsageError(Tr::tr("--search must be concurrency or rate"));
    const bool rate = plan.axis == CapacityPlan::Axis::Rate;
    plan.max = rate ? 100 : 256;
    const auto number = [&](const QCommandLineOption &option, double &field) {
        if (!parser.isSet(option))
            return true;
        bool ok = false;
        const double value = parser.value(option).toDouble(&ok);
        if (!ok || !std::isfinite(value) || value <= 0)
            return false;
        field = value;
        return true;
    };
    if (!number(start, plan.start) || !number(max, plan.max) || !number(pointDuration, plan.pointDurationS))
        return capacityUsageError(Tr::tr("--start, --max and --point-duration take positive numbers"));
    plan.resolution = rate ? plan.start / 10.0 : 1.0;
    if (!number(resolution, plan.resolution))
        return capacityUsageError(Tr::tr("--resolution takes a positive number"));
    if (parser.isSet(slo) && parser.value(slo) != QLatin1String("voice")) {
        std::string error;
        plan.limits = capacityLimitsFromText(parser.value(slo).toStdString(), &error);
        if (plan.limits.empty())
            return capacityUsageError(Tr::tr("--slo: %1").arg(QString::fromStdString(error)));
    }
    plan.any = parser.isSet(sloAny);
    for (const auto &[option, field] : {std::pair{&sloErrorRate, &plan.maxErrorRate}, std::pair{&sloThrottleRate, &plan.maxThrottleRate}}) {
        if (!parser.isSet(*option))
            continue;
        const std::optional<double> share = parseShare(parser.value(*option));
        if (!share)
            return capacityUsageError(Tr::tr("--%1 takes a fraction from 0 to 1, or a percentage (1%)").arg(option->names().constFirst()));
        *field = *share;
    }

    RunSetup setup;
    QString error, help;
    if (!parseRunArguments(rest, setup, error, help))
        return capacityUsageError(error);
    if (setup.description.providers.size() != 1)
        return capacityUsageError(Tr::tr("the search measures one provider; %1 were given (name one model)").arg(setup.description.providers.size()));
    plan.repeats = setup.description.plan.repeats;
    if (const std::string problem = validateCapacityPlan(plan); !problem.empty())
        return capacityUsageError(QString::fromStdString(problem));
    setup.description.capacity = plan;
    printSetupNotes(setup);
    return runWithSetup(setup);
}

} // namespace ttft
