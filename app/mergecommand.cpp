// `ttft-bench merge A.ttft.json B.ttft.json … -o C.ttft.json [--label-by run|host|note]`: runs
// from several machines (or imported from other tools) as one session to compare side by side.
#include "base/i18n.h"
#include "benchcommands.h"
#include "clisupport.h"
#include "store/session.h"
#include "store/sessionmerge.h"

#include <QCommandLineParser>
#include <QFileInfo>

#include <cstdio>
#include <set>

namespace ttft {

int mergeCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Merge session files (ours or imported) into one, each run's providers named \"provider · label\" so "
               "the runs stay apart in the compare views."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption outOption({QStringLiteral("o"), QStringLiteral("output")},
                                       Tr::tr("The merged session file to write (*.ttft.json)."), QStringLiteral("SESSION"));
    const QCommandLineOption labelByOption(QStringLiteral("label-by"),
                                           Tr::tr("What labels each run: run (its start time), host, note or location (default: "
                                                  "the first of location, host, note, start time that tells all runs apart)."),
                                           QStringLiteral("run|host|note|location"));
    const QCommandLineOption forceOption(QStringLiteral("force"), Tr::tr("Replace SESSION if it exists."));
    parser.addOptions({outOption, labelByOption, forceOption});
    parser.addPositionalArgument(QStringLiteral("SESSIONS"), Tr::tr("Two or more session files (*.ttft.json)."),
                                 QStringLiteral("A.ttft.json B.ttft.json …"));
    if (!parser.parse(arguments)) {
        printLine(stderr, Tr::tr("ttft-bench merge: %1").arg(parser.errorText()));
        return 2;
    }
    if (parser.isSet(helpOption)) {
        std::fputs(qPrintable(parser.helpText().replace(QStringLiteral("[options]"), QStringLiteral("merge [options]"))), stdout);
        return 0;
    }
    const QStringList inputs = parser.positionalArguments();
    if (inputs.size() < 2 || !parser.isSet(outOption)) {
        printLine(stderr, Tr::tr("ttft-bench merge: usage: ttft-bench merge A.ttft.json B.ttft.json … -o C.ttft.json "
                                 "[--label-by run|host|note|location]"));
        return 2;
    }
    MergeLabelBy labelBy = MergeLabelBy::Auto;
    if (parser.isSet(labelByOption)) {
        const QString name = parser.value(labelByOption).toLower();
        if (!mergeLabelByFromName(name.toStdString(), labelBy) || labelBy == MergeLabelBy::Auto) {
            printLine(stderr, Tr::tr("ttft-bench merge: unknown --label-by '%1' (run, host, note or location)").arg(name));
            return 2;
        }
    }
    const QString outputPath = parser.value(outOption);
    if (const QString input = overwrittenInput(outputPath, inputs); !input.isEmpty()) {
        printLine(stderr, Tr::tr("ttft-bench merge: %1 is one of the inputs; nothing was changed (write elsewhere)").arg(input));
        return 1;
    }
    if (QFileInfo::exists(outputPath) && !parser.isSet(forceOption)) {
        printLine(stderr, Tr::tr("ttft-bench merge: %1 exists; nothing was changed (use --force to replace it)").arg(outputPath));
        return 1;
    }

    std::vector<Session> parts(std::size_t(inputs.size()));
    for (qsizetype i = 0; i < inputs.size(); ++i) {
        QString error;
        if (!readSessionFile(inputs.at(i), parts[std::size_t(i)], &error)) {
            printLine(stderr, Tr::tr("ttft-bench merge: %1 Nothing was merged.").arg(error));
            return 1;
        }
    }
    const std::vector<std::string> labels = mergeLabels(parts, labelBy);
    const Session merged = mergeSessions(parts, labelBy, labels);
    QString error;
    if (!writeSessionFile(outputPath, merged, &error)) {
        printLine(stderr, Tr::tr("ttft-bench merge: cannot write %1: %2").arg(outputPath, error));
        return 1;
    }
    printLine(stdout, Tr::tr("Merged %1 requests from %2 sessions into %3:").arg(merged.records.size()).arg(parts.size()).arg(outputPath));
    for (std::size_t i = 0; i < parts.size(); ++i) {
        std::set<std::string> providers;
        for (const RequestRecord &record : parts[i].records)
            providers.insert(record.provider);
        QStringList names;
        for (const std::string &provider : providers)
            names << QString::fromStdString(provider + " · " + labels[i]);
        printLine(stdout, Tr::tr("  %1: %2 requests from %3 (%4)")
                              .arg(QString::fromStdString(labels[i]))
                              .arg(parts[i].records.size())
                              .arg(inputs.at(qsizetype(i)), names.join(QStringLiteral(", "))));
    }
    return 0;
}

} // namespace ttft
