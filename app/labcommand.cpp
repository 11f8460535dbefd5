// `ttft-bench lab`: the lab server on its own, for curl and other clients.
#include "base/i18n.h"
#include "benchcommands.h"
#include "clisupport.h"
#include "lab/labconfigjson.h"
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
    parser.setApplicationDescription(Tr::tr("Serve the lab: an OpenAI-compatible simulated LLM on 127.0.0.1."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption portOption(QStringLiteral("port"), Tr::tr("TCP port on 127.0.0.1 (default 18000; 0 picks a free one)."),
                                        QStringLiteral("P"), QStringLiteral("18000"));
    const QCommandLineOption keyOption(QStringLiteral("api-key-env"),
                                       Tr::tr("Require 'Authorization: Bearer KEY', KEY read from this environment variable."),
                                       QStringLiteral("NAME"));
    const QCommandLineOption configOption(QStringLiteral("config"), Tr::tr("Lab configuration as JSON (models, latency, batch limits; see README)."),
                                          QStringLiteral("FILE"));
    const QCommandLineOption batchOption(QStringLiteral("batch-limit"), Tr::tr("Requests each model serves at once; the rest queue (0: no limit)."),
                                         QStringLiteral("N"));
    const QCommandLineOption seedOption(QStringLiteral("seed"), Tr::tr("Seed for jitter and answer text (default 1)."),
                                        QStringLiteral("N"), QStringLiteral("1"));
    parser.addOptions({portOption, keyOption, seedOption, configOption, batchOption});
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
        printLine(stdout, Tr::tr("Lab server listening at %1 (models: %2). Ground truth: %3. Ctrl+C stops it.")
                              .arg(server.baseUrl(), models.join(QStringLiteral(", ")),
                                   server.baseUrl().replace(QStringLiteral("/v1"), QStringLiteral("/lab/truth"))));
    }, &error);
    if (status != 0) {
        printLine(stderr, Tr::tr("ttft-bench lab: cannot start: %1").arg(error));
        return 1;
    }
    printLine(stdout, Tr::tr("Lab server stopped."));
    return 0;
}

} // namespace ttft
