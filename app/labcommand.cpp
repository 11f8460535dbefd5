// `ttft-bench lab`: the lab server on its own, for curl and other clients.
#include "base/i18n.h"
#include "benchcommands.h"
#include "clisupport.h"
#include "lab/labconfigjson.h"
#include "lab/labdialect.h"
#include "lab/labserver.h"
#include "lab/labstandalone.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>
#include <cstdlib>

namespace ttft {

int labCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("Serve the lab: a simulated LLM on 127.0.0.1 that speaks the APIs of OpenAI (chat "
                                            "and responses), Anthropic, Gemini, Ollama, llama.cpp and TGI, and a "
                                            "simulated text-to-speech endpoint (OpenAI /v1/audio/speech)."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption portOption(QStringLiteral("port"), Tr::tr("TCP port on 127.0.0.1 (default 18000; 0 picks a free one)."),
                                        QStringLiteral("P"), QStringLiteral("18000"));
    const QCommandLineOption keyOption(QStringLiteral("api-key-env"),
                                       Tr::tr("Require 'Authorization: Bearer KEY', KEY read from this environment variable."),
                                       QStringLiteral("NAME"));
    const QCommandLineOption configOption(QStringLiteral("config"), Tr::tr("Lab configuration as JSON (models, latency, batch limits; see docs/guide/lab.md)."),
                                          QStringLiteral("FILE"));
    const QCommandLineOption batchOption(QStringLiteral("batch-limit"), Tr::tr("Requests each model serves at once; the rest queue (0: no limit)."),
                                         QStringLiteral("N"));
    const QCommandLineOption seedOption(QStringLiteral("seed"), Tr::tr("Seed for jitter and answer text (default 1)."),
                                        QStringLiteral("N"), QStringLiteral("1"));
    const QCommandLineOption defaultModelOption(QStringLiteral("default-model"),
                                                Tr::tr("Model that answers llama.cpp and TGI requests, which name none (default: the first)."),
                                                QStringLiteral("NAME"));
    const QCommandLineOption replayOption(QStringLiteral("replay"),
                                          Tr::tr("Answer every request to the --dialect endpoint with the recorded body in FILE: a raw "
                                                 "body (.sse, .ndjson) or a timed recording, one {\"t_ms\": …, \"bytes\": …} per line."),
                                          QStringLiteral("FILE"));
    const QCommandLineOption dialectOption(QStringLiteral("dialect"),
                                           Tr::tr("The API of the recorded body: %1.")
                                               .arg(QString::fromLatin1(labDialectNames().data(), qsizetype(labDialectNames().size()))),
                                           QStringLiteral("D"));
    const QCommandLineOption paceMsOption(QStringLiteral("pace-ms"),
                                          Tr::tr("Replay: N ms between recorded events, after the model's first-token delay "
                                                 "(default: the model's time per output token)."),
                                          QStringLiteral("N"));
    const QCommandLineOption paceOption(QStringLiteral("pace"),
                                        Tr::tr("Replay: 'original' keeps the recording's own timing (a timed recording only); "
                                               "'fixed' (default) paces by --pace-ms."),
                                        QStringLiteral("MODE"));
    const QCommandLineOption accessLogOption(QStringLiteral("access-log"),
                                             Tr::tr("Append a JSON Lines line per finished request to FILE: the server log that "
                                                    "ttft-bench run --server-log joins to its records."),
                                             QStringLiteral("FILE"));
    const QCommandLineOption faultOption(QStringLiteral("fault"),
                                         Tr::tr("Inject this fault into every request that names none in X-Lab-Fault: %1.")
                                             .arg(QString::fromLatin1(labFaultNames().data(), qsizetype(labFaultNames().size()))),
                                         QStringLiteral("NAME"));
    const QCommandLineOption slowAcceptOption(QStringLiteral("slow-accept-ms"),
                                              Tr::tr("The slow-accept fault's delay before a connection is taken up (default 500)."),
                                              QStringLiteral("MS"));
    parser.addOptions({faultOption, slowAcceptOption, accessLogOption, portOption, keyOption, seedOption, configOption, batchOption, defaultModelOption, replayOption,
                       dialectOption, paceMsOption, paceOption});
    if (!parser.parse(arguments)) {
        printLine(stderr, Tr::tr("ttft-bench lab: %1").arg(parser.errorText()));
        return 2;
    }
    if (parser.isSet(helpOption)) {
        std::fputs(qPrintable(parser.helpText().replace(QStringLiteral("[options]"), QStringLiteral("lab [options]"))), stdout);
        return 0;
    }
    bool ok = false;
    const uint port = parser.value(portOption).toUInt(&ok);
    if (!ok || port > 65535) {
        printLine(stderr, Tr::tr("ttft-bench lab: --port must be a number from 0 to 65535"));
        return 2;
    }
    const qulonglong seed = parser.value(seedOption).toULongLong(&ok);
    if (!ok) {
        printLine(stderr, Tr::tr("ttft-bench lab: --seed must be a whole number"));
        return 2;
    }

    LabConfig config;
    if (parser.isSet(configOption)) {
        std::string problem;
        const std::optional<LabConfig> fromFile = labConfigFromFile(parser.value(configOption), &problem);
        if (!fromFile) { // the reason names the file
            printLine(stderr, Tr::tr("ttft-bench lab: %1").arg(QString::fromStdString(problem)));
            return 2;
        }
        if (!problem.empty()) {
            printLine(stderr, Tr::tr("ttft-bench lab: %1: %2").arg(parser.value(configOption), QString::fromStdString(problem)));
            return 2;
        }
        config = *fromFile;
    }
    if (parser.isSet(batchOption)) {
        const int limit = parser.value(batchOption).toInt(&ok);
        if (!ok || limit < 0) {
            printLine(stderr, Tr::tr("ttft-bench lab: --batch-limit must be a whole number ≥ 0"));
            return 2;
        }
        for (LabModel &model : config.models)
            model.maxBatch = limit;
    }
    // Flags win over the file; the file wins over the flags' defaults.
    if (parser.isSet(portOption) || !parser.isSet(configOption))
        config.port = quint16(port);
    if (parser.isSet(seedOption) || !parser.isSet(configOption))
        config.seed = seed;
    if (parser.isSet(accessLogOption))
        config.accessLogPath = parser.value(accessLogOption).toStdString();
    if (parser.isSet(defaultModelOption)) {
        config.defaultModel = parser.value(defaultModelOption).toStdString();
        if (!config.findModel(config.defaultModel)) {
            printLine(stderr, Tr::tr("ttft-bench lab: --default-model must be one of the models"));
            return 2;
        }
    }
    if (parser.isSet(faultOption)) {
        const std::optional<LabFault> fault = labFaultFromName(parser.value(faultOption).toStdString());
        if (!fault) {
            printLine(stderr, Tr::tr("ttft-bench lab: --fault must be one of %1")
                                  .arg(QString::fromLatin1(labFaultNames().data(), qsizetype(labFaultNames().size()))));
            return 2;
        }
        config.fault = *fault;
    }
    if (parser.isSet(slowAcceptOption)) {
        const int delayMs = parser.value(slowAcceptOption).toInt(&ok);
        if (!ok || delayMs < 0) {
            printLine(stderr, Tr::tr("ttft-bench lab: --slow-accept-ms must be a whole number ≥ 0"));
            return 2;
        }
        config.slowAcceptMs = delayMs;
    }
    const bool replayFlags = parser.isSet(dialectOption) || parser.isSet(paceMsOption) || parser.isSet(paceOption);
    if (replayFlags && !parser.isSet(replayOption)) {
        printLine(stderr, Tr::tr("ttft-bench lab: --dialect, --pace and --pace-ms go with --replay"));
        return 2;
    }
    if (parser.isSet(replayOption)) {
        LabReplay replay;
        replay.path = parser.value(replayOption).toStdString();
        replay.dialect = parser.value(dialectOption).toStdString();
        if (!labDialectFromName(replay.dialect)) {
            printLine(stderr, Tr::tr("ttft-bench lab: --replay needs --dialect, one of %1")
                                  .arg(QString::fromLatin1(labDialectNames().data(), qsizetype(labDialectNames().size()))));
            return 2;
        }
        const QString pace = parser.value(paceOption);
        if (parser.isSet(paceOption) && pace != QLatin1String("original") && pace != QLatin1String("fixed")) {
            printLine(stderr, Tr::tr("ttft-bench lab: --pace must be 'original' or 'fixed'"));
            return 2;
        }
        replay.originalPacing = pace == QLatin1String("original");
        if (parser.isSet(paceMsOption)) {
            replay.paceMs = parser.value(paceMsOption).toDouble(&ok);
            if (!ok || replay.paceMs < 0 || replay.originalPacing) {
                printLine(stderr, Tr::tr("ttft-bench lab: --pace-ms must be a number of milliseconds ≥ 0, "
                                         "and does not go with --pace original"));
                return 2;
            }
        }
        config.replay = replay;
    }
    if (parser.isSet(keyOption)) {
        const QByteArray name = parser.value(keyOption).toLocal8Bit();
        const char *key = std::getenv(name.constData());
        if (!key || !*key) {
            printLine(stderr, Tr::tr("ttft-bench lab: the environment variable %1 is not set").arg(parser.value(keyOption)));
            return 2;
        }
        config.apiKey = key;
    }

    QString error;
    const int status = runLabServerUntilSignal(config, [&config](const LabServer &server) {
        QStringList models;
        for (const LabModel &model : config.models)
            models << QString::fromStdString(model.name);
        const QString origin = QStringLiteral("http://127.0.0.1:%1").arg(server.port());
        printLine(stdout, Tr::tr("Lab server listening at %1 (models: %2). Ground truth: %3. Ctrl+C stops it.")
                              .arg(origin + QStringLiteral("/v1"), models.join(QStringLiteral(", ")),
                                   origin + QStringLiteral("/lab/truth")));
        if (!config.ttsModels.empty()) {
            QStringList voices;
            for (const LabTtsModel &model : config.ttsModels)
                voices << QString::fromStdString(model.name);
            printLine(stdout, Tr::tr("Text to speech at %1 (models: %2). Its ground truth: %3.")
                                  .arg(origin + QStringLiteral("/v1/audio/speech"), voices.join(QStringLiteral(", ")),
                                       origin + QStringLiteral("/lab/truth?kind=tts")));
        }
        if (config.fault != LabFault::None) {
            const std::string_view fault = labFaultName(config.fault);
            const QString name = QString::fromLatin1(fault.data(), qsizetype(fault.size()));
            printLine(stdout, isConnectionFault(config.fault)
                                  ? Tr::tr("Every connection gets the fault %1.").arg(name)
                                  : Tr::tr("Every request gets the fault %1 unless it names another in X-Lab-Fault.").arg(name));
        }
        if (config.fault == LabFault::ConnectionRefused)
            printLine(stdout, Tr::tr("Connections to %1 are refused (nothing listens there).").arg(server.baseUrl()));
        if (config.replay) {
            printLine(stdout, Tr::tr("Replaying %1 to every %2 request.")
                                  .arg(QString::fromStdString(config.replay->path), QString::fromStdString(config.replay->dialect)));
        }
    }, &error);
    if (status != 0) {
        printLine(stderr, Tr::tr("ttft-bench lab: cannot start: %1").arg(error));
        return 1;
    }
    printLine(stdout, Tr::tr("Lab server stopped."));
    return 0;
}

} // namespace ttft
