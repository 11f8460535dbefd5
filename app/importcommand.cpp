// `ttft-bench import FILE [--format vllm|guidellm|aiperf] [--label NAME] -o SESSION`: another
// tool's per-request results as a session file, to compare beside our runs.
#include "base/i18n.h"
#include "benchcommands.h"
#include "clisupport.h"
#include "store/foreignimport.h"
#include "store/session.h"

#include <QCommandLineParser>
#include <QFileInfo>

#include <cstdio>
#include <set>

namespace ttft {

int importCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Import another tool's per-request results as a session file: vLLM bench serve (--save-result "
               "--save-detailed JSON), GuideLLM (benchmarks JSON) or AIPerf (profile_export.jsonl)."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption outOption({QStringLiteral("o"), QStringLiteral("output")},
                                       Tr::tr("The session file to write (*.ttft.json)."), QStringLiteral("SESSION"));
    const QCommandLineOption formatOption(QStringLiteral("format"),
                                          Tr::tr("The file's format: vllm, guidellm or aiperf (default: recognised "
                                                 "from the file)."),
                                          QStringLiteral("FORMAT"));
    const QCommandLineOption labelOption(QStringLiteral("label"),
                                         Tr::tr("The provider name of the imported requests (default: the tool and "
                                                "the model, e.g. \"vLLM · llama-3-8b · openai\")."),
                                         QStringLiteral("NAME"));
    const QCommandLineOption forceOption(QStringLiteral("force"), Tr::tr("Replace SESSION if it exists."));
    parser.addOptions({outOption, formatOption, labelOption, forceOption});
    parser.addPositionalArgument(QStringLiteral("FILE"), Tr::tr("The other tool's result file."));
    if (!parser.parse(arguments)) {
        printLine(stderr, Tr::tr("ttft-bench import: %1").arg(parser.errorText()));
        return 2;
    }
    if (parser.isSet(helpOption)) {
        std::fputs(qPrintable(parser.helpText().replace(QStringLiteral("[options]"), QStringLiteral("import [options]"))), stdout);
        return 0;
    }
    if (parser.positionalArguments().size() != 1 || !parser.isSet(outOption)) {
        printLine(stderr, Tr::tr("ttft-bench import: usage: ttft-bench import FILE [--format vllm|guidellm|aiperf] "
                                 "[--label NAME] -o SESSION"));
        return 2;
    }
    ForeignImportOptions options;
    if (parser.isSet(formatOption)) {
        const QString name = parser.value(formatOption).toLower();
        if (!foreignFormatFromName(name.toStdString(), options.format)) {
            printLine(stderr, Tr::tr("ttft-bench import: unknown format '%1' (vllm, guidellm or aiperf)").arg(name));
            return 2;
        }
    }
    options.label = parser.value(labelOption).trimmed().toStdString();
    const QString inputPath = parser.positionalArguments().constFirst();
    const QString sessionPath = parser.value(outOption);
    if (const QString input = overwrittenInput(sessionPath, QStringList{inputPath}); !input.isEmpty()) {
        printLine(stderr, Tr::tr("ttft-bench import: %1 is one of the inputs; nothing was changed (write elsewhere)").arg(input));
        return 1;
    }
    if (QFileInfo::exists(sessionPath) && !parser.isSet(forceOption)) {
        printLine(stderr, Tr::tr("ttft-bench import: %1 exists; nothing was changed (use --force to replace it)").arg(sessionPath));
        return 1;
    }

    Session session;
    QString error;
    ForeignImportReport report;
    if (!importForeignResults(inputPath, options, session, &error, &report)) {
        printLine(stderr, Tr::tr("ttft-bench import: %1").arg(error));
        return 1;
    }
    if (!writeSessionFile(sessionPath, session, &error)) {
        printLine(stderr, Tr::tr("ttft-bench import: cannot write %1: %2").arg(sessionPath, error));
        return 1;
    }
    std::int64_t failed = 0;
    std::int64_t warmup = 0;
    std::set<std::string> providers;
    for (const RequestRecord &record : session.records) {
        failed += record.failed() ? 1 : 0;
        warmup += record.warmup ? 1 : 0;
        providers.insert(record.provider);
    }
    QStringList names;
    for (const std::string &provider : providers)
        names << QStringLiteral("\"%1\"").arg(QString::fromStdString(provider));
    printLine(stdout, Tr::tr("Imported %1 requests (%2 failed, %3 warm-up) from %4 (%5) into %6 as %7.")
                          .arg(session.records.size())
                          .arg(failed)
                          .arg(warmup)
                          .arg(inputPath, foreignFormatTitle(report.format), sessionPath, names.join(QStringLiteral(", "))));
    if (report.skipped > 0)
        printLine(stdout, Tr::tr("%1 damaged or unreadable entries were skipped.").arg(report.skipped));
    return 0;
}

} // namespace ttft
