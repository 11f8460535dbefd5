// `ttft-bench merge-shards DIR|SESSION… -o MERGED.ttft.json [--summary FILE] [--wait SECONDS]`:
// the shards of one run (`run --shard I/N`) as that one run (store/shardmerge.h).
#include "base/figuretext.h"
#include "base/i18n.h"
#include "base/printabletext.h"
#include "benchcommands.h"
#include "clisupport.h"
#include "model/jsonfields.h"
#include "results/resultstext.h"
#include "results/runresults.h"
#include "store/session.h"
#include "store/shardmerge.h"
#include "store/summarywriter.h"

#include <QCommandLineParser>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QThread>

#include <cstdio>
#include <set>

namespace ttft {

namespace {

// The session files the inputs name: a file as it is, a directory's shard-*/run.ttft.json (as
// `run --shard I/N --out DIR` lays them out) and its own run.ttft.json.
QStringList sessionFiles(const QStringList &inputs)
{
    QStringList files;
    for (const QString &input : inputs) {
        const QFileInfo info(input);
        if (!info.isDir()) {
            files << input;
            continue;
        }
        const QDir dir(input);
        for (const QString &sub : dir.entryList({QStringLiteral("shard-*")}, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            const QString session = QDir(dir.filePath(sub)).filePath(QStringLiteral("run.ttft.json"));
            if (QFileInfo::exists(session))
                files << session;
        }
        if (QFileInfo::exists(dir.filePath(QStringLiteral("run.ttft.json"))))
            files << dir.filePath(QStringLiteral("run.ttft.json"));
    }
    return files;
}

// The shard counts and indexes the files' heads declare (the first line only, cheap to read
// again while waiting); a file whose head cannot be read counts as not there yet.
std::set<int> shardIndexes(const QStringList &files, int &count)
{
    std::set<int> indexes;
    count = 0;
    for (const QString &path : files) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QByteArray line = file.readLine(16 * 1024 * 1024).trimmed();
        const nlohmann::json head = sessionHeadFromFirstLine(std::string_view(line.constData(), std::size_t(line.size())));
        if (!head.is_object() || !head.contains("run"))
            continue;
        std::string ignored;
        const RunDescription run = runDescriptionFromJson(head["run"], &ignored);
        if (!run.plan.shard.sharded())
            continue;
        count = std::max(count, run.plan.shard.count);
        indexes.insert(run.plan.shard.index);
    }
    return indexes;
}


} // namespace

int mergeShardsCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Merge the shards of one run (run --shard I/N) into that one run: every request of every shard, on one time "
               "line, its figures computed again from them."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption outOption({QStringLiteral("o"), QStringLiteral("output")},
                                       Tr::tr("The merged session file to write (*.ttft.json)."), QStringLiteral("SESSION"));
    const QCommandLineOption summaryOption(QStringLiteral("summary"), Tr::tr("Also write the merged run's summary.json here."),
                                           QStringLiteral("FILE"));
    const QCommandLineOption waitOption(QStringLiteral("wait"),
                                        Tr::tr("Wait up to this many seconds for every shard's session to be there (a merge Job "
                                               "started with the shards)."),
                                        QStringLiteral("SECONDS"));
    const QCommandLineOption forceOption(QStringLiteral("force"), Tr::tr("Replace the output files if they exist."));
    parser.addOptions({outOption, summaryOption, waitOption, forceOption});
    parser.addPositionalArgument(QStringLiteral("INPUTS"),
                                 Tr::tr("The shards' session files, or directories holding shard-*/run.ttft.json (run --shard --out DIR)."),
                                 QStringLiteral("DIR|SESSION…"));
    if (!parser.parse(arguments)) {
        printLine(stderr, Tr::tr("ttft-bench merge-shards: %1").arg(parser.errorText()));
        return 2;
    }
    if (parser.isSet(helpOption)) {
        std::fputs(qPrintable(parser.helpText().replace(QStringLiteral("[options]"), QStringLiteral("merge-shards [options]"))), stdout);
        return 0;
    }
    const QStringList inputs = parser.positionalArguments();
    if (inputs.isEmpty() || !parser.isSet(outOption)) {
        printLine(stderr, Tr::tr("ttft-bench merge-shards: usage: ttft-bench merge-shards DIR|SESSION… -o MERGED.ttft.json "
                                 "[--summary summary.json] [--wait SECONDS]"));
        return 2;
    }
    double waitS = 0;
    if (parser.isSet(waitOption)) {
        bool ok = false;
        waitS = parser.value(waitOption).toDouble(&ok);
        if (!ok || waitS < 0 || waitS > 7 * 24 * 3600) {
            printLine(stderr, Tr::tr("ttft-bench merge-shards: --wait takes a number of seconds"));
            return 2;
        }
    }
    QStringList outputs{parser.value(outOption)};
    if (parser.isSet(summaryOption))
        outputs << parser.value(summaryOption);
    for (const QString &output : outputs) {
        if (QFileInfo::exists(output) && !parser.isSet(forceOption)) {
            printLine(stderr, Tr::tr("ttft-bench merge-shards: %1 exists; nothing was changed (use --force to replace it)").arg(output));
            return 1;
        }
    }

