// `ttft-bench compare BASELINE CANDIDATE [--metric ttft] [--fail-on-regression 10%|50ms] [--force]
// [--json FILE]`: two runs of the same plan, provider by provider and cell by cell, with bootstrap
// intervals of each percentile's difference, and an exit status a CI job can gate on.
#include "base/i18n.h"
#include "benchcommands.h"
#include "clisupport.h"
#include "model/rundescription.h"
#include "stats/runcomparison.h"
#include "store/session.h"
#include "store/summarywriter.h"

#include <QCommandLineParser>

#include <nlohmann/json.hpp>

#include <cstdio>

namespace ttft {

namespace {

// The exit status when --fail-on-regression found one: apart from 1 (a file could not be read)
// and 2 (wrong arguments, or runs of different plans), so a CI job can tell them apart.
constexpr int kRegressionExit = 3;

} // namespace

int compareCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Compare two runs of the same plan (a baseline and a candidate): per provider and cell, each percentile's "
               "difference with its 95 % bootstrap interval, and regressions marked. With --fail-on-regression the exit "
               "status is 3 when the candidate is slower beyond the threshold."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption metricOption(QStringLiteral("metric"), Tr::tr("The metric: ttft (default), ttfs, tpot or e2e."),
                                          QStringLiteral("M"));
    const QCommandLineOption failOption(QStringLiteral("fail-on-regression"),
                                        Tr::tr("Exit with status 3 when a percentile is significantly slower by at least this: "
                                               "a share of the baseline (10%) or milliseconds (50ms)."),
                                        QStringLiteral("THRESHOLD"));
    const QCommandLineOption forceOption(QStringLiteral("force"), Tr::tr("Compare runs of different plans anyway."));
    const QCommandLineOption jsonOption(QStringLiteral("json"), Tr::tr("Also write the comparison as JSON to FILE."),
                                        QStringLiteral("FILE"));
    parser.addOptions({metricOption, failOption, forceOption, jsonOption});
    parser.addPositionalArgument(QStringLiteral("BASELINE"), Tr::tr("The earlier (reference) session file."));
    parser.addPositionalArgument(QStringLiteral("CANDIDATE"), Tr::tr("The session file to judge against it."));
    if (!parser.parse(arguments)) {
        printLine(stderr, Tr::tr("ttft-bench compare: %1").arg(parser.errorText()));
        return 2;
    }
    if (parser.isSet(helpOption)) {
        std::fputs(qPrintable(parser.helpText().replace(QStringLiteral("[options]"), QStringLiteral("compare [options]"))), stdout);
        return 0;
    }
    const QStringList inputs = parser.positionalArguments();
    if (inputs.size() != 2) {
        printLine(stderr, Tr::tr("ttft-bench compare: usage: ttft-bench compare BASELINE.ttft.json CANDIDATE.ttft.json "
                                 "[--metric ttft] [--fail-on-regression 10%|50ms] [--force] [--json FILE]"));
        return 2;
    }
    Metric metric = Metric::Ttft;
    if (parser.isSet(metricOption) && !metricFromKey(parser.value(metricOption).toLower().toStdString(), metric)) {
        printLine(stderr, Tr::tr("ttft-bench compare: unknown --metric '%1' (ttft, ttfs, tpot or e2e)").arg(parser.value(metricOption)));
        return 2;
    }
    RegressionThreshold threshold;
    if (parser.isSet(failOption)) {
        const std::optional<RegressionThreshold> parsed = regressionThresholdFromText(parser.value(failOption));
        if (!parsed) {
            printLine(stderr, Tr::tr("ttft-bench compare: --fail-on-regression takes a share (10%) or milliseconds (50ms)"));
            return 2;
        }
        threshold = *parsed;
    }
    const QString jsonPath = parser.value(jsonOption);
    if (!jsonPath.isEmpty()) {
        if (const QString input = overwrittenInput(jsonPath, inputs); !input.isEmpty()) {
            printLine(stderr, Tr::tr("ttft-bench compare: %1 is one of the inputs; nothing was written (write elsewhere)").arg(input));
            return 1;
        }
    }

    Session baseline, candidate;
    for (const auto &[path, session] : {std::pair{inputs.at(0), &baseline}, std::pair{inputs.at(1), &candidate}}) {
        QString error;
        if (!readSessionFile(path, *session, &error)) {
            printLine(stderr, Tr::tr("ttft-bench compare: %1 Nothing was compared.").arg(error));
            return 1;
        }
    }
    if (const std::string difference = planDifference(baseline.run, candidate.run); !difference.empty()) {
        if (!parser.isSet(forceOption)) {
            printLine(stderr, Tr::tr("ttft-bench compare: the two runs measured different things (%1); compare them "
                                     "anyway with --force")
                                  .arg(QString::fromStdString(difference)));
            return 2;
        }
        printLine(stderr, Tr::tr("Note: the two runs measured different things (%1); compared as asked (--force).")
                              .arg(QString::fromStdString(difference)));
    }

    const RunComparison comparison = compareRuns(baseline.records, candidate.records, metric, threshold);
    printLine(stdout, Tr::tr("Baseline %1, candidate %2; %3, differences candidate − baseline:")
                          .arg(inputs.at(0), inputs.at(1), metricName(metric)));
    for (const RunDelta &delta : comparison.deltas) {
        printLine(stdout, QStringLiteral("  ") + describeRunDelta(delta));
        if (delta.candidateErrors != delta.baselineErrors || delta.candidateThrottled != delta.baselineThrottled)
            printLine(stdout, Tr::tr("    errors %1 → %2 (throttled %3 → %4) of %5 → %6 requests")
                                  .arg(delta.baselineErrors)
                                  .arg(delta.candidateErrors)
                                  .arg(delta.baselineThrottled)
                                  .arg(delta.candidateThrottled)
                                  .arg(delta.baselineRequests)
                                  .arg(delta.candidateRequests));
    }
    for (const std::string &group : comparison.onlyInBaseline)
        printLine(stdout, Tr::tr("  only in the baseline: %1").arg(QString::fromStdString(group)));
    for (const std::string &group : comparison.onlyInCandidate)
        printLine(stdout, Tr::tr("  only in the candidate: %1").arg(QString::fromStdString(group)));
    if (comparison.deltas.empty())
        printLine(stdout, Tr::tr("  No provider and cell in common."));

    if (!jsonPath.isEmpty()) {
        QString error;
        if (!writeJsonFileAtomically(jsonPath, toJson(comparison), &error)) {
            printLine(stderr, Tr::tr("ttft-bench compare: cannot write %1: %2").arg(jsonPath, error));
            return 1;
        }
    }
    if (comparison.anyRegression()) {
        printLine(stderr, Tr::tr("Regression: the candidate is significantly slower%1.")
                              .arg(parser.isSet(failOption) ? Tr::tr(" beyond %1").arg(parser.value(failOption)) : QString()));
        if (parser.isSet(failOption))
            return kRegressionExit;
    }
    return 0;
}

} // namespace ttft
