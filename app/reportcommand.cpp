// `ttft-bench report SESSION [--html FILE] [--pdf FILE] [--csv FILE] [--json FILE] [--markdown]`:
// a saved run as the report the workbench exports (self-contained HTML, PDF), its per-request CSV,
// its summary.json, or the Markdown summary table on standard output. Charts are painted by the
// workbench's own views, so this command needs a QApplication (main() makes one for it, on the
// offscreen platform when there is no display).
#include "base/i18n.h"
#include "benchcommands.h"
#include "clisupport.h"
#include "report/reportbuilder.h"
#include "report/reportinput.h"
#include "results/runresults.h"
#include "run/runexport.h"
#include "store/session.h"
#include "store/summarywriter.h"

#include <QCommandLineParser>

#include <nlohmann/json.hpp>

#include <cstdio>

namespace ttft {

int reportCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Write a saved run's report: self-contained HTML (charts embedded), PDF, the per-request CSV, "
               "summary.json, or a Markdown summary table on standard output."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption htmlOption(QStringLiteral("html"), Tr::tr("Write the HTML report to FILE."), QStringLiteral("FILE"));
    const QCommandLineOption pdfOption(QStringLiteral("pdf"), Tr::tr("Write the PDF report to FILE."), QStringLiteral("FILE"));
    const QCommandLineOption csvOption(QStringLiteral("csv"), Tr::tr("Write one row per request (requests.csv) to FILE."),
                                       QStringLiteral("FILE"));
    const QCommandLineOption jsonOption(QStringLiteral("json"), Tr::tr("Write the summary (summary.json) to FILE."),
                                        QStringLiteral("FILE"));
    const QCommandLineOption markdownOption(QStringLiteral("markdown"),
                                            Tr::tr("Print the per-provider summary as a Markdown table."));
    const QCommandLineOption titleOption(QStringLiteral("title"), Tr::tr("The report's title."), QStringLiteral("TEXT"));
    parser.addOptions({htmlOption, pdfOption, csvOption, jsonOption, markdownOption, titleOption});
    parser.addPositionalArgument(QStringLiteral("SESSION"), Tr::tr("A session file (*.ttft.json)."));
    if (!parser.parse(arguments)) {
        printLine(stderr, Tr::tr("ttft-bench report: %1").arg(parser.errorText()));
        return 2;
    }
    if (parser.isSet(helpOption)) {
        std::fputs(qPrintable(parser.helpText().replace(QStringLiteral("[options]"), QStringLiteral("report [options]"))), stdout);
        return 0;
    }
    const QStringList positional = parser.positionalArguments();
    const bool anyOutput = parser.isSet(htmlOption) || parser.isSet(pdfOption) || parser.isSet(csvOption)
        || parser.isSet(jsonOption) || parser.isSet(markdownOption);
    if (positional.size() != 1 || !anyOutput) {
        printLine(stderr, Tr::tr("ttft-bench report: usage: ttft-bench report SESSION [--html FILE] [--pdf FILE] "
                                 "[--csv FILE] [--json FILE] [--markdown]"));
        return 2;
    }

    // No output over the session it reads (`report S --csv S` replaced the session).
    for (const QCommandLineOption *option : {&htmlOption, &pdfOption, &csvOption, &jsonOption}) {
        if (parser.isSet(*option) && sameFile(parser.value(*option), positional.first())) {
            printLine(stderr, Tr::tr("ttft-bench report: %1 is the session being read; nothing was written (write elsewhere)")
                                  .arg(positional.first()));
            return 1;
        }
    }

    Session session;
    QString error;
    if (!readSessionFile(positional.first(), session, &error)) {
        printLine(stderr, Tr::tr("ttft-bench report: %1").arg(error));
        return 1;
    }
    ReportInput input = reportInputFromSession(session, positional.first());
    input.title = parser.value(titleOption);

    int status = 0;
    const auto fail = [&status](const QString &what) {
        printLine(stderr, Tr::tr("ttft-bench report: %1").arg(what));
        status = 1;
    };
    if (parser.isSet(csvOption)) {
        if (writeRequestsCsv(parser.value(csvOption), session.records, &error))
            printLine(stdout, Tr::tr("Wrote %1").arg(parser.value(csvOption)));
        else
            fail(error);
    }
    if (parser.isSet(jsonOption)) {
        // Written as `run --out` and the window's Export write it: the same bytes for one session.
        if (writeJsonFileAtomically(parser.value(jsonOption), toJson(computeResults(session)), &error))
            printLine(stdout, Tr::tr("Wrote %1").arg(parser.value(jsonOption)));
        else
            fail(Tr::tr("cannot write %1: %2").arg(parser.value(jsonOption), error));
    }
    if (parser.isSet(htmlOption) || parser.isSet(pdfOption)) {
        ReportBuilder builder(std::move(input));
        if (parser.isSet(htmlOption)) {
            if (builder.writeHtml(parser.value(htmlOption), &error))
                printLine(stdout, Tr::tr("Wrote %1").arg(parser.value(htmlOption)));
            else
                fail(error);
        }
        if (parser.isSet(pdfOption)) {
            if (builder.writePdf(parser.value(pdfOption), &error))
                printLine(stdout, Tr::tr("Wrote %1").arg(parser.value(pdfOption)));
            else
                fail(error);
        }
    }
    if (parser.isSet(markdownOption))
        std::fputs(markdownSummary(computeResults(session)).toUtf8().constData(), stdout);
    return status;
}

} // namespace ttft