    // Waiting: a shard's session appears whole when it ends (written atomically).
    installStopSignals();
    QStringList files = sessionFiles(inputs);
    QDeadlineTimer deadline(qint64(waitS * 1000));
    int count = 0;
    std::set<int> present = shardIndexes(files, count);
    bool announced = false;
    while (waitS > 0 && (count == 0 || int(present.size()) < count) && !deadline.hasExpired() && !g_stopRequested) {
        if (!announced) {
            printLine(stderr, Tr::tr("Waiting up to %1 s for the shards' sessions (%2 of %3 there)")
                                  .arg(waitS)
                                  .arg(present.size())
                                  .arg(count > 0 ? QString::number(count) : QStringLiteral("?")));
            announced = true;
        }
        QThread::msleep(500);
        files = sessionFiles(inputs);
        present = shardIndexes(files, count);
    }
    if (files.isEmpty()) {
        printLine(stderr, Tr::tr("ttft-bench merge-shards: no session file in %1").arg(inputs.join(QStringLiteral(", "))));
        return 1;
    }
    for (const QString &output : outputs) {
        if (const QString input = overwrittenInput(output, files); !input.isEmpty()) {
            printLine(stderr, Tr::tr("ttft-bench merge-shards: %1 is one of the inputs; nothing was changed (write elsewhere)").arg(input));
            return 1;
        }
    }

    std::vector<Session> parts(std::size_t(files.size()));
    for (qsizetype i = 0; i < files.size(); ++i) {
        QString error;
        if (!readSessionFile(files.at(i), parts[std::size_t(i)], &error)) {
            printLine(stderr, Tr::tr("ttft-bench merge-shards: %1 Nothing was merged.").arg(error));
            return 1;
        }
    }
    Session merged;
    QString error;
    QStringList notes;
    if (!mergeShards(parts, files, merged, &error, &notes)) {
        printLine(stderr, Tr::tr("ttft-bench merge-shards: %1. Nothing was merged.").arg(error));
        return 1;
    }
    for (const QString &note : notes)
        printLine(stderr, Tr::tr("Warning: %1").arg(note));
    if (!writeSessionFile(parser.value(outOption), merged, &error)) {
        printLine(stderr, Tr::tr("ttft-bench merge-shards: cannot write %1: %2").arg(parser.value(outOption), error));
        return 1;
    }
    const RunResults results = computeResults(merged);
    if (parser.isSet(summaryOption) && !writeJsonFileAtomically(parser.value(summaryOption), toJson(results), &error)) {
        printLine(stderr, Tr::tr("ttft-bench merge-shards: cannot write %1: %2").arg(parser.value(summaryOption), error));
        return 1;
    }
    std::fputs(qPrintable(resultsText(results)), stdout);
    printLine(stdout, Tr::tr("Merged %1 requests from %2 shards into %3:").arg(merged.records.size()).arg(parts.size()).arg(parser.value(outOption)));
    // The entries come from the shards' files (read tolerantly, model/duringrun.h), printed escaped.
    for (const ShardEntry &shard : merged.duringRun.shards) {
        const QString offset = shard.clock.offsetMs ? Tr::tr("clock %1 ms ± %2")
                                                          .arg(signedMs(*shard.clock.offsetMs, 3),
                                                               QString::number(shard.clock.uncertaintyMs.value_or(0), 'f', 3))
                                                    : Tr::tr("clock offset unknown");
        printLine(stdout, Tr::tr("  shard %1/%2 on %3: %4 requests, %5, placed by %6 (shifted %7 ms)")
                              .arg(shard.index)
                              .arg(shard.count)
                              .arg(QString::fromStdString(printableText(shard.host)))
                              .arg(shard.records.value_or(0))
                              .arg(offset, QString::fromStdString(printableText(shard.placement.value_or(std::string()))),
                                   signedMs(shard.shiftMs.value_or(0.0), 3)));
    }
    return 0;
}

} // namespace ttft
