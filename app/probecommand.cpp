// `ttft-bench probe --every 10m --for 24h --out DIR [run options]`: a small run again at every
// interval, every probe's requests in one session, and TTFT by hour of the day.
#include "base/i18n.h"
#include "benchcommands.h"
#include "clisupport.h"
#include "runsetup.h"

#include <QDateTime>

#include <cstdio>

namespace ttft {

namespace {

int probeUsageError(const QString &reason)
{
    printLine(stderr, Tr::tr("ttft-bench probe: %1").arg(reason));
    return 2;
}

} // namespace

int probeCommand(const QStringList &arguments)
{
    // --every and --for are the command's own; the rest are run's options (providers, workload,
    // plan, lab, outputs). Without plan options each probe is small: 1 warm-up and 5 requests.
    QString every, forWhat;
    bool planGiven = false;
    QStringList rest{arguments.value(0)};
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &word = arguments.at(i);
        if (word == QLatin1String("--help") || word == QLatin1String("-h")) {
            printLine(stdout, Tr::tr("Usage: ttft-bench probe --every INTERVAL --for DURATION --out DIR [run options]\n\n"
                                     "Runs the plan again every INTERVAL (30s, 10m, 1h) for DURATION (2h, 1d), every probe's requests\n"
                                     "in one session in DIR, then TTFT by hour of the day (the peak and quiet hours), and which probes\n"
                                     "were missed. Without plan options a probe is 1 warm-up and 5 requests, one at a time. Takes every\n"
                                     "option of 'ttft-bench run'; Ctrl+C stops, and what ran is kept."));
            return 0;
        }
        QString *target = word == QLatin1String("--every") ? &every : word == QLatin1String("--for") ? &forWhat : nullptr;
        if (target && i + 1 < arguments.size()) {
            *target = arguments.at(++i);
            continue;
        }
        for (const char *planOption : {"--rounds", "--warmup", "--concurrency", "--rate", "--duration", "--requests", "--plan", "--ready"})
            planGiven = planGiven || word == QLatin1String(planOption) || word.startsWith(QLatin1String(planOption) + QLatin1Char('='));
        rest << word;
    }
    ProbePlan plan;
    plan.everyS = durationSecondsFromText(every.toStdString());
    plan.forS = durationSecondsFromText(forWhat.toStdString());
    if (plan.everyS <= 0 || plan.forS <= 0)
        return probeUsageError(Tr::tr("--every and --for take durations such as 30s, 10m, 2h or 1d"));
    if (plan.forS < plan.everyS)
        return probeUsageError(Tr::tr("--for must be at least --every"));
    plan.utcOffsetMinutes = QDateTime::currentDateTime().offsetFromUtc() / 60;

    RunSetup setup;
    QString error, help;
    if (!parseRunArguments(rest, setup, error, help))
        return probeUsageError(error);
    if (setup.outDir.isEmpty())
        return probeUsageError(Tr::tr("--out DIR is needed: probes over hours keep their requests on disk as they go"));
    if (!planGiven) {
        setup.description.plan = sequentialPlan(1, 5);
        setup.description.plan.seed = 1;
    }
    setup.description.probe = plan;
    printSetupNotes(setup);
    return runWithSetup(setup);
}

} // namespace ttft
