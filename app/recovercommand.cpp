// `ttft-bench recover JOURNAL -o SESSION`: a session file rebuilt from a run's journal.
#include "base/i18n.h"
#include "benchcommands.h"
#include "clisupport.h"
#include "store/session.h"

#include <QCommandLineParser>
#include <QFileInfo>

#include <cstdio>

namespace ttft {

int recoverCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("Rebuild a session file from a run's journal (after a crash or a kill)."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption outOption({QStringLiteral("o"), QStringLiteral("output")},
                                       Tr::tr("The session file to write (*.ttft.json)."), QStringLiteral("SESSION"));
    const QCommandLineOption forceOption(QStringLiteral("force"), Tr::tr("Replace SESSION if it exists."));
    parser.addOptions({outOption, forceOption});
    parser.addPositionalArgument(QStringLiteral("JOURNAL"), Tr::tr("The run's journal (run.ttft.jsonl)."));
    if (!parser.parse(arguments)) {
        printLine(stderr, Tr::tr("ttft-bench recover: %1").arg(parser.errorText()));
        return 2;
    }
    if (parser.isSet(helpOption)) {
        std::fputs(qPrintable(parser.helpText().replace(QStringLiteral("[options]"), QStringLiteral("recover [options]"))), stdout);
        return 0;
    }
    if (parser.positionalArguments().size() != 1 || !parser.isSet(outOption)) {
        printLine(stderr, Tr::tr("ttft-bench recover: usage: ttft-bench recover JOURNAL -o SESSION"));
        return 2;
    }
    const QString journalPath = parser.positionalArguments().constFirst();
    const QString sessionPath = parser.value(outOption);
    if (const QString input = overwrittenInput(sessionPath, QStringList{journalPath}); !input.isEmpty()) {
        printLine(stderr, Tr::tr("ttft-bench recover: %1 is one of the inputs; nothing was changed (write elsewhere)").arg(input));
        return 1;
    }
    if (QFileInfo::exists(sessionPath) && !parser.isSet(forceOption)) {
        printLine(stderr, Tr::tr("ttft-bench recover: %1 exists; nothing was changed (use --force to replace it)").arg(sessionPath));
        return 1;
    }

    Session session;
    QString error;
    std::int64_t skipped = 0;
    QString firstSkipped;
    if (!recoverSessionFromJournal(journalPath, session, &error, &skipped, &firstSkipped)) {
        printLine(stderr, Tr::tr("ttft-bench recover: %1").arg(error));
        return 1;
    }
    if (!writeSessionFile(sessionPath, session, &error)) {
        printLine(stderr, Tr::tr("ttft-bench recover: cannot write %1: %2").arg(sessionPath, error));
        return 1;
    }
    std::int64_t warmup = 0;
    for (const RequestRecord &record : session.records)
        warmup += record.warmup ? 1 : 0;
    printLine(stdout, Tr::tr("Recovered %1 requests (%2 warm-up) into %3; %4 damaged line(s) skipped.")
                          .arg(session.records.size())
                          .arg(warmup)
                          .arg(sessionPath)
                          .arg(skipped));
    if (!firstSkipped.isEmpty())
        printLine(stderr, Tr::tr("ttft-bench recover: the first skipped is %1").arg(firstSkipped));
    return 0;
}

} // namespace ttft
