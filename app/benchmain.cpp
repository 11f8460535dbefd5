// ttft-bench: the headless command line on the same engine as the workbench.
#include "base/i18n.h"
#include "benchcommands.h"
#include "transport/filetable.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QStringList>
#include <QTemporaryDir>

#include <cstdio>
#include <cstring>
#include <memory>

#include <nlohmann/json.hpp>

namespace {

void printUsage(FILE *stream)
{
    std::fputs(qPrintable(ttft::Tr::tr(
                   "Usage: ttft-bench COMMAND [OPTIONS]\n"
                   "\n"
                   "Measures time to first token (TTFT) of streaming LLM APIs.\n"
                   "\n"
                   "Commands:\n"
                   "  run       send streaming requests, print a summary, write requests.jsonl and summary.json\n"
                   "  lab       run the lab server standalone (an OpenAI-compatible simulated LLM)\n"
                   "  recover   rebuild a session file from a run's journal\n"
                   "  import    turn another tool's results (vLLM bench serve, GuideLLM, AIPerf) into a session file\n"
                   "  merge     merge session files (several machines, or imported runs) into one to compare\n"
                   "  merge-shards  merge the shards of one run (run --shard I/N) into that one run\n"
                   "  compare   compare two runs of the same plan: deltas with intervals, regressions (a CI gate)\n"
                   "  capacity  find the highest load at which a provider meets its SLOs (double, then bisect)\n"
                   "  probe     a small run again every interval for hours, one session, TTFT by hour of the day\n"
                   "  calibrate measure each transport's bias against the lab's ground truth\n"
                   "  asr       speech recognition: utterances at real-time pace, end of speech to the final transcript\n"
                   "  presets   list the provider presets (for run --preset)\n"
                   "  keys      store, show (masked) or delete API keys in the system keychain\n"
                   "  report    write a saved run's report (HTML, PDF), its CSV, summary.json or a Markdown table\n"
                   "\n"
                   "Run 'ttft-bench COMMAND --help' for the options of a command.\n")),
               stream);
}

} // namespace

int dispatch(const QString &command, const QStringList &arguments);

int main(int argc, char *argv[])
{
    // `report` paints charts with widgets and needs a QApplication; every other command keeps to a
    // QCoreApplication and runs where no display exists. Without a display, report uses the
    // offscreen platform (unless the user chose one).
    ttft::raiseOpenFileLimit(); // a descriptor per stream (transport/filetable.h)
    const bool report = argc > 1 && std::strcmp(argv[1], "report") == 0;
    if (report && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY")
        && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // The widgets ask for a runtime folder, which a root shell or a container often lacks: Qt then
    // warns on every report ("XDG_RUNTIME_DIR not set") and uses a shared folder in /tmp. A
    // private one (0700, removed at exit) for this process, as the XDG spec asks, keeps it quiet.
    std::unique_ptr<QTemporaryDir> runtimeDir;
    if (report && qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
        runtimeDir = std::make_unique<QTemporaryDir>();
        if (runtimeDir->isValid())
            qputenv("XDG_RUNTIME_DIR", QFile::encodeName(runtimeDir->path()));
    }
    std::unique_ptr<QCoreApplication> application;
    if (report)
        application = std::make_unique<QApplication>(argc, argv);
    else
        application = std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication &app = *application;
    QCoreApplication::setApplicationName(QStringLiteral("ttft-bench"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TTFT_VERSION));
    ttft::installTranslations(app, QLocale::system());

    QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() < 2) {
        printUsage(stderr);
        return 2;
    }
    const QString command = arguments.at(1);
    arguments.removeAt(1); // the command's own parser sees "ttft-bench --option ..."
    // The readers are tolerant (model/jsonfields.h); this is the last line: a JSON value of a type
    // no reader expected ends the command with a message and status 1, never an abort.
    try {
        return dispatch(command, arguments);
    } catch (const nlohmann::json::exception &e) {
        std::fputs(qPrintable(ttft::Tr::tr("ttft-bench %1: a file or a server sent a value of an unexpected type (%2); "
                                           "nothing more was written\n")
                                  .arg(command, QString::fromUtf8(e.what()))),
                   stderr);
        return 1;
    }
}

int dispatch(const QString &command, const QStringList &arguments)
{
    if (command == QLatin1String("run"))
        return ttft::runCommand(arguments);
    if (command == QLatin1String("lab"))
        return ttft::labCommand(arguments);
    if (command == QLatin1String("recover"))
        return ttft::recoverCommand(arguments);
    if (command == QLatin1String("import"))
        return ttft::importCommand(arguments);
    if (command == QLatin1String("merge"))
        return ttft::mergeCommand(arguments);
    if (command == QLatin1String("merge-shards"))
        return ttft::mergeShardsCommand(arguments);
    if (command == QLatin1String("compare"))
        return ttft::compareCommand(arguments);
    if (command == QLatin1String("capacity"))
        return ttft::capacityCommand(arguments);
    if (command == QLatin1String("probe"))
        return ttft::probeCommand(arguments);
    if (command == QLatin1String("asr"))
        return ttft::asrCommand(arguments);
    if (command == QLatin1String("calibrate"))
        return ttft::calibrateCommand(arguments);
    if (command == QLatin1String("presets"))
        return ttft::presetsCommand(arguments);
    if (command == QLatin1String("keys"))
        return ttft::keysCommand(arguments);
    if (command == QLatin1String("report"))
        return ttft::reportCommand(arguments);
    if (command == QLatin1String("--help") || command == QLatin1String("-h") || command == QLatin1String("help")) {
        printUsage(stdout);
        return 0;
    }
    if (command == QLatin1String("--version")) {
        std::printf("ttft-bench %s\n", TTFT_VERSION);
        return 0;
    }
    std::fputs(qPrintable(ttft::Tr::tr("ttft-bench: unknown command '%1' (try --help)\n").arg(command)), stderr);
    return 2;
}
